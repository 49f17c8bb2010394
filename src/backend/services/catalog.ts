/** Shared catalogue queries: batched look-ups so that every list is a few indexed queries. */
import { and, count, desc, eq, inArray, lte, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Ctx } from '../context';
import type { Db } from '../db/client';
import { items, modules, storeCounts, stores } from '../db/schema';
import { TOTAL_CAP } from '../../contract/paging';
import { currentRows, rowVersion } from '../row-versions';
import { extrasVersions, itemVersions, loadItemExtras, readExtrasVersions, type ExtrasVersions } from './item-extras';
import { formatItem, formatStore, type FormatCtx, type ItemExtras, type ItemRow, type StoreRow } from './format';

export type OrderBy = SQL | PgColumn;

const moduleTypeCache = new WeakMap<Db, Promise<Map<number, string>>>();

/** Module id → module_type; modules do not change at run time, so this is read once per database handle. */
export function moduleTypes(db: Db): Promise<Map<number, string>> {
  let cached = moduleTypeCache.get(db);
  if (!cached) {
    cached = db
      .select({ id: modules.id, type: modules.moduleType })
      .from(modules)
      .then((rows) => new Map(rows.map((r) => [r.id, r.type])));
    cached.catch(() => moduleTypeCache.delete(db));
    moduleTypeCache.set(db, cached);
  }
  return cached;
}

export async function fmtCtx(ctx: Ctx): Promise<FormatCtx> {
  return { lang: ctx.lang, lat: ctx.lat, lng: ctx.lng, now: new Date(), moduleTypes: await moduleTypes(ctx.db) };
}

/** Format item rows that came with their stores. */
export async function formatItems(ctx: Ctx, rows: { item: ItemRow; store: StoreRow }[], flash?: Map<number, NonNullable<ItemExtras['flash']>>, known?: ExtrasVersions): Promise<Record<string, unknown>[]> {
  if (rows.length === 0) return [];
  const [fc, extras] = await Promise.all([fmtCtx(ctx), loadItemExtras(ctx.db, rows.map((r) => r.item), known)]);
  return rows.map((r) => formatItem(r.item, r.store, fc, { ...extras, flash: flash?.get(r.item.id) ?? null }));
}

/**
 * A condition on an item's store, looked up by the store's key for each item considered: a
 * sub-select PostgreSQL keeps as it is (never made a join), so a list reads only its items' stores,
 * never every store to hash them. Item lists select from items alone.
 */
export function itsStore(condition: SQL | undefined): SQL {
  return sql`(SELECT ${condition ?? sql`true`} FROM ${stores} WHERE ${stores.id} = ${items.storeId})`;
}

/**
 * A discount of the item's own or of its store: the discounted stores read once per statement from
 * stores_discounted_idx (migration 0019_store_offers) and looked up in a hash, not a probe of each
 * item's store.
 */
export const discountedItem = (): SQL =>
  sql`(${items.discount} > 0 OR ${items.storeId} IN (SELECT ${stores.id} FROM ${stores} WHERE ${stores.status} = 1 AND ${stores.discount} IS NOT NULL))`;

/** The discounted lists' order, which items_scope_discount_idx gives (their capped count walks it without reading the items). */
export const BY_DISCOUNT: OrderBy[] = [desc(items.discount), desc(items.id)];

/**
 * Count in no order: for a list whose condition has an index of its own (a category's items,
 * items_category_scope_idx), the capped count reads that index's matches as they come, where the
 * popular order would read and sort all of them (13 000 items of a category at 1 000 times the
 * demo catalogue: 26 ms against 3 ms).
 */
export const IN_ANY_ORDER: OrderBy[] = [];

/**
 * The item's store is active: its id is none of the (few, usually no) stores switched off, read
 * once per statement; an index holding store_id answers a count without reading the items.
 */
const storeActive = (): SQL => sql`${items.storeId} <> ALL (ARRAY(SELECT ${stores.id} FROM ${stores} WHERE ${stores.status} <> 1))`;

/** Conditions every listed item meets: active item in an active store, in the given zones and module. */
export function itemScope(zoneIds: number[] | null, moduleId: number | null, extra: (SQL | undefined)[] = []): SQL | undefined {
  return and(
    eq(items.status, 1),
    storeActive(),
    zoneIds ? inArray(items.zoneId, zoneIds) : undefined,
    moduleId !== null ? eq(items.moduleId, moduleId) : undefined,
    ...extra,
  );
}

