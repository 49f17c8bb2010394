/** Item lists, item detail (id or slug, campaign items too), related items and reviews (search is in search.ts). */
import { z } from 'zod';
import { and, asc, count, desc, eq, gt, gte, inArray, isNotNull, lte, ne, or, type SQL } from 'drizzle-orm';
import { idList, optionalZones, pageQuery, parseQuery, q, requireModule, requireZones, type Ctx } from '../context';
import { ApiError, json } from '../http';
import type { Route } from '../route-types';
import { categories, itemCampaigns, items, reviews, stores } from '../db/schema';
import { BY_DISCOUNT, discountedItem, IN_ANY_ORDER, formatStores, fmtCtx, itemScope, pagedItems, type KeptCount, type OrderBy } from '../services/catalog';
import { formatItem, tr } from '../services/format';
import { loadItemExtras } from '../services/item-extras';
import { mediaUrl } from '../services/media';
import { formatCampaignItems, formatCategory, formatReview, vegCondition } from '../services/catalogue-format';

const typeEnum = z.enum(['all', 'veg', 'non_veg'], { message: 'The type must be all, veg or non_veg.' }).default('all');
const listQuery = z.object({
  ...pageQuery,
  type: typeEnum,
  store_id: z.coerce.number({ message: 'The store id must be a number.' }).int().positive('The store id must be a number.').optional(),
  min_price: z.coerce.number({ message: 'The min_price must be a number.' }).min(0, 'The min_price must be at least 0.').optional(),
  max_price: z.coerce.number({ message: 'The max_price must be a number.' }).min(0, 'The max_price must be at least 0.').optional(),
});

/** Zone and module scope of an item list. A store's own list (store_id) needs neither header. */
async function listScope(ctx: Ctx, page: z.infer<typeof listQuery>, extraConditions: (SQL | undefined)[]): Promise<SQL | undefined> {
  return (await scopeAndKept(ctx, page, extraConditions)).where;
}

/**
 * The list's scope, and `kept` when it is every listed item of the zones and module with no other
 * condition (no type, category, price, store or list condition), whose total the database keeps.
 */
async function scopeAndKept(ctx: Ctx, page: z.infer<typeof listQuery>, extraConditions: (SQL | undefined)[]): Promise<{ where: SQL | undefined; kept?: KeptCount }> {
  let extra = extraConditions;
  const categoryIds = idList(ctx, 'category_ids') ?? idList(ctx, 'category_id');
  const cat = categoryIds ? or(inArray(items.categoryId, categoryIds), inArray(items.subCategoryId, categoryIds)) : undefined;
  const price = and(
    page.min_price !== undefined ? gte(items.price, page.min_price) : undefined,
    page.max_price !== undefined && page.max_price > 0 ? lte(items.price, page.max_price) : undefined,
  );
  extra = [...extra, price];
  if (page.store_id !== undefined) {
    return { where: itemScope(optionalZones(ctx), null, [eq(items.storeId, page.store_id), vegCondition(page.type), cat, ...extra]) };
  }
  const zoneIds = requireZones(ctx);
  const moduleId = requireModule(ctx);
  const conditions = [vegCondition(page.type), cat, ...extra];
  return { where: itemScope(zoneIds, moduleId, conditions), kept: conditions.every((c) => c === undefined) ? { zoneIds, moduleId, kind: 'items' } : undefined };
}

function listHandler(order: () => (SQL | ReturnType<typeof desc>)[], extra: () => (SQL | undefined)[] = () => [], countBy?: OrderBy[]) {
  return async (ctx: Ctx) => {
    const page = parseQuery(ctx, listQuery);
    const { where, kept } = await scopeAndKept(ctx, page, extra());
    return json(await pagedItems(ctx, where, order(), page, countBy, kept));
  };
}

async function recommended(ctx: Ctx) {
  const page = parseQuery(ctx, listQuery.extend({ filter: z.string().optional() }));
  const result = await pagedItems(ctx, await listScope(ctx, page, [eq(items.recommended, 1)]), [desc(items.orderCount)], page);
  return json({ ...result, items: result.products });
}

async function newArrival(ctx: Ctx) {
  const page = parseQuery(ctx, listQuery);
  const result = await pagedItems(ctx, await listScope(ctx, page, []), [desc(items.createdAt)], page);
  const catIds = [...new Set(result.products.map((p) => p.category_ids as { id: string }[]).flatMap((c) => c.map((x) => Number(x.id))))];
  const cats = catIds.length ? await ctx.db.select().from(categories).where(and(inArray(categories.id, catIds), eq(categories.parentId, 0))).orderBy(asc(categories.id)) : [];
  return json({ ...result, categories: cats.map((c) => formatCategory(c, ctx)) });
}

async function commonConditionItems(ctx: Ctx) {
  const page = parseQuery(ctx, listQuery.extend({ condition_id: z.coerce.number().int().positive().optional() }));
  const cond = page.condition_id !== undefined ? eq(items.commonConditionId, page.condition_id) : isNotNull(items.commonConditionId);
  return json(await pagedItems(ctx, await listScope(ctx, page, [cond]), [desc(items.orderCount)], page));
}

// ---------- detail ----------

const CAMPAIGN_FLAG = new Set(['1', 'true', 'yes']);

