import { expect, hydrating, test, type Page } from './fixtures';
import { fillGuestContact, guestAtCheckoutWithTwoItems } from './buying-helpers';

/**
 * Checkout, payment, tracking and cancelling as shoppers on a phone, against the e2e server
 * (in-memory marketplace; the order lifecycle's pace is turned up for tests, so a delivery ends
 * within seconds).
 */
test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

const step = (page: Page, name: string) => page.getByRole('list', { name: 'Order progress' }).getByRole('listitem').filter({ hasText: name });

test('a guest checks out with cash on delivery, sees the placed dialog, watches the order reach Delivered, and tracks it from another device', async ({ page, context, browser, request, baseURL }) => {
  test.setTimeout(120_000);
  const { checkout } = await guestAtCheckoutWithTwoItems(page, context, request, baseURL ?? '');
  // a guest gives a name, a phone and an e-mail
  await checkout.getByRole('button', { name: 'Place Order' }).click();
  await expect(checkout.getByText('Name is required')).toBeVisible();
  await expect(checkout.getByText('Email is required')).toBeVisible();
  await fillGuestContact(page, '+971501234567');
  await checkout.getByRole('radio', { name: 'Cash on delivery' }).check();
  await checkout.getByRole('button', { name: 'Place Order' }).click();

  const placed = page.getByRole('dialog', { name: 'Order placed successfully' });
  await expect(placed).toContainText(/Order ID: \d+/);
  await expect(placed).toContainText('Status: Pending');
  const orderId = /Order ID: (\d+)/.exec((await placed.textContent()) ?? '')?.[1];
  await placed.getByRole('button', { name: 'Track Order' }).click();

  await expect(page).toHaveURL(new RegExp(`/track-order\\?order_id=${orderId}`));
  await expect(page.getByRole('heading', { name: `Order #${orderId}` })).toBeVisible();
  await expect(step(page, 'Order Placed')).toContainText('done');
  // the page asks again every 10 seconds; the lifecycle runs at test pace
  await expect(step(page, 'Delivered')).toContainText('done', { timeout: 90_000 });
  await expect(step(page, 'On the Way')).toContainText('done');

  // on another device (a fresh browser: no cookies, no guest id) the order is found by its id and
  // the e-mail given at checkout, whatever its case, or the phone; a wrong pair finds nothing
  const other = await browser.newContext({ baseURL, viewport: { width: 390, height: 844 } });
  const elsewhere = hydrating(await other.newPage());
  await elsewhere.goto('/track-order');
  const form = elsewhere.getByRole('form', { name: 'Track Order' });
  for (const contact of ['Sara.Guest@Example.com', '+971 50 123 4567', 'someone.else@example.com']) {
    await form.getByLabel('Order id').fill(String(orderId));
    await form.getByLabel('Phone or email').fill(contact);
    await form.getByRole('button', { name: 'Track Order' }).click();
    if (contact.startsWith('someone')) {
      await expect(elsewhere.getByRole('alert').filter({ hasText: 'Order not found' })).toBeVisible();
    } else {
      await expect(elsewhere.getByRole('heading', { name: `Order #${orderId}` })).toBeVisible();
      await expect(step(elsewhere, 'Delivered')).toContainText('done');
      await elsewhere.goto('/track-order');
    }
  }
  await other.close();
});

test('tracking refuses an unknown order and says what is missing', async ({ page }) => {
  await page.goto('/track-order');
  const form = page.getByRole('form', { name: 'Track Order' });
  await form.getByRole('button', { name: 'Track Order' }).click();
  await expect(form.getByText('Need a order id')).toBeVisible();
  await expect(form.getByText('Need a contact number')).toBeVisible();
  await form.getByLabel('Order id').fill('999999');
  await form.getByLabel('Phone or email').fill('+971500000999');
  await form.getByRole('button', { name: 'Track Order' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Order not found' })).toBeVisible();
});

test('a link with a guest’s order id alone (a push notification’s) fills the tracking form in, asking nothing yet', async ({ page }) => {
  await page.goto('/track-order?order_id=100044');
  const form = page.getByRole('form', { name: 'Track Order' });
  await expect(form.getByLabel('Order id')).toHaveValue('100044');
  await expect(form.getByLabel('Phone or email')).toHaveValue('');
  await expect(form.getByText('Need a contact number')).toHaveCount(0);
  await expect(page.getByText('Order not found')).toHaveCount(0);
});

test('a bare /checkout opens the cart’s checkout, in English and Arabic; an unknown kind of checkout is not found', async ({ page, request }) => {
  await page.goto('/checkout');
  await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/checkout\?page=cart$/);
  expect((await request.get('/ar/checkout')).status()).toBe(200);
  expect((await request.get('/checkout?page=nonsense')).status()).toBe(404);
});
