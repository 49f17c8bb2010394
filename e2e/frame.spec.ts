import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type BrowserContext, type Page } from './fixtures';

/** Dubai, inside the seed's delivery zones. */
const DOWNTOWN = { lat: 25.1972, lng: 55.2744, address: 'Burj Khalifa, Downtown Dubai' };

async function zoneIdsAt(request: APIRequestContext, point: { lat: number; lng: number }): Promise<number[]> {
  const answer = (await (await request.get(`/api/v1/config/get-zone-id?lat=${point.lat}&lng=${point.lng}`)).json()) as { zone_id: string };
  return JSON.parse(answer.zone_id) as number[];
}

async function moduleId(request: APIRequestContext, type: string): Promise<number> {
  const modules = (await (await request.get('/api/v1/module')).json()) as { id: number; module_type: string }[];
  const found = modules.find((m) => m.module_type === type);
  if (!found) throw new Error(`no ${type} module in the seed`);
  return found.id;
}

/** What the location picker leaves behind: zone, delivery point and module cookies. */
async function chooseLocation(context: BrowserContext, request: APIRequestContext, baseURL: string, moduleType = 'grocery') {
  const zones = await zoneIdsAt(request, DOWNTOWN);
  await context.addCookies([
    { name: 'souk_zone', value: encodeURIComponent(JSON.stringify(zones)), url: baseURL },
    { name: 'souk_location', value: encodeURIComponent(JSON.stringify(DOWNTOWN)), url: baseURL },
    { name: 'souk_module', value: String(await moduleId(request, moduleType)), url: baseURL },
  ]);
  return zones;
}

async function expectNoContrastViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withRules(['color-contrast']).analyze();
  const failures = results.violations.flatMap((violation) => violation.nodes.map((node) => `${node.target.join(' ')}: ${node.failureSummary ?? ''}`));
  expect(failures).toEqual([]);
}

