/**
 * Catalogue lists take item and store rows from the per-process row store only while the
 * database names the same row version: a change made in the database (by another process, or a
 * script) shows in the very next list.
 */
import { and, eq } from 'drizzle-orm';
import { getDb } from '../db/client';
import { addOns, categories, items, stores } from '../db/schema';
import { envSwitch } from '../../testing/accounts';
import { call, headers, type Paged } from '../../testing/backend';
import { register } from 'prom-client';
import { clearRowVersions, keepRow, rowAt } from '../row-versions';

describe('the row store', () => {
  it('gives a row back only for the version it was kept with', () => {
    clearRowVersions();
    keepRow('items', 7, '100', { id: 7, name: 'Falafel' });
    expect(rowAt('items', 7, '100')).toEqual({ id: 7, name: 'Falafel' });
    expect(rowAt('items', 7, '101')).toBeUndefined();
    expect(rowAt('stores', 7, '100')).toBeUndefined();
    keepRow('items', 7, '101', { id: 7, name: 'Falafel plate' });
    expect(rowAt('items', 7, '100')).toBeUndefined();
    expect(rowAt('items', 7, '101')).toEqual({ id: 7, name: 'Falafel plate' });
  });
});

describe('lists with rows from the row store', () => {
  it('show an item and its store as the database has them now', async () => {
    const list = (limit: string) =>
      call<Paged<'products'>>('get-combined-data', { headers: headers(1), query: { data_type: 'searched', name: 'shawarma', limit, offset: '1' } });
    const first = await list('12');
    expect(first.status).toBe(200);
    const shown = first.body.products[0];
    expect(shown).toBeDefined();
    const id = Number(shown?.id);
    const db = await getDb();
    const [row] = await db.select({ price: items.price, storeId: items.storeId }).from(items).where(eq(items.id, id));
    if (!row) throw new Error('the listed item is not in the database');
    const [store] = await db.select({ name: stores.name }).from(stores).where(eq(stores.id, row.storeId));
    try {
      await db.update(items).set({ price: row.price + 7 }).where(eq(items.id, id));
      await db.update(stores).set({ name: `${store?.name} (new)` }).where(eq(stores.id, row.storeId));
      // another page size: not the API's response cache, the same rows again
      const again = await list('11');
      const now = again.body.products.find((p) => Number(p.id) === id);
      expect(now?.price).toBe(row.price + 7);
      expect(now?.store_name).toBe(`${store?.name} (new)`);
    } finally {
      await db.update(items).set({ price: row.price }).where(eq(items.id, id));
      await db.update(stores).set({ name: store?.name ?? '' }).where(eq(stores.id, row.storeId));
    }
  });
});

describe('add-ons and categories from the row store', () => {
  const setEnv = envSwitch();
  // each list's page statement names its items' add-on and category versions (services/item-extras.ts)
  const lists: [string, string, Record<string, string>][] = [
    ['a one-word search (the word index)', 'get-combined-data', { data_type: 'searched', name: 'shawarma', limit: '12', offset: '1' }],
    ['a two-word search (a ranked part)', 'get-combined-data', { data_type: 'searched', name: 'chicken shawarma', limit: '12', offset: '1' }],
    ['the popular items', 'items/popular', { type: 'all', limit: '50', offset: '1' }],
  ];

  it.each(lists)('show on %s as the database has them now, with the shared cache off', async (_name, path, query) => {
    setEnv({ SOUK_API_CACHE: '0' });
    const list = async () => {
      const found = await call<Paged<'products'>>(path, { headers: headers(1), query });
      expect(found.status).toBe(200);
      return found.body.products;
    };
    const shown = (await list()).find((p) => Array.isArray(p.add_ons) && p.add_ons.length > 0);
    if (!shown) throw new Error('no listed item has add-ons');
    const addOn = (shown.add_ons as { id: number; name: string }[])[0];
    const category = (shown.category_ids as { id: string; name: string }[])[0];
    if (!addOn || !category) throw new Error('the listed item has no add-on or no category');
    const db = await getDb();
    const [before] = await db.select({ name: addOns.name }).from(addOns).where(eq(addOns.id, addOn.id));
    const [cat] = await db.select({ name: categories.name }).from(categories).where(eq(categories.id, Number(category.id)));
    const [item] = await db.select({ addOnIds: items.addOnIds, storeId: items.storeId }).from(items).where(eq(items.id, Number(shown.id)));
    if (!before || !cat || !item) throw new Error('the add-on, the category or the item is not in the database');
    // read once more: the rows are now kept in the row store at these versions
    await list();
    const [added] = await db.insert(addOns).values({ storeId: item.storeId, name: 'Extra garlic sauce', nameAr: 'صلصة ثوم إضافية', price: 2, status: 1 }).returning({ id: addOns.id });
    if (!added) throw new Error('no add-on added');
    try {
      await db.update(addOns).set({ name: `${before.name} (new)` }).where(eq(addOns.id, addOn.id));
      await db.update(categories).set({ name: `${cat.name} (new)` }).where(eq(categories.id, Number(category.id)));
      const now = (await list()).find((p) => p.id === shown.id);
      expect((now?.add_ons as { id: number; name: string }[]).find((a) => a.id === addOn.id)?.name).toBe(`${before.name} (new)`);
      expect((now?.category_ids as { id: string; name: string }[]).find((c) => c.id === category.id)?.name).toBe(`${cat.name} (new)`);
      // an add-on the item now offers shows at once, and one it stops offering goes
      await db.update(items).set({ addOnIds: [...item.addOnIds.filter((id) => id !== addOn.id), added.id] }).where(eq(items.id, Number(shown.id)));
      const names = ((await list()).find((p) => p.id === shown.id)?.add_ons as { id: number; name: string }[]).map((a) => a.name);
      expect(names).toContain('Extra garlic sauce');
      expect(names).not.toContain(`${before.name} (new)`);
    } finally {
      await db.update(items).set({ addOnIds: item.addOnIds }).where(eq(items.id, Number(shown.id)));
      await db.delete(addOns).where(eq(addOns.id, added.id));
      await db.update(addOns).set({ name: before.name }).where(eq(addOns.id, addOn.id));
      await db.update(categories).set({ name: cat.name }).where(eq(categories.id, Number(category.id)));
    }
  });
});

