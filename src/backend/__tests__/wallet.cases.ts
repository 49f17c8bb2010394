/**
 * The account's wallet and loyalty points: histories with paging and filters, bonuses, add fund
 * through the signed payment flow (credited once, only on a verified result), the points-to-wallet
 * conversion (never below zero, exact under 20 concurrent requests), points earned on a delivered
 * order once, the referrer's credit with its history row, the config switches, and a second
 * customer who can never read or change the first one's wallet or points.
 */
import { and, eq } from 'drizzle-orm';
import { getDb } from '../db/client';
import { customers } from '../db/schema';
import { walletTransactions } from '../db/schema-orders';
import { loyaltyPointTransactions, walletFundRequests } from '../db/schema-wallet';
import { creditOrderCashback } from '../services/cashback';
import { earnOrderPoints } from '../services/wallet';
import { call, errorCode, type Json } from '../../testing/backend';
import { bearer, envSwitch, signUp } from '../../testing/accounts';
import { enough, line, place, plainStoreItems, signIn } from '../../testing/orders';

// several tests make customers and orders and race 20 requests: more than the default 5 s on a busy machine
jest.setTimeout(30_000);

const setEnv = envSwitch();

type Entry = { id: number; credit: number; debit: number; balance: number; transaction_type: string; reference: string | null };
type History = { total_size: number; limit: number; offset: number; data: Entry[] };

const get = <T = Json>(path: string, token: string, query: Record<string, string> = {}) => call<T>(path, { headers: bearer(token), query });
const post = <T = Json>(path: string, token: string, body: Json) => call<T>(path, { method: 'POST', headers: bearer(token), body });

async function balances(customerId: number) {
  const db = await getDb();
  const [row] = await db.select({ wallet: customers.walletBalance, points: customers.loyaltyPoint }).from(customers).where(eq(customers.id, customerId));
  if (!row) throw new Error(`no customer ${customerId}`);
  return row;
}

/** A new customer with some points; their id and token. */
async function customerWith(tag: string, points = 0) {
  const made = await signUp(tag);
  expect(made.res.status).toBe(200);
  const info = await get<{ id: number; ref_code: string }>('customer/info', made.token);
  if (points) {
    const db = await getDb();
    await db.update(customers).set({ loyaltyPoint: points }).where(eq(customers.id, info.body.id));
  }
  return { id: info.body.id, token: made.token, refCode: info.body.ref_code };
}

/** Presses a button of the hosted page; the callback's query the gateway sent the browser to. */
async function gatewayResult(link: string, outcome: 'approve' | 'decline' | 'cancel') {
  const fields = Object.fromEntries(new URL(link, 'http://souk.test').searchParams) as Record<string, string>;
  const submitted = await call('payment/souk-pay/submit', { method: 'POST', body: { ...fields, outcome } });
  expect(submitted.status).toBe(303);
  const to = new URL(String(submitted.headers?.location), 'http://souk.test');
  expect(to.pathname).toBe('/api/v1/payment/callback');
  return { fields, query: Object.fromEntries(to.searchParams) as Record<string, string> };
}

