import { expect, test, type Page } from './fixtures';
import { chooseModule, moduleOf } from './catalogue-helpers';

/**
 * A module home hydrates its first screen with the page; the blocks further down keep the
 * server's HTML until the shopper scrolls towards them (or reaches them with the keyboard),
 * and then work like the rest of the page.
 */

/** Tags a block's server-rendered node: the tag survives exactly as long as React leaves the node alone. */
async function tag(page: Page, id: string) {
  await page.evaluate((sectionId) => {
    const section = document.getElementById(sectionId);
    if (!section) throw new Error(`no #${sectionId} on the page`);
    section.dataset.served = 'yes';
  }, id);
}

const stillServed = (page: Page, id: string) => page.evaluate((sectionId) => document.getElementById(sectionId)?.dataset.served ?? null, id);

test.describe('a long module home', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('hydrates a block further down only when the shopper scrolls to it, and the block then works', async ({ page, context, request, baseURL }) => {
    const grocery = await moduleOf(request, 'grocery');
    await chooseModule(context, baseURL, grocery.id);
    await page.goto('/home');
    const reviewed = page.getByRole('region', { name: 'Best reviewed items' });
    await expect(reviewed).toBeAttached();
    await tag(page, 'best-reviewed');

    // the page has hydrated (the fixture waited for it), yet the block far below is the server's
    await page.waitForTimeout(500);
    expect(await stillServed(page, 'best-reviewed')).toBe('yes');
    // … and reads as it will once hydrated
    await expect(reviewed.getByRole('button', { name: 'Beauty' })).toBeAttached();

    await reviewed.scrollIntoViewIfNeeded();
    await expect.poll(() => stillServed(page, 'best-reviewed')).toBeNull();
    const beauty = reviewed.getByRole('button', { name: 'Beauty' });
    await beauty.click();
    await expect(beauty).toHaveAttribute('aria-pressed', 'true');
    await expect(reviewed.getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'false');
  });

  test('keeps keyboard focus on the element it reached in a block that had not hydrated yet', async ({ page, context, request, baseURL }) => {
    const food = await moduleOf(request, 'food');
    await chooseModule(context, baseURL, food.id);
    await page.goto('/home');
    const newest = page.getByRole('region', { name: 'New restaurants' });
    await expect(newest).toBeAttached();
    await tag(page, 'new-stores');
    expect(await stillServed(page, 'new-stores')).toBe('yes');

    const viewAll = newest.getByRole('link', { name: 'View all' });
    await viewAll.focus();
    await expect.poll(() => stillServed(page, 'new-stores')).toBeNull();
    await expect(viewAll).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/store\/latest/);
  });

  test('a link in a block that woke up opens its page without reloading the storefront', async ({ page, context, request, baseURL }) => {
    const food = await moduleOf(request, 'food');
    await chooseModule(context, baseURL, food.id);
    await page.goto('/home');
    const newest = page.getByRole('region', { name: 'New restaurants' });
    await newest.scrollIntoViewIfNeeded();
    await page.evaluate(() => Object.assign(window, { stayedOnPage: true }));
    const store = newest.getByRole('link').filter({ hasNotText: 'View all' }).first();
    await expect(store).toBeVisible();
    await store.click();
    await expect(page).toHaveURL(/\/store\//);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // a client-side navigation: the storefront's JavaScript stayed loaded
    expect(await page.evaluate(() => (window as unknown as { stayedOnPage?: boolean }).stayedOnPage)).toBe(true);
  });
});
