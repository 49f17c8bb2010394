/**
 * Search: get-combined-data (the results page), items/search and the header's suggestions.
 *
 * Names match in English and Arabic, folded by `souk_fold` (lower case, no Latin accents, no
 * Arabic diacritics, one alef) and compared with pg_trgm: a substring of the name, or a word
 * close enough to the term (`<%`, the word-similarity threshold set per connection in
 * db/client.ts), so "chiken" finds "Chicken". Both use the trigram indexes of migration
 * 0002_search_sql and 0003_search_columns_sql. Results come by relevance first (a word starting with the term, then the
 * term inside a word, then a close word, then items of a store whose name matches), then by
 * the chosen sort.
 */
import { z } from 'zod';
import { and, asc, desc, eq, gt, gte, inArray, isNotNull, lte, or, sql, type SQL } from 'drizzle-orm';
import { idList, optionalZones, pageQuery, parseQuery, requireModule, requireZones, stringList, type Ctx } from '../context';
import { json } from '../http';
import type { Route } from '../router';
import { WORD_SIMILARITY_THRESHOLD } from '../db/client';
import { coupons, items, stores } from '../db/schema';
import { formatItems, formatStores, fmtCtx, isOpen, itemScope, pagedItems, paginate, storeSorts, storesInScope } from '../services/catalog';
import { deliversFree, distanceTo, dubaiClock, type StoreRow } from '../services/format';

const typeEnum = z.enum(['all', 'veg', 'non_veg'], { message: 'The type must be all, veg or non_veg.' }).default('all');

export const searchQuery = z.object({
  ...pageQuery,
  limit: pageQuery.limit.default(12),
  name: z.string().trim().max(100, 'The name may not be greater than 100 characters.').optional(),
  type: typeEnum,
  data_type: z.enum(['searched', 'category', 'brand', 'discounted', 'all'], { message: 'The data_type must be searched, category, brand or discounted.' }).optional(),
  list_type: z.enum(['item', 'store'], { message: 'The list_type must be item or store.' }).default('item'),
  rating_count: z.coerce.number({ message: 'The rating_count must be a number.' }).min(0, 'The rating_count must be between 0 and 5.').max(5, 'The rating_count must be between 0 and 5.').optional(),
  min_price: z.coerce.number({ message: 'The min_price must be a number.' }).min(0, 'The min_price must be at least 0.').optional(),
  max_price: z.coerce.number({ message: 'The max_price must be a number.' }).min(0, 'The max_price must be at least 0.').optional(),
  store_id: z.coerce.number({ message: 'The store id must be a number.' }).int().positive().optional(),
});
type SearchInput = z.infer<typeof searchQuery>;

function likeEscape(text: string): string {
  return text.replace(/[\\%_]/g, (m) => `\\${m}`);
}

/** The folded names of a row (the generated, trigram-indexed column of migration 0003_search_columns_sql). */
const itemName = (): SQL => sql`"items"."search_name"`;
const storeName = (): SQL => sql`"stores"."search_name"`;

interface TermMatch {
  /** Rows whose name matches. */
  where: SQL;
  /** 0 word starts with the term, 1 term inside a word, 2 a close word. */
  tier: SQL;
  similarity: SQL;
}

/**
 * The term folded once per query: a sub-select is computed once before the rows are read, where
 * `souk_fold($1)` in a prepared statement's generic plan is computed again for every row.
 */
const foldOnce = (term: string): SQL => sql`(SELECT souk_fold(${term}))`;

/**
 * A cheap test that every name close to `term` passes, so that the costly word similarity is
 * computed only for names that pass it: LIKE patterns for the term's inner three-letter pieces,
 * or null when the rule does not hold. For one word of ASCII letters and digits (which
 * `souk_fold` leaves as lower case), pg_trgm's trigrams are those of "  word ": three with the
 * padding and the inner pieces. A name holding none of the inner pieces shares at most the three
 * padded ones, a word similarity of at most 3 / (its trigram count); when that is below the
 * threshold, such a name cannot be close. Other scripts, several words and short words: null.
 */
export function innerPiecePatterns(term: string): string[] | null {
  const word = term.trim().toLowerCase();
  if (!/^[a-z0-9]+$/.test(word)) return null;
  const padded = `  ${word} `;
  const trigrams = new Set<string>();
  for (let i = 0; i + 3 <= padded.length; i += 1) trigrams.add(padded.slice(i, i + 3));
  if (3 / trigrams.size >= WORD_SIMILARITY_THRESHOLD) return null;
  const inner = new Set<string>();
  for (let i = 0; i + 3 <= word.length; i += 1) inner.add(`%${word.slice(i, i + 3)}%`);
  return [...inner];
}

