import { expect, test } from './fixtures';
import { moduleOf, chooseModule, aStoreAndProduct, nearEveryBlock } from './catalogue-helpers';
import { demoToken } from './home-weight';

function jsonLd(html: string): Record<string, unknown>[] {
  return [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].map((m) => JSON.parse(m[1] ?? '{}') as Record<string, unknown>);
}

/** Text as React writes it into HTML. */
function escaped(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

function attr(html: string, pattern: RegExp): string | undefined {
  return pattern.exec(html)?.[1];
}

/** Each module home's headline and the headings of its blocks, in order. */
const HOMES: Record<string, { headline: string; sections: string[] }> = {
  food: { headline: 'FIND YOUR HAPPINESS', sections: ['Special food offers', 'Top offers near me', 'Best reviewed items', 'Featured categories', 'Highlights for you', 'New restaurants'] },
  grocery: {
    headline: 'Fresh Item that deserve to eat',
    sections: ['Categories', 'Most popular items', 'Top offers near me', 'Best reviewed items', 'Just for you', "Item That You'll Love", 'Coupons', 'Best stores'],
  },
  pharmacy: { headline: 'Quality Medicines & Health care at your Doorstep.', sections: ['Categories', 'Basic medicine nearby', 'Featured stores', 'Common conditions'] },
  ecommerce: { headline: 'Exclusive collection for everyone', sections: ['Most popular items', 'Top offers near me', 'Best reviewed items', 'New arrivals', 'Featured categories', 'Brands'] },
  parcel: { headline: 'Track your Products', sections: ['What would you like to send?', 'Why choose us?', 'How it works', 'Track your order'] },
};

test.describe('module homes', () => {
  test('a module named in the link wins and becomes the chosen module', async ({ page, context, request }) => {
    const pharmacy = await moduleOf(request, 'pharmacy');
    await page.goto(`/home?module_id=${pharmacy.id}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Quality Medicines & Health care at your Doorstep.' })).toBeVisible();
    await expect.poll(async () => (await context.cookies()).find((c) => c.name === 'souk_module')?.value).toBe(String(pharmacy.id));
  });

  test('the parcel tracking form asks for what is missing', async ({ page, context, request, baseURL }) => {
    const parcel = await moduleOf(request, 'parcel');
    await chooseModule(context, baseURL, parcel.id);
    await page.goto('/home');
    await nearEveryBlock(page);
    await page.getByRole('button', { name: 'Track Order' }).click();
    await expect(page.getByText('Need a order id')).toBeVisible();
    await expect(page.getByText('Need a contact number')).toBeVisible();
  });
});

test.describe('pages a crawler reads without JavaScript', () => {
  test('a store page arrives complete: name, canonical, og:image and the store JSON-LD', async ({ request, baseURL }) => {
    const { store } = await aStoreAndProduct(request);
    const response = await request.get(`/store/${store.slug}`);
    expect(response.status()).toBe(200);
    expect(response.headers()['cache-control']).toBe('public, s-maxage=60, stale-while-revalidate=300, stale-if-error=3600');
    const html = await response.text();
    expect(html).toContain(`>${escaped(store.name)}</h1>`);
    expect(attr(html, /<link rel="canonical" href="([^"]+)"/)).toBe(`${baseURL}/store/${store.slug}`);
    expect(attr(html, /<meta property="og:image" content="([^"]+)"/)).toMatch(new RegExp(`^${baseURL}/media/`));
    expect(html).toContain(`hrefLang="ar" href="${baseURL}/ar/store/${store.slug}"`);
    const restaurant = jsonLd(html).find((d) => d['@type'] === 'Restaurant');
    expect(restaurant).toMatchObject({ name: store.name, address: { '@type': 'PostalAddress' }, geo: { '@type': 'GeoCoordinates' } });
  });

  test('a product page arrives complete: name, price, canonical, og:image and a JSON-LD Product', async ({ request, baseURL }) => {
    const { product } = await aStoreAndProduct(request);
    const response = await request.get(`/product/${product.slug}`);
    expect(response.status()).toBe(200);
    const html = await response.text();
    expect(html).toContain(`>${escaped(product.name)}</h1>`);
    expect(attr(html, /<link rel="canonical" href="([^"]+)"/)).toBe(`${baseURL}/product/${product.slug}`);
    expect(attr(html, /<meta property="og:image" content="([^"]+)"/)).toMatch(new RegExp(`^${baseURL}/media/`));
    expect(attr(html, /<meta name="twitter:card" content="([^"]+)"/)).toBe('summary_large_image');
    const ld = jsonLd(html).find((d) => d['@type'] === 'Product') as { name: string; offers: { price: string; priceCurrency: string } } | undefined;
    expect(ld?.name).toBe(product.name);
    expect(ld?.offers.priceCurrency).toBe('AED');
    // the price the JSON-LD offers is printed on the page too
    expect(html).toContain(Number(ld?.offers.price).toFixed(2));
  });

  test('a product found by id names its slug URL as canonical', async ({ request, baseURL }) => {
    const { product } = await aStoreAndProduct(request, 'grocery');
    const html = await (await request.get(`/product/${product.id}`)).text();
    expect(attr(html, /<link rel="canonical" href="([^"]+)"/)).toBe(`${baseURL}/product/${product.slug}`);
  });

  test('a category link opens for a shopper who chose another module', async ({ request }) => {
    // the shopper's module (food) must not hide an electronics category someone shared
    const categories = (await (await request.get('/api/v1/categories', { headers: { zoneId: '[1]', moduleId: '4' } })).json()) as { id: number; name: string }[];
    const shared = categories[0];
    expect(shared).toBeDefined();
    const response = await request.get(`/category/${shared?.id}`, { headers: { Cookie: 'souk_module=1; souk_zone=[1]' } });
    expect(response.status()).toBe(200);
    expect(await response.text()).toContain(shared?.name ?? '');
  });

  test('unknown slugs answer a real 404', async ({ request }) => {
    for (const path of ['/product/no-such-product-anywhere', '/store/no-such-store-anywhere', '/category/no-such-category', '/campaigns/999999']) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(404);
      expect(await response.text()).toContain('Page not found');
    }
  });

  test('the sitemap lists a product that then renders, and robots.txt points at it', async ({ request, baseURL }) => {
    const robots = await (await request.get('/robots.txt')).text();
    expect(robots).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
    const sitemap = await request.get('/sitemap.xml');
    expect(sitemap.headers()['content-type']).toContain('application/xml');
    const xml = await sitemap.text();
    for (const kind of ['store', 'category', 'campaigns']) expect(xml).toContain(`${baseURL}/${kind}/`);
    expect(xml).toContain('data_type=brand');
    expect(xml).toMatch(/<lastmod>\d{4}-\d{2}-\d{2}T/);
    const product = /<loc>([^<]*\/product\/[^<]+)<\/loc>/.exec(xml)?.[1];
    expect(product).toBeDefined();
    const page = await request.get((product as string).replace(baseURL ?? '', ''));
    expect(page.status()).toBe(200);
    expect(jsonLd(await page.text()).some((d) => d['@type'] === 'Product')).toBe(true);
  });

  test('the Arabic product page is right-to-left with Arabic text in the raw HTML', async ({ request, baseURL }) => {
    const { product } = await aStoreAndProduct(request);
    const html = await (await request.get(`/ar/product/${product.slug}`)).text();
    expect(html).toContain('<html lang="ar" dir="rtl"');
    expect(attr(html, /<link rel="canonical" href="([^"]+)"/)).toBe(`${baseURL}/ar/product/${product.slug}`);
    const ld = jsonLd(html).find((d) => d['@type'] === 'Product') as { name: string } | undefined;
    expect(ld?.name).toMatch(/[\u0600-\u06FF]/);
    expect(html).toContain('الرئيسية');
  });

  test('a count of reviews reads as the language says it: "1 review", "تقييم واحد", "تقييمان"', async ({ browser, request, baseURL }) => {
    const page = await (await browser.newContext({ javaScriptEnabled: false, baseURL })).newPage();
    const food = await moduleOf(request, 'food');
    const res = await request.get('/api/v1/items/latest?limit=100&offset=1', { headers: { zoneId: '[1,2]', moduleId: String(food.id) } });
    const items = ((await res.json()) as { products: { slug: string; rating_count: number }[] }).products;
    const withReviews = (n: number) => {
      const found = items.find((i) => i.rating_count === n);
      if (!found) throw new Error(`no food item with ${n} reviews`);
      return found.slug;
    };
    const reviews = (path: string, name: string) => page.goto(path).then(() => expect(page.getByRole('link', { name, exact: true })).toBeVisible());
    await reviews(`/product/${withReviews(1)}`, '1 review');
    await reviews(`/product/${withReviews(2)}`, '2 reviews');
    await reviews(`/ar/product/${withReviews(1)}`, 'تقييم واحد');
    await reviews(`/ar/product/${withReviews(2)}`, 'تقييمان');
  });

  test('the landing page tells search engines about the site and its search', async ({ request }) => {
    const html = await (await request.get('/')).text();
    const docs = jsonLd(html);
    expect(docs.find((d) => d['@type'] === 'Organization')).toMatchObject({ name: 'Souk' });
    expect(docs.find((d) => d['@type'] === 'WebSite')).toMatchObject({ potentialAction: { '@type': 'SearchAction' } });
  });
});

test.describe('shopping the catalogue', () => {
  test('a product page hydrates without asking the API again', async ({ page, request }) => {
    const { product } = await aStoreAndProduct(request);
    const calls: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/api/v1/items/')) calls.push(r.url());
    });
    await page.goto(`/product/${product.slug}`);
    await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(calls).toEqual([]);
  });

  const CATALOGUE_CALL = /\/api\/v1\/(items|stores|categories|banners|other-banners|brand|campaigns|flash-sales|common-condition|advertisement|parcel-category|coupon)/;

  for (const [type, { headline, sections }] of Object.entries(HOMES)) {
    test(`the ${type} home hydrates with no errors, no catalogue call and nothing moving; the blocks below its first screen ask for theirs as the shopper nears them, all in order`, async ({ page, context, request, baseURL }) => {
      await page.setViewportSize({ width: 390, height: 844 });
      const chosen = await moduleOf(request, type);
      await chooseModule(context, baseURL, chosen.id);
      const errors: string[] = [];
      const calls: string[] = [];
      page.on('console', (m) => {
        if (m.type() === 'error' && !m.text().includes('Failed to load resource')) errors.push(m.text());
      });
      page.on('pageerror', (e) => errors.push(e.message));
      page.on('request', (r) => {
        if (CATALOGUE_CALL.test(r.url())) calls.push(r.url());
      });
      // what moves on the screen as it loads (a block's room held, then given back, would)
      await page.addInitScript(() => {
        const w = window as unknown as { shifted: number };
        w.shifted = 0;
        new PerformanceObserver((list) => {
          for (const e of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) if (!e.hadRecentInput) w.shifted += e.value;
        }).observe({ type: 'layout-shift', buffered: true });
      });
      await page.goto('/home');
      await expect(page.getByRole('heading', { level: 1, name: headline })).toBeVisible();
      await page.waitForLoadState('networkidle');
      expect(errors).toEqual([]);
      expect(calls).toEqual([]);
      expect(await page.evaluate(() => (window as unknown as { shifted: number }).shifted)).toBeLessThan(0.01);
      // the blocks below the first screen come as the shopper nears them, not with the page
      const last = sections.at(-1) ?? '';
      await expect(page.getByRole('heading', { level: 2, name: last })).toHaveCount(0);
      await nearEveryBlock(page);
      expect(calls.length).toBeGreaterThan(0);
      expect(errors).toEqual([]);
      await expect(page.getByRole('heading', { level: 2, name: last })).toBeVisible();
      const headings = await page.getByRole('heading', { level: 2 }).allTextContents();
      const positions = sections.map((name) => headings.indexOf(name));
      for (const [i, name] of sections.entries()) expect(positions[i], `${name} should be on the ${type} home`).toBeGreaterThanOrEqual(0);
      expect([...positions].sort((a, b) => a - b)).toEqual(positions);
    });
  }

  test('a signed-in shopper’s own food and grocery homes hydrate with none of their data asked for again', async ({ page, context, request, baseURL }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const token = await demoToken(request);
    const calls: string[] = [];
    page.on('request', (r) => {
      if (CATALOGUE_CALL.test(r.url())) calls.push(r.url());
    });
    for (const type of ['food', 'grocery']) {
      const chosen = await moduleOf(request, type);
      await chooseModule(context, baseURL, chosen.id);
      await context.addCookies([
        { name: 'souk_token', value: token, url: baseURL ?? '' },
        { name: 'souk_auth', value: '1', url: baseURL ?? '' },
      ]);
      // a fresh address: the shopper's own render (with their 'Visit Again' and cart), not one shared by the scope
      const answer = await page.goto(`/home?own=${Date.now()}`);
      expect(answer?.headers()['x-souk-cache']).toBeUndefined();
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await page.waitForLoadState('networkidle');
    }
    expect(calls).toEqual([]);
  });

  test('store, category and campaign pages hydrate with no errors and no catalogue call', async ({ page, request }) => {
    const { store } = await aStoreAndProduct(request);
    const errors: string[] = [];
    const calls: string[] = [];
    page.on('console', (m) => {
      if (m.type() === 'error' && !m.text().includes('Failed to load resource')) errors.push(m.text());
    });
    page.on('pageerror', (e) => errors.push(e.message));
    page.on('request', (r) => {
      if (CATALOGUE_CALL.test(r.url())) calls.push(r.url());
    });
    for (const path of [`/store/${store.slug}`, '/categories', '/category/burgers', '/store/popular', '/flash-sales', '/campaigns/1', '/ar/store/' + store.slug]) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await page.waitForLoadState('networkidle');
    }
    expect(errors).toEqual([]);
    expect(calls).toEqual([]);
  });

  test('a shopper filters a store by category and searches in it', async ({ page, request }) => {
    const { store } = await aStoreAndProduct(request);
    await page.goto(`/store/${store.slug}`);
    await expect(page.getByRole('heading', { level: 1, name: store.name })).toBeVisible();
    const categories = page.getByRole('navigation', { name: 'Categories' }).getByRole('link');
    await expect(categories.first()).toHaveText('All');
    const second = categories.nth(1);
    const categoryName = (await second.textContent()) ?? '';
    await second.click();
    await expect(page).toHaveURL(/category=\d+/);
    await expect(page.getByRole('link', { name: categoryName })).toHaveAttribute('aria-current', 'page');
    await page.getByRole('searchbox', { name: 'Search in this store' }).fill('zzzz-nothing-like-this');
    // the store's own search, not the header's
    await page.getByRole('main').getByRole('button', { name: 'Search' }).click();
    await expect(page.getByText('Items not found!')).toBeVisible();
  });

  test('a shopper sorts the brands from Z to A', async ({ page, context, request, baseURL }) => {
    const ecommerce = await moduleOf(request, 'ecommerce');
    await chooseModule(context, baseURL, ecommerce.id);
    await page.goto('/all-brands');
    const names = page.getByRole('list', { name: 'Brands' }).getByRole('heading', { level: 2 });
    const aToZ = page.getByRole('link', { name: 'A to Z' });
    await aToZ.click();
    await expect(page).toHaveURL(/sort=a-z/);
    // the address changes before the new page's props arrive; the tab is marked from the same props as the list
    await expect(aToZ).toHaveAttribute('aria-current', 'page');
    const az = await names.allTextContents();
    await page.getByRole('link', { name: 'Z to A' }).click();
    await expect(page).toHaveURL(/sort=z-a/);
    await expect.poll(() => names.allTextContents()).toEqual([...az].reverse());
  });

  test('the flash sale shows how much of each product is sold', async ({ page }) => {
    await page.goto('/flash-sales');
    await expect(page.getByRole('timer', { name: 'Flash sale ends in' })).toBeVisible();
    const progress = page.getByRole('progressbar');
    const soldOut = page.getByText('Out of Stock');
    await expect(progress.or(soldOut).first()).toBeVisible();
  });

  test('store lists switch tabs and filters through links', async ({ page }) => {
    await page.goto('/store/popular');
    await page.getByRole('navigation', { name: 'Sort stores' }).getByRole('link', { name: 'Top Rated' }).click();
    await expect(page).toHaveURL(/tab=top_rated/);
    await page.getByRole('navigation', { name: 'Filter stores' }).getByRole('link', { name: 'Take away' }).click();
    await expect(page).toHaveURL(/type=take_away/);
    await expect(page.getByRole('navigation', { name: 'Filter stores' }).getByRole('link', { name: 'Take away' })).toHaveAttribute('aria-current', 'true');
  });

  test('signed-in pages are private to the shopper', async ({ request }) => {
    const response = await request.get('/home', { headers: { Cookie: 'souk_auth=1' } });
    expect(response.headers()['cache-control']).toBe('private, no-cache');
  });
});
