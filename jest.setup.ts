import '@testing-library/jest-dom';

/**
 * The API tests' databases (node environment; component tests in jsdom need none): prepared as
 * the API's first start prepares them and started from copies of one seeded database
 * (src/testing/database.ts). The suite's second run of the API tests (scripts/test.mjs) points
 * SOUK_TEST_PG_URL at a real PostgreSQL server: each test file then gets a database of its own on
 * that server (as each gets its own in-memory PGlite otherwise).
 */
if (typeof window === 'undefined') {
  beforeAll(async () => {
    const { useTestDatabases } = await import('./src/testing/database');
    await useTestDatabases();
  }, 120_000);
}
