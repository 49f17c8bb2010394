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

test.describe('with the country picker switched off in the config', () => {
  let server: OwnServer;
  test.beforeAll(async () => {
    test.setTimeout(180_000);
    server = await startOwnServer(10, { SOUK_CONFIG_OVERRIDES: '{"country_picker_status":0}', SOUK_DEMO_MODE: '1' });
  });
  test.afterAll(async () => {
    await server?.stop();
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
});
