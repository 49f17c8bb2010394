/**
 * @jest-environment node
 */
import { createServer, request, type IncomingHttpHeaders, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gunzipSync } from 'node:zlib';
import { anonymousFromEnv, createSharedCache } from './shared-cache';

const PUBLIC = 'public, s-maxage=60, stale-while-revalidate=300';

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

/** Asks again every 10 ms (5 s at most) until the answer is what `done` waits for, and returns it. */
async function askUntil(ask: () => Promise<Answer>, done: (answer: Answer) => boolean): Promise<Answer> {
  const until = Date.now() + 5000;
  for (;;) {
    const answer = await ask();
    if (done(answer) || Date.now() > until) return answer;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
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

  const pageWith = (cacheControl: string) => (_req: IncomingMessage, res: ServerResponse, n: number) => {
    res.setHeader('Cache-Control', cacheControl);
    res.setHeader('Vary', 'Cookie, Accept-Encoding');
    res.setHeader('Content-Type', 'text/html; charset=utf-8');
    res.setHeader('ETag', `"r${n}"`);
    const body = `<html>render ${n} ${'x'.repeat(2000)}</html>`;
    res.setHeader('Content-Length', Buffer.byteLength(body));
    res.end(body);
  };
  const publicPage = pageWith(PUBLIC);

  async function start(maxBytes = 1024 * 1024, { ownRefresh = false, anonymous = true } = {}) {
    cache = createSharedCache({
      handler: nextLike,
      maxBytes,
      anonymous,
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

  test('with a cache in front (SHARED_CACHE_ANONYMOUS=0), pages asked for without cookies are not kept a second time', async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
    await start(1024 * 1024, { anonymous: false });
    const first = await call(base, '/product/a');
    const second = await call(base, '/product/a');
    expect(renders).toBe(2);
    expect(first.body.toString()).toContain('render 1');
    expect(second.body.toString()).toContain('render 2');
    expect(second.headers['x-souk-cache']).toBeUndefined();
    expect(anonymousFromEnv({ SHARED_CACHE_ANONYMOUS: '0' })).toBe(false);
    expect(anonymousFromEnv({})).toBe(true);
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
    // while the refresh renders, the page is served stale; then the refreshed page is a hit
    const fresh = await askUntil(() => call(base, '/product/a'), (a) => a.headers['x-souk-cache'] !== 'STALE');
    expect(refreshes).toBe(1);
    expect(renders).toBe(2);
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
    const fresh = await askUntil(() => call(base, '/ar/product/a?x=1', { host: 'shop.test' }), (a) => a.headers['x-souk-cache'] !== 'STALE');
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
    const after = await askUntil(() => call(base, '/product/a'), (a) => a.headers['x-souk-cache'] !== 'STALE');
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

  describe('stale-if-error (a database that went away)', () => {
    const failing = (_req: IncomingMessage, res: ServerResponse) => {
      res.statusCode = 503;
      res.setHeader('Retry-After', '5');
      res.setHeader('Cache-Control', 'no-store');
      res.end('busy');
    };
    const kept = pageWith(`${PUBLIC}, stale-if-error=3600`);

    test('past stale-while-revalidate, a render that fails with a 5xx is answered with the stale copy, and for 5 s without another render', async () => {
      page = kept;
      await call(base, '/product/a');
      page = failing;
      clock += 400_000;
      const crowd = await Promise.all(Array.from({ length: 5 }, () => call(base, '/product/a')));
      expect(renders).toBe(2);
      for (const a of crowd) {
        expect(a.status).toBe(200);
        expect(a.headers['x-souk-cache']).toBe('STALE');
        expect(a.headers['retry-after']).toBeUndefined();
        expect(a.body.toString()).toContain('render 1');
      }
      clock += 4_000;
      expect((await call(base, '/product/a')).headers['x-souk-cache']).toBe('STALE');
      expect(renders).toBe(2);
      // then a render is tried again; once the database is back, its page replaces the copy
      clock += 2_000;
      page = kept;
      const back = await call(base, '/product/a');
      expect(renders).toBe(3);
      expect(back.headers['x-souk-cache']).toBe('MISS');
      expect(back.body.toString()).toContain('render 3');
    });

    test('with no stale copy, or past its window, the 503 and its Retry-After go through', async () => {
      page = failing;
      const cold = await call(base, '/product/b');
      expect(cold.status).toBe(503);
      expect(cold.headers['retry-after']).toBe('5');
      page = kept;
      await call(base, '/product/a');
      page = failing;
      clock += 3_661_000;
      const late = await call(base, '/product/a');
      expect(late.status).toBe(503);
      expect(late.headers['retry-after']).toBe('5');
    });

    test('a page without stale-if-error is not served stale past stale-while-revalidate', async () => {
      await call(base, '/product/a');
      page = failing;
      clock += 400_000;
      expect((await call(base, '/product/a')).status).toBe(503);
    });

    test('a render that answers 404 ends the copy', async () => {
      page = kept;
      await call(base, '/product/a');
      page = (_req, res) => {
        res.statusCode = 404;
        res.setHeader('Cache-Control', 'private, no-cache');
        res.end('gone');
      };
      clock += 400_000;
      expect((await call(base, '/product/a')).status).toBe(404);
      page = failing;
      expect((await call(base, '/product/a')).status).toBe(503);
    });
  });

  test('a forged refresh header is dropped, not obeyed', async () => {
    await call(base, '/product/a');
    const forged = await call(base, '/product/a', { 'x-souk-cache-refresh': 'guess' });
    expect(forged.headers['x-souk-cache']).toBe('HIT');
    expect(renders).toBe(1);
  });
});
