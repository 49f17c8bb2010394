import type { RouteEstimate } from '@/api/maps';

export interface RouteText {
  /** e.g. "3.25 km" with the configured decimals. */
  km: string;
  hours: number;
  minutes: number;
}

/** Distance in km with the configured decimals, and the time rounded up to whole minutes. */
export function routeText(estimate: RouteEstimate, digits: number): RouteText {
  const places = Number.isInteger(digits) && digits >= 0 && digits <= 4 ? digits : 2;
  const totalMinutes = Math.max(1, Math.ceil(estimate.durationSeconds / 60));
  return {
    km: `${(estimate.distanceMeters / 1000).toFixed(places)} km`,
    hours: Math.floor(totalMinutes / 60),
    minutes: totalMinutes % 60,
  };
}
