import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from './fixtures';
import { chooseModule, moduleOf } from './catalogue-helpers';

const SEARCH_BOX = { name: 'Search items or stores' };

/** The shopper browses the food module in the first zone. */
test.beforeEach(async ({ context, baseURL, request }) => {
  const food = await moduleOf(request, 'food');
  await chooseModule(context, baseURL, food.id);
});

function searchCalls(page: Page, path: string): string[] {
  const names: string[] = [];
  page.on('request', (req) => {
    const url = new URL(req.url());
    if (url.pathname.endsWith(path)) names.push(url.searchParams.get('name') ?? url.search);
  });
  return names;
}

const viewports = [
  { label: 'desktop', use: { viewport: { width: 1280, height: 800 } } },
  { label: 'phone', use: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true } },
];

for (const { label, use } of viewports) {
  test.describe(`search on a ${label}`, () => {
    test.use(use);

    test('suggests items after the pause, never for a partial word per keystroke, and picks one with the keyboard', async ({ page }) => {
      const asked = searchCalls(page, '/item-or-store-search');
      await page.goto('/home');
      const box = page.getByRole('combobox', SEARCH_BOX);
      await box.click();
      await box.pressSequentially('shawar', { delay: 40 });
      const listbox = page.getByRole('listbox', { name: 'Suggestions' });
      const first = listbox.getByRole('group', { name: 'Suggested items' }).getByRole('option').first();
      await expect(first).toContainText(/shawarma/i);
      // asked once, for the whole word typed, not once per letter
      expect(asked).toEqual(['shawar']);
      const name = (await first.textContent()) ?? '';
      await box.press('ArrowDown');
      await expect(first).toHaveAttribute('aria-selected', 'true');
      await expect(box).toHaveAttribute('aria-activedescendant', (await first.getAttribute('id')) ?? '');
      await box.press('Enter');
      await expect(page).toHaveURL(/\/product\//);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(name.trim());
    });

    test('a search is kept in recent searches, Escape closes the panel, and an empty search is never sent', async ({ page }) => {
      const asked = searchCalls(page, '/item-or-store-search');
      await page.goto('/home');
      const box = page.getByRole('combobox', SEARCH_BOX);
      await box.fill('burger');
      await box.press('Enter');
      await expect(page).toHaveURL(/search=burger&data_type=searched/);
      await box.fill('');
      await box.focus();
      const recent = page.getByRole('group', { name: 'Recent searches' });
      await expect(recent.getByRole('option', { name: 'burger' })).toBeVisible();
      await box.press('Escape');
      await expect(page.getByRole('listbox', { name: 'Suggestions' })).toBeHidden();
      await expect(box).toHaveAttribute('aria-expanded', 'false');
      await box.press('ArrowDown');
      await recent.getByRole('button', { name: 'Remove burger from recent searches' }).click();
      await expect(page.getByRole('listbox', { name: 'Suggestions' })).toBeHidden();
      expect(asked.filter((n) => !n.trim())).toEqual([]);
    });

    test('results: tabs reset filters, price and rating become chips, the list grows as it scrolls, and the URL keeps it all', async ({ page }) => {
      await page.goto('/home');
      const box = page.getByRole('combobox', SEARCH_BOX);
      await box.fill('an');
      await box.press('Enter');
      await expect(page).toHaveURL(/search=an&.*data_type=searched/);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Search results for “an”');
      const results = page.getByRole('list', { name: 'Foods' });
      await expect(results.getByRole('listitem')).toHaveCount(12);

      await page.getByRole('button', { name: 'Filter' }).click();
      const filters = page.getByRole('dialog', { name: 'Filters' });
      await filters.getByLabel('Minimum price').fill('10');
      await filters.getByLabel('Maximum price').fill('60');
      await filters.getByRole('button', { name: 'Apply price' }).click();
      await expect(page).toHaveURL(/min_price=10&max_price=60/);
      const fourStars = filters.getByRole('radio', { name: '4 stars and above' });
      await fourStars.click();
      await expect(page).toHaveURL(/rating=4/);
      await expect(fourStars).toBeChecked();
      await filters.getByRole('button', { name: 'Close filters' }).click();
      await expect(filters).toBeHidden();

      const chips = page.getByRole('list', { name: 'Applied filters' });
      await expect(chips.getByRole('button', { name: 'Remove Price 10 to 60' })).toBeVisible();
      await chips.getByRole('button', { name: 'Remove 4 stars and above' }).click();
      await expect(page).not.toHaveURL(/rating=/);
      await expect(chips.getByRole('button')).toHaveCount(1);

      // the second page joins the list as its end nears the viewport
      await expect(results.getByRole('listitem')).toHaveCount(12);
      await results.getByRole('listitem').last().scrollIntoViewIfNeeded();
      await expect.poll(() => results.getByRole('listitem').count()).toBeGreaterThan(12);

      const url = page.url();
      await page.reload();
      expect(page.url()).toBe(url);
      await expect(chips.getByRole('button', { name: 'Remove Price 10 to 60' })).toBeVisible();
      await expect(results.getByRole('listitem').first()).toBeVisible();

      await page.getByRole('link', { name: 'Restaurants', exact: true }).click();
      await expect(page).toHaveURL(/tab=stores/);
      await expect(page).not.toHaveURL(/min_price/);
      await expect(page.getByRole('list', { name: 'Applied filters' })).toHaveCount(0);
      await expect(page.getByRole('list', { name: 'Restaurants' }).getByRole('listitem').first()).toBeVisible();

      await page.goBack();
      await expect(page).toHaveURL(url);
      await expect(chips.getByRole('button', { name: 'Remove Price 10 to 60' })).toBeVisible();
      await expect(results.getByRole('listitem').first()).toBeVisible();
    });

    test('an unknown word shows the empty state, in English and Arabic', async ({ page }) => {
      await page.goto('/home');
      const box = page.getByRole('combobox', SEARCH_BOX);
      await box.fill('xqzvwpl');
      await box.press('Enter');
      await expect(page.getByRole('status').filter({ hasText: 'Sorry no data found related to your search' })).toBeVisible();
      await page.goto('/ar/home?search=xqzvwpl&data_type=searched');
      await expect(page.getByText('عذرًا، لا توجد بيانات متعلقة ببحثك')).toBeVisible();
    });
  });
}

test('a brand link shows that brand’s items', async ({ page, context, baseURL, request }) => {
  const shop = await moduleOf(request, 'ecommerce');
  await chooseModule(context, baseURL, shop.id);
  await page.goto('/all-brands');
  const brand = page.getByRole('list', { name: 'Brands' }).getByRole('link').first();
  const name = ((await brand.textContent()) ?? '').trim();
  await brand.click();
  await expect(page).toHaveURL(/brand_id=\d+.*data_type=brand/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
  const id = new URL(page.url()).searchParams.get('brand_id');
  const own = (await (await request.get(`/api/v1/brand/items/${id}?limit=100&offset=1`, { headers: { zoneId: '[1]', moduleId: String(shop.id) } })).json()) as {
    products: { name: string }[];
  };
  const names = own.products.map((p) => p.name);
  const cards = page.getByRole('list', { name: 'Items' }).getByRole('heading', { level: 3 });
  await expect(cards.first()).toBeVisible();
  for (const card of await cards.all()) expect(names).toContain(((await card.textContent()) ?? '').trim());
});

test('the results come with the page: no refetch on hydration; searches are noindex, brand pages canonical', async ({ page, request }) => {
  const calls = searchCalls(page, '/get-combined-data');
  await page.goto('/home?search=burger&data_type=searched');
  await expect(page.getByRole('list', { name: 'Foods' }).getByRole('listitem').first()).toBeVisible();
  expect(calls).toEqual([]);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  const brandHtml = await (await request.get('/home?brand_id=1&data_type=brand')).text();
  expect(brandHtml).toMatch(/<link rel="canonical" href="[^"]*brand_id=1[^"]*data_type=brand/);
  expect(brandHtml).not.toMatch(/<meta name="robots" content="[^"]*noindex/);
});

test.describe('on a phone', () => {
  const screen = { width: 412, height: 915 };
  test.use({ viewport: screen, isMobile: true, hasTouch: true });

  test('the first results are on the first screen, the categories one row of chips that narrows them', async ({ page }) => {
    await page.goto('/home?search=chicken&data_type=searched');
    const results = page.getByRole('list', { name: 'Foods' });
    // the whole first card, picture, name, price and its Add button
    const first = results.getByRole('listitem').first();
    await expect(first.getByRole('button', { name: /to cart$/ })).toBeVisible();
    const box = await first.boundingBox();
    expect(box && box.y + box.height).toBeLessThanOrEqual(screen.height);
    // the row scrolls inside itself: the page is no wider than the phone
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(screen.width);
    // still a list of labelled checkboxes to a screen reader
    const { violations } = await new AxeBuilder({ page }).include('aside').analyze();
    expect(violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);
    const before = await results.getByRole('listitem').count();
    // a category off the screen's edge: scrolled to and checked by touch
    await page.getByRole('complementary', { name: 'Refine' }).getByRole('checkbox', { name: 'Salads & Bowls' }).tap();
    await expect(page).toHaveURL(/categories=\d+/);
    await expect(async () => {
      const names = await results.getByRole('heading').allTextContents();
      expect(names.length).toBeGreaterThan(0);
      expect(names.length).toBeLessThan(before);
      for (const name of names) expect(name).toMatch(/Caesar Salad|Protein Bowl/);
    }).toPass();
  });
});

test.describe('before the script', () => {
  test.use({ javaScriptEnabled: false });

  test('the header search is a plain form and the next page a plain link', async ({ page }) => {
    // then the load event: without scripts, DOMContentLoaded can come before the stylesheet that
    // shows one header (phone or desktop), when both search boxes still count as visible
    await page.goto('/home', { waitUntil: 'domcontentloaded' });
    await page.waitForLoadState('load');
    const box = page.getByRole('combobox', SEARCH_BOX);
    await box.fill('an');
    await box.press('Enter');
    await expect(page).toHaveURL(/search=an&data_type=searched/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Search results for “an”');
    const results = page.getByRole('list', { name: 'Foods' });
    await expect(results.getByRole('listitem')).toHaveCount(12);
    const hrefs = () => results.getByRole('link').evaluateAll((links) => links.map((a) => a.getAttribute('href')));
    const firstPage = await hrefs();
    await page.getByRole('link', { name: 'Next page' }).click();
    await expect(page).toHaveURL(/page=2/);
    const secondPage = await hrefs();
    expect(secondPage.length).toBeGreaterThan(0);
    expect(secondPage.filter((n) => firstPage.includes(n))).toEqual([]);
    await expect(page.getByRole('link', { name: 'Previous page' })).toBeVisible();
  });
});