describe('a page of items kept in the row store', () => {
  const setEnv = envSwitch();
  /** The SQL statements this process has run so far (db/statement-timing.ts's histogram). */
  const statementsRun = async (): Promise<number> => {
    const metric = register.getSingleMetric('souk_db_query_duration_seconds');
    if (!metric) return 0;
    const { values } = await metric.get();
    return values.filter((v) => 'metricName' in v && v.metricName === 'souk_db_query_duration_seconds_count').reduce((n, v) => n + v.value, 0);
  };

  it.each([
    ['the popular items', 'items/popular', { type: 'all', limit: '12', offset: '1' }, 2],
    ['a one-word search', 'get-combined-data', { data_type: 'searched', name: 'shawarma', limit: '12', offset: '1' }, 3],
  ] as const)('costs %s no statement for its add-ons and categories', async (_name, path, query, expected) => {
    setEnv({ SOUK_API_CACHE: '0' });
    const list = () => call<Paged<'products'>>(path, { headers: headers(1), query: { ...query } });
    // twice: every row, add-on and category is then kept at its version
    await list();
    const warm = await list();
    expect(warm.body.products.some((p) => Array.isArray(p.add_ons) && p.add_ons.length > 0)).toBe(true);
    // the fewest of three calls: a statement of the job queue's polling may fall between the counts
    const costs: number[] = [];
    for (let i = 0; i < 3; i++) {
      const before = await statementsRun();
      expect((await list()).status).toBe(200);
      costs.push((await statementsRun()) - before);
    }
    // the page with its rows' versions (add-ons' and categories' among them), and its count (a
    // search: with the count of the items of the stores so named)
    expect(Math.min(...costs)).toBe(expected);
  });
});

describe("a store's total_items", () => {
  const setEnv = envSwitch();

  it('follows its items as they are added, switched off, moved and deleted', async () => {
    setEnv({ SOUK_API_CACHE: '0' });
    const db = await getDb();
    const storesShown = async () => {
      const found = await call<{ stores: { id: number; total_items: number }[] }>('stores/get-stores/all', { headers: headers(1), query: { offset: '1', limit: '100', type: 'all' } });
      expect(found.status).toBe(200);
      return found.body.stores;
    };
    const [first, second] = await storesShown();
    if (!first || !second) throw new Error('fewer than two stores listed');
    const active = async (storeId: number) => (await db.select({ id: items.id }).from(items).where(and(eq(items.storeId, storeId), eq(items.status, 1)))).length;
    const [model] = await db.select().from(items).where(eq(items.storeId, first.id)).limit(1);
    if (!model) throw new Error('the store has no item');
    const shownNow = async (id: number) => {
      const details = await call<{ total_items: number }>(`stores/details/${id}`, { headers: headers(1) });
      const listed = (await storesShown()).find((s) => s.id === id);
      expect(listed?.total_items).toBe(details.body.total_items);
      return details.body.total_items;
    };
    const before = await shownNow(first.id);
    const otherBefore = await shownNow(second.id);
    expect(before).toBeGreaterThan(0);
    const added = await db
      .insert(items)
      .values([0, 1, 2].map((n) => ({ ...model, id: undefined, slug: `total-items-check-${n}`, name: `Total items check ${n}`, nameAr: `فحص ${n}` })))
      .returning({ id: items.id });
    try {
      expect(await shownNow(first.id)).toBe(before + 3);
      await db.update(items).set({ status: 0 }).where(eq(items.id, added[0]!.id));
      expect(await shownNow(first.id)).toBe(before + 2);
      await db.update(items).set({ storeId: second.id }).where(eq(items.id, added[1]!.id));
      expect(await shownNow(first.id)).toBe(before + 1);
      expect(await shownNow(second.id)).toBe(otherBefore + 1);
      await db.delete(items).where(eq(items.id, added[2]!.id));
      expect(await shownNow(first.id)).toBe(before);
      // the count the database keeps is the items' own
      expect(before).toBe(await active(first.id));
    } finally {
      for (const a of added) await db.delete(items).where(eq(items.id, a.id));
    }
    expect(await shownNow(first.id)).toBe(before);
    expect(await shownNow(second.id)).toBe(otherBefore);
  });
});
