import { expect, test, type APIRequestContext, type BrowserContext } from './fixtures';
import { moduleOf } from './catalogue-helpers';

/** The wishlist drawer as a signed-in shopper on a phone uses it. */
test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

const DOWNTOWN = { lat: 25.1972, lng: 55.2744, address: 'Burj Khalifa, Downtown Dubai' };

interface SeedItem {
  id: number;
  slug: string;
  name: string;
  stock: number;
  variations: unknown[];
  choice_options: unknown[];
  food_variations: { required: string }[];
}

const plain = (x: SeedItem) => x.variations.length === 0 && x.choice_options.length === 0 && !x.food_variations.some((g) => g.required === 'on');

async function groceryItems(request: APIRequestContext): Promise<SeedItem[]> {
  const m = await moduleOf(request, 'grocery');
  const res = await request.get('/api/v1/items/latest?limit=100&offset=1', { headers: { zoneId: '[1,2]', moduleId: String(m.id) } });
  return ((await res.json()) as { products: SeedItem[] }).products;
}

/** A new, verified shopper signed in on this context (through the gateway, as the site's own page). */
async function signIn(context: BrowserContext, request: APIRequestContext, baseURL: string) {
  const n = `${Date.now() % 1_000_000}`.padStart(6, '0');
  const who = { name: 'Huda Wish', email: `wish-${n}@example.com`, phone: `+97155${n}1`, password: 'secret-123' };
  const ownPage = { 'sec-fetch-site': 'same-origin' };
  expect((await request.post('/api/v1/auth/sign-up', { headers: ownPage, data: { ...who, confirm_password: who.password } })).ok()).toBe(true);
  const verified = await request.post('/api/v1/auth/verify-phone', { headers: ownPage, data: { phone: who.phone, otp: '123456', verification_type: 'phone', login_type: 'manual' } });
  expect(verified.ok()).toBe(true);
  const m = await moduleOf(request, 'grocery');
  await context.addCookies([
    { name: 'souk_zone', value: encodeURIComponent('[1,2]'), url: baseURL },
    { name: 'souk_location', value: encodeURIComponent(JSON.stringify(DOWNTOWN)), url: baseURL },
    { name: 'souk_module', value: String(m.id), url: baseURL },
  ]);
}

test('a hearted item is in the wishlist drawer, goes to the cart from its row, and is deleted after a confirmation', async ({ page, context, baseURL }) => {
  await signIn(context, page.request, baseURL ?? '');
  const items = await groceryItems(page.request);
  const item = items.find((x) => plain(x) && x.stock > 3);
  if (!item) throw new Error('no plain grocery item in stock');

  await page.goto(`/product/${item.slug}`);
  await page.getByRole('button', { name: `Add ${item.name} to wishlist` }).first().click();
  await expect(page.getByRole('button', { name: `Remove ${item.name} from wishlist` }).first()).toBeVisible();

  await page.getByRole('banner').getByRole('button', { name: 'Wishlist' }).last().click();
  const drawer = page.getByRole('dialog', { name: 'Wishlist' });
  await expect(drawer.getByRole('link', { name: item.name })).toBeVisible();

  // add to cart from the row: the count in the header and the row's own count follow
  await drawer.getByRole('button', { name: `Add ${item.name} to cart` }).click();
  await expect(page.getByText('Item added to cart')).toBeVisible();
  await expect(drawer.getByRole('group', { name: `Quantity of ${item.name}` })).toContainText('01');
  await drawer.getByRole('group', { name: `Quantity of ${item.name}` }).getByRole('button', { name: 'Increase quantity' }).click();
  await expect(drawer.getByRole('group', { name: `Quantity of ${item.name}` })).toContainText('02');

  // delete asks first; Cancel keeps it, Remove takes it away
  await drawer.getByRole('button', { name: `Remove ${item.name} from wishlist` }).click();
  const confirm = page.getByRole('dialog', { name: 'Remove this from your wishlist?' });
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(drawer.getByRole('link', { name: item.name })).toBeVisible();
  await drawer.getByRole('button', { name: `Remove ${item.name} from wishlist` }).click();
  await confirm.getByRole('button', { name: 'Remove' }).click();
  await expect(drawer.getByText('No favourite items found')).toBeVisible();

  // the server agrees (the drawer shows the removal at once, while its call may still be on the way), and the page's heart follows
  await expect
    .poll(async () => ((await (await page.request.get('/api/v1/customer/wish-list')).json()) as { item: { id: number }[] }).item.map((i) => i.id))
    .not.toContain(item.id);
  await drawer.getByRole('button', { name: 'Close' }).click();
  await expect(page.getByRole('button', { name: `Add ${item.name} to wishlist` }).first()).toBeVisible();
  await expect(page.getByRole('banner').getByRole('button', { name: 'Cart (items: 1)' }).last()).toBeAttached();
  const lines = (await (await page.request.get('/api/v1/customer/cart/list')).json()) as { item_id: number; quantity: number }[];
  expect(lines.map((l) => [l.item_id, l.quantity])).toEqual([[item.id, 2]]);
});

