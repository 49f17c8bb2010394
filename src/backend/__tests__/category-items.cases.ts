import { and, desc, eq, inArray, isNotNull, ne, or } from 'drizzle-orm';
import { getDb } from '../db/client';
import { items } from '../db/schema';
import { itemScope } from '../services/catalog';
import { call, headers, type Paged } from '../../testing/backend';

/** Every page of a category list, one after the other. */
async function everyPage(path: string, query: Record<string, string>, moduleId: number): Promise<{ ids: number[]; total: number }> {
  const ids: number[] = [];
  let total = 0;
  for (let offset = 1; offset < 50; offset++) {
    const res = await call<Paged<'products'>>(path, { headers: headers(moduleId), query: { ...query, limit: '4', offset: String(offset) } });
    expect(res.status).toBe(200);
    total = res.body.total_size;
    ids.push(...res.body.products.map((p) => Number(p.id)));
    if (res.body.products.length < 4) break;
  }
  return { ids, total };
}

describe("a category's items", () => {
  it('pages every item of a category and of its subcategories in the popular order, each once', async () => {
    const db = await getDb();
    // a subcategory in use, its parent, and the module they are sold in
    const [sub] = await db.select({ parent: items.categoryId, child: items.subCategoryId, moduleId: items.moduleId }).from(items).where(and(isNotNull(items.subCategoryId), ne(items.subCategoryId, items.categoryId), eq(items.status, 1))).limit(1);
    expect(sub?.child).toBeTruthy();
    const cases: [string, Record<string, string>, number[]][] = [
      [`categories/items/${sub!.parent}`, {}, [sub!.parent]],
      [`categories/items/${sub!.child}`, {}, [sub!.child!]],
      ['categories/items/list', { category_ids: `[${sub!.parent},${sub!.child}]` }, [sub!.parent, sub!.child!]],
    ];
    for (const [path, query, ids] of cases) {
      const expected = await db
        .select({ id: items.id })
        .from(items)
        .where(and(itemScope([1, 2], sub!.moduleId), or(inArray(items.categoryId, ids), inArray(items.subCategoryId, ids))))
        .orderBy(desc(items.orderCount), desc(items.id));
      expect(expected.length).toBeGreaterThan(4);
      const listed = await everyPage(path, query, sub!.moduleId);
      expect(listed.ids).toEqual(expected.map((r) => r.id));
      expect(listed.total).toBe(expected.length);
    }
  });
});
