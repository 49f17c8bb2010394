import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Locator, type Page } from './fixtures';
import { aStoreAndProduct, modules } from './catalogue-helpers';
import {
  addToCart,
  at,
  checkoutFromDrawer,
  enough,
  fillGuestContact,
  fitsMinimum,
  inLanguage,
  newCustomer,
  openCart,
  plainItems,
  signIn,
  wordsOf,
  type Language,
} from './buying-helpers';

/**
 * Axe on every screen a shopper meets, in both themes and both languages: the catalogue (each
 * module's home, a store, a product, a content page) and the buying screens (the cart drawer,
 * the login-or-guest question, checkout with its errors, the placed dialog, tracking, the sign-in
 * dialog, order details with the cancel dialog, my orders with the tracking drawer, and the
 * profile). A screen passes with no serious or critical violation of any rule. One walk per
 * theme and language; each screen's violations are collected softly so one run lists them all.
 */

type Theme = 'light' | 'dark';

/** Every rule axe runs, against the page as it stands (open dialogs included). */
async function audit(page: Page, screen: string) {
  // a toast or a dialog still fading in is measured as the shopper will read it, not mid-fade
  await page
    .waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity), undefined, { polling: 100, timeout: 5000 })
    .catch(() => undefined);
  // only violations are gathered in full: the other result types cost time on a long page
  const results = await new AxeBuilder({ page }).options({ resultTypes: ['violations'] }).analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  test.info().annotations.push({ type: 'axe', description: JSON.stringify({ screen, rules: Object.fromEntries(serious.map((v) => [v.id, v.nodes.length])) }) });
  const found = serious.flatMap((v) => v.nodes.map((n) => `${v.id} ${n.target.join(' ')}: ${n.failureSummary ?? ''}`));
  expect.soft(found, screen).toEqual([]);
}

/**
 * Scrolls through the page so blocks laid out or hydrated on approach are there for axe, then
 * back to the top. The length is the page's as it arrived: a list that loads more on scrolling
 * would otherwise never end.
 */
async function scrollThrough(page: Page) {
  await page.evaluate(async () => {
    // two frames to lay out, or 150 ms where the page paints no frame (a busy or occluded renderer)
    const frame = () => Promise.race([new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))), new Promise((resolve) => setTimeout(resolve, 150))]);
    const end = document.documentElement.scrollHeight;
    for (let y = 0; y < end; y += window.innerHeight / 2) {
      window.scrollTo(0, y);
      await frame();
    }
    window.scrollTo(0, 0);
    await frame();
  });
}

const tomorrowNoon = () => `${new Date(Date.now() + 24 * 3600 * 1000).toISOString().slice(0, 10)}T12:00`;

const walks = (['light', 'dark'] as Theme[]).flatMap((theme) => (['en', 'ar'] as Language[]).map((language) => ({ theme, language })));

