/** categories, childes, items and stores by category, featured categories with their items. */
import { z } from 'zod';
import { and, asc, desc, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import { idList, optionalModule, pageQuery, parseQuery, requireZones, type Ctx } from '../context';
import { ApiError, json } from '../http';
import type { Route } from '../route-types';
import { categories, categoryItemCounts, items } from '../db/schema';
import { formatStores, IN_ANY_ORDER, itemScope, pagedItemParts, pagedItems } from '../services/catalog';
import { ordered, pagedStores, sellsIn, storeOrder, storeScope } from '../services/store-lists';
import { formatCategory, vegCondition } from '../services/catalogue-format';

const listQuery = z.object({ ...pageQuery, type: z.enum(['all', 'veg', 'non_veg'], { message: 'The type must be all, veg or non_veg.' }).default('all') });

/**
 * Active items per category, under their category and their subcategory: kept by the database
 * as items change (category_item_counts, migration 0018_catalogue_size), read by id.
 */
async function productCounts(ctx: Ctx, ids: number[]): Promise<Map<number, number>> {
  if (ids.length === 0) return new Map();
  const rows = await ctx.db.select().from(categoryItemCounts).where(inArray(categoryItemCounts.categoryId, ids));
  return new Map(rows.map((r) => [r.categoryId, r.items]));
}

async function categoryList(ctx: Ctx) {
  const moduleId = optionalModule(ctx);
  const featured = ctx.req.query.featured === '1';
  const rows = await ctx.db
    .select()
    .from(categories)
    .where(and(eq(categories.status, 1), moduleId !== null ? eq(categories.moduleId, moduleId) : undefined))
    .orderBy(desc(categories.priority), asc(categories.id));
  const roots = rows.filter((c) => c.parentId === 0 && (!featured || c.featured === 1));
  const counts = await productCounts(ctx, roots.map((r) => r.id));
  return json(roots.map((r) => formatCategory(r, ctx, { childes: rows.filter((c) => c.parentId === r.id), productsCount: counts.get(r.id) ?? 0 })));
}

async function childes(ctx: Ctx) {
  const id = Number(ctx.params.id);
  if (!Number.isInteger(id) || id <= 0) throw new ApiError(422, 'id', 'The category id must be a number.');
  const [parent] = await ctx.db.select().from(categories).where(eq(categories.id, id));
  if (!parent) throw new ApiError(404, 'category', 'Category not found.');
  const rows = await ctx.db.select().from(categories).where(and(eq(categories.parentId, id), eq(categories.status, 1))).orderBy(desc(categories.priority), asc(categories.id));
  const counts = await productCounts(ctx, rows.map((r) => r.id));
  return json(rows.map((r) => formatCategory(r, ctx, { productsCount: counts.get(r.id) ?? 0 })));
}

function inCategories(ids: number[]): SQL | undefined {
  return or(inArray(items.categoryId, ids), inArray(items.subCategoryId, ids));
}

function categoryIdsFrom(ctx: Ctx): number[] {
  const fromParam = ctx.params.id !== undefined ? [Number(ctx.params.id)] : idList(ctx, 'category_ids') ?? idList(ctx, 'category_id');
  if (!fromParam || fromParam.length === 0) throw new ApiError(422, 'category_ids', 'The category ids field is required, e.g. category_ids=[1,2].');
  if (!fromParam.every((n) => Number.isInteger(n) && n > 0)) throw new ApiError(422, 'category_ids', 'The category id must be a number.');
  return fromParam;
}

/**
 * The most popular `end` items of the categories by each of their two columns, from its own index
 * (items_category_scope_idx, items_sub_category_scope_idx): a page of the categories' items is among
 * them. Without it the page walked the zone's popular order, testing each item's categories (193
 * items for twenty of the first category at 100 times the demo: PGlite 5.2 ms against 0.6).
 */
function mostPopularIn(scope: SQL | undefined, ids: number[]): (end: number) => SQL {
  const best = (column: typeof items.categoryId | typeof items.subCategoryId, end: number) =>
    sql`(SELECT ${items.id} FROM ${items} WHERE ${and(scope, inArray(column, ids))} ORDER BY ${items.orderCount} DESC, ${items.id} DESC LIMIT ${sql.raw(String(Math.trunc(end)))})`;
  return (end) => sql`${items.id} IN (${best(items.categoryId, end)} UNION ALL ${best(items.subCategoryId, end)})`;
}

async function categoryItems(ctx: Ctx) {
  const zoneIds = requireZones(ctx);
  const ids = categoryIdsFrom(ctx);
  const page = parseQuery(ctx, listQuery);
  const moduleId = optionalModule(ctx);
  const scope = itemScope(zoneIds, moduleId, [vegCondition(page.type)]);
  return json(await pagedItemParts(ctx, [{ where: and(scope, inCategories(ids)), orderBy: [desc(items.orderCount)], countBy: IN_ANY_ORDER, among: mostPopularIn(scope, ids) }], page));
}

async function categoryStores(ctx: Ctx) {
  const zoneIds = requireZones(ctx);
  const ids = categoryIdsFrom(ctx);
  const page = parseQuery(ctx, listQuery);
  const moduleId = optionalModule(ctx);
  const where = storeScope(zoneIds, moduleId, [sellsIn(ids, [inArray(items.zoneId, zoneIds), eq(items.status, 1), vegCondition(page.type)])]);
  const { total, rows } = await pagedStores(ctx.db, ordered(where, storeOrder.popular()), page);
  return json({ total_size: total, limit: page.limit, offset: page.offset, stores: await formatStores(ctx, rows) });
}

/** Featured categories page their items by `page_limit` (spec 02 section 7); `limit` is read when it is absent. */
const pageLimit = z.coerce.number({ message: 'The page limit must be a number.' }).int().min(1, 'The page limit must be at least 1.').max(100, 'The page limit may not be greater than 100.');
const featuredQuery = listQuery.extend({ page_limit: pageLimit.optional(), limit: pageQuery.limit.removeDefault().default(20) });

async function featuredItems(ctx: Ctx) {
  const zoneIds = requireZones(ctx);
  const moduleId = optionalModule(ctx);
  const input = parseQuery(ctx, featuredQuery);
  const page = { ...input, limit: input.page_limit ?? input.limit };
  const cats = await ctx.db
    .select()
    .from(categories)
    .where(and(eq(categories.featured, 1), eq(categories.status, 1), moduleId !== null ? eq(categories.moduleId, moduleId) : undefined))
    .orderBy(desc(categories.priority), asc(categories.id));
  const ids = cats.map((c) => c.id);
  const products = ids.length
    ? await pagedItems(ctx, itemScope(zoneIds, moduleId, [inCategories(ids), vegCondition(page.type)]), [desc(items.avgRating), desc(items.orderCount)], page)
    : { total_size: 0, limit: page.limit, offset: page.offset, products: [] };
  const counts = await productCounts(ctx, ids);
  return json({ categories: cats.map((c) => formatCategory(c, ctx, { productsCount: counts.get(c.id) ?? 0 })), ...products });
}

export const routes: Route[] = [
  { method: 'GET', path: 'categories', handler: categoryList },
  { method: 'GET', path: 'categories/childes/:id', handler: childes },
  { method: 'GET', path: 'categories/items/list', handler: categoryItems },
  { method: 'GET', path: 'categories/stores/list', handler: categoryStores },
  { method: 'GET', path: 'categories/featured/items', handler: featuredItems },
  { method: 'GET', path: 'categories/items/:id', handler: categoryItems },
  { method: 'GET', path: 'categories/stores/:id', handler: categoryStores },
];
