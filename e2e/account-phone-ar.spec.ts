import { devices } from '@playwright/test';
import { expect, test } from './fixtures';
import { newCustomer, signIn, wordsOf } from './buying-helpers';

/**
 * The account area on a phone in Arabic (issue 32): every page of the account menu answers with
 * its own heading, right to left, and its first control in Arabic; none is a 404. (Profile and
 * orders have specs of their own.)
 */
const say = wordsOf('ar');

test.use({ ...devices['Pixel 5'] });

const PAGES = [
  { page: 'wallet', heading: 'My Wallet', shows: 'Transaction history' },
  { page: 'loyalty-points', heading: 'Loyalty Points', shows: 'Points to convert' },
  { page: 'coupons', heading: 'Coupons', shows: 'Copy' },
  { page: 'referral-code', heading: 'Referral Code', shows: 'Copy' },
  { page: 'settings', heading: 'Settings', shows: 'Save' },
  { page: 'inbox', heading: 'Inbox', shows: 'Choose a conversation to read it.' },
] as const;

test('a customer on a phone opens every account page in Arabic, right to left', async ({ page, request }) => {
  test.setTimeout(90_000);
  const who = await newCustomer(request, 'account-ar');
  await signIn(page, who, { say, language: 'ar' });
  for (const p of PAGES) {
    const answer = await page.goto(`/ar/profile?page=${p.page}`);
    expect(answer?.status(), p.page).toBe(200);
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('heading', { level: 1, name: say(p.heading) })).toBeVisible();
    await expect(page.getByText(say(p.shows), { exact: true }).first()).toBeVisible();
    // numbers of points in Arabic's plural forms: ten is "نقاط", a hundred "نقطة" (rate 10, minimum 100)
    if (p.page === 'loyalty-points') await expect(page.getByText(/^10 نقاط = .+\. حوّل 100 نقطة على الأقل\.$/)).toBeVisible();
  }
});