for (const [n, { theme, language }] of walks.entries()) {
  test(`every catalogue and buying screen passes axe, ${theme} theme, ${language === 'en' ? 'English' : 'Arabic'}`, async ({ page, context, request, baseURL }) => {
    test.setTimeout(420_000);
    const say = wordsOf(language);
    const path = (p: string) => inLanguage(language, p);
    const url = baseURL ?? '';
    await context.addCookies([
      { name: 'souk_theme', value: theme, url },
      { name: 'souk_lang', value: language, url },
    ]);
    await at(context, request, url, 'grocery');
    const [item] = await plainItems(request, 'grocery', fitsMinimum, language);
    if (!item) throw new Error('the seed has no plain grocery item');

    // the catalogue, on a wide screen
    const { store, product } = await aStoreAndProduct(request, 'food');
    const catalogue = [...(await modules(request)).map((m) => `/home?module_id=${m.id}`), `/store/${store.slug}`, `/product/${product.slug}`, '/terms-and-conditions'];
    for (const [i, p] of catalogue.entries()) {
      await page.goto(path(p));
      if (i === 0) {
        await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
        await expect(page.locator('html')).toHaveAttribute('lang', language);
      }
      await scrollThrough(page);
      await audit(page, p);
    }

    // a guest buys groceries on a phone (a module home visited above chose its module)
    await at(context, request, url, 'grocery');
    await page.setViewportSize({ width: 390, height: 844 });
    await addToCart(page, item, enough(item), { say, language });
    await openCart(page, say);
    await audit(page, 'cart drawer');
    await checkoutFromDrawer(page, true, { say, asked: async () => audit(page, 'login or guest dialog') });
    const checkout = page.getByRole('form', { name: say('Checkout') });
    await checkout.getByRole('button', { name: say('Place Order') }).click();
    await expect(checkout.getByText(say('Name is required'))).toBeVisible();
    await audit(page, 'guest checkout with its errors');
    await fillGuestContact(page, `+97150777100${n}`, say);
    await checkout.getByRole('radio', { name: say('Cash on delivery') }).check();
    await checkout.getByRole('button', { name: say('Place Order') }).click();
    const placed = page.getByRole('dialog', { name: say('Order placed successfully') });
    await expect(placed).toBeVisible();
    await audit(page, 'order placed dialog');
    await placed.getByRole('button', { name: say('Track Order') }).click();
    await expect(page).toHaveURL(/\/track-order\?order_id=\d+/);
    await expect(page.getByRole('list', { name: say('Order progress') })).toBeVisible();
    await audit(page, 'tracking a guest order');

    await page.goto(path('/track-order'));
    const track = page.getByRole('form', { name: say('Track Order') });
    await track.getByRole('button', { name: say('Track Order') }).click();
    await expect(track.getByText(say('orders:Need a order id'))).toBeVisible();
    await audit(page, 'track order form with its errors');

    // a customer of its own (walks run side by side) signs in, buys, then looks at the order and the account
    await signIn(page, await newCustomer(request, `axe-${theme}-${language}`), { say, language, filled: async () => audit(page, 'sign in dialog') });
    await addToCart(page, item, enough(item), { say, language });
    await page.goto(path('/checkout?page=cart'));
    const own = page.getByRole('form', { name: say('Checkout') });
    await expect(own.getByRole('button', { name: say('Place Order') })).toBeVisible();
    await audit(page, 'customer checkout');
    // scheduled for tomorrow, so it stays pending and can be cancelled
    await own.getByLabel(say('Schedule for later (leave empty for now)')).fill(tomorrowNoon());
    await own.getByRole('radio', { name: say('Cash on delivery') }).check();
    await own.getByRole('button', { name: say('Place Order') }).click();
    await expect(page).toHaveURL(/orderId=\d+&from=checkout/);
    const orderId = /orderId=(\d+)/.exec(page.url())?.[1] ?? '';
    await expect(page.getByRole('heading', { name: say('Order #{{id}}', { id: orderId }) })).toBeVisible();
    await audit(page, 'order details');
    await page.getByRole('button', { name: say('orders:Cancel'), exact: true }).click();
    const cancel = page.getByRole('dialog', { name: say('Cancel order #{{id}}', { id: orderId }) });
    await expect(cancel).toBeVisible();
    await audit(page, 'cancel order dialog');
    await page.keyboard.press('Escape');
    await expect(cancel).toBeHidden();

    await page.goto(path('/profile?page=my-orders'));
    const row: Locator = page.getByRole('listitem', { name: say('Order #{{id}}', { id: orderId }) });
    await expect(row).toBeVisible();
    await audit(page, 'my orders, running');
    await row.getByRole('button', { name: say('Track') }).click();
    const drawer = page.getByRole('dialog', { name: say('Order tracking') });
    await expect(drawer.getByRole('list', { name: say('Order progress') })).toBeVisible();
    await audit(page, 'order tracking drawer');
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();

    await page.goto(path('/profile?page=my-orders&tab=past'));
    await expect(page.getByRole('heading', { level: 1, name: say('My Orders') })).toBeVisible();
    await audit(page, 'my orders, previous');
    await page.goto(path('/profile?page=profile-settings'));
    await expect(page.getByRole('heading', { name: say('Edit Personal Details') })).toBeVisible();
    await audit(page, 'profile settings');
    await page.getByRole('button', { name: say('Add New Address') }).click();
    await expect(page.getByRole('dialog', { name: say('Add New Address') })).toBeVisible();
    await audit(page, 'add address dialog');
  });
}
