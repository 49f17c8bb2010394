import { inlineScriptHashes } from '../src/testing/inline-scripts';
import { fillGuestContact, guestAtCheckoutWithTwoItems } from './buying-helpers';
import { aStoreAndProduct, modules } from './catalogue-helpers';
import { expect, hydrating, test, type APIRequestContext, type BrowserContext } from './fixtures';
import { demoToken } from './home-weight';
import { startOwnServer, type OwnServer } from './own-server';

/**
 * Plain Next.js is a correct storefront: `next build && next start`, what most hosts run, without
 * the production server around Next (src/http) and its shared page cache. Every answer carries its
 * security headers and every page a Content-Security-Policy allowing exactly its inline scripts,
 * every picture loads, a page a cache in front may keep holds nothing of one shopper, and a
 * shopper browses the catalogue and checks out. (The production server only makes it faster.)
 */
test.describe.configure({ mode: 'serial', timeout: 150_000 });

let server: OwnServer;
test.beforeAll(async () => {
  test.setTimeout(180_000);
  server = await startOwnServer(5, { SOUK_DEMO_MODE: '1', SOUK_ORDER_PACE_MS: '700' }, 150_000, { plain: true });
});
test.afterAll(async () => {
  await server?.stop();
});

/** A shopper's browser on the plain server, held to the policy (a violation fails the test, as the fixtures do for the suite's own server). */
async function shopperOn(browser: import('@playwright/test').Browser): Promise<{ context: BrowserContext; violations: string[] }> {
  const context = await browser.newContext({ baseURL: server.baseURL, viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  const violations: string[] = [];
  context.on('console', (message) => {
    if (/Content[- ]Security[- ]Policy/i.test(message.text())) violations.push(`${message.location().url}: ${message.text()}`);
  });
  return { context, violations };
}

/** The catalogue's pages: the landing page, every module home, a store, a product, a category, an Arabic page. */
async function cataloguePages(request: APIRequestContext): Promise<string[]> {
  const { store, product } = await aStoreAndProduct(request);
  const homes = (await modules(request)).map((m) => `/home?module_id=${m.id}`);
  return ['/', ...homes, `/store/${store.slug}`, `/product/${product.slug}`, '/category/burgers', `/ar/product/${product.slug}`];
}

test('every answer carries its security headers, and every page a policy allowing exactly its own inline scripts', async ({ playwright }) => {
  const request = await playwright.request.newContext({ baseURL: server.baseURL, storageState: { cookies: [], origins: [] } });
  const pages = [...(await cataloguePages(request)), '/no-such-page'];
  let chunk = '';
  for (const path of pages) {
    const answer = await request.get(path);
    const html = await answer.text();
    chunk ||= /\/_next\/static\/[^"']+\.js/.exec(html)?.[0] ?? '';
    const policy = answer.headers()['content-security-policy'] ?? '';
    const scriptSrc = policy.split(';').find((d) => d.trim().startsWith('script-src')) ?? '';
    expect(scriptSrc, path).toContain("'self'");
    expect(scriptSrc, path).not.toContain("'unsafe-inline'");
    expect(policy, path).toContain("object-src 'none'");
    expect(policy, path).toContain("frame-ancestors 'self'");
    const scripts = inlineScriptHashes(html);
    expect(scripts.length, path).toBeGreaterThan(0);
    for (const hash of scripts) expect(scriptSrc, `${path}: an inline script the policy does not allow`).toContain(hash);
    expect(answer.headers()['x-content-type-options'], path).toBe('nosniff');
    expect(answer.headers()['cross-origin-opener-policy'], path).toBe('same-origin');
  }
  expect(chunk).not.toBe('');
  for (const path of [chunk, '/favicon.svg', '/api/v1/config', '/locales/en/common.json']) {
    const answer = await request.get(path);
    expect(answer.headers()['x-content-type-options'], path).toBe('nosniff');
    expect(answer.headers()['cross-origin-opener-policy'], path).toBe('same-origin');
    expect(answer.headers()['x-frame-options'], path).toBe('SAMEORIGIN');
  }
  await request.dispose();
});

test('every picture of the catalogue pages loads', async ({ playwright }) => {
  const request = await playwright.request.newContext({ baseURL: server.baseURL, storageState: { cookies: [], origins: [] } });
  const pictures = new Set<string>();
  for (const path of await cataloguePages(request)) {
    const html = await (await request.get(path)).text();
    for (const [, src] of html.matchAll(/<img\b[^>]*?\ssrc="([^"]+)"/g)) pictures.add(src as string);
    for (const [, set] of html.matchAll(/<img\b[^>]*?\ssrcSet="([^"]+)"/gi)) for (const candidate of (set as string).split(',')) pictures.add(candidate.trim().split(/\s+/)[0] ?? '');
  }
  pictures.delete('');
  expect(pictures.size).toBeGreaterThan(20);
  const broken: string[] = [];
  for (const picture of pictures) {
    const answer = await request.get(picture.replace(/&amp;/g, '&'));
    if (answer.status() !== 200 || !/^image\//.test(answer.headers()['content-type'] ?? '')) broken.push(`${picture}: ${answer.status()}`);
  }
  expect(broken).toEqual([]);
  await request.dispose();
});

test('a page a cache in front may keep holds nothing of one shopper; a shopper’s own answer is never kept', async ({ playwright }) => {
  const request = await playwright.request.newContext({ baseURL: server.baseURL, storageState: { cookies: [], origins: [] } });
  const { product } = await aStoreAndProduct(request);
  const path = `/product/${product.slug}`;
  const anonymous = await request.get(path);
  expect(anonymous.headers()['cache-control']).toMatch(/^public, s-maxage=\d+/);
  expect(anonymous.headers()['vary']).toMatch(/\bCookie\b/);
  expect(anonymous.headers()['set-cookie']).toBeUndefined();
  // a signed-in shopper's page, even one asking to be rendered as a shared one, is theirs alone
  const token = await demoToken(request);
  const cookie = `souk_token=${token}; souk_auth=1; souk_zone=%5B1%5D`;
  const asked: Record<string, string>[] = [{ cookie }, { cookie, 'x-souk-shared-render': 'scope' }, { cookie, 'x-souk-shared-render': 'located' }];
  for (const headers of asked) {
    const own = await request.get(path, { headers });
    expect(own.headers()['cache-control'], JSON.stringify(Object.keys(headers))).toMatch(/^(private|no-store)/);
  }
  await request.dispose();
});

test('a shopper browses from the landing page to a store and a product, then checks out as a guest', async ({ browser, playwright }) => {
  const request = await playwright.request.newContext({ baseURL: server.baseURL });
  const { context, violations } = await shopperOn(browser);
  const page = hydrating(await context.newPage());
  // an e-commerce store: its cards' links open the item's page (food and grocery cards open a quick view)
  const { store } = await aStoreAndProduct(request, 'ecommerce');
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.goto(`/store/${store.slug}`);
  await expect(page.getByRole('heading', { level: 1, name: store.name })).toBeVisible();
  const card = page.getByRole('main').getByRole('article').first().getByRole('link');
  const name = (await card.textContent()) ?? '';
  await card.click();
  await expect(page).toHaveURL(/\/product\//);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();

  const { checkout } = await guestAtCheckoutWithTwoItems(page, context, request, server.baseURL);
  await fillGuestContact(page, '+971501234568');
  await checkout.getByRole('radio', { name: 'Cash on delivery' }).check();
  await checkout.getByRole('button', { name: 'Place Order' }).click();
  const placed = page.getByRole('dialog', { name: 'Order placed successfully' });
  await expect(placed).toContainText(/Order ID: \d+/);
  await expect(placed).toContainText('Status: Pending');
  await context.close();
  await request.dispose();
  expect(violations).toEqual([]);
});
