import { queryOptions, useQuery } from '@tanstack/react-query';
import { useApiScope } from '@/lib/session-context';
import { httpFor, scopeHeaders, type ApiScope, type Http } from './http';

type Scope = Pick<ApiScope, 'lang'>;

export interface MapPoint {
  lat: number;
  lng: number;
}

export interface PlacePrediction {
  place_id: string;
  description: string;
}

export interface RouteEstimate {
  /** Metres along the route. */
  distanceMeters: number;
  /** Seconds along the route. */
  durationSeconds: number;
}

/** Six decimals (about 10 cm) is finer than any map can show; keys stay stable across float noise. */
export function roundPoint(point: MapPoint): MapPoint {
  return { lat: Math.round(point.lat * 1e6) / 1e6, lng: Math.round(point.lng * 1e6) / 1e6 };
}

function toNumber(value: unknown): number | null {
  const n = typeof value === 'string' ? Number(value) : value;
  return typeof n === 'number' && Number.isFinite(n) ? n : null;
}

/** GET config/place-api-autocomplete: suggestions for a non-empty search text. */
export async function getPlaceSuggestions(http: Http, scope: Scope, text: string): Promise<PlacePrediction[]> {
  const { data } = await http.get<{ predictions?: unknown }>('config/place-api-autocomplete', {
    params: { search_text: text },
    headers: scopeHeaders(scope),
  });
  const predictions = Array.isArray(data?.predictions) ? data.predictions : [];
  return predictions.filter(
    (p): p is PlacePrediction =>
      Boolean(p) && typeof (p as PlacePrediction).place_id === 'string' && typeof (p as PlacePrediction).description === 'string',
  );
}

export const placeSuggestionsQuery = (scope: Scope, text: string) =>
  queryOptions({
    queryKey: ['maps', 'autocomplete', { lang: scope.lang, text }] as const,
    queryFn: ({ client }) => getPlaceSuggestions(httpFor(client), scope, text),
    enabled: text.trim().length > 0,
    staleTime: 10 * 60_000,
  });

/** GET config/place-api-details: where a suggestion is. */
export async function getPlaceDetails(http: Http, scope: Scope, placeId: string): Promise<MapPoint> {
  const { data } = await http.get<{ result?: { geometry?: { location?: { lat?: unknown; lng?: unknown } } } }>(
    'config/place-api-details',
    { params: { placeid: placeId }, headers: scopeHeaders(scope) },
  );
  const location = data?.result?.geometry?.location;
  const lat = toNumber(location?.lat);
  const lng = toNumber(location?.lng);
  if (lat === null || lng === null) throw new Error('The place has no coordinates.');
  return { lat, lng };
}

export const placeDetailsQuery = (scope: Scope, placeId: string) =>
  queryOptions({
    queryKey: ['maps', 'place', { lang: scope.lang, placeId }] as const,
    queryFn: ({ client }) => getPlaceDetails(httpFor(client), scope, placeId),
    staleTime: 60 * 60_000,
  });

/** GET config/geocode-api: the address of a point (results[0].formatted_address), or null when none is known. */
export async function reverseGeocode(http: Http, scope: Scope, point: MapPoint): Promise<string | null> {
  const { data } = await http.get<{ results?: { formatted_address?: unknown }[] }>('config/geocode-api', {
    params: { lat: point.lat, lng: point.lng },
    headers: scopeHeaders(scope),
  });
  const address = Array.isArray(data?.results) ? data.results[0]?.formatted_address : undefined;
  return typeof address === 'string' && address.trim() ? address.trim() : null;
}

export const geocodeQuery = (scope: Scope, point: MapPoint) => {
  const at = roundPoint(point);
  return queryOptions({
    queryKey: ['maps', 'geocode', { lang: scope.lang, lat: at.lat, lng: at.lng }] as const,
    queryFn: ({ client }) => reverseGeocode(httpFor(client), scope, at),
    staleTime: 60 * 60_000,
  });
};

