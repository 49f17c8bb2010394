/**
 * @jest-environment node
 */
import { createServer, request, type IncomingHttpHeaders, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gunzipSync } from 'node:zlib';
import {
  ByteLru,
  answerHeaders,
  cacheKey,
  createEntry,
  createSharedCache,
  etagFor,
  freshness,
  isEligibleRequest,
  matchesIfNoneMatch,
  maxBytesFromEnv,
  parseCacheControl,
  selectEncoding,
  storability,
  type Entry,
} from './shared-cache.mjs';

const PUBLIC = 'public, s-maxage=60, stale-while-revalidate=300';

describe('request eligibility', () => {
  const get = (url: string, headers: IncomingHttpHeaders = {}, method = 'GET') => isEligibleRequest({ method, url, headers });

  test('an anonymous GET or HEAD of a page is eligible, query string and locale included', () => {
    expect(get('/product/balaleet')).toBe(true);
    expect(get('/ar/product/balaleet?ref=promo')).toBe(true);
    expect(get('/', {}, 'HEAD')).toBe(true);
  });

  test('a Cookie or Authorization header makes a request personal', () => {
    expect(get('/product/balaleet', { cookie: 'souk_zone=1' })).toBe(false);
    expect(get('/product/balaleet', { cookie: '' })).toBe(false);
    expect(get('/product/balaleet', { authorization: 'Bearer x' })).toBe(false);
  });

  test('other methods are not', () => {
    for (const method of ['POST', 'PUT', 'DELETE', 'OPTIONS', 'PATCH']) expect(get('/product/balaleet', {}, method)).toBe(false);
  });

  test('the API, Next assets and data, media and public files have their own handling', () => {
    for (const url of ['/api', '/api/v1/config', '/_next/static/chunks/main.js', '/_next/data/abc/en/product/x.json', '/_next/image?url=x', '/media/stores/a.webp', '/locales/en/common.json', '/favicon.svg']) {
      expect(get(url)).toBe(false);
    }
    expect(get('http://evil.test/product/x')).toBe(false);
    expect(get('*')).toBe(false);
  });
});

describe('cache key', () => {
  test('path and query string, whatever the method', () => {
    const headers = { host: 'shop.test' };
    expect(cacheKey({ url: '/product/a?x=1', headers })).toBe('http://shop.test/product/a?x=1');
    expect(cacheKey({ url: '/product/a?x=1', headers })).not.toBe(cacheKey({ url: '/product/a?x=2', headers }));
    expect(cacheKey({ url: '/ar/product/a', headers })).not.toBe(cacheKey({ url: '/product/a', headers }));
  });

  test('the origin a page builds its absolute URLs from is part of it', () => {
    expect(cacheKey({ url: '/', headers: { host: 'a.test' } })).not.toBe(cacheKey({ url: '/', headers: { host: 'b.test' } }));
    expect(cacheKey({ url: '/', headers: { host: 'internal:3000', 'x-forwarded-host': 'Shop.test', 'x-forwarded-proto': 'https' } })).toBe('https://shop.test/');
  });
});

