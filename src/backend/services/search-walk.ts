/**
 * How PostgreSQL reads the names that hold a search term: by walking items_scope_search_idx (a
 * zone's active items of a module in the popular order, migration 0021_search_walk) and stopping at
 * the TOTAL_CAP-th match, or through the trigram index (every match read from the table, then
 * sorted). A word many names hold is cheaper walked, a rare one through the trigram index.
 *
 * The planner made that choice from its estimate of how many names hold the term, and the estimate
 * came from ANALYZE's random sample: at 1 000 times the demo catalogue, five ANALYZE runs in a row
 * chose the trigram index for `pizza` four times (23-35 ms) and the walk once (5 ms). So the
 * choice is made here, from the names themselves: the 2 000 most popular of the scope are read
 * from the index (index-only, well under a millisecond), and the share of them holding the term
 * gives what each way would read.
 */
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { items, storeCounts } from '../db/schema';
import { TOTAL_CAP } from './catalog';

/** How many of the scope's most popular names the probe reads. */
export const PROBE_NAMES = 2000;

/**
 * What one name found through the trigram index costs, in index entries walked: at 1 000 times
 * the demo catalogue on PostgreSQL 15, 4.7 µs a match read from the table against 0.26 µs an
 * entry walked (grill: 4 259 matches in 20 ms; 28 000 entries walked to its 1 000th in 7.4 ms).
 */
export const MATCH_COST_IN_ENTRIES = 18;

export interface Probe {
  /** Names read (fewer than PROBE_NAMES: the scope has no more). */
  probed: number;
  /** Of those, the names holding the term. */
  hits: number;
  /** The scope's active items, as the database estimates them. */
  scopeItems: number;
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
