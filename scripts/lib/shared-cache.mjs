// @ts-check
/**
 * A shared cache (RFC 9111 semantics, cut down to what Souk needs) in front of Next's
 * request handler: it keeps the pages that say `Cache-Control: public, s-maxage=N` for
 * cookieless requests, serves them fresh for N seconds, then stale for up to
 * `stale-while-revalidate` seconds while one background request refreshes them, and
 * collapses concurrent misses of one page into one render. What a CDN would do with the
 * same headers, inside our own server.
 *
 * The pure rules (eligibility, storability, freshness, encodings, the LRU) are exported
 * for unit tests; `createSharedCache` wires them around a request handler.
 */
import { randomUUID } from 'node:crypto';
import { request as httpRequest } from 'node:http';
import { gzipSync } from 'node:zlib';
import { parseSharedBy, planRequest, SHARED_BY_HEADER, SHARED_RENDER_HEADER, SharingMemo, sharingKey } from './shopper-scope.mjs';

/** @typedef {import('node:http').IncomingMessage} IncomingMessage */
/** @typedef {import('node:http').ServerResponse} ServerResponse */
/** @typedef {import('node:http').IncomingHttpHeaders} IncomingHttpHeaders */
/** @typedef {import('node:http').OutgoingHttpHeaders} OutgoingHttpHeaders */
/** @typedef {(req: IncomingMessage, res: ServerResponse) => Promise<void> | void} RequestHandler */
/** @typedef {'HIT' | 'MISS' | 'STALE'} CacheLabel */
/**
 * A ServerResponse method taken off the object (writeHead, write, end…). Written as a method
 * signature so each of those, with its own parameter types, fits (method parameters are
 * compared both ways), while what passes through stays `unknown`.
 * @typedef {{ method(this: ServerResponse, ...args: unknown[]): unknown }['method']} Method
 */
/** @typedef {{ writeHead: Method, end: Method }} Io the writeHead and end that reach the client */
/** @typedef {'gzip' | 'identity'} Encoding */

/**
 * @typedef {object} Entry
 * @property {string} key
 * @property {number} status
 * @property {Record<string, string | string[]>} headers stored response headers, lower-case names, without the per-response ones
 * @property {Buffer} identity the body as Next rendered it
 * @property {Buffer} gzip the same body gzipped
 * @property {number} storedAt ms since the epoch
 * @property {number} ttlMs fresh for this long (s-maxage)
 * @property {number} swrMs then served stale for up to this long (stale-while-revalidate)
 * @property {number} bytes what the entry costs the LRU
 */

/** Response header naming how the cache answered (HIT, MISS or STALE). */
export const CACHE_HEADER = 'x-souk-cache';
/** Request header of the cache's own background refreshes (carries a per-process secret). */
export const REFRESH_HEADER = 'x-souk-cache-refresh';
/** Vary of every answer the cache gives: the key assumes no cookie, the body has two encodings. */
export const VARY = 'Cookie, Accept-Encoding';
export const DEFAULT_MAX_MB = 64;

/** Paths with their own handling: the API, Next's assets and data, and the media files. */
const BYPASS_PREFIXES = ['/api/', '/_next/', '/media/'];
/** Files from public/ (locales, icons): static, already fast, and not pages. */
const STATIC_FILE = /\.(?:js|mjs|css|map|json|svg|png|jpe?g|gif|webp|avif|ico|woff2?|ttf|otf|webmanifest)$/i;
/** Response headers that belong to one answer, not to the stored representation. */
const PER_RESPONSE = new Set(['connection', 'keep-alive', 'transfer-encoding', 'content-length', 'content-encoding', 'date', 'age', 'vary', CACHE_HEADER]);
/** Request headers that would make Next answer something other than the full 200 we store. */
const CONDITIONAL = ['accept-encoding', 'if-none-match', 'if-modified-since', 'if-match', 'if-unmodified-since', 'if-range', 'range'];
/** Vary values whose variants the key covers (no cookie) or the cache serves itself (encodings). */
const VARY_ALLOWED = new Set(['cookie', 'accept-encoding']);
/** Followers of a render give up waiting for it after this long and render themselves. */
const FOLLOWER_WAIT_MS = 10_000;
/**
 * After a key answered something the cache may not store (a 404, a redirect, a private page),
 * its requests go straight to Next for this long: not held behind one another, and compressed
 * by Next as usual (a capture asks Next for identity).
 */
