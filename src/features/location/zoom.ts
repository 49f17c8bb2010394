/** The spec's map zoom limits and defaults. */
export const MIN_ZOOM = 1;
export const MAX_ZOOM = 21;
export const DEFAULT_ZOOM = 17;
export const ZONE_ZOOM = 9;
export const ROUTE_ZOOM = 10;

/** Any requested zoom, held to whole levels between 1 and 21 (non-numbers fall back to the default). */
export function clampZoom(zoom: number): number {
  if (!Number.isFinite(zoom)) return DEFAULT_ZOOM;
  return Math.min(MAX_ZOOM, Math.max(MIN_ZOOM, Math.round(zoom)));
}

/** The zoom a map opens at: 9 to show a zone polygon, otherwise 17 on the point. */
export function initialZoom(hasPolygon: boolean): number {
  return hasPolygon ? ZONE_ZOOM : DEFAULT_ZOOM;
}
