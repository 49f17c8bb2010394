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
 * together at their best tier. The count reads the words' kept counts (word_counts), or, when
 * several of them have postings, the postings only (no item), and stops at the cap.
 *
 * It answers what the names' LIKE answers for a term of one word: the names are split at their
 * spaces, as `% term%` and `% term %` read them.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import { rowsOf } from '../db/rows';
import type { RowRef, StoreRef } from './catalog';
import { itemVersions } from './item-extras';
import { wordCounts } from '../db/schema';

/** Above this many words holding the term (a letter or two), the trigram index reads fewer rows. */
export const MAX_HELD_WORDS = 40;


const escapeLike = (text: string): string => text.replace(/[\\%_]/g, (m) => `\\${m}`);

/**
 * The term, when it is one word of at least three letters (no space in it); else null. Shorter
 * terms are held by too many words, and are read as before (on PostgreSQL, a walk of the popular
 * order when the probe finds it cheaper).
 */
export function oneWord(term: string | undefined): string | null {
  const word = term?.trim() ?? '';
  return [...word].length >= 3 && !/\s/.test(word) ? word : null;
}

/** The postings of items (the active ones of active stores) or of stores (the active ones), and their popular order. */
const POSTINGS = {
  items: { list: sql`SELECT item_id AS id, store_id, order_count`, from: sql`item_words`, active: sql`AND store_id <> ALL ((SELECT ids FROM off)::int[])`, order: sql`order_count DESC, item_id DESC` },
  stores: { list: sql`SELECT store_id AS id, store_id, order_count`, from: sql`store_words`, active: sql``, order: sql`order_count DESC, store_id` },
} as const;
type Postings = keyof typeof POSTINGS;

/**
 * The statement's words: the vocabulary's words holding the folded term (at most one more than
 * MAX_HELD_WORDS, so that their number tells whether to go on), each with its tier (0 the term
 * itself, 1 starting with it, 2 holding it inside); none when there are too many.
 */
const heldWords = (term: string): SQL => sql`WITH term AS MATERIALIZED (SELECT souk_fold(${term}) AS folded, souk_fold(${escapeLike(term)}) AS pattern),
  held AS MATERIALIZED (SELECT s.word FROM search_words AS s, term WHERE s.word LIKE '%' || term.pattern || '%' LIMIT ${MAX_HELD_WORDS + 1}),
  words AS MATERIALIZED (SELECT h.word, CASE WHEN h.word = t.folded THEN 0 WHEN left(h.word, length(t.folded)) = t.folded THEN 1 ELSE 2 END AS tier
    FROM held AS h, term AS t WHERE (SELECT count(*) FROM held) <= ${MAX_HELD_WORDS}),
  off AS MATERIALIZED (SELECT ARRAY(SELECT id FROM stores WHERE status <> 1) AS ids)`;

/** Each zone's and word's postings in the popular order, at most `limit` of each. */
function postings(kind: Postings, zoneIds: number[], moduleId: number, limit: number): SQL {
  const p = POSTINGS[kind];
  return sql`SELECT l.id, l.store_id, l.order_count, w.tier FROM words AS w CROSS JOIN unnest(${sql.param([...new Set(zoneIds)])}::int[]) AS z(id)
    CROSS JOIN LATERAL (${p.list} FROM ${p.from} WHERE zone_id = z.id AND module_id = ${moduleId} AND word = w.word ${p.active}
      ORDER BY ${p.order} LIMIT ${limit}) AS l`;
}

/** A row of the page: its id, its store's id, its versions (item-extras.ts's itemVersions for an item) and its store's version. */
type PageEntry = [number, number, [string | null, string | null] | null, string | null];

interface PageRow {
  held: number | string;
  matches: number | string;
  /** The page's rows in its order, null when it holds none. */
  page: PageEntry[] | null;
}

/**
 * One statement: the words holding the term, a page of what their postings hold (`need` rows
 * after `skip`: best tier first, then the popular order), and how many, up to `cap` (0: not
 * counted). Null when too many words hold the term.
 */