describe('what may be stored', () => {
  const headers = { 'cache-control': PUBLIC, vary: 'Cookie', 'content-type': 'text/html; charset=utf-8' };

  test('a 200 with public and s-maxage, fresh for s-maxage and stale for stale-while-revalidate', () => {
    expect(storability(200, headers)).toEqual({ ttlMs: 60_000, swrMs: 300_000 });
    expect(storability(200, { 'cache-control': 'public, s-maxage=30' })).toEqual({ ttlMs: 30_000, swrMs: 0 });
  });

  test('not without public and a positive s-maxage, nor with private, no-store or no-cache', () => {
    for (const cc of ['private, no-cache', 's-maxage=60', 'public, max-age=60', 'public, s-maxage=0', 'public, s-maxage=abc', 'public, s-maxage=60, no-store', 'public, s-maxage=60, private', 'public, s-maxage=60, no-cache', 'no-store']) {
      expect(storability(200, { ...headers, 'cache-control': cc })).toBeNull();
    }
    expect(storability(200, { vary: 'Cookie' })).toBeNull();
  });

  test('only status 200', () => {
    for (const status of [201, 204, 301, 302, 304, 404, 410, 500, 503]) expect(storability(status, headers)).toBeNull();
  });

  test('never a response that sets a cookie', () => {
    expect(storability(200, { ...headers, 'set-cookie': ['souk_guest=1; Path=/'] })).toBeNull();
  });

  test('Vary at most Cookie and Accept-Encoding', () => {
    expect(storability(200, { ...headers, vary: 'Cookie, Accept-Encoding' })).not.toBeNull();
    expect(storability(200, { ...headers, vary: 'accept-encoding' })).not.toBeNull();
    expect(storability(200, { ...headers, vary: undefined })).not.toBeNull();
    expect(storability(200, { ...headers, vary: 'Cookie, User-Agent' })).toBeNull();
    expect(storability(200, { ...headers, vary: '*' })).toBeNull();
  });

  test('only identity bodies (the capture asks Next for one)', () => {
    expect(storability(200, { ...headers, 'content-encoding': 'gzip' })).toBeNull();
  });

  test('Cache-Control directives parse case-insensitively', () => {
    const cc = parseCacheControl('Public, S-MaxAge=60, stale-while-revalidate="300"');
    expect(cc.get('public')).toBe(true);
    expect(cc.get('s-maxage')).toBe('60');
    expect(cc.get('stale-while-revalidate')).toBe('300');
  });
});

describe('freshness', () => {
  const entry = { storedAt: 1_000_000, ttlMs: 60_000, swrMs: 300_000 };

  test('fresh for s-maxage, then stale for stale-while-revalidate, then expired', () => {
    expect(freshness(entry, 1_000_000)).toBe('fresh');
    expect(freshness(entry, 1_059_999)).toBe('fresh');
    expect(freshness(entry, 1_060_000)).toBe('stale');
    expect(freshness(entry, 1_359_999)).toBe('stale');
    expect(freshness(entry, 1_360_000)).toBe('expired');
  });

  test('without stale-while-revalidate a stale entry is a miss', () => {
    expect(freshness({ ...entry, swrMs: 0 }, 1_060_000)).toBe('expired');
  });
});

describe('encodings', () => {
  test('gzip when the client accepts it and does not weigh identity higher', () => {
    expect(selectEncoding(undefined)).toBe('identity');
    expect(selectEncoding('')).toBe('identity');
    expect(selectEncoding('gzip, deflate, br')).toBe('gzip');
    expect(selectEncoding('br;q=1.0, gzip;q=0.8, *;q=0.1')).toBe('gzip');
    expect(selectEncoding('x-gzip')).toBe('gzip');
    expect(selectEncoding('*')).toBe('gzip');
    expect(selectEncoding('br')).toBe('identity');
    expect(selectEncoding('gzip;q=0')).toBe('identity');
    expect(selectEncoding('gzip;q=0.8')).toBe('gzip');
    expect(selectEncoding('gzip;q=0.5, identity')).toBe('identity');
    expect(selectEncoding('identity;q=0, gzip;q=0.5')).toBe('gzip');
  });

  test('each encoding has its own validator; If-None-Match compares weakly', () => {
    expect(etagFor('"abc"', 'identity')).toBe('"abc"');
    expect(etagFor('"abc"', 'gzip')).toBe('"abc-gzip"');
    expect(etagFor('W/"abc"', 'gzip')).toBe('W/"abc-gzip"');
    expect(matchesIfNoneMatch('"x", W/"abc"', '"abc"')).toBe(true);
    expect(matchesIfNoneMatch('*', '"abc"')).toBe(true);
    expect(matchesIfNoneMatch('"abc"', '"abc-gzip"')).toBe(false);
    expect(matchesIfNoneMatch(undefined, '"abc"')).toBe(false);
  });

  test('an entry keeps the body and its gzip, and answers each with its own length', () => {
    const body = Buffer.from('<html>'.padEnd(5000, 'x'));
    const entry = createEntry({
      key: 'k',
      status: 200,
      headers: { 'content-type': 'text/html', 'content-length': '5000', date: 'x', vary: 'Cookie', 'cache-control': PUBLIC, etag: '"e"', connection: 'keep-alive' },
      body,
      now: 0,
      ttlMs: 60_000,
      swrMs: 0,
    });
    expect(entry.headers).toEqual({ 'content-type': 'text/html', 'cache-control': PUBLIC, etag: '"e"' });
    expect(gunzipSync(entry.gzip).equals(body)).toBe(true);
    const identity = answerHeaders(entry, { encoding: 'identity', label: 'HIT', now: 61_500 });
    expect(identity).toMatchObject({ 'content-length': '5000', vary: 'Cookie, Accept-Encoding', age: '61', 'x-souk-cache': 'HIT', etag: '"e"' });
    expect(identity['content-encoding']).toBeUndefined();
    const gzip = answerHeaders(entry, { encoding: 'gzip', label: 'MISS', now: 0 });
    expect(gzip).toMatchObject({ 'content-encoding': 'gzip', 'content-length': String(entry.gzip.length), age: '0', 'x-souk-cache': 'MISS', etag: '"e-gzip"' });
  });
});

