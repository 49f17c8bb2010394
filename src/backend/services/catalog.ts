/** Shared catalogue queries: batched look-ups so that every list is a few indexed queries. */
import { and, count, desc, eq, inArray, lte, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Ctx } from '../context';
import type { Db } from '../db/client';
import { addOns, categories, items, modules, stores } from '../db/schema';
import { sharedFor } from '../cache';
import { currentRows } from '../row-versions';
import { formatItem, formatStore, storeOpen, type FormatCtx, type ItemExtras, type ItemRow, type StoreRow } from './format';

type OrderBy = SQL | PgColumn;

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

/** Every add-on and category (small tables), shared read-only for the cache's TTL. */
async function allExtras(db: Db): Promise<ItemExtras> {
  const [a, c] = await Promise.all([db.select().from(addOns), db.select().from(categories)]);
  return { addOns: new Map(a.map((x) => [x.id, x])), categories: new Map(c.map((x) => [x.id, x])) };
}

export async function loadItemExtras(db: Db, rows: ItemRow[]): Promise<ItemExtras> {
  const shared = sharedFor('item-extras', () => allExtras(db));
  if (shared) return shared;
  const addOnIds = [...new Set(rows.flatMap((r) => r.addOnIds))];
  const categoryIds = [...new Set(rows.flatMap((r) => (r.subCategoryId !== null ? [r.categoryId, r.subCategoryId] : [r.categoryId])))];
  const [a, c] = await Promise.all([
    addOnIds.length ? db.select().from(addOns).where(inArray(addOns.id, addOnIds)) : Promise.resolve([]),
    categoryIds.length ? db.select().from(categories).where(inArray(categories.id, categoryIds)) : Promise.resolve([]),
  ]);
  return { addOns: new Map(a.map((x) => [x.id, x])), categories: new Map(c.map((x) => [x.id, x])) };
}

/** Format item rows that came with their stores. */
export async function formatItems(ctx: Ctx, rows: { item: ItemRow; store: StoreRow }[], flash?: Map<number, NonNullable<ItemExtras['flash']>>): Promise<Record<string, unknown>[]> {
  if (rows.length === 0) return [];
  const [fc, extras] = await Promise.all([fmtCtx(ctx), loadItemExtras(ctx.db, rows.map((r) => r.item))]);
  return rows.map((r) => formatItem(r.item, r.store, fc, { ...extras, flash: flash?.get(r.item.id) ?? null }));
}

/** Conditions every listed item meets: active item in an active store, in the given zones and module. */
export function itemScope(zoneIds: number[] | null, moduleId: number | null, extra: (SQL | undefined)[] = []): SQL | undefined {
  return and(
    eq(items.status, 1),
    eq(stores.status, 1),
    zoneIds ? inArray(items.zoneId, zoneIds) : undefined,
    moduleId !== null ? eq(items.moduleId, moduleId) : undefined,
    ...extra,
  );
}

export interface Page {
  limit: number;
  offset: number;
}

/** A row's version: the transaction that wrote it (PostgreSQL's `xmin`). */
const rowVersion = (table: typeof items | typeof stores) => sql<string>`${table}."xmin"::text`;

/**
 * One page of items with the total: one indexed query for the page's ids, their row versions and
 * the total (a window count), the rows themselves from the versioned row store (row-versions.ts)
 * or, for rows changed or not seen yet, one look-up by id per table; a page past the end counts
 * on its own.
 */
export async function pagedItems(ctx: Ctx, where: SQL | undefined, orderBy: OrderBy[], page: Page): Promise<{ total_size: number; limit: number; offset: number; products: Record<string, unknown>[] }> {
  const refs = await ctx.db
    .select({ id: items.id, version: rowVersion(items), storeId: stores.id, storeVersion: rowVersion(stores), total: sql<number>`count(*) over ()`.mapWith(Number) })
    .from(items)
    .innerJoin(stores, eq(items.storeId, stores.id))
    .where(where)
    .orderBy(...orderBy, desc(items.id))
    .limit(page.limit)
    .offset((page.offset - 1) * page.limit);
  let total = refs[0]?.total;
  if (total === undefined) {
    const [counted] = page.offset > 1 ? await ctx.db.select({ n: count() }).from(items).innerJoin(stores, eq(items.storeId, stores.id)).where(where) : [];
    total = counted?.n ?? 0;
  }
  return { total_size: total, limit: page.limit, offset: page.offset, products: await formatItems(ctx, await rowsAt(ctx.db, refs)) };
}

