/**
 * The shared page cache for shoppers with cookies (docs/performance.md, "Who shares which
 * page"). A public page's shared part depends on the shopper's scope (language, zone, module,
 * theme, whether a delivery point is chosen, whether signed in) and, for some pages, on the
 * delivery point itself (distances) or on the account (the home's "visit again"). Each render
 * of a public page says which in `X-Souk-Shared-By` ("scope", or "point" and/or "account");
 * the cache remembers that per URL and from then on renders the page once per scope key for
 * every shopper who shares it: Next gets only the normalised scope cookies (no sign-in token,
 * no guest id, no address) and `X-Souk-Shared-Render`, and the browser fetches the shopper's
 * own parts (cart, account, wishlist, address) after the paint.
 *
 * Requests with any cookie this file does not know, with an Authorization header, or for
 * pages that have not (yet) said they can be shared, are rendered for the shopper alone.
 */
import { parseCookieHeader } from '../lib/cookie-header';
import { COOKIE as C } from '../lib/session';
import type { SharedRender } from '../lib/shared-render';

const KNOWN = new Set<string>(Object.values(C));
const MEMO_MAX = 50_000;

/** What a page's shared render depends on beyond the scope. */
export interface Dependence {
  /** the delivery point (distances to stores) */
  point: boolean;
  /** the signed-in account (not only whether one is signed in) */
  account: boolean;
}

/** A shopper's scope, from the cookies. */
export interface Scope {
  zone: string | null;
  module: string | null;
  theme: 'dark' | null;
  language: 'ar' | 'en' | null;
  point: { lat: number; lng: number } | null;
  signedIn: boolean;
}

export type Plan = { kind: 'personal' } | { kind: 'shared'; cookie: string; render: SharedRender; suffix: string };

/** The header's value as a dependence, or null when the page is not shareable (no header). */
export function parseSharedBy(value: unknown): Dependence | null {
  if (typeof value !== 'string' || !value.trim()) return null;
  const parts = value.split(',').map((p) => p.trim().toLowerCase());
  if (!parts.every((p) => p === 'scope' || p === 'point' || p === 'account')) return null;
  return { point: parts.includes('point'), account: parts.includes('account') };
}

/**
 * Zone ids as the pages read them (a JSON array of positive integers), re-spelt; null when
 * absent or not valid (the page then treats the shopper as having no zone).
 */
function zoneIds(value: string | undefined): string | null {
  if (!value) return null;
  try {
    const parsed: unknown = JSON.parse(value);
    if (!Array.isArray(parsed) || !parsed.length) return null;
    if (!parsed.every((v) => Number.isInteger(v) && v > 0 && v <= 2_147_483_647)) return null;
    return JSON.stringify(parsed);
  } catch {
    return null;
  }
}

function moduleId(value: string | undefined): string | null {
  return value && /^\d{1,9}$/.test(value) && Number(value) > 0 ? String(Number(value)) : null;
}

/** The delivery point of the location cookie, or null when absent or not valid. */
function point(value: string | undefined): { lat: number; lng: number } | null {
  if (!value) return null;
  try {
    const parsed: unknown = JSON.parse(value);
    if (!parsed || typeof parsed !== 'object') return null;
    const { lat, lng } = parsed as { lat?: unknown; lng?: unknown };
    if (typeof lat !== 'number' || typeof lng !== 'number' || !Number.isFinite(lat) || !Number.isFinite(lng)) return null;
    if (Math.abs(lat) > 90 || Math.abs(lng) > 180) return null;
    return { lat, lng };
  } catch {
    return null;
  }
}

/**
 * The scope of a request's cookies, or null when a cookie is not one of Souk's (or repeated):
 * such a request is rendered for the shopper alone.
 */
