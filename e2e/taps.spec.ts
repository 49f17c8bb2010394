import type { Browser } from '@playwright/test';
import { expect, test, type Locator, type Page } from './fixtures';
import { aStoreAndProduct, moduleOf } from './catalogue-helpers';

/**
 * A shopper on a slow phone taps as soon as a control is on screen. On the throttled profile
 * of the bench (4× CPU, 150 ms latency, 1.6 Mbps, no cache), a tap at the `load` event, often
 * before React has a root on the page, must take effect once the page can answer it: once, not
 * lost and not twice.
 */
test.describe.configure({ mode: 'serial' });
test.setTimeout(150_000);

async function slowPhone(browser: Browser, baseURL: string | undefined): Promise<Page> {
  const context = await browser.newContext({ baseURL, viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true });
  const page = await context.newPage(); // not the fixture's page: this one stops at the load event
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 150, downloadThroughput: 200_000, uploadThroughput: 96_000 });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  return page;
}

async function tapAtLoad(page: Page, path: string, control: (page: Page) => Locator) {
  await page.goto(path, { waitUntil: 'load', timeout: 60_000 });
  const box = await control(page).boundingBox();
  if (!box) throw new Error(`nothing to tap on ${path}`);
  await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
}

const locationButton = (page: Page) => page.locator('header').getByRole('button', { name: /delivery location/i }).first();
const signIn = (page: Page) => page.locator('header').getByRole('button', { name: 'Sign In' }).first();

interface Place {
  name: string;
  path: string;
  card: (page: Page) => Locator;
}

async function places(request: Parameters<typeof moduleOf>[0]): Promise<Place[]> {
  const food = await moduleOf(request, 'food');
  const { product } = await aStoreAndProduct(request, 'ecommerce');
  return [
    { name: 'the landing page', path: '/', card: (page) => page.locator('main a[href^="/home?module_id="]').first() },
    { name: 'a module home', path: `/home?module_id=${food.id}`, card: (page) => page.locator('main a[href^="/product/"]').first() },
    { name: 'a product page', path: `/product/${product.slug}`, card: (page) => page.locator('main a[href^="/product/"]').first() },
  ];
}

test('a tap at the load event takes effect exactly once on the landing page, a module home and a product page', async ({ browser, baseURL, request }) => {
  for (const place of await places(request)) {
    await test.step(`${place.name}: the header's location button opens its popover once`, async () => {
      const page = await slowPhone(browser, baseURL);
      await tapAtLoad(page, place.path, locationButton);
      await expect(locationButton(page)).toHaveAttribute('aria-expanded', 'true', { timeout: 30_000 });
      await page.waitForTimeout(1500); // a second click would close it again
      await expect(locationButton(page)).toHaveAttribute('aria-expanded', 'true');
      await page.context().close();
    });

    await test.step(`${place.name}: the sign-in button opens one dialog`, async () => {
      const page = await slowPhone(browser, baseURL);
      await tapAtLoad(page, place.path, signIn);
      await expect(page.getByRole('dialog')).toBeVisible({ timeout: 30_000 });
      await page.waitForTimeout(1500);
      await expect(page.getByRole('dialog')).toHaveCount(1);
      await expect(page.getByRole('dialog')).toBeVisible();
      await page.context().close();
    });

    await test.step(`${place.name}: a card's link leads to its page, once`, async () => {
      const page = await slowPhone(browser, baseURL);
      const documents: string[] = [];
      page.on('request', (r) => {
        if (r.resourceType() === 'document' || r.url().includes('/_next/data/')) documents.push(new URL(r.url()).pathname);
      });
      await page.goto(place.path, { waitUntil: 'load', timeout: 60_000 });
      const card = place.card(page);
      const href = await card.getAttribute('href');
      if (!href) throw new Error(`no card on ${place.path}`);
      const target = new URL(href, 'http://x').pathname;
      const box = await card.boundingBox();
      if (!box) throw new Error('the card is not on screen');
      await card.scrollIntoViewIfNeeded();
      const shown = (await card.boundingBox()) ?? box;
      await page.touchscreen.tap(shown.x + shown.width / 2, shown.y + Math.min(shown.height / 2, 20));
      await expect.poll(() => new URL(page.url()).pathname, { timeout: 30_000 }).toBe(target);
      await page.waitForTimeout(1500);
      expect(new URL(page.url()).pathname).toBe(target);
      expect(await page.evaluate(() => history.length)).toBe(2);
      await page.context().close();
    });
  }
});