function matchName(doc: SQL, term: string): TermMatch {
  const folded = foldOnce(term);
  const pattern = foldOnce(likeEscape(term));
  const inside = sql`${doc} LIKE '%' || ${pattern} || '%'`;
  const wordStart = sql`(${doc} LIKE ${pattern} || '%' OR ${doc} LIKE '% ' || ${pattern} || '%')`;
  const pieces = innerPiecePatterns(term);
  const close = pieces ? sql`(${doc} LIKE ANY (${sql.param(pieces)}::text[]) AND ${folded} <% ${doc})` : sql`${folded} <% ${doc}`;
  return {
    where: sql`(${inside} OR ${close})`,
    tier: sql`CASE WHEN ${wordStart} THEN 0 WHEN ${inside} THEN 1 ELSE 2 END`,
    similarity: sql`word_similarity(${folded}, ${doc})`,
  };
}

const discounted = (): SQL | undefined => or(gt(items.discount, 0), isNotNull(stores.discount));

async function storeIdsWithCoupons(ctx: Ctx): Promise<number[]> {
  const today = dubaiClock(new Date()).date;
  const rows = await ctx.db
    .select({ storeId: coupons.storeId })
    .from(coupons)
    .where(and(eq(coupons.status, 1), isNotNull(coupons.storeId), lte(coupons.startDate, today), gte(coupons.expireDate, today)));
  return rows.map((r) => r.storeId).filter((x): x is number => x !== null);
}

/** veg and non_veg together mean both kinds, as neither does. */
function vegWanted(filters: Set<string>, type: SearchInput['type']): 'veg' | 'non_veg' | null {
  const veg = filters.has('veg') || type === 'veg';
  const nonVeg = filters.has('non_veg') || type === 'non_veg';
  return veg === nonVeg ? null : veg ? 'veg' : 'non_veg';
}

export async function searchItems(ctx: Ctx, input: SearchInput, zoneIds: number[] | null, moduleId: number | null) {
  const filters = new Set(stringList(ctx, 'filter'));
  const categoryIds = idList(ctx, 'category_ids');
  const brandIds = idList(ctx, 'brand_ids');
  const conds: (SQL | undefined)[] = [];
  const order: SQL[] = [];
  if (input.name) {
    const item = matchName(itemName(), input.name);
    // or an item of a store whose name holds the term (a sub-select: one statement, not two)
    const named = sql`${items.storeId} IN (SELECT "stores"."id" FROM "stores" WHERE ${storeName()} LIKE '%' || ${foldOnce(likeEscape(input.name))} || '%')`;
    conds.push(or(item.where, named));
    // items of a store whose name matches come after the items named so
    order.push(sql`CASE WHEN ${item.where} THEN ${item.tier} ELSE 3 END`);
    if (!filters.has('low') && !filters.has('high')) order.push(sql`${item.similarity} DESC`);
  }
  if (input.store_id !== undefined) conds.push(eq(items.storeId, input.store_id));
  if (categoryIds) conds.push(or(inArray(items.categoryId, categoryIds), inArray(items.subCategoryId, categoryIds)));
  if (brandIds) conds.push(inArray(items.brandId, brandIds));
  if (input.data_type === 'discounted' || filters.has('discounted')) conds.push(discounted());
  const veg = vegWanted(filters, input.type);
  if (veg) conds.push(eq(items.veg, veg === 'veg' ? 1 : 0));
  if (filters.has('top_rated')) conds.push(gte(items.avgRating, 4));
  if (filters.has('popular')) conds.push(gt(items.orderCount, 0));
  if (filters.has('free_delivery')) conds.push(eq(stores.freeDelivery, 1), eq(stores.selfDeliverySystem, 1));
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
  if (filters.has('low')) order.push(sql`${asc(items.price)}`);
  else if (filters.has('high')) order.push(sql`${desc(items.price)}`);
  else if (filters.has('top_rated')) order.push(sql`${desc(items.avgRating)}`, sql`${desc(items.ratingCount)}`);
  order.push(sql`${desc(items.orderCount)}`);
  const scopeZones = input.store_id !== undefined ? null : zoneIds;
  return pagedItems(ctx, itemScope(scopeZones, input.store_id !== undefined ? null : moduleId, conds), order, input);
}

