/**
 * An item's add-ons and categories (its extras) for a list of items: their row versions, the rows
 * from the versioned row store (row-versions.ts), or read by id when changed or not seen yet.
 *
 * A list's page statement names them (`extrasVersions`, one column beside the item's own row
 * version), so that a page of items costs no statement for them at all; a list that does not
 * (an item read by id, a cart) asks for them in one statement for both tables.
 */
import { inArray, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import { addOns, categories } from '../db/schema';
import { sharedFor } from '../cache';
import { currentRows, rowVersion } from '../row-versions';
import type { ItemExtras, ItemRow } from './format';

type ExtraTable = 'add_ons' | 'categories';
export interface ExtraVersion {
  table: ExtraTable;
  id: number;
  version: string;
}

/**
 * The versions of the add-ons and categories of the item row `own` (a table or alias of items), as
 * one text: `a<id>:<version>` and `c<id>:<version>`, comma-separated (null: none). A page's
 * statement selects it per row: look-ups by primary key.
 */
export const extrasVersions = (own: SQL): SQL<string | null> => sql<string | null>`concat_ws(',',
    (SELECT string_agg('a' || a.id || ':' || a.xmin::text, ',') FROM add_ons AS a WHERE a.id = ANY(ARRAY(SELECT jsonb_array_elements_text(${own}.add_on_ids)::int))),
    (SELECT string_agg('c' || c.id || ':' || c.xmin::text, ',') FROM categories AS c WHERE c.id IN (${own}.category_id, ${own}.sub_category_id)))`;

/**
 * The row version of the item with this id and its extras' versions (`extrasVersions`), from one
 * look-up of the item: `[version, extras]`, or null when the item is gone.
 */
export const itemVersions = (itemId: SQL): SQL<[string, string | null] | null> =>
  sql<[string, string | null] | null>`(SELECT ARRAY[own.xmin::text, ${extrasVersions(sql`own`)}] FROM items AS own WHERE own.id = ${itemId})`;

/** The versions named by `extrasVersions` texts. */
export function readExtrasVersions(texts: (string | null | undefined)[]): ExtraVersion[] {
  const out: ExtraVersion[] = [];
  for (const text of texts) {
    if (!text) continue;
    for (const entry of text.split(',')) {
      const at = entry.indexOf(':');
      const id = Number(entry.slice(1, at));
      if (at < 2 || !Number.isInteger(id)) continue;
      out.push({ table: entry[0] === 'a' ? 'add_ons' : 'categories', id, version: entry.slice(at + 1) });
    }
  }
  return out;
}

/** Every add-on and category (small tables), shared read-only for the cache's TTL. */
async function allExtras(db: Db): Promise<ItemExtras> {
  const [a, c] = await Promise.all([db.select().from(addOns), db.select().from(categories)]);
  return { addOns: new Map(a.map((x) => [x.id, x])), categories: new Map(c.map((x) => [x.id, x])) };
}

/** The row versions of these add-ons and categories, both tables in one statement. */
async function extraVersions(db: Db, addOnIds: number[], categoryIds: number[]): Promise<ExtraVersion[]> {
  return db
    .select({ table: sql<ExtraTable>`'add_ons'`, id: addOns.id, version: rowVersion(addOns) })
    .from(addOns)
    .where(sql`${addOns.id} = ANY(${sql.param(addOnIds)}::int[])`)
    .unionAll(
      db
        .select({ table: sql<ExtraTable>`'categories'`, id: categories.id, version: rowVersion(categories) })
        .from(categories)
        .where(sql`${categories.id} = ANY(${sql.param(categoryIds)}::int[])`),
    );
}

/**
 * The add-ons and categories of these items. `known`: their versions as the page's statement read
 * them; an extra it does not name (the item changed since) has its version asked for. Without the
 * shared cache (SOUK_API_CACHE=0, or a cold one) a page of items so costs at most one statement
 * for both tables, not one per table carrying every column.
 */
export async function loadItemExtras(db: Db, rows: ItemRow[], known: ExtraVersion[] = []): Promise<ItemExtras> {
  const shared = sharedFor('item-extras', () => allExtras(db));
  if (shared) return shared;
  const addOnIds = [...new Set(rows.flatMap((r) => r.addOnIds))];
  const categoryIds = [...new Set(rows.flatMap((r) => (r.subCategoryId !== null ? [r.categoryId, r.subCategoryId] : [r.categoryId])))];
  const named = new Set(known.map((v) => `${v.table}:${v.id}`));
  const askAddOns = addOnIds.filter((id) => !named.has(`add_ons:${id}`));
  const askCategories = categoryIds.filter((id) => !named.has(`categories:${id}`));
  const versions = askAddOns.length || askCategories.length ? [...known, ...(await extraVersions(db, askAddOns, askCategories))] : known;
  const [a, c] = await Promise.all([
    currentRows(
      'add_ons',
      versions.filter((v) => v.table === 'add_ons'),
      (ids) => db.select({ row: addOns, version: rowVersion(addOns) }).from(addOns).where(inArray(addOns.id, ids)),
    ),
    currentRows(
      'categories',
      versions.filter((v) => v.table === 'categories'),
      (ids) => db.select({ row: categories, version: rowVersion(categories) }).from(categories).where(inArray(categories.id, ids)),
    ),
  ]);
  return { addOns: a, categories: c };
}
