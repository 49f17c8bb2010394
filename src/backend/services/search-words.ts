/**
 * A one-word search read from the word index (migration 0022_search_words, db/schema-search.ts),
 * so that its cost follows the page, not how many names hold the word.
 *
 * The trigram index finds the names holding a term only all at once (a bitmap of every match,
 * each rechecked), and the page's order (the whole word first, then a word's start, then inside a
 * word, each in the popular order) then sorts them all: at 100 times the demo catalogue,
 * `chicken` read 1 326 names for a page of twelve (4.9 ms of PGlite's one worker, 0.7 at 1×).
 * Here the vocabulary (every word of the names, a few thousand, which copies of a catalogue do not
 * multiply) gives the words holding the term, each with its tier; each word's postings come from
 * item_words_scope_idx in the popular order and stop at the page's last row; the items are put
 * together at their best tier. The count reads postings only (no item), and stops at the cap.
 *
 * It answers what the names' LIKE answers for a term of one word: the names are split at their
 * spaces, as `% term%` and `% term %` read them.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';

/** Above this many words holding the term (a letter or two), the trigram index reads fewer rows. */
export const MAX_HELD_WORDS = 40;

/** A word of the vocabulary holding the term: 0 the term itself, 1 it starts with the term, 2 it holds it inside. */
export interface HeldWord {
  word: string;
  tier: 0 | 1 | 2;
}

/** A row of a page, as catalog.ts reads it: the item and its store with their row versions. */
export interface WordRowRef {
  id: number;
  version: string;
  storeId: number;
  storeVersion: string;
}

const escapeLike = (text: string): string => text.replace(/[\\%_]/g, (m) => `\\${m}`);

/** Both drivers answer a raw statement's rows as `rows`. */
async function rowsOf<T>(db: Db, query: SQL): Promise<T[]> {
  const result = await db.execute(query);
  return (result as unknown as { rows: T[] }).rows;
}

/**
 * The vocabulary's words holding the term once folded (souk_fold), each with its tier, or null
 * when the folded term is not one word or more than MAX_HELD_WORDS words hold it.
 */
export async function wordsHolding(db: Db, term: string): Promise<HeldWord[] | null> {
  if (/\s/.test(term.trim()) || term.trim() === '') return null;
  const [row] = await rowsOf<{ folded: string; words: string[] | null }>(
    db,
    sql`SELECT souk_fold(${term}) AS folded,
      ARRAY(SELECT word FROM search_words WHERE word LIKE '%' || (SELECT souk_fold(${escapeLike(term)})) || '%' LIMIT ${MAX_HELD_WORDS + 1}) AS words`,
  );
  if (!row || row.folded === '' || /\s/.test(row.folded)) return null;
  const words = row.words ?? [];
  if (words.length > MAX_HELD_WORDS) return null;
  return words.map((word) => ({ word, tier: word === row.folded ? 0 : word.startsWith(row.folded) ? 1 : 2 }));
}

/** The stores switched off (few, usually none), read once per statement. */
const SWITCHED_OFF = sql`WITH off AS MATERIALIZED (SELECT ARRAY(SELECT id FROM stores WHERE status <> 1) AS ids)`;

/** The postings of items (the active ones of active stores) or of stores (the active ones), and their popular order. */
const POSTINGS = {
  items: { list: sql`SELECT item_id AS id, store_id, order_count`, from: sql`item_words`, active: sql`AND store_id <> ALL ((SELECT ids FROM off)::int[])`, order: sql`order_count DESC, item_id DESC` },
  stores: { list: sql`SELECT store_id AS id, store_id, order_count`, from: sql`store_words`, active: sql``, order: sql`order_count DESC, store_id` },
} as const;
type Postings = keyof typeof POSTINGS;

/** Each zone's and word's postings in the popular order, at most `limit` of each, one after the other. */
function postings(kind: Postings, words: HeldWord[], zoneIds: number[], moduleId: number, limit: number): SQL {
  const p = POSTINGS[kind];
  const lists = zoneIds.flatMap((zoneId) =>
    words.map(
      ({ word, tier }) => sql`(${p.list}, ${tier}::int AS tier FROM ${p.from}
        WHERE zone_id = ${zoneId} AND module_id = ${moduleId} AND word = ${word} ${p.active}
        ORDER BY ${p.order} LIMIT ${limit})`,
    ),
  );
  return sql.join(lists, sql` UNION ALL `);
}

