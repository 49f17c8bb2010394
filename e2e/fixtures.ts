import { test as base, type Page } from '@playwright/test';

export { expect } from '@playwright/test';
export type { APIRequestContext, BrowserContext, Locator, Page, Route } from '@playwright/test';

/**
 * Pages start their JavaScript once the first screen has painted (see
 * src/speed/script-loading.ts), so the `load` event can come before React has hydrated. A shopper
 * who taps a button waits until the page responds; the tests do the same: after `goto` and
 * `reload` (unless asked to stop at `domcontentloaded` or `commit`, as the paint-first spec
 * does) they wait for Next's hydration measure.
 */
async function hydrated(page: Page) {
  await page.waitForFunction(() => !document.getElementById('__next') || performance.getEntriesByName('Next.js-hydration').length > 0);
}

type WaitUntil = NonNullable<Parameters<Page['goto']>[1]>['waitUntil'];
const waitsForHydration = (waitUntil: WaitUntil) => waitUntil !== 'domcontentloaded' && waitUntil !== 'commit';

/** The page, with `goto` and `reload` waiting for hydration; for pages a test opens itself. */
export function hydrating(page: Page): Page {
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  const settled = async <T>(response: T, waitUntil: WaitUntil): Promise<T> => {
    if (waitsForHydration(waitUntil)) await hydrated(page);
    return response;
  };
  page.goto = async (url, options) => settled(await goto(url, options), options?.waitUntil);
  page.reload = async (options) => settled(await reload(options), options?.waitUntil);
  return page;
}

/**
 * The demo customer shared by several specs gets a "Review your order" prompt after sign-in once
 * one of its orders has been delivered (the checkout spec delivers some). A spec about something
 * else answers it as a shopper would, with Not now, whenever it shows (in the page's language when
 * given its words).
 */
export async function answerReviewPromptWithNotNow(page: Page, words = { prompt: 'Review your order', notNow: 'Not now' }): Promise<void> {
  const prompt = page.getByRole('dialog', { name: words.prompt });
  await page.addLocatorHandler(prompt, async () => {
    await prompt.getByRole('button', { name: words.notNow }).click();
  });
}

/** Chromium's console report of a Content-Security-Policy violation. */
const CSP_REPORT = /Content[- ]Security[- ]Policy/i;

export const test = base.extend({
  // every page of every test is held to the Content-Security-Policy: a violation fails the test
  context: async ({ context }, provide) => {
    const violations: string[] = [];
    context.on('console', (message) => {
      if (CSP_REPORT.test(message.text())) violations.push(`${message.location().url}: ${message.text()}`);
    });
    await provide(context);
    if (violations.length > 0) throw new Error(`Content-Security-Policy violations:\n${violations.join('\n')}`);
  },
  page: async ({ page }, provide) => {
    await provide(hydrating(page));
  },
});
