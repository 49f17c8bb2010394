/**
 * Whether this document has moved to another of the storefront's pages without loading a new
 * one (Next's client-side navigation: a link, Back or Forward; src/components/RouteProgress.tsx
 * notes it). A page
 * drawn after that is not hydrated from the server's HTML, and Next restores its scroll position
 * by pixels on Back, so it lays out every section at once (src/components/Section.tsx).
 */
let navigated = false;

export function noteClientNavigation(): void {
  navigated = true;
}

export function clientNavigated(): boolean {
  return navigated;
}
