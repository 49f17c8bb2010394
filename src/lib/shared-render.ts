/**
 * How the shared page cache (src/http/shared-cache.ts, src/http/shopper-scope.ts) and the pages
 * (src/server/page.ts) speak to each other, written once here.
 */

/** A render for every shopper of the cookies' scope: `located` when the shopper has a delivery point the page does not depend on (it is not passed). */
export type SharedRender = 'scope' | 'located';

/**
 * The mark the cache puts on a request it asks Next to render for a scope, nothing personal in
 * it. A property of the request object itself, which Next hands to getServerSideProps: no client
 * can send it (a header could be forged, and plain `next start` has no cache in front to strip it).
 */
const SHARED_RENDER = Symbol.for('souk.sharedRender');

type Marked = { [SHARED_RENDER]?: SharedRender };

export function markSharedRender(req: object, render: SharedRender): void {
  (req as Marked)[SHARED_RENDER] = render;
}

/** The cache's mark on this request, or null: a render for this shopper alone. */
export function sharedRenderOf(req: object): SharedRender | null {
  const render = (req as Marked)[SHARED_RENDER];
  return render === 'scope' || render === 'located' ? render : null;
}

/** Response header of a public page: "scope", or what else its shared render depends on ("point", "account"). */
export const SHARED_BY_HEADER = 'X-Souk-Shared-By';
