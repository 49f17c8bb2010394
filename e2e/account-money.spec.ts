import { expect, test } from './fixtures';
import { at, DOWNTOWN, enough, fitsMinimum, newCustomer, plainItems, signIn, signInAsDemo, zonesAtDowntown } from './buying-helpers';

/**
 * The account area (issue 32) as a customer uses it: points converted to wallet money change
 * both balances, a coupon's code is copied, money is added through the payment page, and an
 * order's cashback and refund land in the wallet. The demo customer's wallet also moves with
 * other specs' orders (paid from the wallet, cashback on delivery), so the wallet is checked by
 * its change and its history rows; the exact sums are the API tests'
 * (src/backend/__tests__/wallet.cases.ts). With the slow specs: each walks an order's lifecycle or
 * the payment page (about 25 s each).
 */

interface Info {
  wallet_balance: number;
  loyalty_point: number;
}

test('a customer converts points, copies a coupon and adds funds through the payment page', async ({ page, context }) => {
  // five page loads and the payment page's round trip
  test.setTimeout(90_000);
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await signInAsDemo(page);
  // asked by the page itself, as its own scripts would (its cookies, its connection)
  const info = () => page.evaluate(async () => (await (await fetch('/api/v1/customer/info')).json()) as Info);

  // loyalty points: 100 points become 10 in the wallet (rate 10, minimum 100 from the config)
  const before = await info();
  await page.goto('/profile?page=loyalty-points');
  await expect(page.getByRole('heading', { name: 'Loyalty Points', level: 1 })).toBeVisible();
  const points = page.getByLabel('Points balance');
  const wallet = page.getByLabel('Wallet balance').last();
  await expect(points).toHaveText(String(before.loyalty_point));
  const walletBefore = await wallet.innerText();
  const field = page.getByRole('textbox', { name: 'Points to convert' });
  await field.fill('99');
  await page.getByRole('button', { name: 'Convert', exact: true }).click();
  await expect(page.getByText('Convert at least 100 points.', { exact: true })).toBeVisible();
  await field.fill('100');
  await expect(page.getByText(/You get .*10\.00/)).toBeVisible();
  await page.getByRole('button', { name: 'Convert', exact: true }).click();
  await expect(page.getByText('Point to wallet transfer successfully.')).toBeVisible();
  await expect(points).toHaveText(String(before.loyalty_point - 100));
  await expect(wallet).not.toHaveText(walletBefore);
  await expect(page.getByRole('region', { name: 'Points history' }).getByText('Converted to wallet')).toBeVisible();
  expect((await info()).loyalty_point).toBe(before.loyalty_point - 100);

  // coupons: Copy puts the code on the clipboard and says Copied for a second
  await page.goto('/profile?page=coupons');
  const card = page.getByRole('listitem', { name: 'SOUK15' });
  await expect(card).toContainText('Minimum purchase');
  await card.getByRole('button', { name: 'Copy' }).click();
  await expect(card.getByRole('button', { name: 'Copied' })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('SOUK15');
  await expect(card.getByRole('button', { name: 'Copy' })).toBeVisible();

  // add fund: the balance changes only after the payment page's verified result (100 + the 10 bonus)
  await page.goto('/profile?page=wallet');
  await expect(page.getByRole('heading', { name: 'My Wallet', level: 1 })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Active bonuses' })).toContainText('Top up 100, get 10');
  const history = page.getByRole('region', { name: 'Transaction history' });
  await expect(history.getByText('Converted from points').first()).toBeVisible();
  const beforeFund = await page.getByLabel('Wallet balance').innerText();
  await page.getByRole('textbox', { name: 'Amount' }).fill('100');
  await page.getByRole('button', { name: 'Add fund', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Souk Pay' })).toBeVisible();
  await page.getByRole('button', { name: /^Pay / }).click();
  await expect(page).toHaveURL(/\/profile\?page=wallet/);
  await expect(page.getByText('Fund added successfully.')).toBeVisible();
  await expect(page.getByLabel('Wallet balance')).not.toHaveText(beforeFund);
  await page.getByRole('button', { name: 'Bonus', exact: true }).click();
  await expect(history.getByText('Add fund bonus').first()).toBeVisible();
});

test('a customer with a delivered order sees Visit Again and the cashback offers, and a refund lands in the wallet', async ({ page, context, request, baseURL }) => {
  // four page loads and the order's lifecycle (0.7 s a step) twice: to delivered, then the refund's review
  test.setTimeout(90_000);
  const who = await newCustomer(request, 'refund');
  await signIn(page, who);
  const grocery = await at(context, request, baseURL ?? '', 'grocery');
  const [item] = await plainItems(request, 'grocery', fitsMinimum);
  if (!item) throw new Error('no plain grocery item');
  const zones = await zonesAtDowntown(request);
  // ordered by the page's own scripts (its cookies), as checkout would send it
  const order = await page.evaluate(
    async ({ body, headers }) => {
      const res = await fetch('/api/v1/customer/order/place', { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) });
      return { status: res.status, body: (await res.json()) as { order_id?: number } };
    },
    {
      headers: { zoneId: zones, moduleId: String(grocery.id) },
      body: {
        cart: JSON.stringify([{ item_id: item.id, quantity: enough(item), model: 'Item', variation: [], add_on_ids: [], add_on_qtys: [] }]),
        store_id: item.store_id,
        order_type: 'delivery',
        payment_method: 'cash_on_delivery',
        address: DOWNTOWN.address,
        address_type: 'home',
        contact_person_name: 'Huda Refund',
        contact_person_number: '+971500001234',
        latitude: String(DOWNTOWN.lat),
        longitude: String(DOWNTOWN.lng),
      },
    },
  );
  expect(order.status, JSON.stringify(order.body)).toBe(200);
  const orderId = Number(order.body.order_id);
  const status = () =>
    page.evaluate(async (id) => ((await (await fetch(`/api/v1/customer/order/track?order_id=${id}`)).json()) as { order_status?: string }).order_status, orderId);
  await expect.poll(status, { timeout: 40_000 }).toBe('delivered');

  // the grocery home: the store ordered from under Visit Again, and the cashback offers behind their toggle
  await page.goto('/home');
  await expect(page.getByRole('region', { name: 'Visit Again' })).toBeVisible();
  const offers = page.getByRole('complementary', { name: 'Cashback offers' });
  const toggle = offers.getByRole('button', { name: 'Cashback offers (2)' });
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await toggle.click();
  await expect(offers.getByRole('listitem', { name: '5% cashback on orders over 50' })).toContainText('5% cashback, up to');
  await offers.getByRole('button', { name: 'Hide cashback offers' }).click();
  await expect(offers.getByRole('listitem')).toHaveCount(0);

  // the refund request, with a photo, on the delivered order's details
  await page.goto(`/profile?page=my-orders&orderId=${orderId}`);
  await page.getByRole('button', { name: 'Request a refund' }).click();
  const form = page.getByRole('form', { name: 'Request a refund' });
  await form.getByRole('radio', { name: 'The items arrived damaged' }).check();
  await form.getByLabel('Note (optional)').fill('The bag was torn.');
  await form.getByLabel('Photos (up to 3)').setInputFiles({ name: 'bag.png', mimeType: 'image/png', buffer: TINY_PNG });
  await form.getByRole('button', { name: 'Send refund request' }).click();
  await expect(page.getByText('Refund request sent successfully.')).toBeVisible();
  // the marketplace reviews it one lifecycle step later: approved, the amount in the wallet
  await expect(async () => {
    await page.reload();
    await expect(page.getByText('Refund approved: the amount is in your wallet')).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
  await page.goto('/profile?page=wallet');
  await expect(page.getByLabel('Wallet balance')).not.toContainText(/\b0\.00\b/);
  await expect(page.getByRole('region', { name: 'Transaction history' }).getByText('Refund', { exact: true })).toBeVisible();
});

/** A 1×1 PNG, the photo of a refund request. */
const TINY_PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');
