import { eq } from 'drizzle-orm';
import { getDb } from '../db/client';
import { items } from '../db/schema';
import { orders } from '../db/schema-orders';
import { call, errorCode, headers, type Json } from '../../testing/backend';
import { enough, itemRow, line, newGuest, place, plainStoreItems } from '../../testing/orders';

describe('placing an order as a guest', () => {
  it('places, lists, details and tracks an order with the server’s totals, and takes the stock', async () => {
    const guest = await newGuest();
    const { store, list } = await plainStoreItems('grocery', 20);
    const it = list[0]!;
    const qty = enough(it, store);
    const before = (await itemRow(it.id)).stock;
    const res = await place({ guest }, { store_id: store.id, cart: JSON.stringify([line(it, qty)]), order_amount: 0.01 });
    // a wrong amount is refused with the server's total
    expect(res.status).toBe(422);
    expect(errorCode(res)).toBe('order_amount');
    const total = (res.body as { order_amount: number }).order_amount;
    expect(total).toBeGreaterThan(0);
    const ok = await place({ guest }, { store_id: store.id, cart: JSON.stringify([line(it, qty)]), order_amount: total });
    expect(ok.status).toBe(200);
    expect(ok.body).toMatchObject({ order_status: 'pending', payment_status: 'unpaid', total_amount: total });
    const orderId = Number(ok.body.order_id);
    expect((await itemRow(it.id)).stock).toBe(before - qty);

    const running = await call<{ orders: Json[]; total_size: number }>('customer/order/running-orders', { query: { guest_id: guest } });
    expect(running.status).toBe(200);
    expect(running.body.orders.map((o) => o.id)).toEqual([orderId]);
    const details = await call<Json[]>('customer/order/details', { query: { guest_id: guest, order_id: String(orderId) } });
    expect(details.body).toHaveLength(1);
    expect(details.body[0]).toMatchObject({ item_id: it.id, quantity: qty });

    const wrongPhone = await call('customer/order/track', { query: { guest_id: guest, order_id: String(orderId), contact_number: '+971500009999' } });
    expect(wrongPhone.status).toBe(404);
    expect(errorCode(wrongPhone)).toBe('order');
    const noPhone = await call('customer/order/track', { query: { guest_id: guest, order_id: String(orderId) } });
    expect(noPhone.status).toBe(422);
    const tracked = await call<Json>('customer/order/track', { query: { guest_id: guest, order_id: String(orderId), contact_number: '+971500001234' } });
    expect(tracked.status).toBe(200);
    expect(tracked.body).toMatchObject({ id: orderId, order_status: 'pending', order_amount: total });
    expect((tracked.body.store as Json).id).toBe(store.id);

    // someone else's guest id sees nothing
    const other = await newGuest();
    expect((await call('customer/order/details', { query: { guest_id: other, order_id: String(orderId) } })).status).toBe(404);
  });

  it('uses the guest’s server cart for the store when no cart is sent, and clears those lines after', async () => {
    const guest = await newGuest();
    const { store, list } = await plainStoreItems('grocery', 20);
    const it = list[1] ?? list[0]!;
    const qty = enough(it, store);
    const added = await call('customer/cart/add', { method: 'POST', body: { guest_id: guest, model: 'Item', item_id: it.id, quantity: qty } });
    expect(added.status).toBe(200);
    const res = await place({ guest }, { store_id: store.id });
    expect(res.status).toBe(200);
    const cart = await call<Json[]>('customer/cart/list', { query: { guest_id: guest } });
    expect(cart.body).toEqual([]);
  });

  it('refuses an empty cart, an unknown store and a store’s minimum', async () => {
    const guest = await newGuest();
    const { store, list } = await plainStoreItems('grocery', 5);
    const empty = await place({ guest }, { store_id: store.id });
    expect([empty.status, errorCode(empty)]).toEqual([422, 'cart']);
    const unknown = await place({ guest }, { store_id: 999999, cart: JSON.stringify([line(list[0]!, 1)]) });
    expect([unknown.status, errorCode(unknown)]).toEqual([404, 'store']);
    const cheap = list.find((i) => i.price < store.minimumOrder)!;
    const small = await place({ guest }, { store_id: store.id, cart: JSON.stringify([line(cheap, 1)]) });
    expect([small.status, errorCode(small)]).toEqual([403, 'minimum_order']);
  });
});

describe('stock and retries', () => {
  it('two shoppers racing for the last unit: one order, nothing oversold', async () => {
    const { store, list } = await plainStoreItems('grocery', 5, 1);
    const it = list.find((i) => i.price >= store.minimumOrder) ?? list[0]!;
    const db = await getDb();
    await db.update(items).set({ stock: 1 }).where(eq(items.id, it.id));
    const cheapFill = it.price >= store.minimumOrder ? [] : [line(list.find((x) => x.id !== it.id)!, enough(it, store))];
    const [a, b] = await Promise.all([newGuest(), newGuest()]);
    const answers = await Promise.all([a, b].map((guest) => place({ guest }, { store_id: store.id, cart: JSON.stringify([line(it, 1), ...cheapFill]) })));
    expect(answers.map((r) => r.status).sort()).toEqual([200, 403]);
    expect(errorCode(answers.find((r) => r.status === 403)!)).toBe('stock');
    expect((await itemRow(it.id)).stock).toBe(0);
  });

  it('the same idempotency key twice places one order', async () => {
    const guest = await newGuest();
    const { store, list } = await plainStoreItems('grocery', 20);
    const it = list[0]!;
    const body = { store_id: store.id, cart: JSON.stringify([line(it, enough(it, store))]), idempotency_key: `checkout-${guest}` };
    const [first, second] = await Promise.all([place({ guest }, body), place({ guest }, body)]);
    expect([first.status, second.status]).toEqual([200, 200]);
    expect(first.body.order_id).toBe(second.body.order_id);
    const again = await place({ guest }, {}, { 'idempotency-key': 'header-key' });
    expect(again.status).toBe(422); // the key alone is no order
    const viaHeader = [await place({ guest }, { ...body, idempotency_key: undefined }, { 'idempotency-key': `h-${guest}` }), await place({ guest }, { ...body, idempotency_key: undefined }, { 'idempotency-key': `h-${guest}` })];
    expect(viaHeader[0]?.body.order_id).toBe(viaHeader[1]?.body.order_id);
    const db = await getDb();
    const mine = await db.select({ id: orders.id }).from(orders).where(eq(orders.owner, `g:${guest}`));
    expect(mine).toHaveLength(2);
    const reused = await place({ guest }, { ...body, dm_tips: 5 });
    expect([reused.status, errorCode(reused)]).toEqual([409, 'idempotency_key']);
  });
});

describe('the cancellation reasons', () => {
  it('lists the customer’s reasons, 10 a page', async () => {
    const res = await call<{ total_size: number; data: Json[] }>('customer/order/cancellation-reasons', { query: { offset: '1', limit: '10', type: 'customer' }, headers: headers(null) });
    expect(res.status).toBe(200);
    expect(res.body.data).toHaveLength(10);
    expect(res.body.total_size).toBeGreaterThan(10);
    expect(res.body.data.every((r) => typeof r.reason === 'string' && r.user_type === 'customer')).toBe(true);
  });
});
