import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type BrowserContext, type Page } from './fixtures';
import { moduleOf } from './catalogue-helpers';

/** Dubai, inside the seed's delivery zones. */
const DOWNTOWN = { lat: 25.1972, lng: 55.2744, address: 'Burj Khalifa, Downtown Dubai' };

interface SeedItem {
  id: number;
  slug: string;
  name: string;
  store_id: number;
  store_name: string;
  stock: number;
  maximum_cart_quantity: number | null;
  variations: unknown[];
  choice_options: unknown[];
  food_variations: { name: string; type: string; required: string; values: { label: string }[] }[];
  add_ons: { id: number; name: string }[];
}

async function itemsOf(request: APIRequestContext, type: string): Promise<SeedItem[]> {
  const m = await moduleOf(request, type);
  const res = await request.get('/api/v1/items/latest?limit=100&offset=1', { headers: { zoneId: '[1,2]', moduleId: String(m.id) } });
  return ((await res.json()) as { products: SeedItem[] }).products;
}

async function atHome(context: BrowserContext, request: APIRequestContext, baseURL: string, type: string) {
  const m = await moduleOf(request, type);
  await context.addCookies([
    { name: 'souk_zone', value: encodeURIComponent('[1,2]'), url: baseURL },
    { name: 'souk_location', value: encodeURIComponent(JSON.stringify(DOWNTOWN)), url: baseURL },
    { name: 'souk_module', value: String(m.id), url: baseURL },
  ]);
}

const plain = (x: SeedItem) => x.variations.length === 0 && x.choice_options.length === 0 && !x.food_variations.some((g) => g.required === 'on');

async function cartCount(page: Page): Promise<string | null> {
  return page.getByRole('banner').getByRole('button', { name: /^Cart \(items: \d+\)$/ }).last().getAttribute('aria-label');
}

