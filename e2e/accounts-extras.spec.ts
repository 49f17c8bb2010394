import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test, type Page } from './fixtures';
import { startOwnServer, type OwnServer } from './own-server';

/**
 * The phone fields' country picker (default country from the config, switched off by it) and
 * the forgot-password page in Arabic, on a phone.
 */
test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

let seq = 0;
/** A UAE mobile number nobody else in this run has, as the shopper would type it at home. */
function localNumber(): { local: string; international: string } {
  seq += 1;
  const n = `${(Date.now() + seq * 7919) % 10_000_000}`.padStart(7, '0');
  return { local: `052 ${n.slice(0, 3)} ${n.slice(3)}`, international: `+97152${n}` };
}

async function openSignIn(page: Page) {
  await page.getByRole('banner').getByRole('button', { name: 'Sign In' }).click();
  const dialog = page.getByRole('dialog', { name: 'Sign In' });
  await expect(dialog).toBeVisible();
  return dialog;
}

test('sign-up takes a local number beside the config country, and Saudi Arabia can be picked instead', async ({ page }) => {
  const phone = localNumber();
  await page.goto('/about-us');
  await (await openSignIn(page)).getByRole('button', { name: 'Sign Up' }).click();
  const dialog = page.getByRole('dialog', { name: 'Sign Up' });
  const country = dialog.getByRole('combobox', { name: 'Country' });
  // the config's country (AE) is where the picker starts
  await expect(country).toHaveValue('AE');
  await expect(dialog.getByText('🇦🇪 +971')).toBeVisible();
  await country.selectOption('SA');
  await expect(dialog.getByText('🇸🇦 +966')).toBeVisible();
  await country.selectOption({ label: 'United Arab Emirates (+971)' });

  await dialog.getByRole('textbox', { name: 'User Name' }).fill('Maryam Local');
  await dialog.getByRole('textbox', { name: 'Email' }).fill(`local-${phone.international.slice(-7)}@example.com`);
  await dialog.getByRole('textbox', { name: 'Phone' }).fill(phone.local);
  await dialog.getByLabel('Password', { exact: true }).fill('secret-123');
  await dialog.getByLabel('Confirm Password', { exact: true }).fill('secret-123');
  await dialog.getByRole('checkbox').check();
  await dialog.getByRole('button', { name: 'Sign Up' }).click();

  // the code goes to the international number: the trunk 0 dropped, the country code before it
  const otp = page.getByRole('dialog', { name: 'Verify your code' });
  await expect(otp.getByText(`Enter the verification code sent to ${phone.international}`)).toBeVisible();
  for (const [i, digit] of [...'123456'].entries()) await otp.getByRole('textbox', { name: `Digit ${i + 1}` }).fill(digit);
  await otp.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByText('Signup successfully.')).toBeVisible();
  const info = (await (await page.request.get('/api/v1/customer/info')).json()) as { phone: string };
  expect(info.phone).toBe(phone.international);
});

test('the Email/Phone field of sign-in grows a country picker once it holds a number, and signs in with the local number', async ({ page }) => {
  const phone = localNumber();
  const ownPage = { 'sec-fetch-site': 'same-origin' };
  const who = { name: 'Salem Phone', email: `salem-${phone.international.slice(-7)}@example.com`, phone: phone.international, password: 'secret-123' };
  expect((await page.request.post('/api/v1/auth/sign-up', { headers: ownPage, data: { ...who, confirm_password: who.password } })).ok()).toBe(true);
  expect((await page.request.post('/api/v1/auth/verify-phone', { headers: ownPage, data: { phone: who.phone, otp: '123456', verification_type: 'phone', login_type: 'manual' } })).ok()).toBe(true);
  await page.context().clearCookies();

  await page.goto('/about-us');
  const dialog = await openSignIn(page);
  const field = dialog.getByRole('textbox', { name: 'Email/Phone' });
  await field.fill('salem@');
  await expect(dialog.getByRole('combobox', { name: 'Country' })).toHaveCount(0);
  await field.fill(phone.local);
  await expect(dialog.getByRole('combobox', { name: 'Country' })).toHaveValue('AE');
  await expect(field).toBeFocused();
  await dialog.getByLabel(/^Password/).fill(who.password);
  await dialog.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByText('Logged in successfully')).toBeVisible();
  await expect(page.getByRole('banner').getByRole('link', { name: 'My account' })).toBeVisible();
});

