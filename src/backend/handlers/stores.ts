/** Store lists, store detail (id or slug, distance from the latitude/longitude headers) and reviews. */
import { z } from 'zod';
import { and, asc, count, desc, eq, gt, inArray } from 'drizzle-orm';
import { optionalModule, pageQuery, parseQuery, requireModule, requireZones, stringList, type Ctx } from '../context';
import { ApiError, json } from '../http';
import type { Route } from '../router';
import { campaignStores, categories, items, reviews, stores } from '../db/schema';
import { fmtCtx, formatStores, isOpen, itemCounts, paginate, storeSorts, storesInScope } from '../services/catalog';
import { deliversFree, distanceTo, formatStore, tr, type StoreRow } from '../services/format';
import { mediaUrl } from '../services/media';
import { formatCategory } from './categories';
import { formatReview } from './items';

const listQuery = z.object({
  ...pageQuery,
  type: z.enum(['all', 'veg', 'non_veg'], { message: 'The type must be all, veg or non_veg.' }).default('all'),
});

function vegFilter(list: StoreRow[], type: 'all' | 'veg' | 'non_veg'): StoreRow[] {
  if (type === 'veg') return list.filter((s) => s.veg === 1);
  if (type === 'non_veg') return list.filter((s) => s.nonVeg === 1);
  return list;
}

const STORE_TYPES = ['all', 'newly_joined', 'popular', 'top_rated'] as const;

/**
 * The listing's tab (spec 02: Top Rated by avg_rating descending, New by created_at descending)
 * as `sort`, applied over every page; the filter's order stays beneath it. Absent: Popular, the filter's order.
 */
const tabSort = z.enum(['top_rated', 'new'], { message: 'The sort must be top_rated or new.' }).optional();

function sortForTab(list: StoreRow[], sort: 'top_rated' | 'new' | undefined): StoreRow[] {
  if (sort === 'top_rated') list.sort(storeSorts.topRated);
  else if (sort === 'new') list.sort(storeSorts.latest);
  return list;
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
  let list = vegFilter(await storesInScope(ctx.db, zoneIds, moduleId), page.type);
  if (kind === 'delivery') list = list.filter((s) => s.delivery === 1);
  if (kind === 'take_away') list = list.filter((s) => s.takeAway === 1);
  if (page.featured === '1') list = list.filter((s) => s.featured === 1);
  if (filters.has('currently_open')) list = list.filter((s) => isOpen(s));
  if (filters.has('discounted')) list = list.filter((s) => s.discount !== null);
  if (filters.has('free_delivery')) list = list.filter(deliversFree);
  if (storeType === 'newly_joined') list.sort(storeSorts.latest);
  else if (storeType === 'popular') list.sort(storeSorts.popular);
  else if (storeType === 'top_rated') list.sort(storeSorts.topRated);
  else list.sort((a, b) => b.featured - a.featured || Number(isOpen(b)) - Number(isOpen(a)) || a.id - b.id);
  sortForTab(list, page.sort);
  return json({ total_size: list.length, limit: page.limit, offset: page.offset, stores: await formatStores(ctx, paginate(list, page)) });
}

function sortedList(sort: (list: StoreRow[], ctx: Ctx) => Promise<StoreRow[]> | StoreRow[]) {
  return async (ctx: Ctx) => {
    const zoneIds = requireZones(ctx);
    const moduleId = requireModule(ctx);
    const page = parseQuery(ctx, listQuery.extend({ sort: tabSort }));
    const list = sortForTab([...(await sort(vegFilter(await storesInScope(ctx.db, zoneIds, moduleId), page.type), ctx))], page.sort);
    return json({ total_size: list.length, limit: page.limit, offset: page.offset, stores: await formatStores(ctx, paginate(list, page)) });
  };
}

