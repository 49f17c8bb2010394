import { expect, test } from './fixtures';
import { newOwner, notAPicture, picture } from './partners-helpers';

/**
 * Joining as a store or a rider on a phone (issue 34): the footer's links, the store's two steps
 * with its point picked on the map, its pictures and a subscription, the rider's identity, vehicle
 * and pictures; both answer "pending approval". A file that is not a picture is refused at once.
 */
test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

const PENDING = 'Your application has been received and is pending approval.';

test('a store owner fills both steps, the map and the pictures, and the application is pending approval', async ({ page }) => {
  test.setTimeout(90_000);
  await page.goto('/store-registration?active=active');
  await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Become a seller' })).toHaveAttribute('href', '/store-registration?active=active');
  const form = page.getByRole('form', { name: 'Store registration' });
  const store = form.getByRole('group', { name: 'Store' });
  await store.getByLabel('Store name (English)').fill('Huda Greens');
  await store.getByLabel('Store name (Arabic)').fill('خضار هدى');
  await store.getByLabel('Store address (Arabic)').fill('وسط مدينة دبي');
  // the first step is checked before the second opens
  await form.getByRole('button', { name: 'Next' }).click();
  await expect(form.getByText('Pick the store’s location on the map').last()).toBeVisible();
  await expect(form.getByText('Store logo is required')).toBeVisible();

  const location = form.getByRole('group', { name: 'Location' });
  await location.getByRole('button', { name: 'Pick the store’s location on the map' }).click();
  const picker = page.getByRole('dialog', { name: /Pick Location/ });
  await picker.getByRole('combobox', { name: 'Search location' }).fill('Burj Khalifa');
  await page.getByRole('option', { name: /Burj Khalifa/ }).first().click();
  await expect(picker.getByRole('status')).toContainText('Burj Khalifa');
  await picker.getByRole('button', { name: 'Pick Locations' }).click();
  await expect(picker).toBeHidden();
  await expect(location.getByRole('status')).toHaveText('Location set on the map');
  await expect(location.getByLabel('Zone')).toHaveValue('1');
  await expect(store.getByLabel('Store address (English)')).toHaveValue(/Burj Khalifa/);
  await location.getByLabel('Business module').selectOption({ label: 'Grocery' });

  const pictures = form.getByRole('group', { name: 'Pictures' });
  await pictures.getByLabel('Store logo').setInputFiles(picture('logo.png'));
  await pictures.getByLabel('Cover photo').setInputFiles(picture('cover.png'));
  const time = form.getByRole('group', { name: 'Delivery time' });
  await time.getByLabel('Minimum').fill('20');
  await time.getByLabel('Maximum').fill('40');
  const tax = form.getByRole('group', { name: 'Tax and licence' });
  await tax.getByLabel('Tax id').fill('TRN-100200300');
  await tax.getByLabel('Tax or licence document').setInputFiles(picture('licence.png'));
  const owner = form.getByRole('group', { name: 'Owner' });
  const who = newOwner('store-e2e');
  await owner.getByLabel('First name').fill('Huda');
  await owner.getByLabel('Phone').fill(who.phone);
  await owner.getByLabel('E-mail').fill(who.email);
  await owner.getByLabel(/^Password/).fill('secret-123');
  await owner.getByLabel('Confirm password').fill('secret-123');
  await form.getByRole('button', { name: 'Next' }).click();

  const plan = form.getByRole('radiogroup', { name: 'Business plan' });
  await expect(plan).toBeVisible();
  await plan.getByRole('radio', { name: /Subscription/ }).check();
  await form.getByRole('button', { name: 'Send application' }).click();
  await expect(form.getByText('Choose a subscription package')).toBeVisible();
  await form.getByRole('radiogroup', { name: 'Subscription package' }).getByRole('radio', { name: /Growth/ }).check();
  await form.getByRole('button', { name: 'Send application' }).click();
  await expect(page.getByRole('status').filter({ hasText: PENDING })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Thank you for registering your store' })).toBeVisible();
});

test('a rider applies with identity images, a vehicle and a profile picture; a file that is not a picture gets its message', async ({ page }) => {
  test.setTimeout(60_000);
  await page.goto('/deliveryman-registration');
  await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Become a delivery man' })).toHaveAttribute('href', '/deliveryman-registration');
  const form = page.getByRole('form', { name: 'Delivery man registration' });
  const about = form.getByRole('group', { name: 'About you' });
  const who = newOwner('rider-e2e');
  await about.getByLabel('First name').fill('Omar');
  await about.getByLabel('Last name').fill('Nasser');
  await about.getByLabel('Phone').fill(who.phone);
  await about.getByLabel('E-mail').fill(who.email);
  await about.getByLabel(/^Password/).fill('ride-4-ever');
  await about.getByLabel('Confirm password').fill('ride-4-ever');
  await about.getByLabel('Profile image').setInputFiles(notAPicture('me.txt'));
  await expect(about.getByRole('alert')).toHaveText('The file must be an image: jpg, png or gif');
  await about.getByLabel('Profile image').setInputFiles(picture('me.png'));
  await expect(about.getByRole('alert')).toHaveCount(0);

  const identity = form.getByRole('group', { name: 'Identity' });
  await identity.getByLabel('Identity type').selectOption({ label: 'Passport' });
  await identity.getByLabel('Identity number').fill('P1234567');
  await identity.getByLabel('Identity images (up to 2)').setInputFiles([picture('front.png'), picture('back.png'), picture('extra.png')]);
  await expect(identity.getByRole('alert')).toHaveText('At most 2 identity images');
  await identity.getByLabel('Identity images (up to 2)').setInputFiles([picture('front.png'), picture('back.png')]);
  const work = form.getByRole('group', { name: 'Work' });
  await work.getByLabel('Vehicle').selectOption({ label: 'Motorbike' });
  await work.getByLabel('Zone').selectOption({ label: 'New Dubai & Marina' });
  await work.getByRole('radio', { name: /Freelancer/ }).check();
  await form.getByRole('button', { name: 'Send application' }).click();
  await expect(page.getByRole('status').filter({ hasText: PENDING })).toBeVisible();
});
