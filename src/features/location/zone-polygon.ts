import type { MapPoint } from '@/api/maps';

function num(v: unknown): number | null {
  const n = typeof v === 'string' ? Number(v) : v;
  return typeof n === 'number' && Number.isFinite(n) ? n : null;
}

function fromLatLngObjects(list: unknown): MapPoint[] | null {
  if (!Array.isArray(list)) return null;
  const points: MapPoint[] = [];
  for (const p of list) {
    if (!p || typeof p !== 'object') return null;
    const lat = num((p as { lat?: unknown }).lat);
    const lng = num((p as { lng?: unknown }).lng);
    if (lat === null || lng === null) return null;
    points.push({ lat, lng });
  }
  return points.length >= 3 ? points : null;
}

/** GeoJSON rings are [lng, lat] pairs. */
function fromGeoJson(value: unknown): MapPoint[] | null {
  if (!value || typeof value !== 'object') return null;
  const { type, coordinates } = value as { type?: unknown; coordinates?: unknown };
  if (type !== 'Polygon' || !Array.isArray(coordinates) || !Array.isArray(coordinates[0])) return null;
  const points: MapPoint[] = [];
  for (const pair of coordinates[0] as unknown[]) {
    if (!Array.isArray(pair)) return null;
    const lng = num(pair[0]);
    const lat = num(pair[1]);
    if (lat === null || lng === null) return null;
    points.push({ lat, lng });
  }
  return points.length >= 3 ? points : null;
}

/**
 * A zone's polygon from a zone/list entry, in the shapes backends send: `formated_coordinates`
 * ({lat, lng} list, 6amMart), GeoJSON `coordinates`, or a {lat, lng} list in `coordinates`.
 */
export function zonePolygon(zone: unknown): MapPoint[] | null {
  if (!zone || typeof zone !== 'object') return null;
  const z = zone as { formated_coordinates?: unknown; formatted_coordinates?: unknown; coordinates?: unknown };
  return (
    fromLatLngObjects(z.formated_coordinates) ??
    fromLatLngObjects(z.formatted_coordinates) ??
    fromGeoJson(z.coordinates) ??
    fromLatLngObjects(z.coordinates)
  );
}
