/**
 * Distances both sides work out: the great-circle distance (the storefront's store cards, the
 * API's `distance` fields) and the road distance, estimated as the great-circle distance times
 * ROAD_FACTOR, which config/distance-api answers and order placement and the parcel charge use;
 * were they to differ, a checkout priced from one would be refused (422) by the other.
 */
export interface Point {
  lat: number;
  lng: number;
}

/** Roads are this much longer than the straight line, on average. */
export const ROAD_FACTOR = 1.3;

/** Great-circle distance in km between two points (haversine). */
export function haversineKm(a: Point, b: Point): number {
  const rad = (deg: number) => (deg * Math.PI) / 180;
  const dLat = rad(b.lat - a.lat);
  const dLng = rad(b.lng - a.lng);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.lat)) * Math.cos(rad(b.lat)) * Math.sin(dLng / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** The road distance in metres (unrounded). */
export function roadMeters(a: Point, b: Point): number {
  return haversineKm(a, b) * 1000 * ROAD_FACTOR;
}
