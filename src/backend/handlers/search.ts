/**
 * Search: get-combined-data (the results page), items/search and the header's suggestions.
 *
 * Names match in English and Arabic, folded by `souk_fold` (lower case, no Latin accents, no
 * Arabic diacritics, one alef) and compared with pg_trgm: a substring of the name, or a word
 * close enough to the term (`<%`, the word-similarity threshold set per connection in
 * db/client.ts), so "chiken" finds "Chicken". Both use the trigram indexes of migration
 * 0002_search_sql and 0003_search_columns_sql. Results come by relevance first (a word starting
 * with the term, the whole word first unless a price order was chosen; the term inside a word; a
 * close word, closest first; then items of a store whose name matches), then by the chosen sort. Close words are looked for only when the
 * names holding the term are fewer than CLOSE_WORDS_BELOW: a misspelt or rare term finds its
 * near names, a common one its own hundreds without a costly closeness test of every name.
 */
import { z } from 'zod';
import { and, asc, desc, eq, gt, gte, inArray, isNotNull, lte, not, or, sql, type SQL } from 'drizzle-orm';
import { idList, optionalZones, pageQuery, parseQuery, requireModule, requireZones, stringList, type Ctx } from '../context';
import { json } from '../http';
import type { Route } from '../route-types';
import { getRawDb, WORD_SIMILARITY_THRESHOLD } from '../db/client';
import { coupons, items, stores } from '../db/schema';
import { discountedItem, firstItems, formatStores, itemScope, itsStore, pagedItemParts, pagedItems, TOTAL_CAP, type ItemListPart } from '../services/catalog';
import { freeDelivery, hasDiscount, metresFrom, nearestFirst, openNow, ordered, pagedStores, sellsIn, storeOrder, storeScope, type Order, type StoreListPart } from '../services/store-lists';
import { dubaiClock } from '../services/format';
import { walksFor } from '../services/search-walk';
import { oneWord, storeCloseWordPage, storeWordPage, wordPage } from '../services/search-words';

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
  /** Rows whose name matches: holds the term, or a word close to it. */
  where: SQL;
  /** The name holds the term (the trigram index finds these from the term's own trigrams). */
  inside: SQL;
  /** A word of the name is close to the term. */
  close: SQL;
  /** 0 a word starts with the term, 1 the term is inside a word, 2 a close word. */
  tier: SQL;
  /** The same with the term as a whole word first: 0 a word of the name, 1 a word's start, 2 inside, 3 close. */
  wordTier: SQL;
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

/**
 * How the names holding the term are written for the database:
 * - `walk` (PostgreSQL, a word many of the scope's names hold, services/search-walk.ts): as
 *   strpos, which no index serves, so the popular order is walked on items_scope_search_idx and
 *   stops at its TOTAL_CAP-th match;
 * - `trigram` (PostgreSQL otherwise): the pattern written out, so that the planner reads the term
 *   and takes the trigram index for a rare word;
 * - `param` (PGlite, whose one worker read the walk slower than the trigram index at 100 times the
 *   demo catalogue: chicken 6.5 -> 11.2 ms of its time a call): the pattern as a sub-select.
 */
type NameForm = 'walk' | 'trigram' | 'param';

async function nameForm(ctx: Ctx, term: string, zoneIds: number[] | null, moduleId: number | null, filtered = false): Promise<NameForm> {
  if ((await getRawDb()).kind !== 'postgres') return 'param';
  // a filter narrows the matches, which a walk of the popular order would read past: the planner chooses
  if (filtered) return 'trigram';
  // the walk's index orders one zone's items of one module
  const zoneId = zoneIds?.length === 1 ? zoneIds[0] : undefined;
  if (zoneId === undefined || moduleId === null) return 'trigram';
  return (await walksFor(ctx.db, term, zoneId, moduleId)) ? 'walk' : 'trigram';
}