const PASS_MEMO_MS = 10_000;
const PASS_MEMO_MAX_KEYS = 10_000;

/**
 * @param {string | string[] | number | undefined | null} value
 * @returns {string | undefined}
 */
function single(value) {
  if (value === undefined || value === null) return undefined;
  return Array.isArray(value) ? value.join(', ') : String(value);
}

/**
 * Cache-Control directives, names lower-cased; a directive without a value maps to true.
 * @param {string | string[] | number | undefined | null} value
 * @returns {Map<string, string | true>}
 */
export function parseCacheControl(value) {
  /** @type {Map<string, string | true>} */
  const directives = new Map();
  for (const part of (single(value) ?? '').split(',')) {
    const [rawName, ...rest] = part.split('=');
    const name = (rawName ?? '').trim().toLowerCase();
    if (!name) continue;
    directives.set(name, rest.length ? rest.join('=').trim().replace(/^"(.*)"$/, '$1') : true);
  }
  return directives;
}

/**
 * A directive's delta-seconds, or undefined when absent or not a non-negative integer.
 * @param {Map<string, string | true>} directives
 * @param {string} name
 */
function seconds(directives, name) {
  const value = directives.get(name);
  if (typeof value !== 'string' || !/^\d+$/.test(value)) return undefined;
  return Number(value);
}

/**
 * The path of a request target without its query string, or null for targets that are not
 * origin-form (absolute URLs, `*`).
 * @param {string | undefined} url
 */
