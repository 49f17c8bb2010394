import type { MapPoint } from '@/api/maps';

/** The spec's browser geolocation settings: a 5000 ms decision time-out, low accuracy. */
export const GEOLOCATION_OPTIONS: PositionOptions = { enableHighAccuracy: false, timeout: 5000, maximumAge: 60_000 };

export type GeolocationOutcome =
  | { kind: 'position'; point: MapPoint }
  /** The shopper (or the browser) refused location permission. */
  | { kind: 'denied' }
  /** No position in time, or the browser has no geolocation. */
  | { kind: 'unavailable' };

const PERMISSION_DENIED = 1;

/** The shopper's current position, as an outcome rather than a thrown error. */
export function currentPosition(geolocation: Geolocation | undefined): Promise<GeolocationOutcome> {
  if (!geolocation) return Promise.resolve({ kind: 'unavailable' });
  return new Promise((resolve) => {
    geolocation.getCurrentPosition(
      (position) => resolve({ kind: 'position', point: { lat: position.coords.latitude, lng: position.coords.longitude } }),
      (error) => resolve(error.code === PERMISSION_DENIED ? { kind: 'denied' } : { kind: 'unavailable' }),
      GEOLOCATION_OPTIONS,
    );
  });
}

export function browserGeolocation(): Geolocation | undefined {
  return typeof navigator !== 'undefined' && 'geolocation' in navigator ? navigator.geolocation : undefined;
}
