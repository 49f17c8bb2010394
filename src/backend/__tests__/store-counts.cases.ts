import { and, count, eq, sql } from 'drizzle-orm';
import { getDb } from '../db/client';
import { items, stores } from '../db/schema';
import { call, headers, type Paged } from '../../testing/backend';
import { itemScope } from '../services/catalog';
import { hasOffer } from '../services/store-lists';

/** A store list's total, as a client reads it (every cache off). */
async function total(path: string, zone: string, query: Record<string, string> = {}): Promise<number> {
  const res = await call<Paged<'stores'>>(path, { headers: headers(1, { zoneid: zone }), query: { offset: '1', limit: '1', ...query } });
  expect(res.status).toBe(200);
  return res.body.total_size;
}

/** The food stores of a zone, counted afresh: every active one, those with an offer, and the items listed. */
async function counted(zoneId: number): Promise<{ stores: number; offers: number; items: number }> {
  const db = await getDb();
  const scope = and(eq(stores.status, 1), eq(stores.zoneId, zoneId), eq(stores.moduleId, 1));
  const [all] = await db.select({ n: count() }).from(stores).where(scope);
  const [offers] = await db.select({ n: count() }).from(stores).where(and(scope, hasOffer()));
  const [listed] = await db.select({ n: count() }).from(items).where(itemScope([zoneId], 1));
  return { stores: all?.n ?? 0, offers: offers?.n ?? 0, items: listed?.n ?? 0 };
}

/** The totals of the lists that read the kept counts, for zone 1 and for zones 1 and 2 together. */
async function totals(): Promise<number[]> {
  return [
    await total('stores/top-offer-near-me', '[1]'),
    await total('stores/top-offer-near-me', '[1,2]'),
    await total('stores/popular', '[1]'),
    await total('stores/latest', '[1,2]'),
    await total('stores/get-stores/all', '[1]'),
    await total('items/popular', '[1]'),
    await total('items/latest', '[1,2]'),
  ];
}

async function expected(): Promise<number[]> {
  const [one, two] = [await counted(1), await counted(2)];
  return [one.offers, one.offers + two.offers, one.stores, one.stores + two.stores, one.stores, one.items, one.items + two.items];
}

