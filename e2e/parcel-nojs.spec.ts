import { expect, test } from './fixtures';
import { at } from './buying-helpers';

/** The parcel booking before JavaScript: real links and a real form, checked and priced by the server. */
test('without JavaScript, a guest books a parcel from the parcel home and reaches its tracking', async ({ browser, request, baseURL }) => {
  const noScript = await browser.newContext({ javaScriptEnabled: false, baseURL, viewport: { width: 390, height: 844 } });
  await at(noScript, request, baseURL ?? '', 'parcel');
  const page = await noScript.newPage();
  await page.goto('/home');
  await page.getByRole('list', { name: 'Parcel categories' }).getByRole('link', { name: 'Documents' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Send: Documents' })).toBeVisible();

  let form = page.getByRole('form', { name: 'Book a parcel' });
  await form.getByRole('group', { name: 'Sender' }).getByLabel('Name').fill('Nadia Sender');
  await form.getByRole('group', { name: 'Sender' }).getByLabel('Phone').fill('+971500004444');
  await form.getByRole('group', { name: 'Receiver' }).getByLabel('Name').fill('Omar Receiver');
  // a typed address, found by the server; the missing phone comes back as the server's message
  await form.getByRole('group', { name: 'Receiver' }).getByLabel('Drop-off address').fill('Dubai Marina Walk');
  await form.getByRole('radio', { name: 'Receiver pays' }).check();
  await form.getByRole('button', { name: 'See the price' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Phone Number is required' })).toBeVisible();

  form = page.getByRole('form', { name: 'Book a parcel' });
  await expect(form.getByRole('group', { name: 'Receiver' }).getByLabel('Name')).toHaveValue('Omar Receiver');
  await form.getByRole('group', { name: 'Receiver' }).getByLabel('Phone').fill('+971500005555');
  await form.getByRole('button', { name: 'See the price' }).click();
  await expect(form.getByRole('region', { name: 'Price' }).getByText('Total')).toBeVisible();
  await form.getByRole('button', { name: 'Confirm booking' }).click();

  await expect(page).toHaveURL(/\/track-order\?order_id=\d+&contact_number=/);
  await expect(page.getByText('Omar Receiver')).toBeVisible();
  await expect(page.getByRole('list', { name: 'Order progress' }).getByRole('listitem').filter({ hasText: 'Order Placed' })).toContainText('done');
  await noScript.close();
});