function matchName(doc: SQL, term: string, form: NameForm = 'param'): TermMatch {
  const folded = foldOnce(term);
  const pattern = foldOnce(likeEscape(term));
  const inside =
    form === 'walk'
      ? sql`strpos(${doc}, ${folded}) > 0`
      : form === 'trigram'
        ? sql`${doc} LIKE '%' || souk_fold(${likeEscape(term)}) || '%'`
        : sql`${doc} LIKE '%' || ${pattern} || '%'`;
  const wordStart = sql`(${doc} LIKE ${pattern} || '%' OR ${doc} LIKE '% ' || ${pattern} || '%')`;
  const wholeWord = sql`(' ' || ${doc} || ' ') LIKE '% ' || ${pattern} || ' %'`;
  const pieces = innerPiecePatterns(term);
  const close = pieces ? sql`(${doc} LIKE ANY (${sql.param(pieces)}::text[]) AND ${folded} <% ${doc})` : sql`${folded} <% ${doc}`;
  return {
    where: sql`(${inside} OR ${close})`,
    inside,
    close,
    tier: sql`CASE WHEN ${wordStart} THEN 0 WHEN ${inside} THEN 1 ELSE 2 END`,
    wordTier: sql`CASE WHEN ${wholeWord} THEN 0 WHEN ${wordStart} THEN 1 WHEN ${inside} THEN 2 ELSE 3 END`,
    similarity: sql`word_similarity(${folded}, ${doc})`,
  };
}


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
  const scopeZones = input.store_id !== undefined ? null : zoneIds;
  const scopeModule = input.store_id !== undefined ? null : moduleId;
  if (input.store_id !== undefined) conds.push(eq(items.storeId, input.store_id));
  if (categoryIds) conds.push(or(inArray(items.categoryId, categoryIds), inArray(items.subCategoryId, categoryIds)));
  if (brandIds) conds.push(inArray(items.brandId, brandIds));
  if (input.data_type === 'discounted' || filters.has('discounted')) conds.push(discountedItem());
  const veg = vegWanted(filters, input.type);
  if (veg) conds.push(eq(items.veg, veg === 'veg' ? 1 : 0));
  if (filters.has('top_rated')) conds.push(gte(items.avgRating, 4));
  if (filters.has('popular')) conds.push(gt(items.orderCount, 0));
  if (filters.has('free_delivery')) conds.push(itsStore(freeDelivery()));
  if (input.rating_count !== undefined && input.rating_count > 0) conds.push(gte(items.avgRating, input.rating_count));
  if (input.min_price !== undefined) conds.push(gte(items.price, input.min_price));
  if (input.max_price !== undefined && input.max_price > 0) conds.push(lte(items.price, input.max_price));
  if (filters.has('currently_open')) conds.push(itsStore(openNow()));
  if (filters.has('coupon')) {
    const ids = await storeIdsWithCoupons(ctx);
    conds.push(ids.length ? inArray(items.storeId, ids) : eq(items.id, -1));
  }
  if (filters.has('low')) order.push(sql`${asc(items.price)}`);
  else if (filters.has('high')) order.push(sql`${desc(items.price)}`);
  else if (filters.has('top_rated')) order.push(sql`${desc(items.avgRating)}`, sql`${desc(items.ratingCount)}`);
  order.push(sql`${desc(items.orderCount)}`);
  if (!input.name) return pagedItems(ctx, itemScope(scopeZones, scopeModule, conds), order, input);
  const closestFirst = !filters.has('low') && !filters.has('high');
  // the word index orders by relevance, then popularity: a search with no other filter or order
  const plain = conds.length === 0 && order.length === 1 && closestFirst;
  const read = plain ? wordReader(ctx, input.name, scopeZones, scopeModule) : undefined;
  // the other parts read the names through the trigram index (no walk of the popular order to choose)
  const item = matchName(itemName(), input.name, await nameForm(ctx, input.name, scopeZones, scopeModule, conds.length > 0 || read !== undefined));
  const ofNamedStore = sql`${items.storeId} = ANY(ARRAY(${storesNamed(ctx, input.name, scopeZones, scopeModule)}))`;
  return pagedItemParts(ctx, namedParts(item, ofNamedStore, (extra) => itemScope(scopeZones, scopeModule, [...conds, ...extra]), order, closestFirst, read), input);
}

/**
 * The first part's reader from the word index (services/search-words.ts), for a one-word term in
 * a zone's items of a module; undefined (the trigram index's LIKE) otherwise.
 */
