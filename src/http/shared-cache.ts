/**
 * A shared cache (RFC 9111 semantics, cut down to what Souk needs) in front of Next's
 * request handler: it keeps the pages that say `Cache-Control: public, s-maxage=N` for
 * cookieless requests, serves them fresh for N seconds, then stale for up to
 * `stale-while-revalidate` seconds while one background request refreshes them, and
 * collapses concurrent misses of one page into one render. Past that, within `stale-if-error`
 * seconds, a page whose new render fails with a 5xx (its database unreachable) is answered
 * with the stale copy instead. What a CDN would do with the same headers, inside our own server.
 *
 * The pure rules (eligibility, storability, freshness, encodings, the LRU) are exported
 * for unit tests; `createSharedCache` wires them around a request handler.
 */
import { randomUUID } from 'node:crypto';
import { env, type EnvSource } from '../lib/env';
import { request as httpRequest, type IncomingMessage, type ServerResponse } from 'node:http';
import { markSharedRender, SHARED_BY_HEADER } from '../lib/shared-render';
import { answerHeaders, ByteLru, CACHE_HEADER, cacheKey, createEntry, freshness, isEligibleRequest, isPageRequest, matchesIfNoneMatch, selectEncoding, single, storability, type CacheLabel, type Entry } from './http-cache';
import { log } from '../observe/log';
import { notePageCache, type PageCacheResult } from '../observe/metrics';
import { registerProbe } from '../observe/probes';
import { noteResponse } from '../observe/request';
import { interceptResponse, type Io } from './response-capture';
import { parseSharedBy, planRequest, SharingMemo, sharingKey } from './shopper-scope';

export type RequestHandler = (req: IncomingMessage, res: ServerResponse) => Promise<void> | void;
/** The request's validators, kept for the answer after they are taken off what Next gets. */
type AnswerIo = Io & { acceptEncoding?: string | string[]; ifNoneMatch?: string | string[] };

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
 * After a render failed with a 5xx and its stale copy was served instead (stale-if-error), the
 * key's requests get that copy without rendering for this long, not each a render that fails.
 */
const FAILED_MEMO_MS = 5_000;

/** Whether the shared cache keeps pages asked for without cookies (SHARED_CACHE_ANONYMOUS, default yes). */
export function anonymousFromEnv(source?: EnvSource): boolean {
  return env('SHARED_CACHE_ANONYMOUS', source) ?? true;
}

/** Bytes for the cache from SHARED_CACHE_MB (default 64; 0 turns the cache off). */
export function maxBytesFromEnv(source?: EnvSource): number {
  return Math.floor((env('SHARED_CACHE_MB', source) ?? DEFAULT_MAX_MB) * 1024 * 1024);
}

/**
 * Writes an entry as the answer to a request: 304 when the client's If-None-Match matches,
 * headers only for HEAD, else the encoding the client accepts.
 */
