/** Item lists, item detail (id or slug, campaign items too), related items, reviews and search. */
import { z } from 'zod';
import { and, asc, count, desc, eq, gt, gte, ilike, inArray, isNotNull, lte, ne, or, type SQL } from 'drizzle-orm';
import { idList, optionalZones, pageQuery, parseQuery, q, requireModule, requireZones, stringList, type Ctx } from '../context';
import { ApiError, json } from '../http';
import type { Route } from '../router';
import { categories, coupons, itemCampaigns, items, reviews, stores } from '../db/schema';
import { formatItems, formatStores, fmtCtx, isOpen, itemScope, loadItemExtras, pagedItems, paginate, storeSorts, storesInScope } from '../services/catalog';
import { distanceTo, formatItem, iso, tr, dubaiClock, type StoreRow } from '../services/format';
import { mediaUrl } from '../seed/media';
import { formatCategory, vegCondition } from './categories';

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
  let extra = extraConditions;
  const categoryIds = idList(ctx, 'category_ids') ?? idList(ctx, 'category_id');
  const cat = categoryIds ? or(inArray(items.categoryId, categoryIds), inArray(items.subCategoryId, categoryIds)) : undefined;
  const price = and(
    page.min_price !== undefined ? gte(items.price, page.min_price) : undefined,
    page.max_price !== undefined && page.max_price > 0 ? lte(items.price, page.max_price) : undefined,
  );
  extra = [...extra, price];
  if (page.store_id !== undefined) {
    return itemScope(optionalZones(ctx), null, [eq(items.storeId, page.store_id), vegCondition(page.type), cat, ...extra]);
  }
  const zoneIds = requireZones(ctx);
  const moduleId = requireModule(ctx);
  return itemScope(zoneIds, moduleId, [vegCondition(page.type), cat, ...extra]);
}

const discounted = (): SQL | undefined => or(gt(items.discount, 0), isNotNull(stores.discount));

