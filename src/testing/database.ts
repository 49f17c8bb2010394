/**
 * The API tests' databases (jest.setup.ts calls this in the node environment): prepared as the
 * API's first start prepares them (db/prepare.ts), and started from copies of one seeded database
 * (./seed-copy.ts) unless SOUK_TEST_SEED_COPY=0. With SOUK_TEST_PG_URL, each test file gets a
 * database of its own on that PostgreSQL server (./pg-template.ts).
 */
import { prepareDatabasesWith, startDatabasesFrom } from '../backend/db/hooks';
import { seedCopies } from './seed-copy';

/** Sets up the databases a test file may open; loads no database code until one is opened. */
export async function useTestDatabases(): Promise<void> {
  prepareDatabasesWith(async (db, kind) => (await import('../backend/db/prepare')).prepareDatabase(db, kind));
  startDatabasesFrom(seedCopies());
  const pgAdminUrl = process.env.SOUK_TEST_PG_URL;
  if (pgAdminUrl) {
    const { createTestDatabase } = await import('./pg-template');
    process.env.DATABASE_URL = await createTestDatabase(pgAdminUrl);
  }
}
