/**
 * `npm run vitals`: the 75th percentiles of the Core Web Vitals that visits reported (field
 * data, see docs/performance.md), per route, for the last day and the last week.
 * Reads the database the server writes to: PGlite under DATA_DIR (default ./data/pglite), or
 * PostgreSQL at DATABASE_URL.   Flags: --json (machine-readable)
 */
import { closeDatabase, getRawDb, runMigrations } from '../src/backend/db/client';
import { vitalsReport } from '../src/backend/services/vitals';
import { vitalsTable } from './lib/vitals-table';

async function main(): Promise<void> {
  const { db, kind } = await getRawDb();
  await runMigrations(db, kind);
  const report = await vitalsReport(db);
  if (process.argv.includes('--json')) console.log(JSON.stringify(report));
  else console.log(`Field data: 75th percentiles per route, all devices (values counted in brackets)\n\n${vitalsTable(report)}`);
}

main()
  .catch((error: unknown) => {
    console.error('✗ Could not read the field data:', error instanceof Error ? error.message : error);
    process.exitCode = 1;
  })
  .finally(() => closeDatabase());
