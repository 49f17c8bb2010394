import type { MapMarker } from './types';

/** Pin colours by role: the store, the delivery point, a place. */
export const PIN_COLOURS: Record<MapMarker['tone'], string> = {
  store: '#b45309',
  destination: '#0f766e',
  place: '#b91c1c',
};

/** A map pin as inline SVG, so no image files are fetched (works offline, with either engine). */
export function pinSvg(colour: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="32" height="42" viewBox="0 0 32 42" aria-hidden="true"><path d="M16 1C7.7 1 1 7.6 1 15.8 1 27 16 41 16 41s15-14 15-25.2C31 7.6 24.3 1 16 1z" fill="${colour}" stroke="#fff" stroke-width="2"/><circle cx="16" cy="16" r="5.5" fill="#fff"/></svg>`;
}
