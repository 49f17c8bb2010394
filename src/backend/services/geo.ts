/** Geometry helpers: point in polygon (ray casting) and great-circle distance. */
import { haversineKm } from '../../contract/distance';

/** Is (lat, lng) inside the polygon of [lat, lng] vertices? */
export function pointInPolygon(lat: number, lng: number, polygon: readonly (readonly [number, number])[]): boolean {
  let inside = false;
  for (let i = 0, j = polygon.length - 1; i < polygon.length; j = i, i += 1) {
    const pi = polygon[i];
    const pj = polygon[j];
    if (!pi || !pj) continue;
    const [yi, xi] = pi;
    const [yj, xj] = pj;
    const crosses = yi > lat !== yj > lat && lng < ((xj - xi) * (lat - yi)) / (yj - yi) + xi;
    if (crosses) inside = !inside;
  }
  return inside;
}

/**
 * Haversine distance in metres: the great-circle formula the browser uses too (src/contract/distance.ts),
 * so a distance it works out from a shared page's store coordinates is the one the API would send.
 */
export function haversineMeters(lat1: number, lng1: number, lat2: number, lng2: number): number {
  return haversineKm({ lat: lat1, lng: lng1 }, { lat: lat2, lng: lng2 }) * 1000;
}