test('Edit Personal Details shows the verified phone as country and number, locked, and renders without a hydration mismatch', async ({ page }) => {
  const phone = localNumber();
  const ownPage = { 'sec-fetch-site': 'same-origin' };
  const who = { name: 'Rana Profile', email: `rana-${phone.international.slice(-7)}@example.com`, phone: phone.international, password: 'secret-123' };
  expect((await page.request.post('/api/v1/auth/sign-up', { headers: ownPage, data: { ...who, confirm_password: who.password } })).ok()).toBe(true);
  expect((await page.request.post('/api/v1/auth/verify-phone', { headers: ownPage, data: { phone: who.phone, otp: '123456', verification_type: 'phone', login_type: 'manual' } })).ok()).toBe(true);
  const problems: string[] = [];
  page.on('console', (m) => (m.type() === 'error' && /hydrat|did not match/i.test(m.text()) ? problems.push(m.text()) : undefined));
  page.on('pageerror', (e) => problems.push(e.message));

  await page.goto('/profile?page=profile-settings');
  const country = page.getByRole('combobox', { name: 'Country' });
  await expect(country).toHaveValue('AE');
  await expect(country).toBeDisabled();
  await expect(page.getByRole('textbox', { name: 'Phone' })).toHaveValue(phone.international.slice(4));
  await expect(page.getByRole('textbox', { name: 'Phone' })).toBeDisabled();
  await expect(page.getByText('Not Changeable')).toBeVisible();
  // once hydrated the list holds every country
  await expect.poll(() => country.locator('option').count()).toBeGreaterThan(200);
  expect(problems).toEqual([]);
});

test('a guest address keeps its contact number in international form', async ({ page }) => {
  const phone = localNumber();
  await page.goto('/about-us');
  await page.getByRole('button', { name: /delivery location/i }).first().click();
  await page.getByRole('button', { name: 'Add New Address' }).click();
  const form = page.getByRole('dialog', { name: 'Add New Address' });
  await expect(form.getByRole('combobox', { name: 'Country' })).toHaveValue('AE');
  await form.getByRole('textbox', { name: 'Address' }).fill('Villa 9, Al Barsha');
  await form.getByRole('textbox', { name: 'Contact Person Name' }).fill('Guest Caller');
  await form.getByRole('textbox', { name: 'Contact Person Number' }).fill(phone.local);
  await form.getByRole('textbox', { name: 'Email' }).fill('caller@example.com');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Address saved on this device.')).toBeVisible();
  const stored = await page.evaluate(() => window.localStorage.getItem('souk-guest-addresses'));
  expect(stored).toContain(phone.international);
});

test('/ar/forgot-password is titled in Arabic', async ({ page }) => {
  await page.goto('/ar/forgot-password');
  await expect(page).toHaveTitle(/^نسيت كلمة المرور؟/);
  await page.goto('/forgot-password');
  await expect(page).toHaveTitle(/^Forgot password\?/);
});

test('without a Facebook app configured, sign-in shows no Facebook button and loads nothing from Facebook', async ({ page }) => {
  const facebook: string[] = [];
  page.on('request', (r) => (r.url().includes('facebook') ? facebook.push(r.url()) : undefined));
  await page.goto('/about-us');
  const dialog = await openSignIn(page);
  await expect(dialog.getByRole('button', { name: 'Sign In' })).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Continue with Facebook' })).toHaveCount(0);
  expect(facebook).toEqual([]);
});

