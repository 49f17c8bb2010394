import { expect, test, type Page } from './fixtures';
import { at } from './buying-helpers';

/**
 * A parcel booked and tracked as a shopper on a phone: from the parcel home's categories to the
 * booking page, sender and receiver (the receiver's point picked on the map), the server's price,
 * cash on delivery by the receiver, then the tracking to Delivered (the lifecycle runs at test pace).
 */
test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

const step = (page: Page, name: string) => page.getByRole('list', { name: 'Order progress' }).getByRole('listitem').filter({ hasText: name });

test('a guest books a parcel from the parcel home, the receiver pays cash, and tracking reaches Delivered', async ({ page, context, request, baseURL }) => {
  test.setTimeout(120_000);
  await at(context, request, baseURL ?? '', 'parcel');
  await page.goto('/home');
  await page.getByRole('list', { name: 'Parcel categories' }).getByRole('link', { name: 'Small Package' }).click();
  await expect(page).toHaveURL(/\/parcel\/2-small-package$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Send: Small Package' })).toBeVisible();

  const form = page.getByRole('form', { name: 'Book a parcel' });
  const sender = form.getByRole('group', { name: 'Sender' });
  const receiver = form.getByRole('group', { name: 'Receiver' });
  // the pickup starts at the shopper's delivery point
  await expect(sender.getByLabel('Pickup address')).toHaveValue('Burj Khalifa, Downtown Dubai');
  await form.getByRole('button', { name: 'See the price' }).click();
  await expect(receiver.getByText('Name is required')).toBeVisible();
  await sender.getByLabel('Name').fill('Sara Sender');
  await sender.getByLabel('Phone').fill('+971500002222');
  await receiver.getByLabel('Name').fill('Rami Receiver');
  await receiver.getByLabel('Phone').fill('+971500003333');
  await receiver.getByRole('button', { name: 'Pick the drop-off point on the map' }).click();
  const picker = page.getByRole('dialog', { name: /Pick Location/ });
  await picker.getByRole('combobox', { name: 'Search location' }).fill('Marina Walk');
  await page.getByRole('option', { name: /Dubai Marina Walk/ }).click();
  await expect(picker.getByRole('status')).toContainText('Dubai Marina Walk');
  await picker.getByRole('button', { name: 'Pick Locations' }).click();
  await expect(picker).toBeHidden();
  await expect(receiver.getByLabel('Drop-off address')).toHaveValue(/Dubai Marina Walk/);
  await form.getByRole('radio', { name: 'Receiver pays' }).check();
  await expect(form.getByRole('radio', { name: 'Cash on delivery' })).toBeChecked();
  await expect(form.getByRole('radio', { name: 'Digital payment' })).toHaveCount(0);

  await form.getByRole('button', { name: 'See the price' }).click();
  const price = form.getByRole('region', { name: 'Price' });
  await expect(price.getByText('Total')).toBeVisible();
  await expect(price).toContainText(/\d+(\.\d)? km/);
  await form.getByRole('button', { name: 'Confirm booking' }).click();

  await expect(page).toHaveURL(/\/track-order\?order_id=\d+&contact_number=/);
  const orderId = /order_id=(\d+)/.exec(page.url())?.[1];
  await expect(page.getByRole('heading', { name: `Order #${orderId}` })).toBeVisible();
  await expect(page.getByText('Sara Sender')).toBeVisible();
  await expect(page.getByText('Rami Receiver')).toBeVisible();
  await expect(step(page, 'Order Placed')).toContainText('done');
  await expect(step(page, 'Delivered')).toContainText('done', { timeout: 90_000 });
  await expect(step(page, 'On the Way')).toContainText('done');
});