function wordReader(ctx: Ctx, term: string, zoneIds: number[] | null, moduleId: number | null): ItemListPart['read'] {
  const word = oneWord(term);
  if (!word || !zoneIds?.length || moduleId === null) return undefined;
  return (need, skip, cap) => wordPage(ctx.db, word, zoneIds, moduleId, need, skip, cap);
}

/**
 * Close words are looked for only when fewer names than this hold the term: finding them tests
 * the closeness of every name sharing a few letters with it (3 ms a search at 100 times the demo
 * catalogue on PostgreSQL), and after a hundred names holding the term nobody reads on to them.
 */
export const CLOSE_WORDS_BELOW = 100;

/**
 * A search's parts, each read only when the page reaches it: the items whose name holds the term
 * (at a word's start, the whole word first unless a price order was chosen, then inside a word), the items with a word close to it
 * (closest first unless a price order was chosen; only when the first part has fewer than
 * CLOSE_WORDS_BELOW), then, given `ofNamedStore` (an item's store is among those whose name holds
 * the term; null: no such part), the other items of those stores (the parts apart
 * whether or not the close words are read: a close name of such a store is among its items). Each ranks at most
 * its TOTAL_CAP most popular rows, so that a word thousands of names hold costs one read of its
 * matches, and the costly closeness of words is worked out only when the names holding the term
 * are few.
 */
function namedParts(item: TermMatch, ofNamedStore: SQL | null, scope: (extra: SQL[]) => SQL | undefined, order: SQL[], closestFirst: boolean, read?: ItemListPart['read']): ItemListPart[] {
  return [
    { where: scope([item.inside]), orderBy: [closestFirst ? item.wordTier : item.tier, ...order], mostPopular: true, read },
    {
      where: scope([item.close, not(item.inside), ...(ofNamedStore ? [not(ofNamedStore)] : [])]),
      orderBy: closestFirst ? [sql`${item.similarity} DESC`, ...order] : order,
      mostPopular: true,
      onlyBelow: CLOSE_WORDS_BELOW,
    },
    ...(ofNamedStore ? [{ where: scope([ofNamedStore, not(item.inside)]), orderBy: order, mostPopular: true }] : []),
  ];
}

/**
 * A store search's parts, as an item search's: the stores whose name holds the term (the whole
 * word first, then a word's start, then inside a word, unless another order was chosen), then,
 * only while those are fewer than CLOSE_WORDS_BELOW, the stores with a word close to it. A word
 * hundreds of store names hold is then read once through the trigram index, without a closeness
 * test of every name.
 */
function namedStoreParts(m: TermMatch, scope: (named: SQL[]) => SQL | undefined, chosen: Order[], relevanceFirst: boolean, words?: StoreWordReaders): StoreListPart[] {
  return [
    { where: scope([m.inside]), orderBy: [relevanceFirst ? m.wordTier : m.tier, ...chosen], read: words?.holding },
    { where: scope([m.close, not(m.inside)]), orderBy: [...(relevanceFirst ? [sql`${m.similarity} DESC`] : []), ...chosen], onlyBelow: CLOSE_WORDS_BELOW, read: words?.close },
  ];
}

interface StoreWordReaders {
  holding: StoreListPart['read'];
  close: StoreListPart['read'];
}

/**
 * A store search's parts from the word index (services/search-words.ts), for a one-word term in a
 * zone's stores of a module: the stores whose names hold it, then those with a word close to it.
 */
function storeWordReaders(ctx: Ctx, term: string, zoneIds: number[], moduleId: number | null): StoreWordReaders | undefined {
  const word = oneWord(term);
  if (!word || !zoneIds.length || moduleId === null) return undefined;
  return {
    holding: (need, skip, cap) => storeWordPage(ctx.db, word, zoneIds, moduleId, need, skip, cap),
    close: (need, skip, cap) => storeCloseWordPage(ctx.db, word, zoneIds, moduleId, need, skip, cap),
  };
}

/**
 * Active stores of the scope whose folded name holds the term (the trigram index on
 * stores.search_name), at most TOTAL_CAP: a sub-select, worked out once by the statement of a part
 * that reads it (an ARRAY of it is an InitPlan), so that a search whose first part fills its
 * count does not look for stores at all.
 */