async function postingsPage(db: Db, kind: Postings, term: string, zoneIds: number[], moduleId: number, need: number, skip: number, cap: number): Promise<{ rows: PageEntry[]; matches: number } | null> {
  const zones = sql.param([...new Set(zoneIds)]);
  // how many rows the words' postings hold: the kept counts' sum (migration 0027_word_counts) when
  // at most one of the words has postings here, for then no row is counted twice (`grill` and
  // `grilled` are both held, and no store is named `grilled`); else the rows, each once, up to `cap`
  const kept = kind === 'items' ? wordCounts.items : wordCounts.stores;
  const counted =
    cap > 0
      ? sql`coalesce(
          (SELECT CASE WHEN count(DISTINCT ${wordCounts.word}) FILTER (WHERE ${kept} > 0) <= 1 THEN coalesce(sum(${kept}), 0) END
            FROM ${wordCounts} WHERE ${wordCounts.zoneId} = ANY(${zones}::int[]) AND ${wordCounts.moduleId} = ${moduleId} AND ${wordCounts.word} IN (SELECT word FROM words)),
          (SELECT count(*) FROM (SELECT DISTINCT id FROM (${postings(kind, zoneIds, moduleId, cap)}) AS l) AS d))`
      : sql`0`;
  const versions =
    kind === 'items'
      ? sql`${itemVersions(sql`r.id`)} AS versions, (SELECT s.xmin::text FROM stores AS s WHERE s.id = r.store_id) AS store_version`
      : sql`ARRAY[(SELECT s.xmin::text FROM stores AS s WHERE s.id = r.id), NULL] AS versions, NULL::text AS store_version`;
  const idOrder = kind === 'items' ? sql`DESC` : sql`ASC`;
  // the page comes back as one JSON value, not as rows: PGlite's worker reads every field of every
  // row apart and posts each row to the main thread (at 100 times the demo, a page of twelve stores
  // named grill took 0.17 ms a call more than a page of one, run one after the other; as one value,
  // 0.02 ms more)
  const found = await rowsOf<PageRow>(
    db,
    sql`${heldWords(term)}
    SELECT c.held, c.matches, (
      SELECT json_agg(json_build_array(pg.id, pg.store_id, pg.versions, pg.store_version) ORDER BY pg.tier, pg.order_count DESC, pg.id ${idOrder})
      FROM (
        SELECT r.id, r.store_id, r.tier, r.order_count, ${versions}
        FROM (SELECT id, store_id, min(tier) AS tier, max(order_count) AS order_count FROM (${postings(kind, zoneIds, moduleId, skip + need)}) AS l GROUP BY id, store_id) AS r
        ORDER BY r.tier, r.order_count DESC, r.id ${idOrder} LIMIT ${need} OFFSET ${skip}
      ) AS pg
    ) AS page
    FROM (SELECT (SELECT count(*) FROM held) AS held, ${counted} AS matches) AS c`,
  );
  const first = found[0];
  if (!first || Number(first.held) > MAX_HELD_WORDS) return null;
  return { rows: first.page ?? [], matches: Math.min(cap, Number(first.matches)) };
}

/**
 * A page of the items whose names hold the one-word term (`need` rows after `skip`), with how
 * many there are up to `cap` (0: not counted); null when too many words hold the term.
 */
export async function wordPage(db: Db, term: string, zoneIds: number[], moduleId: number, need: number, skip: number, cap: number): Promise<{ rows: RowRef[]; matches: number } | null> {
  const page = await postingsPage(db, 'items', term, zoneIds, moduleId, need, skip, cap);
  if (!page) return null;
  return { rows: page.rows.map(([id, storeId, versions, storeVersion]) => ({ id, version: versions?.[0] ?? '', storeId, storeVersion: storeVersion ?? '', extras: versions?.[1] })), matches: page.matches };
}

/** The same for the stores whose names hold the term: their ids and row versions, in the page's order. */
export async function storeWordPage(db: Db, term: string, zoneIds: number[], moduleId: number, need: number, skip: number, cap: number): Promise<{ refs: StoreRef[]; matches: number } | null> {
  const page = await postingsPage(db, 'stores', term, zoneIds, moduleId, need, skip, cap);
  return page && { refs: page.rows.map(([id, , versions]) => ({ id, version: versions?.[0] ?? '' })), matches: page.matches };
}

/**
 * The stores with a word close to the term (pg_trgm's word similarity, `<%`, from the
 * vocabulary's trigram index) and none holding it: closest first, then the popular order; with
 * how many, up to `cap`. One statement, which reads the close words' postings only, where a
 * closeness test of every store name sharing a few letters with the term grew with the catalogue
 * (`grill` at 100 times the demo: 1.6 ms of PGlite's worker, 0.55 at 1×).
 */
export async function storeCloseWordPage(db: Db, term: string, zoneIds: number[], moduleId: number, need: number, skip: number, cap: number): Promise<{ refs: StoreRef[]; matches: number }> {
  if (cap <= 0 && need <= 0) return { refs: [], matches: 0 };
  const found = await rowsOf<{ matches: number | string; id: number | null; version: string | null }>(
    db,
    sql`WITH term AS MATERIALIZED (SELECT souk_fold(${term}) AS folded),
      close AS MATERIALIZED (SELECT s.word, word_similarity(t.folded, s.word) AS sim FROM search_words AS s, term AS t
        WHERE t.folded <% s.word AND strpos(s.word, t.folded) = 0 LIMIT ${MAX_HELD_WORDS}),
      found AS MATERIALIZED (SELECT w.store_id AS id, max(c.sim) AS sim, max(w.order_count) AS order_count
        FROM close AS c JOIN store_words AS w ON w.word = c.word AND w.zone_id = ANY (${sql.param(zoneIds)}::int[]) AND w.module_id = ${moduleId}
        WHERE NOT EXISTS (SELECT 1 FROM store_words AS x, term AS t WHERE x.store_id = w.store_id AND strpos(x.word, t.folded) > 0)
        GROUP BY w.store_id)
    SELECT c.matches, pg.id, pg.version
    FROM (SELECT (SELECT count(*) FROM (SELECT 1 FROM found LIMIT ${cap}) AS f) AS matches) AS c
    LEFT JOIN LATERAL (SELECT f.id, f.sim, f.order_count, (SELECT s.xmin::text FROM stores AS s WHERE s.id = f.id) AS version FROM found AS f
      ORDER BY f.sim DESC, f.order_count DESC, f.id LIMIT ${need} OFFSET ${skip}) AS pg ON true
    ORDER BY pg.sim DESC, pg.order_count DESC, pg.id`,
  );
  return {
    refs: found.flatMap((r) => (r.id === null ? [] : [{ id: Number(r.id), version: r.version ?? '' }])),
    matches: Math.min(Math.max(cap, 0), Number(found[0]?.matches ?? 0)),
  };
}