test.describe('a server with a Facebook app configured and the country picker switched off', () => {
  // one server for the group, started once: its tests run one after another in one worker
  test.describe.configure({ mode: 'serial' });
  const APP_ID = '1234567890';
  const SECRET = 'e2e-app-secret';
  const TOKEN = 'EAAe2eAccessToken1';
  let server: OwnServer;
  let graph: Server;
  test.beforeAll(async () => {
    test.setTimeout(180_000);
    // Facebook's Graph API, as far as the sign-in uses it
    graph = createServer((req, res) => {
      const url = new URL(req.url ?? '/', 'http://graph');
      const ok = (body: unknown) => {
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end(JSON.stringify(body));
      };
      const token = url.searchParams.get(url.pathname.endsWith('/debug_token') ? 'input_token' : 'access_token');
      if (token !== TOKEN) {
        res.writeHead(400, { 'content-type': 'application/json' });
        return res.end('{"error":{"message":"bad token"}}');
      }
      if (url.pathname.endsWith('/debug_token')) return ok({ data: { app_id: APP_ID, is_valid: true, user_id: 'fb-e2e-1' } });
      return ok({ id: 'fb-e2e-1', name: 'Farah Book', email: `farah-${Date.now()}@example.com` });
    });
    await new Promise<void>((resolve) => graph.listen(0, '127.0.0.1', resolve));
    const graphUrl = `http://127.0.0.1:${(graph.address() as AddressInfo).port}/v19.0`;
    server = await startOwnServer(10, {
      SOUK_CONFIG_OVERRIDES: '{"country_picker_status":0}',
      SOUK_DEMO_MODE: '1',
      NEXT_PUBLIC_FACEBOOK_APP_ID: APP_ID,
      FACEBOOK_APP_SECRET: SECRET,
      SOUK_FACEBOOK_GRAPH_URL: graphUrl,
    });
  });
  test.afterAll(async () => {
    await server?.stop();
    await new Promise((resolve) => graph?.close(resolve));
  });

  test('phone fields are plain inputs that ask for the country code', async ({ page }) => {
    await page.goto(`${server.baseURL}/about-us`);
    const dialog = await openSignIn(page);
    await dialog.getByRole('textbox', { name: 'Email/Phone' }).fill('0521234567');
    await expect(dialog.getByText('Phone number with country code, e.g. +971 50 123 4567')).toBeVisible();
    await expect(dialog.getByRole('combobox', { name: 'Country' })).toHaveCount(0);
    await dialog.getByRole('button', { name: 'Sign Up' }).click();
    const signUp = page.getByRole('dialog', { name: 'Sign Up' });
    await expect(signUp.getByRole('textbox', { name: 'Phone' })).toBeVisible();
    await expect(signUp.getByRole('combobox', { name: 'Country' })).toHaveCount(0);
  });

  test("Continue with Facebook loads Facebook's SDK only when pressed, and a new account goes on to complete its profile", async ({ page }) => {
    const sdk: string[] = [];
    // Facebook's SDK, as far as the sign-in uses it: init, login and the account's e-mail and name (this machine cannot reach Facebook)
    await page.route('https://connect.facebook.net/**', async (route) => {
      sdk.push(route.request().url());
      await route.fulfill({
        contentType: 'text/javascript',
        body: `window.FB = { init: function (o) { window.fbInit = o; }, login: function (cb, o) { window.fbScope = o.scope; cb({ status: 'connected', authResponse: { accessToken: '${TOKEN}', userID: 'fb-e2e-1' } }); }, api: function (path, params, cb) { window.fbAsked = path + '?' + params.fields; cb({ id: 'fb-e2e-1', name: 'Farah Book', email: 'farah@example.com' }); } };`,
      });
    });
    await page.goto(`${server.baseURL}/about-us`);
    const dialog = await openSignIn(page);
    const button = dialog.getByRole('button', { name: 'Continue with Facebook' });
    await expect(button).toBeVisible();
    expect(sdk).toEqual([]);
    await button.click();
    await expect(page.getByRole('dialog', { name: 'Complete your profile' })).toBeVisible();
    expect(sdk).toEqual(['https://connect.facebook.net/en_US/sdk.js']);
    expect(await page.evaluate(() => (window as unknown as { fbInit: { appId: string } }).fbInit.appId)).toBe(APP_ID);
    expect(await page.evaluate(() => (window as unknown as { fbScope: string }).fbScope)).toContain('email');
    // the account's e-mail is asked of Facebook, as the social sign-in's body carries it (spec 01)
    expect(await page.evaluate(() => (window as unknown as { fbAsked: string }).fbAsked)).toBe('/me?email,name');
  });
});