test.describe('the frame on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

  test('opens the drawer, expands categories, and switches to Arabic rendered by the server', async ({ page, context, request, baseURL }) => {
    const zones = await chooseLocation(context, request, baseURL ?? '');
    const grocery = await moduleId(request, 'grocery');
    const categories = (await (
      await request.get('/api/v1/categories', { headers: { zoneId: JSON.stringify(zones), moduleId: String(grocery) } })
    ).json()) as { name: string }[];
    expect(categories.length).toBeGreaterThan(0);

    await page.goto('/about-us');
    // the desktop navigation is not what a phone shows
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
    await page.getByRole('button', { name: 'Open menu' }).click();
    const drawer = page.getByRole('navigation', { name: 'Menu' });
    await expect(drawer.getByRole('link', { name: 'Home' })).toBeVisible();

    const expand = drawer.getByRole('button', { name: 'Categories' });
    await expect(expand).toHaveAttribute('aria-expanded', 'false');
    await expand.click();
    await expect(expand).toHaveAttribute('aria-expanded', 'true');
    const list = drawer.getByRole('group', { name: 'Categories' });
    await expect(list.getByRole('link', { name: categories[0]?.name ?? 'missing' })).toBeVisible();
    await expect(list.getByRole('link', { name: 'View all' })).toHaveAttribute('href', '/categories');
    // at most 10 entries, then View all
    expect(await list.getByRole('link').count()).toBeLessThanOrEqual(11);

    // the drawer's language menu (the drawer is the last layer on the page)
    await page.getByRole('button', { name: 'Language: English' }).last().click();
    await page.getByRole('menuitem', { name: 'العربية' }).click();
    const confirm = page.getByRole('dialog', { name: 'Are you sure to change the language?' });
    await expect(confirm).toContainText('The browser will refresh to get translated content.');
    await confirm.getByRole('button', { name: 'Yes' }).click();

    await expect(page).toHaveURL(/\/ar\/about-us$/);
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
    await expect(page.getByText('تم تغيير اللغة')).toBeVisible();
    // the page's content is the Arabic the API gave the server
    await expect(page.getByRole('heading', { level: 1, name: 'عن سوق' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'فتح القائمة' })).toBeVisible();
    expect((await context.cookies()).find((c) => c.name === 'souk_lang')?.value).toBe('ar');

    // and a fresh request for that URL is right-to-left Arabic in the raw HTML
    const raw = await (await page.request.get('/ar/about-us')).text();
    expect(raw).toContain('<html lang="ar" dir="rtl"');
    expect(raw).toContain('عن سوق');
    expect(raw).toContain('يجمع سوق أفضل مطاعم المدينة');
  });

  test('a guest opens sign-in from the avatar; the drawer has no Logout', async ({ page }) => {
    await page.goto('/privacy-policy');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page.getByRole('dialog', { name: 'Sign In' })).toBeVisible();
    await page.getByRole('button', { name: 'Close' }).click();
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(page.getByRole('navigation', { name: 'Menu' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Logout' })).toHaveCount(0);
    // without a location the drawer offers no store lists
    await expect(page.getByRole('button', { name: 'Latest stores' })).toHaveCount(0);
  });
});

test.describe('themes', () => {
  test('dark is saved, rendered by the server with no flash, and both themes pass the contrast check', async ({ page, browser, baseURL }) => {
    await page.goto('/terms-and-conditions');
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
    await expectNoContrastViolations(page);

    await page.getByRole('button', { name: 'Switch to dark theme' }).first().click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    const theme = (await page.context().cookies()).find((c) => c.name === 'souk_theme');
    expect(theme?.value).toBe('dark');

    const reload = await page.reload();
    const html = (await reload?.text()) ?? '';
    expect(html).toMatch(/<html[^>]*data-theme="dark"/);
    await expect(page.getByRole('button', { name: 'Switch to light theme' }).first()).toBeVisible();
    await expectNoContrastViolations(page);

    // no flash: with scripts off, the server's HTML alone paints the dark page
    const noScript = await browser.newContext({ javaScriptEnabled: false, baseURL });
    await noScript.addCookies([{ name: 'souk_theme', value: 'dark', url: baseURL ?? '' }]);
    const plain = await noScript.newPage();
    await plain.goto('/terms-and-conditions');
    const background = await plain.evaluate(() => getComputedStyle(document.body).backgroundColor);
    expect(background).toBe('rgb(11, 17, 16)');
    await noScript.close();
  });
});

test.describe('the footer', () => {
  test('subscribes to the newsletter after refusing a bad email', async ({ page }) => {
    await page.goto('/about-us');
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByRole('heading', { name: 'Sign up to our newsletter' })).toBeVisible();
    await expect(footer.getByText('Weekly deals from Souk stores, straight to your inbox.')).toBeVisible();

    const email = footer.getByRole('textbox', { name: 'Your email address' });
    await email.fill('shopper@souk');
    await footer.getByRole('button', { name: 'Subscribe' }).click();
    await expect(footer.getByText('Please insert a valid email.')).toBeVisible();
    await expect(email).toHaveValue('shopper@souk');

    await email.fill('frame-shopper@souk.test');
    await footer.getByRole('button', { name: 'Subscribe' }).click();
    await expect(footer.getByRole('status').filter({ hasText: 'Subscribed Successfully' })).toBeVisible();
    await expect(email).toHaveValue('');
    await expect(footer.getByText('Please insert a valid email.')).toHaveCount(0);
  });

  test('links the policies the config turns on, contact details, the map and the version', async ({ page, request }) => {
    const config = (await (await request.get('/api/v1/config')).json()) as Record<string, unknown>;
    await page.goto('/about-us');
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByRole('link', { name: 'Terms and Conditions' })).toHaveAttribute('href', '/terms-and-conditions');
    await expect(footer.getByRole('link', { name: 'Privacy Policy' })).toBeVisible();
    await expect(footer.getByRole('link', { name: 'Refund Policy' })).toHaveCount(Number(config.refund_policy) === 0 ? 0 : 1);
    await expect(footer.getByRole('link', { name: String(config.email) })).toHaveAttribute('href', `mailto:${String(config.email)}`);
    await expect(footer.getByText('v2.11-nov2024')).toBeVisible();

    await footer.getByRole('button', { name: 'Find us here' }).click();
    await expect(page.getByRole('dialog', { name: 'Find us here' })).toBeVisible();
  });
});