describe('wallet and loyalty point calls', () => {
  it('need a signed-in customer', async () => {
    for (const path of ['customer/wallet/transactions', 'customer/wallet/bonuses', 'customer/loyalty-point/transactions']) {
      const res = await call(path);
      expect([path, res.status, errorCode(res)]).toEqual([path, 401, 'auth-001']);
    }
    const transfer = await call('customer/loyalty-point/point-transfer', { method: 'POST', body: { point: 100 } });
    expect(transfer.status).toBe(401);
    const fund = await call('customer/wallet/add-fund', { method: 'POST', body: { amount: 10 } });
    expect(fund.status).toBe(401);
  });

  it('lists the wallet history newest first, by page and by type, and refuses an unknown type with 422', async () => {
    const token = await signIn();
    const all = await get<History>('customer/wallet/transactions', token);
    expect(all.status).toBe(200);
    expect(all.body).toMatchObject({ limit: 10, offset: 1 });
    expect(all.body.data.some((t) => t.transaction_type === 'add_fund' && t.credit === 125.5)).toBe(true);
    // two more movements, then page through them one at a time
    const moved = await post('customer/loyalty-point/point-transfer', token, { point: 100 });
    expect(moved.status).toBe(200);
    const first = await get<History>('customer/wallet/transactions', token, { limit: '1', offset: '1' });
    const second = await get<History>('customer/wallet/transactions', token, { limit: '1', offset: '2' });
    expect(first.body.total_size).toBeGreaterThanOrEqual(2);
    expect(first.body.data).toHaveLength(1);
    expect(first.body.data[0]?.transaction_type).toBe('loyalty_point');
    expect(second.body.data[0]?.id).not.toBe(first.body.data[0]?.id);
    const funds = await get<History>('customer/wallet/transactions', token, { type: 'add_fund' });
    expect(funds.body.data.length).toBeGreaterThan(0);
    expect(funds.body.data.every((t) => t.transaction_type === 'add_fund')).toBe(true);
    const conversions = await get<History>('customer/wallet/transactions', token, { type: 'loyalty_point' });
    expect(conversions.body.data.map((t) => t.transaction_type)).toEqual(['loyalty_point']);
    const bad = await get('customer/wallet/transactions', token, { type: 'everything' });
    expect([bad.status, errorCode(bad)]).toEqual([422, 'type']);
    const badPage = await get('customer/wallet/transactions', token, { limit: '0' });
    expect(badPage.status).toBe(422);
  });

  it('lists the running bonuses, in Arabic too', async () => {
    const token = await signIn();
    const en = await get<Json[]>('customer/wallet/bonuses', token);
    expect(en.status).toBe(200);
    expect(en.body.map((b) => b.title)).toEqual(['Top up 100, get 10', '5% on top ups of 500']);
    const ar = await call<Json[]>('customer/wallet/bonuses', { headers: { ...bearer(token), 'x-localization': 'ar' } });
    expect(ar.body[0]?.title).toBe('اشحن 100 واحصل على 10');
  });
});

describe('points to wallet', () => {
  it('converts at the exchange rate from the minimum up, and refuses too few or more than the customer has', async () => {
    const a = await customerWith('convert', 250);
    const few = await post('customer/loyalty-point/point-transfer', a.token, { point: 99 });
    expect([few.status, errorCode(few)]).toEqual([403, 'point']);
    const many = await post('customer/loyalty-point/point-transfer', a.token, { point: 300 });
    expect([many.status, errorCode(many)]).toEqual([403, 'point']);
    const manyAr = await call('customer/loyalty-point/point-transfer', { method: 'POST', headers: { ...bearer(a.token), 'x-localization': 'ar' }, body: { point: 300 } });
    expect((manyAr.body as { errors: { message: string }[] }).errors[0]?.message).toBe('ليس لديك نقاط كافية.');
    const junk = await post('customer/loyalty-point/point-transfer', a.token, { point: '1e400' });
    expect(junk.status).toBe(403);
    expect(await balances(a.id)).toEqual({ wallet: 0, points: 250 });
    const ok = await post('customer/loyalty-point/point-transfer', a.token, { point: 150 });
    expect(ok.status).toBe(200);
    expect(ok.body).toMatchObject({ message: 'Point to wallet transfer successfully.', loyalty_point: 100, wallet_balance: 15 });
    expect(await balances(a.id)).toEqual({ wallet: 15, points: 100 });
    const points = await get<History>('customer/loyalty-point/transactions', a.token);
    expect(points.body.data.map((t) => [t.transaction_type, t.debit, t.balance])).toEqual([['point_to_wallet', 150, 100]]);
    const wallet = await get<History>('customer/wallet/transactions', a.token);
    expect(wallet.body.data.map((t) => [t.transaction_type, t.credit, t.balance])).toEqual([['loyalty_point', 15, 15]]);
  });

  it('20 concurrent transfers take exactly the points there are, never below zero', async () => {
    const a = await customerWith('race', 340);
    const answers = await Promise.all(Array.from({ length: 20 }, () => post('customer/loyalty-point/point-transfer', a.token, { point: 100 })));
    expect(answers.filter((r) => r.status === 200)).toHaveLength(3);
    expect(answers.filter((r) => r.status === 403)).toHaveLength(17);
    expect(answers.every((r) => r.status === 200 || errorCode(r) === 'point')).toBe(true);
    expect(await balances(a.id)).toEqual({ wallet: 30, points: 40 });
    const db = await getDb();
    const spent = await db.select().from(loyaltyPointTransactions).where(eq(loyaltyPointTransactions.customerId, a.id));
    expect(spent.map((r) => r.balance).sort((x, y) => y - x)).toEqual([240, 140, 40]);
    const credited = await db.select().from(walletTransactions).where(eq(walletTransactions.customerId, a.id));
    expect(credited.map((r) => r.balance).sort((x, y) => x - y)).toEqual([10, 20, 30]);
  });

  it('earns points on a delivered order once, however often the step runs', async () => {
    const a = await customerWith('earn');
    const db = await getDb();
    const order = { id: 900_000 + a.id, customerId: a.id, orderAmount: 2_550 };
    const runs = await Promise.all(Array.from({ length: 5 }, () => earnOrderPoints(db, order)));
    expect(runs.filter((n) => n > 0)).toEqual([25]);
    expect((await balances(a.id)).points).toBe(25);
    expect(await earnOrderPoints(db, order)).toBe(0);
    expect(await earnOrderPoints(db, { ...order, id: order.id + 1, customerId: null })).toBe(0);
  });

  it('credits a delivered order’s cashback to the wallet once, with a CashBack row', async () => {
    const a = await customerWith('cashback');
    const db = await getDb();
    const order = { id: 800_000 + a.id, customerId: a.id, orderAmount: 120 };
    const runs = await Promise.all(Array.from({ length: 5 }, () => creditOrderCashback(db, order)));
    expect(runs.filter((n) => n > 0)).toEqual([6]);
    expect(await creditOrderCashback(db, order)).toBe(0);
    expect(await creditOrderCashback(db, { ...order, id: order.id + 1, orderAmount: 30 })).toBe(0);
    expect((await balances(a.id)).wallet).toBe(6);
    const rows = await get<History>('customer/wallet/transactions', a.token, { type: 'bonus' });
    expect(rows.body.data.map((t) => [t.transaction_type, t.credit, t.balance, t.reference])).toEqual([['CashBack', 6, 6, `order:${order.id}`]]);
  });
});

