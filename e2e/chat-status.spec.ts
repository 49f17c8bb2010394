import { expect, test } from './fixtures';
import { signedInCustomer } from './chat-helpers';

/**
 * Live order status (the slow set): a signed-in shopper on another page hears that an order
 * moved, as a toast that opens the order when tapped, unless the account's settings turned
 * "Order updates" off.
 */
test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

test('an order’s new status shows a tappable toast that opens the order', async ({ page, context, baseURL }) => {
  const { placeOrder } = await signedInCustomer(page, context, baseURL ?? '');
  await page.goto('/about-us');
  // the live connection is open once the page has hydrated; the order is placed after it
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const orderId = await placeOrder();
  const toast = page.getByRole('button', { name: new RegExp(`Your order #${orderId} .*View order`) });
  await toast.first().click({ timeout: 20_000 });
  await expect(page).toHaveURL(new RegExp(`page=my-orders&orderId=${orderId}`));
  await expect(page.getByRole('heading', { name: `Order #${orderId}` })).toBeVisible();
});

test('with “Order updates” off in Settings, a new order’s status refreshes the orders list but shows no toast', async ({ page, context, baseURL }) => {
  const { placeOrder } = await signedInCustomer(page, context, baseURL ?? '');
  await page.goto('/profile?page=settings');
  await page.getByRole('switch', { name: 'Order updates' }).uncheck();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Settings saved.')).toBeVisible();
  // a fresh page reads the account's choices once it has hydrated; the order is placed after that
  const choicesRead = page.waitForResponse((r) => r.url().includes('/api/v1/customer/settings') && r.request().method() === 'GET' && r.ok());
  await page.goto('/profile?page=my-orders');
  await expect(page.getByRole('link', { name: 'Running' })).toBeVisible();
  await choicesRead;
  const orderId = await placeOrder();
  // the live event refreshed the running orders (it is handled before a toast would be shown)
  await expect(page.getByRole('listitem', { name: `Order #${orderId}` })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('button', { name: /Your order #\d+ .*View order/ })).toHaveCount(0);
});
