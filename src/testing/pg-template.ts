/**
 * Jest only, for the API tests' run against a PostgreSQL server (SOUK_TEST_PG_URL, jest.setup.ts):
 * each test file gets a database of its own, created as a copy of one seeded database
 * (CREATE DATABASE … TEMPLATE …) instead of migrating and seeding its own.
 *
 * The seeded database is made once per server by the first test file that asks (the others wait
 * on an advisory lock), under a name keyed by the hash of what it is made from, and made again
 * when no longer fresh (copyIsFresh: the seed's dates are relative to when it ran). Copies are made under
 * the same lock, so a template is never dropped while it is being copied.
 */
import type { Client as PgClient } from 'pg';
import type { Db } from '../backend/db/types';
import { prepareDatabase } from '../backend/db/prepare';
import * as schema from '../backend/db/schema';
import { copyIsFresh, PG_SEEDED_URL_ENV, seedCopyEnabled, seedSourceHash } from './seed-copy';

/** One lock for every test process on the server (pg_advisory_lock's key). */
const LOCK_KEY = 0x50_75_6b_01;

function urlOf(adminUrl: string, database: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${database}`;
  return url.toString();
}

/** Migrates and seeds the database at `url`, as the API does with an empty one. */
async function seedDatabase(url: string): Promise<void> {
  const { Pool } = await import('pg');
  const { drizzle } = await import('drizzle-orm/node-postgres');
  const pool = new Pool({ connectionString: url, max: 1 });
  try {
    await prepareDatabase(drizzle(pool, { schema }) as unknown as Db, 'postgres');
  } finally {
    await pool.end();
  }
}

/** The seeded template's name, made (or made again when too old) if needed; call under the lock. */
async function seededTemplate(admin: PgClient, adminUrl: string): Promise<string> {
  const template = `souk_seed_${seedSourceHash()}`;
  const found = await admin.query<{ made: string | null }>("SELECT shobj_description(oid, 'pg_database') AS made FROM pg_database WHERE datname = $1", [template]);
  const row = found.rows[0];
  if (row && copyIsFresh(Number(row.made), Date.now())) return template;
  if (row) await admin.query(`DROP DATABASE ${template}`);
  const building = `${template}_building`;
  await admin.query(`DROP DATABASE IF EXISTS ${building}`);
  await admin.query(`CREATE DATABASE ${building}`);
  await seedDatabase(urlOf(adminUrl, building));
  await admin.query(`ALTER DATABASE ${building} RENAME TO ${template}`);
  await admin.query(`COMMENT ON DATABASE ${template} IS '${Date.now()}'`);
  return template;
}

/**
 * Creates a database of this test file's own on the server at `adminUrl` and returns its URL:
 * a copy of the seeded template (and then marked so the API does not migrate and seed it), or an
 * empty one the API migrates and seeds itself when SOUK_TEST_SEED_COPY=0.
 */
export async function createTestDatabase(adminUrl: string): Promise<string> {
  const { Client } = await import('pg');
  const name = `souk_${process.env.JEST_WORKER_ID ?? '0'}_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 8)}`;
  const admin = new Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    if (!seedCopyEnabled()) {
      await admin.query(`CREATE DATABASE ${name}`);
      return urlOf(adminUrl, name);
    }
    await admin.query('SELECT pg_advisory_lock($1)', [LOCK_KEY]);
    try {
      const template = await seededTemplate(admin, adminUrl);
      await admin.query(`CREATE DATABASE ${name} TEMPLATE ${template}`);
    } finally {
      await admin.query('SELECT pg_advisory_unlock($1)', [LOCK_KEY]);
    }
    const url = urlOf(adminUrl, name);
    process.env[PG_SEEDED_URL_ENV] = url;
    return url;
  } finally {
    await admin.end();
  }
}