function pathOf(url) {
  if (!url || !url.startsWith('/') || url.startsWith('//')) return null;
  const end = url.search(/[?#]/);
  return end < 0 ? url : url.slice(0, end);
}

/**
 * Whether the shared cache may answer this request: an anonymous GET or HEAD of a page.
 * Requests with a Cookie or Authorization header are personal and always go to Next.
 * @param {{ method?: string, url?: string, headers: IncomingHttpHeaders }} req
 */
export function isEligibleRequest(req) {
  if (req.headers.cookie !== undefined || req.headers.authorization !== undefined) return false;
  return isPageRequest(req);
}

/**
 * A GET or HEAD of a page (not the API, Next's files, media or static files), whatever its headers.
 * @param {{ method?: string, url?: string }} req
 */
export function isPageRequest(req) {
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
 * @param {{ url?: string, headers: IncomingHttpHeaders }} req
 */
export function cacheKey(req) {
  const forwardedProto = single(req.headers['x-forwarded-proto'])?.split(',')[0]?.trim().toLowerCase();
  const host = (single(req.headers['x-forwarded-host'])?.split(',')[0] ?? single(req.headers.host) ?? '').trim().toLowerCase();
  return `${forwardedProto === 'https' ? 'https' : 'http'}://${host}${req.url ?? '/'}`;
}

/**
 * How long a response may be kept, or null when a shared cache must not store it: only a 200
 * with `public` and `s-maxage` > 0 (and no private, no-store or no-cache), without
 * Set-Cookie, already identity-encoded, varying on nothing but Cookie and Accept-Encoding.
 * @param {number} status
 * @param {OutgoingHttpHeaders | IncomingHttpHeaders} headers lower-case names
 * @returns {{ ttlMs: number, swrMs: number } | null}
 */
export function storability(status, headers) {
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
  return { ttlMs: sMaxAge * 1000, swrMs: (seconds(cc, 'stale-while-revalidate') ?? 0) * 1000 };
}

/**
 * Whole seconds the entry has spent in the cache (the Age header).
 * @param {Pick<Entry, 'storedAt'>} entry
 * @param {number} now
 */
export function ageSeconds(entry, now) {
  return Math.max(0, Math.floor((now - entry.storedAt) / 1000));
}

/**
 * 'fresh' within s-maxage, 'stale' for stale-while-revalidate seconds after that, then
 * 'expired' (a miss).
 * @param {Pick<Entry, 'storedAt' | 'ttlMs' | 'swrMs'>} entry
 * @param {number} now
 * @returns {'fresh' | 'stale' | 'expired'}
 */
export function freshness(entry, now) {
  const age = now - entry.storedAt;
  if (age < entry.ttlMs) return 'fresh';
  if (age < entry.ttlMs + entry.swrMs) return 'stale';
  return 'expired';
}

/**
 * The encoding to answer a client with, from its Accept-Encoding: gzip when it accepts gzip
 * and does not weigh identity higher, identity otherwise (and when it refuses both).
 * @param {string | string[] | undefined} acceptEncoding
 * @returns {Encoding}
 */
export function selectEncoding(acceptEncoding) {
  /** @type {Map<string, number>} */
  const q = new Map();
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
 * @param {string | undefined} etag
 * @param {Encoding} encoding
 */
export function etagFor(etag, encoding) {
  if (!etag || encoding === 'identity') return etag;
  return etag.endsWith('"') ? `${etag.slice(0, -1)}-gzip"` : etag;
}

/**
 * If-None-Match against an ETag (weak comparison, as RFC 9110 asks for this header).
 * @param {string | string[] | undefined} ifNoneMatch
 * @param {string | undefined} etag
 */
export function matchesIfNoneMatch(ifNoneMatch, etag) {
  const header = single(ifNoneMatch)?.trim();
  if (!header || !etag) return false;
  if (header === '*') return true;
  const opaque = (/** @type {string} */ tag) => tag.trim().replace(/^W\//, '');
  return header.split(',').some((tag) => opaque(tag) === opaque(etag));
}

/**
 * An entry from a captured response: headers minus the per-response ones, the body and its gzip.
 * @param {{ key: string, status: number, headers: OutgoingHttpHeaders, body: Buffer, now: number, ttlMs: number, swrMs: number }} input
 * @returns {Entry}
 */
export function createEntry({ key, status, headers, body, now, ttlMs, swrMs }) {
  /** @type {Record<string, string | string[]>} */
  const kept = {};
  let headerBytes = 0;
  for (const [name, value] of Object.entries(headers)) {
    const lower = name.toLowerCase();
    if (value === undefined || PER_RESPONSE.has(lower)) continue;
    kept[lower] = Array.isArray(value) ? value.map(String) : String(value);
    headerBytes += lower.length + String(value).length + 4;
  }
  const gzip = gzipSync(body);
  return { key, status, headers: kept, identity: body, gzip, storedAt: now, ttlMs, swrMs, bytes: body.length + gzip.length + headerBytes + key.length + 200 };
}

/**
 * The headers of an answer from an entry.
 * @param {Entry} entry
 * @param {{ encoding: Encoding, label: CacheLabel, now: number }} how
 * @returns {Record<string, string | string[]>}
 */
export function answerHeaders(entry, { encoding, label, now }) {
  const body = encoding === 'gzip' ? entry.gzip : entry.identity;
  /** @type {Record<string, string | string[]>} */
  const headers = { ...entry.headers };
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
  /** @param {number} maxBytes */
  constructor(maxBytes) {
    this.maxBytes = maxBytes;
    this.bytes = 0;
    /** @type {Map<string, Entry>} */
    this.entries = new Map();
  }

  /** @param {string} key */
  get(key) {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    this.entries.delete(key);
    this.entries.set(key, entry);
    return entry;
  }

  /** @param {string} key */
  peek(key) {
    return this.entries.get(key);
  }

  /**
   * Stores an entry, evicting the least recently used ones past the byte bound; an entry
   * larger than the whole bound is not stored (false).
   * @param {Entry} entry
   */
  set(entry) {
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

  /** @param {string} key */
  delete(key) {
    const entry = this.entries.get(key);
    if (!entry) return false;
    this.entries.delete(key);
    this.bytes -= entry.bytes;
    return true;
  }

  get size() {
    return this.entries.size;
  }
}

/**
 * Bytes for the cache from SHARED_CACHE_MB (default 64; 0 turns the cache off).
 * @param {Record<string, string | undefined>} env
 */
export function maxBytesFromEnv(env) {
  const raw = env.SHARED_CACHE_MB?.trim();
  const mb = raw ? Number(raw) : DEFAULT_MAX_MB;
  if (!Number.isFinite(mb) || mb < 0) return DEFAULT_MAX_MB * 1024 * 1024;
  return Math.floor(mb * 1024 * 1024);
}

/**
 * Writes an entry as the answer to a request: 304 when the client's If-None-Match matches,
 * headers only for HEAD, else the encoding the client accepts.
 * @param {IncomingMessage} req
 * @param {ServerResponse} res
 * @param {Entry} entry
 * @param {CacheLabel} label
 * @param {number} now
 * @param {Io & { acceptEncoding?: string | string[], ifNoneMatch?: string | string[] }} io
 */
function writeEntry(req, res, entry, label, now, io) {
  const encoding = selectEncoding(io.acceptEncoding);
  const headers = answerHeaders(entry, { encoding, label, now });
  for (const name of res.getHeaderNames()) res.removeHeader(name);
  if (matchesIfNoneMatch(io.ifNoneMatch, single(headers.etag))) {
    for (const name of ['etag', 'cache-control', 'vary', 'age', 'expires', 'content-location', CACHE_HEADER]) {
      const value = headers[name];
      if (value !== undefined) res.setHeader(name, value);
    }
    io.writeHead.call(res, 304);
    io.end.call(res);
    return;
  }
  for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
  io.writeHead.call(res, entry.status);
  if (req.method === 'HEAD') io.end.call(res);
  else io.end.call(res, encoding === 'gzip' ? entry.gzip : entry.identity);
}

/**
 * Normalises the headers argument of writeHead to [name, value] pairs, or null for a form
 * the interceptor does not handle (it then passes the response through).
 * @param {unknown} headers
 * @returns {[string, string | string[] | number][] | null}
 */
function headerPairs(headers) {
  if (headers === undefined || headers === null) return [];
  if (Array.isArray(headers)) {
    if (!headers.every((pair) => Array.isArray(pair) && pair.length === 2 && typeof pair[0] === 'string')) return null;
    return /** @type {[string, string][]} */ (headers);
  }
  if (typeof headers === 'object') return Object.entries(/** @type {Record<string, string | string[] | number>} */ (headers)).filter(([, v]) => v !== undefined);
  return null;
}

/**
 * Intercepts what a handler writes to `res`. When the status and headers are known (the first
 * writeHead, write, end or flushHeaders), `wanted` decides: false lets the response through
 * untouched from then on; true buffers the body, and at the end `finish` gets status, headers
 * and body, and must answer through the `io` it is given (the real writeHead/end); if it
 * throws or declines (returns false), the captured response is sent as it was. A body larger
 * than `maxBytes` stops the buffering and goes through as it was.
 * @param {ServerResponse} res
 * @param {{ wanted: (status: number, headers: OutgoingHttpHeaders) => boolean, finish: (status: number, headers: OutgoingHttpHeaders, body: Buffer, io: Io) => boolean, maxBytes: number, onPass?: (status: number) => void }} options
 */
export function interceptResponse(res, { wanted, finish, maxBytes, onPass }) {
  /** @type {{ writeHead: Method, write: Method, end: Method, flushHeaders: Method }} */
  const original = { writeHead: res.writeHead, write: res.write, end: res.end, flushHeaders: res.flushHeaders };
  /** @type {'undecided' | 'buffer' | 'pass' | 'done'} */
  let mode = 'undecided';
  /** @type {Buffer[]} */
  let chunks = [];
  let size = 0;

  /** @param {number} status */
  const pass = (status) => {
    mode = 'pass';
    onPass?.(status);
  };
  /** Stops buffering: sends the headers and what was buffered, then lets the rest through. */
  const spill = () => {
    pass(res.statusCode);
    original.writeHead.call(res, res.statusCode);
    if (chunks.length) original.write.call(res, Buffer.concat(chunks));
    chunks = [];
  };
  /**
   * @param {unknown} chunk
   * @param {unknown} encoding
   */
  const toBuffer = (chunk, encoding) => {
    if (chunk === undefined || chunk === null) return null;
    if (typeof chunk === 'string') return Buffer.from(chunk, typeof encoding === 'string' ? /** @type {BufferEncoding} */ (encoding) : 'utf8');
    if (chunk instanceof Uint8Array) return Buffer.from(chunk);
    throw new TypeError('unexpected chunk type');
  };
  /** @param {Buffer | null} buffer */
  const keep = (buffer) => {
    if (!buffer || !buffer.length) return;
    chunks.push(buffer);
    size += buffer.length;
    if (size > maxBytes) spill();
  };
  /** The implicit header of a write or end before writeHead, as Node's own _implicitHeader does. */
  const implicitHeader = () => {
    if (mode === 'undecided') res.writeHead(res.statusCode);
  };

  const patched = /** @type {Record<string, Method>} */ (/** @type {unknown} */ (res));
  /**
   * @param {number} statusCode
   * @param {unknown[]} rest
   */
  patched.writeHead = function writeHead(statusCode, ...rest) {
    if (mode === 'pass' || mode === 'done') return original.writeHead.call(res, statusCode, ...rest);
    const [first, second] = rest;
    const reason = typeof first === 'string' ? first : undefined;
    const pairs = headerPairs(typeof first === 'string' ? second : first);
    if (mode === 'undecided') {
      let want = false;
      if (pairs) {
        try {
          const view = { ...res.getHeaders() };
          for (const [name, value] of pairs) view[name.toLowerCase()] = value;
          want = wanted(statusCode, view);
        } catch {
          want = false;
        }
      }
      if (!want) {
        pass(statusCode);
        return original.writeHead.call(res, statusCode, ...rest);
      }
      mode = 'buffer';
    }
    res.statusCode = statusCode;
    if (reason) res.statusMessage = reason;
    for (const [name, value] of pairs ?? []) res.setHeader(name, value);
    return res;
  };
  /**
   * @param {unknown} chunk
   * @param {unknown} [encoding]
   * @param {unknown} [callback]
   */
  patched.write = function write(chunk, encoding, callback) {
    implicitHeader();
    if (mode !== 'buffer') return original.write.call(res, chunk, encoding, callback);
    const cb = typeof encoding === 'function' ? encoding : callback;
    try {
      keep(toBuffer(chunk, encoding));
    } catch {
      spill();
      return original.write.call(res, chunk, encoding, callback);
    }
    if (typeof cb === 'function') process.nextTick(() => cb());
    return true;
  };
  /**
   * @param {unknown} [chunk]
   * @param {unknown} [encoding]
   * @param {unknown} [callback]
   */
  patched.end = function end(chunk, encoding, callback) {
    if (typeof chunk === 'function') {
      callback = chunk;
      chunk = undefined;
      encoding = undefined;
    } else if (typeof encoding === 'function') {
      callback = encoding;
      encoding = undefined;
    }
    implicitHeader();
    if (mode !== 'buffer') return original.end.call(res, chunk, encoding, callback);
    try {
      keep(toBuffer(chunk, encoding));
    } catch {
      spill();
      return original.end.call(res, chunk, encoding, callback);
    }
    if (mode !== 'buffer') return original.end.call(res, callback);
    mode = 'done';
    const body = Buffer.concat(chunks);
    chunks = [];
    let answered = false;
    try {
      answered = finish(res.statusCode, res.getHeaders(), body, { writeHead: original.writeHead, end: original.end });
    } catch (error) {
      console.error('[shared-cache] could not answer from the captured response; passing it through:', error);
      answered = res.headersSent;
    }
    if (!answered) {
      onPass?.(res.statusCode);
      if (!res.headersSent) original.writeHead.call(res, res.statusCode);
      if (!res.writableEnded) original.end.call(res, body);
    }
    if (typeof callback === 'function') process.nextTick(() => /** @type {() => void} */ (callback)());
    return res;
  };
  patched.flushHeaders = function flushHeaders() {
    implicitHeader();
    if (mode === 'pass') original.flushHeaders.call(res);
  };
}

/**
 * @typedef {object} SharedCacheOptions
 * @property {RequestHandler} handler Next's request handler
 * @property {number} maxBytes bound of the LRU; 0 turns the cache off (the handler answers everything)
 * @property {() => number} [now]
 * @property {number} [followerWaitMs]
 * @property {(req: IncomingMessage, headers: Record<string, string>, failed: () => void) => void} [refresh] issues a background refresh carrying `headers` (default: a request to this server over the socket it was reached on); calls `failed` when it could not be made
 */

/**
 * The cache as a request handler in front of `handler`.
 * @param {SharedCacheOptions} options
 * @returns {((req: IncomingMessage, res: ServerResponse) => Promise<void>) & { store: ByteLru, enabled: boolean }}
 */
export function createSharedCache({ handler, maxBytes, now = Date.now, followerWaitMs = FOLLOWER_WAIT_MS, refresh = refreshOverLoopback }) {
  const store = new ByteLru(maxBytes);
  const maxEntryBytes = Math.max(1, Math.floor(maxBytes / 4));
  /** Renders under way whose answer others are waiting for: key → the entry, or null when not stored. */
  /** @type {Map<string, Promise<Entry | null>>} */
  const inflight = new Map();
  /** Keys with a background refresh under way. */
  /** @type {Set<string>} */
  const refreshing = new Set();
  const secret = randomUUID();
  /** Keys that last answered something not storable → until when they go straight to Next. */
  /** @type {Map<string, number>} */
  const passUntil = new Map();
  /** What each URL's page said about sharing its render among shoppers (shopper-scope.mjs). */
  const sharing = new SharingMemo();

  /**
   * Remembers what a page's 200 says about sharing (its X-Souk-Shared-By header).
   * @param {ServerResponse} res
   * @param {string} url
   */
  function learn(res, url) {
    res.once('finish', () => {
      if (res.statusCode === 200) sharing.set(url, parseSharedBy(res.getHeader(SHARED_BY_HEADER)));
    });
  }

  /**
   * Renders through Next, capturing the answer; stores it when it may be stored.
   * @param {IncomingMessage} req
   * @param {ServerResponse} res
   * @param {string} key
   * @param {boolean} isRefresh
   */
  async function fill(req, res, key, isRefresh) {
    /** @type {(entry: Entry | null) => void} */
    let settle = () => {};
    /** @type {Promise<Entry | null>} */
    const promise = new Promise((resolve) => {
      settle = resolve;
    });
    inflight.set(key, promise);
    let settled = false;
    /** @param {Entry | null} entry */
    const done = (entry) => {
      if (settled) return;
      settled = true;
      if (inflight.get(key) === promise) inflight.delete(key);
      settle(entry);
    };
    res.once('close', () => done(null));
    if (isRefresh) promise.then(() => refreshing.delete(key));

    const acceptEncoding = req.headers['accept-encoding'];
    const ifNoneMatch = req.headers['if-none-match'];
    for (const name of CONDITIONAL) delete req.headers[name];

    interceptResponse(res, {
      maxBytes: maxEntryBytes,
      wanted: (status, headers) => storability(status, headers) !== null,
      onPass: (status) => {
        // a refresh that answers anything but a storable 200 ends the stale entry, except a
        // server failure, during which the stale copy is served until its window closes
        if (isRefresh && status < 500) store.delete(key);
        if (passUntil.size >= PASS_MEMO_MAX_KEYS) passUntil.clear();
        passUntil.set(key, now() + PASS_MEMO_MS);
        done(null);
      },
      finish: (status, headers, body, io) => {
        const rules = storability(status, headers);
        if (!rules) return false;
        const entry = createEntry({ key, status, headers, body, now: now(), ...rules });
        if (!store.set(entry)) return false;
        passUntil.delete(key);
        done(entry);
        writeEntry(req, res, entry, 'MISS', now(), { ...io, acceptEncoding, ifNoneMatch });
        return true;
      },
    });
    await handler(req, res);
  }

  /**
   * One background refresh of a stale key at a time.
   * @param {IncomingMessage} req
   * @param {string} key
   * @param {string | undefined} cookie the request's own cookies, for a scope's page
   */
  function revalidate(req, key, cookie) {
    if (refreshing.has(key) || inflight.has(key)) return;
    refreshing.add(key);
    /** @type {Record<string, string>} */
    const headers = { [REFRESH_HEADER]: secret, accept: 'text/html', 'user-agent': 'souk-shared-cache' };
    for (const name of ['host', 'x-forwarded-host', 'x-forwarded-proto']) {
      const value = single(req.headers[name]);
      if (value !== undefined) headers[name] = value;
    }
    // a scope's page is refreshed with the cookies it was asked with, planned again into the same key
    if (cookie !== undefined) headers.cookie = cookie;
    // the refresh comes back to this server and ends in fill(), which clears the key; a refresh
    // that fails on the way, or never arrives, clears it here
    const release = () => refreshing.delete(key);
    setTimeout(release, 30_000).unref();
    try {
      refresh(req, headers, release);
    } catch (error) {
      console.error('[shared-cache] background refresh failed to start:', error);
      release();
    }
  }

  /**
   * @param {IncomingMessage} req
   * @param {ServerResponse} res
   */
  async function handle(req, res) {
    const refreshToken = req.headers[REFRESH_HEADER];
    if (refreshToken !== undefined) delete req.headers[REFRESH_HEADER];
    // only the cache itself asks Next for a shared render
    delete req.headers[SHARED_RENDER_HEADER];
    const cookie = single(req.headers.cookie);
    let key = cacheKey(req);
    if (cookie !== undefined && req.headers.authorization === undefined && isPageRequest(req)) {
      // a shopper with cookies: one render per scope for pages that say they can be shared
      const memoKey = sharingKey(key, cookie);
      const plan = planRequest(cookie, sharing.get(memoKey));
      if (plan.kind === 'personal') {
        learn(res, memoKey);
        return handler(req, res);
      }
      if (plan.cookie) req.headers.cookie = plan.cookie;
      else delete req.headers.cookie;
      req.headers[SHARED_RENDER_HEADER] = plan.render;
      learn(res, memoKey);
      key += plan.suffix;
    } else if (!isEligibleRequest(req)) return handler(req, res);
    else learn(res, sharingKey(key, undefined));
    if (refreshToken === secret && req.method === 'GET') return fill(req, res, key, true);

    /** @type {Io & { acceptEncoding?: string | string[], ifNoneMatch?: string | string[] }} */
    const io = { writeHead: res.writeHead, end: res.end, acceptEncoding: req.headers['accept-encoding'], ifNoneMatch: req.headers['if-none-match'] };
    const entry = store.get(key);
    if (entry) {
      const state = freshness(entry, now());
      if (state === 'fresh') return writeEntry(req, res, entry, 'HIT', now(), io);
      if (state === 'stale') {
        revalidate(req, key, cookie);
        return writeEntry(req, res, entry, 'STALE', now(), io);
      }
      store.delete(key);
    }
    const pending = inflight.get(key);
    if (pending) {
      /** @type {NodeJS.Timeout | undefined} */
      let timer;
      const filled = await Promise.race([pending, new Promise((resolve) => (timer = setTimeout(resolve, followerWaitMs, null)))]);
      clearTimeout(timer);
      if (filled && !res.headersSent && !res.destroyed) return writeEntry(req, res, /** @type {Entry} */ (filled), 'HIT', now(), io);
      return handler(req, res);
    }
    // a HEAD miss has no body to store
    if (req.method === 'HEAD') return handler(req, res);
    const passing = passUntil.get(key);
    if (passing !== undefined) {
      if (passing > now()) return handler(req, res);
      passUntil.delete(key);
    }
    return fill(req, res, key, false);
  }

  const enabled = maxBytes > 0;
  const cache = enabled ? handle : async (/** @type {IncomingMessage} */ req, /** @type {ServerResponse} */ res) => handler(req, res);
  return Object.assign(cache, { store, enabled });
}

/**
 * The default background refresh: a GET of the same URL to this server, over the address and
 * port the stale request came in on; the answer is read and dropped (the server stores it).
 * @param {IncomingMessage} req
 * @param {Record<string, string>} headers
 * @param {() => void} failed
 */
function refreshOverLoopback(req, headers, failed) {
  const host = req.socket.localAddress;
  const port = req.socket.localPort;
  if (!host || !port) throw new Error('the stale request has no local address');
  const outgoing = httpRequest({ host, port, method: 'GET', path: req.url, headers, timeout: 30_000 }, (response) => response.resume());
  outgoing.on('timeout', () => outgoing.destroy());
  outgoing.on('error', failed);
  outgoing.end();
}