test('a wishlisted item with options opens its own page from the row, and the drawer closes', async ({ page, context, baseURL }) => {
  await signIn(context, page.request, baseURL ?? '');
  const items = await groceryItems(page.request);
  const item = items.find((x) => !plain(x) && x.stock > 0);
  if (!item) throw new Error('no grocery item with options');
  const added = await page.request.post(`/api/v1/customer/wish-list/add?item_id=${item.id}`, { headers: { 'sec-fetch-site': 'same-origin' } });
  expect(added.ok()).toBe(true);

  await page.goto('/home');
  await page.getByRole('banner').getByRole('button', { name: 'Wishlist' }).last().click();
  const drawer = page.getByRole('dialog', { name: 'Wishlist' });
  await drawer.getByRole('link', { name: `Add ${item.name}: choose options` }).click();
  await expect(page).toHaveURL(new RegExp(`/product/${item.slug}$`));
  await expect(drawer).toHaveCount(0);
  await expect(page.getByRole('form', { name: `Buy ${item.name}` })).toBeVisible();
});

test('a store is hearted from its page: the heart sits at the end of the name’s row, and the store is in the drawer', async ({ page, context, baseURL }) => {
  await signIn(context, page.request, baseURL ?? '');
  const m = await moduleOf(page.request, 'grocery');
  const res = await page.request.get('/api/v1/stores/get-stores/all?offset=1&limit=5', { headers: { zoneId: '[1,2]', moduleId: String(m.id) } });
  const store = ((await res.json()) as { stores: { slug: string; name: string }[] }).stores[0];
  if (!store) throw new Error('no grocery store');

  await page.goto(`/store/${store.slug}`);
  const name = page.getByRole('heading', { level: 1, name: store.name });
  const heart = page.getByRole('button', { name: `Add ${store.name} to wishlist` });
  const [nameBox, heartBox] = [await name.boundingBox(), await heart.boundingBox()];
  if (!nameBox || !heartBox) throw new Error('the name or the heart is not laid out');
  // a tap-sized heart beside the name, not a bar as wide as the page
  expect(heartBox.width).toBeLessThanOrEqual(56);
  const heartMiddle = heartBox.y + heartBox.height / 2;
  expect(heartMiddle).toBeGreaterThan(nameBox.y);
  expect(heartMiddle).toBeLessThan(nameBox.y + nameBox.height);

  await heart.click();
  await expect(page.getByRole('button', { name: `Remove ${store.name} from wishlist` })).toBeVisible();
  await page.getByRole('banner').getByRole('button', { name: 'Wishlist' }).last().click();
  const drawer = page.getByRole('dialog', { name: 'Wishlist' });
  await drawer.getByRole('tab', { name: 'Stores' }).click();
  await expect(drawer.getByRole('link', { name: store.name })).toBeVisible();
});
