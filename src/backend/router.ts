/**
 * Method + path matching for the embedded API. Each route names the handler; handlers validate
 * their own input with zod. Every failure leaves as `{errors:[{code,message}]}`; a database that
 * cannot be reached answers 503 with Retry-After; any other unexpected error is logged
 * server-side and answered as a bare 500 without details.
 */
import { getDb } from './db/client';
import { createOutageLog, DATABASE_RETRY_AFTER_SECONDS, unavailableMessage, unavailableReason } from './db/availability';
import { buildCtx, type Ctx } from './context';
import { ApiError, errorResponse } from './http';
import { cacheKey, getCached, getCachedText, putCached } from './cache';
import { inspect, normaliseQuery } from './edge';
import type { ApiRequest, ApiResponse } from './types';
import { errorLine } from './error-line';
import { routes as configRoutes } from './handlers/config';
import { routes as mapRoutes } from './handlers/maps';
import { routes as authRoutes } from './handlers/auth';
import { routes as bannerRoutes } from './handlers/banners';
import { routes as categoryRoutes } from './handlers/categories';
import { routes as itemRoutes } from './handlers/items';
import { routes as storeRoutes } from './handlers/stores';
import { routes as promoRoutes } from './handlers/promotions';
import { routes as contentRoutes } from './handlers/content';
import { routes as searchRoutes } from './handlers/search';
import { routes as cartRoutes } from './handlers/cart';
import { routes as wishlistRoutes } from './handlers/wishlist';
import { routes as vitalsRoutes } from './handlers/vitals';
import { routes as signUpRoutes } from './handlers/auth-signup';
import { routes as otpRoutes } from './handlers/auth-otp';
import { routes as passwordRoutes } from './handlers/auth-password';
import { routes as socialRoutes } from './handlers/auth-social';
import { routes as profileRoutes } from './handlers/profile';
import { routes as addressRoutes } from './handlers/addresses';
import { routes as orderRoutes } from './handlers/orders';
import { routes as paymentRoutes } from './handlers/payment';
import { routes as orderReviewRoutes } from './handlers/order-reviews';
import { routes as clientExtraRoutes } from './handlers/client-extras';
import { routes as parcelRoutes } from './handlers/parcel';
import { routes as walletRoutes } from './handlers/wallet';
import { routes as customerSettingsRoutes } from './handlers/customer-settings';
import { routes as refundRoutes } from './handlers/refunds';
import { routes as chatRoutes } from './handlers/chat';
import { routes as partnerRoutes } from './handlers/partners';
import { routes as sitemapRoutes } from './handlers/sitemap';

export type Handler = (ctx: Ctx) => Promise<ApiResponse>;
export interface Route {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  path: string;
  handler: Handler;
}

interface Compiled extends Route {
  segments: string[];
}

const ALL: Route[] = [
  ...configRoutes,
  ...mapRoutes,
  ...authRoutes,
  ...bannerRoutes,
  ...categoryRoutes,
  ...itemRoutes,
  ...storeRoutes,
  ...promoRoutes,
  ...parcelRoutes,
  ...contentRoutes,
  ...searchRoutes,
  ...cartRoutes,
  ...wishlistRoutes,
  ...vitalsRoutes,
  ...signUpRoutes,
  ...otpRoutes,
  ...passwordRoutes,
  ...socialRoutes,
  ...profileRoutes,
  ...addressRoutes,
  ...orderRoutes,
  ...paymentRoutes,
  ...orderReviewRoutes,
  ...clientExtraRoutes,
  ...walletRoutes,
  ...customerSettingsRoutes,
  ...refundRoutes,
  ...chatRoutes,
  ...partnerRoutes,
  ...sitemapRoutes,
];

/** Method and path pattern of every route (for the contract tests: each must have a schema). */
export const ROUTE_LIST: readonly { method: string; path: string }[] = ALL.map(({ method, path }) => ({ method, path }));

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

const COMPILED: Compiled[] = ALL.map((r) => ({ ...r, segments: r.path.split('/') }));

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
 * One line for the log: the request id, the call, the error's first line and, when it wraps
 * another (a failed query wraps the driver's reason), that reason; no stack or SQL dump.
 */
export function logLine(req: ApiRequest, err: unknown): string {
  const id = req.headers['x-request-id'] ?? '-';
  return `[souk-api] ${id} ${req.method} /api/v1/${req.path.slice(0, 200)}: ${errorLine(err)}`;
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
  return key ? getCachedText(key, variant, render) : null;
}

export async function route(incoming: ApiRequest): Promise<ApiResponse> {
  // own keys only: `constructor` or `toString` in a query string are ordinary parameters
  const req: ApiRequest = { ...incoming, query: normaliseQuery(incoming.query) };
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
      const hit = getCached(key);
      if (hit) return hit;
      const pending = inflight.get(key);
      if (pending) {
        await pending.catch(() => undefined);
        const shared = getCached(key);
        if (shared) return shared;
      }
    }
    let pathMatched = false;
    for (const r of COMPILED) {
      const params = match(segments, r.segments);
      if (!params) continue;
      pathMatched = true;
      if (r.method !== method) continue;
      const db = await getDb();
      if (!key) return await r.handler(buildCtx(req, db, params));
      // Identical concurrent requests share one computation (no stampede on a cold entry).
      const work = r.handler(buildCtx(req, db, params)).then((res) => {
        res.headers = { ...res.headers, 'cache-control': 'public, s-maxage=60, stale-while-revalidate=300' };
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
      return errorResponse(405, [{ code: 'method', message: `The ${method} method is not supported for this route.` }]);
    }
    return errorResponse(404, [{ code: 'not_found', message: `No API route matches /api/v1/${path}.` }]);
  } catch (err) {
    if (err instanceof ApiError) return { ...errorResponse(err.status, err.errors, err.extra), headers: err.headers };
    const unreachable = unavailableReason(err);
    if (unreachable !== null) {
      outageLog(logLine(req, unreachable));
      return databaseUnavailable(req.headers['x-localization']);
    }
    console.error(logLine(req, err));
    return errorResponse(500, [{ code: 'server', message: 'Internal server error' }]);
  }
}
