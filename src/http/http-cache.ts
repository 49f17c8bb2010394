/**
 * The HTTP caching rules of the shared cache (RFC 9111, cut down to what Souk needs), pure
 * functions and the byte-bounded LRU, kept apart from the request handling of shared-cache.ts.
 */
import type { IncomingHttpHeaders, OutgoingHttpHeaders } from 'node:http';
import { gzipSync } from 'node:zlib';

export type CacheLabel = 'HIT' | 'MISS' | 'STALE';
export type Encoding = 'gzip' | 'identity';
type HeaderValue = string | string[] | number | undefined | null;

export interface Entry {
  key: string;
  status: number;
  /** stored response headers, lower-case names, without the per-response ones */
  headers: Record<string, string | string[]>;
  /** the body as Next rendered it */
  identity: Buffer;
  /** the same body gzipped */
  gzip: Buffer;
  /** ms since the epoch */
  storedAt: number;
  /** fresh for this long (s-maxage) */
  ttlMs: number;
  /** then served stale for up to this long (stale-while-revalidate) */
  swrMs: number;
  /** served stale for up to this long after s-maxage when a new render fails with a 5xx (stale-if-error) */
  sieMs: number;
  /** what the entry costs the LRU */
  bytes: number;
}

/** Response header naming how the cache answered (HIT, MISS or STALE). */
export const CACHE_HEADER = 'x-souk-cache';
/** Vary of every answer the cache gives: the key assumes no cookie, the body has two encodings. */
export const VARY = 'Cookie, Accept-Encoding';

/** Paths with their own handling: the API, Next's assets, data and resized pictures, and the media files. */
const BYPASS_PREFIXES = ['/api/', '/_next/', '/media/'];
/** Files from public/ (locales, icons): static, already fast, and not pages. */
const STATIC_FILE = /\.(?:js|mjs|css|map|json|svg|png|jpe?g|gif|webp|avif|ico|woff2?|ttf|otf|webmanifest)$/i;
/** Response headers that belong to one answer, not to the stored representation. */
const PER_RESPONSE = new Set(['connection', 'keep-alive', 'transfer-encoding', 'content-length', 'content-encoding', 'date', 'age', 'vary', CACHE_HEADER]);
/** Vary values whose variants the key covers (no cookie) or the cache serves itself (encodings). */
const VARY_ALLOWED = new Set(['cookie', 'accept-encoding']);

export function single(value: HeaderValue): string | undefined {
  if (value === undefined || value === null) return undefined;
  return Array.isArray(value) ? value.join(', ') : String(value);
}

/** Cache-Control directives, names lower-cased; a directive without a value maps to true. */
export function parseCacheControl(value: HeaderValue): Map<string, string | true> {
  const directives = new Map<string, string | true>();
  for (const part of (single(value) ?? '').split(',')) {
    const [rawName, ...rest] = part.split('=');
    const name = (rawName ?? '').trim().toLowerCase();
    if (!name) continue;
    directives.set(name, rest.length ? rest.join('=').trim().replace(/^"(.*)"$/, '$1') : true);
  }
  return directives;
}

/** A directive's delta-seconds, or undefined when absent or not a non-negative integer. */
function seconds(directives: Map<string, string | true>, name: string): number | undefined {
  const value = directives.get(name);
  if (typeof value !== 'string' || !/^\d+$/.test(value)) return undefined;
  return Number(value);
}

/**
 * The path of a request target without its query string, or null for targets that are not
 * origin-form (absolute URLs, `*`).
 */
