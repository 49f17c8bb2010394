/**
 * The database handle. PostgreSQL semantics everywhere:
 * - DATABASE_URL set            → a `pg` Pool on that server;
 * - NODE_ENV=test or SOUK_DB=memory → in-memory PGlite;
 * - otherwise                   → PGlite persisted under DATA_DIR (default ./data/pglite).
 *
 * Next.js bundles the API route and every page separately, so module state is duplicated between
 * bundles: the handle and the ready promise live on globalThis under one well-known symbol.
 */
import path from 'node:path';
import fs from 'node:fs';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import * as schema from './schema';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

interface DbState {
  db: Db;
  kind: 'pglite-memory' | 'pglite-disk' | 'postgres';
  close: () => Promise<void>;
  /** Migrate + seed-if-empty, once per process. */
  ready?: Promise<void>;
}

const KEY = Symbol.for('souk.backend.db');
type GlobalWithDb = typeof globalThis & { [KEY]?: Promise<DbState> };
const g = globalThis as GlobalWithDb;

export function migrationsFolder(): string {
  return path.resolve(process.cwd(), 'src/backend/db/migrations');
}

function dataDir(): string {
  return path.resolve(process.cwd(), process.env.DATA_DIR ?? './data/pglite');
}

async function open(): Promise<DbState> {
  const url = process.env.DATABASE_URL;
  if (url) {
    const { Pool } = await import('pg');
    const { drizzle } = await import('drizzle-orm/node-postgres');
    const pool = new Pool({ connectionString: url, max: Number(process.env.DATABASE_POOL_MAX ?? 10) });
    const db = drizzle(pool, { schema }) as unknown as Db;
    return { db, kind: 'postgres', close: () => pool.end() };
  }
  const { PGlite } = await import('@electric-sql/pglite');
  const { drizzle } = await import('drizzle-orm/pglite');
  const memory = process.env.NODE_ENV === 'test' || process.env.SOUK_DB === 'memory';
  let client: InstanceType<typeof PGlite>;
  if (memory) {
    client = new PGlite();
  } else {
    const dir = dataDir();
    fs.mkdirSync(dir, { recursive: true });
    client = new PGlite(dir);
  }
  await client.waitReady;
  const db = drizzle(client, { schema }) as unknown as Db;
  return { db, kind: memory ? 'pglite-memory' : 'pglite-disk', close: () => client.close() };
}

async function state(): Promise<DbState> {
  if (!g[KEY]) {
    g[KEY] = open().catch((err: unknown) => {
      delete g[KEY];
      throw err;
    });
  }
  return g[KEY];
}

/** The raw handle, without migrating (scripts use it). */
export async function getRawDb(): Promise<{ db: Db; kind: DbState['kind'] }> {
  const s = await state();
  return { db: s.db, kind: s.kind };
}

export async function runMigrations(db: Db, kind: DbState['kind']): Promise<void> {
  const config = { migrationsFolder: migrationsFolder() };
  if (kind === 'postgres') {
    const { migrate } = await import('drizzle-orm/node-postgres/migrator');
    await migrate(db as unknown as Parameters<typeof migrate>[0], config);
  } else {
    const { migrate } = await import('drizzle-orm/pglite/migrator');
    await migrate(db as unknown as Parameters<typeof migrate>[0], config);
  }
}

async function prepare(s: DbState): Promise<void> {
  await runMigrations(s.db, s.kind);
  const { seedIfEmpty } = await import('../seed');
  await seedIfEmpty(s.db);
}

/** Migrate and seed an empty database, once per process; every handler awaits this. */
export async function getDb(): Promise<Db> {
  const s = await state();
  if (!s.ready) {
    s.ready = prepare(s).catch((err: unknown) => {
      s.ready = undefined;
      throw err;
    });
  }
  await s.ready;
  return s.db;
}

export async function ensureDatabase(): Promise<void> {
  await getDb();
}

/** Drop everything, migrate and seed afresh. */
export async function resetDatabase(): Promise<void> {
  const s = await state();
  if (s.ready) await s.ready.catch(() => undefined);
  const { sql } = await import('drizzle-orm');
  // Dropping the schemas is the one statement the query builder cannot express.
  for (const stmt of ['DROP SCHEMA IF EXISTS public CASCADE', 'DROP SCHEMA IF EXISTS drizzle CASCADE', 'CREATE SCHEMA public']) {
    await s.db.execute(sql.raw(stmt));
  }
  s.ready = prepare(s);
  await s.ready;
}

export async function closeDatabase(): Promise<void> {
  const pending = g[KEY];
  if (!pending) return;
  delete g[KEY];
  const s = await pending;
  await s.close();
}
