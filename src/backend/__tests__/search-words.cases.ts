/**
 * A one-word search read from the word index (services/search-words.ts) answers what the names'
 * LIKE answers, and the index follows the items as they change: renamed, switched off, sold more,
 * their store switched off.
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import { getDb } from '../db/client';
import { items, stores } from '../db/schema';
import { envSwitch } from '../../testing/accounts';
import { call, headers, type Paged } from '../../testing/backend';
import { storesHoldingWord } from '../services/search-words';

const setEnv = envSwitch();

async function search(name: string, extra: Record<string, string> = {}) {
  const found = await call<Paged<'products'>>('items/search', { headers: headers(1), query: { name, limit: '50', offset: '1', ...extra } });
  expect(found.status).toBe(200);
  return { total: found.body.total_size, ids: found.body.products.map((p) => Number(p.id)) };
}

beforeEach(() => setEnv({ SOUK_API_CACHE: '0' }));

describe('a one-word search', () => {
  // min_price=0 filters nothing out and reads the names through the trigram index's LIKE
  it.each(['chicken', 'chick', 'icken', 'pizza', 'rice', 'cake', 'burger', 'دجاج', 'برجر', 'shawar', 'latte', 'chiken'])(
    'finds for %s the items, in the order and with the total the names LIKE gives',
    async (term) => {
      const fromWords = await search(term);
      const fromNames = await search(term, { min_price: '0' });
      expect(fromWords).toEqual(fromNames);
    },
  );

  it('pages through the matches without repeating or skipping one', async () => {
    const all = await search('chicken');
    const pages = [];
    for (const offset of ['1', '2', '3']) {
      const found = await call<Paged<'products'>>('items/search', { headers: headers(1), query: { name: 'chicken', limit: '4', offset } });
      pages.push(...found.body.products.map((p) => Number(p.id)));
    }
    expect(pages).toEqual(all.ids.slice(0, 12));
  });
});

describe('the stores a one-word search names', () => {
  // an item search's last part: the other items of the stores whose names hold the term
  it.each(['grill', 'kitchen', 'burger', 'cafe', 'pharma', 'مطعم', 'shawar', 'zzzq'])('are for %s the active stores whose names LIKE holds it, in each module', async (term) => {
    const db = await getDb();
    const zones = (await db.selectDistinct({ id: stores.zoneId }).from(stores)).map((z) => z.id);
    let found = 0;
    for (const moduleId of [1, 2, 3, 4]) {
      for (const zoneIds of [zones.slice(0, 1), zones]) {
        const fromWords = await db.execute(storesHoldingWord(term, zoneIds, moduleId, 1000));
        const fromNames = await db.execute(
          sql`SELECT id FROM stores WHERE status = 1 AND zone_id = ANY(${sql.param(zoneIds)}::int[]) AND module_id = ${moduleId} AND search_name LIKE '%' || souk_fold(${term}) || '%' ORDER BY id`,
        );
        const ids = (result: unknown) => (result as { rows: { store_id?: number; id?: number }[] }).rows.map((r) => Number(r.store_id ?? r.id));
        expect(ids(fromWords)).toEqual(ids(fromNames));
        found += ids(fromNames).length;
      }
    }
    // every term but the last names a store somewhere
    expect(found > 0).toBe(term !== 'zzzq');
  });

  it('follow a store renamed and switched off', async () => {
    const db = await getDb();
    const [store] = await db.select({ id: stores.id, name: stores.name, zoneId: stores.zoneId, moduleId: stores.moduleId }).from(stores).where(eq(stores.status, 1)).limit(1);
    if (!store) throw new Error('no active store');
    const named = async () => (((await db.execute(storesHoldingWord('quokkabite', [store.zoneId], store.moduleId, 1000))) as unknown as { rows: { store_id: number }[] }).rows.map((r) => Number(r.store_id)));
    expect(await named()).toEqual([]);
    try {
      await db.update(stores).set({ name: 'Quokkabite Diner' }).where(eq(stores.id, store.id));
      expect(await named()).toEqual([store.id]);
      await db.update(stores).set({ status: 0 }).where(eq(stores.id, store.id));
      expect(await named()).toEqual([]);
    } finally {
      await db.update(stores).set({ name: store.name, status: 1 }).where(eq(stores.id, store.id));
    }
    expect(await named()).toEqual([]);
  });
});

describe('the word index follows the items', () => {
  it('as they are renamed, switched off and on, and sold more; and as their store is switched off', async () => {
    const db = await getDb();
    const [first, second] = (await search('shawarma')).ids;
    if (first === undefined || second === undefined) throw new Error('two shawarma items are needed');
    const rows = await db.select({ id: items.id, name: items.name, orderCount: items.orderCount, storeId: items.storeId }).from(items).where(inArray(items.id, [first, second]));
    const byId = new Map(rows.map((r) => [r.id, r]));
    try {
      await db.update(items).set({ name: 'Zarzamora Tart' }).where(eq(items.id, first));
      await db.update(items).set({ name: 'Zarza Zarzamora Cake' }).where(eq(items.id, second));
      // the whole word first, then a word's start; an item holding the term twice counts once
      expect(await search('zarza')).toEqual({ total: 2, ids: [second, first] });
      expect(await search('zarzamora')).toEqual({ total: 2, ids: expect.arrayContaining([first, second]) as unknown as number[] });
      expect(await search('rzamo')).toEqual({ total: 2, ids: expect.arrayContaining([first, second]) as unknown as number[] });

      // sold more: first in the popular order among the whole words
      await db.update(items).set({ orderCount: 100_000 }).where(eq(items.id, first));
      await db.update(items).set({ orderCount: 0 }).where(eq(items.id, second));
      expect((await search('zarzamora')).ids).toEqual([first, second]);

      await db.update(items).set({ status: 0 }).where(eq(items.id, first));
      expect(await search('zarzamora')).toEqual({ total: 1, ids: [second] });
      await db.update(items).set({ status: 1 }).where(eq(items.id, first));
      expect((await search('zarzamora')).ids).toEqual([first, second]);

      const storeId = byId.get(second)?.storeId ?? -1;
      await db.update(stores).set({ status: 0 }).where(eq(stores.id, storeId));
      try {
        expect((await search('zarzamora')).ids).not.toContain(second);
      } finally {
        await db.update(stores).set({ status: 1 }).where(eq(stores.id, storeId));
      }
    } finally {
      for (const row of rows) await db.update(items).set({ name: row.name, orderCount: row.orderCount, status: 1 }).where(eq(items.id, row.id));
    }
    expect(await search('zarzamora')).toEqual({ total: 0, ids: [] });
    expect((await search('shawarma')).ids.slice(0, 2)).toEqual([first, second]);
  });
});

describe('a store search by one word', () => {
  async function storeSearch(name: string) {
    const found = await call<Paged<'stores'>>('get-combined-data', { headers: headers(1), query: { name, data_type: 'searched', list_type: 'store', limit: '12', offset: '1' } });
    expect(found.status).toBe(200);
    return { total: found.body.total_size, ids: found.body.stores.map((s) => Number(s.id)) };
  }

  it('finds the stores whose names hold it, the whole word first, and follows them as they change', async () => {
    const db = await getDb();
    const food = await db.select({ id: stores.id, name: stores.name, orderCount: stores.orderCount, status: stores.status }).from(stores).where(and(eq(stores.moduleId, 1), eq(stores.status, 1))).orderBy(stores.id).limit(2);
    const [a, b] = food;
    if (!a || !b) throw new Error('two food stores are needed');
    expect((await storeSearch('grill')).ids.length).toBeGreaterThan(0);
    try {
      await db.update(stores).set({ name: 'Zarzamora Bistro', orderCount: 900_000 }).where(eq(stores.id, a.id));
      await db.update(stores).set({ name: 'Zarza Zarzamora Deli', orderCount: 0 }).where(eq(stores.id, b.id));
      expect(await storeSearch('zarza')).toEqual({ total: 2, ids: [b.id, a.id] });
      expect(await storeSearch('zarzamora')).toEqual({ total: 2, ids: [a.id, b.id] });
      expect(await storeSearch('rzamo')).toEqual({ total: 2, ids: [a.id, b.id] });
      await db.update(stores).set({ status: 0 }).where(eq(stores.id, a.id));
      expect(await storeSearch('zarzamora')).toEqual({ total: 1, ids: [b.id] });
    } finally {
      for (const row of food) await db.update(stores).set({ name: row.name, orderCount: row.orderCount, status: row.status }).where(eq(stores.id, row.id));
    }
    expect(await storeSearch('zarzamora')).toEqual({ total: 0, ids: [] });
  });
});