export function scopeOf(header: string): Scope | null {
  let cookies: Record<string, string | undefined>;
  try {
    cookies = parseCookieHeader(header);
  } catch {
    return null;
  }
  const names = header.split(';').map((part) => part.split('=')[0]?.trim()).filter(Boolean);
  if (names.some((name) => !KNOWN.has(String(name))) || new Set(names).size !== names.length) return null;
  const theme = cookies[C.theme] === 'dark' ? 'dark' : null;
  const lang = cookies[C.language];
  const language = lang === 'ar' || lang === 'en' ? lang : null;
  return {
    zone: zoneIds(cookies[C.zone]),
    module: moduleId(cookies[C.module]),
    theme,
    language,
    point: point(cookies[C.location]),
    signedIn: Boolean(cookies[C.token]) || cookies[C.signedIn] === '1',
  };
}

/**
 * What to send Next for a shared render of `scope` on a page that depends on `dependence`:
 * the normalised cookies, the render's mark, and the key's suffix. Nothing personal is
 * passed: no token (only the readable signed-in flag), no guest id, no address (and no point
 * unless the page depends on it).
 */
export function sharedRender(scope: Scope, dependence: Dependence): { cookie: string; render: SharedRender; suffix: string } {
  const cookies: string[] = [];
  if (scope.zone) cookies.push(`${C.zone}=${encodeURIComponent(scope.zone)}`);
  if (scope.module) cookies.push(`${C.module}=${scope.module}`);
  if (scope.theme) cookies.push(`${C.theme}=${scope.theme}`);
  if (scope.language) cookies.push(`${C.language}=${scope.language}`);
  if (scope.signedIn) cookies.push(`${C.signedIn}=1`);
  const withPoint = Boolean(scope.point && dependence.point);
  if (scope.point && withPoint) cookies.push(`${C.location}=${encodeURIComponent(JSON.stringify({ lat: scope.point.lat, lng: scope.point.lng, address: '' }))}`);
  const suffix = [
    `zone=${scope.zone ?? ''}`,
    `module=${scope.module ?? ''}`,
    `theme=${scope.theme ?? ''}`,
    `lang=${scope.language ?? ''}`,
    `auth=${scope.signedIn ? 1 : 0}`,
    `located=${scope.point ? 1 : 0}`,
    withPoint && scope.point ? `point=${scope.point.lat},${scope.point.lng}` : '',
  ].join(';');
  return { cookie: cookies.join('; '), render: scope.point && !withPoint ? 'located' : 'scope', suffix: ` |scope ${suffix}` };
}

/**
 * The memo's key of a request: its URL and chosen module (a page like `/home` shows the
 * module of the cookie, and what it depends on can differ between modules).
 */
export function sharingKey(url: string, cookieHeader: string | undefined): string {
  let chosen: string | null = null;
  if (cookieHeader !== undefined) {
    try {
      chosen = moduleId(parseCookieHeader(cookieHeader)[C.module]);
    } catch {
      chosen = null;
    }
  }
  return `${url} module=${chosen ?? ''}`;
}

/** What each URL said about sharing (learned from its renders), bounded. */
export class SharingMemo {
  readonly byUrl = new Map<string, Dependence | null>();

  constructor(readonly max = MEMO_MAX) {}

  get(url: string): Dependence | null | undefined {
    return this.byUrl.get(url);
  }

  /** @param dependence null: not shareable */
  set(url: string, dependence: Dependence | null): void {
    if (this.byUrl.size >= this.max && !this.byUrl.has(url)) this.byUrl.clear();
    this.byUrl.set(url, dependence);
  }
}

/**
 * How the cache should answer a cookie-bearing page request: `personal` (render for this
 * shopper alone, and learn from the answer) or `shared` with the request to make.
 * @param dependence what the URL said, undefined when not yet known
 */
export function planRequest(cookieHeader: string | undefined, dependence: Dependence | null | undefined): Plan {
  if (cookieHeader === undefined || !dependence) return { kind: 'personal' };
  const scope = scopeOf(cookieHeader);
  if (!scope) return { kind: 'personal' };
  if (dependence.account && scope.signedIn) return { kind: 'personal' };
  return { kind: 'shared', ...sharedRender(scope, dependence) };
}
