/**
 * The calls 6amMart's clients make on checkout and account screens, and the order fields they
 * read, checked for their values (src/gateway/contract.test.ts checks the same answers against the
 * contract's schemas, with these fields required, on PGlite and on PostgreSQL).
 */
import { call, errorCode, headers, type Answer, type Json } from '../../testing/backend';
import { signUp } from '../../testing/accounts';
import { bearer, enough, line, place, plainStoreItems } from '../../testing/orders';

/** A call that must answer 200. */
async function contractCall<T = Json>(path: string, opts: Parameters<typeof call>[1] = {}): Promise<Answer<T>> {
  const res = await call<T>(path, opts);
  expect(res.status).toBe(200);
  return res;
}

describe('vehicle/extra_charge', () => {
  it("answers the first active vehicle's charge for the distance, as a number", async () => {
    // seed: Motorbike 0–15 km (0), Car 15–40 km (10), Van 0–80 km (35)
    const charge = async (distance: string) => (await contractCall<number>('vehicle/extra_charge', { query: { distance } })).body;
    expect(await charge('5.2')).toBe(0);
    expect(await charge('20')).toBe(10);
    expect(await charge('60')).toBe(35);
    expect(await charge('120')).toBe(0);
  });

  it('refuses a missing or malformed distance with a 4xx', async () => {
    const missing = await call('vehicle/extra_charge');
    expect(missing.status).toBe(403);
    expect(errorCode(missing)).toBe('distance');
    const bad = await call('vehicle/extra_charge', { query: { distance: 'far' } });
    expect(bad.status).toBe(422);
  });
});

describe('a customer who has ordered', () => {
  it('counts the orders in customer/info, finds the store again, marks the most given tip, and answers the order fields clients read', async () => {
    const who = await signUp('extras');
    const auth = bearer(who.token);
    expect((await contractCall<{ order_count: number }>('customer/info', { headers: auth })).body.order_count).toBe(0);
    expect((await contractCall<Json[]>('customer/visit-again', { headers: { ...headers(null), ...auth } })).body).toEqual([]);

    const { store, list } = await plainStoreItems('grocery');
    const it = list[0];
    if (!it) throw new Error('seed');
    const ids: number[] = [];
    for (const tip of [7, 7, 3]) {
      const res = await place({ token: who.token }, { store_id: store.id, cart: JSON.stringify([line(it, enough(it, store))]), dm_tips: tip });
      expect(res.status).toBe(200);
      ids.push(Number(res.body.order_id));
    }

    expect((await contractCall<{ order_count: number }>('customer/info', { headers: auth })).body.order_count).toBe(3);
    const again = await contractCall<{ id: number }[]>('customer/visit-again', { headers: { ...headers(store.moduleId), ...auth } });
    expect(again.body.map((s) => s.id)).toEqual([store.id]);
    expect((await contractCall<Json>('most-tips')).body).toEqual({ most_tips_amount: 7 });

    const tracked = await contractCall<Json>('customer/order/track', { headers: auth, query: { order_id: String(ids[0]) } });
    expect(tracked.body).toMatchObject({ flash_admin_discount_amount: 0, flash_store_discount_amount: 0, module: { id: store.moduleId, module_type: 'grocery' } });
    expect(tracked.body.store).toMatchObject({ delivery_time: store.deliveryTime });
    expect(String(tracked.body.processing_time)).toMatch(/^\d+$/);
    const details = await contractCall<Json[]>('customer/order/details', { headers: auth, query: { order_id: String(ids[0]) } });
    expect(details.body[0]?.image_full_url).toEqual((details.body[0]?.item_details as Json).image_full_url);
  });
});

describe('cashback offers', () => {
  it('lists the running offers to a customer (none to a guest) and answers the best one for an amount', async () => {
    const who = await signUp('cashback');
    const auth = bearer(who.token);
    const list = await contractCall<Json[]>('cashback/list', { headers: auth });
    expect(list.body.map((o) => [o.title, o.cashback_type, o.cashback_amount, o.min_purchase])).toEqual([
      ['5% cashback on orders over 50', 'percentage', 5, 50],
      ['20 back on orders over 400', 'amount', 20, 400],
    ]);
    expect((await contractCall('cashback/list')).body).toEqual([]);
    // 5% of 120 is 6; under the minimum nothing; 5% of 1000 is capped at 15, so the 20 offer wins
    expect((await contractCall<Json>('cashback/getCashback', { headers: auth, query: { amount: '120' } })).body).toMatchObject({ calculated_amount: 6, cashback_type: 'percentage', min_purchase: 50, max_discount: 15 });
    expect((await contractCall<Json>('cashback/getCashback', { headers: auth, query: { amount: '30' } })).body).toMatchObject({ calculated_amount: 0, cashback_amount: 0 });
    expect((await contractCall<Json>('cashback/getCashback', { headers: auth, query: { amount: '1000' } })).body).toMatchObject({ calculated_amount: 20, cashback_type: 'amount' });
    expect((await call('cashback/getCashback', { headers: auth, query: { amount: '-3' } })).status).toBe(422);
  });
});

describe('offers not run here answer their empty shape, never a 404', () => {
  it('offline payment methods and automated messages', async () => {
    const who = await signUp('empties');
    const auth = bearer(who.token);
    expect((await contractCall('offline_payment_method_list')).body).toEqual([]);
    expect((await contractCall<Json>('customer/automated-message', { headers: auth })).body).toMatchObject({ total_size: 0, data: [] });
  });

  it('suggests five items of the shopper’s zone and module, from the interests a customer chose', async () => {
    const guest = await contractCall<{ module_id: number; category_ids: { id: string }[] }[]>('customer/suggested-items', { headers: headers(2) });
    expect(guest.body.length).toBe(5);
    expect(new Set(guest.body.map((i) => i.module_id))).toEqual(new Set([2]));
    const who = await signUp('interest');
    const category = Number(guest.body[0]?.category_ids[0]?.id);
    await call('customer/update-interest', { method: 'POST', headers: bearer(who.token), body: { interest: [category] } });
    const mine = await contractCall<{ category_ids: { id: string }[] }[]>('customer/suggested-items', { headers: { ...headers(2), ...bearer(who.token) } });
    expect(mine.body.length).toBeGreaterThan(0);
    expect(mine.body.every((i) => Number(i.category_ids[0]?.id) === category)).toBe(true);
    expect((await call('customer/suggested-items')).status).toBe(403);
  });
});
