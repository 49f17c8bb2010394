import type { Browser } from '@playwright/test';
import { expect, test, type Locator, type Page, type Route } from './fixtures';
import { aStoreAndProduct, moduleOf } from './catalogue-helpers';

/**
 * A shopper on a slow phone taps as soon as a control is on screen. On the throttled profile
 * of the bench (4× CPU, 150 ms latency, 1.6 Mbps, no cache), a tap at the `load` event, often
 * before React has a root on the page, must take effect once the page can answer it: once, not
 * lost and not twice.
 */
test.describe.configure({ mode: 'serial', timeout: 300_000 });

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
/** Opened, the popover hides the rest of the page from assistive technology: found by its attributes. */
const expandedLocationButtons = (page: Page) => page.locator('header button[aria-haspopup="dialog"][aria-expanded="true"]');
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
    // a card's title: the link a shopper reads and taps (the card's other link, its Add for items with options, is swapped at hydration)
    { name: 'a product page', path: `/product/${product.slug}`, card: (page) => page.locator('main h3 a[href^="/product/"]').first() },
  ];
}

for (const [index, name] of ['the landing page', 'a module home', 'a product page'].entries()) {
  test(`a tap at the load event takes effect exactly once on ${name}`, async ({ browser, baseURL, request }) => {
    const place = (await places(request))[index];
    if (!place) throw new Error(`no ${name}`);

    await test.step("the header's location button opens its popover once", async () => {
      const page = await slowPhone(browser, baseURL);
      await tapAtLoad(page, place.path, locationButton);
      await expect(expandedLocationButtons(page)).toHaveCount(1, { timeout: 30_000 });
      await page.waitForTimeout(1500); // a second click would close it again
      await expect(expandedLocationButtons(page)).toHaveCount(1);
      await page.context().close();
    });

    await test.step('the sign-in button opens one dialog', async () => {
      const page = await slowPhone(browser, baseURL);
      await tapAtLoad(page, place.path, signIn);
      await expect(page.getByRole('dialog')).toBeVisible({ timeout: 30_000 });
      await page.waitForTimeout(1500);
      await expect(page.getByRole('dialog')).toHaveCount(1);
      await expect(page.getByRole('dialog')).toBeVisible();
      await page.context().close();
    });

    await test.step("a card's link leads to its page, once", async () => {
      const page = await slowPhone(browser, baseURL);
      await page.goto(place.path, { waitUntil: 'load', timeout: 60_000 });
      const entries = await page.evaluate(() => history.length);
      const card = place.card(page);
      const href = await card.getAttribute('href', { timeout: 10_000 });
      if (!href) throw new Error(`no card on ${place.path}`);
      const target = new URL(href, 'http://x').pathname;
      // scrolled to, as a shopper would, until the card is laid out on screen
      await expect
        .poll(
          async () => {
            // the card's link may be swapped while the page hydrates: a detached one is looked up again
            const shown = await card.scrollIntoViewIfNeeded({ timeout: 2000 }).then(
              () => true,
              () => false,
            );
            return shown && (await card.boundingBox()) !== null;
          },
          { timeout: 10_000, message: 'the card is not on screen' },
        )
        .toBe(true);
      const box = await card.boundingBox();
      if (!box) throw new Error('the card is not on screen');
      await page.touchscreen.tap(box.x + box.width / 2, box.y + Math.min(box.height / 2, 20));
      await expect.poll(() => new URL(page.url()).pathname, { timeout: 30_000 }).toBe(target);
      await page.waitForTimeout(1500);
      expect(new URL(page.url()).pathname).toBe(target);
      expect(await page.evaluate(() => history.length)).toBe(entries + 1); // one navigation, not two
      await page.context().close();
    });
  });
}

test('a tap made before any of the page’s JavaScript has arrived is answered once it has', async ({ browser, baseURL, request }) => {
  const { product } = await aStoreAndProduct(request, 'ecommerce');
  const page = await slowPhone(browser, baseURL);
  const held: Route[] = [];
  let holding = true;
  await page.route('**/_next/static/chunks/**', (route) => (holding ? held.push(route) : route.continue()));
  await page.goto(`/product/${product.slug}`, { waitUntil: 'commit', timeout: 60_000 });
  await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible({ timeout: 30_000 });
  const box = await locationButton(page).boundingBox();
  if (!box) throw new Error('no location button');
  await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
  await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2); // tapped again: nothing happened
  await expect(expandedLocationButtons(page)).toHaveCount(0);
  holding = false;
  for (const route of held.splice(0)) await route.continue();
  await expect(expandedLocationButtons(page)).toHaveCount(1, { timeout: 60_000 });
  await page.waitForTimeout(1500);
  await expect(expandedLocationButtons(page)).toHaveCount(1);
  await page.context().close();
});