export interface Page {
  limit: number;
  offset: number;
}

/** A list's `total_size` counts its matches up to this many (contract/paging.ts). */
export { TOTAL_CAP };

/**
 * A count the database keeps per module and zone (store_counts, migration 0026_store_offer_counts):
 * the active stores, those with an offer, or their active items, of the zones (all when null) and
 * the module (all when null).
 */
export interface KeptCount {
  zoneIds: number[] | null;
  moduleId: number | null;
  kind: 'stores' | 'offers' | 'items';
}

/** A kept count, read from a row per module and zone instead of counted, no more than `cap`. */
export async function keptCount(db: Db, kept: KeptCount, cap: number): Promise<number> {
  if (cap <= 0) return 0;
  const column = kept.kind === 'offers' ? storeCounts.offers : kept.kind === 'items' ? storeCounts.items : storeCounts.stores;
  const where = and(kept.zoneIds ? inArray(storeCounts.zoneId, kept.zoneIds) : undefined, kept.moduleId !== null ? eq(storeCounts.moduleId, kept.moduleId) : undefined);
  const [row] = await db.select({ n: sql`coalesce(sum(${column}), 0)`.mapWith(Number) }).from(storeCounts).where(where);
  return Math.min(row?.n ?? 0, cap);
}

/** One ordered part of an item list: its rows, and their order. */
export interface ItemListPart {
  where: SQL | undefined;
  orderBy: OrderBy[];
  /**
   * Order only the part's TOTAL_CAP most popular rows (a search term that names thousands of
   * items): the rows are chosen in the popular order an index gives, and only they are sorted.
   */
  mostPopular?: boolean;
  /** Read the part only when the parts before it matched fewer rows than this (a search's close words). */
  onlyBelow?: number;
  /** The order its capped count walks, an index's (by default the popular one). */
  countBy?: OrderBy[];
  /** The part is every listed item of the zones and module, with no other condition: its count is the kept one (`items`). */
  kept?: KeptCount;
  /**
   * Reads the part's page (`need` rows after `skip`) and its count up to `cap` (0: none) its own
   * way (a search's word index, services/search-words.ts) instead of from `where` and `orderBy`;
   * null: it cannot (too many words hold the term), and `where` and `orderBy` are read.
   */
  read?: (need: number, skip: number, cap: number) => Promise<{ rows: RowRef[]; matches: number } | null>;
  /**
   * A condition only the page reads, which holds for its rows up to the `end`th: the part's best rows
   * in its order, read from an index of their own (a category's items, whose condition is one of two
   * columns, which no index orders), so that the page does not walk the popular order past the rest.
   */
  among?: (end: number) => SQL;
}

/** The popular order: the one the counts follow, on items_scope_popular_idx where a zone is given. */
const POPULAR: OrderBy[] = [desc(items.orderCount), desc(items.id)];

/** The first `cap` matches in the popular order (a capped count counts them; a part of the most popular ranks them). */
function firstMatches(db: Db, where: SQL | undefined, cap: number, order: OrderBy[] = POPULAR) {
  const matches = db.select({ id: items.id }).from(items).where(where);
  return (order.length ? matches.orderBy(...order) : matches).limit(cap);
}

const storeVersion = () => sql<string>`(SELECT ${stores}."xmin"::text FROM ${stores} WHERE ${stores.id} = ${items.storeId})`;

/**
 * A page of a part's rows: ids and row versions, in the part's order.
 */
const itemRefs = (db: Db, part: ItemListPart, limit: number, skip: number) =>
  db
    .select({ id: items.id, version: rowVersion(items), storeId: items.storeId, storeVersion: storeVersion(), extras: extrasVersions() })
    .from(items)
    .where(part.among ? and(part.where, part.among(skip + limit)) : part.where)
    .orderBy(...part.orderBy, desc(items.id))
    .limit(limit)
    .offset(skip);

/**
 * A page of a part of the most popular: its first `cap` matches in the popular order, read once
 * with the columns a part's order reads (the window bears the table's name, so that the order's
 * columns read it), ranked, with their number beside each row (the part's capped count).
 */
