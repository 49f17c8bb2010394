import { expect, test } from './fixtures';

test.describe('the storefront shell', () => {
  test('the landing page HTML already carries data fetched on the server', async ({ request }) => {
    const response = await request.get('/', { headers: { Accept: 'text/html' } });
    expect(response.status()).toBe(200);
    const html = await response.text();
    // module names come from GET /module, business name from GET /config: both only via the server's prefetch
    for (const name of ['Food', 'Grocery', 'Pharmacy']) expect(html).toContain(name);
    expect(html).toMatch(/<title[^>]*>Souk \|/);
    expect(html).toContain('<html lang="en" dir="ltr"');
    expect(response.headers()['cache-control']).toContain('s-maxage=60');
  });

  test('the Arabic page is right-to-left in the raw HTML and its margins really flip', async ({ page, request }) => {
    const raw = await (await request.get('/ar')).text();
    expect(raw).toContain('<html lang="ar" dir="rtl"');
    expect(raw).toContain('اختر السوق');

    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    const ltr = await nav.evaluate((el) => getComputedStyle(el));
    expect(ltr.marginLeft).toBe('16px');

    await page.goto('/ar');
    const navAr = page.getByRole('navigation', { name: 'الرئيسية' });
    const rtl = await navAr.evaluate((el) => ({ left: getComputedStyle(el).marginLeft, right: getComputedStyle(el).marginRight }));
    expect(rtl).toEqual({ left: '0px', right: '16px' });
  });

  test('parts drawn with MUI flip in Arabic too (emotion with the right-to-left plugin, rendered on the server)', async ({ page }) => {
    // the frame is plain CSS with logical properties; the article body is MUI, styled with `pl` (padding-left)
    await page.goto('/about-us');
    const list = page.getByRole('main').getByRole('list').first();
    await expect(list).toContainText('Local first.');
    expect(await list.evaluate((el) => [getComputedStyle(el).paddingLeft, getComputedStyle(el).paddingRight])).toEqual(['24px', '0px']);

    await page.goto('/ar/about-us');
    const listAr = page.getByRole('main').getByRole('list').first();
    await expect(listAr).toContainText('المحلي أولاً.');
    expect(await listAr.evaluate((el) => [getComputedStyle(el).paddingLeft, getComputedStyle(el).paddingRight])).toEqual(['0px', '24px']);
  });

  test('the first load logs no console errors', async ({ page }) => {
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(errors).toEqual([]);
  });

  test('switching language from the menu asks, stores the language and country, and reloads in Arabic', async ({ page }) => {
    await page.goto('/');
    await page.evaluate(() => {
      (window as unknown as { __marker: string }).__marker = 'same-document';
    });
    // 02-catalogue.md, Header: a language menu (English, Arabic) with a confirmation, then a reload
    await page.getByRole('button', { name: 'Language: English' }).first().click();
    await page.getByRole('menuitem', { name: 'العربية' }).click();
    const confirm = page.getByRole('dialog', { name: 'Are you sure to change the language?' });
    await confirm.getByRole('button', { name: 'Yes' }).click();
    await expect(page).toHaveURL(/\/ar$/);
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('heading', { name: 'اختر السوق' })).toBeVisible();
    // a reload: the document that asked is gone
    expect(await page.evaluate(() => (window as unknown as { __marker?: string }).__marker)).toBeUndefined();
    expect(await page.evaluate(() => [localStorage.getItem('language-setting'), localStorage.getItem('country')])).toEqual(['ar', 'AE']);
  });

  test('an unknown page answers a real 404', async ({ request }) => {
    const response = await request.get('/no-such-page');
    expect(response.status()).toBe(404);
    expect(await response.text()).toContain('Page not found');
  });

  test('the 500 page requested by its path is an unknown page: 404, in both languages', async ({ request }) => {
    for (const path of ['/500', '/ar/500']) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(404);
      // the 404 page's own title (the page's data holds every string of its namespaces, 'Something went wrong' too)
      expect(await response.text(), path).toMatch(/<title[^>]*>404 \| /);
    }
  });

  test('health reports the version and a reachable API', async ({ request }) => {
    const body = await (await request.get('/api/health')).json();
    expect(body).toMatchObject({ status: 'ok', api: { mode: 'embedded', reachable: true } });
  });
});

test.describe('the session and the gateway', () => {
  test('the sign-in token lives in an httpOnly cookie no script can read', async ({ page, context }) => {
    await page.goto('/');
    const answer = await page.evaluate(async () => {
      const response = await fetch('/api/v1/auth/login', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ email_or_phone: 'demo@souk.test', password: 'souk-demo-1', login_type: 'manual', field_type: 'email' }),
      });
      return { status: response.status, body: (await response.json()) as Record<string, unknown> };
    });
    expect(answer.status).toBe(200);
    expect(answer.body.token).toBeNull();
    expect(answer.body.signed_in).toBe(true);

    const token = (await context.cookies()).find((c) => c.name === 'souk_token');
    expect(token?.httpOnly).toBe(true);
    expect(token?.sameSite).toBe('Lax');
    expect(token?.value.length).toBeGreaterThan(20);
    const visible = await page.evaluate(() => document.cookie);
    expect(visible).not.toContain('souk_token');
    expect(visible).not.toContain(token?.value ?? 'missing');

    // the gateway adds Authorization from the cookie
    const profile = await page.evaluate(async () => (await fetch('/api/v1/customer/info')).json());
    expect(profile).toMatchObject({ email: 'demo@souk.test' });

    // signing out clears it
    await page.evaluate(() => fetch('/api/session', { method: 'DELETE' }));
    expect((await context.cookies()).find((c) => c.name === 'souk_token')).toBeUndefined();
    const after = await page.evaluate(async () => (await fetch('/api/v1/customer/info')).status);
    expect(after).toBe(401);
  });

  test('the gateway refuses a cross-origin POST that would ride the cookie', async ({ request }) => {
    const response = await request.post('/api/v1/auth/guest/request', {
      headers: { Origin: 'https://evil.example', 'Sec-Fetch-Site': 'cross-site', Cookie: 'souk_token=stolen' },
    });
    expect(response.status()).toBe(403);
    expect(await response.json()).toEqual({ errors: [{ code: 'origin', message: 'Cross-site requests are not allowed.' }] });
  });

  test('another client of the contract signs in and calls with its own Bearer token', async ({ playwright, baseURL }) => {
    const api = await playwright.request.newContext({ baseURL });
    const login = await api.post('/api/v1/auth/login', {
      data: { email_or_phone: 'demo@souk.test', password: 'souk-demo-1', login_type: 'manual', field_type: 'email' },
    });
    expect(login.status()).toBe(200);
    const { token } = (await login.json()) as { token: string };
    expect(typeof token).toBe('string');
    const fresh = await playwright.request.newContext({ baseURL });
    const info = await fresh.get('/api/v1/customer/info', { headers: { Authorization: `Bearer ${token}` } });
    expect(info.status()).toBe(200);
    const zone = await fresh.get('/api/v1/config/get-zone-id?lat=not-a-number&lng=55.27');
    expect(zone.status()).toBeGreaterThanOrEqual(400);
    expect(zone.status()).toBeLessThan(500);
    await api.dispose();
    await fresh.dispose();
  });
});
