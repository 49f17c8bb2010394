import type { ReactElement } from 'react';

/**
 * How the page's JavaScript starts once the server HTML is on screen
 * (`SOUK_SCRIPT_LOADING=early`, the default). The chunks in `early` (the runtime every page
 * shares, see sharedRuntime) are fetched at once, the others when the browser reports its first
 * paint (at once when it has painted already; without paint timing, not before they run); both
 * at low priority (preloads), so they do not compete with the first screen's HTML and pictures.
 * All of them run, inserted in their original order (`async = false`), once the first screen has
 * painted: after the document is parsed, after the pictures the first screen shows (images an
 * IntersectionObserver finds in the viewport, so no layout is forced) are loaded and decoded,
 * ready to paint, or 2.5 s have passed, after the browser has reported its first paint (paint
 * timing; 3 s at most) and after the next frame (or 1 s). A shopper who taps or types before
 * then starts them at once, and a tab opened in the background, which paints nothing, starts
 * them straight away.
 *
 * The loader itself is `SCRIPT_LOADER` of ./inline-scripts.js, the same text on every page (its
 * Content-Security-Policy hash is known when the build is made); the page's chunks are the JSON
 * block before it, which this function writes (a browser does not run a JSON block).
 */
export function scriptList(sources: readonly string[], early: readonly string[]): string {
  return JSON.stringify({ all: sources, early }).replace(/</g, '\\u003c');
}

/** The runtime every page shares (Next's webpack runtime, React and Next's client), by webpack's chunk names. */
const SHARED_RUNTIME = /\/chunks\/(webpack|framework|main)-[\w-]+\.js$/;

/**
 * The chunks `SOUK_SCRIPT_LOADING=early` fetches at once: the runtime every page shares (about
 * 110 KB of a page's 185–200 KB), so React and Next's client are in hand when the first screen
 * has painted; the page's own chunks (the app shell, the page, their shared parts) are fetched
 * when the browser reports its first paint, so they do not compete with the HTML and styles of
 * the first screen (Lighthouse's simulation counts every request started before the largest
 * paint into it). Throws when
 * Next's React (framework) or client (main) chunk is no longer found by name, so the build fails
 * instead of shipping without them fetched early.
 */
export function sharedRuntime(sources: readonly string[]): string[] {
  const found = sources.filter((src) => SHARED_RUNTIME.test(src));
  for (const name of ['framework', 'main']) {
    if (!found.some((src) => src.includes(`/chunks/${name}-`))) {
      throw new Error(`Script loading: no /chunks/${name}-….js among the page's scripts, so SOUK_SCRIPT_LOADING=early cannot fetch the shared runtime before the paint. See docs/performance.md, or set SOUK_SCRIPT_LOADING=next.`);
    }
  }
  return found;
}

/** The `src` of a chunk's script element (module-less polyfills and inline scripts have none). */
export function scriptSource(element: ReactElement | null): string | null {
  const props = element?.props as { src?: unknown; noModule?: unknown } | undefined;
  return typeof props?.src === 'string' && !props.noModule ? props.src : null;
}
