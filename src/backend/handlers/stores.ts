/** Store lists, store detail (id or slug, distance from the latitude/longitude headers) and reviews. */
import { z } from 'zod';
import { and, asc, count, desc, eq, gt, inArray, sql, type SQL } from 'drizzle-orm';
import { optionalModule, pageQuery, parseQuery, requireModule, requireZones, stringList, type Ctx } from '../context';
import { ApiError, json } from '../http';
import type { Route } from '../route-types';
import { campaignStores, categories, items, reviews, stores } from '../db/schema';
import { fmtCtx, formatStores, type Page } from '../services/catalog';
import { countedAs, featuredThenOpen, freeDelivery, hasDiscount, hasOffer, nearestFirst, openNow, ordered, pagedStores, storeOrder, storeScope, type StoreListPart } from '../services/store-lists';
import { formatStore, tr, type StoreRow } from '../services/format';
import { mediaUrl } from '../services/media';
import { formatCategory } from '../services/catalogue-format';
import { formatReview } from '../services/catalogue-format';

const listQuery = z.object({
  ...pageQuery,
  type: z.enum(['all', 'veg', 'non_veg'], { message: 'The type must be all, veg or non_veg.' }).default('all'),
});

/** The list's `type`: stores serving vegetarian, or non-vegetarian, food. */
function vegCondition(type: 'all' | 'veg' | 'non_veg'): SQL | undefined {
  if (type === 'veg') return eq(stores.veg, 1);
  if (type === 'non_veg') return eq(stores.nonVeg, 1);
  return undefined;
}

const STORE_TYPES = ['all', 'newly_joined', 'popular', 'top_rated'] as const;

/**
 * The listing's tab (spec 02: Top Rated by avg_rating descending, New by created_at descending)
 * as `sort`, applied over every page; the filter's order stays beneath it. Absent: Popular, the filter's order.
 */
const tabSort = z.enum(['top_rated', 'new'], { message: 'The sort must be top_rated or new.' }).optional();

function tabOrder(sort: 'top_rated' | 'new' | undefined): SQL[] | null {
  if (sort === 'top_rated') return storeOrder.topRated();
  if (sort === 'new') return storeOrder.latest();
  return null;
}

/** One page of a store list, formatted, with the capped total. */
async function storeList(ctx: Ctx, parts: StoreListPart[], page: Page) {
  const { total, rows } = await pagedStores(ctx.db, parts, page);
  return json({ total_size: total, limit: page.limit, offset: page.offset, stores: await formatStores(ctx, rows) });
}

async function getStores(ctx: Ctx) {
  const kind = ctx.params.filter ?? 'all';
  if (!['all', 'delivery', 'take_away'].includes(kind)) {
    throw new ApiError(422, 'filter_data', 'The store filter must be all, delivery or take_away.');
  }
  const zoneIds = requireZones(ctx);
  const moduleId = optionalModule(ctx);
  const page = parseQuery(
    ctx,
    listQuery.extend({
      store_type: z.enum(STORE_TYPES, { message: 'The store_type must be all, newly_joined, popular or top_rated.' }).optional(),
      featured: z.enum(['0', '1']).optional(),
      sort: tabSort,
    }),
  );
  const filters = new Set(stringList(ctx, 'filter'));
  const storeType = page.store_type ?? (STORE_TYPES.find((t) => filters.has(t)) || 'all');
  const now = new Date();
  const conditions = [
    vegCondition(page.type),
    kind === 'delivery' ? eq(stores.delivery, 1) : undefined,
    kind === 'take_away' ? eq(stores.takeAway, 1) : undefined,
    page.featured === '1' ? eq(stores.featured, 1) : undefined,
    filters.has('currently_open') ? openNow(now) : undefined,
    filters.has('discounted') ? hasDiscount() : undefined,
    filters.has('free_delivery') ? freeDelivery() : undefined,
  ];
  const where = storeScope(zoneIds, moduleId, conditions);
  const byType = storeType === 'newly_joined' ? storeOrder.latest() : storeType === 'popular' ? storeOrder.popular() : storeType === 'top_rated' ? storeOrder.topRated() : null;
  const order = tabOrder(page.sort) ?? byType;
  const kept = conditions.every((c) => c === undefined) ? { zoneIds, moduleId, kind: 'stores' as const } : undefined;
  return storeList(ctx, countedAs(order ? ordered(where, order) : featuredThenOpen(where, now), kept), page);
}

/**
 * A list of the module's stores: its own conditions and order (the tab's `sort` over it). `kept`:
 * the conditions are none (`stores`) or hasOffer alone (`offers`), so that, of the type `all`, the
 * total is store_counts' row.
 */
function sortedList(list: (ctx: Ctx, where: SQL | undefined) => StoreListPart[], only: (SQL | undefined)[] = [], kept?: 'stores' | 'offers') {
  return async (ctx: Ctx) => {
    const zoneIds = requireZones(ctx);
    const moduleId = requireModule(ctx);
    const page = parseQuery(ctx, listQuery.extend({ sort: tabSort }));
    const veg = vegCondition(page.type);
    const where = storeScope(zoneIds, moduleId, [veg, ...only]);
    const tab = tabOrder(page.sort);
    const counted = kept && !veg ? { zoneIds, moduleId, kind: kept } : undefined;
    return storeList(ctx, countedAs(tab ? ordered(where, tab) : list(ctx, where), counted), page);
  };
}