async function rankedRefs(db: Db, part: ItemListPart, limit: number, skip: number, cap: number): Promise<(RowRef & { matches: number })[]> {
  // only columns items_scope_search_idx holds, so that a search's matches are read from the index
  // alone; the row versions of the page's rows are looked up by id
  const window = db
    .select({
      id: items.id,
      storeId: items.storeId,
      searchName: sql<string>`${items}."search_name"`.as('search_name'),
      orderCount: items.orderCount,
      price: items.price,
      avgRating: items.avgRating,
      ratingCount: items.ratingCount,
    })
    .from(items)
    .where(part.where)
    .orderBy(...POPULAR)
    .limit(cap)
    .as('items');
  const rows = await db
    .select({
      id: window.id,
      versions: itemVersions(sql`"items"."id"`),
      storeId: window.storeId,
      storeVersion: storeVersion(),
      matches: sql<number>`count(*) over ()`.mapWith(Number),
    })
    .from(window)
    .orderBy(...part.orderBy, desc(items.id))
    .limit(limit)
    .offset(skip);
  // a row whose item went in between has no versions, and drops out of the page
  return rows.flatMap(({ versions, ...r }) => (versions ? [{ ...r, version: versions[0], extras: versions[1] }] : []));
}

/**
 * How many items match, counting no further than `cap`: the first `cap` in the popular order,
 * which keeps the plan to an ordered index scan that stops there (not a scan of every match).
 */
async function cappedItemCount(db: Db, where: SQL | undefined, cap: number, order?: OrderBy[]): Promise<number> {
  if (cap <= 0) return 0;
  const [row] = await db.select({ n: count() }).from(firstMatches(db, where, cap, order).as('matches'));
  return row?.n ?? 0;
}

/** The first `limit` rows of the parts, one after the other, without a total (the header's suggestions). */
export async function firstItems(ctx: Ctx, parts: ItemListPart[], limit: number): Promise<Record<string, unknown>[]> {
  const refs: RowRef[] = [];
  for (const part of parts) {
    if (refs.length >= limit) break;
    if (part.onlyBelow !== undefined && refs.length >= part.onlyBelow) continue;
    const read = await part.read?.(limit - refs.length, 0, 0);
    if (read) {
      refs.push(...read.rows);
      continue;
    }
    refs.push(...(await (part.mostPopular ? rankedRefs(ctx.db, part, limit - refs.length, 0, TOTAL_CAP) : itemRefs(ctx.db, part, limit - refs.length, 0))));
  }
  return formatItems(ctx, await rowsAt(ctx.db, refs), undefined, readExtrasVersions(refs.map((r) => r.extras)));
}

/**
 * One page of items with the total (at most TOTAL_CAP): an indexed query for the page's ids and
 * row versions beside a capped count, the rows themselves from the versioned row store
 * (row-versions.ts) or, for rows changed or not seen yet, one look-up by id per table.
 */
export async function pagedItems(
  ctx: Ctx,
  where: SQL | undefined,
  orderBy: OrderBy[],
  page: Page,
  countBy?: OrderBy[],
  kept?: ItemListPart['kept'],
): Promise<{ total_size: number; limit: number; offset: number; products: Record<string, unknown>[] }> {
  return pagedItemParts(ctx, [{ where, orderBy, countBy, kept }], page);
}

/**
 * A page of a list made of disjoint parts, each in its own order, one after the other (a search:
 * the items named so, then the items of the stores named so): each part one indexed query, read
 * only when the page reaches it; the total is the parts' capped counts.
 */
export async function pagedItemParts(ctx: Ctx, parts: ItemListPart[], page: Page): Promise<{ total_size: number; limit: number; offset: number; products: Record<string, unknown>[] }> {
  const refs: RowRef[] = [];
  let skip = (page.offset - 1) * page.limit;
  let total = 0;
  for (const [i, part] of parts.entries()) {
    const need = page.limit - refs.length;
    const cap = TOTAL_CAP - total;
    if (cap <= 0) break;
    if (part.onlyBelow !== undefined && total >= part.onlyBelow) continue;
    const read = await part.read?.(need, skip, cap);
    if (read) {
      const { rows, matches } = read;
      refs.push(...rows);
      skip = Math.max(0, skip - matches);
      total += matches;
      continue;
    }
    if (part.mostPopular && need > 0) {
      // the page and the part's count in one statement, when the page reaches the part
      const rows = await rankedRefs(ctx.db, part, need, skip, cap);
      // no row from the first match on: the part has none, and needs no count
      const n = rows[0]?.matches ?? (skip === 0 ? 0 : await cappedItemCount(ctx.db, part.where, cap, part.countBy));
      refs.push(...rows);
      skip = Math.max(0, skip - n);
      total += n;
      continue;
    }
    if (i === parts.length - 1) {
      // the last part: its page and its count side by side
      const counted = part.kept && parts.length === 1 ? keptCount(ctx.db, part.kept, cap) : cappedItemCount(ctx.db, part.where, cap, part.countBy);
      const [rows, n] = await Promise.all([need > 0 ? itemRefs(ctx.db, part, need, skip) : Promise.resolve([]), counted]);
      refs.push(...rows);
      total += n;
      break;
    }
    const n = await cappedItemCount(ctx.db, part.where, cap, part.countBy);
    if (need > 0 && skip < n) refs.push(...(await itemRefs(ctx.db, part, need, skip)));
    skip = Math.max(0, skip - n);
    total += n;
  }
  return { total_size: total, limit: page.limit, offset: page.offset, products: await formatItems(ctx, await rowsAt(ctx.db, refs), undefined, readExtrasVersions(refs.map((r) => r.extras))) };
}

