/**
 * The script that keeps a shopper's taps while the page's JavaScript is on its way. The server
 * HTML paints before React has a root on the page; until then a tap on a button (the header's
 * location button, a dialog's trigger, a purchase control) reaches no handler. This inline
 * script, the first in the head, notes each such control tapped (a click, so Enter and Space
 * on a focused button count too) and, once React's root exists, clicks it again, once: React
 * then hydrates the part at once and answers the click as if it had just happened.
 *
 * What works without JavaScript is left to the browser: links (a plain or modified click, a
 * middle click), form controls and a form's submit button. A control tapped twice before the
 * page could answer is clicked once (a shopper who repeats a tap that did nothing wants it
 * once). Taps after the root exists are React's own (it replays them on the part it hydrates
 * first).
 *
 * The root is announced by `src/speed/announce-root.ts` (`souk:root`); `pages/_app.tsx`
 * announces the end of hydration (`souk:hydrated`) as a fall-back. The script's text is
 * `TAP_KEEPER` in ./inline-scripts.js, the same on every page (the Content-Security-Policy allows
 * it by its hash, known when the build is made); this module is what the browser's bundles need.
 */
/** The events the keeper listens for (the names ./inline-scripts.js writes into its text; a test compares them). */
export const ROOT_EVENT = 'souk:root';
export const HYDRATED_EVENT = 'souk:hydrated';

/** Tells the tap keeper that React's root exists (called right after `hydrateRoot`). */
export function announceRoot(): void {
  window.dispatchEvent(new Event(ROOT_EVENT));
}

/** Tells the tap keeper that the page has hydrated (its first commit's effects ran). */
export function announceHydrated(): void {
  window.dispatchEvent(new Event(HYDRATED_EVENT));
}