/** Stores whose name matches, with their relevance (tier, then similarity). */
async function matchingStores(ctx: Ctx, term: string, ids: number[]): Promise<Map<number, { tier: number; similarity: number }>> {
  if (ids.length === 0) return new Map();
  const m = matchName(storeName(), term);
  const rows = await ctx.db
    .select({ id: stores.id, tier: sql<number>`${m.tier}`.mapWith(Number), similarity: sql<number>`${m.similarity}`.mapWith(Number) })
    .from(stores)
    .where(and(inArray(stores.id, ids), m.where));
  return new Map(rows.map((r) => [r.id, { tier: r.tier, similarity: r.similarity }]));
}

export async function searchStores(ctx: Ctx, input: SearchInput, zoneIds: number[], moduleId: number | null) {
  const filters = new Set(stringList(ctx, 'filter'));
  let list = await storesInScope(ctx.db, zoneIds, moduleId);
  const fc = await fmtCtx(ctx);
  let relevance: Map<number, { tier: number; similarity: number }> | null = null;
  if (input.name) {
    relevance = await matchingStores(ctx, input.name, list.map((s) => s.id));
    const found = relevance;
    list = list.filter((s) => found.has(s.id));
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
  if (filters.has('free_delivery')) list = list.filter(deliversFree);
  if (filters.has('top_rated')) list = list.filter((s) => s.avgRating >= 4);
  if (filters.has('popular')) list = list.filter((s) => s.orderCount > 0);
  const veg = vegWanted(filters, input.type);
  if (veg === 'veg') list = list.filter((s) => s.veg === 1);
  if (veg === 'non_veg') list = list.filter((s) => s.nonVeg === 1);
  if (filters.has('coupon')) {
    const ids = new Set(await storeIdsWithCoupons(ctx));
    list = list.filter((s) => ids.has(s.id));
  }
  if (input.rating_count !== undefined && input.rating_count > 0) list = list.filter((s) => s.avgRating >= (input.rating_count ?? 0));
  const distance = (s: StoreRow) => distanceTo(fc, s.latitude, s.longitude) ?? 0;
  const chosen: (a: StoreRow, b: StoreRow) => number = filters.has('fast_delivery')
    ? storeSorts.fastDelivery
    : filters.has('nearby')
      ? (a, b) => distance(a) - distance(b) || a.id - b.id
      : filters.has('top_rated')
        ? storeSorts.topRated
        : storeSorts.popular;
  const rel = relevance;
  const sortChosen = !filters.has('fast_delivery') && !filters.has('nearby');
  list.sort((a, b) => {
    if (rel) {
      const ra = rel.get(a.id);
      const rb = rel.get(b.id);
      const byTier = (ra?.tier ?? 3) - (rb?.tier ?? 3);
      if (byTier) return byTier;
      if (sortChosen && !filters.has('top_rated')) {
        const bySimilarity = (rb?.similarity ?? 0) - (ra?.similarity ?? 0);
        if (bySimilarity) return bySimilarity;
      }
    }
    return chosen(a, b);
  });
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

/** items/item-or-store-search: up to 10 items and 5 stores for the header's suggestions. */
async function suggestions(ctx: Ctx) {
  const { name } = parseQuery(ctx, z.object({ name: z.string({ message: 'The name field is required.' }).trim().min(1, 'The name field is required.').max(100, 'The name may not be greater than 100 characters.') }));
  const zoneIds = requireZones(ctx);
  const moduleId = requireModule(ctx);
  const m = matchName(itemName(), name);
  const rows = await ctx.db
    .select({ item: items, store: stores })
    .from(items)
    .innerJoin(stores, eq(items.storeId, stores.id))
    .where(itemScope(zoneIds, moduleId, [m.where]))
    .orderBy(m.tier, sql`${m.similarity} DESC`, desc(items.orderCount), asc(items.id))
    .limit(10);
  const inScope = await storesInScope(ctx.db, zoneIds, moduleId);
  const relevance = await matchingStores(ctx, name, inScope.map((s) => s.id));
  const storeRows = inScope
    .filter((s) => relevance.has(s.id))
    .sort((a, b) => {
      const ra = relevance.get(a.id);
      const rb = relevance.get(b.id);
      return (ra?.tier ?? 3) - (rb?.tier ?? 3) || (rb?.similarity ?? 0) - (ra?.similarity ?? 0) || storeSorts.popular(a, b);
    })
    .slice(0, 5);
  return json({ items: await formatItems(ctx, rows), stores: await formatStores(ctx, storeRows) });
}

export const routes: Route[] = [
  { method: 'GET', path: 'items/search', handler: itemSearch },
  { method: 'GET', path: 'items/item-or-store-search', handler: suggestions },
  { method: 'GET', path: 'get-combined-data', handler: combined },
];
