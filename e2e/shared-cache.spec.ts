import { expect, test, type APIRequestContext } from './fixtures';

/**
 * The shared page cache of src/http/serve.ts, from the outside: what an anonymous crowd gets,
 * and that nothing personal is ever stored or served from it.
 */

const PUBLIC = 'public, s-maxage=60, stale-while-revalidate=300, stale-if-error=3600';

/** A product page URL, with a query string of its own so no other test has cached it yet. */
async function freshProductUrl(request: APIRequestContext): Promise<string> {
  const food = ((await (await request.get('/api/v1/module')).json()) as { id: number; module_type: string }[]).find((m) => m.module_type === 'food');
  if (!food) throw new Error('the seed has no food module');
  const headers = { zoneId: '[1]', moduleId: String(food.id) };
  const stores = (await (await request.get('/api/v1/stores/popular?limit=5&offset=1', { headers })).json()) as { stores: { id: number }[] };
  const store = stores.stores[0];
  if (!store) throw new Error('no store in the seed');
  const items = (await (await request.get(`/api/v1/items/latest?store_id=${store.id}&limit=5&offset=1`, { headers })).json()) as { products: { slug: string }[] };
  const product = items.products[0];
  if (!product) throw new Error('no product in the seed store');
  return `/product/${product.slug}?cache-test=${Date.now()}-${Math.random().toString(36).slice(2)}`;
}

test.describe('shared page cache', () => {
  // each test asks with exactly the headers it names: an empty cookie jar, no stored cookies
  let anonymous: APIRequestContext;
  test.beforeEach(async ({ playwright, baseURL }) => {
    anonymous = await playwright.request.newContext({ baseURL, storageState: { cookies: [], origins: [] } });
  });
  test.afterEach(async () => {
    await anonymous.dispose();
  });

  test('a second anonymous visit is a hit: the same page, the page’s own public Cache-Control', async () => {
    const url = await freshProductUrl(anonymous);
    const first = await anonymous.get(url, { headers: { 'Accept-Encoding': 'identity' } });
    expect(first.status()).toBe(200);
    expect(first.headers()['x-souk-cache']).toBe('MISS');
    const second = await anonymous.get(url, { headers: { 'Accept-Encoding': 'identity' } });
    expect(second.status()).toBe(200);
    expect(second.headers()['x-souk-cache']).toBe('HIT');
    expect(second.headers()['cache-control']).toBe(PUBLIC);
    expect(second.headers()['vary']).toBe('Cookie, Accept-Encoding');
    expect(Number(second.headers()['age'])).toBeGreaterThanOrEqual(0);
    expect(await second.text()).toBe(await first.text());
  });

  test('a request with a session cookie is never answered with the anonymous page: it gets its scope\'s own render', async () => {
    const url = await freshProductUrl(anonymous);
    await anonymous.get(url);
    const anonymousHit = await anonymous.get(url);
    expect(anonymousHit.headers()['x-souk-cache']).toBe('HIT');
    expect(await anonymousHit.text()).toContain('"zoneIds":null');
    // shoppers with cookies share pages per scope (e2e/shoppers.spec.ts), never the anonymous entry
    const zoned = await anonymous.get(url, { headers: { Cookie: 'souk_zone=%5B1%5D' } });
    expect(zoned.status()).toBe(200);
    expect(zoned.headers()['x-souk-cache']).toBe('MISS');
    const html = await zoned.text();
    expect(html).toContain('"zoneIds":[1]');
    expect(html).not.toBe(await anonymousHit.text());
  });

  test('a signed-in page is never stored: the next anonymous visitor sees nothing of it', async () => {
    const url = await freshProductUrl(anonymous);
    const guest = `e2e-guest-${Math.random().toString(36).slice(2, 10)}`;
    const signedIn = await anonymous.get(url, { headers: { Cookie: `souk_auth=1; souk_guest=${guest}; souk_theme=dark` } });
    expect(signedIn.status()).toBe(200);
    expect(signedIn.headers()['cache-control']).toContain('private');
    const personalHtml = await signedIn.text();
    expect(personalHtml).toContain(guest);
    expect(personalHtml).toContain('"signedIn":true');

    const next = await anonymous.get(url);
    expect(next.headers()['x-souk-cache']).toBe('MISS');
    const html = await next.text();
    expect(html).not.toContain(guest);
    expect(html).toContain('"signedIn":false');
    expect((await anonymous.get(url)).headers()['x-souk-cache']).toBe('HIT');
  });

  test('an unknown product’s 404 is not cached, and never becomes a 200', async () => {
    const url = `/product/no-such-product-${Date.now()}`;
    for (let i = 0; i < 3; i++) {
      const response = await anonymous.get(url);
      expect(response.status()).toBe(404);
      expect(response.headers()['x-souk-cache']).toBeUndefined();
      expect(response.headers()['cache-control']).not.toContain('public');
    }
  });

  test('gzip and identity answers decode to the same HTML', async () => {
    const url = await freshProductUrl(anonymous);
    const identity = await anonymous.get(url, { headers: { 'Accept-Encoding': 'identity' } });
    expect(identity.headers()['content-encoding']).toBeUndefined();
    expect(Number(identity.headers()['content-length'])).toBe((await identity.body()).length);
    const gzip = await anonymous.get(url, { headers: { 'Accept-Encoding': 'gzip' } });
    expect(gzip.headers()['content-encoding']).toBe('gzip');
    expect(gzip.headers()['x-souk-cache']).toBe('HIT');
    expect(Number(gzip.headers()['content-length'])).toBeLessThan(Number(identity.headers()['content-length']));
    const html = await gzip.text();
    expect(html).toBe(await identity.text());
    expect(html).toContain('</html>');
  });
});
