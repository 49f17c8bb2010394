import { expect, test } from './fixtures';
import { signedInCustomer } from './chat-helpers';

/**
 * Live order status (the slow set): a signed-in shopper on another page hears that an order
 * moved, as a toast that opens the order when tapped.
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