test.describe('buying on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

  test('food options, the cart drawer, Out of Limits, removing a line, another store, and a reload', async ({ page, context, request, baseURL }) => {
    await atHome(context, request, baseURL ?? '', 'food');
    const food = await itemsOf(request, 'food');
    const dish = food.find((x) => x.food_variations.some((g) => g.required === 'on' && g.type === 'single') && x.add_ons.length > 0 && x.maximum_cart_quantity === 10);
    if (!dish) throw new Error('the seed has no food item with a required choice, add-ons and a limit of 10');
    const group = dish.food_variations.find((g) => g.required === 'on' && g.type === 'single');
    await page.goto(`/product/${dish.slug}`);
    const panel = page.getByRole('form', { name: `Buy ${dish.name}` });
    await panel.getByRole('button', { name: 'Add to Cart' }).click();
    await expect(panel.getByRole('alert')).toHaveText(`Variation ${group?.name} can not remain without selection.`);

    for (const g of dish.food_variations.filter((x) => x.required === 'on')) {
      await panel.getByRole('group', { name: new RegExp(g.name) }).getByRole(g.type === 'single' ? 'radio' : 'checkbox').first().check();
    }
    const addOn = dish.add_ons[0];
    await panel.getByRole('checkbox', { name: addOn?.name }).check();
    await panel.getByRole('button', { name: `More ${addOn?.name}` }).click();
    await panel.getByRole('button', { name: 'Add to Cart' }).click();
    await expect(page.getByText('Item added to cart')).toBeVisible();
    await expect(panel.getByRole('button', { name: 'Update To Cart' })).toBeVisible();
    expect(await cartCount(page)).toBe('Cart (items: 1)');

    await page.getByRole('banner').getByRole('button', { name: 'Cart (items: 1)' }).last().click();
    const drawer = page.getByRole('dialog', { name: 'Shopping Cart' });
    const row = drawer.getByRole('group', { name: `Quantity of ${dish.name}` });
    await expect(row.getByText('01')).toBeVisible();
    for (let n = 2; n <= 10; n += 1) {
      await row.getByRole('button', { name: 'Increase quantity' }).click();
      await expect(row.getByText(n < 10 ? `0${n}` : '10')).toBeVisible();
    }
    await row.getByRole('button', { name: 'Increase quantity' }).click();
    await expect(page.getByText('Out of Limits')).toBeVisible();
    await expect(row.getByText('10')).toBeVisible();

    // a plain dish of the same store, then the first line removed
    const second = food.find((x) => x.store_id === dish.store_id && x.id !== dish.id && plain(x));
    if (!second) throw new Error('the store has no second plain dish');
    await drawer.getByRole('button', { name: 'Close' }).click();
    await page.goto(`/product/${second.slug}`);
    await page.getByRole('form', { name: `Buy ${second.name}` }).getByRole('button', { name: 'Add to Cart' }).click();
    await expect(page.getByRole('banner').getByRole('button', { name: 'Cart (items: 2)' }).last()).toBeVisible();
    await page.getByRole('banner').getByRole('button', { name: 'Cart (items: 2)' }).last().click();
    const secondRow = drawer.getByRole('group', { name: `Quantity of ${second.name}` });
    await secondRow.getByRole('button', { name: `Remove ${second.name}` }).click();
    await expect(secondRow).toHaveCount(0);
    await expect(drawer.getByText(dish.name)).toBeVisible();
    await drawer.getByRole('button', { name: 'Close' }).click();

    // another store's item asks to clear the cart
    const other = food.find((x) => x.store_id !== dish.store_id && plain(x));
    if (!other) throw new Error('no dish of another store');
    await page.goto(`/product/${other.slug}`);
    await page.getByRole('form', { name: `Buy ${other.name}` }).getByRole('button', { name: 'Add to Cart' }).click();
    await page.getByRole('dialog', { name: 'Clear the cart?' }).getByRole('button', { name: 'Clear cart and add' }).click();
    await expect(page.getByText('Your cart has been cleared successfully. And selected item added to the cart.')).toBeVisible();

    await page.reload();
    await expect(page.getByRole('banner').getByRole('button', { name: 'Cart (items: 1)' }).last()).toBeVisible();
    await page.getByRole('banner').getByRole('button', { name: 'Cart (items: 1)' }).last().click();
    await expect(drawer.getByText(other.name)).toBeVisible();
    await expect(drawer.getByText(dish.name)).toHaveCount(0);
  });

  test('a card opens the item panel over the page; Back closes it; a required choice is asked for; a guest heart asks to sign in', async ({ page, context, request, baseURL }) => {
    await atHome(context, request, baseURL ?? '', 'food');
    const food = await itemsOf(request, 'food');
    const dish = food.find((x) => x.food_variations.some((g) => g.required === 'on' && g.type === 'single'));
    if (!dish) throw new Error('no food item with a required choice');
    const store = dish.store_id;
    await page.goto(`/store/${store}`);
    const card = page.getByRole('link', { name: dish.name, exact: true }).first();
    await card.scrollIntoViewIfNeeded();
    await page.getByRole('button', { name: `Add ${dish.name} to wishlist` }).first().click();
    await expect(page.getByText('You are not logged in')).toBeVisible();

    const storeUrl = page.url();
    await card.click();
    const modal = page.getByRole('dialog', { name: dish.name });
    await expect(modal).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/product/${dish.slug}$`));
    await page.goBack();
    await expect(modal).toHaveCount(0);
    expect(page.url()).toBe(storeUrl);

    await card.click();
    await modal.getByRole('button', { name: 'Add to Cart' }).click();
    const group = dish.food_variations.find((g) => g.required === 'on' && g.type === 'single');
    await expect(modal.getByRole('alert')).toHaveText(`Variation ${group?.name} can not remain without selection.`);
    for (const g of dish.food_variations.filter((x) => x.required === 'on')) {
      await modal.getByRole('group', { name: new RegExp(g.name) }).getByRole(g.type === 'single' ? 'radio' : 'checkbox').first().check();
    }
    await modal.getByRole('button', { name: 'Add to Cart' }).click();
    await expect(page.getByText('Item added to cart')).toBeVisible();
    await expect(modal).toHaveCount(0);
    await expect(page.getByRole('banner').getByRole('button', { name: 'Cart (items: 1)' }).last()).toBeVisible();
  });

  test('a card whose item has choices shows Add, and its link is named starting with that word (voice control), in English and Arabic', async ({ page, context, request, baseURL }) => {
    await atHome(context, request, baseURL ?? '', 'ecommerce');
    const labelInName = async () => {
      const results = await new AxeBuilder({ page }).withRules(['label-content-name-mismatch']).analyze();
      return results.violations.flatMap((v) => v.nodes.map((n) => n.html));
    };
    await page.goto('/home');
    const add = page.getByRole('link', { name: /^Add .+: choose options$/ }).first();
    await expect(add).toHaveText('Add');
    await expect(add).toHaveAttribute('href', /^\/product\//);
    expect(await labelInName()).toEqual([]);

    await page.goto('/ar/home');
    const addAr = page.getByRole('link', { name: /^أضف .+: اختر الخيارات$/ }).first();
    await expect(addAr).toHaveText('أضف');
    expect(await labelInName()).toEqual([]);
  });

  test('without JavaScript, Add to Cart posts the form and the page comes back with the count, on a product page and on the home’s cards', async ({ browser, request, baseURL }) => {
    const noScript = await browser.newContext({ javaScriptEnabled: false, baseURL, viewport: { width: 390, height: 844 } });
    await atHome(noScript, request, baseURL ?? '', 'grocery');
    const page = await noScript.newPage();
    // one store's plain item for its product page, and two more of that store that the home's cards show
    // (another store's item would ask to clear the cart first; a card is told by its store's name too)
    await page.goto('/home');
    // each card's Add and the card's text (its store's name among it)
    const cards = await page
      .getByRole('main')
      .getByRole('article')
      .evaluateAll((articles) => articles.map((a) => ({ add: a.querySelector('button[type="submit"]')?.getAttribute('aria-label') ?? '', text: a.textContent ?? '' })));
    const grocery = await itemsOf(request, 'grocery');
    const onCard = (x: SeedItem) => plain(x) && x.stock > 2 && cards.some((c) => c.add === `Add ${x.name} to cart` && c.text.includes(x.store_name));
    const othersOf = (x: SeedItem) => grocery.filter((y) => y.store_id === x.store_id && y.id !== x.id && onCard(y)).slice(0, 2);
    const item = grocery.find((x) => plain(x) && x.stock > 2 && othersOf(x).length === 2);
    if (!item) throw new Error('no grocery store with three plain items, two of them on the home’s cards');

    await page.goto(`/product/${item.slug}`);
    await expect(page.getByRole('banner').getByRole('button', { name: 'Cart (items: 0)' }).last()).toBeAttached();
    await page.getByRole('form', { name: `Buy ${item.name}` }).getByRole('button', { name: 'Add to Cart' }).click();
    await expect(page).toHaveURL(new RegExp(`/product/${item.slug}\\?cart=added`));
    await expect(page.getByText('Item added to cart')).toBeVisible();
    await expect(page.getByRole('banner').getByRole('button', { name: 'Cart (items: 1)' }).last()).toBeAttached();
    // the page now offers to update the line it holds
    await expect(page.getByRole('button', { name: 'Update To Cart' })).toBeVisible();
    const guest = (await noScript.cookies()).find((c) => c.name === 'souk_guest')?.value ?? '';
    expect(guest).toMatch(/^\d+$/);

    // the home's cards share one form: each Add names its own item, so two cards add two lines
    await page.goto('/home');
    for (const [i, other] of othersOf(item).entries()) {
      const card = page.getByRole('main').getByRole('article').filter({ hasText: other.store_name }).filter({ has: page.getByRole('link', { name: other.name, exact: true }) });
      await card.getByRole('button', { name: `Add ${other.name} to cart` }).first().click();
      await expect(page).toHaveURL(/\/home\?cart=added/);
      await expect(page.getByRole('banner').getByRole('button', { name: `Cart (items: ${i + 2})` }).last()).toBeAttached();
    }
    const lines = (await (await request.get(`/api/v1/customer/cart/list?guest_id=${guest}`)).json()) as { item_id: number; quantity: number }[];
    expect(lines.map((l) => [l.item_id, l.quantity]).sort()).toEqual([item, ...othersOf(item)].map((x) => [x.id, 1]).sort());
    await noScript.close();
  });

  test('a tap on Add to Cart right at the load event of a slow phone adds exactly one', async ({ browser, request, baseURL }) => {
    const item = (await itemsOf(request, 'grocery')).find((x) => plain(x) && x.stock > 5);
    if (!item) throw new Error('no plain grocery item');
    const context = await browser.newContext({ baseURL, viewport: { width: 390, height: 844 }, hasTouch: true });
    await atHome(context, request, baseURL ?? '', 'grocery');
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await page.goto(`/product/${item.slug}`, { waitUntil: 'load' });
    await page.getByRole('form', { name: `Buy ${item.name}` }).getByRole('button', { name: /Add to Cart|Update To Cart/ }).tap();
    await expect(page.getByRole('banner').getByRole('button', { name: 'Cart (items: 1)' }).last()).toBeAttached();
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    // the guest id's cookie may be written a moment after the count shows
    const guestCookie = async () => (await context.cookies()).find((c) => c.name === 'souk_guest')?.value ?? '';
    await expect.poll(guestCookie).toMatch(/^\d+$/);
    const guest = await guestCookie();
    await expect
      .poll(async () => {
        const lines = (await (await request.get(`/api/v1/customer/cart/list?guest_id=${guest}`)).json()) as { quantity: number }[];
        return lines.map((l) => l.quantity);
      })
      .toEqual([1]);
    // nothing still on its way adds a second one
    await page.waitForLoadState('networkidle');
    const settled = (await (await request.get(`/api/v1/customer/cart/list?guest_id=${guest}`)).json()) as { quantity: number }[];
    expect(settled.map((l) => l.quantity)).toEqual([1]);
    await context.close();
  });
});

test('at checkout a guest is asked to sign in, sign up or go on as a guest; Sign Up opens the sign-up form', async ({ page, context, request, baseURL }) => {
  await atHome(context, request, baseURL ?? '', 'grocery');
  const item = (await itemsOf(request, 'grocery')).find((x) => plain(x) && x.stock > 2);
  if (!item) throw new Error('no plain grocery item');
  await page.goto(`/product/${item.slug}`);
  await page.getByRole('form', { name: `Buy ${item.name}` }).getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page.getByText('Item added to cart')).toBeVisible();
  const cartButton = page.getByRole('banner').getByRole('button', { name: 'Cart (items: 1)' }).last();
  const ask = page.getByRole('dialog', { name: 'Do you want to login or continue as a guest?' });

  await cartButton.click();
  await page.getByRole('dialog', { name: 'Shopping Cart' }).getByRole('button', { name: 'Proceed To Checkout' }).click();
  await ask.getByRole('button', { name: 'Sign Up' }).click();
  const signUp = page.getByRole('dialog', { name: 'Sign Up' });
  await expect(signUp.getByRole('textbox', { name: 'User Name' })).toBeVisible();
  await expect(signUp.getByLabel('Confirm Password', { exact: true })).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Sign In' })).toHaveCount(0);
  await page.keyboard.press('Escape');
  await expect(signUp).toHaveCount(0);

  // Login opens the sign-in form
  if (!(await page.getByRole('dialog', { name: 'Shopping Cart' }).isVisible())) await cartButton.click();
  await page.getByRole('dialog', { name: 'Shopping Cart' }).getByRole('button', { name: 'Proceed To Checkout' }).click();
  await ask.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByRole('dialog', { name: 'Sign In' })).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Sign Up' })).toHaveCount(0);
});

