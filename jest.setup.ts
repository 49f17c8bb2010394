import '@testing-library/jest-dom';

/**
 * The suite's second run of the API tests (scripts/test.mjs) points SOUK_TEST_PG_URL at a real
 * PostgreSQL server: each test file then gets a database of its own on that server (as each
 * gets its own in-memory PGlite otherwise), migrated and seeded by the embedded API itself.
 */
const pgAdminUrl = process.env.SOUK_TEST_PG_URL;
// only for the API tests (node environment); component tests in jsdom need no database
if (pgAdminUrl && typeof window === 'undefined') {
  beforeAll(async () => {
    const { Client } = await import('pg');
    const name = `souk_${process.env.JEST_WORKER_ID ?? '0'}_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 8)}`;
    const admin = new Client({ connectionString: pgAdminUrl });
    await admin.connect();
    try {
      await admin.query(`CREATE DATABASE ${name}`);
    } finally {
      await admin.end();
    }
    const url = new URL(pgAdminUrl);
    url.pathname = `/${name}`;
    process.env.DATABASE_URL = url.toString();
  }, 30_000);
}
