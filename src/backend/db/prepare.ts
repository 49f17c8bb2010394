/**
 * The database's first start: migrations, the seed when the database is empty, and the planner's
 * statistics. The API's entry (src/backend/index.ts) and scripts/db.ts give this to
 * db/client.ts (prepareDatabasesWith); the client itself never imports the seed.
 */
import { env } from '../../lib/env';
import { runMigrations, type Db, type DbKind } from './client';

/** The advisory lock several processes starting on one empty PostgreSQL take turns under. */
export const PREPARE_LOCK = 7_424_001;

/**
 * Runs `work` holding PostgreSQL's advisory lock on a connection of its own: processes started
 * together on one database (`npm run cluster`) migrate and seed one after the other, the later
 * ones finding it done. PGlite belongs to one process and needs no lock.
 */
async function underPrepareLock(kind: DbKind, work: () => Promise<void>): Promise<void> {
  const url = env('DATABASE_URL');
  if (kind !== 'postgres' || !url) return work();
  const { Client } = await import('pg');
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    await client.query('SELECT pg_advisory_lock($1)', [PREPARE_LOCK]);
    await work();
  } finally {
    await client.end().catch(() => undefined);
  }
}

/**
 * Migrates, seeds an empty database and, when either changed it, gathers the planner's statistics
 * (the search's trigram indexes and the lists' ordered ones are chosen on them). A start that
 * changes nothing reads nothing more: ANALYZE reads every table, so a start would grow with the
 * data (3.9 s at 100 times the demo catalogue); PostgreSQL's autovacuum and the PGlite worker's
 * own maintenance keep the statistics as rows change.
 */
export async function prepareDatabase(db: Db, kind: DbKind): Promise<void> {
  await underPrepareLock(kind, async () => {
    const migrated = await runMigrations(db, kind);
    const { seedIfEmpty } = await import('../seed');
    const seeded = await seedIfEmpty(db);
    if (migrated > 0 || seeded) await analyze(db, seeded);
  });
}

/**
 * The planner's statistics, gathered for every table; after a seed (`vacuum`), the tables' pages
 * are marked all-visible too, so that the lists' index-only scans and counts read no table rows.
 */
export async function analyze(db: Db, vacuum = false): Promise<void> {
  const { sql } = await import('drizzle-orm');
  await db.execute(sql.raw(vacuum ? 'VACUUM (ANALYZE)' : 'ANALYZE'));
}

