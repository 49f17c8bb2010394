import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type BrowserContext, type Page } from './fixtures';
import { aStoreAndProduct, chooseModule, moduleOf, modules } from './catalogue-helpers';

/**
 * Long pages cost a phone only what it shows. A module home hydrates its first screen with the
 * page; the blocks further down keep the server's HTML until the shopper scrolls towards them
 * (or reaches them with the keyboard), and then work like the rest of the page. Blocks below
 * the first screen are laid out only as they near the viewport, holding room for their content
 * until then.
 */

/** Tags a block's server-rendered node: the tag survives exactly as long as React leaves the node alone. */
async function tag(page: Page, id: string) {
  await page.evaluate((sectionId) => {
    const section = document.getElementById(sectionId);
    if (!section) throw new Error(`no #${sectionId} on the page`);
    section.dataset.served = 'yes';
  }, id);
}

/** Opens /home with a module of this type chosen. */
async function openHome(type: string, { page, context, request, baseURL }: { page: Page; context: BrowserContext; request: APIRequestContext; baseURL?: string }) {
  const chosen = await moduleOf(request, type);
  await chooseModule(context, baseURL, chosen.id);
  await page.goto('/home');
}

const stillServed = (page: Page, id: string) => page.evaluate((sectionId) => document.getElementById(sectionId)?.dataset.served ?? null, id);

test.describe('a long module home', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('hydrates a block further down only when the shopper scrolls to it, and the block then works', async ({ page, context, request, baseURL }) => {
    await openHome('grocery', { page, context, request, baseURL });
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

  test('passes a tap on a block that is only waking up to the button tapped', async ({ page, context, request, baseURL }) => {
    await openHome('grocery', { page, context, request, baseURL });
    const reviewed = page.getByRole('region', { name: 'Best reviewed items' });
    await tag(page, 'best-reviewed');
    // one step: the click scrolls the block into view and taps as it wakes
    await reviewed.getByRole('button', { name: 'Milks' }).click();
    await expect(reviewed.getByRole('button', { name: 'Milks' })).toHaveAttribute('aria-pressed', 'true');
    expect(await stillServed(page, 'best-reviewed')).toBeNull();
  });

  test('keeps keyboard focus on the element it reached in a block that had not hydrated yet', async ({ page, context, request, baseURL }) => {
    await openHome('food', { page, context, request, baseURL });
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
    await openHome('food', { page, context, request, baseURL });
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
      expect(measured).toBeGreaterThan(paths.length);
    });
  }
});
