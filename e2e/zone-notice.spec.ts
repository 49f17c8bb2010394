import { expect, test, type APIRequestContext, type BrowserContext } from './fixtures';
import { moduleOf } from './catalogue-helpers';

/**
 * A product whose store does not deliver to the shopper's delivery point says so before Add to
 * Cart (not only at the end of checkout), on the product page and in the item panel, and offers
 * to change the point. The page is rendered on the server per zone, and the shared page cache
 * never hands one zone's notice to another.
 */

const NOTICE = 'This store does not deliver to your delivery location.';
const NOTICE_AR = 'هذا المتجر لا يوصّل إلى موقع التوصيل الذي اخترته.';
/** The notice as rendered (the page's data also holds every string of the cart's translations). */
const rendered = (html: string, text: string) => html.includes(`>${text}</p>`);
/** Zone 2 (New Dubai & Marina); the grocery item below is sold by a store of zone 1 (Central Dubai). */
const MARINA = { lat: 25.0781, lng: 55.1395, address: 'Dubai Marina Walk, Dubai Marina' };
const DOWNTOWN = { lat: 25.1972, lng: 55.2744, address: 'Burj Khalifa, Downtown Dubai' };

interface SeedItem {
  name: string;
  slug: string;
  store_id: number;
  zone_id?: number;
}

/** The first item a zone-1 grocery store's page lists. */
async function zoneOneItem(request: APIRequestContext): Promise<{ item: SeedItem; moduleId: number }> {
  const m = await moduleOf(request, 'grocery');
  const headers = { zoneId: '[1]', moduleId: String(m.id) };
  const zoneOne = ((await (await request.get('/api/v1/items/latest?limit=20&offset=1', { headers })).json()) as { products: SeedItem[] }).products.find((p) => p.zone_id === 1);
  if (!zoneOne) throw new Error('the seed has no grocery item in zone 1');
  const listed = (await (await request.get(`/api/v1/items/latest?store_id=${zoneOne.store_id}&limit=20&offset=1&type=all`, { headers })).json()) as { products: SeedItem[] };
  const item = listed.products[0];
  if (!item) throw new Error('the zone-1 store lists no item');
  return { item, moduleId: m.id };
}

const cookieOf = (moduleId: number, zones: number[], point: typeof MARINA) =>
  `souk_zone=${encodeURIComponent(JSON.stringify(zones))}; souk_module=${moduleId}; souk_location=${encodeURIComponent(JSON.stringify(point))}`;

async function at(context: BrowserContext, baseURL: string, moduleId: number, zones: number[], point: typeof MARINA) {
  await context.addCookies([
    { name: 'souk_zone', value: encodeURIComponent(JSON.stringify(zones)), url: baseURL },
    { name: 'souk_location', value: encodeURIComponent(JSON.stringify(point)), url: baseURL },
    { name: 'souk_module', value: String(moduleId), url: baseURL },
  ]);
}

test('the server renders the notice for a point outside the store’s zone only, in both languages, and the shared cache keeps zones apart', async ({ playwright, request, baseURL }) => {
  const { item, moduleId } = await zoneOneItem(request);
  const bare = await playwright.request.newContext({ baseURL, storageState: { cookies: [], origins: [] } });
  const url = `/product/${item.slug}?zone-notice=${Date.now().toString(36)}`;
  const outside = cookieOf(moduleId, [2], MARINA);
  const inside = cookieOf(moduleId, [1], DOWNTOWN);
  const answers: { zone: string; cache: string | undefined; notice: boolean }[] = [];
  // the first render is the shopper's own (the cache learns the page is shared by scope); then shared renders and hits
  for (const [zone, cookie] of [['outside', outside], ['outside', outside], ['inside', inside], ['outside', outside], ['inside', inside]] as const) {
    const answer = await bare.get(url, { headers: { Cookie: cookie } });
    expect(answer.status()).toBe(200);
    answers.push({ zone, cache: answer.headers()['x-souk-cache'], notice: rendered(await answer.text(), NOTICE) });
  }
  expect(answers).toEqual([
    { zone: 'outside', cache: undefined, notice: true },
    { zone: 'outside', cache: 'MISS', notice: true },
    { zone: 'inside', cache: 'MISS', notice: false },
    { zone: 'outside', cache: 'HIT', notice: true },
    { zone: 'inside', cache: 'HIT', notice: false },
  ]);
  const arabic = await bare.get(`/ar/product/${item.slug}`, { headers: { Cookie: outside } });
  const html = await arabic.text();
  expect(rendered(html, NOTICE_AR)).toBe(true);
  expect(html).toContain('>تغيير موقع التوصيل</button>');
  // no delivery point chosen: nothing is claimed
  const unlocated = await bare.get(`/product/${item.slug}`, { headers: { Cookie: `souk_zone=${encodeURIComponent('[2]')}; souk_module=${moduleId}` } });
  expect(rendered(await unlocated.text(), NOTICE)).toBe(false);
  await bare.dispose();
});

test('the item panel says so before Add to Cart', async ({ page, context, request, baseURL }) => {
  const { item, moduleId } = await zoneOneItem(request);
  await at(context, baseURL ?? '', moduleId, [2], MARINA);
  await page.goto(`/store/${item.store_id}`);
  await page.getByRole('link', { name: item.name, exact: true }).first().click();
  const panel = page.getByRole('dialog', { name: item.name }).getByRole('form', { name: `Buy ${item.name}` });
  await expect(panel.getByText(NOTICE)).toBeVisible();
  await expect(panel.getByRole('button', { name: 'Change delivery location' })).toBeVisible();
  await expect(panel.getByRole('button', { name: 'Add to Cart' })).toBeVisible();
});

test('on the product page the shopper changes the delivery point from the notice and stays on the product', async ({ page, context, request, baseURL }) => {
  const { item, moduleId } = await zoneOneItem(request);
  await at(context, baseURL ?? '', moduleId, [2], MARINA);
  await page.goto(`/product/${item.slug}`);
  const panel = page.getByRole('form', { name: `Buy ${item.name}` });
  await expect(panel.getByText(NOTICE)).toBeVisible();
  await panel.getByRole('button', { name: 'Change delivery location' }).click();

  const dialog = page.getByRole('dialog', { name: 'Pick Location' });
  await expect(dialog.getByRole('region', { name: 'Map' })).toBeVisible();
  await dialog.getByRole('combobox', { name: 'Search location' }).fill('Burj Khalifa');
  await page.getByRole('option', { name: /Burj Khalifa/ }).first().click();
  const pick = dialog.getByRole('button', { name: 'Pick Locations' });
  await expect(pick).toBeEnabled();
  await pick.click();

  await expect(page.getByText('New location has been set.')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(new RegExp(`/product/${item.slug}$`));
  await expect.poll(async () => decodeURIComponent((await context.cookies()).find((c) => c.name === 'souk_zone')?.value ?? '')).toBe('[1]');
  await expect(panel.getByText(NOTICE)).toHaveCount(0);
  await expect(panel.getByRole('button', { name: 'Add to Cart' })).toBeVisible();
});
