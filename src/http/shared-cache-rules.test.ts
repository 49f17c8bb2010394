/**
 * @jest-environment node
 */
// The shared cache's HTTP rules (http-cache.ts, and shared-cache.ts's size from the environment): eligibility, key, storability, freshness, encodings, the LRU.
import type { IncomingHttpHeaders } from 'node:http';
import { gunzipSync } from 'node:zlib';
import {
  ByteLru,
  answerHeaders,
  cacheKey,
  createEntry,
  etagFor,
  freshness,
  isEligibleRequest,
  matchesIfNoneMatch,
  parseCacheControl,
  selectEncoding,
  storability,
  type Entry,
} from './http-cache';
import { maxBytesFromEnv } from './shared-cache';

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
    expect(storability(200, headers)).toEqual({ ttlMs: 60_000, swrMs: 300_000, sieMs: 0 });
    expect(storability(200, { 'cache-control': 'public, s-maxage=30' })).toEqual({ ttlMs: 30_000, swrMs: 0, sieMs: 0 });
  });

  test('stale-if-error: how long after s-maxage the stale copy may stand in for a failed render', () => {
    expect(storability(200, { ...headers, 'cache-control': `${PUBLIC}, stale-if-error=3600` })).toEqual({ ttlMs: 60_000, swrMs: 300_000, sieMs: 3_600_000 });
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

  test('past stale-while-revalidate and within stale-if-error (counted from s-maxage), usable only on error', () => {
    const sie = { ...entry, sieMs: 3_600_000 };
    expect(freshness(sie, 1_359_999)).toBe('stale');
    expect(freshness(sie, 1_360_000)).toBe('stale-if-error');
    expect(freshness(sie, 4_659_999)).toBe('stale-if-error');
    expect(freshness(sie, 4_660_000)).toBe('expired');
    // a window shorter than stale-while-revalidate adds nothing
    expect(freshness({ ...entry, sieMs: 100_000 }, 1_360_000)).toBe('expired');
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