async function campaignItemDetail(ctx: Ctx, key: string) {
  const byId = /^\d+$/.test(key);
  const [row] = await ctx.db
    .select({ c: itemCampaigns, item: items, store: stores })
    .from(itemCampaigns)
    .innerJoin(items, eq(itemCampaigns.itemId, items.id))
    .innerJoin(stores, eq(items.storeId, stores.id))
    .where(byId ? eq(itemCampaigns.id, Number(key)) : eq(itemCampaigns.slug, key));
  if (!row) throw new ApiError(404, 'product-001', ctx.lang === 'ar' ? 'المنتج غير موجود!' : 'Item not found!');
  const [[formatted], [storeDetails]] = await Promise.all([formatCampaignItems(ctx, [row]), formatStores(ctx, [row.store])]);
  return json({ ...formatted, store_details: storeDetails });
}

async function itemDetail(ctx: Ctx) {
  const key = ctx.params.id ?? '';
  if (CAMPAIGN_FLAG.has(String(q(ctx, 'campaign') ?? '').toLowerCase())) return campaignItemDetail(ctx, key);
  const byId = /^\d+$/.test(key);
  const [row] = await ctx.db
    .select({ item: items, store: stores })
    .from(items)
    .innerJoin(stores, eq(items.storeId, stores.id))
    .where(and(byId ? eq(items.id, Number(key)) : eq(items.slug, key.toLowerCase()), eq(items.status, 1)));
  if (!row) throw new ApiError(404, 'product-001', ctx.lang === 'ar' ? 'المنتج غير موجود!' : 'Item not found!');
  const [fc, extras, [storeDetails]] = await Promise.all([fmtCtx(ctx), loadItemExtras(ctx.db, [row.item]), formatStores(ctx, [row.store])]);
  return json({ ...formatItem(row.item, row.store, fc, extras), store_details: storeDetails });
}

async function findItem(ctx: Ctx): Promise<typeof items.$inferSelect> {
  const key = ctx.params.id ?? '';
  const [row] = await ctx.db.select().from(items).where(/^\d+$/.test(key) ? eq(items.id, Number(key)) : eq(items.slug, key.toLowerCase()));
  if (!row) throw new ApiError(404, 'product-001', 'Item not found!');
  return row;
}

async function relatedItems(ctx: Ctx) {
  const it = await findItem(ctx);
  const page = parseQuery(ctx, z.object(pageQuery));
  const zoneIds = optionalZones(ctx);
  return json(await pagedItems(ctx, itemScope(zoneIds, it.moduleId, [eq(items.categoryId, it.categoryId), ne(items.id, it.id)]), [desc(items.avgRating), desc(items.orderCount)], page, IN_ANY_ORDER));
}

/** The store's other items, as a plain list (6amMart answers an array here; clients map over it). */
async function relatedStoreItems(ctx: Ctx) {
  const it = await findItem(ctx);
  const page = parseQuery(ctx, z.object(pageQuery));
  const { products } = await pagedItems(ctx, itemScope(null, null, [eq(items.storeId, it.storeId), ne(items.id, it.id)]), [desc(items.orderCount)], page);
  return json(products);
}

async function itemReviews(ctx: Ctx) {
  const it = await findItem(ctx);
  const page = parseQuery(ctx, z.object(pageQuery));
  const [rows, [total]] = await Promise.all([
    ctx.db.select().from(reviews).where(eq(reviews.itemId, it.id)).orderBy(desc(reviews.createdAt), desc(reviews.id)).limit(page.limit).offset((page.offset - 1) * page.limit),
    ctx.db.select({ n: count() }).from(reviews).where(eq(reviews.itemId, it.id)),
  ]);
  const name = tr(ctx.lang, it.name, it.nameAr);
  return json({ total_size: total?.n ?? 0, limit: page.limit, offset: page.offset, reviews: rows.map((r) => formatReview(r, { itemName: name, itemImage: mediaUrl(it.image) })) });
}

/** stores/popular-items/{store_id}: a store's best sellers (no headers needed). */
async function storePopularItems(ctx: Ctx) {
  const id = Number(ctx.params.id);
  if (!Number.isInteger(id) || id <= 0) throw new ApiError(422, 'store_id', 'The store id must be a number.');
  const page = parseQuery(ctx, listQuery);
  return json(await pagedItems(ctx, itemScope(optionalZones(ctx), null, [eq(items.storeId, id), vegCondition(page.type)]), [desc(items.orderCount)], page));
}

export const routes: Route[] = [
  { method: 'GET', path: 'items/popular', handler: listHandler(() => [desc(items.orderCount)]) },
  { method: 'GET', path: 'items/latest', handler: listHandler(() => [desc(items.createdAt)]) },
  { method: 'GET', path: 'items/discounted', handler: listHandler(() => [desc(items.discount)], () => [discountedItem()], BY_DISCOUNT) },
  { method: 'GET', path: 'items/most-reviewed', handler: listHandler(() => [desc(items.ratingCount), desc(items.avgRating)], () => [gt(items.ratingCount, 0)]) },
  { method: 'GET', path: 'items/basic', handler: listHandler(() => [desc(items.orderCount)], () => [eq(items.isBasicMedicine, 1)]) },
  { method: 'GET', path: 'items/recommended', handler: recommended },
  { method: 'GET', path: 'items/new-arrival', handler: newArrival },
  { method: 'GET', path: 'items/common-conditions', handler: commonConditionItems },
  { method: 'GET', path: 'items/details/:id', handler: itemDetail },
  { method: 'GET', path: 'items/related-items/:id', handler: relatedItems },
  { method: 'GET', path: 'items/related-store-items/:id', handler: relatedStoreItems },
  { method: 'GET', path: 'items/reviews/:id', handler: itemReviews },
  { method: 'GET', path: 'stores/popular-items/:id', handler: storePopularItems },
];