async function nearbyOffers(list: StoreRow[], ctx: Ctx): Promise<StoreRow[]> {
  const fc = await fmtCtx(ctx);
  const withItemOffers = new Set(
    list.length
      ? (
          await ctx.db
            .selectDistinct({ id: items.storeId })
            .from(items)
            .where(and(inArray(items.storeId, list.map((s) => s.id)), eq(items.status, 1), gt(items.discount, 0)))
        ).map((r) => r.id)
      : [],
  );
  const offers = list.filter((s) => s.discount !== null || withItemOffers.has(s.id));
  // nearest first from the caller's point; without one (a page rendered for every shopper of a
  // zone, which orders them in the browser), the most popular first
  if (fc.lat === null || fc.lng === null) return offers.sort(storeSorts.popular);
  return offers.sort((a, b) => (distanceTo(fc, a.latitude, a.longitude) ?? 0) - (distanceTo(fc, b.latitude, b.longitude) ?? 0) || a.id - b.id);
}

async function search(ctx: Ctx) {
  const zoneIds = requireZones(ctx);
  const moduleId = requireModule(ctx);
  const page = parseQuery(ctx, listQuery.extend({ name: z.string({ message: 'The name field is required.' }).trim().min(1, 'The name field is required.').max(100) }));
  const needle = page.name.toLowerCase();
  const storeIdsByItem = new Set(
    (
      await ctx.db
        .selectDistinct({ id: items.storeId })
        .from(items)
        .where(and(inArray(items.zoneId, zoneIds), eq(items.moduleId, moduleId)))
    ).map((r) => r.id),
  );
  const list = vegFilter(await storesInScope(ctx.db, zoneIds, moduleId), page.type)
    .filter((s) => storeIdsByItem.has(s.id) && (s.name.toLowerCase().includes(needle) || s.nameAr.includes(page.name) || s.address.toLowerCase().includes(needle)))
    .sort(storeSorts.popular);
  return json({ total_size: list.length, limit: page.limit, offset: page.offset, stores: await formatStores(ctx, paginate(list, page)) });
}

async function findStore(ctx: Ctx, key: string): Promise<StoreRow> {
  const [row] = await ctx.db.select().from(stores).where(/^\d+$/.test(key) ? eq(stores.id, Number(key)) : eq(stores.slug, key.toLowerCase()));
  if (!row || row.status !== 1) throw new ApiError(404, 'store', ctx.lang === 'ar' ? 'المتجر غير موجود!' : 'Store not found!');
  return row;
}

async function details(ctx: Ctx) {
  const st = await findStore(ctx, ctx.params.id ?? '');
  const [fc, counts, catRows, campaignRows, [reviewCount]] = await Promise.all([
    fmtCtx(ctx),
    itemCounts(ctx.db, [st.id]),
    ctx.db.selectDistinct({ id: items.categoryId }).from(items).where(and(eq(items.storeId, st.id), eq(items.status, 1))),
    ctx.db.select({ id: campaignStores.campaignId }).from(campaignStores).where(eq(campaignStores.storeId, st.id)),
    ctx.db.select({ n: count() }).from(reviews).where(eq(reviews.storeId, st.id)),
  ]);
  const catIds = catRows.map((r) => r.id);
  const cats = catIds.length ? await ctx.db.select().from(categories).where(inArray(categories.id, catIds)).orderBy(desc(categories.priority), asc(categories.id)) : [];
  return json({
    ...formatStore(st, fc, { totalItems: counts.get(st.id) ?? 0, totalCampaigns: campaignRows.length }),
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
  { method: 'GET', path: 'stores/popular', handler: sortedList((l) => l.sort(storeSorts.popular)) },
  { method: 'GET', path: 'stores/latest', handler: sortedList((l) => l.sort(storeSorts.latest)) },
  { method: 'GET', path: 'stores/top-rated', handler: sortedList((l) => l.filter((s) => s.ratingCount > 0).sort(storeSorts.topRated)) },
  { method: 'GET', path: 'stores/discounted', handler: sortedList((l) => l.filter((s) => s.discount !== null).sort(storeSorts.popular)) },
  { method: 'GET', path: 'stores/top-offer-near-me', handler: sortedList(nearbyOffers) },
  { method: 'GET', path: 'stores/featured', handler: sortedList((l) => l.filter((s) => s.featured === 1).sort(storeSorts.popular)) },
  { method: 'GET', path: 'stores/search', handler: search },
  { method: 'GET', path: 'stores/details/:id', handler: details },
  { method: 'GET', path: 'stores/reviews', handler: storeReviews },
];
