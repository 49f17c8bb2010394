import { expect, test } from './fixtures';
import { addToCart, at, enough, fillGuestContact, fitsMinimum, plainItems, proceedToCheckout } from './buying-helpers';

/**
 * Checkout's variants on a phone (the slow set; the main journeys are in checkout.spec.ts): Place
 * Order before JavaScript, a declined digital payment, and a pharmacy order's prescription.
 */
test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

test('without JavaScript, Place Order posts the form and a guest lands on the order\'s tracking', async ({ browser, request, baseURL }) => {
  const [item] = await plainItems(request, 'grocery', fitsMinimum);
  if (!item) throw new Error('the seed has no plain grocery item');
  const noScript = await browser.newContext({ javaScriptEnabled: false, baseURL, viewport: { width: 390, height: 844 } });
  await at(noScript, request, baseURL ?? '', 'grocery');
  const page = await noScript.newPage();
  await page.goto(`/product/${item.slug}`);
  const panel = page.getByRole('form', { name: `Buy ${item.name}` });
  await panel.getByRole('spinbutton', { name: 'Quantity' }).fill(String(enough(item)));
  await panel.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page.getByText('Item added to cart')).toBeVisible();

  await page.goto('/checkout?page=cart');
  const checkout = page.getByRole('form', { name: 'Checkout' });
  await expect(checkout.getByRole('radio', { name: 'Cash on delivery' })).toBeChecked();
  await checkout.getByRole('button', { name: 'Place Order' }).click();
  // the server says what is missing
  await expect(page.getByRole('alert').filter({ hasText: 'Name is required' })).toBeVisible();
  await fillGuestContact(page, '+971509998877');
  await page.getByRole('form', { name: 'Checkout' }).getByRole('button', { name: 'Place Order' }).click();
  await expect(page).toHaveURL(/\/track-order\?order_id=\d+&contact_number=/);
  await expect(page.getByRole('list', { name: 'Order progress' }).getByRole('listitem').filter({ hasText: 'Order Placed' })).toContainText('done');
  await noScript.close();
});

test('a declined digital payment offers cash on delivery, and switching empties the cart and goes home', async ({ page, context, request, baseURL }) => {
  test.setTimeout(90_000);
  await at(context, request, baseURL ?? '', 'grocery');
  const [item] = await plainItems(request, 'grocery', fitsMinimum);
  if (!item) throw new Error('the seed has no plain grocery item');
  await addToCart(page, item, enough(item));
  await proceedToCheckout(page, true);
  await fillGuestContact(page, '+971507654321');
  const checkout = page.getByRole('form', { name: 'Checkout' });
  await checkout.getByRole('radio', { name: 'Digital payment' }).check();
  await checkout.getByRole('button', { name: 'Place Order' }).click();

  // the hosted payment page: the shopper declines
  await page.getByRole('button', { name: /decline/i }).click();
  const failed = page.getByRole('dialog', { name: 'Order Place Failed' });
  await expect(failed).toContainText("Order didn't place successfully.");
  await failed.getByRole('button', { name: 'Switch to Cash on delivery' }).click();
  await expect(page).toHaveURL(/\/home$/);
  await expect(failed).toBeHidden();
  await expect(page.getByRole('banner').getByRole('button', { name: 'Cart (items: 0)' }).last()).toBeAttached();
});

test('a pharmacy order needs a prescription and refuses a fourth image', async ({ page, context, request, baseURL }) => {
  await at(context, request, baseURL ?? '', 'pharmacy');
  const [rx] = await plainItems(request, 'pharmacy', (x) => Number(x.is_prescription_required) === 1);
  if (!rx) throw new Error('the seed has no plain prescription item');
  await addToCart(page, rx);
  await proceedToCheckout(page, true);
  const checkout = page.getByRole('form', { name: 'Checkout' });
  await expect(checkout.getByText('Please upload your prescription image')).toBeVisible();
  await fillGuestContact(page, '+971501112223');
  await checkout.getByRole('button', { name: 'Place Order' }).click();
  await expect(checkout.getByText('prescription is required')).toBeVisible();

  const png = (name: string) => ({ name, mimeType: 'image/png', buffer: Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64') });
  const input = checkout.getByLabel('Add prescription images');
  await input.setInputFiles([png('a.png'), png('b.png'), png('c.png'), png('d.png')]);
  await expect(checkout.getByText('Maximum 3 images can be send at a time.')).toBeVisible();
  await expect(checkout.getByText('0 of 3 images')).toBeVisible();
  await input.setInputFiles([png('a.png'), png('b.png'), png('c.png')]);
  await expect(checkout.getByText('3 of 3 images')).toBeVisible();
  await input.setInputFiles([png('d.png')]);
  await expect(checkout.getByText('Maximum 3 images can be send at a time.')).toBeVisible();
  await expect(checkout.getByRole('list', { name: 'Prescription images' }).getByRole('listitem')).toHaveCount(3);
});
