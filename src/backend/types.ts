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
  /** Parsed JSON or urlencoded body; for multipart, the text fields. */
  body: unknown;
  /** Files of a multipart body, by field name. */
  files?: Record<string, UploadedFile[]>;
  /**
   * The caller only reads the answer (serialises it for HTTP): the response cache may keep that
   * very object, where for other callers it keeps a copy.
   */
  readOnlyAnswer?: boolean;
}

export interface UploadedFile {
  filename: string;
  /** The type the client claimed; handlers check the bytes themselves. */
  mimeType: string;
  data: Buffer;
}

export interface ApiResponse {
  status: number;
  /** JSON, or a Buffer for a file (its content-type in headers). */
  body: unknown;
  headers?: Record<string, string>;
  /** The pattern of the route that answered (`/api/v1/items/details/:id`), for the server's log and metrics; never sent. */
  route?: string;
  /** HIT or MISS when the response cache was asked (anonymous catalogue reads); never sent. */
  cache?: 'HIT' | 'MISS';
}

export type ApiHandler = (req: ApiRequest) => Promise<ApiResponse>;
