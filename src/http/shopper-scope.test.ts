/**
 * @jest-environment node
 */
import { createServer, request, type IncomingHttpHeaders, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createSharedCache } from './shared-cache';
import { parseSharedBy, planRequest, scopeOf, sharingKey } from './shopper-scope';
import { sharedRenderOf } from '../lib/shared-render';

const PUBLIC = 'public, s-maxage=60, stale-while-revalidate=300';
const located = (lat: number, lng: number, address: string) => encodeURIComponent(JSON.stringify({ lat, lng, address }));

const shopperA = `souk_zone=%5B1%5D; souk_module=3; souk_location=${located(25.2, 55.27, 'Villa 12, Jumeirah')}; souk_guest=guest-a-111; souk_token=secret-token-a; souk_auth=1`;
const shopperB = `souk_zone=%5B1%5D; souk_module=3; souk_location=${located(25.1, 55.1, 'Flat 4, Marina')}; souk_token=secret-token-b; souk_auth=1`;

describe('planning a shopper\'s request', () => {
  const scopeOnly = { point: false, account: false };

  test('nothing personal reaches a shared render: no token, no guest id, no address, no point unless the page depends on it', () => {
    const plan = planRequest(shopperA, scopeOnly);
    if (plan.kind !== 'shared') throw new Error('expected a shared render');
    expect(plan.cookie).not.toMatch(/secret-token|guest-a|Villa|25\.2/);
    expect(plan.cookie).toContain('souk_auth=1');
    expect(plan.cookie).toContain('souk_module=3');
    expect(plan.render).toBe('located');
    const withPoint = planRequest(shopperA, { point: true, account: false });
    if (withPoint.kind !== 'shared') throw new Error('expected a shared render');
    expect(decodeURIComponent(withPoint.cookie)).toContain('"lat":25.2');
    expect(withPoint.cookie).not.toMatch(/Villa|secret-token|guest-a/);
    expect(withPoint.render).toBe('scope');
  });

  test('two shoppers of one scope share a key; zone, module, theme, language, signed in and a point the page uses tell them apart', () => {
    const key = (cookie: string, dependence = scopeOnly) => {
      const plan = planRequest(cookie, dependence);
      return plan.kind === 'shared' ? plan.suffix : 'personal';
    };
    expect(key(shopperA)).toBe(key(shopperB));
    expect(key(shopperA)).not.toBe(key(shopperA.replace('%5B1%5D', '%5B2%5D')));
    expect(key(shopperA)).not.toBe(key(shopperA.replace('souk_module=3', 'souk_module=4')));
    expect(key(shopperA)).not.toBe(key(`${shopperA}; souk_theme=dark`));
    expect(key(shopperA)).not.toBe(key(`${shopperA}; souk_lang=ar`));
    expect(key(shopperA)).not.toBe(key(shopperA.replace('; souk_token=secret-token-a; souk_auth=1', '')));
    expect(key(shopperA)).not.toBe(key(shopperA.replace(/souk_location=[^;]*; /, '')));
    const withPoint = { point: true, account: false };
    expect(key(shopperA, withPoint)).not.toBe(key(shopperB, withPoint));
  });

  test('rendered for the shopper alone: an unknown or repeated cookie, a page not yet known or not shareable, an account page when signed in', () => {
    expect(planRequest(`${shopperA}; tracker=1`, scopeOnly).kind).toBe('personal');
    expect(planRequest('souk_zone=%5B1%5D; souk_zone=%5B2%5D', scopeOnly).kind).toBe('personal');
    expect(planRequest(shopperA, undefined).kind).toBe('personal');
    expect(planRequest(shopperA, null).kind).toBe('personal');
    expect(planRequest(shopperA, { point: true, account: true }).kind).toBe('personal');
    expect(planRequest(shopperA.replace('; souk_token=secret-token-a; souk_auth=1', ''), { point: true, account: true }).kind).toBe('shared');
  });

  test('invalid scope cookies count as absent, as the pages read them', () => {
    expect(scopeOf('souk_zone=%5B0%5D; souk_module=abc')).toMatchObject({ zone: null, module: null });
    expect(scopeOf('souk_location=%7B%22lat%22%3A200%7D')).toMatchObject({ point: null });
  });

  test('the page\'s header', () => {
    expect(parseSharedBy('scope')).toEqual({ point: false, account: false });
    expect(parseSharedBy('point, account')).toEqual({ point: true, account: true });
    expect(parseSharedBy(undefined)).toBeNull();
    expect(parseSharedBy('everything')).toBeNull();
    expect(sharingKey('http://x/home', 'souk_module=2')).not.toBe(sharingKey('http://x/home', 'souk_module=3'));
  });
});

