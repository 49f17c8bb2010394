/**
 * Catalogue lists take item and store rows from the per-process row store only while the
 * database names the same row version: a change made in the database (by another process, or a
 * script) shows in the very next list.
 */
import { eq } from 'drizzle-orm';
import { getDb } from '../db/client';
import { items, stores } from '../db/schema';
import { call, headers, type Paged } from '../../testing/backend';
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
