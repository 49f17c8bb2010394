import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type BrowserContext, type Page } from './fixtures';
import { aStoreAndProduct, chooseModule, moduleOf, modules, nearEveryBlock } from './catalogue-helpers';

/**
 * Long pages cost a phone only what it shows: blocks below the first screen are laid out only
 * as they near the viewport, holding room for their content until then, and work like the rest
 * of the page once there.
 */

/** Opens /home with a module of this type chosen. */
async function openHome(type: string, { page, context, request, baseURL }: { page: Page; context: BrowserContext; request: APIRequestContext; baseURL?: string }) {
  const chosen = await moduleOf(request, type);
  await chooseModule(context, baseURL, chosen.id);
  await page.goto('/home');
}

test.describe('a long module home', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('a link far down the page opens its page without reloading the storefront', async ({ page, context, request, baseURL }) => {
    await openHome('food', { page, context, request, baseURL });
    await nearEveryBlock(page);
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

  test('Back from a store far down the page returns the shopper to the same place', async ({ page, context, request, baseURL }) => {
    await openHome('food', { page, context, request, baseURL });
    await nearEveryBlock(page);
    const store = page.getByRole('region', { name: 'New restaurants' }).getByRole('link').filter({ hasNotText: 'View all' }).first();
    // the store's card 400 px below the top of the screen, every block above it drawn
    await store.evaluate((link) => window.scrollTo(0, link.getBoundingClientRect().top + window.scrollY - 400));
    const where = () => store.evaluate((link) => ({ top: Math.round(link.getBoundingClientRect().top), scrolled: Math.round(window.scrollY) }));
    const before = await where();
    expect(before.top).toBe(400);
    await store.click();
    await expect(page).toHaveURL(/\/store\//);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.goBack();
    await expect(page).toHaveURL(/\/home/);
    await expect(page.getByRole('region', { name: 'New restaurants' })).toBeVisible();
    await expect.poll(where).toEqual(before);
  });
});

/** Each block still waiting to be laid out: the room it holds, and the height its content takes. */
function blocksWaitingForLayout(page: Page) {
  return page.evaluate(() => {
    const waiting = [...document.querySelectorAll<HTMLElement>('section, footer')].filter(
      // its content, not the block itself, is what the browser skips
      (block) => getComputedStyle(block).contentVisibility === 'auto' && block.firstElementChild?.checkVisibility({ contentVisibilityAuto: true }) === false,
    );
    const held = waiting.map((block) => block.getBoundingClientRect().height);
    for (const block of waiting) block.style.contentVisibility = 'visible';
    return waiting.map((block, i) => ({ block: block.id || block.localName, held: held[i] ?? 0, content: block.getBoundingClientRect().height }));
  });
}

test.describe('blocks below the first screen', () => {
  for (const viewport of [
    { width: 412, height: 823 },
    { width: 1350, height: 940 },
  ]) {
    test(`hold room for all their content until laid out, so nothing overlaps (${viewport.width} px wide)`, async ({ page, request }) => {
      test.setTimeout(90_000);
      await page.setViewportSize(viewport);
      const { store, product } = await aStoreAndProduct(request, 'ecommerce');
      const paths = [...(await modules(request)).map((m) => `/home?module_id=${m.id}`), `/store/${store.slug}`, `/product/${product.slug}`];
      let measured = 0;
      for (const path of paths) {
        await page.goto(path);
        // tap targets of blocks not laid out yet must not sit on top of one another
        const axe = await new AxeBuilder({ page }).withRules(['target-size']).analyze();
        expect.soft(axe.violations.flatMap((v) => v.nodes.map((n) => n.target.join(' '))), path).toEqual([]);
        await page.goto(path); // afresh: the check above may have had blocks laid out
        for (const { block, held, content } of await blocksWaitingForLayout(page)) {
          measured += 1;
          expect.soft(content, `${path} #${block} holds ${held} px for ${content} px of content`).toBeLessThanOrEqual(held + 1);
        }
      }
      // the homes' blocks below the first screen are not in the page until neared (LaterBlock): the
      // store and product pages' blocks and the footers are what waits for layout here
      expect(measured).toBeGreaterThan(2);
    });
  }
});
