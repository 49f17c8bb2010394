import axios, { AxiosError, AxiosHeaders, type AxiosAdapter, type AxiosInstance, type AxiosResponse } from 'axios';
import { API_PREFIX, SOFTWARE_ID } from '@/api/http';
import { dispatch, type GatewayResponse } from '@/gateway';
import type { HeaderBag } from '@/gateway/types';
import { cachedUpstream } from './upstream-cache';

export interface TransportOptions {
  cookies: Partial<Record<string, string>>;
  secure: boolean;
  /** Set-Cookie values produced while rendering (a dead token is cleared on 401). */
  onCookies?: (cookies: string[]) => void;
  /** This site's origin, sent as the calls' Origin (spec 01 section 7); the gateway's otherwise. */
  origin?: string | null;
  /** The page request's id (src/http/request-log.ts): its calls carry it, so the log joins them to the page. */
  requestId?: string;
}

function lowerHeaders(headers: AxiosHeaders | Record<string, unknown> | undefined): HeaderBag {
  const out: HeaderBag = {};
  const plain = headers instanceof AxiosHeaders ? headers.toJSON() : (headers ?? {});
  for (const [name, value] of Object.entries(plain)) {
    if (value === undefined || value === null || value === false) continue;
    out[name.toLowerCase()] = Array.isArray(value) ? value.map(String) : String(value);
  }
  return out;
}

function bodyBuffer(data: unknown): Buffer | undefined {
  if (data === undefined || data === null) return undefined;
  if (Buffer.isBuffer(data)) return data;
  if (typeof data === 'string') return Buffer.from(data);
  return Buffer.from(JSON.stringify(data));
}

/**
 * The server's own calls go through the same gateway as the browser's, in-process: no
 * loopback HTTP hop, so a page under load does not queue behind its own API calls.
 */
export function createServerHttp(options: TransportOptions): AxiosInstance {
  const adapter: AxiosAdapter = async (config) => {
    const uri = new URL(axios.getUri(config), 'http://internal');
    const path = uri.pathname.startsWith(`${API_PREFIX}/`) ? uri.pathname.slice(API_PREFIX.length + 1) : uri.pathname.replace(/^\//, '');
    const method = (config.method ?? 'get').toUpperCase();
    const headers = lowerHeaders(config.headers as AxiosHeaders);
    const search = uri.search.replace(/^\?/, '');
    const run = (): Promise<GatewayResponse> =>
      dispatch({
        method,
        path,
        search,
        headers,
        cookies: options.cookies,
        rawBody: bodyBuffer(config.data),
        secure: options.secure,
        internal: true,
      });
    const answer = method === 'GET' ? await cachedUpstream(path, search, headers, options.cookies, run) : await run();
    if (answer.cookies.length) options.onCookies?.(answer.cookies);
    const response: AxiosResponse = {
      data: answer.body,
      status: answer.status,
      statusText: String(answer.status),
      headers: new AxiosHeaders(answer.headers),
      config,
      request: undefined,
    };
    const validate = config.validateStatus ?? ((status: number) => status >= 200 && status < 300);
    if (validate(answer.status)) return response;
    throw new AxiosError(
      `Request failed with status code ${answer.status}`,
      answer.status >= 500 ? AxiosError.ERR_BAD_RESPONSE : AxiosError.ERR_BAD_REQUEST,
      config,
      undefined,
      response,
    );
  };
  const headers: Record<string, string> = { Accept: 'application/json', 'X-software-id': SOFTWARE_ID };
  if (options.origin) headers.Origin = options.origin;
  if (options.requestId) headers['X-Request-Id'] = options.requestId;
  return axios.create({ baseURL: API_PREFIX, adapter, headers });
}