interface RowRef {
  id: number;
  version: string;
  storeId: number;
  storeVersion: string;
}

/** The item and store rows of a page, in its order: kept ones when current, the others read by id. */
async function rowsAt(db: Db, refs: RowRef[]): Promise<{ item: ItemRow; store: StoreRow }[]> {
  const [itemRows, storeRows] = await Promise.all([
    currentRows(
      'items',
      refs.map((r) => ({ id: r.id, version: r.version })),
      (ids) => db.select({ row: items, version: rowVersion(items) }).from(items).where(inArray(items.id, ids)),
    ),
    currentRows(
      'stores',
      refs.map((r) => ({ id: r.storeId, version: r.storeVersion })),
      (ids) => db.select({ row: stores, version: rowVersion(stores) }).from(stores).where(inArray(stores.id, ids)),
    ),
  ]);
  // a row deleted between the two reads drops out of the page
  return refs.flatMap((r) => {
    const item = itemRows.get(r.id);
    const store = storeRows.get(r.storeId);
    return item && store ? [{ item, store }] : [];
  });
}

/** Item counts per store for a page of stores (one grouped query). */
export async function itemCounts(db: Db, storeIds: number[]): Promise<Map<number, number>> {
  if (storeIds.length === 0) return new Map();
  const rows = await db
    .select({ storeId: items.storeId, n: count() })
    .from(items)
    .where(and(inArray(items.storeId, storeIds), eq(items.status, 1)))
    .groupBy(items.storeId);
  return new Map(rows.map((r) => [r.storeId, r.n]));
}

export async function formatStores(ctx: Ctx, rows: StoreRow[]): Promise<Record<string, unknown>[]> {
  if (rows.length === 0) return [];
  const [fc, counts] = await Promise.all([fmtCtx(ctx), itemCounts(ctx.db, rows.map((r) => r.id))]);
  return rows.map((r) => formatStore(r, fc, { totalItems: counts.get(r.id) ?? 0 }));
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

/** All active stores of the zones (and module): at most a few dozen rows, filtered and sorted in memory. */
export async function storesInScope(db: Db, zoneIds: number[] | null, moduleId: number | null): Promise<StoreRow[]> {
  return db
    .select()
    .from(stores)
    .where(and(eq(stores.status, 1), zoneIds ? inArray(stores.zoneId, zoneIds) : undefined, moduleId !== null ? eq(stores.moduleId, moduleId) : undefined))
    .orderBy(stores.id);
}

export function paginate<T>(list: T[], page: Page): T[] {
  return list.slice((page.offset - 1) * page.limit, page.offset * page.limit);
}

/** Sort helpers for store lists. */
export const storeSorts = {
  popular: (a: StoreRow, b: StoreRow) => b.orderCount - a.orderCount || a.id - b.id,
  topRated: (a: StoreRow, b: StoreRow) => b.avgRating - a.avgRating || b.ratingCount - a.ratingCount || a.id - b.id,
  latest: (a: StoreRow, b: StoreRow) => b.createdAt.getTime() - a.createdAt.getTime() || b.id - a.id,
  fastDelivery: (a: StoreRow, b: StoreRow) => minutes(a.deliveryTime) - minutes(b.deliveryTime) || a.id - b.id,
};

/** Lower bound of a delivery time such as "20-30 min" or "1-2 days", in minutes. */
export function minutes(deliveryTime: string): number {
  const m = /^(\d+)/.exec(deliveryTime);
  const n = m ? Number(m[1]) : 0;
  return /day/.test(deliveryTime) ? n * 1440 : /hour/.test(deliveryTime) ? n * 60 : n;
}

export function isOpen(st: StoreRow, now = new Date()): boolean {
  return storeOpen(st, now).open === 1;
}
