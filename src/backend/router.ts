/**
 * Method + path matching for the embedded API over the routes handlers/index.ts lists (their types
 * in route-types.ts). Each route names the handler; handlers validate their own input with zod. Every failure leaves as `{errors:[{code,message}]}`; a database that
 * cannot be reached answers 503 with Retry-After; any other unexpected error is logged
 * server-side and answered as a bare 500 without details.
 */
import { getDb } from './db/client';
import { createOutageLog, DATABASE_RETRY_AFTER_SECONDS, unavailableMessage, unavailableReason } from './db/availability';
import { buildCtx } from './context';
import { ApiError, errorResponse } from './http';
import { cacheKey, getCached, getCachedText, putCached } from './cache';
import { inspect, normaliseQuery } from './edge';
import type { ApiRequest, ApiResponse } from './types';
import { log } from '../observe/log';
import { noteApiCache } from '../observe/metrics';
import { UNMATCHED_ROUTE } from '../observe/request';
import type { Route } from './route-types';
import { ROUTES } from './handlers';

interface Compiled extends Route {
  segments: string[];
}

/** Method and path pattern of every route (for the contract tests: each must have a schema). */
export const ROUTE_LIST: readonly { method: string; path: string }[] = ROUTES.map(({ method, path }) => ({ method, path }));

const inflight = new Map<string, Promise<ApiResponse>>();
const outageLog = createOutageLog();

/**
 * The answer to a call the database could not serve (db/availability.ts): 503 with Retry-After,
 * so clients and pages try again shortly; what the call wrote was not acknowledged.
 */
export function databaseUnavailable(lang: string | undefined): ApiResponse {
  return {
    ...errorResponse(503, [{ code: 'unavailable', message: unavailableMessage(lang) }]),
    headers: { 'retry-after': String(DATABASE_RETRY_AFTER_SECONDS), 'cache-control': 'no-store' },
  };
}

const COMPILED: Compiled[] = ROUTES.map((r) => ({ ...r, segments: r.path.split('/') }));

function match(segments: string[], pattern: string[]): Record<string, string> | null {
  if (segments.length !== pattern.length) return null;
  const params: Record<string, string> = {};
  for (let i = 0; i < pattern.length; i += 1) {
    const p = pattern[i] as string;
    const s = segments[i] as string;
    if (p.startsWith(':')) {
      if (s === '') return null;
      params[p.slice(1)] = s;
    } else if (p !== s) return null;
  }
  return params;
}

function effectiveMethod(req: ApiRequest): string {
  const m = req.method.toUpperCase();
  if (m === 'POST' && req.body && typeof req.body === 'object' && '_method' in req.body) {
    const raw = (req.body as Record<string, unknown>)._method;
    const override = typeof raw === 'string' ? raw.toUpperCase() : '';
    if (override === 'PUT' || override === 'DELETE') return override;
  }
  return m === 'HEAD' ? 'GET' : m;
}

/**
 * A failed call in the log (../observe/log.ts): its request id, method and route pattern, and the
 * error (its first line with the reason it wraps, and its stack frames; never the SQL's values).
 */
export function logFailure(req: ApiRequest, route: string | undefined, err: unknown): void {
  log().error({ request_id: req.headers['x-request-id'], method: req.method, route: route ?? UNMATCHED_ROUTE, err }, 'API call failed');
}

/**
 * A GET the response cache can answer, as JSON bytes (body is a Buffer), without running its
 * handler; null when it cannot (not cacheable, refused at the edge, not cached yet).
 */
export function cachedAnswerText(incoming: ApiRequest, variant: string, render: (body: unknown) => unknown): ApiResponse | null {
  if (incoming.method.toUpperCase() !== 'GET') return null;
  const req: ApiRequest = { ...incoming, query: normaliseQuery(incoming.query) };
  const path = req.path.replace(/^\/+|\/+$/g, '');
  if (inspect({ path, query: req.query, headers: req.headers, body: req.body })) return null;
  const key = cacheKey(req, path);
  const hit = key ? getCachedText(key, variant, render) : null;
  if (hit) noteApiCache('hit');
  return hit;
}

export async function route(incoming: ApiRequest): Promise<ApiResponse> {
  // own keys only: `constructor` or `toString` in a query string are ordinary parameters
  const req: ApiRequest = { ...incoming, query: normaliseQuery(incoming.query) };
  /** the matched route's pattern, for the log and the metrics */
  let pattern: string | undefined;
  try {
    const path = req.path.replace(/^\/+|\/+$/g, '');
    const refused = inspect({ path, query: req.query, headers: req.headers, body: req.body });
    if (refused) return errorResponse(refused.status, refused.errors);
    const segments = path.split('/').map((s) => {
      try {
        return decodeURIComponent(s);
      } catch {
        return s;
      }
    });
    const method = effectiveMethod(req);
    const key = method === 'GET' ? cacheKey(req, path) : null;
    if (key) {
      let hit = getCached(key);
      const pending = hit ? undefined : inflight.get(key);
      if (pending) {
        await pending.catch(() => undefined);
        hit = getCached(key);
      }
      noteApiCache(hit ? 'hit' : 'miss');
      if (hit) return hit;
    }
    let pathMatched = false;
    for (const r of COMPILED) {
      const params = match(segments, r.segments);
      if (!params) continue;
      pathMatched = true;
      if (r.method !== method) continue;
      pattern = `/api/v1/${r.path}`;
      const route = pattern;
      const db = await getDb();
      if (!key) return { ...(await r.handler(buildCtx(req, db, params))), route };
      // Identical concurrent requests share one computation (no stampede on a cold entry).
      const work = r.handler(buildCtx(req, db, params)).then((res) => {
        res.headers = { ...res.headers, 'cache-control': 'public, s-maxage=60, stale-while-revalidate=300' };
        res.route = route;
        res.cache = 'MISS';
        putCached(key, res, incoming.readOnlyAnswer === true);
        return res;
      });
      inflight.set(key, work);
      try {
        return await work;
      } finally {
        inflight.delete(key);
      }
    }
    if (pathMatched) {
      return { ...errorResponse(405, [{ code: 'method', message: `The ${method} method is not supported for this route.` }]), route: UNMATCHED_ROUTE };
    }
    return { ...errorResponse(404, [{ code: 'not_found', message: `No API route matches /api/v1/${path}.` }]), route: UNMATCHED_ROUTE };
  } catch (err) {
    if (err instanceof ApiError) return { ...errorResponse(err.status, err.errors, err.extra), headers: err.headers, route: pattern };
    const unreachable = unavailableReason(err);
    if (unreachable !== null) {
      outageLog(`${req.method} ${pattern ?? UNMATCHED_ROUTE}: ${unreachable}`);
      return { ...databaseUnavailable(req.headers['x-localization']), route: pattern };
    }
    logFailure(req, pattern, err);
    return { ...errorResponse(500, [{ code: 'server', message: 'Internal server error' }]), route: pattern };
  }
}
