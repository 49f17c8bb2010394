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

/** Plain SQL for the job queue (pg-boss's `db` option): parameters, or several statements without. */
export interface JobsSql {
  executeSql(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
}

interface DbState {
  db: Db;
  kind: 'pglite-memory' | 'pglite-disk' | 'postgres';
  close: () => Promise<void>;
  jobs: JobsSql;
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

interface QueryResultLike {
  rows: unknown[];
  fields: { name: string; dataTypeID: number }[];
  affectedRows?: number;
}

/**
 * PGlite's Node build uses dynamic import() while it boots, and Jest's module sandbox has none
 * (unless Node runs with --experimental-vm-modules). Under Jest the in-memory PGlite therefore runs
 * in a worker thread (db/pglite-jest-worker.mjs) behind this small client with the two methods
 * drizzle-orm/pglite calls: query() and transaction(). Same engine, same SQL, same results.
 */
/**
 * pg-boss on PGlite: parameterised statements go through query(); its scripts of several
 * statements (BEGIN … COMMIT, without parameters) through exec(), rolled back if one fails so the
 * single connection is never left inside an aborted transaction.
 */
function pgliteJobs(
  query: (text: string, values?: unknown[]) => Promise<QueryResultLike>,
  exec: (text: string) => Promise<QueryResultLike[]>,
): JobsSql {
  return {
    async executeSql(text, values) {
      if (values && values.length > 0) return query(text, values);
      try {
        const results = await exec(text);
        return results.length === 1 && results[0] ? results[0] : Object.assign(results, { rows: results.at(-1)?.rows ?? [] });
      } catch (err) {
        if (/\bBEGIN\b/i.test(text)) await exec('ROLLBACK').catch(() => undefined);
        throw err;
      }
    },
  };
}

async function openJestPglite(): Promise<{ client: object; jobs: JobsSql; close: () => Promise<void> }> {
  const { Worker } = await import('node:worker_threads');
  const worker = new Worker(path.resolve(process.cwd(), 'src/backend/db/pglite-jest-worker.mjs'));
  worker.unref();
  let seq = 0;
  const pending = new Map<number, { resolve: (v: QueryResultLike | QueryResultLike[] | null) => void; reject: (e: Error) => void }>();
  worker.on('message', (msg: { id: number; result?: QueryResultLike | QueryResultLike[] | null; error?: { message: string; code?: string } }) => {
    const p = pending.get(msg.id);
    if (!p) return;
    pending.delete(msg.id);
    if (msg.error) p.reject(Object.assign(new Error(msg.error.message), { code: msg.error.code }));
    else p.resolve(msg.result ?? null);
  });
  const send = (msg: Record<string, unknown>): Promise<QueryResultLike | QueryResultLike[] | null> =>
    new Promise((resolve, reject) => {
      seq += 1;
      pending.set(seq, { resolve, reject });
      worker.postMessage({ ...msg, id: seq });
    });
  const raw = {
    async query(sql: string, params: unknown[] = [], options: { rowMode?: string } = {}): Promise<QueryResultLike> {
      const r = (await send({ sql, params, rowMode: options.rowMode ?? 'object' })) as QueryResultLike | null;
      return r ?? { rows: [], fields: [] };
    },
  };
  // As PGlite does itself: one connection, so a transaction runs alone and other queries wait for it.
  let queue: Promise<unknown> = Promise.resolve();
  const exclusive = <T>(fn: () => Promise<T>): Promise<T> => {
    const run = queue.then(fn, fn);
    queue = run.catch(() => undefined);
    return run;
  };
  const client = {
    query: (sql: string, params: unknown[] = [], options: { rowMode?: string } = {}): Promise<QueryResultLike> =>
      exclusive(() => raw.query(sql, params, options)),
    transaction: <T>(fn: (tx: unknown) => Promise<T>): Promise<T> =>
      exclusive(async () => {
        await raw.query('BEGIN');
        try {
          const result = await fn(raw);
          await raw.query('COMMIT');
          return result;
        } catch (err) {
          await raw.query('ROLLBACK');
          throw err;
        }
      }),
  };
  await client.query(SEARCH_SETTINGS);
  const exec = (text: string) => exclusive(async () => ((await send({ exec: text })) ?? []) as QueryResultLike[]);
  return {
    client,
    jobs: pgliteJobs(client.query, exec),
    close: async () => {
      await send({ close: true }).catch(() => undefined);
      await worker.terminate();
    },
  };
}

/**
 * Search matches a term that is about 45% of a name's word trigrams alike ("chiken" finds
 * "Chicken"); pg_trgm's default of 60% misses most one-letter typos. Set on every connection.
 */
export const SEARCH_SETTINGS = 'SET pg_trgm.word_similarity_threshold = 0.45';

async function open(): Promise<DbState> {
  const url = process.env.DATABASE_URL;
  if (url) {
    const { Pool } = await import('pg');
    const { drizzle } = await import('drizzle-orm/node-postgres');
    const pool = new Pool({ connectionString: url, max: Number(process.env.DATABASE_POOL_MAX ?? 10) });
    pool.on('connect', (conn) => {
      conn.query(SEARCH_SETTINGS).catch(() => undefined);
    });
    const db = drizzle(pool, { schema }) as unknown as Db;
    const jobs: JobsSql = { executeSql: (text, values) => pool.query(text, values) };
    return { db, kind: 'postgres', close: () => pool.end(), jobs };
  }
  const { drizzle } = await import('drizzle-orm/pglite');
  const memory = process.env.NODE_ENV === 'test' || process.env.SOUK_DB === 'memory';
  if (memory && process.env.JEST_WORKER_ID !== undefined) {
    const { client, close, jobs } = await openJestPglite();
    const db = drizzle({ client: client as never, schema }) as unknown as Db;
    return { db, kind: 'pglite-memory', close, jobs };
  }
  const { PGlite } = await import('@electric-sql/pglite');
  // pg_trgm backs the catalogue search (migration 0002_search_sql)
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  const extensions = { pg_trgm };
  let client: InstanceType<typeof PGlite>;
  if (memory) {
    client = new PGlite({ extensions });
  } else {
    const dir = dataDir();
    fs.mkdirSync(dir, { recursive: true });
    client = new PGlite(dir, { extensions });
  }
  await client.waitReady;
  await client.exec(SEARCH_SETTINGS);
  const db = drizzle({ client, schema }) as unknown as Db;
  const jobs = pgliteJobs(
    (text, values) => client.query(text, values) as Promise<QueryResultLike>,
    (text) => client.exec(text) as Promise<QueryResultLike[]>,
  );
  return { db, kind: memory ? 'pglite-memory' : 'pglite-disk', close: () => client.close(), jobs };
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

/** Plain SQL on the same database, for the job queue. */
export async function getJobsSql(): Promise<JobsSql> {
  return (await state()).jobs;
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
  // planner statistics for the freshly seeded tables (the search's trigram indexes are chosen on them)
  const { sql } = await import('drizzle-orm');
  await s.db.execute(sql.raw('ANALYZE'));
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
  const { clearResponseCache } = await import('../cache');
  clearResponseCache();
}

export async function closeDatabase(): Promise<void> {
  const pending = g[KEY];
  if (!pending) return;
  // the job queue runs on this handle: stop it first
  const { stopJobs } = await import('../services/order-lifecycle');
  await stopJobs();
  delete g[KEY];
  const { clearResponseCache } = await import('../cache');
  clearResponseCache();
  const s = await pending;
  await s.close();
}
