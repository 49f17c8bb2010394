import { answerReviewPromptWithNotNow, expect, test } from './fixtures';

/**
 * The headers every answer carries and the policy every page satisfies (the fixtures fail any
 * test whose pages report a Content-Security-Policy violation), and a sign-out that ends the
 * session on the server, not only in the browser.
 */
test('pages carry a Content-Security-Policy of hashes for their own inline scripts, cached or not', async ({ request }) => {
  const first = await request.get('/product/1');
  const policy = first.headers()['content-security-policy'] ?? '';
  const scriptSrc = policy.split(';').find((d) => d.trim().startsWith('script-src')) ?? '';
  expect(scriptSrc).toContain("'self'");
  expect(scriptSrc).toMatch(/'sha256-[A-Za-z0-9+/]+=*'/);
  expect(scriptSrc).not.toContain("'unsafe-inline'");
  expect(scriptSrc).not.toContain("'unsafe-eval'");
  expect(policy).toContain("object-src 'none'");
  expect(policy).toContain("frame-ancestors 'self'");
  expect(first.headers()['cross-origin-opener-policy']).toBe('same-origin');
  expect(first.headers()['x-content-type-options']).toBe('nosniff');
  // the shared cache hands the page out with the policy of its own scripts
  const again = await request.get('/product/1');
  expect(again.headers()['content-security-policy']).toBe(policy);
  // plain HTTP without a trusted proxy: no HSTS, whatever X-Forwarded-Proto claims
  const claimed = await request.get('/about-us', { headers: { 'X-Forwarded-Proto': 'https' } });
  expect(claimed.headers()['strict-transport-security']).toBeUndefined();
});

test('static chunks, media, API answers and 404s are all sent with nosniff', async ({ request }) => {
  const html = await (await request.get('/home')).text();
  const chunk = /\/_next\/static\/[^"']+\.js/.exec(html)?.[0];
  expect(chunk).toBeTruthy();
  for (const path of [chunk as string, '/favicon.svg', '/api/v1/config', '/no-such-page', '/locales/en/common.json']) {
    const response = await request.get(path);
    expect(response.headers()['x-content-type-options'], path).toBe('nosniff');
    expect(response.headers()['cross-origin-opener-policy'], path).toBe('same-origin');
  }
});

test('a shopper browses, opens dialogs and switches language without a policy violation', async ({ page }) => {
  await page.goto('/home');
  await page.getByRole('banner').getByRole('button', { name: 'Sign In' }).click();
  const dialog = page.getByRole('dialog', { name: 'Sign In' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Sign In' }).click();
  await expect(dialog.getByText('Password is required')).toBeVisible();
  await page.goto('/ar/product/1');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
});

test('signing out revokes the token on the server: a copy of it no longer works', async ({ page, context, playwright, baseURL }) => {
  await answerReviewPromptWithNotNow(page);
  await page.goto('/about-us');
  const header = page.getByRole('banner');
  await header.getByRole('button', { name: 'Sign In' }).click();
  const dialog = page.getByRole('dialog', { name: 'Sign In' });
  await dialog.getByRole('textbox', { name: 'Email/Phone' }).fill('demo@souk.test');
  await dialog.getByLabel('Password').fill('souk-demo-1');
  await dialog.getByRole('button', { name: 'Sign In' }).click();
  await expect(dialog).toBeHidden();
  const token = (await context.cookies()).find((c) => c.name === 'souk_token')?.value ?? '';
  expect(token.length).toBeGreaterThan(20);

  // another client holding a copy of the token (a stolen cookie, a second device)
  const other = await playwright.request.newContext({ baseURL });
  const withCopy = () => other.get('/api/v1/customer/info', { headers: { Authorization: `Bearer ${token}` } });
  expect((await withCopy()).status()).toBe(200);

  await page.evaluate(() => fetch('/api/session', { method: 'DELETE' }));
  expect((await context.cookies()).find((c) => c.name === 'souk_token')).toBeUndefined();
  const after = await withCopy();
  expect(after.status()).toBe(401);
  expect(await after.json()).toEqual({ errors: [{ code: 'auth-001', message: 'Unauthenticated.' }] });
  await other.dispose();
});

test('API answers are gzipped for a client that accepts it and plain for one that does not, with the headers pages carry', async ({ request }) => {
  const zipped = await request.get('/api/v1/config', { headers: { 'Accept-Encoding': 'gzip' } });
  expect(zipped.status()).toBe(200);
  expect(zipped.headers()['content-encoding']).toBe('gzip');
  expect(zipped.headers()['vary']).toMatch(/accept-encoding/i);
  const config = (await zipped.json()) as { business_name?: string };
  expect(config.business_name).toBeTruthy();
  const plain = await request.get('/api/v1/config', { headers: { 'Accept-Encoding': 'identity' } });
  expect(plain.headers()['content-encoding']).toBeUndefined();
  expect(((await plain.json()) as { business_name?: string }).business_name).toBe(config.business_name);
  for (const answer of [zipped, plain]) {
    expect(answer.headers()['cache-control']).toBe('private, no-store');
    expect(answer.headers()['x-frame-options']).toBe('SAMEORIGIN');
    expect(answer.headers()['permissions-policy']).toContain('geolocation=(self)');
  }
  // a body that cannot be read is refused with a message, not a crash
  const broken = await request.post('/api/v1/auth/guest/request', { headers: { 'Content-Type': 'application/json' }, data: Buffer.from('{"guest') });
  expect(broken.status()).toBe(400);
  expect(await broken.json()).toEqual({ errors: [{ code: 'body', message: 'The request body is not valid JSON.' }] });
});
