import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test, type APIRequestContext, type BrowserContext, type Page } from './fixtures';
import { moduleOf } from './catalogue-helpers';

/**
 * A cart change the page has shown is kept when the shopper leaves at once: reloads, or goes to
 * another site and comes back, right after the cart shows it. Ten times each, for adds, quantity
 * changes and removals, for new guests and for a signed-in customer; no line lost, none doubled.
 */

const DOWNTOWN = { lat: 25.1972, lng: 55.2744, address: 'Burj Khalifa, Downtown Dubai' };
/** Each change is left by a reload ROUNDS / 2 times and for another site ROUNDS / 2 times. */
const ROUNDS = 20;
type Leave = 'reload' | 'elsewhere';

interface SeedItem {
  slug: string;
  name: string;
  stock: number;
  variations: unknown[];
  choice_options: unknown[];
  food_variations: unknown[];
  maximum_cart_quantity: number | null;
}

let elsewhere: Server;
let elsewhereUrl = '';

test.beforeAll(async () => {
  // another site on another origin, as a search engine the shopper goes back to would be
  elsewhere = createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    res.end('<!doctype html><title>Elsewhere</title><h1>Another site</h1>');
  });
  await new Promise<void>((resolve) => elsewhere.listen(0, '127.0.0.1', resolve));
  elsewhereUrl = `http://127.0.0.1:${(elsewhere.address() as AddressInfo).port}/`;
});

test.afterAll(async () => {
  await new Promise((resolve) => elsewhere.close(resolve));
});

async function plainItem(request: APIRequestContext): Promise<SeedItem> {
  const m = await moduleOf(request, 'grocery');
  const res = await request.get('/api/v1/items/latest?limit=100&offset=1', { headers: { zoneId: '[1,2]', moduleId: String(m.id) } });
  const items = ((await res.json()) as { products: SeedItem[] }).products;
  const item = items.find((x) => x.variations.length === 0 && x.choice_options.length === 0 && x.food_variations.length === 0 && x.stock > 5 && (x.maximum_cart_quantity ?? 99) > 3);
  if (!item) throw new Error('the seed has no plain grocery item with stock');
  return item;
}

async function atHome(context: BrowserContext, request: APIRequestContext, baseURL: string) {
  const m = await moduleOf(request, 'grocery');
  await context.clearCookies();
  await context.addCookies([
    { name: 'souk_zone', value: encodeURIComponent('[1,2]'), url: baseURL },
    { name: 'souk_location', value: encodeURIComponent(JSON.stringify(DOWNTOWN)), url: baseURL },
    { name: 'souk_module', value: String(m.id), url: baseURL },
  ]);
}

let phoneSeq = 0;
async function signUp(page: Page): Promise<void> {
  phoneSeq += 1;
  const n = `${(Date.now() + phoneSeq * 7919 + process.pid) % 10_000_000}`.padStart(7, '0');
  const phone = `+97155${n}`;
  const ownPage = { 'sec-fetch-site': 'same-origin' };
  const who = { name: 'Kept Cart', email: `kept-${n}@example.com`, phone, password: 'secret-123' };
  expect((await page.request.post('/api/v1/auth/sign-up', { headers: ownPage, data: { ...who, confirm_password: who.password } })).ok()).toBe(true);
  expect((await page.request.post('/api/v1/auth/verify-phone', { headers: ownPage, data: { phone, otp: '123456', verification_type: 'phone', login_type: 'manual' } })).ok()).toBe(true);
  expect((await page.context().cookies()).some((c) => c.name === 'souk_auth' && c.value === '1')).toBe(true);
}

const countButton = (page: Page, n: number) => page.getByRole('banner').getByRole('button', { name: `Cart (items: ${n})` }).last();

/** Leaves the moment the change shows: a reload, or another site and Back. */
async function leave(page: Page, how: Leave, url: string): Promise<void> {
  if (how === 'reload') {
    await page.reload({ waitUntil: 'commit' });
  } else {
    await page.goto(elsewhereUrl, { waitUntil: 'commit' });
    await expect(page.getByRole('heading', { name: 'Another site' })).toBeVisible();
    await page.goBack({ waitUntil: 'commit' });
  }
  await expect(page).toHaveURL(url);
  await page.waitForFunction(() => performance.getEntriesByName('Next.js-hydration').length > 0);
}

/** The cart's quantities on the server once nothing this tab kept is still on its way. */
async function settledCart(page: Page): Promise<number[]> {
  await expect.poll(() => page.evaluate(() => sessionStorage.getItem('souk_cart_outbox'))).toBeNull();
  const guest = (await page.context().cookies()).find((c) => c.name === 'souk_guest')?.value;
  const res = await page.request.get(`/api/v1/customer/cart/list${guest ? `?guest_id=${guest}` : ''}`);
  expect(res.status()).toBe(200);
  return ((await res.json()) as { quantity: number }[]).map((l) => l.quantity);
}

async function drawerRow(page: Page, count: number, name: string) {
  await countButton(page, count).click();
  const drawer = page.getByRole('dialog', { name: 'Shopping Cart' });
  return drawer.getByRole('group', { name: `Quantity of ${name}` });
}

/** Add, change the quantity, remove: each shown, then left at once in its own way. */
async function round(page: Page, item: SeedItem, ways: [Leave, Leave, Leave], signedIn: boolean): Promise<void> {
  const url = page.url();
  await page.getByRole('form', { name: `Buy ${item.name}` }).getByRole('button', { name: 'Add to Cart' }).click();
  await expect(countButton(page, 1)).toBeAttached();
  await leave(page, ways[0], url);
  await expect(countButton(page, 1)).toBeAttached();
  expect(await settledCart(page), `add, then ${ways[0]} (${signedIn ? 'customer' : 'guest'})`).toEqual([1]);

  const row = await drawerRow(page, 1, item.name);
  await row.getByRole('button', { name: 'Increase quantity' }).click();
  await expect(row.getByText('02')).toBeVisible();
  await leave(page, ways[1], url);
  expect(await settledCart(page), `quantity, then ${ways[1]}`).toEqual([2]);

  const again = await drawerRow(page, 1, item.name);
  await expect(again.getByText('02')).toBeVisible();
  await again.getByRole('button', { name: 'Decrease quantity' }).click();
  await again.getByRole('button', { name: `Remove ${item.name}` }).click();
  await expect(page.getByRole('dialog', { name: 'Shopping Cart' }).getByText('Your cart is empty')).toBeVisible();
  await leave(page, ways[2], url);
  await expect(countButton(page, 0)).toBeAttached();
  expect(await settledCart(page), `removal, then ${ways[2]}`).toEqual([]);
}

for (const who of ['guest', 'customer'] as const) {
  test(`a ${who}'s cart changes shown are kept when the page goes away at once (${ROUNDS} rounds)`, async ({ page, context, request, baseURL }) => {
    test.setTimeout(300_000);
    const item = await plainItem(request);
    await atHome(context, request, baseURL ?? '');
    if (who === 'customer') await signUp(page);
    for (let i = 0; i < ROUNDS; i += 1) {
      // a new guest each round: no guest id yet; the frame asks for one once the page has settled,
      // and an add before then asks for it itself (one request for both)
      if (who === 'guest') await atHome(context, request, baseURL ?? '');
      await page.goto(`/product/${item.slug}`);
      // every change is left both ways, ROUNDS / 2 times each
      const ways: [Leave, Leave, Leave] = i % 2 === 0 ? ['reload', 'elsewhere', 'reload'] : ['elsewhere', 'reload', 'elsewhere'];
      await round(page, item, ways, who === 'customer');
    }
  });
}
