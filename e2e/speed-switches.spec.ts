import { moduleOf } from './catalogue-helpers';
import { expect, hydrating, test } from './fixtures';
import { startOwnServer, type OwnServer } from './own-server';

/**
 * Every speed trick can be switched off (docs/performance.md), and the storefront works
 * without it: one server with all four switched off, each checked on its own.
 */
test.describe.configure({ mode: 'serial', timeout: 150_000 });

let server: OwnServer;
test.beforeAll(async () => {
  test.setTimeout(150_000);
  server = await startOwnServer(2, { SOUK_SCRIPT_LOADING: 'next', SOUK_HYDRATE_TRANSITION: '0', SOUK_HYDRATE_NEAR_VIEW: '0', SHARED_CACHE_MB: '0' });
});
test.afterAll(async () => {
  await server?.stop();
});

test.describe('with the speed tricks switched off', () => {
  test('script loading: Next’s deferred scripts run the page, and its buttons answer', async ({ browser }) => {
    const context = await browser.newContext({ baseURL: server.baseURL });
    const page = hydrating(await context.newPage());
    await page.goto('/');
    await expect(page.locator('head script[defer][src*="/chunks/main-"]')).toHaveCount(1);
    await page.getByRole('button', { name: 'Switch to dark theme' }).first().click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await context.close();
  });

  test('hydration as a transition: the page hydrates as Next would, and answers', async ({ browser }) => {
    const context = await browser.newContext({ baseURL: server.baseURL });
    const page = hydrating(await context.newPage());
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('data-souk-hydrate', 'sync');
    await page.locator('header').getByRole('button', { name: /delivery location/i }).first().click();
    await expect(page.locator('header button[aria-haspopup="dialog"][aria-expanded="true"]')).toHaveCount(1);
    await context.close();
  });

  test('blocks near the viewport: a module home’s lowest block is React’s at once and works', async ({ browser, request }) => {
    const food = await moduleOf(request, 'food');
    const context = await browser.newContext({ baseURL: server.baseURL });
    const page = hydrating(await context.newPage());
    await page.goto(`/home?module_id=${food.id}`);
    await expect(page.locator('html')).toHaveAttribute('data-souk-near-view', 'off');
    // a client-side navigation from a card far down the page: only a hydrated block does one
    const card = page.locator('main a[href^="/store/"]').last();
    const href = await card.getAttribute('href');
    await page.evaluate(() => Object.assign(window, { __samePage: true }));
    await card.click();
    await expect(page).toHaveURL(new RegExp(`${href?.replace(/[?[\]]/g, '\\$&')}$`));
    expect(await page.evaluate(() => (window as Window & { __samePage?: boolean }).__samePage)).toBe(true);
    await context.close();
  });

  test('shared page cache: every anonymous visit is rendered afresh, and served', async ({ playwright }) => {
    const anonymous = await playwright.request.newContext({ baseURL: server.baseURL, storageState: { cookies: [], origins: [] } });
    for (let i = 0; i < 2; i += 1) {
      const answer = await anonymous.get('/');
      expect(answer.status()).toBe(200);
      expect(answer.headers()['x-souk-cache']).toBeUndefined();
      expect(await answer.text()).toContain('<main');
    }
    await anonymous.dispose();
  });
});
