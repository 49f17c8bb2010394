/**
 * How PostgreSQL reads the names that hold a search term: by walking items_scope_search_idx (a
 * zone's active items of a module in the popular order, migration 0021_search_walk) and stopping at
 * the TOTAL_CAP-th match, or through the trigram index (every match read from the table, then
 * sorted). A word many names hold is cheaper walked, a rare one through the trigram index.
 *
 * The planner made that choice from its estimate of how many names hold the term, and the estimate
 * came from ANALYZE's random sample: at 1 000 times the demo catalogue, six ANALYZE runs in a row
 * chose the trigram index for `pizza` four times (23-35 ms) and the walk twice (5 ms). So the
 * choice is made here, from the names themselves: the 5 000 most popular of the scope are read
 * from the index (index-only, 1-2 ms, once in ten minutes a term), and the share of them holding
 * the term gives what each way would read.
 */
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { items, storeCounts } from '../db/schema';
import { processMap, trimOldest } from '../process-maps';
import { TOTAL_CAP } from './catalog';

/**
 * How many of the scope's most popular names the probe reads: the most popular hold a common word
 * more often than the rest (`pizza` at 100x: 6.2 % of the first 2 000, 4.5 % of all 12 785), so
 * the probe reads enough of them to tell a word a twentieth of the names hold from one a tenth do.
 */
export const PROBE_NAMES = 5000;

/**
 * What one name found through the trigram index costs, in index entries walked. On PostgreSQL 15,
 * a match read from the table cost 2.2 µs at 100 times the demo catalogue (the tables in memory)
 * and 3.5-6 µs at 1 000 times; an entry walked 0.2-0.26 µs at both (grill at 1 000x: 4 259 matches
 * in 27 ms; its 1 000th match walked to in 6.5 ms). Between the two sizes' ratios, 11 and 15-25:
 * of seven words at both sizes, the choice so made was the cheaper way for thirteen of the
 * fourteen (`cake` at 1 000x: 19 ms through the index against 13 ms walked).
 */
export const MATCH_COST_IN_ENTRIES = 16;

export interface Probe {
  /** Names read (fewer than PROBE_NAMES: the scope has no more). */
  probed: number;
  /** Of those, the names holding the term. */
  hits: number;
  /** The scope's active items, as the database estimates them. */
  scopeItems: number;
}

/**
 * How long a term's choice is kept, and for how many terms: the choice only decides how the
 * answer is read, never what it holds (the answer is read afresh each time), so a popular term is
 * probed once in a while rather than at every search (the probe: 1-2 ms of PostgreSQL).
 */
const CHOICE_TTL_MS = 10 * 60_000;
const MAX_CHOICES = 2000;

/**
 * Whether a search of `term` in one zone's items of one module walks the popular order: from the
 * kept choice while it is fresh, else from a probe.
 */
export async function walksFor(db: Db, term: string, zoneId: number, moduleId: number, now = Date.now()): Promise<boolean> {
  const choices = processMap<{ walk: boolean; until: number }>('searchWalkChoices');
  const key = `${zoneId}:${moduleId}:${term.trim().toLowerCase()}`;
  const kept = choices.get(key);
  if (kept && kept.until > now) return kept.walk;
  const walk = walkIsCheaper(await probeTerm(db, term, zoneId, moduleId));
  choices.delete(key);
  choices.set(key, { walk, until: now + CHOICE_TTL_MS });
  trimOldest(choices, MAX_CHOICES);
  return walk;
}

/** Whether walking the popular order reads less than the trigram index would. */
export function walkIsCheaper({ probed, hits, scopeItems }: Probe, cap: number = TOTAL_CAP): boolean {
  if (hits === 0) return false;
  const share = hits / probed;
  const rows = probed < PROBE_NAMES ? probed : Math.max(scopeItems, probed);
  const walked = Math.min(rows, cap / share);
  return walked < MATCH_COST_IN_ENTRIES * share * rows;
}

/**
 * The probe, one statement: the scope's PROBE_NAMES most popular names (index-only), how many hold
 * the term, and the scope's size from the index's row estimate shared out by its stores.
 */
export async function probeTerm(db: Db, term: string, zoneId: number, moduleId: number): Promise<Probe> {
  const popular = db
    .select({ name: sql<string>`${items}."search_name"`.as('search_name') })
    .from(items)
    .where(and(eq(items.status, 1), eq(items.zoneId, zoneId), eq(items.moduleId, moduleId)))
    .orderBy(desc(items.orderCount), desc(items.id))
    .limit(PROBE_NAMES)
    .as('popular');
  const [row] = await db
    .select({
      probed: sql<number>`count(*)::int`,
      hits: sql<number>`(count(*) FILTER (WHERE strpos(${popular.name}, (SELECT souk_fold(${term}))) > 0))::int`,
      scopeItems: sql<number>`(SELECT greatest(c.reltuples, 0) FROM pg_class c WHERE c.oid = to_regclass('items_scope_search_idx'))
        * coalesce((SELECT sum(${storeCounts.stores}) FROM ${storeCounts} WHERE ${storeCounts.zoneId} = ${zoneId} AND ${storeCounts.moduleId} = ${moduleId}), 0)
        / greatest((SELECT sum(${storeCounts.stores}) FROM ${storeCounts}), 1)`.mapWith(Number),
    })
    .from(popular);
  return { probed: row?.probed ?? 0, hits: row?.hits ?? 0, scopeItems: row?.scopeItems ?? 0 };
}