/** How many items or stores the words' postings hold, counting no further than `cap`. */
const matchCount = (kind: Postings, words: HeldWord[], zoneIds: number[], moduleId: number, cap: number): SQL =>
  sql`(SELECT count(*) FROM (SELECT DISTINCT id FROM (${postings(kind, words, zoneIds, moduleId, cap)}) AS listed) AS found)`;

/** The postings put together, one row per item or store at its best tier, in the page's order. */
const ranked = (kind: Postings, words: HeldWord[], zoneIds: number[], moduleId: number, limit: number): SQL =>
  sql`(SELECT id, store_id, min(tier) AS tier, max(order_count) AS order_count
    FROM (${postings(kind, words, zoneIds, moduleId, limit)}) AS listed GROUP BY id, store_id) AS p`;

/** The count alone (a page past the last row, or a part the page does not reach). */
async function countOnly(db: Db, kind: Postings, words: HeldWord[], zoneIds: number[], moduleId: number, cap: number): Promise<number> {
  if (cap <= 0) return 0;
  const [row] = await rowsOf<{ matches: number | string }>(db, sql`${SWITCHED_OFF} SELECT ${matchCount(kind, words, zoneIds, moduleId, cap)} AS matches`);
  return Math.min(cap, Number(row?.matches ?? 0));
}

/**
 * A page of the items whose names hold the words (`need` rows after `skip`), best tier first, then
 * the popular order, with how many there are up to `cap` (0: not counted).
 */
export async function wordPage(db: Db, words: HeldWord[], zoneIds: number[], moduleId: number, need: number, skip: number, cap: number): Promise<{ rows: WordRowRef[]; matches: number }> {
  if (words.length === 0 || zoneIds.length === 0) return { rows: [], matches: 0 };
  if (need <= 0) return { rows: [], matches: await countOnly(db, 'items', words, zoneIds, moduleId, cap) };
  const counted = cap > 0 ? matchCount('items', words, zoneIds, moduleId, cap) : sql`0`;
  const found = await rowsOf<{ id: number; version: string; store_id: number; store_version: string; matches: number | string }>(
    db,
    sql`${SWITCHED_OFF}
    SELECT p.id, (SELECT own.xmin::text FROM items AS own WHERE own.id = p.id) AS version, p.store_id,
      (SELECT s.xmin::text FROM stores AS s WHERE s.id = p.store_id) AS store_version, ${counted} AS matches
    FROM ${ranked('items', words, zoneIds, moduleId, skip + need)}
    ORDER BY p.tier, p.order_count DESC, p.id DESC LIMIT ${need} OFFSET ${skip}`,
  );
  const rows = found.map((r) => ({ id: Number(r.id), version: r.version, storeId: Number(r.store_id), storeVersion: r.store_version }));
  const first = found[0];
  if (first) return { rows, matches: Math.min(cap, Number(first.matches)) };
  return { rows, matches: skip > 0 ? await countOnly(db, 'items', words, zoneIds, moduleId, cap) : 0 };
}

/** The same for the stores whose names hold the words: their ids, best tier first, then the popular order. */
export async function storeWordPage(db: Db, words: HeldWord[], zoneIds: number[], moduleId: number, need: number, skip: number, cap: number): Promise<{ ids: number[]; matches: number }> {
  if (words.length === 0 || zoneIds.length === 0) return { ids: [], matches: 0 };
  if (need <= 0) return { ids: [], matches: await countOnly(db, 'stores', words, zoneIds, moduleId, cap) };
  const counted = cap > 0 ? matchCount('stores', words, zoneIds, moduleId, cap) : sql`0`;
  const found = await rowsOf<{ id: number; matches: number | string }>(
    db,
    sql`${SWITCHED_OFF} SELECT p.id, ${counted} AS matches FROM ${ranked('stores', words, zoneIds, moduleId, skip + need)}
    ORDER BY p.tier, p.order_count DESC, p.id LIMIT ${need} OFFSET ${skip}`,
  );
  const first = found[0];
  if (first) return { ids: found.map((r) => Number(r.id)), matches: Math.min(cap, Number(first.matches)) };
  return { ids: [], matches: skip > 0 ? await countOnly(db, 'stores', words, zoneIds, moduleId, cap) : 0 };
}
