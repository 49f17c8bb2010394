/**
 * The order's writes in the database (souk_order_place and souk_move_stock, migration
 * 0010_order_place_sql): variation stock taken and given back, a refusal that leaves nothing
 * behind, a coupon's use limit counted under the owner's lock, images kept byte for byte.
 */
import { asc, eq, gt, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { handleApiRequest } from '../index';
import { getDb } from '../db/client';
import { coupons, items, stores, type ItemVariation } from '../db/schema';
import { orders } from '../db/schema-orders';
import { variationKey } from '../../contract/cart-line';
import { readStored } from '../services/storage';
import { call, errorCode, headers, type Json } from '../../testing/backend';
import { HOME, itemRow, line, newGuest, place, plainStoreItems, zoneOneItems, type ItemRow, type StoreRow } from '../../testing/orders';

const messages = (body: unknown) => (body as { errors: { code: string; message: string }[] }).errors;

/** Runs the test with the store's minimum order set to 0, so any quantity is an order. */
async function withoutMinimum<T>(store: StoreRow, run: () => Promise<T>): Promise<T> {
  const db = await getDb();
  await db.update(stores).set({ minimumOrder: 0 }).where(eq(stores.id, store.id));
  try {
    return await run();
  } finally {
    await db.update(stores).set({ minimumOrder: store.minimumOrder }).where(eq(stores.id, store.id));
  }
}

async function ecommerceItemWithVariations(): Promise<{ item: ItemRow; store: StoreRow }> {
  // the cheapest, so two units stay under the zone's cash-on-delivery limit
  const [found] = await zoneOneItems('ecommerce', gt(sql`jsonb_array_length(${items.variations})`, 1), [asc(items.price), asc(items.id)]);
  if (!found) throw new Error('the seed has no ecommerce item with two variations');
  return found;
}

describe('variation stock', () => {
  it('takes a variation’s units and the item’s, refuses more than the variation has, and a cancel gives them back', async () => {
    const { item, store } = await ecommerceItemWithVariations();
    const db = await getDb();
    const [a, b] = item.variations as [ItemVariation, ItemVariation];
    const set = (aStock: number, bStock: number) => [{ ...a, stock: aStock }, { ...b, stock: bStock }, ...item.variations.slice(2)];
    await db.update(items).set({ stock: 8, variations: set(3, 5), maximumCartQuantity: null }).where(eq(items.id, item.id));
    await withoutMinimum(store, async () => {
      const guest = await newGuest();
      // the variation as a shopper may type it: other case, spaces around a dash
      const chosen = { ...line(item, 2), variation: [{ type: a.type.replace(/-/g, ' - ').toUpperCase() }] };
      const ok = await place({ guest }, { store_id: store.id, cart: JSON.stringify([chosen]) });
      expect(ok.status).toBe(200);
      let row = await itemRow(item.id);
      expect([row.stock, row.variations[0]?.stock, row.variations[1]?.stock]).toEqual([6, 1, 5]);

      const more = await place({ guest }, { store_id: store.id, cart: JSON.stringify([chosen]) });
      expect([more.status, errorCode(more)]).toEqual([403, 'stock']);
      expect(messages(more.body)[0]?.message).toBe(`${item.name} (${a.type}) is out of stock`);
      expect((more.body as Json).available).toBe(1);
      row = await itemRow(item.id);
      expect([row.stock, row.variations[0]?.stock, row.variations[1]?.stock]).toEqual([6, 1, 5]);

      const cancel = await call('customer/order/cancel', { method: 'PUT', body: { order_id: ok.body.order_id, guest_id: guest, reason: 'Other' } });
      expect(cancel.status).toBe(200);
      row = await itemRow(item.id);
      expect([row.stock, row.variations[0]?.stock, row.variations[1]?.stock]).toEqual([8, 3, 5]);
    });
  });

  it('keys variations in the database as the server does', async () => {
    const db = await getDb();
    const seeded = (await db.select({ v: items.variations }).from(items)).flatMap((r) => r.v.map((x) => x.type));
    const typed = ['Red - XL', ' large ', 'X-LARGE', 'Blue\tSmall', 'Line\nBreak', '--', '', 'Größe-M', 'أحمر - كبير'];
    const all = [...new Set([...seeded, ...typed])];
    expect(seeded.length).toBeGreaterThan(5);
    const rows = await db
      .select({ t: sql<string>`t`, k: sql<string>`souk_variation_key(t)` })
      .from(sql`jsonb_array_elements_text(${JSON.stringify(all)}::jsonb) AS t`);
    const inDatabase = Object.fromEntries(rows.map((r) => [r.t, r.k]));
    expect(inDatabase).toEqual(Object.fromEntries(all.map((t) => [t, variationKey(t)])));
  });
});

describe('a refused order leaves nothing behind', () => {
  it('takes no stock from the lines that fit when a later line does not', async () => {
    const { store, list } = await plainStoreItems('grocery', 5, 2);
    const [first, second] = list as [ItemRow, ItemRow];
    expect(first.id).toBeLessThan(second.id);
    const db = await getDb();
    await db.update(items).set({ stock: 10 }).where(eq(items.id, first.id));
    await db.update(items).set({ stock: 1 }).where(eq(items.id, second.id));
    await withoutMinimum(store, async () => {
      const guest = await newGuest();
      const res = await place({ guest }, { store_id: store.id, cart: JSON.stringify([line(first, 2), line(second, 2)]) });
      expect([res.status, errorCode(res)]).toEqual([403, 'stock']);
      expect(messages(res.body)[0]?.message).toBe(`${second.name} is out of stock`);
      expect([(await itemRow(first.id)).stock, (await itemRow(second.id)).stock]).toEqual([10, 1]);
      expect(await db.select({ id: orders.id }).from(orders).where(eq(orders.owner, `g:${guest}`))).toEqual([]);
    });
  });
});

describe('a coupon’s use limit', () => {
  it('is counted again under the owner’s lock: two checkouts at once with a coupon usable once place one order', async () => {
    const { store, list } = await plainStoreItems('grocery', 20, 1);
    const db = await getDb();
    const code = `ONCE${Date.now() % 100000}`;
    await db.insert(coupons).values({ title: 'Once', titleAr: 'مرة', code, startDate: '2000-01-01', expireDate: '2999-12-31', discount: 1, discountType: 'amount', couponType: 'default', limit: 1, moduleId: store.moduleId, zoneIds: [store.zoneId] });
    await withoutMinimum(store, async () => {
      const guest = await newGuest();
      const body = (key: string) => ({ store_id: store.id, cart: JSON.stringify([line(list[0]!, 2)]), coupon_code: code, idempotency_key: key });
      const answers = await Promise.all([place({ guest }, body('first')), place({ guest }, body('second'))]);
      expect(answers.map((r) => r.status).sort()).toEqual([200, 403]);
      const refused = answers.find((r) => r.status === 403)!;
      expect(messages(refused.body)[0]?.message).toBe('You have used this coupon as many times as it allows.');
      expect(await db.select({ id: orders.id }).from(orders).where(eq(orders.owner, `g:${guest}`))).toHaveLength(1);
    });
  });

  it('the database refuses a first-order coupon to an owner with a counted order, and answers the counts', async () => {
    const db = await getDb();
    const [order] = await db.select({ owner: orders.owner, customerId: orders.customerId, guestId: orders.guestId }).from(orders).where(sql`${orders.orderStatus} not in ('canceled', 'failed')`).limit(1);
    if (!order) throw new Error('no order placed yet');
    const rule = JSON.stringify({ code: 'NONE', first_order: true, limit: null, not_counted: ['canceled', 'failed'] });
    const [result] = await db
      .select({
        r: sql<{ outcome: string; previous: number; uses: number }>`souk_order_place(${order.customerId}::integer, ${order.guestId}::integer, ${rule}::jsonb, '[]'::jsonb, NULL, '[]'::jsonb, ${JSON.stringify({ owner: order.owner })}::jsonb, '[]'::jsonb, false)`,
      })
      .from(sql`(SELECT 1) AS one`);
    expect(result?.r).toMatchObject({ outcome: 'coupon', uses: 0 });
    expect(result?.r.previous).toBeGreaterThan(0);
  });
});

describe('prescription images', () => {
  it('are kept byte for byte with the order', async () => {
    const db = await getDb();
    const [row] = await db.select({ item: items, store: stores }).from(items).innerJoin(stores, eq(items.storeId, stores.id)).where(eq(items.slug, 'amoxicillin-500mg-capsules-21s'));
    if (!row) throw new Error('no prescription item');
    const png = await sharp({ create: { width: 3, height: 5, channels: 3, background: '#aa3311' } }).png().toBuffer();
    const guest = await newGuest();
    const res = await withoutMinimum(row.store, () =>
      handleApiRequest({
        method: 'POST',
        path: 'customer/order/place',
        query: {},
        headers: headers(null),
        body: { guest_id: guest, order_type: 'delivery', payment_method: 'cash_on_delivery', ...HOME, store_id: String(row.store.id), cart: JSON.stringify([line(row.item, 1)]), latitude: String(row.store.latitude), longitude: String(row.store.longitude) },
        files: { order_attachment: [{ filename: 'rx.png', mimeType: 'image/png', data: png }] },
      }),
    );
    expect(res.status).toBe(200);
    const [order] = await db.select({ attachments: orders.attachments }).from(orders).where(eq(orders.id, Number((res.body as Json).order_id)));
    const key = order?.attachments[0]?.replace(/^uploads\//, '') ?? '';
    const stored = await readStored(db, key);
    expect(stored?.contentType).toBe('image/png');
    expect(Buffer.from(stored?.data ?? []).equals(png)).toBe(true);
  });
});