export interface RowRef {
  id: number;
  version: string;
  storeId: number;
  storeVersion: string;
  /** The versions of its add-ons and categories (item-extras.ts's extrasVersions), when the page's statement read them. */
  extras?: string | null;
}

/** The item and store rows of a page, in its order: kept ones when current, the others read by id. */
async function rowsAt(db: Db, refs: RowRef[]): Promise<{ item: ItemRow; store: StoreRow }[]> {
  const [itemRows, storeRows] = await Promise.all([
    currentRows(
      'items',
      refs.map((r) => ({ id: r.id, version: r.version })),
      (ids) => db.select({ row: items, version: rowVersion(items) }).from(items).where(inArray(items.id, ids)),
    ),
    storeRowsAt(
      db,
      refs.map((r) => ({ id: r.storeId, version: r.storeVersion })),
    ),
  ]);
  // a row deleted between the two reads drops out of the page
  return refs.flatMap((r) => {
    const item = itemRows.get(r.id);
    const store = storeRows.get(r.storeId);
    return item && store ? [{ item, store }] : [];
  });
}

/** A store and the row version a list read it at. */
export interface StoreRef {
  id: number;
  version: string;
}

/** Store rows at the versions a list read: kept ones when current (row-versions.ts), the others read by id. */
export function storeRowsAt(db: Db, refs: StoreRef[]): Promise<Map<number, StoreRow>> {
  return currentRows('stores', refs, (ids) => db.select({ row: stores, version: rowVersion(stores) }).from(stores).where(inArray(stores.id, ids)));
}

export async function formatStores(ctx: Ctx, rows: StoreRow[]): Promise<Record<string, unknown>[]> {
  if (rows.length === 0) return [];
  const fc = await fmtCtx(ctx);
  // each store's active items, kept on its row (migration 0024_store_items_count)
  return rows.map((r) => formatStore(r, fc, { totalItems: r.itemsCount }));
}

/**
 * Stores with their first items (each store's most ordered active items, at most `perStore`), as
 * 6amMart answers the stores to visit again: one windowed query picks the items of every store.
 */
export async function formatStoresWithItems(ctx: Ctx, rows: StoreRow[], perStore: number): Promise<Record<string, unknown>[]> {
  const formatted = await formatStores(ctx, rows);
  if (rows.length === 0) return formatted;
  const rank = sql<number>`row_number() over (partition by ${items.storeId} order by ${items.orderCount} desc, ${items.id})`.as('rank');
  const ranked = ctx.db
    .select({ id: items.id, rank })
    .from(items)
    .where(and(inArray(items.storeId, rows.map((r) => r.id)), eq(items.status, 1)))
    .as('ranked');
  const picked = await ctx.db.select({ id: ranked.id }).from(ranked).where(lte(ranked.rank, perStore));
  const itemRows = picked.length ? await ctx.db.select().from(items).where(inArray(items.id, picked.map((p) => p.id))).orderBy(desc(items.orderCount), items.id) : [];
  const storeById = new Map(rows.map((r) => [r.id, r]));
  const withStores = itemRows.flatMap((item) => {
    const store = storeById.get(item.storeId);
    return store ? [{ item, store }] : [];
  });
  const list = await formatItems(ctx, withStores);
  return formatted.map((store, i) => ({ ...store, items: list.filter((_, j) => withStores[j]?.store.id === rows[i]?.id) }));
}
