import { cachedAnswerText, handleApiRequest, type ApiRequest } from '@/backend';
import { clearTokenCookies, tokenCookies } from './cookies';
import { upstreamHeaders } from './headers';
import { absoluteMediaUrls, publicOrigin } from './absolute-urls';
import { crossSiteRefusal, isOwnPage, preflightAnswer, withCors } from './clients';
import { checkedExternalAnswer } from './contract-check';
import { logFailure, ownQuery, refuseAtEdge, requestId } from './edge';
import { inSpan, tracer } from '@/observe/trace';
import { endpointOf } from '@/contract/endpoints';
import type { GatewayRequest, GatewayResponse } from './types';
import { isMultipart, MultipartTooLarge, parseMultipart, type MultipartBody } from './multipart';
import { env } from '@/lib/env';

export type { GatewayRequest, GatewayResponse } from './types';

export const RETRY_AFTER_SECONDS = 5;

export function upstreamTimeoutMs(): number {
  return env('UPSTREAM_TIMEOUT_MS') ?? 3000;
}

function errorBody(code: string, message: string) {
  return { errors: [{ code, message }] };
}

function jsonResponse(status: number, body: unknown, headers: Record<string, string> = {}): GatewayResponse {
  return { status, body, headers, cookies: [] };
}

class UpstreamTimeout extends Error {}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new UpstreamTimeout(`upstream slower than ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

function parseBody(raw: Buffer | undefined, contentType: string | undefined): unknown {
  if (!raw || raw.length === 0) return {};
  const type = (contentType ?? '').split(';')[0]?.trim().toLowerCase();
  if (type === 'application/x-www-form-urlencoded') return Object.fromEntries(new URLSearchParams(raw.toString('utf8')));
  if (type === 'application/json' || type === '' || type === undefined) return JSON.parse(raw.toString('utf8')) as unknown;
  throw new UnsupportedBody(type);
}

class UnsupportedBody extends Error {}

function embeddedRequest(req: GatewayRequest, headers: Record<string, string>): ApiRequest {
  return {
    method: req.method.toUpperCase(),
    path: req.path,
    query: ownQuery(new URLSearchParams(req.search)),
    headers: req.clientAddress ? { ...headers, 'x-client-address': req.clientAddress } : headers,
    body: {},
  };
}

/** A browser's or another client's GET that the embedded API has cached: its bytes, as sent before. */
function cachedEmbedded(req: GatewayRequest, headers: Record<string, string>, origin: string | null): GatewayResponse | null {
  if (req.internal || env('API_BASE_URL')) return null;
  const hit = cachedAnswerText(embeddedRequest(req, headers), origin ?? '', origin ? (body) => absoluteMediaUrls(body, origin) : (body) => body);
  if (!hit || !Buffer.isBuffer(hit.body)) return null;
  const raw = hit.body;
  let parsed: { value: unknown } | null = null;
  return {
    status: hit.status,
    raw,
    headers: hit.headers ?? {},
    cookies: [],
    route: hit.route,
    cache: hit.cache,
    get body() {
      parsed ??= { value: JSON.parse(raw.toString('utf8')) as unknown };
      return parsed.value;
    },
    set body(value: unknown) {
      // a changed body is sent as the new value, not as the cached bytes
      parsed = { value };
      delete (this as GatewayResponse).raw;
    },
  };
}

async function callEmbedded(req: GatewayRequest, headers: Record<string, string>): Promise<GatewayResponse> {
  let body: unknown;
  let multipart: MultipartBody | undefined;
  try {
    if (isMultipart(headers['content-type']) && req.rawBody?.length) {
      multipart = await parseMultipart(req.rawBody, headers['content-type'] ?? '');
      body = multipart.fields;
    } else body = parseBody(req.rawBody, headers['content-type']);
  } catch (error) {
    if (error instanceof MultipartTooLarge) return jsonResponse(413, errorBody('body', 'A file or field is too large (files up to 5 MB).'));
    if (multipart === undefined && isMultipart(headers['content-type'])) return jsonResponse(400, errorBody('body', 'The form data could not be read.'));
    if (error instanceof UnsupportedBody) {
      return jsonResponse(415, errorBody('content_type', 'This content type is not accepted here.'));
    }
    return jsonResponse(400, errorBody('body', 'The request body is not valid JSON.'));
  }
  // an HTTP caller's answer is only serialised; the server's own renders get copies they may keep
  const answer = await handleApiRequest({ ...embeddedRequest(req, headers), body, files: multipart?.files, readOnlyAnswer: !req.internal });
  const observed = { route: answer.route, cache: answer.cache };
  if (Buffer.isBuffer(answer.body)) return { status: answer.status, body: undefined, raw: answer.body, headers: answer.headers ?? {}, cookies: [], ...observed };
  return { status: answer.status, body: answer.body, headers: answer.headers ?? {}, cookies: [], ...observed };
}

async function callExternal(base: string, req: GatewayRequest, headers: Record<string, string>): Promise<GatewayResponse> {
  const url = `${base.replace(/\/+$/, '')}/api/v1/${req.path}${req.search ? `?${req.search}` : ''}`;
  const method = req.method.toUpperCase();
  const response = await fetch(url, {
    method,
    headers,
    body: method === 'GET' || method === 'HEAD' ? undefined : req.rawBody ? new Uint8Array(req.rawBody) : undefined,
    signal: AbortSignal.timeout(upstreamTimeoutMs()),
    redirect: 'manual',
  });
  const type = response.headers.get('content-type') ?? '';
  const passHeaders: Record<string, string> = {};
  if (type) passHeaders['content-type'] = type;
  if (type.includes('json')) {
    const text = await response.text();
    let body: unknown = {};
    try {
      body = text ? (JSON.parse(text) as unknown) : {};
    } catch {
      return jsonResponse(502, errorBody('upstream', 'The service answered with something unreadable.'));
    }
    return { status: response.status, body, headers: passHeaders, cookies: [] };
  }
  const raw = Buffer.from(await response.arrayBuffer());
  return { status: response.status, body: undefined, raw, headers: passHeaders, cookies: [] };
}

function isTokenAnswer(body: unknown): body is { token: string } {
  return Boolean(body) && typeof body === 'object' && typeof (body as { token?: unknown }).token === 'string';
}

/**
 * The one way to the API, for the browser (pages/api/v1) and for the server's own page
 * renders (src/server): adds the contract's headers from the session cookies, keeps the
 * token in an httpOnly cookie, refuses cross-site state changes, and reaches either the
 * embedded API in-process or the external backend at API_BASE_URL.
 */
export async function dispatch(req: GatewayRequest): Promise<GatewayResponse> {
  // CORS, the same-origin gate and which callers get the token: ./clients (docs/api.md, "Callers")
  return withCors(req, preflightAnswer(req) ?? crossSiteRefusal(req) ?? (await dispatchAllowed(req)));
}

async function dispatchAllowed(req: GatewayRequest): Promise<GatewayResponse> {
  const { headers, usedCookieToken } = upstreamHeaders(req.headers, req.cookies, publicOrigin(req));
  const id = requestId(req.headers);
  headers['x-request-id'] = id;
  const refused = refuseAtEdge(req, headers);
  if (refused) return refused;
  const ownPage = isOwnPage(req);
  // the site's own pages resolve /media/… against their own origin; every other caller gets absolute URLs
  const origin = !ownPage && !env('API_BASE_URL') ? publicOrigin(req) : null;
  const cached = cachedEmbedded(req, headers, origin);
  if (cached) return cached;

  let answer: GatewayResponse;
  try {
    const base = env('API_BASE_URL');
    const method = req.method.toUpperCase();
    // a span of its own when tracing is on (src/observe/trace.ts), named by the route that answered
    answer = await inSpan(`API ${method}`, { 'souk.request_id': id, 'souk.internal': req.internal === true }, async (span) => {
      if (base) tracer()?.inject(headers);
      const got = base ? checkedExternalAnswer(req, await callExternal(base, req, headers)) : await withTimeout(callEmbedded(req, headers), upstreamTimeoutMs());
      // an external backend's call is labelled by the contract's pattern of its path
      if (base && !got.route) {
        const pattern = endpointOf(method, req.path);
        if (pattern) got.route = `/api/v1/${pattern}`;
      }
      span.updateName(`API ${method} ${got.route ?? '/api/v1'}`);
      span.setAttributes({ 'http.route': got.route, 'http.response.status_code': got.status });
      return got;
    });
  } catch (error) {
    const timedOut = error instanceof UpstreamTimeout || (error instanceof Error && error.name === 'TimeoutError');
    logFailure(id, req, timedOut ? 'timeout' : error);
    return jsonResponse(
      503,
      errorBody(timedOut ? 'upstream_timeout' : 'upstream_unavailable', 'The service is busy right now. Please try again in a moment.'),
      { 'retry-after': String(RETRY_AFTER_SECONDS) },
    );
  }

  if (answer.status >= 200 && answer.status < 300 && req.path.startsWith('auth/') && isTokenAnswer(answer.body)) {
    if (!req.internal && ownPage) answer.cookies.push(...tokenCookies(answer.body.token, req.secure));
    if (ownPage) {
      const { token: _token, ...rest } = answer.body;
      void _token;
      answer.body = { ...rest, token: null, signed_in: true };
    }
  }
  if (answer.status === 401 && usedCookieToken) answer.cookies.push(...clearTokenCookies(req.secure));
  if (origin && answer.body !== undefined) answer.body = absoluteMediaUrls(answer.body, origin);
  return answer;
}

/** Signs the browser out: the token cookie and its flag are cleared. */
export function signOutCookies(secure: boolean): string[] {
  return clearTokenCookies(secure);
}
