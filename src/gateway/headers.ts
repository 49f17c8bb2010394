import { SOFTWARE_ID } from '@/api/http';
import { COOKIE, parseLanguage, sessionFromCookies } from '@/lib/session';
import type { HeaderBag } from './types';

/** The contract's headers, lower-cased, as the backend reads them. */
export const CONTRACT_HEADERS = ['zoneid', 'moduleid', 'authorization', 'x-localization', 'latitude', 'longitude'] as const;

export function first(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

/** A token cookie worth sending: visible ASCII, no longer than any token a backend issues. */
function isPlausibleToken(value: string | undefined): value is string {
  return value !== undefined && /^[\x21-\x7e]{1,4096}$/.test(value);
}

/** A caller's value worth passing on: short visible ASCII (else the site's own is sent). */
function plainValue(value: string | undefined): string | undefined {
  return value !== undefined && /^[\x21-\x7e]{1,200}$/.test(value) ? value : undefined;
}

export interface UpstreamHeaders {
  headers: Record<string, string>;
  /** True when Authorization came from the httpOnly cookie rather than the caller. */
  usedCookieToken: boolean;
}

/**
 * Builds the headers for the backend. Headers the caller sends itself win over the cookies,
 * so any client of the contract (a mobile app, a script) can call /api/v1 directly. An empty
 * moduleId header means no module: it is neither forwarded nor filled from the cookie.
 * `siteOrigin` is this site's public origin, the Origin of a call that carries none.
 */
export function upstreamHeaders(incoming: HeaderBag, cookies: Partial<Record<string, string>>, siteOrigin: string | null = null): UpstreamHeaders {
  const session = sessionFromCookies(cookies, undefined);
  const out: Record<string, string> = { accept: 'application/json' };
  const fromCookie: Record<string, string | undefined> = {
    zoneid: session.zoneIds ? JSON.stringify(session.zoneIds) : undefined,
    moduleid: session.moduleId ? String(session.moduleId) : undefined,
    authorization: isPlausibleToken(cookies[COOKIE.token]) ? `Bearer ${cookies[COOKIE.token]}` : undefined,
    'x-localization': parseLanguage(cookies[COOKIE.language]),
    latitude: session.location ? String(session.location.lat) : undefined,
    longitude: session.location ? String(session.location.lng) : undefined,
  };
  let usedCookieToken = false;
  for (const name of CONTRACT_HEADERS) {
    const own = first(incoming[name]);
    // an empty moduleId is a caller saying "no module" (all of them): the cookie's module must not fill it in
    if (name === 'moduleid' && own === '') continue;
    const value = own !== undefined && own !== '' ? own : fromCookie[name];
    if (value === undefined) continue;
    out[name] = value;
    if (name === 'authorization' && (own === undefined || own === '')) usedCookieToken = true;
  }
  // spec 01 section 7: every call carries an origin header and a software id; the caller's own
  // win (a web client on another origin, an app with its id), else the site's
  out['x-software-id'] = plainValue(first(incoming['x-software-id'])) ?? SOFTWARE_ID;
  const origin = plainValue(first(incoming.origin)) ?? siteOrigin;
  if (origin) out.origin = origin;
  const contentType = first(incoming['content-type']);
  if (contentType) out['content-type'] = contentType;
  // a write's Idempotency-Key (src/backend/idempotency.ts): a retried request gets the first answer
  const idempotencyKey = first(incoming['idempotency-key']);
  if (idempotencyKey) out['idempotency-key'] = idempotencyKey;
  return { headers: out, usedCookieToken };
}
