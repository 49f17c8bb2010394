/**
 * A small in-process cache of anonymous catalogue answers. The catalogue rarely changes, and
 * answering repeated page renders from memory spares the database and the event loop. Entries
 * live for a short time (time-dependent fields such as `open` or a campaign's `is_running` are at
 * most TTL seconds old) and are cloned on the way out so that no caller can alter another
 * caller's answer; an HTTP caller, which only serialises its answer, leaves it to the entry as is.
 */
import type { ApiRequest, ApiResponse } from './types';
import { clearRowVersions } from './row-versions';
import { processMap, trimOldest } from './process-maps';
import { env } from '../lib/env';

const TTL_MS = env('SOUK_API_CACHE_TTL_MS') ?? 30_000;
const MAX_ENTRIES = 2000;

interface Entry {
  expires: number;
  res: ApiResponse;
  /** The answer as sent over HTTP, once per rendering (own pages, or absolute URLs for one origin). */
  texts?: Map<string, Buffer>;
}

const MAX_TEXTS = 4;

const store = (): Map<string, Entry> => processMap<Entry>('responseCache');

export function cacheEnabled(): boolean {
  return (env('SOUK_API_CACHE') ?? true) && TTL_MS > 0;
}

/** Answers that carry a store's `distance` from the latitude/longitude headers. */
const LOCATION_DEPENDENT = /^(stores\/|items\/details|items\/item-or-store-search|banners|get-combined-data|categories\/stores|campaigns\/basic-campaign-details|advertisement)/;

/** Only anonymous GETs of catalogue paths; never accounts, carts, orders or guests. */
export function cacheKey(req: ApiRequest, path: string): string | null {
  if (!cacheEnabled() || req.method.toUpperCase() !== 'GET' || req.headers.authorization) return null;
  // the sitemap's parts (souk/sitemap/…) are large and read rarely: a cache in front keeps the XML
  if (/^(customer|auth|files|souk)\//.test(path) || 'guest_id' in req.query) return null;
  const query = Object.keys(req.query)
    .sort()
    .map((k) => `${k}=${JSON.stringify(req.query[k])}`)
    .join('&');
  const h = req.headers;
  const located = LOCATION_DEPENDENT.test(path);
  const round = (v: string | undefined) => (v === undefined || v === '' || !Number.isFinite(Number(v)) ? (v ?? '') : Number(v).toFixed(5));
  return [path, query, h.zoneid ?? '', h.moduleid ?? '', (h['x-localization'] ?? '').slice(0, 2).toLowerCase(), located ? round(h.latitude) : '', located ? round(h.longitude) : ''].join('|');
}

export function getCached(key: string): ApiResponse | null {
  const map = store();
  const e = map.get(key);
  if (!e) return null;
  if (e.expires < Date.now()) {
    map.delete(key);
    return null;
  }
  return { status: e.res.status, headers: e.res.headers ? { ...e.res.headers } : undefined, body: structuredClone(e.res.body), route: e.res.route, cache: 'HIT' };
}

/**
 * A cached answer as the JSON bytes an HTTP caller receives, serialised once per `variant`
 * (`render` makes the variant's body from the shared one without changing it); null on a miss.
 */
export function getCachedText(key: string, variant: string, render: (body: unknown) => unknown): ApiResponse | null {
  const map = store();
  const e = map.get(key);
  if (!e || e.expires < Date.now()) return null;
  e.texts ??= new Map();
  let text = e.texts.get(variant);
  if (!text) {
    text = Buffer.from(JSON.stringify(render(e.res.body) ?? {}));
    if (e.texts.size < MAX_TEXTS) e.texts.set(variant, text);
  }
  return { status: e.res.status, headers: { ...e.res.headers, 'content-type': 'application/json; charset=utf-8' }, body: text, route: e.res.route, cache: 'HIT' };
}

/** Keeps an answer; `shared` when its caller only reads it, so it is kept as is instead of copied. */
export function putCached(key: string, res: ApiResponse, shared = false): void {
  if (res.status !== 200 && res.status !== 404) return;
  const map = store();
  map.set(key, { expires: Date.now() + TTL_MS, res: { ...res, headers: res.headers ? { ...res.headers } : undefined, body: shared ? res.body : structuredClone(res.body) } });
  trimOldest(map, MAX_ENTRIES);
}

const memoStore = () => processMap<{ expires: number; value: unknown }>('memo');

/**
 * A catalogue value computed once and shared for TTL (a formatted item for cart answers): a copy
 * on the way out, nothing when the cache is off. Never for prices or stock that a change checks.
 */
export function getMemo<T>(key: string): T | undefined {
  if (!cacheEnabled()) return undefined;
  const map = memoStore();
  const e = map.get(key);
  if (!e) return undefined;
  if (e.expires < Date.now()) {
    map.delete(key);
    return undefined;
  }
  return structuredClone(e.value) as T;
}

export function putMemo(key: string, value: unknown): void {
  if (!cacheEnabled()) return;
  const map = memoStore();
  map.set(key, { expires: Date.now() + TTL_MS, value: structuredClone(value) });
  trimOldest(map, MAX_ENTRIES);
}

const sharedStore = () => processMap<{ expires: number; value: Promise<unknown> }>('shared');

/**
 * A read-only catalogue value (a whole small table as a map) computed once for TTL and handed to
 * every caller as is: callers must not change it. Null when the cache is off.
 */
export function sharedFor<T>(key: string, compute: () => Promise<T>): Promise<T> | null {
  if (!cacheEnabled()) return null;
  const map = sharedStore();
  const e = map.get(key);
  if (e && e.expires >= Date.now()) return e.value as Promise<T>;
  const value = compute();
  map.set(key, { expires: Date.now() + TTL_MS, value });
  value.catch(() => map.delete(key));
  return value;
}

export function clearResponseCache(): void {
  clearRowVersions();
  store().clear();
  memoStore().clear();
  sharedStore().clear();
}
