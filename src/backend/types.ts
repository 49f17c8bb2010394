/**
 * The boundary between the gateway (pages/api/v1 and src/gateway) and the embedded API.
 * The embedded API answers exactly what a 6amMart-compatible backend would answer over HTTP.
 */
export interface ApiRequest {
  /** Upper-case HTTP method. */
  method: string;
  /** Path below /api/v1 without a leading slash, e.g. `config/get-zone-id` or `items/details/12`. */
  path: string;
  /** Query-string parameters as parsed (repeated keys become arrays). */
  query: Record<string, string | string[] | undefined>;
  /** Request headers, names lower-cased (`zoneid`, `moduleid`, `authorization`, `x-localization`, `latitude`, `longitude`). */
  headers: Record<string, string | undefined>;
  /** Parsed JSON or urlencoded body; for multipart, the text fields (files are not supported in the embedded API yet). */
  body: unknown;
}

export interface ApiResponse {
  status: number;
  body: unknown;
  headers?: Record<string, string>;
}

export type ApiHandler = (req: ApiRequest) => Promise<ApiResponse>;
