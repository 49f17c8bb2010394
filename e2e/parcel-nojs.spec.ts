import { expect, test } from './fixtures';
import { at, wordsOf } from './buying-helpers';

/**
 * The parcel booking before JavaScript, in Arabic: real links and a real form, checked, priced and
 * placed by the server (the receiver's address typed and found by the server, not picked on a map).
 */
test('without JavaScript, a guest books a parcel in Arabic from the parcel home and reaches its tracking', async ({ browser, request, baseURL }) => {
  const w = wordsOf('ar');
  const noScript = await browser.newContext({ javaScriptEnabled: false, baseURL, viewport: { width: 390, height: 844 } });
  await at(noScript, request, baseURL ?? '', 'parcel');
  const page = await noScript.newPage();
  await page.goto('/ar/home');
  await page.getByRole('list', { name: w('Parcel categories') }).getByRole('link', { name: 'مستندات' }).click();
  await expect(page.getByRole('heading', { level: 1, name: w('parcel:Send: {{name}}', { name: 'مستندات' }) })).toBeVisible();

  let form = page.getByRole('form', { name: w('Book a parcel') });
  const sender = () => form.getByRole('group', { name: w('parcel:Sender') });
  const receiver = () => form.getByRole('group', { name: w('parcel:Receiver') });
  await sender().getByLabel(w('parcel:Name')).fill('نادية الحسيني');
  await sender().getByLabel(w('parcel:Phone')).fill('+971500004444');
  await receiver().getByLabel(w('parcel:Name')).fill('عمر الشامي');
  await receiver().getByLabel(w('parcel:Drop-off address')).fill('ممشى دبي مارينا');
  await form.getByRole('radio', { name: w('Receiver pays') }).check();
  // the missing phone comes back as the server's message, with what was typed kept
  await form.getByRole('button', { name: w('See the price') }).click();
  await expect(page.getByRole('alert').filter({ hasText: w('parcel:Phone Number is required') })).toBeVisible();

  form = page.getByRole('form', { name: w('Book a parcel') });
  await expect(receiver().getByLabel(w('parcel:Name'))).toHaveValue('عمر الشامي');
  await receiver().getByLabel(w('parcel:Phone')).fill('+971500005555');
  await form.getByRole('button', { name: w('See the price') }).click();
  await expect(form.getByRole('region', { name: w('Price') }).getByText(w('parcel:Total'))).toBeVisible();
  await form.getByRole('button', { name: w('Confirm booking') }).click();

  await expect(page).toHaveURL(/\/ar\/track-order\?order_id=\d+&contact_number=/);
  await expect(page.getByText('عمر الشامي')).toBeVisible();
  await expect(page.getByRole('list', { name: w('orders:Order progress') }).getByRole('listitem').filter({ hasText: w('orders:Order Placed') })).toContainText(w('orders:done'));
  await noScript.close();
});