function listHandler(order: () => (SQL | ReturnType<typeof desc>)[], extra: () => (SQL | undefined)[] = () => []) {
  return async (ctx: Ctx) => {
    const page = parseQuery(ctx, listQuery);
    return json(await pagedItems(ctx, await listScope(ctx, page, extra()), order(), page));
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

export async function formatCampaignItems(ctx: Ctx, rows: { c: typeof itemCampaigns.$inferSelect; item: typeof items.$inferSelect; store: StoreRow }[]) {
  const base = await formatItems(ctx, rows.map((r) => ({ item: r.item, store: r.store })));
  const today = dubaiClock(new Date()).date;
  return rows.map((r, i) => {
    const title = tr(ctx.lang, r.c.title, r.c.titleAr);
    return {
      ...base[i],
      id: r.c.id,
      item_id: r.item.id,
      slug: r.c.slug,
      name: title,
      title,
      price: r.c.price,
      discount: r.c.discount,
      discount_type: r.c.discountType,
      available_date_starts: r.c.startDate,
      available_date_ends: r.c.endDate,
      start_date: r.c.startDate,
      end_date: r.c.endDate,
      start_time: r.c.startTime,
      end_time: r.c.endTime,
      is_campaign: 1,
      isCampaignItem: true,
      is_running: r.c.startDate <= today && today <= r.c.endDate,
      variations: [],
      stock: r.item.stock,
      created_at: iso(r.c.createdAt),
    };
  });
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
  return json(await pagedItems(ctx, itemScope(zoneIds, it.moduleId, [eq(items.categoryId, it.categoryId), ne(items.id, it.id)]), [desc(items.avgRating), desc(items.orderCount)], page));
}

/** The store's other items, as a plain list (6amMart answers an array here; clients map over it). */
async function relatedStoreItems(ctx: Ctx) {
  const it = await findItem(ctx);
  const page = parseQuery(ctx, z.object(pageQuery));
  const { products } = await pagedItems(ctx, itemScope(null, null, [eq(items.storeId, it.storeId), ne(items.id, it.id)]), [desc(items.orderCount)], page);
  return json(products);
}

export function formatReview(r: typeof reviews.$inferSelect, extra: { itemName?: string; itemImage?: string | null } = {}) {
  const [f = '', l = ''] = r.customerName.split(' ');
  return {
    id: r.id,
    item_id: r.itemId,
    store_id: r.storeId,
    comment: r.comment,
    rating: r.rating,
    reply: r.reply,
    customer_name: r.customerName,
    customer: { f_name: f, l_name: l, image_full_url: null },
    item_name: extra.itemName ?? null,
    item_image_full_url: extra.itemImage ?? null,
    attachment: [],
    created_at: iso(r.createdAt),
    updated_at: iso(r.createdAt),
  };
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

// ---------- search ----------

function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (m) => `\\${m}`)}%`;
}

const searchQuery = z.object({
  ...pageQuery,
  limit: pageQuery.limit.default(12),
  name: z.string().trim().max(100, 'The name may not be greater than 100 characters.').optional(),
  type: typeEnum,
  data_type: z.enum(['searched', 'category', 'brand', 'discounted', 'all'], { message: 'The data_type must be searched, category, brand or discounted.' }).optional(),
  list_type: z.enum(['item', 'store'], { message: 'The list_type must be item or store.' }).default('item'),
  rating_count: z.coerce.number({ message: 'The rating_count must be a number.' }).min(0).max(5).optional(),
  min_price: z.coerce.number({ message: 'The min_price must be a number.' }).min(0, 'The min_price must be at least 0.').optional(),
  max_price: z.coerce.number({ message: 'The max_price must be a number.' }).min(0, 'The max_price must be at least 0.').optional(),
  store_id: z.coerce.number({ message: 'The store id must be a number.' }).int().positive().optional(),
});
type SearchInput = z.infer<typeof searchQuery>;

async function storeIdsWithCoupons(ctx: Ctx): Promise<number[]> {
  const today = dubaiClock(new Date()).date;
  const rows = await ctx.db
    .select({ storeId: coupons.storeId })
    .from(coupons)
    .where(and(eq(coupons.status, 1), isNotNull(coupons.storeId), lte(coupons.startDate, today), gte(coupons.expireDate, today)));
  return rows.map((r) => r.storeId).filter((x): x is number => x !== null);
}

async function searchItems(ctx: Ctx, input: SearchInput, zoneIds: number[] | null, moduleId: number | null) {
  const filters = new Set(stringList(ctx, 'filter'));
  const categoryIds = idList(ctx, 'category_ids');
  const brandIds = idList(ctx, 'brand_ids');
  const conds: (SQL | undefined)[] = [];
  if (input.name) {
    const p = likePattern(input.name);
    conds.push(or(ilike(items.name, p), ilike(items.nameAr, p), ilike(stores.name, p)));
  }
  if (input.store_id !== undefined) conds.push(eq(items.storeId, input.store_id));
  if (categoryIds) conds.push(or(inArray(items.categoryId, categoryIds), inArray(items.subCategoryId, categoryIds)));
  if (brandIds) conds.push(inArray(items.brandId, brandIds));
  if (input.data_type === 'discounted' || filters.has('discounted')) conds.push(discounted());
  if (filters.has('veg') || input.type === 'veg') conds.push(eq(items.veg, 1));
  if (filters.has('non_veg') || input.type === 'non_veg') conds.push(eq(items.veg, 0));
  if (filters.has('top_rated')) conds.push(gte(items.avgRating, 4));
  if (filters.has('free_delivery')) conds.push(eq(stores.freeDelivery, 1));
  if (input.rating_count !== undefined && input.rating_count > 0) conds.push(gte(items.avgRating, input.rating_count));
  if (input.min_price !== undefined) conds.push(gte(items.price, input.min_price));
  if (input.max_price !== undefined && input.max_price > 0) conds.push(lte(items.price, input.max_price));
  if (filters.has('currently_open')) {
    const open = (await storesInScope(ctx.db, zoneIds, moduleId)).filter((s) => isOpen(s)).map((s) => s.id);
    conds.push(open.length ? inArray(items.storeId, open) : eq(items.id, -1));
  }
  if (filters.has('coupon')) {
    const ids = await storeIdsWithCoupons(ctx);
    conds.push(ids.length ? inArray(items.storeId, ids) : eq(items.id, -1));
  }
  const order = filters.has('low')
    ? [asc(items.price)]
    : filters.has('high')
      ? [desc(items.price)]
      : filters.has('top_rated')
        ? [desc(items.avgRating), desc(items.ratingCount)]
        : [desc(items.orderCount)];
  const scopeZones = input.store_id !== undefined ? null : zoneIds;
  return pagedItems(ctx, itemScope(scopeZones, input.store_id !== undefined ? null : moduleId, conds), order, input);
}

async function searchStores(ctx: Ctx, input: SearchInput, zoneIds: number[], moduleId: number | null) {
  const filters = new Set(stringList(ctx, 'filter'));
  let list = await storesInScope(ctx.db, zoneIds, moduleId);
  const fc = await fmtCtx(ctx);
  if (input.name) {
    const needle = input.name.toLowerCase();
    list = list.filter((s) => s.name.toLowerCase().includes(needle) || s.nameAr.includes(input.name ?? ''));
  }
  const categoryIds = idList(ctx, 'category_ids');
  if (categoryIds) {
    const ids = new Set(
      (await ctx.db.selectDistinct({ id: items.storeId }).from(items).where(or(inArray(items.categoryId, categoryIds), inArray(items.subCategoryId, categoryIds)))).map((r) => r.id),
    );
    list = list.filter((s) => ids.has(s.id));
  }
  if (filters.has('currently_open')) list = list.filter((s) => isOpen(s));
  if (filters.has('discounted') || input.data_type === 'discounted') list = list.filter((s) => s.discount !== null);
  if (filters.has('free_delivery')) list = list.filter((s) => s.freeDelivery === 1);
  if (filters.has('top_rated')) list = list.filter((s) => s.avgRating >= 4);
  if (filters.has('veg')) list = list.filter((s) => s.veg === 1);
  if (filters.has('non_veg')) list = list.filter((s) => s.nonVeg === 1);
  if (filters.has('coupon')) {
    const ids = new Set(await storeIdsWithCoupons(ctx));
    list = list.filter((s) => ids.has(s.id));
  }
  if (input.rating_count !== undefined && input.rating_count > 0) list = list.filter((s) => s.avgRating >= (input.rating_count ?? 0));
  if (filters.has('fast_delivery')) list.sort(storeSorts.fastDelivery);
  else if (filters.has('nearby')) list.sort((a, b) => (distanceTo(fc, a.latitude, a.longitude) ?? 0) - (distanceTo(fc, b.latitude, b.longitude) ?? 0) || a.id - b.id);
  else if (filters.has('top_rated')) list.sort(storeSorts.topRated);
  else list.sort(storeSorts.popular);
  return { total_size: list.length, limit: input.limit, offset: input.offset, stores: await formatStores(ctx, paginate(list, input)) };
}

async function combined(ctx: Ctx) {
  const input = parseQuery(ctx, searchQuery);
  const zoneIds = requireZones(ctx);
  const moduleId = requireModule(ctx);
  if (input.list_type === 'store') return json(await searchStores(ctx, input, zoneIds, moduleId));
  return json(await searchItems(ctx, input, zoneIds, moduleId));
}

/** items/search answers `products` and, as some 6amMart clients read, the same list as `items`. */
async function itemSearch(ctx: Ctx) {
  const input = parseQuery(ctx, searchQuery);
  const found =
    input.store_id !== undefined ? await searchItems(ctx, input, optionalZones(ctx), null) : await searchItems(ctx, input, requireZones(ctx), requireModule(ctx));
  return json({ ...found, items: found.products });
}

/** stores/popular-items/{store_id}: a store's best sellers (no headers needed). */
async function storePopularItems(ctx: Ctx) {
  const id = Number(ctx.params.id);
  if (!Number.isInteger(id) || id <= 0) throw new ApiError(422, 'store_id', 'The store id must be a number.');
  const page = parseQuery(ctx, listQuery);
  return json(await pagedItems(ctx, itemScope(optionalZones(ctx), null, [eq(items.storeId, id), vegCondition(page.type)]), [desc(items.orderCount)], page));
}

async function suggestions(ctx: Ctx) {
  const { name } = parseQuery(ctx, z.object({ name: z.string({ message: 'The name field is required.' }).trim().min(1, 'The name field is required.').max(100) }));
  const zoneIds = requireZones(ctx);
  const moduleId = requireModule(ctx);
  const p = likePattern(name);
  const rows = await ctx.db
    .select({ item: items, store: stores })
    .from(items)
    .innerJoin(stores, eq(items.storeId, stores.id))
    .where(itemScope(zoneIds, moduleId, [or(ilike(items.name, p), ilike(items.nameAr, p))]))
    .orderBy(desc(items.orderCount), asc(items.id))
    .limit(10);
  const needle = name.toLowerCase();
  const storeRows = (await storesInScope(ctx.db, zoneIds, moduleId)).filter((s) => s.name.toLowerCase().includes(needle) || s.nameAr.includes(name)).slice(0, 5);
  return json({ items: await formatItems(ctx, rows), stores: await formatStores(ctx, storeRows) });
}

export const routes: Route[] = [
  { method: 'GET', path: 'items/popular', handler: listHandler(() => [desc(items.orderCount)]) },
  { method: 'GET', path: 'items/latest', handler: listHandler(() => [desc(items.createdAt)]) },
  { method: 'GET', path: 'items/discounted', handler: listHandler(() => [desc(items.discount)], () => [discounted()]) },
  { method: 'GET', path: 'items/most-reviewed', handler: listHandler(() => [desc(items.ratingCount), desc(items.avgRating)], () => [gt(items.ratingCount, 0)]) },
  { method: 'GET', path: 'items/basic', handler: listHandler(() => [desc(items.orderCount)], () => [eq(items.isBasicMedicine, 1)]) },
  { method: 'GET', path: 'items/recommended', handler: recommended },
  { method: 'GET', path: 'items/new-arrival', handler: newArrival },
  { method: 'GET', path: 'items/common-conditions', handler: commonConditionItems },
  { method: 'GET', path: 'items/details/:id', handler: itemDetail },
  { method: 'GET', path: 'items/related-items/:id', handler: relatedItems },
  { method: 'GET', path: 'items/related-store-items/:id', handler: relatedStoreItems },
  { method: 'GET', path: 'items/reviews/:id', handler: itemReviews },
  { method: 'GET', path: 'items/search', handler: itemSearch },
  { method: 'GET', path: 'items/item-or-store-search', handler: suggestions },
  { method: 'GET', path: 'get-combined-data', handler: combined },
  { method: 'GET', path: 'stores/popular-items/:id', handler: storePopularItems },
];