describe('add fund', () => {
  it('changes the balance only on the verified paid result, once under 20 replays, with the bonus', async () => {
    const a = await customerWith('fund');
    const started = await post<{ redirect_link: string; bonus: number; amount: number }>('customer/wallet/add-fund', a.token, { amount: 100, payment_method: 'souk_pay' });
    expect(started.status).toBe(200);
    expect(started.body).toMatchObject({ amount: 100, bonus: 10 });
    const link = started.body.redirect_link;
    expect(link).toMatch(/^\/api\/v1\/payment\/souk-pay\?purpose=add_fund&/);
    const page = await call('payment/souk-pay', { query: Object.fromEntries(new URL(link, 'http://souk.test').searchParams) });
    expect(page.status).toBe(200);
    expect(String(page.body)).toContain('Add fund to wallet');
    expect((await balances(a.id)).wallet).toBe(0);

    const { fields, query } = await gatewayResult(link, 'approve');
    // a result for another amount, or an order's result for the same id, is refused and changes nothing
    const forged = await call('payment/callback', { query: { ...query, amount: '1000.00' } });
    expect([forged.status, errorCode(forged)]).toEqual([403, 'signature']);
    const asOrder = await call('payment/callback', { query: { ...query, purpose: 'order' } });
    expect(asOrder.status).toBe(403);
    const asOrderLink = await call('payment/souk-pay', { query: { ...fields, purpose: '' } });
    expect(asOrderLink.status).toBe(403);
    expect((await balances(a.id)).wallet).toBe(0);

    const backs = await Promise.all(Array.from({ length: 20 }, () => call('payment/callback', { query })));
    expect(backs.every((b) => b.status === 303)).toBe(true);
    const to = new URL(String(backs[0]?.headers?.location), 'http://souk.test');
    expect(to.pathname + '?page=' + to.searchParams.get('page')).toBe('/profile?page=wallet');
    expect(to.searchParams.get('flag')).toBe('success');
    expect((await balances(a.id)).wallet).toBe(110);
    const history = await get<History>('customer/wallet/transactions', a.token);
    expect(history.body.data.map((t) => [t.transaction_type, t.credit]).sort()).toEqual([
      ['add_fund', 100],
      ['add_fund_bonus', 10],
    ]);
    const bonusOnly = await get<History>('customer/wallet/transactions', a.token, { type: 'bonus' });
    expect(bonusOnly.body.data.map((t) => t.transaction_type)).toEqual(['add_fund_bonus']);
    // the paid page offers no button any more
    expect(String((await call('payment/souk-pay', { query: fields })).body)).not.toContain('name="outcome"');
  });

  it('a declined or canceled payment credits nothing, and bad amounts are refused', async () => {
    const a = await customerWith('fund-no');
    const started = await post<{ redirect_link: string }>('customer/wallet/add-fund', a.token, { amount: 40.5, callback: '/ar/profile?page=wallet' });
    const { query } = await gatewayResult(started.body.redirect_link, 'decline');
    const back = await call('payment/callback', { query });
    const to = new URL(String(back.headers?.location), 'http://souk.test');
    expect(to.pathname).toBe('/ar/profile');
    expect(to.searchParams.get('flag')).toBe('fail');
    expect((await balances(a.id)).wallet).toBe(0);
    const db = await getDb();
    const [fund] = await db.select().from(walletFundRequests).where(eq(walletFundRequests.customerId, a.id));
    expect(fund?.status).toBe('failed');
    // a later approval of the same request changes nothing
    const again = await gatewayResult(started.body.redirect_link, 'approve').catch(() => null);
    if (again) await call('payment/callback', { query: again.query });
    expect((await balances(a.id)).wallet).toBe(0);
    for (const amount of [0, -5, 'ten', 100_001, 1.234]) {
      const res = await post('customer/wallet/add-fund', a.token, { amount });
      expect([amount, res.status, errorCode(res)]).toEqual([amount, 403, 'amount']);
    }
  });
});