/**
 * Reads the distance-api answer in the shapes backends send: Google's Routes API
 * (`distanceMeters`, `duration: "123s"`), the Distance Matrix (`rows[0].elements[0]`), or flat
 * `distance`/`duration` numbers (metres, seconds).
 */
export function parseRouteEstimate(data: unknown): RouteEstimate | null {
  if (!data || typeof data !== 'object') return null;
  const d = data as Record<string, unknown>;
  const seconds = (v: unknown): number | null => {
    if (typeof v === 'string') return toNumber(v.replace(/s$/, ''));
    if (v && typeof v === 'object') return toNumber((v as { value?: unknown }).value);
    return toNumber(v);
  };
  const metres = (v: unknown): number | null =>
    v && typeof v === 'object' ? toNumber((v as { value?: unknown }).value) : toNumber(v);

  const routes = Array.isArray(d.routes) ? (d.routes[0] as Record<string, unknown> | undefined) : undefined;
  const rows = Array.isArray(d.rows) ? (d.rows[0] as { elements?: unknown[] } | undefined) : undefined;
  const element = Array.isArray(rows?.elements) ? (rows.elements[0] as Record<string, unknown> | undefined) : undefined;
  const source = routes ?? element ?? d;
  const distanceMeters = metres(source.distanceMeters ?? source.distance_meters ?? source.distance);
  const durationSeconds = seconds(source.duration ?? source.duration_seconds);
  if (distanceMeters === null || durationSeconds === null || distanceMeters < 0 || durationSeconds < 0) return null;
  return { distanceMeters, durationSeconds };
}

/** GET config/distance-api: the walking route between two points. */
export async function getRouteEstimate(
  http: Http,
  scope: Scope,
  origin: MapPoint,
  destination: MapPoint,
): Promise<RouteEstimate | null> {
  const { data } = await http.get<unknown>('config/distance-api', {
    params: {
      origin_lat: origin.lat,
      origin_lng: origin.lng,
      destination_lat: destination.lat,
      destination_lng: destination.lng,
      mode: 'walking',
    },
    headers: scopeHeaders(scope),
  });
  return parseRouteEstimate(data);
}

export const routeEstimateQuery = (scope: Scope, origin: MapPoint, destination: MapPoint) => {
  const from = roundPoint(origin);
  const to = roundPoint(destination);
  return queryOptions({
    queryKey: ['maps', 'distance', { lang: scope.lang, from, to }] as const,
    queryFn: ({ client }) => getRouteEstimate(httpFor(client), scope, from, to),
    staleTime: 10 * 60_000,
  });
};

export function usePlaceSuggestions(text: string) {
  const { lang } = useApiScope();
  return useQuery({ ...placeSuggestionsQuery({ lang }, text.trim()), meta: { silent: true } });
}

export function useRouteEstimate(origin: MapPoint, destination: MapPoint | null) {
  const { lang } = useApiScope();
  return useQuery({
    ...routeEstimateQuery({ lang }, origin, destination ?? origin),
    enabled: destination !== null,
    meta: { silent: true },
  });
}

/**
 * GET vehicle/extra_charge?distance= (km): what the delivery vehicle adds to a delivery's charge for
 * that distance, as the API's order placement adds it; 0 where a backend answers nothing usable.
 */
export async function getVehicleCharge(http: Http, distanceKm: number): Promise<number> {
  try {
    const { data } = await http.get<unknown>('vehicle/extra_charge', { params: { distance: distanceKm } });
    const charge = Number(data);
    return Number.isFinite(charge) && charge > 0 ? charge : 0;
  } catch {
    return 0;
  }
}

export const vehicleChargeQuery = (distanceKm: number) =>
  queryOptions({
    queryKey: ['vehicle', 'extra-charge', { distanceKm }] as const,
    queryFn: ({ client }) => getVehicleCharge(httpFor(client), distanceKm),
    staleTime: 10 * 60_000,
  });

/** The vehicle's extra charge for a delivery of this many kilometres (null: not a delivery). */
export function useVehicleCharge(distanceKm: number | null) {
  return useQuery({ ...vehicleChargeQuery(distanceKm ?? 0), enabled: distanceKm !== null, meta: { silent: true } });
}
