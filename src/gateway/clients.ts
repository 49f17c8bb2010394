/**
 * Other clients of /api/v1: web clients on origins listed in CORS_ORIGINS, mobile apps and
 * scripts. They authenticate with `Authorization: Bearer`; the storefront's own pages use the
 * httpOnly cookie. These rules decide which caller is which (docs/api.md, "Callers").
 */
import { COOKIE } from '@/lib/session';
import { first } from './headers';
import { isCrossSite, ownHosts } from './origin';
import type { GatewayRequest, GatewayResponse, HeaderBag } from './types';
import { env } from '@/lib/env';

/** Headers a client of the contract sends (spec 01 §7 and 03), allowed on a preflight. */
export const CORS_ALLOWED_HEADERS = [
  'Accept',
  'Accept-Language',
  'Authorization',
  'Content-Type',
  'zoneId',
  'moduleId',
  'X-localization',
  'latitude',
  'longitude',
  'X-software-id',
  'X-Requested-With',
];
export const CORS_ALLOWED_METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'DELETE', 'OPTIONS'];
const CORS_EXPOSED_HEADERS = ['Retry-After'];
const PREFLIGHT_MAX_AGE_SECONDS = 600;

function normaliseOrigin(value: string): string | null {
  try {
    const url = new URL(value.trim());
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.origin : null;
  } catch {
    return null;
  }
}

/** CORS_ORIGINS: comma-separated origins (`https://app.example,http://localhost:5173`); none by default. */
export function allowedOrigins(raw = env('CORS_ORIGINS')): Set<string> {
  const out = new Set<string>();
  for (const part of (raw ?? '').split(',')) {
    const origin = part.trim() ? normaliseOrigin(part) : null;
    if (origin) out.add(origin);
  }
  return out;
}

/** The caller's Origin when it is one of CORS_ORIGINS, else null. */
export function allowedOrigin(headers: HeaderBag): string | null {
  const origin = first(headers.origin);
  if (!origin || origin === 'null') return null;
  const normal = normaliseOrigin(origin);
  return normal && allowedOrigins().has(normal) ? normal : null;
}

function hasSessionCookie(req: GatewayRequest): boolean {
  return Object.values(COOKIE).some((name) => Boolean(req.cookies[name]));
}

function isOwnOrigin(headers: HeaderBag): boolean {
  const origin = first(headers.origin);
  if (!origin) return false;
  try {
    return ownHosts(headers).has(new URL(origin).host.toLowerCase());
  } catch {
    return false;
  }
}

/**
 * A page of this site calling its own /api/v1 (or rendering on the server): it keeps the token
 * in the httpOnly cookie and reads root-relative media paths. Fetch metadata decides; without it,
 * an Origin of this site; with neither, our session cookies (a browser that has been here).
 */
export function isOwnPage(req: GatewayRequest): boolean {
  if (req.internal) return true;
  const site = first(req.headers['sec-fetch-site']);
  if (site) return site === 'same-origin';
  if (first(req.headers.origin)) return isOwnOrigin(req.headers);
  return hasSessionCookie(req);
}

/**
 * The same-origin gate. A cross-site state change is refused when it would act with our cookies
 * (ambient authority) or comes from an origin not in CORS_ORIGINS. A caller that sends its own
 * Authorization, or an allowed origin sending no cookies of ours, acts only with what it holds.
 */
export function crossSiteRefusal(req: GatewayRequest): GatewayResponse | null {
  if (req.internal || req.method.toUpperCase() === 'GET' || req.method.toUpperCase() === 'HEAD' || req.method.toUpperCase() === 'OPTIONS') return null;
  if (first(req.headers.authorization)) return null;
  if (!isCrossSite(req.headers)) return null;
  if (!hasSessionCookie(req) && allowedOrigin(req.headers)) return null;
  return { status: 403, body: { errors: [{ code: 'origin', message: 'Cross-site requests are not allowed.' }] }, headers: {}, cookies: [] };
}

/** The answer to `OPTIONS /api/v1/*`: CORS headers for an allowed origin, none for any other. */
export function preflightAnswer(req: GatewayRequest): GatewayResponse | null {
  if (req.method.toUpperCase() !== 'OPTIONS') return null;
  const headers: Record<string, string> = { allow: CORS_ALLOWED_METHODS.join(', '), vary: 'Origin' };
  const origin = allowedOrigin(req.headers);
  if (origin) {
    Object.assign(headers, {
      'access-control-allow-origin': origin,
      'access-control-allow-methods': CORS_ALLOWED_METHODS.join(', '),
      'access-control-allow-headers': CORS_ALLOWED_HEADERS.join(', '),
      'access-control-max-age': String(PREFLIGHT_MAX_AGE_SECONDS),
    });
  }
  return { status: 204, body: undefined, raw: Buffer.alloc(0), headers, cookies: [] };
}

/** CORS headers on an actual answer: only for an allowed origin, and never with credentials. */
export function withCors(req: GatewayRequest, answer: GatewayResponse): GatewayResponse {
  if (req.internal || !first(req.headers.origin)) return answer;
  const origin = allowedOrigin(req.headers);
  const vary = answer.headers.vary ? `${answer.headers.vary}, Origin` : 'Origin';
  if (!origin) return { ...answer, headers: { ...answer.headers, vary } };
  return {
    ...answer,
    headers: {
      ...answer.headers,
      vary,
      'access-control-allow-origin': origin,
      'access-control-expose-headers': CORS_EXPOSED_HEADERS.join(', '),
    },
  };
}