/**
 * Stores with an offer (their own discount or an item's): nearest first from the caller's point;
 * without one (a page rendered for every shopper of a zone, which orders them in the browser), the
 * most popular first.
 */
function nearbyOffers(ctx: Ctx, where: SQL | undefined): StoreListPart[] {
  if (ctx.lat === null || ctx.lng === null) return ordered(where, storeOrder.popular());
  return nearestFirst(where, ctx.lat, ctx.lng);
}

async function search(ctx: Ctx) {
  const zoneIds = requireZones(ctx);
  const moduleId = requireModule(ctx);
  const page = parseQuery(ctx, listQuery.extend({ name: z.string({ message: 'The name field is required.' }).trim().min(1, 'The name field is required.').max(100) }));
  const needle = page.name.toLowerCase();
  const sells = sql`EXISTS (SELECT 1 FROM ${items} WHERE ${items.storeId} = ${stores.id} AND ${inArray(items.zoneId, zoneIds)} AND ${items.moduleId} = ${moduleId})`;
  const named = sql`(strpos(lower(${stores.name}), ${needle}) > 0 OR strpos(${stores.nameAr}, ${page.name}) > 0 OR strpos(lower(${stores.address}), ${needle}) > 0)`;
  return storeList(ctx, ordered(storeScope(zoneIds, moduleId, [vegCondition(page.type), sells, named]), storeOrder.popular()), page);
}

async function findStore(ctx: Ctx, key: string): Promise<StoreRow> {
  const [row] = await ctx.db.select().from(stores).where(/^\d+$/.test(key) ? eq(stores.id, Number(key)) : eq(stores.slug, key.toLowerCase()));
  if (!row || row.status !== 1) throw new ApiError(404, 'store', ctx.lang === 'ar' ? 'المتجر غير موجود!' : 'Store not found!');
  return row;
}

async function details(ctx: Ctx) {
  const st = await findStore(ctx, ctx.params.id ?? '');
  const [fc, catRows, campaignRows, [reviewCount]] = await Promise.all([
    fmtCtx(ctx),
    ctx.db.selectDistinct({ id: items.categoryId }).from(items).where(and(eq(items.storeId, st.id), eq(items.status, 1))),
    ctx.db.select({ id: campaignStores.campaignId }).from(campaignStores).where(eq(campaignStores.storeId, st.id)),
    ctx.db.select({ n: count() }).from(reviews).where(eq(reviews.storeId, st.id)),
  ]);
  const catIds = catRows.map((r) => r.id);
  const cats = catIds.length ? await ctx.db.select().from(categories).where(inArray(categories.id, catIds)).orderBy(desc(categories.priority), asc(categories.id)) : [];
  return json({
    ...formatStore(st, fc, { totalItems: st.itemsCount, totalCampaigns: campaignRows.length }),
    category_ids: cats.map((c) => c.id),
    category_details: cats.map((c) => formatCategory(c, ctx)),
    campaign_ids: campaignRows.map((r) => r.id),
    reviews_comments_count: reviewCount?.n ?? 0,
    ratings: st.rating,
  });
}

async function storeReviews(ctx: Ctx) {
  const input = parseQuery(ctx, z.object({ ...pageQuery, store_id: z.string({ message: 'The store id field is required.' }).trim().min(1, 'The store id field is required.') }));
  const st = await findStore(ctx, input.store_id);
  const [rows, [total]] = await Promise.all([
    ctx.db
      .select({ review: reviews, itemName: items.name, itemNameAr: items.nameAr, itemImage: items.image })
      .from(reviews)
      .innerJoin(items, eq(reviews.itemId, items.id))
      .where(eq(reviews.storeId, st.id))
      .orderBy(desc(reviews.createdAt), desc(reviews.id))
      .limit(input.limit)
      .offset((input.offset - 1) * input.limit),
    ctx.db.select({ n: count() }).from(reviews).where(eq(reviews.storeId, st.id)),
  ]);
  return json({
    total_size: total?.n ?? 0,
    limit: input.limit,
    offset: input.offset,
    store_id: st.id,
    avg_rating: st.avgRating,
    rating_count: st.ratingCount,
    ratings: st.rating,
    reviews: rows.map((r) => formatReview(r.review, { itemName: tr(ctx.lang, r.itemName, r.itemNameAr), itemImage: mediaUrl(r.itemImage) })),
  });
}

export const routes: Route[] = [
  { method: 'GET', path: 'stores/get-stores/:filter', handler: getStores },
  { method: 'GET', path: 'stores/popular', handler: sortedList((_, where) => ordered(where, storeOrder.popular()), [], 'stores') },
  { method: 'GET', path: 'stores/latest', handler: sortedList((_, where) => ordered(where, storeOrder.latest()), [], 'stores') },
  { method: 'GET', path: 'stores/top-rated', handler: sortedList((_, where) => ordered(where, storeOrder.topRated()), [gt(stores.ratingCount, 0)]) },
  { method: 'GET', path: 'stores/discounted', handler: sortedList((_, where) => ordered(where, storeOrder.popular()), [hasDiscount()]) },
  { method: 'GET', path: 'stores/top-offer-near-me', handler: sortedList(nearbyOffers, [hasOffer()], 'offers') },
  { method: 'GET', path: 'stores/featured', handler: sortedList((_, where) => ordered(where, storeOrder.popular()), [eq(stores.featured, 1)]) },
  { method: 'GET', path: 'stores/search', handler: search },
  { method: 'GET', path: 'stores/details/:id', handler: details },
  { method: 'GET', path: 'stores/reviews', handler: storeReviews },
];