function pathOf(url: string | undefined): string | null {
  if (!url || !url.startsWith('/') || url.startsWith('//')) return null;
  const end = url.search(/[?#]/);
  return end < 0 ? url : url.slice(0, end);
}

/**
 * Whether the shared cache may answer this request: an anonymous GET or HEAD of a page.
 * Requests with a Cookie or Authorization header are personal and always go to Next.
 */
export function isEligibleRequest(req: { method?: string; url?: string; headers: IncomingHttpHeaders }): boolean {
  if (req.headers.cookie !== undefined || req.headers.authorization !== undefined) return false;
  return isPageRequest(req);
}

/** A GET or HEAD of a page (not the API, Next's files, media or static files), whatever its headers. */
export function isPageRequest(req: { method?: string; url?: string }): boolean {
  if (req.method !== 'GET' && req.method !== 'HEAD') return false;
  const path = pathOf(req.url);
  if (path === null) return false;
  if (path === '/api' || BYPASS_PREFIXES.some((prefix) => path.startsWith(prefix))) return false;
  return !STATIC_FILE.test(path);
}

/**
 * The key of a request: path and query string (the locale is in the path), prefixed by the
 * origin the request names, since pages build canonical and Open Graph URLs from it when
 * SITE_URL is unset (one host's page is never served to another). Method-independent.
 */
export function cacheKey(req: { url?: string; headers: IncomingHttpHeaders }): string {
  const forwardedProto = single(req.headers['x-forwarded-proto'])?.split(',')[0]?.trim().toLowerCase();
  const host = (single(req.headers['x-forwarded-host'])?.split(',')[0] ?? single(req.headers.host) ?? '').trim().toLowerCase();
  return `${forwardedProto === 'https' ? 'https' : 'http'}://${host}${req.url ?? '/'}`;
}

/**
 * How long a response may be kept, or null when a shared cache must not store it: only a 200
 * with `public` and `s-maxage` > 0 (and no private, no-store or no-cache), without
 * Set-Cookie, already identity-encoded, varying on nothing but Cookie and Accept-Encoding.
 * @param headers lower-case names
 */
export function storability(status: number, headers: OutgoingHttpHeaders | IncomingHttpHeaders): { ttlMs: number; swrMs: number; sieMs: number } | null {
  if (status !== 200) return null;
  if (headers['set-cookie'] !== undefined) return null;
  const encoding = single(headers['content-encoding'])?.trim().toLowerCase();
  if (encoding && encoding !== 'identity') return null;
  const vary = (single(headers.vary) ?? '')
    .split(',')
    .map((v) => v.trim().toLowerCase())
    .filter(Boolean);
  if (vary.some((v) => !VARY_ALLOWED.has(v))) return null;
  const cc = parseCacheControl(headers['cache-control']);
  if (!cc.has('public') || cc.has('private') || cc.has('no-store') || cc.has('no-cache')) return null;
  const sMaxAge = seconds(cc, 's-maxage');
  if (!sMaxAge) return null;
  return { ttlMs: sMaxAge * 1000, swrMs: (seconds(cc, 'stale-while-revalidate') ?? 0) * 1000, sieMs: (seconds(cc, 'stale-if-error') ?? 0) * 1000 };
}

/** Whole seconds the entry has spent in the cache (the Age header). */
export function ageSeconds(entry: Pick<Entry, 'storedAt'>, now: number): number {
  return Math.max(0, Math.floor((now - entry.storedAt) / 1000));
}

/**
 * 'fresh' within s-maxage, 'stale' for stale-while-revalidate seconds after that; then, within
 * stale-if-error seconds after s-maxage, 'stale-if-error' (served only when a new render fails
 * with a 5xx, RFC 5861); then 'expired' (a miss).
 */
export function freshness(entry: Pick<Entry, 'storedAt' | 'ttlMs' | 'swrMs'> & { sieMs?: number }, now: number): 'fresh' | 'stale' | 'stale-if-error' | 'expired' {
  const age = now - entry.storedAt;
  if (age < entry.ttlMs) return 'fresh';
  if (age < entry.ttlMs + entry.swrMs) return 'stale';
  if (age < entry.ttlMs + (entry.sieMs ?? 0)) return 'stale-if-error';
  return 'expired';
}

/**
 * The encoding to answer a client with, from its Accept-Encoding: gzip when it accepts gzip
 * and does not weigh identity higher, identity otherwise (and when it refuses both).
 */
export function selectEncoding(acceptEncoding: string | string[] | undefined): Encoding {
  const q = new Map<string, number>();
  for (const part of (single(acceptEncoding) ?? '').split(',')) {
    const [name, ...params] = part.split(';').map((p) => p.trim().toLowerCase());
    if (!name) continue;
    const qParam = params.find((p) => p.startsWith('q='));
    const weight = qParam ? Number(qParam.slice(2)) : 1;
    q.set(name === 'x-gzip' ? 'gzip' : name, Number.isFinite(weight) ? weight : 0);
  }
  const star = q.get('*');
  const gzip = q.get('gzip') ?? star ?? 0;
  // identity is acceptable by default; it outranks gzip only when the client weighs it higher
  const identity = q.get('identity') ?? star;
  return gzip > 0 && (identity === undefined || gzip >= identity) ? 'gzip' : 'identity';
}

/**
 * The ETag of one encoding of an entry: the stored one for identity, marked for gzip (a
 * strong validator must differ between representations).
 */
export function etagFor(etag: string | undefined, encoding: Encoding): string | undefined {
  if (!etag || encoding === 'identity') return etag;
  return etag.endsWith('"') ? `${etag.slice(0, -1)}-gzip"` : etag;
}

/** If-None-Match against an ETag (weak comparison, as RFC 9110 asks for this header). */
export function matchesIfNoneMatch(ifNoneMatch: string | string[] | undefined, etag: string | undefined): boolean {
  const header = single(ifNoneMatch)?.trim();
  if (!header || !etag) return false;
  if (header === '*') return true;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
  return header.split(',').some((tag) => opaque(tag) === opaque(etag));
}

/** An entry from a captured response: headers minus the per-response ones, the body and its gzip. */
export function createEntry({ key, status, headers, body, now, ttlMs, swrMs, sieMs = 0 }: { key: string; status: number; headers: OutgoingHttpHeaders; body: Buffer; now: number; ttlMs: number; swrMs: number; sieMs?: number }): Entry {
  const kept: Record<string, string | string[]> = {};
  let headerBytes = 0;
  for (const [name, value] of Object.entries(headers)) {
    const lower = name.toLowerCase();
    if (value === undefined || PER_RESPONSE.has(lower)) continue;
    kept[lower] = Array.isArray(value) ? value.map(String) : String(value);
    headerBytes += lower.length + String(value).length + 4;
  }
  const gzip = gzipSync(body);
  return { key, status, headers: kept, identity: body, gzip, storedAt: now, ttlMs, swrMs, sieMs, bytes: body.length + gzip.length + headerBytes + key.length + 200 };
}

/** The headers of an answer from an entry. */
export function answerHeaders(entry: Entry, { encoding, label, now }: { encoding: Encoding; label: CacheLabel; now: number }): Record<string, string | string[]> {
  const body = encoding === 'gzip' ? entry.gzip : entry.identity;
  const headers: Record<string, string | string[]> = { ...entry.headers };
  const etag = etagFor(single(entry.headers.etag), encoding);
  if (etag) headers.etag = etag;
  if (encoding === 'gzip') headers['content-encoding'] = 'gzip';
  headers['content-length'] = String(body.length);
  headers.vary = VARY;
  headers.age = String(ageSeconds(entry, now));
  headers[CACHE_HEADER] = label;
  return headers;
}

/** A least-recently-used store bounded by the bytes of its entries. */
export class ByteLru {
  bytes = 0;
  readonly entries = new Map<string, Entry>();

  constructor(readonly maxBytes: number) {}

  get(key: string): Entry | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    this.entries.delete(key);
    this.entries.set(key, entry);
    return entry;
  }

  peek(key: string): Entry | undefined {
    return this.entries.get(key);
  }

  /**
   * Stores an entry, evicting the least recently used ones past the byte bound; an entry
   * larger than the whole bound is not stored (false).
   */
  set(entry: Entry): boolean {
    this.delete(entry.key);
    if (entry.bytes > this.maxBytes) return false;
    this.entries.set(entry.key, entry);
    this.bytes += entry.bytes;
    for (const [key, oldest] of this.entries) {
      if (this.bytes <= this.maxBytes) break;
      this.entries.delete(key);
      this.bytes -= oldest.bytes;
    }
    return true;
  }

  delete(key: string): boolean {
    const entry = this.entries.get(key);
    if (!entry) return false;
    this.entries.delete(key);
    this.bytes -= entry.bytes;
    return true;
  }

  get size(): number {
    return this.entries.size;
  }
}
