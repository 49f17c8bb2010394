/**
 * Header names shared by the pages (src/server/page.ts) and the shared page cache in front of
 * them (src/http/shopper-scope.ts), written once here.
 */

/**
 * Request header set by the shared page cache (and stripped from what clients send): render
 * for the scope in the cookies, nothing personal. `located` when the shopper has a delivery
 * point the page does not depend on (it is not passed).
 */
export const SHARED_RENDER_HEADER = 'x-souk-shared-render';
/** Response header of a public page: "scope", or what else its shared render depends on ("point", "account"). */
export const SHARED_BY_HEADER = 'X-Souk-Shared-By';