function call(base: string, path: string, headers: Record<string, string> = {}): Promise<{ status: number; headers: IncomingHttpHeaders; body: string }> {
  return new Promise((resolve, reject) => {
    const req = request(`${base}${path}`, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks).toString() }));
    });
    req.on('error', reject);
    req.end();
  });
}

describe('the cache for shoppers with cookies', () => {
  let server: Server;
  let base: string;
  let renders: number;
  let sharedBy: string | null;

  /** A page that prints what it was rendered with, as a page would print the shopper's data. */
  const handler = (req: IncomingMessage, res: ServerResponse) => {
    renders += 1;
    res.setHeader('Cache-Control', sharedRenderOf(req) ? PUBLIC : 'private, no-cache');
    res.setHeader('Vary', 'Cookie');
    if (sharedBy) res.setHeader('X-Souk-Shared-By', sharedBy);
    res.setHeader('Content-Type', 'text/html; charset=utf-8');
    res.end(`<html>render ${renders} cookie=${req.headers.cookie ?? ''} shared=${sharedRenderOf(req) ?? ''}</html>`);
  };

  beforeEach(async () => {
    renders = 0;
    sharedBy = 'scope';
    const cache = createSharedCache({ handler, maxBytes: 1024 * 1024 });
    server = createServer((req, res) => void cache(req, res));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  afterEach(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });

  test('once the page says it depends on the scope only, two shoppers of one scope get one render without either one\'s data', async () => {
    const first = await call(base, '/product/a', { cookie: shopperA });
    expect(first.body).toContain('secret-token-a'); // not yet known: rendered for shopper A alone
    expect(first.headers['x-souk-cache']).toBeUndefined();
    const a = await call(base, '/product/a', { cookie: shopperA });
    const b = await call(base, '/product/a', { cookie: shopperB });
    expect([a.headers['x-souk-cache'], b.headers['x-souk-cache']]).toEqual(['MISS', 'HIT']);
    expect(b.body).toBe(a.body);
    for (const secret of ['secret-token', 'guest-a-111', 'Villa', 'Marina', '25.2', '25.1']) expect(b.body).not.toContain(secret);
    expect(b.body).toContain('shared=located');
    expect(renders).toBe(2);
    const otherZone = await call(base, '/product/a', { cookie: shopperB.replace('%5B1%5D', '%5B2%5D') });
    expect(otherZone.headers['x-souk-cache']).toBe('MISS');
    expect(otherZone.body).toContain('souk_zone=%5B2%5D');
  });

  test('a page that depends on the account renders for each signed-in shopper, and shares among guests', async () => {
    sharedBy = 'point, account';
    await call(base, '/home', { cookie: shopperA });
    const a = await call(base, '/home', { cookie: shopperA });
    expect(a.headers['x-souk-cache']).toBeUndefined();
    expect(a.body).toContain('secret-token-a');
    const guest1 = await call(base, '/home', { cookie: 'souk_zone=%5B1%5D; souk_module=3; souk_guest=g-1' });
    const guest2 = await call(base, '/home', { cookie: 'souk_zone=%5B1%5D; souk_module=3; souk_guest=g-2' });
    expect([guest1.headers['x-souk-cache'], guest2.headers['x-souk-cache']]).toEqual(['MISS', 'HIT']);
    expect(guest2.body).not.toMatch(/g-1|g-2/);
  });

  test('a client cannot ask for a shared render itself', async () => {
    sharedBy = null;
    const forged = await call(base, '/profile', { cookie: shopperA, 'x-souk-shared-render': 'scope' });
    expect(forged.body).toContain('shared=<');
    expect(forged.body).toContain('secret-token-a');
    expect(forged.headers['x-souk-cache']).toBeUndefined();
  });
});
