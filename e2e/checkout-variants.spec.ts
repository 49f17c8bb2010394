import { expect, test } from './fixtures';
import { addToCart, at, enough, fillGuestContact, fitsMinimum, newCustomer, plainItems, proceedToCheckout, signIn } from './buying-helpers';

/**
 * Checkout's variants on a phone (the slow set; the main journey is in checkout.spec.ts): Place
 * Order before JavaScript, a declined digital payment, a pharmacy order's prescription, and a
 * customer paying from the wallet who then cancels a second order.
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

test('a customer pays from the wallet, then cancels a second order with a reason', async ({ page, context, request, baseURL }) => {
  test.setTimeout(90_000);
  await at(context, request, baseURL ?? '', 'grocery');
  const [cheap] = await plainItems(request, 'grocery', fitsMinimum);
  if (!cheap) throw new Error('the seed has no plain grocery item');
  // a customer of its own: the demo customer's cart and wallet move with the specs that run beside it
  await signIn(page, await newCustomer(request, 'wallet'));
  await page.goto('/profile?page=wallet');
  await page.getByRole('textbox', { name: 'Amount' }).fill('200');
  await page.getByRole('button', { name: 'Add fund', exact: true }).click();
  await page.getByRole('button', { name: /^Pay / }).click();
  await expect(page.getByText('Fund added successfully.')).toBeVisible();

  await addToCart(page, cheap, enough(cheap));
  await proceedToCheckout(page, false);
  const checkout = page.getByRole('form', { name: 'Checkout' });
  await expect(checkout.getByText(/^Balance: /)).toBeVisible();
  await checkout.getByRole('radio', { name: /^Wallet/ }).check();
  await checkout.getByRole('button', { name: 'Place Order' }).click();
  await expect(page).toHaveURL(/\/profile\?page=my-orders&orderId=\d+&from=checkout/);
  await expect(page.getByText('Your order has been placed.')).toBeVisible();
  await expect(page.getByText(/Payment: Wallet · Paid/)).toBeVisible();
  // the order reads clearly: the line's quantity apart from its price, the subtotal and the fee, the store and the address
  const details = page.getByRole('region', { name: /^Order #\d+$/ });
  const line = details.getByRole('list', { name: 'Items' }).getByRole('listitem');
  await expect(line.getByText(cheap.name)).toBeVisible();
  await expect(line.getByText(`Quantity: ${enough(cheap)}`, { exact: true })).toBeVisible();
  await expect(line.locator('img')).toHaveCount(1); // decorative (alt=""), so not a role
  for (const label of ['Item subtotal', 'Delivery Fee', 'Store', 'Delivery address']) await expect(details.getByText(label, { exact: true })).toBeVisible();
  await expect(details.getByText('Sender', { exact: true })).toHaveCount(0);

  // the second is scheduled for tomorrow, so it waits (pending) while the shopper changes their mind
  await addToCart(page, cheap, enough(cheap));
  await proceedToCheckout(page, false);
  const again = page.getByRole('form', { name: 'Checkout' });
  const tomorrow = new Date(Date.now() + 24 * 3600 * 1000).toISOString().slice(0, 10);
  await again.getByLabel('Schedule for later (leave empty for now)').fill(`${tomorrow}T12:00`);
  await again.getByRole('radio', { name: 'Cash on delivery' }).check();
  await again.getByRole('button', { name: 'Place Order' }).click();
  await expect(page).toHaveURL(/orderId=\d+&from=checkout/);
  const second = /orderId=(\d+)/.exec(page.url())?.[1];
  await page.getByRole('button', { name: 'Cancel', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: `Cancel order #${second}` });
  await expect(dialog.getByRole('button', { name: 'Submit' })).toBeDisabled();
  await dialog.getByRole('radio').first().check();
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Status: Canceled')).toBeVisible();

  // My orders lists it among the previous orders
  await page.goto('/profile?page=my-orders&tab=past');
  await expect(page.getByRole('listitem', { name: `Order #${second}` })).toContainText('Canceled');
});