describe('LRU by bytes', () => {
  const entry = (key: string, bytes: number) => ({ key, bytes }) as Entry;

  test('evicts the least recently used entries past the bound', () => {
    const lru = new ByteLru(300);
    lru.set(entry('a', 100));
    lru.set(entry('b', 100));
    lru.set(entry('c', 100));
    expect(lru.bytes).toBe(300);
    lru.get('a'); // now b is the least recently used
    lru.set(entry('d', 100));
    expect([...lru.entries.keys()]).toEqual(['c', 'a', 'd']);
    lru.set(entry('e', 250));
    expect([...lru.entries.keys()]).toEqual(['e']);
    expect(lru.bytes).toBe(250);
  });

  test('replacing a key counts its bytes once; an entry larger than the bound is not kept', () => {
    const lru = new ByteLru(300);
    lru.set(entry('a', 100));
    lru.set(entry('a', 150));
    expect(lru.bytes).toBe(150);
    expect(lru.set(entry('huge', 301))).toBe(false);
    expect(lru.peek('huge')).toBeUndefined();
    expect(lru.size).toBe(1);
    expect(lru.delete('a')).toBe(true);
    expect(lru.bytes).toBe(0);
  });

  test('SHARED_CACHE_MB sizes it: 64 MB by default, 0 turns it off', () => {
    expect(maxBytesFromEnv({})).toBe(64 * 1024 * 1024);
    expect(maxBytesFromEnv({ SHARED_CACHE_MB: '8' })).toBe(8 * 1024 * 1024);
    expect(maxBytesFromEnv({ SHARED_CACHE_MB: '0' })).toBe(0);
    expect(maxBytesFromEnv({ SHARED_CACHE_MB: 'lots' })).toBe(64 * 1024 * 1024);
  });
});

interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

function call(base: string, path: string, headers: Record<string, string> = {}, method = 'GET'): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = request(`${base}${path}`, { method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end();
  });
}

