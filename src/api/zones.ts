import { queryOptions, useQuery } from '@tanstack/react-query';
import { httpFor, scopeHeaders, type ApiScope, type Http } from './http';
import type { Zone, ZoneLookup } from './types';

type Scope = Pick<ApiScope, 'lang'>;

export async function getZones(http: Http, scope: Scope): Promise<Zone[]> {
  const { data } = await http.get<Zone[]>('zone/list', { headers: scopeHeaders(scope) });
  return Array.isArray(data) ? data : [];
}

export const zonesQuery = (scope: Scope) =>
  queryOptions({
    queryKey: ['zones', { lang: scope.lang }] as const,
    queryFn: ({ client }) => getZones(httpFor(client), scope),
    staleTime: 5 * 60_000,
  });

export function useZones(scope: Scope) {
  return useQuery(zonesQuery(scope));
}

export interface ZonePoint {
  lat: number;
  lng: number;
}

/** Which zones contain a point; a 404 with code `coordinates` means none does. */
export async function getZoneId(http: Http, scope: Scope, point: ZonePoint): Promise<ZoneLookup> {
  const { data } = await http.get<ZoneLookup>('config/get-zone-id', {
    params: { lat: point.lat, lng: point.lng },
    headers: scopeHeaders(scope),
  });
  return data;
}

export const zoneIdQuery = (scope: Scope, point: ZonePoint) =>
  queryOptions({
    queryKey: ['zone-id', { lang: scope.lang, lat: point.lat, lng: point.lng }] as const,
    queryFn: ({ client }) => getZoneId(httpFor(client), scope, point),
    staleTime: 10 * 60_000,
  });

/** Parses the `zone_id` answer (a JSON list in a string, as the backend sends it). */
export function zoneIdsFrom(lookup: ZoneLookup): number[] {
  try {
    const parsed: unknown = JSON.parse(lookup.zone_id);
    return Array.isArray(parsed) ? parsed.filter((v): v is number => Number.isInteger(v)) : [];
  } catch {
    return [];
  }
}