function writeEntry(req: IncomingMessage, res: ServerResponse, entry: Entry, label: CacheLabel, now: number, io: AnswerIo): void {
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

export interface SharedCacheOptions {
  /** Next's request handler */
  handler: RequestHandler;
  /** bound of the LRU; 0 turns the cache off (the handler answers everything) */
  maxBytes: number;
  now?: () => number;
  followerWaitMs?: number;
  /** false when a cache in front keeps the pages asked for without cookies (SHARED_CACHE_ANONYMOUS=0): those go straight to the handler */
  anonymous?: boolean;
  /** issues a background refresh carrying `headers` (default: a request to this server over the socket it was reached on); calls `failed` when it could not be made */
  refresh?: (req: IncomingMessage, headers: Record<string, string>, failed: () => void) => void;
}

export type SharedCache = ((req: IncomingMessage, res: ServerResponse) => Promise<void>) & { store: ByteLru; enabled: boolean };

/** The cache as a request handler in front of `handler`. */
export function createSharedCache({ handler, maxBytes, now = Date.now, followerWaitMs = FOLLOWER_WAIT_MS, refresh = refreshOverLoopback, anonymous = true }: SharedCacheOptions): SharedCache {
  const store = new ByteLru(maxBytes);
  const maxEntryBytes = Math.max(1, Math.floor(maxBytes / 4));
  /** Renders under way whose answer others are waiting for: key → the entry, or null when not stored. */
  const inflight = new Map<string, Promise<Entry | null>>();
  /** Keys with a background refresh under way. */
  const refreshing = new Set<string>();
  const secret = randomUUID();
  /** Keys that last answered something not storable → until when they go straight to Next. */
  const passUntil = new Map<string, number>();
  /** What each URL's page said about sharing its render among shoppers (shopper-scope.ts). */
  const sharing = new SharingMemo();
  /** Keys whose render last failed with a 5xx while a stale copy stood in (stale-if-error) → until when that copy answers. */
  const failedUntil = new Map<string, number>();
  const failing = (key: string) => (failedUntil.get(key) ?? 0) > now();

  /** Remembers what a page's 200 says about sharing (its X-Souk-Shared-By header). */
  function learn(res: ServerResponse, url: string): void {
    res.once('finish', () => {
      if (res.statusCode === 200) sharing.set(url, parseSharedBy(res.getHeader(SHARED_BY_HEADER)));
    });
  }

  /**
   * Renders through Next, capturing the answer; stores it when it may be stored.
   * @param fallback a stale copy within its stale-if-error window: the answer when the render fails with a 5xx
   */
  async function fill(req: IncomingMessage, res: ServerResponse, key: string, isRefresh: boolean, fallback?: Entry): Promise<void> {
    let settle: (entry: Entry | null) => void = () => {};
    const promise = new Promise<Entry | null>((resolve) => {
      settle = resolve;
    });
    inflight.set(key, promise);
    let settled = false;
    const done = (entry: Entry | null) => {
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
      wanted: (status, headers) => storability(status, headers) !== null || (fallback !== undefined && status >= 500),
      onPass: (status) => {
        // a refresh that answers anything but a storable 200 ends the stale entry, except a
        // server failure, during which the stale copy is served until its window closes
        if ((isRefresh || fallback) && status < 500) store.delete(key);
        if (passUntil.size >= PASS_MEMO_MAX_KEYS) passUntil.clear();
        passUntil.set(key, now() + PASS_MEMO_MS);
        done(null);
      },
      finish: (status, headers, body, io) => {
        if (fallback && status >= 500) {
          // stale-if-error: the copy stands in, and for a moment answers without a render
          if (failedUntil.size >= PASS_MEMO_MAX_KEYS) failedUntil.clear();
          failedUntil.set(key, now() + FAILED_MEMO_MS);
          done(null);
          writeEntry(req, res, fallback, 'STALE', now(), { ...io, acceptEncoding, ifNoneMatch });
          return true;
        }
        const rules = storability(status, headers);
        if (!rules) return false;
        const entry = createEntry({ key, status, headers, body, now: now(), ...rules });
        if (!store.set(entry)) return false;
        passUntil.delete(key);
        failedUntil.delete(key);
        done(entry);
        writeEntry(req, res, entry, 'MISS', now(), { ...io, acceptEncoding, ifNoneMatch });
        return true;
      },
    });
    await handler(req, res);
  }

  /**
   * One background refresh of a stale key at a time.
   * @param cookie the request's own cookies, for a scope's page
   */
  function revalidate(req: IncomingMessage, key: string, cookie: string | undefined): void {
    if (refreshing.has(key) || inflight.has(key)) return;
    refreshing.add(key);
    const headers: Record<string, string> = { [REFRESH_HEADER]: secret, accept: 'text/html', 'user-agent': 'souk-shared-cache' };
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
      log().error({ err: error }, 'shared cache: a background refresh failed to start');
      release();
    }
  }

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const refreshToken = req.headers[REFRESH_HEADER];
    if (refreshToken !== undefined) delete req.headers[REFRESH_HEADER];
    const cookie = single(req.headers.cookie);
    let key = cacheKey(req);
    /** shared: a page asked for without cookies; scope: a shopper's, by its scope (for the figures and the log) */
    let kind: 'shared' | 'scope' = 'shared';
    const counted = (result: PageCacheResult) => {
      notePageCache(kind, result);
      noteResponse(res, { cache: result.toUpperCase() });
    };
    if (cookie !== undefined && req.headers.authorization === undefined && isPageRequest(req)) {
      // a shopper with cookies: one render per scope for pages that say they can be shared
      kind = 'scope';
      const memoKey = sharingKey(key, cookie);
      const plan = planRequest(cookie, sharing.get(memoKey));
      if (plan.kind === 'personal') {
        learn(res, memoKey);
        counted('pass');
        return handler(req, res);
      }
      if (plan.cookie) req.headers.cookie = plan.cookie;
      else delete req.headers.cookie;
      // only the cache asks Next for a shared render: a mark on the request object, which no client can send
      markSharedRender(req, plan.render);
      learn(res, memoKey);
      key += plan.suffix;
    } else if (!isEligibleRequest(req)) return handler(req, res);
    else {
      learn(res, sharingKey(key, undefined));
      if (!anonymous) {
        counted('pass');
        return handler(req, res);
      }
    }
    if (refreshToken === secret && req.method === 'GET') return fill(req, res, key, true);

    const io: AnswerIo = { writeHead: res.writeHead, end: res.end, acceptEncoding: req.headers['accept-encoding'], ifNoneMatch: req.headers['if-none-match'] };
    const entry = store.get(key);
    /** A stale copy that answers if the new render fails (stale-if-error). */
    let fallback: Entry | undefined;
    if (entry) {
      const state = freshness(entry, now());
      if (state === 'fresh') {
        counted('hit');
        return writeEntry(req, res, entry, 'HIT', now(), io);
      }
      if (state === 'stale' || (state === 'stale-if-error' && failing(key))) {
        if (state === 'stale') revalidate(req, key, cookie);
        counted('stale');
        return writeEntry(req, res, entry, 'STALE', now(), io);
      }
      if (state === 'stale-if-error') {
        fallback = entry;
      } else store.delete(key);
    }
    const pending = inflight.get(key);
    if (pending) {
      let timer: NodeJS.Timeout | undefined;
      const filled = await Promise.race([pending, new Promise<null>((resolve) => (timer = setTimeout(resolve, followerWaitMs, null)))]);
      clearTimeout(timer);
      if (!res.headersSent && !res.destroyed) {
        if (filled) {
          counted('hit');
          return writeEntry(req, res, filled, 'HIT', now(), io);
        }
        // the render they waited for failed and its stale copy stood in: so it does for them
        if (fallback && failing(key)) {
          counted('stale');
          return writeEntry(req, res, fallback, 'STALE', now(), io);
        }
      }
      counted('pass');
      return handler(req, res);
    }
    const passing = passUntil.get(key);
    // a HEAD miss has no body to store; a key that last answered something not storable goes straight to Next for a while
    if (req.method === 'HEAD' || (passing !== undefined && passing > now() && !fallback)) {
      counted('pass');
      return handler(req, res);
    }
    if (passing !== undefined) passUntil.delete(key);
    counted('miss');
    return fill(req, res, key, false, fallback);
  }

  // what the cache holds, by kind, for /metrics (a scope's keys carry its suffix: shopper-scope.ts)
  registerProbe('pageCache', () => {
    const held = { shared: { bytes: 0, entries: 0 }, scope: { bytes: 0, entries: 0 } };
    for (const [key, entry] of store.entries) {
      const part = key.includes(' |scope ') ? held.scope : held.shared;
      part.bytes += entry.bytes;
      part.entries += 1;
    }
    return held;
  });
  const enabled = maxBytes > 0;
  const cache = enabled ? handle : async (req: IncomingMessage, res: ServerResponse) => handler(req, res);
  return Object.assign(cache, { store, enabled });
}

/**
 * The default background refresh: a GET of the same URL to this server, over the address and
 * port the stale request came in on; the answer is read and dropped (the server stores it).
 */
function refreshOverLoopback(req: IncomingMessage, headers: Record<string, string>, failed: () => void): void {
  const host = req.socket.localAddress;
  const port = req.socket.localPort;
  if (!host || !port) throw new Error('the stale request has no local address');
  const outgoing = httpRequest({ host, port, method: 'GET', path: req.url, headers, timeout: 30_000 }, (response) => response.resume());
  outgoing.on('timeout', () => outgoing.destroy());
  outgoing.on('error', failed);
  outgoing.end();
}