describe('a second customer', () => {
  it('never reads or changes the first one’s wallet or points', async () => {
    const a = await customerWith('owner', 500);
    const b = await customerWith('other');
    await post('customer/loyalty-point/point-transfer', a.token, { point: 200 });
    const aBefore = await balances(a.id);
    // b's histories hold none of a's rows, whatever b sends
    for (const query of [{}, { user_id: String(a.id) }, { customer_id: String(a.id) }] as Record<string, string>[]) {
      const wallet = await get<History>('customer/wallet/transactions', b.token, query);
      const points = await get<History>('customer/loyalty-point/transactions', b.token, query);
      expect([wallet.body.total_size, points.body.total_size]).toEqual([0, 0]);
    }
    // b's transfer naming a is b's own (and b has no points)
    const steal = await post('customer/loyalty-point/point-transfer', b.token, { point: 100, user_id: a.id, customer_id: a.id });
    expect([steal.status, errorCode(steal)]).toEqual([403, 'point']);
    expect(await balances(a.id)).toEqual(aBefore);
    expect(await balances(b.id)).toEqual({ wallet: 0, points: 0 });
    // b's add fund, paid, credits b only
    const started = await post<{ redirect_link: string }>('customer/wallet/add-fund', b.token, { amount: 20, user_id: a.id });
    const { query } = await gatewayResult(started.body.redirect_link, 'approve');
    await call('payment/callback', { query });
    expect(await balances(a.id)).toEqual(aBefore);
    expect((await balances(b.id)).wallet).toBe(20);
  });
});

