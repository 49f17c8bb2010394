export type HeaderBag = Record<string, string | string[] | undefined>;

export interface GatewayRequest {
  method: string;
  /** Path below /api/v1, no leading slash. */
  path: string;
  /** The raw query string without `?` (kept verbatim for forwarding). */
  search: string;
  /** Incoming request headers (lower-case names). */
  headers: HeaderBag;
  /** Incoming cookies. */
  cookies: Partial<Record<string, string>>;
  /** Raw request body, when the method has one. */
  rawBody?: Buffer;
  /** The caller's network address (sign-in throttling counts failures per address). */
  clientAddress?: string;
  /** True when the page or call was served over HTTPS (directly or behind a proxy). */
  secure: boolean;
  /**
   * Calls the server makes for itself while rendering a page: no same-origin check, the
   * token stays where it is, and nothing is written back as a cookie by the upstream call.
   */
  internal?: boolean;
}

export interface GatewayResponse {
  status: number;
  headers: Record<string, string>;
  /** Set-Cookie values to pass to the browser. */
  cookies: string[];
  /**
   * JSON body (already parsed), or raw bytes for non-JSON answers. A cached JSON answer carries
   * its bytes in `raw` (sent as they are) and parses them into `body` only when someone reads it.
   */
  body: unknown;
  raw?: Buffer;
  /** The embedded API's pattern of the route that answered, and whether its response cache did (for the server's log and metrics; never sent). */
  route?: string;
  cache?: 'HIT' | 'MISS';
}
