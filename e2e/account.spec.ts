import { expect, test } from './fixtures';
import { newCustomer } from './buying-helpers';

/**
 * The account area (issue 32): a guest who opens the wallet is asked to sign in and lands on it
 * once signed in. The customer's own money journeys (points, coupons, funds, cashback, a refund)
 * are account-money.spec.ts's, with the slow specs.
 */

test('a guest opening the wallet is asked to sign in, then sees it', async ({ page, request }) => {
  const who = await newCustomer(request, 'wallet-guest');
  await page.goto('/profile?page=wallet');
  // the notice, with the sign-in dialog opened over it (the modal hides the page from the accessibility tree)
  const dialog = page.getByRole('dialog', { name: 'Sign In' });
  await expect(dialog).toBeVisible();
  await expect(page.getByText('You must be login to access this page.')).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Email/Phone' }).fill(who.email);
  await dialog.getByLabel('Password').fill(who.password);
  await dialog.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByRole('heading', { name: 'My Wallet', level: 1 })).toBeVisible();
  await expect(page.getByLabel('Wallet balance')).toContainText('0.00');
  await expect(page.getByText('No transactions yet')).toBeVisible();
});

test('a bare /profile is the profile itself: a guest is asked to sign in and lands on it; an unknown page is not found', async ({ page, request }) => {
  const who = await newCustomer(request, 'profile-bare');
  expect((await request.get('/profile?page=no-such-page')).status()).toBe(404);
  await page.goto('/profile');
  const dialog = page.getByRole('dialog', { name: 'Sign In' });
  await dialog.getByRole('textbox', { name: 'Email/Phone' }).fill(who.email);
  await dialog.getByLabel('Password').fill(who.password);
  await dialog.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByRole('heading', { name: 'Edit Personal Details', level: 1 })).toBeVisible();
});