function storesNamed(ctx: Ctx, term: string, zoneIds: number[] | null, moduleId: number | null) {
  return ctx.db
    .select({ id: stores.id })
    .from(stores)
    .where(storeScope(zoneIds, moduleId, [sql`${storeName()} LIKE '%' || ${foldOnce(likeEscape(term))} || '%'`]))
    .orderBy(asc(stores.id))
    .limit(TOTAL_CAP);
}

export async function searchStores(ctx: Ctx, input: SearchInput, zoneIds: number[], moduleId: number | null) {
  const filters = new Set(stringList(ctx, 'filter'));
  const m = input.name ? matchName(storeName(), input.name) : null;
  const categoryIds = idList(ctx, 'category_ids');
  const veg = vegWanted(filters, input.type);
  const couponStores = filters.has('coupon') ? await storeIdsWithCoupons(ctx) : null;
  const filtersOn: (SQL | undefined)[] = [
    categoryIds ? sellsIn(categoryIds) : undefined,
    filters.has('currently_open') ? openNow() : undefined,
    filters.has('discounted') || input.data_type === 'discounted' ? hasDiscount() : undefined,
    filters.has('free_delivery') ? freeDelivery() : undefined,
    filters.has('top_rated') ? gte(stores.avgRating, 4) : undefined,
    filters.has('popular') ? gt(stores.orderCount, 0) : undefined,
    veg === 'veg' ? eq(stores.veg, 1) : veg === 'non_veg' ? eq(stores.nonVeg, 1) : undefined,
    couponStores ? (couponStores.length ? inArray(stores.id, couponStores) : eq(stores.id, -1)) : undefined,
    input.rating_count !== undefined && input.rating_count > 0 ? gte(stores.avgRating, input.rating_count) : undefined,
  ];
  const scope = (named: SQL[]) => storeScope(zoneIds, moduleId, [...named, ...filtersOn]);
  const point = ctx.lat !== null && ctx.lng !== null ? { lat: ctx.lat, lng: ctx.lng } : null;
  const chosen = filters.has('fast_delivery')
    ? storeOrder.fastDelivery()
    : filters.has('nearby')
      ? point
        ? [metresFrom(point.lat, point.lng), asc(stores.id)]
        : [asc(stores.id)]
      : filters.has('top_rated')
        ? storeOrder.topRated()
        : storeOrder.popular();
  // with a term: by relevance first (as items: the whole word, a word's start, inside a word,
  // then a close word, closest first), unless another order was chosen
  const sortChosen = !filters.has('fast_delivery') && !filters.has('nearby') && !filters.has('top_rated');
  // the word index orders by relevance, then popularity: a search with no filter or other order
  const words = m && input.name && sortChosen && filtersOn.every((f) => f === undefined) ? storeWordReaders(ctx, input.name, zoneIds, moduleId) : undefined;
  const list = m
    ? namedStoreParts(m, scope, chosen, sortChosen, words)
    : point && filters.has('nearby') && !filters.has('fast_delivery')
      ? nearestFirst(scope([]), point.lat, point.lng)
      : ordered(scope([]), chosen);
  const { total, rows } = await pagedStores(ctx.db, list, input);
  return { total_size: total, limit: input.limit, offset: input.offset, stores: await formatStores(ctx, rows) };
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
  const read = wordReader(ctx, name, zoneIds, moduleId);
  const m = matchName(itemName(), name, await nameForm(ctx, name, zoneIds, moduleId, read !== undefined));
  const itemRows = await firstItems(ctx, namedParts(m, null, (extra) => itemScope(zoneIds, moduleId, extra), [sql`${desc(items.orderCount)}`], true, read), 10);
  const named = matchName(storeName(), name);
  const storeRows = await ctx.db
    .select()
    .from(stores)
    .where(storeScope(zoneIds, moduleId, [named.where]))
    .orderBy(named.tier, sql`${named.similarity} DESC`, ...storeOrder.popular())
    .limit(5);
  return json({ items: itemRows, stores: await formatStores(ctx, storeRows) });
}

export const routes: Route[] = [
  { method: 'GET', path: 'items/search', handler: itemSearch },
  { method: 'GET', path: 'items/item-or-store-search', handler: suggestions },
  { method: 'GET', path: 'get-combined-data', handler: combined },
];
