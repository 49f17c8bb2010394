/** The maps proxy, answered from the local gazetteer in Google's response shapes. */
import { z } from 'zod';
import { eq } from 'drizzle-orm';
import { latLngQuery, parseQuery, type Ctx } from '../context';
import { ApiError, json } from '../http';
import type { Route } from '../route-types';
import { places } from '../db/schema';
import { haversineMeters } from '../services/geo';
import { roadMeters } from '../../contract/distance';
import { tr } from '../services/format';

type PlaceRow = typeof places.$inferSelect;

const allPlacesCache = new WeakMap<object, Promise<PlaceRow[]>>();

/** The gazetteer is small and read-only: read once per database handle. */
function allPlaces(ctx: Ctx): Promise<PlaceRow[]> {
  let cached = allPlacesCache.get(ctx.db);
  if (!cached) {
    cached = ctx.db.select().from(places).orderBy(places.id);
    cached.catch(() => allPlacesCache.delete(ctx.db));
    allPlacesCache.set(ctx.db, cached);
  }
  return cached;
}

const normalise = (s: string) => s.toLowerCase().normalize('NFKD').replace(/[\u0300-\u036f]/g, '').replace(/\s+/g, ' ').trim();

async function autocomplete(ctx: Ctx) {
  const { search_text } = parseQuery(
    ctx,
    z.object({ search_text: z.string({ message: 'The search text field is required.' }).trim().min(1, 'The search text field is required.').max(200, 'The search text may not be greater than 200 characters.') }),
  );
  const needle = normalise(search_text);
  const rows = await allPlaces(ctx);
  const scored = rows
    .map((p) => {
      const hay = [normalise(p.name), normalise(p.address), p.nameAr, p.addressAr];
      const score = hay[0]?.startsWith(needle) ? 0 : hay.some((h) => h?.includes(needle)) ? 1 : needle.split(' ').every((w) => hay.some((h) => h?.includes(w))) ? 2 : -1;
      return { p, score };
    })
    .filter((x) => x.score >= 0)
    .sort((a, b) => a.score - b.score || a.p.id - b.p.id)
    .slice(0, 8);
  return json({
    predictions: scored.map(({ p }) => {
      const name = tr(ctx.lang, p.name, p.nameAr);
      const address = tr(ctx.lang, p.address, p.addressAr);
      return {
        place_id: p.placeId,
        description: address,
        structured_formatting: { main_text: name, secondary_text: address.slice(name.length).replace(/^[,،]\s*/, '') },
        types: ['establishment', 'point_of_interest'],
      };
    }),
    status: scored.length > 0 ? 'OK' : 'ZERO_RESULTS',
  });
}

async function placeDetails(ctx: Ctx) {
  const { placeid } = parseQuery(ctx, z.object({ placeid: z.string({ message: 'The placeid field is required.' }).trim().min(1, 'The placeid field is required.') }));
  const [p] = await ctx.db.select().from(places).where(eq(places.placeId, placeid));
  if (!p) throw new ApiError(404, 'placeid', 'Place not found.');
  return json({
    result: {
      place_id: p.placeId,
      name: tr(ctx.lang, p.name, p.nameAr),
      formatted_address: tr(ctx.lang, p.address, p.addressAr),
      geometry: { location: { lat: p.lat, lng: p.lng } },
    },
    status: 'OK',
  });
}

async function geocode(ctx: Ctx) {
  const { lat, lng } = parseQuery(ctx, z.object(latLngQuery));
  const rows = await allPlaces(ctx);
  const nearest = rows
    .map((p) => ({ p, d: haversineMeters(lat, lng, p.lat, p.lng) }))
    .sort((a, b) => a.d - b.d)
    .slice(0, 3);
  return json({
    results: nearest.map(({ p }) => ({
      place_id: p.placeId,
      formatted_address: tr(ctx.lang, p.address, p.addressAr),
      geometry: { location: { lat: p.lat, lng: p.lng } },
      types: ['street_address'],
    })),
    status: nearest.length > 0 ? 'OK' : 'ZERO_RESULTS',
  });
}

const coord = (name: string, max: number) =>
  z
    .string({ message: `The ${name} field is required.` })
    .trim()
    .min(1, `The ${name} field is required.`)
    .refine((v) => Number.isFinite(Number(v)) && Math.abs(Number(v)) <= max, `The ${name} must be a number.`)
    .transform(Number);

const SPEED_M_PER_S: Record<string, number> = { walking: 1.39, bicycling: 4.2, driving: 8.3 };

function durationText(seconds: number, ar: boolean): string {
  const mins = Math.max(1, Math.round(seconds / 60));
  if (mins < 60) return ar ? `${mins} دقيقة` : `${mins} min${mins === 1 ? '' : 's'}`;
  const h = Math.floor(mins / 60);
  const m = mins % 60;
  return ar ? `${h} ساعة ${m} دقيقة` : `${h} hour${h === 1 ? '' : 's'} ${m} mins`;
}

async function distance(ctx: Ctx) {
  const qv = parseQuery(
    ctx,
    z.object({
      origin_lat: coord('origin lat', 90),
      origin_lng: coord('origin lng', 180),
      destination_lat: coord('destination lat', 90),
      destination_lng: coord('destination lng', 180),
      mode: z.enum(['walking', 'driving', 'bicycling'], { message: 'The mode must be walking, driving or bicycling.' }).default('driving'),
    }),
  );
  const meters = Math.round(roadMeters({ lat: qv.origin_lat, lng: qv.origin_lng }, { lat: qv.destination_lat, lng: qv.destination_lng }));
  const seconds = Math.round(meters / (SPEED_M_PER_S[qv.mode] ?? 8.3));
  const ar = ctx.lang === 'ar';
  const km = meters / 1000;
  return json({
    destination_addresses: [`${qv.destination_lat},${qv.destination_lng}`],
    origin_addresses: [`${qv.origin_lat},${qv.origin_lng}`],
    rows: [
      {
        elements: [
          {
            distance: { text: meters < 1000 ? `${meters} m` : `${km.toFixed(1)} km`, value: meters },
            duration: { text: durationText(seconds, ar), value: seconds },
            status: 'OK',
          },
        ],
      },
    ],
    status: 'OK',
  });
}

export const routes: Route[] = [
  { method: 'GET', path: 'config/place-api-autocomplete', handler: autocomplete },
  { method: 'GET', path: 'config/place-api-details', handler: placeDetails },
  { method: 'GET', path: 'config/geocode-api', handler: geocode },
  { method: 'GET', path: 'config/distance-api', handler: distance },
];
