import { answerReviewPromptWithNotNow, expect, test } from './fixtures';

/**
 * Signing in from the header and the account menu. The menu follows the config the server
 * answers, so the same spec proves the wallet entry hidden when it runs against a server
 * started with SOUK_CONFIG_OVERRIDES='{"customer_wallet_status":0}'.
 */
test('a shopper signs in from the header, sees the avatar and the account menu the config allows, and logs out', async ({
  page,
  request,
  context,
}) => {
  const config = (await (await request.get('/api/v1/config')).json()) as Record<string, unknown>;
  const walletOn = Number(config.customer_wallet_status) !== 0;

  await answerReviewPromptWithNotNow(page);
  await page.goto('/about-us');
  const header = page.getByRole('banner');
  await header.getByRole('button', { name: 'Sign In' }).click();
  const dialog = page.getByRole('dialog', { name: 'Sign In' });
  await expect(dialog.getByRole('link', { name: 'Terms and Conditions' })).toHaveAttribute('target', '_blank');

  await dialog.getByRole('button', { name: 'Sign In' }).click();
  await expect(dialog.getByText('Email or phone number is required')).toBeVisible();
  await expect(dialog.getByText('Password is required')).toBeVisible();

  await dialog.getByRole('textbox', { name: 'Email/Phone' }).fill('demo@souk.test');
  await dialog.getByLabel('Password').fill('wrong-password');
  await dialog.getByRole('button', { name: 'Sign In' }).click();
  await expect(dialog.getByRole('alert')).toBeVisible();

  await dialog.getByLabel('Password').fill('souk-demo-1');
  await dialog.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByText('Logged in successfully')).toBeVisible();
  await expect(dialog).toBeHidden();

  // the token stays out of reach of scripts; the profile comes through the gateway
  expect(await page.evaluate(() => document.cookie)).not.toContain('souk_token');
  const profile = (await (await page.request.get('/api/v1/customer/info')).json()) as { f_name: string };
  const account = header.getByRole('button', { name: 'My account' });
  await expect(account).toContainText(profile.f_name);
  await expect(header.getByRole('button', { name: 'Sign In' })).toHaveCount(0);
  await expect(header.getByRole('link', { name: 'Chat', exact: true })).toHaveAttribute('href', '/profile?page=inbox');

  await account.click();
  const menu = page.getByRole('menu');
  for (const entry of ['Profile', 'My Orders', 'Track Order', 'Logout']) {
    await expect(menu.getByRole('menuitem', { name: entry, exact: true })).toBeVisible();
  }
  await expect(menu.getByRole('menuitem', { name: 'Wallet', exact: true })).toHaveCount(walletOn ? 1 : 0);
  await expect(menu.getByRole('menuitem', { name: 'Loyalty Points', exact: true })).toHaveCount(
    Number(config.loyalty_point_status) === 0 ? 0 : 1,
  );

  // a reload keeps the shopper signed in: the server renders the avatar and the first name
  const raw = await (await page.request.get('/about-us')).text();
  expect(raw).toContain('aria-label="My account"');
  expect(raw).toContain(`>${profile.f_name}<`);
  await page.keyboard.press('Escape');
  await page.reload();
  await expect(header.getByRole('button', { name: 'My account' })).toBeVisible();

  await header.getByRole('button', { name: 'My account' }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  const confirm = page.getByRole('dialog', { name: 'Are you sure you want to logout?' });
  await confirm.getByRole('button', { name: 'Logout' }).click();
  await expect(page.getByText('Logout successful.')).toBeVisible();
  await expect(page).toHaveURL(/\/home$/);
  expect((await context.cookies()).find((cookie) => cookie.name === 'souk_token')).toBeUndefined();

  await page.goto('/about-us');
  await expect(header.getByRole('button', { name: 'Sign In' })).toBeVisible();
});
