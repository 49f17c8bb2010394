import { expect, test, type APIRequestContext } from './fixtures';
import { moduleOf } from './catalogue-helpers';

interface SeedItem {
  slug: string;
  name: string;
  image_full_url: string | null;
}

async function anEcommerceItem(request: APIRequestContext): Promise<SeedItem> {
  const m = await moduleOf(request, 'ecommerce');
  const res = await request.get('/api/v1/items/latest?limit=20&offset=1', { headers: { zoneId: '[1,2]', moduleId: String(m.id) } });
  const item = ((await res.json()) as { products: SeedItem[] }).products.find((p) => p.image_full_url);
  if (!item) throw new Error('no ecommerce item with a picture');
  return item;
}

test('on a desktop, hovering the product picture magnifies the part under the mouse; leaving it ends the zoom', async ({ page, request }) => {
  const item = await anEcommerceItem(request);
  await page.goto(`/product/${item.slug}`);
  const picture = page.getByRole('img', { name: item.name, exact: true }).first();
  const box = await picture.boundingBox();
  if (!box) throw new Error('the picture is not laid out');
  const magnified = page.getByRole('img', { name: `${item.name}, magnified` });
  await expect(magnified).toHaveCount(0);

  await page.mouse.move(box.x + box.width * 0.2, box.y + box.height * 0.3);
  await page.mouse.move(box.x + box.width * 0.25, box.y + box.height * 0.3);
  await expect(magnified).toBeVisible();
  // the sharper copy has arrived and is drawn larger than the frame, around the pointer
  await expect.poll(() => magnified.locator('img').evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  const zoomed = await magnified.locator('img').boundingBox();
  expect(zoomed?.width ?? 0).toBeGreaterThan(box.width * 2);
  const originAt = () => magnified.evaluate((el) => getComputedStyle(el).transformOrigin);
  const first = await originAt();
  await page.mouse.move(box.x + box.width * 0.8, box.y + box.height * 0.7);
  await expect.poll(originAt).not.toBe(first);

  await page.mouse.move(box.x + box.width / 2, box.y + box.height + 200);
  await expect(magnified).toHaveCount(0);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('a tap on the product picture does not open the magnifier', async ({ page, request }) => {
    const item = await anEcommerceItem(request);
    await page.goto(`/product/${item.slug}`);
    await page.getByRole('img', { name: item.name, exact: true }).first().tap();
    await expect(page.getByRole('img', { name: item.name, exact: true }).first()).toBeVisible();
    await expect(page.getByRole('img', { name: `${item.name}, magnified` })).toHaveCount(0);
  });
});

test('the quick view of a food card is the item panel: picture with magnifier, badges, heart, rating and description', async ({ page, context, request, baseURL }) => {
  const m = await moduleOf(request, 'food');
  await context.addCookies([
    { name: 'souk_zone', value: encodeURIComponent('[1,2]'), url: baseURL ?? '' },
    { name: 'souk_location', value: encodeURIComponent(JSON.stringify({ lat: 25.1972, lng: 55.2744, address: 'Downtown Dubai' })), url: baseURL ?? '' },
    { name: 'souk_module', value: String(m.id), url: baseURL ?? '' },
  ]);
  const res = await request.get('/api/v1/items/latest?limit=50&offset=1', { headers: { zoneId: '[1,2]', moduleId: String(m.id) } });
  const dish = ((await res.json()) as { products: (SeedItem & { store_id: number; veg: number })[] }).products.find((p) => p.image_full_url);
  if (!dish) throw new Error('no food item with a picture');
  await page.goto(`/store/${dish.store_id}`);
  await page.getByRole('link', { name: dish.name, exact: true }).first().click();
  const modal = page.getByRole('dialog', { name: dish.name });
  await expect(modal).toBeVisible();
  await expect(modal.getByText(dish.veg ? 'Veg' : 'Non-Veg', { exact: true })).toBeVisible();
  await expect(modal.getByRole('button', { name: `Add ${dish.name} to wishlist` })).toBeVisible();
  await expect(modal.getByRole('img', { name: /^Rated .* out of 5$/ })).toBeVisible();

  const picture = modal.getByRole('img', { name: dish.name, exact: true });
  const box = await picture.boundingBox();
  if (!box) throw new Error('the picture is not laid out');
  await page.mouse.move(box.x + box.width * 0.3, box.y + box.height * 0.3);
  await page.mouse.move(box.x + box.width * 0.35, box.y + box.height * 0.3);
  await expect(modal.getByRole('img', { name: `${dish.name}, magnified` })).toBeVisible();
});
