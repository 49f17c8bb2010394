import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from './fixtures';
import { wordsOf } from './buying-helpers';
import { newOwner, notAPicture, picture } from './partners-helpers';

/**
 * The partner registrations' variants (slow set): the store form before JavaScript in Arabic (a
 * refused file comes back as the server's message with what was typed kept, then the application
 * is pending), and a repeated phone refused by the server on the rider form, with axe on it.
 */

/** No serious or critical axe violation on the page as it stands. */
async function noSeriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).options({ resultTypes: ['violations'] }).analyze();
  expect(results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}
test('without JavaScript, a store applies in Arabic: the server refuses a file that is not a picture, then keeps the application', async ({ browser, baseURL }) => {
  test.setTimeout(90_000);
  const w = wordsOf('ar');
  const noScript = await browser.newContext({ javaScriptEnabled: false, baseURL, viewport: { width: 390, height: 844 } });
  const page = await noScript.newPage();
  await page.goto('/ar/store-registration?active=active');
  const form = () => page.getByRole('form', { name: w('partners:Store registration') });
  const who = newOwner('store-nojs');
  const fillPrivate = async () => {
    await form().getByLabel(new RegExp(`^${w('partners:Password')}`)).fill('secret-123');
    await form().getByLabel(w('partners:Confirm password')).fill('secret-123');
    await form().getByLabel(w('partners:Store logo')).setInputFiles(picture('logo.png'));
    await form().getByLabel(w('partners:Cover photo')).setInputFiles(picture('cover.png'));
  };
  await form().getByLabel(w('partners:Store name (English)')).fill('Nadia Pharmacy');
  await form().getByLabel(w('partners:Store name (Arabic)')).fill('صيدلية نادية');
  await form().getByLabel(w('partners:Store address (English)')).fill('Dubai Marina Walk');
  // typed coordinates stand for the map before JavaScript
  await form().getByLabel(w('partners:Latitude')).fill('25.08');
  await form().getByLabel(w('partners:Longitude')).fill('55.14');
  await form().getByLabel(w('partners:Zone')).selectOption({ label: 'دبي الجديدة والمارينا' });
  await form().getByLabel(w('partners:Business module')).selectOption({ label: 'صيدلية' });
  await form().getByLabel(w('partners:Minimum')).fill('30');
  await form().getByLabel(w('partners:Maximum')).fill('60');
  await form().getByLabel(w('partners:Tax id')).fill('TRN-555');
  await form().getByLabel(w('partners:Tax or licence document')).setInputFiles(notAPicture('licence.txt'));
  await form().getByLabel(w('partners:First name')).fill('نادية');
  await form().getByLabel(w('partners:Phone')).fill(who.phone);
  await form().getByLabel(w('partners:E-mail')).fill(who.email);
  await fillPrivate();
  await form().getByRole('radio', { name: new RegExp(`^${w('partners:Commission')}`) }).check();
  await form().getByRole('button', { name: w('partners:Send application') }).click();

  await expect(page).toHaveURL(/\/ar\/store-registration\?refused=1/);
  await expect(page.getByText(w('partners:The file must be an image (jpg, png, gif) or a PDF'))).toBeVisible();
  await expect(form().getByLabel(w('partners:Store name (Arabic)'))).toHaveValue('صيدلية نادية');
  await expect(form().getByLabel(new RegExp(`^${w('partners:Password')}`))).toHaveValue('');
  await form().getByLabel(w('partners:Tax or licence document')).setInputFiles(picture('licence.png'));
  await fillPrivate();
  await form().getByRole('radio', { name: new RegExp(`^${w('partners:Commission')}`) }).check();
  await form().getByRole('button', { name: w('partners:Send application') }).click();
  await expect(page).toHaveURL(/\/ar\/store-registration\?submitted=1/);
  await expect(page.getByText(w('partners:Your application has been received and is pending approval.'))).toBeVisible();
  await noScript.close();
});

test('a rider whose phone has already applied gets the server’s message under the phone', async ({ page, request }) => {
  const who = newOwner('rider-twice');
  const first = await request.post('/api/v1/auth/delivery-man/store', {
    multipart: { f_name: 'Omar', email: `first-${who.email}`, phone: who.phone, password: 'ride-4-ever', identity_type: 'nid', identity_number: 'N1', vehicle_id: '1', zone_id: '1', earning: '0', 'identity_image[]': picture('id.png'), image: picture('me.png') },
  });
  expect(first.status()).toBe(200);
  await page.goto('/deliveryman-registration');
  const form = page.getByRole('form', { name: 'Delivery man registration' });
  await form.getByLabel('First name').fill('Omar');
  await form.getByLabel('Phone').fill(who.phone);
  await form.getByLabel('E-mail').fill(who.email);
  await form.getByLabel(/^Password/).fill('ride-4-ever');
  await form.getByLabel('Confirm password').fill('ride-4-ever');
  await form.getByLabel('Profile image').setInputFiles(picture('me.png'));
  await form.getByLabel('Identity type').selectOption({ label: 'National id' });
  await form.getByLabel('Identity number').fill('N2');
  await form.getByLabel('Identity images (up to 2)').setInputFiles(picture('id.png'));
  await form.getByLabel('Vehicle').selectOption({ label: 'Car' });
  await form.getByLabel('Zone').selectOption({ label: 'Central Dubai' });
  await form.getByRole('radio', { name: /Salaried/ }).check();
  await form.getByRole('button', { name: 'Send application' }).click();
  await expect(form.getByText('The phone has already been taken.')).toBeVisible();
  await expect(form.getByLabel('Phone')).toHaveAttribute('aria-invalid', 'true');
  await noSeriousViolations(page);
});

test('without JavaScript, an application sent twice at once and again after a lost answer, under its form key, is kept once and answered alike', async ({ browser, baseURL, request }) => {
  const noScript = await browser.newContext({ javaScriptEnabled: false, baseURL });
  const page = await noScript.newPage();
  await page.goto('/deliveryman-registration');
  // the form's hidden action key (an Idempotency-Key), rendered with the page
  const key = await page.getByRole('form', { name: 'Delivery man registration' }).locator('input[name="idempotency_key"]').inputValue();
  expect(key).toMatch(/^[\w-]{32,36}$/);
  await noScript.close();
  const who = newOwner('rider-once');
  const fields = { kind: 'rider', locale: 'en', f_name: 'Omar', email: who.email, phone: who.phone, password: 'ride-4-ever', identity_type: 'nid', identity_number: 'N9', vehicle_id: '1', zone_id: '1', earning: '0' };
  // the browser's post of the form (no JavaScript: an HTML answer, a redirect)
  const post = (formKey: string) =>
    request.post('/api/partner-registration', {
      multipart: { ...fields, idempotency_key: formKey, 'identity_image[]': picture('id.png'), image: picture('me.png') },
      headers: { accept: 'text/html', referer: `${baseURL}/deliveryman-registration` },
      maxRedirects: 0,
    });
  const twice = await Promise.all([post(key), post(key)]);
  const afterLostAnswer = await post(key);
  for (const answer of [...twice, afterLostAnswer]) expect(answer.headers().location).toMatch(/\/deliveryman-registration\?submitted=1$/);
  // one application was kept: another one (a new key) with the same phone is refused
  const another = await post(`${key}-another`);
  expect(another.headers().location).toMatch(/refused=1/);
});
