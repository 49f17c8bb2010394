/**
 * An item's add-ons and categories (its extras) for a list of items: the rows from the versioned
 * row store (row-versions.ts) while their table's generation (db/schema-counts.ts's
 * tableGenerations: each statement writing add-ons or categories adds one) is the one they were
 * read at, read by id otherwise.
 *
 * A list's page statement names the two generations (`extrasVersions`, one column beside the
 * item's own row version, read once for the whole statement), so that a page of items costs no
 * statement for them at all; a list that does not (an item read by id, a cart) asks for them in
 * one statement.
 */
import { inArray, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import { addOns, categories } from '../db/schema';
import { sharedFor } from '../cache';
import { currentRows } from '../row-versions';
import type { ItemExtras, ItemRow } from './format';

/** The generations of the add-ons and categories tables: the version of every row of each. */
export interface ExtrasVersions {
  addOns: string;
  categories: string;
}

/**
 * The generations of the add-ons and categories tables as one text, `a:<n>,c:<n>`. It names no
 * row of the statement, so PostgreSQL reads it once however many rows select it (an InitPlan).
 */
export const extrasVersions = (): SQL<string | null> =>
  sql<string | null>`(SELECT string_agg(left(g.name, 1) || ':' || g.generation, ',') FROM table_generations AS g WHERE g.name IN ('add_ons', 'categories'))`;

/**
 * The row version of the item with this id and its extras' versions (`extrasVersions`), from one
 * look-up of the item: `[version, extras]`, or null when the item is gone.
 */
export const itemVersions = (itemId: SQL): SQL<[string, string | null] | null> =>
  sql<[string, string | null] | null>`(SELECT ARRAY[own.xmin::text, ${extrasVersions()}] FROM items AS own WHERE own.id = ${itemId})`;

/** The generations an `extrasVersions` text names (the rows of one statement name the same ones); undefined when none does. */
export function readExtrasVersions(texts: (string | null | undefined)[]): ExtrasVersions | undefined {
  const text = texts.find((t) => t);
  if (!text) return undefined;
  const named = new Map(text.split(',').map((entry) => [entry.slice(0, 1), entry.slice(2)] as const));
  const a = named.get('a');
  const c = named.get('c');
  return a && c ? { addOns: a, categories: c } : undefined;
}

/** Every add-on and category (small tables), shared read-only for the cache's TTL. */
async function allExtras(db: Db): Promise<ItemExtras> {
  const [a, c] = await Promise.all([db.select().from(addOns), db.select().from(categories)]);
  return { addOns: new Map(a.map((x) => [x.id, x])), categories: new Map(c.map((x) => [x.id, x])) };
}

/** The generation of a table, as a column read in the same statement as its rows. */
const generationOf = (table: 'add_ons' | 'categories') => sql<string>`(SELECT g.generation::text FROM table_generations AS g WHERE g.name = ${table})`;

/** Both generations, in one statement (the text a page's statement reads, read alone). */
async function readGenerations(db: Db): Promise<ExtrasVersions> {
  const [row] = await db.select({ versions: extrasVersions() }).from(sql`(SELECT 1) AS one`);
  // without the generations' rows, no kept row is taken (their versions are the generation read with them)
  return readExtrasVersions([row?.versions]) ?? { addOns: 'none', categories: 'none' };
}

/**
 * The add-ons and categories of these items. `known`: the generations the page's statement read;
 * without them, they are asked for. Without the shared cache (SOUK_API_CACHE=0, or a cold one) a
 * page of items so costs at most one statement for both tables, not one per table carrying every
 * column.
 */
export async function loadItemExtras(db: Db, rows: ItemRow[], known?: ExtrasVersions): Promise<ItemExtras> {
  const shared = sharedFor('item-extras', () => allExtras(db));
  if (shared) return shared;
  const addOnIds = [...new Set(rows.flatMap((r) => r.addOnIds))];
  const categoryIds = [...new Set(rows.flatMap((r) => (r.subCategoryId !== null ? [r.categoryId, r.subCategoryId] : [r.categoryId])))];
  if (addOnIds.length === 0 && categoryIds.length === 0) return { addOns: new Map(), categories: new Map() };
  const versions = known ?? (await readGenerations(db));
  const [a, c] = await Promise.all([
    currentRows(
      'add_ons',
      addOnIds.map((id) => ({ id, version: versions.addOns })),
      (ids) => db.select({ row: addOns, version: generationOf('add_ons') }).from(addOns).where(inArray(addOns.id, ids)),
    ),
    currentRows(
      'categories',
      categoryIds.map((id) => ({ id, version: versions.categories })),
      (ids) => db.select({ row: categories, version: generationOf('categories') }).from(categories).where(inArray(categories.id, ids)),
    ),
  ]);
  return { addOns: a, categories: c };
}
