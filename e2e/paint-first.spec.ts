import { expect, test, type Page, type Route } from './fixtures';
import { aStoreAndProduct } from './catalogue-helpers';

/** The page's JavaScript has been started (the loader inserts Next's main chunk). */
function mainScript(page: Page) {
  return page.locator('script[src*="/chunks/main-"]');
}

/** Clicking the theme switch works only once React has hydrated the header. */
async function switchToDark(page: Page) {
  await expect(async () => {
    // once a click has changed the theme the button is named for the way back, and <html> follows
    // in an effect: a busy phone may take longer than a try, so the next try waits instead of clicking
    const toDark = page.getByRole('button', { name: 'Switch to dark theme' }).first();
    if (await toDark.isVisible()) await toDark.click({ timeout: 1000 });
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark', { timeout: 1000 });
  }).toPass();
}

test.describe('the first screen paints before the page’s JavaScript runs', () => {
  test('a product page shows its content while its pictures are on the way, then runs its JavaScript once they arrive', async ({ page, request }) => {
    const { product } = await aStoreAndProduct(request, 'ecommerce');
    const held: Route[] = [];
    let holding = true;
    await page.route('**/_next/image**', (route) => (holding ? held.push(route) : route.continue()));
    const chunks: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/_next/static/chunks/')) chunks.push(request.url());
    });

    await page.goto(`/product/${product.slug}`, { waitUntil: 'domcontentloaded' });
    await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
    await expect.poll(() => held.length).toBeGreaterThan(0);
    // the shared runtime is fetched at once at low priority (SOUK_SCRIPT_LOADING=early), the
    // page's own chunks after it (at the first paint), and none runs before the first screen has
    // painted with its pictures
    await page.waitForTimeout(300);
    await expect(page.locator('link[rel="preload"][as="script"][href*="/chunks/main-"]')).toHaveCount(1);
    await expect(page.locator('link[rel="preload"][as="script"][href*="/chunks/framework-"]')).toHaveCount(1);
    const firstPageChunk = chunks.findIndex((url) => url.includes('/chunks/pages/'));
    const framework = chunks.findIndex((url) => url.includes('/chunks/framework-'));
    expect(framework).toBeGreaterThanOrEqual(0);
    if (firstPageChunk >= 0) expect(firstPageChunk).toBeGreaterThan(framework);
    await expect(mainScript(page)).toHaveCount(0);

    holding = false;
    for (const route of held.splice(0)) await route.continue();
    await expect(mainScript(page)).toHaveCount(1);
    await switchToDark(page);
  });

  test('a tap while the pictures are on the way starts the page at once', async ({ page, request }) => {
    const { product } = await aStoreAndProduct(request, 'ecommerce');
    await page.route('**/_next/image**', () => undefined); // never answered
    await page.goto(`/product/${product.slug}`, { waitUntil: 'domcontentloaded' });
    await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
    await expect(mainScript(page)).toHaveCount(0);
    await page.getByRole('heading', { level: 1 }).click();
    await expect(mainScript(page)).toHaveCount(1);
    await switchToDark(page);
  });

  test('a picture that never arrives does not keep the page from working', async ({ page, request }) => {
    const { store } = await aStoreAndProduct(request, 'ecommerce');
    await page.route('**/_next/image**', (route) => route.abort());
    await page.goto(`/store/${store.slug}`, { waitUntil: 'domcontentloaded' });
    await expect(page.getByRole('heading', { level: 1, name: store.name })).toBeVisible();
    await switchToDark(page);
  });

  test('catalogue pages send their content in document order, none of it hidden for a script to reveal', async ({ request }) => {
    const { store, product } = await aStoreAndProduct(request, 'ecommerce');
    for (const path of ['/', '/home?module_id=1', `/store/${store.slug}`, `/product/${product.slug}`, '/categories']) {
      const html = await (await request.get(path)).text();
      expect(html, path).toContain('<main');
      expect(html, path).not.toMatch(/<div hidden id="S:/);
      expect(html, path).not.toContain('$RC(');
    }
  });
});