describe('config switches and referrals', () => {
  it('refuses the wallet calls when customer_wallet_status is 0 and the point calls when loyalty_point_status is 0', async () => {
    const a = await customerWith('switch', 200);
    setEnv({ SOUK_CONFIG_OVERRIDES: JSON.stringify({ customer_wallet_status: 0 }) });
    for (const res of [await get('customer/wallet/transactions', a.token), await get('customer/wallet/bonuses', a.token), await post('customer/wallet/add-fund', a.token, { amount: 10 })]) {
      expect([res.status, errorCode(res)]).toEqual([403, 'wallet']);
    }
    const transfer = await post('customer/loyalty-point/point-transfer', a.token, { point: 100 });
    expect([transfer.status, errorCode(transfer)]).toEqual([403, 'wallet']);
    setEnv({ SOUK_CONFIG_OVERRIDES: JSON.stringify({ loyalty_point_status: 0 }) });
    for (const res of [await get('customer/loyalty-point/transactions', a.token), await post('customer/loyalty-point/point-transfer', a.token, { point: 100 })]) {
      expect([res.status, errorCode(res)]).toEqual([403, 'loyalty_point']);
    }
    setEnv({ SOUK_CONFIG_OVERRIDES: JSON.stringify({ loyalty_point_exchange_rate: 4, loyalty_point_minimum_point: 20 }) });
    const ok = await post('customer/loyalty-point/point-transfer', a.token, { point: 30 });
    expect(ok.body).toMatchObject({ wallet_balance: 7.5, loyalty_point: 170 });
    expect(await balances(a.id)).toEqual({ wallet: 7.5, points: 170 });
  });

  it('a sign-up with a refer code credits the referrer once, with a referrer row in the history', async () => {
    const a = await customerWith('referrer');
    const made = await signUp('referred', { ref_code: a.refCode });
    expect(made.res.status).toBe(200);
    expect((await balances(a.id)).wallet).toBe(20);
    const referred = await get<History>('customer/wallet/transactions', a.token, { type: 'referrer' });
    expect(referred.body.data.map((t) => [t.transaction_type, t.credit, t.balance])).toEqual([['referrer', 20, 20]]);
    const db = await getDb();
    const rows = await db.select().from(walletTransactions).where(and(eq(walletTransactions.customerId, a.id), eq(walletTransactions.transactionType, 'referrer')));
    expect(rows).toHaveLength(1);
  });
});

describe('the coupons a customer can use', () => {
  it('drop a first-order coupon once the customer has an order, for that customer only', async () => {
    const a = await customerWith('coupon-a');
    const b = await customerWith('coupon-b');
    const codes = async (token: string) => (await get<{ code: string }[]>('coupon/list', token)).body.map((c) => c.code);
    expect(await codes(a.token)).toContain('WELCOME20');
    const { store, list } = await plainStoreItems('grocery', 20, 2);
    const it = list[0]!;
    const placed = await place({ token: a.token }, { store_id: store.id, cart: JSON.stringify([line(it, enough(it, store))]) });
    expect(placed.status).toBe(200);
    expect(await codes(a.token)).not.toContain('WELCOME20');
    expect(await codes(a.token)).toContain('SOUK15');
    expect(await codes(b.token)).toContain('WELCOME20');
    // a guest sees every running coupon; a dead token is a 401, not a guest's list
    expect((await call<{ code: string }[]>('coupon/list')).body.map((c) => c.code)).toContain('WELCOME20');
    expect((await call('coupon/list', { headers: bearer('not-a-token') })).status).toBe(401);
  });
});

describe('account settings', () => {
  it('are saved for the account, checked, and each customer reads only their own', async () => {
    const a = await customerWith('settings-a');
    const b = await customerWith('settings-b');
    expect((await call('customer/settings')).status).toBe(401);
    const defaults = { language: 'en', theme: 'light', notifications: { order_updates: true, promotions: true, messages: true } };
    expect((await get('customer/settings', a.token)).body).toEqual(defaults);
    const saved = await post('customer/settings', a.token, { language: 'ar', theme: 'dark', notifications: { promotions: false, messages: '0' } });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ language: 'ar', theme: 'dark', notifications: { order_updates: true, promotions: false, messages: false }, message: 'Settings saved.' });
    expect((await get('customer/settings', a.token)).body).toEqual({ language: 'ar', theme: 'dark', notifications: { order_updates: true, promotions: false, messages: false } });
    expect((await get('customer/settings', b.token)).body).toEqual(defaults);
    for (const body of [{ language: 'fr' }, { theme: 'pink' }, { notifications: 'all' }, { notifications: { promotions: 'maybe' } }]) {
      const bad = await post('customer/settings', a.token, body);
      expect([JSON.stringify(body), bad.status]).toEqual([JSON.stringify(body), 403]);
    }
    expect((await get('customer/settings', a.token)).body).toMatchObject({ language: 'ar', theme: 'dark' });
  });
});
