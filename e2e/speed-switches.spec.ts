import { expect, hydrating, test } from './fixtures';
import { startOwnServer, type OwnServer } from './own-server';

/**
 * Every speed trick can be switched off (docs/performance.md), and the storefront works
 * without it: one server with every switch off, each checked on its own.
 */
test.describe.configure({ mode: 'serial', timeout: 150_000 });

let server: OwnServer;
test.beforeAll(async () => {
  test.setTimeout(150_000);
  server = await startOwnServer(2, { SOUK_SCRIPT_LOADING: 'next', SHARED_CACHE_MB: '0' });
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