test.describe('the header on a wide screen', () => {
  test('a guest with a location sees Sign In and the track-order icon', async ({ page, context, request, baseURL }) => {
    await page.goto('/about-us');
    const header = page.getByRole('banner');
    await expect(header.getByRole('button', { name: 'Sign In' })).toBeVisible();
    // no location yet: no track-order icon
    await expect(header.getByRole('link', { name: 'Track order', exact: true })).toHaveCount(0);

    await chooseLocation(context, request, baseURL ?? '');
    await page.reload();
    await expect(header.getByRole('button', { name: 'Sign In' })).toBeVisible();
    await expect(header.getByRole('link', { name: 'Track order', exact: true })).toHaveAttribute('href', '/track-order');
    await expect(header.getByRole('button', { name: /^Cart/ })).toBeVisible();
    await expect(header.getByRole('button', { name: 'Categories' })).toBeVisible();
    // the guest has no chat
    await expect(header.getByRole('link', { name: 'Chat', exact: true })).toHaveCount(0);
  });

  test('the parcel module shows Contact and hides the cart and the track-order icon', async ({ page, context, request, baseURL }) => {
    await chooseLocation(context, request, baseURL ?? '', 'parcel');
    await page.goto('/about-us');
    const header = page.getByRole('banner');
    const nav = header.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link', { name: 'Contact' })).toHaveAttribute('href', '/help-and-support');
    await expect(nav.getByRole('button', { name: 'Categories' })).toHaveCount(0);
    await expect(header.getByRole('button', { name: /^Cart/ })).toHaveCount(0);
    await expect(header.getByRole('link', { name: 'Track order', exact: true })).toHaveCount(0);
  });
});

test.describe('content pages', () => {
  test('are server-rendered from the API with metadata and sanitised HTML', async ({ request }) => {
    const response = await request.get('/privacy-policy');
    expect(response.status()).toBe(200);
    const html = await response.text();
    expect(html).toMatch(/<title[^>]*>Privacy Policy \| Souk<\/title>/);
    expect(html).toContain('rel="canonical"');
    expect(html).toContain('We never sell personal data.');
    expect(html).toContain('<table>');
    // the whole frame comes with it: the footer's newsletter band from the landing data
    expect(html).toContain('Weekly deals from Souk stores, straight to your inbox.');
    expect(html).toContain('v2.11-nov2024');

    const arabic = await (await request.get('/ar/refund-policy')).text();
    expect(arabic).toContain('<html lang="ar" dir="rtl"');
    expect(arabic).toContain('سياسة الاسترداد');
  });

  test('help and support checks the contact form and hands it to the mail app', async ({ page, request }) => {
    const config = (await (await request.get('/api/v1/config')).json()) as { email: string };
    await page.goto('/help-and-support');
    await expect(page.getByRole('heading', { level: 1, name: 'Help & Support' })).toBeVisible();
    await expect(page.getByText(`Sending opens your email app with this message addressed to ${config.email}.`)).toBeVisible();
    await page.getByRole('button', { name: 'Write the email' }).click();
    await expect(page.getByText('Name is required')).toBeVisible();
    await expect(page.getByText('Phone number is required')).toBeVisible();
    await expect(page.getByText('Email is required')).toBeVisible();

    const form = page.getByRole('main');
    await form.getByRole('textbox', { name: 'Name', exact: true }).fill('Sara');
    await form.getByRole('textbox', { name: 'Phone', exact: true }).fill('+971 50 123 4567');
    await form.getByRole('textbox', { name: 'Email', exact: true }).fill('sara@mail.test');
    await form.getByRole('textbox', { name: 'Message', exact: true }).fill('Where is my order?');
    await page.getByRole('button', { name: 'Write the email' }).click();
    const handedOver = page.getByRole('status').filter({ hasText: 'Your email app should now show the message' });
    await expect(handedOver).toBeVisible();
    const href = (await handedOver.getByRole('link', { name: 'Open the email again' }).getAttribute('href')) ?? '';
    expect(href.startsWith(`mailto:${config.email}?`)).toBe(true);
    const mail = new URLSearchParams(href.slice(href.indexOf('?') + 1));
    expect(mail.get('subject')).toBe('Help request - Sara');
    expect(mail.get('body')).toContain('Where is my order?');
    expect(mail.get('body')).toContain('Phone: +971 50 123 4567');
  });

  test('parcel delivery info is rendered on the server', async ({ request }) => {
    const html = await (await request.get('/parcel-delivery-info')).text();
    expect(html).toContain('Parcel delivery');
    expect(html).toContain('How it works');
  });
});