describe('the cache in front of a handler', () => {
  let server: Server;
  let base: string;
  let clock: number;
  let renders: number;
  let refreshes: number;
  let page: (req: IncomingMessage, res: ServerResponse, n: number) => void;
  let cache: ReturnType<typeof createSharedCache>;

  /** A handler like Next's: headers with setHeader, the body with end, after a short render. */
  const nextLike = (req: IncomingMessage, res: ServerResponse) =>
    new Promise<void>((resolve) => {
      renders += 1;
      const n = renders;
      setTimeout(() => {
        page(req, res, n);
        resolve();
      }, 30);
    });

  const publicPage = (_req: IncomingMessage, res: ServerResponse, n: number) => {
    res.setHeader('Cache-Control', PUBLIC);
    res.setHeader('Vary', 'Cookie, Accept-Encoding');
    res.setHeader('Content-Type', 'text/html; charset=utf-8');
    res.setHeader('ETag', `"r${n}"`);
    const body = `<html>render ${n} ${'x'.repeat(2000)}</html>`;
    res.setHeader('Content-Length', Buffer.byteLength(body));
    res.end(body);
  };

  async function start(maxBytes = 1024 * 1024, { ownRefresh = false } = {}) {
    cache = createSharedCache({
      handler: nextLike,
      maxBytes,
      now: () => clock,
      refresh: ownRefresh
        ? undefined
        : (req, headers, failed) => {
            refreshes += 1;
            call(base, req.url ?? '/', headers).catch(failed);
          },
    });
    server = createServer((req, res) => void cache(req, res));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  }

  beforeEach(async () => {
    clock = 1_000_000;
    renders = 0;
    refreshes = 0;
    page = publicPage;
    await start();
  });

  afterEach(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });

  test('a crowd on a cold page causes one render; everyone gets the same page', async () => {
    const answers = await Promise.all(Array.from({ length: 20 }, () => call(base, '/product/a')));
    expect(renders).toBe(1);
    expect(new Set(answers.map((a) => a.body.toString())).size).toBe(1);
    expect(answers.map((a) => a.headers['x-souk-cache']).sort()).toEqual([...Array(19).fill('HIT'), 'MISS']);
    for (const a of answers) {
      expect(a.status).toBe(200);
      expect(a.headers['cache-control']).toBe(PUBLIC);
      expect(a.headers.vary).toBe('Cookie, Accept-Encoding');
      expect(Number(a.headers['content-length'])).toBe(a.body.length);
    }
  });

  test('gzip or identity per client, both the same page; HEAD and If-None-Match from the entry', async () => {
    const plain = await call(base, '/product/a');
    const gzip = await call(base, '/product/a', { 'accept-encoding': 'gzip, br' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.body).equals(plain.body)).toBe(true);
    const head = await call(base, '/product/a', {}, 'HEAD');
    expect(head.headers['x-souk-cache']).toBe('HIT');
    expect(head.headers['content-length']).toBe(String(plain.body.length));
    expect(head.body.length).toBe(0);
    const notModified = await call(base, '/product/a', { 'if-none-match': String(plain.headers.etag) });
    expect(notModified.status).toBe(304);
    expect(notModified.body.length).toBe(0);
    expect(renders).toBe(1);
  });

  test('a request with a cookie goes to the handler, compressed by it as it asks', async () => {
    await call(base, '/product/a');
    let seen: IncomingHttpHeaders = {};
    page = (req, res, n) => {
      seen = req.headers;
      publicPage(req, res, n);
    };
    const personal = await call(base, '/product/a', { cookie: 'souk_zone=1', 'accept-encoding': 'gzip' });
    expect(personal.headers['x-souk-cache']).toBeUndefined();
    expect(personal.body.toString()).toContain('render 2');
    expect(seen['accept-encoding']).toBe('gzip');
  });

  test('stale within stale-while-revalidate: served at once, refreshed once in the background', async () => {
    await call(base, '/product/a');
    clock += 61_000;
    const [first, second] = await Promise.all([call(base, '/product/a'), call(base, '/product/a')]);
    expect(first.headers['x-souk-cache']).toBe('STALE');
    expect(second.headers['x-souk-cache']).toBe('STALE');
    expect(first.headers.age).toBe('61');
    expect(first.body.toString()).toContain('render 1');
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(refreshes).toBe(1);
    expect(renders).toBe(2);
    const fresh = await call(base, '/product/a');
    expect(fresh.headers['x-souk-cache']).toBe('HIT');
    expect(fresh.body.toString()).toContain('render 2');
    expect(fresh.headers.age).toBe('0');
  });

  test('the default refresh comes back over the address the stale request reached', async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
    await start(1024 * 1024, { ownRefresh: true });
    await call(base, '/ar/product/a?x=1', { host: 'shop.test' });
    clock += 61_000;
    expect((await call(base, '/ar/product/a?x=1', { host: 'shop.test' })).headers['x-souk-cache']).toBe('STALE');
    await new Promise((resolve) => setTimeout(resolve, 150));
    const fresh = await call(base, '/ar/product/a?x=1', { host: 'shop.test' });
    expect(fresh.headers['x-souk-cache']).toBe('HIT');
    expect(fresh.body.toString()).toContain('render 2');
  });

  test('past stale-while-revalidate it is a miss', async () => {
    await call(base, '/product/a');
    clock += 360_000;
    const again = await call(base, '/product/a');
    expect(again.headers['x-souk-cache']).toBe('MISS');
    expect(renders).toBe(2);
  });

  test('a refresh that answers 404 ends the stale entry', async () => {
    await call(base, '/product/a');
    page = (_req, res) => {
      res.statusCode = 404;
      res.setHeader('Cache-Control', 'private, no-cache');
      res.end('gone');
    };
    clock += 61_000;
    expect((await call(base, '/product/a')).headers['x-souk-cache']).toBe('STALE');
    await new Promise((resolve) => setTimeout(resolve, 150));
    const after = await call(base, '/product/a');
    expect(after.status).toBe(404);
    expect(after.headers['x-souk-cache']).toBeUndefined();
  });

  test('what may not be stored goes through untouched and is rendered every time', async () => {
    page = (_req, res) => {
      res.writeHead(404, { 'Cache-Control': 'private, no-cache', 'Content-Type': 'text/plain' });
      res.write('not ');
      res.end('found');
    };
    const first = await call(base, '/product/none');
    const second = await call(base, '/product/none');
    expect(first.status).toBe(404);
    expect(first.body.toString()).toBe('not found');
    expect(first.headers['x-souk-cache']).toBeUndefined();
    expect(second.status).toBe(404);
    expect(renders).toBe(2);
  });

  test('a public page that sets a cookie is passed through and not stored', async () => {
    page = (req, res, n) => {
      res.setHeader('Set-Cookie', 'souk_guest=abc; Path=/');
      publicPage(req, res, n);
    };
    const first = await call(base, '/product/a');
    expect(first.headers['set-cookie']).toEqual(['souk_guest=abc; Path=/']);
    expect(first.headers['x-souk-cache']).toBeUndefined();
    await call(base, '/product/a');
    expect(renders).toBe(2);
  });

  test('a body too large for the cache goes through intact', async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
    await start(4000); // entries up to 1000 bytes
    const first = await call(base, '/product/a');
    expect(first.status).toBe(200);
    expect(first.headers['x-souk-cache']).toBeUndefined();
    expect(first.body.toString()).toMatch(/^<html>render 1 x+<\/html>$/);
    expect(Number(first.headers['content-length'])).toBe(first.body.length);
    expect(cache.store.size).toBe(0);
  });

  test('SHARED_CACHE_MB=0: the handler answers everything', async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
    await start(0);
    expect(cache.enabled).toBe(false);
    const first = await call(base, '/product/a');
    await call(base, '/product/a');
    expect(first.headers['x-souk-cache']).toBeUndefined();
    expect(renders).toBe(2);
  });

  test('a forged refresh header is dropped, not obeyed', async () => {
    await call(base, '/product/a');
    const forged = await call(base, '/product/a', { 'x-souk-cache-refresh': 'guess' });
    expect(forged.headers['x-souk-cache']).toBe('HIT');
    expect(renders).toBe(1);
  });
});
