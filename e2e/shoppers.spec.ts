import type { Browser } from '@playwright/test';
import { hashKey } from '@tanstack/react-query';
import { expandState, type CompactState } from '../src/lib/compact-state';
import { expect, test, type APIRequestContext } from './fixtures';
import { moduleOf, nearEveryBlock } from './catalogue-helpers';

/**
 * Shoppers with cookies share pages rendered once per scope (docs/performance.md, "Who shares
 * which page"): the shared page holds nothing of any one shopper, and each browser fills in its
 * own cart, account, wishlist and address. Two signed-in shoppers of one zone with different
 * carts, wishlists and addresses; two guests with different carts; a shopper of another zone.
 */

interface Item {
  id: number;
  name: string;
  slug: string;
  store_id: number;
  stock?: number;
  maximum_cart_quantity: number | null;
  variations: unknown[];
  choice_options: unknown[];
  food_variations?: { required: string }[];
}

interface Account {
  name: string;
  email: string;
  token: string;
}

let seq = 0;
const unique = () => `${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;
const located = (lat: number, lng: number, address: string) => encodeURIComponent(JSON.stringify({ lat, lng, address }));

/** A new account, signed up as another client of the API would (the token comes back in the answer). */
async function account(request: APIRequestContext, first: string): Promise<Account> {
  seq += 1;
  const n = `${Date.now() % 1_000_000}`.padStart(6, '0');
  const who = { name: `${first} Tester`, email: `${first.toLowerCase()}-${n}-${seq}@example.com`, phone: `+97158${n}${seq % 10}`, password: 'secret-123' };
  const signUp = await request.post('/api/v1/auth/sign-up', { data: { ...who, confirm_password: who.password } });
  expect(signUp.ok()).toBe(true);
  let token = ((await signUp.json()) as { token?: string | null }).token;
  if (!token) {
    const verified = await request.post('/api/v1/auth/verify-phone', { data: { phone: who.phone, otp: '123456', verification_type: 'phone', login_type: 'manual' } });
    expect(verified.ok()).toBe(true);
    token = ((await verified.json()) as { token?: string | null }).token;
  }
  if (!token) throw new Error('no token for the new shopper');
  return { name: first, email: who.email, token };
}

/** Three items of one grocery store that go into a cart without choosing options. */
async function plainItems(request: APIRequestContext, moduleId: number): Promise<Item[]> {
  const list = (await (await request.get('/api/v1/items/latest?limit=100&offset=1', { headers: { zoneId: '[1]', moduleId: String(moduleId) } })).json()) as { products: Item[] };
  const plain = list.products.filter((x) => !x.variations.length && !x.choice_options.length && !(x.food_variations ?? []).some((g) => g.required === 'on') && (x.stock ?? 10) > 5);
  for (const first of plain) {
    const same = plain.filter((x) => x.store_id === first.store_id);
    if (same.length >= 3) return same.slice(0, 3);
  }
  throw new Error('no grocery store with three plain items');
}

async function addToCart(request: APIRequestContext, owner: { token?: string; guest?: string }, item: Item) {
  const answer = await request.post('/api/v1/customer/cart/add', {
    headers: owner.token ? { Authorization: `Bearer ${owner.token}` } : {},
    data: { ...(owner.guest ? { guest_id: owner.guest } : {}), model: 'Item', item_id: item.id, quantity: 1, price: 0, add_on_ids: [], add_on_qtys: [], variation: [] },
  });
  expect(answer.ok()).toBe(true);
}

async function guestId(request: APIRequestContext): Promise<string> {
  return String(((await (await request.post('/api/v1/auth/guest/request', { data: {} })).json()) as { guest_id: number }).guest_id);
}

function cookieOf(moduleId: number, zone: number[], address: string, lat: number, own: string): string {
  return `souk_zone=${encodeURIComponent(JSON.stringify(zone))}; souk_module=${moduleId}; souk_location=${located(lat, 55.27, address)}; ${own}`;
}

/**
 * The dehydrated queries of a page that repeat another: the same key, or the same call (the
 * key's names, without its scope and paging) spelt with another scope and holding the same data.
 */
function duplicateQueries(html: string): string[] {
  const match = /<script id="__NEXT_DATA__" type="application\/json"[^>]*>([\s\S]*?)<\/script>/.exec(html);
  if (!match?.[1]) throw new Error('no __NEXT_DATA__');
  // the page carries its queries compactly (src/lib/compact-state.ts): TanStack's form again
  const compact = (JSON.parse(match[1]) as { props: { pageProps: { dehydratedState: CompactState } } }).props.pageProps.dehydratedState;
  const queries = expandState(compact, hashKey).queries;
  const seen = new Map<string, string>();
  const twice: string[] = [];
  for (const q of queries) {
    const call = JSON.stringify(q.queryKey.filter((part) => typeof part === 'string'));
    const sameCall = `${call} ${JSON.stringify(q.state.data ?? null)}`;
    const earlier = seen.get(q.queryHash) ?? seen.get(sameCall);
    if (earlier) twice.push(`${q.queryHash} repeats ${earlier}`);
    seen.set(q.queryHash, q.queryHash);
    seen.set(sameCall, q.queryHash);
  }
  return twice;
}

test.describe('every shopper', () => {
  let bare: APIRequestContext;
  test.beforeEach(async ({ playwright, baseURL }) => {
    bare = await playwright.request.newContext({ baseURL, storageState: { cookies: [], origins: [] } });
  });
  test.afterEach(async () => {
    await bare.dispose();
  });

  test('two signed-in shoppers of one zone share one render holding neither one’s data; another zone gets its own', async ({ request }) => {
    const grocery = await moduleOf(request, 'grocery');
    const [first, second, third] = await plainItems(request, grocery.id);
    if (!first || !second || !third) throw new Error('no items');
    const [a, b] = [await account(request, 'Zumurrud'), await account(request, 'Yaqoot')];
    await addToCart(request, { token: a.token }, first);
    await addToCart(request, { token: b.token }, first);
    await addToCart(request, { token: b.token }, second);
    const cookieA = cookieOf(grocery.id, [1], 'Villa 7, Al Wasl Road', 25.213579, `souk_token=${a.token}; souk_auth=1`);
    const cookieB = cookieOf(grocery.id, [1], 'Flat 902, Marina Gate', 25.087531, `souk_token=${b.token}; souk_auth=1`);
    const url = `/product/${third.slug}?shoppers=${unique()}`;

    const answers = [];
    for (const cookie of [cookieA, cookieA, cookieB, cookieB]) answers.push(await bare.get(url, { headers: { Cookie: cookie } }));
    const html = await Promise.all(answers.map((r) => r.text()));
    for (const r of answers) expect(r.status()).toBe(200);
    // the first visit, before the page had said it can be shared, is A's own page
    expect(answers[0]?.headers()['x-souk-cache']).toBeUndefined();
    expect(html[0]).toContain(`>${a.name}<`);
    expect(html[0]).not.toContain(b.name);
    // then one render for the scope serves both
    expect(answers.slice(1).map((r) => r.headers()['x-souk-cache'])).toEqual(['MISS', 'HIT', 'HIT']);
    expect(html[3]).toBe(html[1]);
    for (const page of html.slice(1)) {
      for (const secret of [a.token, b.token, a.email, b.email, a.name, b.name, 'Al Wasl', 'Marina Gate', '25.213579', '25.087531']) expect(page).not.toContain(secret);
      expect(page).toContain('"zoneIds":[1]');
      expect(page).toContain('"guestId":null');
    }

    const otherZone = await bare.get(url, { headers: { Cookie: cookieB.replace(encodeURIComponent('[1]'), encodeURIComponent('[2]')) } });
    expect(otherZone.headers()['x-souk-cache']).toBe('MISS');
    const zoned = await otherZone.text();
    expect(zoned).toContain('"zoneIds":[2]');
    expect(zoned).not.toContain(b.name);
  });

  test('two guests with different carts share the page and neither guest id is in it', async ({ request }) => {
    const grocery = await moduleOf(request, 'grocery');
    const [first, second] = await plainItems(request, grocery.id);
    if (!first || !second) throw new Error('no items');
    const [g1, g2] = [await guestId(request), await guestId(request)];
    await addToCart(request, { guest: g1 }, first);
    await addToCart(request, { guest: g2 }, first);
    await addToCart(request, { guest: g2 }, second);
    const url = `/product/${second.slug}?shoppers=${unique()}`;
    const cookie1 = cookieOf(grocery.id, [1], 'Villa 7, Al Wasl Road', 25.213579, `souk_guest=${g1}`);
    const cookie2 = cookieOf(grocery.id, [1], 'Flat 902, Marina Gate', 25.087531, `souk_guest=${g2}`);
    const own = await bare.get(url, { headers: { Cookie: cookie1 } });
    expect(await own.text()).toContain(`"guestId":"${g1}"`);
    const shared1 = await bare.get(url, { headers: { Cookie: cookie1 } });
    const shared2 = await bare.get(url, { headers: { Cookie: cookie2 } });
    expect([shared1.headers()['x-souk-cache'], shared2.headers()['x-souk-cache']]).toEqual(['MISS', 'HIT']);
    const html = await shared2.text();
    expect(html).toBe(await shared1.text());
    expect(html).toContain('"guestId":null');
    for (const secret of [`"guestId":"${g1}"`, `"guestId":"${g2}"`, 'Al Wasl', 'Marina Gate']) expect(html).not.toContain(secret);
    // the page without JavaScript still shows the form's outcome for that guest alone
    const afterForm = await bare.get(`${url}&cart=added`, { headers: { Cookie: cookie2 } });
    await bare.get(`${url}&cart=added`, { headers: { Cookie: cookie2 } });
    expect(afterForm.headers()['x-souk-cache']).toBeUndefined();
    expect((await bare.get(`${url}&cart=added`, { headers: { Cookie: cookie1 } })).headers()['x-souk-cache']).toBeUndefined();
  });

  test('the dehydrated state carries each query once, for every shopper', async ({ request }) => {
    const grocery = await moduleOf(request, 'grocery');
    const food = await moduleOf(request, 'food');
    const [item] = await plainItems(request, grocery.id);
    if (!item) throw new Error('no items');
    const storeAnswer = (await (await request.get(`/api/v1/stores/details/${item.store_id}`, { headers: { zoneId: '[1]', moduleId: String(grocery.id) } })).json()) as { slug?: string; id: number };
    const guest = await guestId(request);
    const pages = [
      { path: `/product/${item.slug}`, moduleId: grocery.id },
      { path: `/store/${storeAnswer.slug ?? storeAnswer.id}`, moduleId: grocery.id },
      { path: `/home?module_id=${food.id}`, moduleId: food.id },
    ];
    for (const { path, moduleId } of pages) {
      for (const cookie of [undefined, cookieOf(moduleId, [1], 'Villa 7', 25.213579, `souk_guest=${guest}`)]) {
        // twice: the shopper's own render, then the shared one
        for (let i = 0; i < 2; i += 1) {
          const answer = await bare.get(`${path}${path.includes('?') ? '&' : '?'}dup=${unique()}`, { headers: cookie ? { Cookie: cookie } : {} });
          expect(answer.status()).toBe(200);
          expect(duplicateQueries(await answer.text()), `${path} ${cookie ? 'with a location and a cart' : 'anonymous'}`).toEqual([]);
        }
      }
    }
  });
});

/** A browser signed in as a new shopper (through the site's own gateway: the token stays in the httpOnly cookie). */
async function signedInBrowser(browser: Browser, baseURL: string, first: string, moduleId: number, address: string, lat: number) {
  const context = await browser.newContext({ baseURL, viewport: { width: 1280, height: 900 } });
  seq += 1;
  const n = `${Date.now() % 1_000_000}`.padStart(6, '0');
  const who = { name: `${first} Tester`, email: `${first.toLowerCase()}-${n}-${seq}@example.com`, phone: `+97159${n}${seq % 10}`, password: 'secret-123' };
  const ownPage = { 'sec-fetch-site': 'same-origin' };
  expect((await context.request.post('/api/v1/auth/sign-up', { headers: ownPage, data: { ...who, confirm_password: who.password } })).ok()).toBe(true);
  const cookies = await context.cookies();
  if (!cookies.some((c) => c.name === 'souk_token')) {
    expect((await context.request.post('/api/v1/auth/verify-phone', { headers: ownPage, data: { phone: who.phone, otp: '123456', verification_type: 'phone', login_type: 'manual' } })).ok()).toBe(true);
  }
  await context.addCookies([
    { name: 'souk_zone', value: encodeURIComponent('[1]'), url: baseURL },
    { name: 'souk_module', value: String(moduleId), url: baseURL },
    { name: 'souk_location', value: located(lat, 55.27, address), url: baseURL },
  ]);
  return context;
}

test('in the browser, a shared page shows each shopper their own cart count, name, wishlist heart and address', async ({ browser, request, baseURL }) => {
  const base = baseURL ?? '';
  const grocery = await moduleOf(request, 'grocery');
  const [first, second, shown] = await plainItems(request, grocery.id);
  if (!first || !second || !shown) throw new Error('no items');
  const a = await signedInBrowser(browser, base, 'Zumurrud', grocery.id, 'Villa 7, Al Wasl Road', 25.213579);
  const b = await signedInBrowser(browser, base, 'Yaqoot', grocery.id, 'Flat 902, Marina Gate', 25.087531);
  const ownPage = { 'sec-fetch-site': 'same-origin' };
  const add = async (context: typeof a, item: Item) =>
    expect(
      (
        await context.request.post('/api/v1/customer/cart/add', {
          headers: ownPage,
          data: { model: 'Item', item_id: item.id, quantity: 1, price: 0, add_on_ids: [], add_on_qtys: [], variation: [] },
        })
      ).ok(),
    ).toBe(true);
  await add(a, first);
  await add(b, first);
  await add(b, second);
  expect((await a.request.post(`/api/v1/customer/wish-list/add?item_id=${shown.id}`, { headers: ownPage })).ok()).toBe(true);

  const url = `/product/${shown.slug}?shoppers=${unique()}`;
  // A's first visit teaches the cache that the product page can be shared
  const pageA = await a.newPage();
  await pageA.goto(url);
  const answerA = await pageA.reload();
  expect(answerA?.headers()['x-souk-cache']).toBe('MISS');
  const pageB = await b.newPage();
  const answerB = await pageB.goto(url);
  expect(answerB?.headers()['x-souk-cache']).toBe('HIT');

  for (const [page, name, count, address, heart] of [
    [pageA, 'Zumurrud', 1, 'Villa 7, Al Wasl Road', `Remove ${shown.name} from wishlist`],
    [pageB, 'Yaqoot', 2, 'Flat 902, Marina Gate', `Add ${shown.name} to wishlist`],
  ] as const) {
    const header = page.getByRole('banner');
    await expect(header.getByRole('button', { name: 'My account' })).toContainText(name);
    await expect(header.getByRole('button', { name: `Cart (items: ${count})` }).last()).toBeVisible();
    await expect(header.getByRole('button', { name: `Delivery location: ${address}` }).last()).toBeVisible();
    await expect(page.getByRole('main').getByRole('button', { name: heart }).first()).toBeVisible();
  }
  await a.close();
  await b.close();
});

test('shoppers at different points share one render of the home and the store page, each seeing distances and the nearest-first order for their own point', async ({ browser, request, baseURL }) => {
  const base = baseURL ?? '';
  const grocery = await moduleOf(request, 'grocery');
  const points = [
    { first: 'Zumurrud', address: 'Villa 7, Al Wasl Road', lat: 25.213579 },
    { first: 'Yaqoot', address: 'Flat 902, Marina Gate', lat: 25.087531 },
  ];
  // what the API says for each point: the top offers nearest first, with their distances in metres
  const expected = await Promise.all(
    points.map(async (p) => {
      const answer = await request.get('/api/v1/stores/top-offer-near-me?limit=12&offset=1', { headers: { zoneId: '[1]', moduleId: String(grocery.id), latitude: String(p.lat), longitude: '55.27' } });
      const body = (await answer.json()) as { total_size: number; stores: { name: string; slug: string; distance: number }[] };
      // the home shows them all, so the order is the whole story
      expect(body.total_size).toBeLessThanOrEqual(12);
      return body.stores.map((s) => ({ name: s.name, slug: s.slug, km: `${(s.distance / 1000).toFixed(2)} km` }));
    }),
  );
  const [near, far] = expected;
  if (!near?.length || !far?.length) throw new Error('no top offers in the grocery module');
  expect(near.map((s) => s.name)).not.toEqual(far.map((s) => s.name));

  const shoppers = await Promise.all(points.map((p) => signedInBrowser(browser, base, p.first, grocery.id, p.address, p.lat)));
  const [a, b] = shoppers;
  if (!a || !b) throw new Error('no shoppers');
  const store = near[0];
  if (!store) throw new Error('no store');
  for (const path of [`/home?crowd=${unique()}`, `/store/${store.slug}?crowd=${unique()}`]) {
    // A's first visit teaches the cache that the page is shared by the scope; then one render serves both points
    const pageA = await a.newPage();
    await pageA.goto(path);
    expect((await pageA.reload())?.headers()['x-souk-cache']).toBe('MISS');
    const pageB = await b.newPage();
    expect((await pageB.goto(path))?.headers()['x-souk-cache']).toBe('HIT');
    for (const [page, own] of [
      [pageA, near],
      [pageB, far],
    ] as const) {
      if (path.startsWith('/home')) {
        // below a signed-in shopper's first screen ('Visit again' takes a place in it): it comes as they near it
        await nearEveryBlock(page);
        const offers = page.getByRole('region', { name: 'Top offers near me' });
        await expect(offers.getByRole('heading', { level: 3 })).toHaveText(own.map((s) => s.name));
        for (const s of own) await expect(offers.getByRole('article').filter({ hasText: s.name })).toContainText(s.km);
      } else {
        const mine = own.find((s) => s.slug === store.slug);
        await expect(page.getByRole('main')).toContainText(mine?.km ?? 'missing');
      }
    }
    await pageA.close();
    await pageB.close();
  }
  await a.close();
  await b.close();
});
