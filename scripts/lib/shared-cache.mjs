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
import { answerHeaders, ByteLru, CACHE_HEADER, cacheKey, createEntry, freshness, isEligibleRequest, isPageRequest, matchesIfNoneMatch, selectEncoding, single, storability } from './http-cache.mjs';
import { interceptResponse } from './response-capture.mjs';
import { parseSharedBy, planRequest, SHARED_BY_HEADER, SHARED_RENDER_HEADER, SharingMemo, sharingKey } from './shopper-scope.mjs';

export { ageSeconds, answerHeaders, ByteLru, CACHE_HEADER, cacheKey, createEntry, etagFor, freshness, isEligibleRequest, isPageRequest, matchesIfNoneMatch, parseCacheControl, selectEncoding, storability, VARY } from './http-cache.mjs';
export { interceptResponse } from './response-capture.mjs';

/** @typedef {import('node:http').IncomingMessage} IncomingMessage */
/** @typedef {import('node:http').ServerResponse} ServerResponse */
/** @typedef {import('node:http').IncomingHttpHeaders} IncomingHttpHeaders */
/** @typedef {import('node:http').OutgoingHttpHeaders} OutgoingHttpHeaders */
/** @typedef {(req: IncomingMessage, res: ServerResponse) => Promise<void> | void} RequestHandler */
/** @typedef {import('./http-cache.mjs').CacheLabel} CacheLabel */
/** @typedef {import('./http-cache.mjs').Entry} Entry */
/** @typedef {import('./response-capture.mjs').Io} Io */

/** Request header of the cache's own background refreshes (carries a per-process secret). */
export const REFRESH_HEADER = 'x-souk-cache-refresh';
export const DEFAULT_MAX_MB = 64;

/** Request headers that would make Next answer something other than the full 200 we store. */
const CONDITIONAL = ['accept-encoding', 'if-none-match', 'if-modified-since', 'if-match', 'if-unmodified-since', 'if-range', 'range'];
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