describe("store lists' totals from the kept counts (store_counts)", () => {
  let saved: string | undefined;
  beforeAll(() => {
    saved = process.env.SOUK_API_CACHE;
    process.env.SOUK_API_CACHE = '0';
  });
  afterAll(() => {
    process.env.SOUK_API_CACHE = saved;
    if (saved === undefined) delete process.env.SOUK_API_CACHE;
  });

  it('keeps every module and zone counted as the seed left it', async () => {
    const db = await getDb();
    const kept = (await db.execute(sql`SELECT module_id, zone_id, stores, offers, items FROM store_counts WHERE stores <> 0 OR offers <> 0 OR items <> 0 ORDER BY 1, 2`)) as unknown as { rows: unknown[] };
    const fresh = (await db.execute(sql`SELECT module_id, zone_id, count(*)::int AS stores, (count(*) FILTER (WHERE ${hasOffer()}))::int AS offers,
        sum((SELECT count(*) FROM items WHERE items.store_id = stores.id AND items.status = 1))::int AS items
      FROM stores WHERE status = 1 GROUP BY 1, 2 ORDER BY 1, 2`)) as unknown as { rows: unknown[] };
    expect(kept.rows).toEqual(fresh.rows);
    expect(fresh.rows.length).toBeGreaterThan(2);
  });

  it("answers the lists' totals the stores hold, as stores and their items change", async () => {
    const db = await getDb();
    const before = await expected();
    expect(before[0]).toBeGreaterThan(0);
    expect(await totals()).toEqual(before);
    // a store of zone 1 with no discount of its own: its offer is its items'
    const [store] = await db.select().from(stores).where(and(eq(stores.moduleId, 1), eq(stores.zoneId, 1), eq(stores.status, 1), sql`${stores.discount} IS NULL AND ${stores}."item_offers" > 0`)).limit(1);
    const own = await db.select({ id: items.id, discount: items.discount }).from(items).where(and(eq(items.storeId, store!.id), eq(items.status, 1)));
    try {
      await db.update(items).set({ discount: 0 }).where(eq(items.storeId, store!.id));
      const noOffer = await expected();
      expect(noOffer[0]).toBe(before[0]! - 1);
      expect(await totals()).toEqual(noOffer);
      // a discount of its own
      await db.update(stores).set({ discount: { discount: 10, discount_type: 'percent', min_purchase: 0, max_discount: 0, start_date: '2020-01-01', end_date: '2099-12-31', start_time: '00:00:00', end_time: '23:59:59' } }).where(eq(stores.id, store!.id));
      expect((await expected())[0]).toBe(noOffer[0]! + 1);
      expect(await totals()).toEqual(await expected());
      // an item switched off, and back
      await db.update(items).set({ status: 0 }).where(eq(items.id, own[0]!.id));
      expect((await expected())[5]).toBe(before[5]! - 1);
      expect(await totals()).toEqual(await expected());
      await db.update(items).set({ status: 1 }).where(eq(items.id, own[0]!.id));
      // moved to zone 2 with its items, then switched off
      await db.update(stores).set({ zoneId: 2 }).where(eq(stores.id, store!.id));
      await db.update(items).set({ zoneId: 2 }).where(eq(items.storeId, store!.id));
      expect(await totals()).toEqual(await expected());
      await db.update(stores).set({ status: 0 }).where(eq(stores.id, store!.id));
      const off = await expected();
      expect(off[3]).toBe(before[3]! - 1);
      expect(await totals()).toEqual(off);
      // an order counted changes no total
      await db.update(stores).set({ orderCount: sql`${stores.orderCount} + 1` }).where(eq(stores.id, store!.id));
      expect(await totals()).toEqual(off);
    } finally {
      await db.update(stores).set({ discount: store!.discount, zoneId: store!.zoneId, status: store!.status, orderCount: store!.orderCount }).where(eq(stores.id, store!.id));
      await db.update(items).set({ zoneId: store!.zoneId }).where(eq(items.storeId, store!.id));
      for (const row of own) await db.update(items).set({ discount: row.discount }).where(eq(items.id, row.id));
    }
    expect(await totals()).toEqual(before);
  });

  it('counts a list of one type by its stores or items, not by the kept count of all', async () => {
    const db = await getDb();
    const [store] = await db.select().from(stores).where(and(eq(stores.moduleId, 1), eq(stores.zoneId, 1), eq(stores.status, 1), eq(stores.nonVeg, 1), hasOffer())).limit(1);
    try {
      await db.update(stores).set({ nonVeg: 0 }).where(eq(stores.id, store!.id));
      const [nonVeg] = await db.select({ n: count() }).from(stores).where(and(eq(stores.status, 1), eq(stores.zoneId, 1), eq(stores.moduleId, 1), eq(stores.nonVeg, 1), hasOffer()));
      expect(nonVeg?.n).toBe((await counted(1)).offers - 1);
      expect(await total('stores/top-offer-near-me', '[1]', { type: 'non_veg' })).toBe(nonVeg?.n);
      expect(await total('stores/popular', '[1]', { type: 'non_veg' })).toBe((await counted(1)).stores - 1);
      const [vegItems] = await db.select({ n: count() }).from(items).where(itemScope([1], 1, [eq(items.veg, 1)]));
      expect(vegItems?.n).toBeLessThan((await counted(1)).items);
      expect(await total('items/popular', '[1]', { type: 'veg' })).toBe(vegItems?.n);
    } finally {
      await db.update(stores).set({ nonVeg: 1 }).where(eq(stores.id, store!.id));
    }
  });
});
