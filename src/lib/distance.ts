/**
 * Distance to a store in km with the configured decimals; anything over 1000 km shows
 * `1k+ km`. Returns null when there is no distance to show (no location chosen).
 */
export function formatDistanceKm(km: number | null | undefined, digits: number): string | null {
  if (km === null || km === undefined) return null;
  const value = Number(km);
  if (!Number.isFinite(value) || value < 0) return null;
  if (value > 1000) return '1k+ km';
  const places = Number.isInteger(digits) && digits >= 0 && digits <= 4 ? digits : 2;
  return `${value.toFixed(places)} km`;
}

/**
 * The delivery point a session holds, or null when there is none or it is the undisclosed point of
 * a page rendered once for many shoppers (lat 0, lng 0, no address: "a point is chosen"), which
 * the browser replaces with the shopper's own after the paint.
 */
export function ownPoint(location: { lat: number; lng: number; address?: string } | null | undefined): { lat: number; lng: number } | null {
  if (!location || !Number.isFinite(location.lat) || !Number.isFinite(location.lng)) return null;
  if (location.lat === 0 && location.lng === 0 && !location.address) return null;
  return { lat: location.lat, lng: location.lng };
}
