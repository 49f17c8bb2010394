import '@testing-library/jest-dom';

/**
 * The suite's second run of the API tests (scripts/test.mjs) points SOUK_TEST_PG_URL at a real
 * PostgreSQL server: each test file then gets a database of its own on that server (as each
 * gets its own in-memory PGlite otherwise), a copy of one migrated and seeded database
 * (src/backend/db/test-pg-template.ts).
 */
const pgAdminUrl = process.env.SOUK_TEST_PG_URL;
// only for the API tests (node environment); component tests in jsdom need no database
if (pgAdminUrl && typeof window === 'undefined') {
  beforeAll(async () => {
    const { createTestDatabase } = await import('./src/backend/db/test-pg-template');
    process.env.DATABASE_URL = await createTestDatabase(pgAdminUrl);
  }, 120_000);
}
