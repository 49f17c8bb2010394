/**
 * A one-word search read from the word index (services/search-words.ts) answers what the names'
 * LIKE answers, and the index follows the items as they change: renamed, switched off, sold more,
 * their store switched off.
 */
import { and, count, eq, inArray, sql } from 'drizzle-orm';
import { getDb } from '../db/client';
import { items, stores } from '../db/schema';
import { envSwitch } from '../../testing/accounts';
import { call, headers, type Paged } from '../../testing/backend';

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
        // the total is the kept count's (word_counts), the store's postings taken away
        expect(await search('zarzamora')).toEqual(await search('zarzamora', { min_price: '0' }));
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

describe("the words' kept counts (word_counts)", () => {
  /** Each zone's, module's and word's counts as kept, and counted afresh from the names of the active items of active stores, and of the active stores. */
  async function keptAndFresh() {
    const db = await getDb();
    const kept = (await db.execute(sql`SELECT zone_id, module_id, word, items, stores FROM word_counts WHERE items <> 0 OR stores <> 0 ORDER BY 1, 2, 3`)) as unknown as { rows: unknown[] };
    const fresh = (await db.execute(sql`SELECT zone_id, module_id, word, sum(items)::int AS items, sum(stores)::int AS stores FROM (
        SELECT i.zone_id, i.module_id, t.word, count(DISTINCT i.id) AS items, 0 AS stores
          FROM items AS i JOIN stores AS s ON s.id = i.store_id AND s.status = 1, string_to_table(i.search_name, ' ') AS t(word)
          WHERE i.status = 1 AND t.word <> '' GROUP BY 1, 2, 3
        UNION ALL SELECT s.zone_id, s.module_id, t.word, 0, count(DISTINCT s.id)
          FROM stores AS s, string_to_table(s.search_name, ' ') AS t(word) WHERE s.status = 1 AND t.word <> '' GROUP BY 1, 2, 3
      ) AS names GROUP BY 1, 2, 3 ORDER BY 1, 2, 3`)) as unknown as { rows: unknown[] };
    return { kept: kept.rows, fresh: fresh.rows };
  }

  it('hold what the names of active items of active stores, and of active stores, hold, as items and stores change', async () => {
    const db = await getDb();
    const start = await keptAndFresh();
    expect(start.fresh.length).toBeGreaterThan(100);
    expect(start.kept).toEqual(start.fresh);
    const [item] = await db.select().from(items).where(and(eq(items.status, 1), eq(items.moduleId, 1), eq(items.zoneId, 1))).orderBy(items.id).limit(1);
    const [store] = await db.select().from(stores).where(eq(stores.id, item!.storeId));
    const changes: [string, () => Promise<unknown>][] = [
      ['renamed', () => db.update(items).set({ name: 'Qwertyuiop Zarzamora Tart' }).where(eq(items.id, item!.id))],
      ['switched off', () => db.update(items).set({ status: 0 }).where(eq(items.id, item!.id))],
      ['switched on', () => db.update(items).set({ status: 1 }).where(eq(items.id, item!.id))],
      ['its store switched off', () => db.update(stores).set({ status: 0 }).where(eq(stores.id, store!.id))],
      ['renamed while its store is off', () => db.update(items).set({ name: 'Asdfghjkl Tart' }).where(eq(items.id, item!.id))],
      ['its store switched on', () => db.update(stores).set({ status: 1 }).where(eq(stores.id, store!.id))],
      ['its store renamed', () => db.update(stores).set({ name: 'Plokijuhyg Grill' }).where(eq(stores.id, store!.id))],
      ['moved to zone 2 with its store', () => db.update(items).set({ zoneId: 2 }).where(eq(items.storeId, store!.id))],
      ['deleted', () => db.delete(items).where(eq(items.id, item!.id))],
      ['put back', () => db.insert(items).values(item!)],
      ['back in zone 1', () => db.update(items).set({ zoneId: item!.zoneId }).where(eq(items.storeId, store!.id))],
    ];
    try {
      for (const [change, run] of changes) {
        await run();
        const now = await keptAndFresh();
        expect({ change, kept: now.kept }).toEqual({ change, kept: now.fresh });
        // a shopper's search, its total the kept count's
        if (change === 'renamed') expect(await search('qwertyuiop')).toEqual({ total: 1, ids: [item!.id] });
        if (change === 'renamed while its store is off') expect(await search('asdfghjkl')).toEqual({ total: 0, ids: [] });
        if (change === 'its store switched on') expect(await search('asdfghjkl')).toEqual({ total: 1, ids: [item!.id] });
      }
      expect((await search('qwertyuiop')).total).toBe(0);
    } finally {
      await db.update(items).set({ name: item!.name, status: item!.status, zoneId: item!.zoneId }).where(eq(items.id, item!.id));
      await db.update(stores).set({ status: store!.status, name: store!.name }).where(eq(stores.id, store!.id));
    }
    expect(await keptAndFresh()).toEqual(start);
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
    // `grill` is held by `grill` and `grilled` (an item word only): its total is grill's kept count
    const [grills] = await db.select({ n: count() }).from(stores).where(and(eq(stores.moduleId, 1), eq(stores.status, 1), inArray(stores.zoneId, [1, 2]), sql`${stores}."search_name" LIKE '%grill%'`));
    expect(grills?.n).toBeGreaterThan(0);
    expect((await storeSearch('grill')).total).toBe(grills?.n);
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
