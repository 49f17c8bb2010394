import type { MapPoint } from '@/api/maps';
import type { LatLng } from '@/api/types';

/** config.default_location as numbers, or null when the configuration has none. */
export function defaultPoint(location: LatLng | null | undefined): MapPoint | null {
  if (!location) return null;
  const lat = Number(location.lat);
  const lng = Number(location.lng);
  if (!Number.isFinite(lat) || !Number.isFinite(lng) || Math.abs(lat) > 90 || Math.abs(lng) > 180) return null;
  return { lat, lng };
}
