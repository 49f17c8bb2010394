/**
 * The database handle. PostgreSQL semantics everywhere:
 * - DATABASE_URL set            → a `pg` Pool on that server;
 * - NODE_ENV=test or SOUK_DB=memory → in-memory PGlite;
 * - otherwise                   → PGlite persisted under DATA_DIR (default ./data/pglite).
 * How an opened database is made ready (migrated, seeded when empty) is given by whoever starts
 * the API (`prepareDatabasesWith`: src/backend/index.ts gives db/prepare.ts's); a test harness may
 * also give prepared copies to start from (`startDatabasesFrom`: src/testing/seed-copy.ts).
 *
 * Next.js bundles the API route and every page separately, so module state is duplicated between
 * bundles: the handle and the ready promise live on globalThis under one well-known symbol.
 */
import path from 'node:path';
import fs from 'node:fs';
import type { Db, DbKind } from './types';
import type { ClientConfig } from 'pg';
import * as schema from './schema';
import { openWorkerPglite, type QueryResultLike, type WorkerPglite } from './pglite-client';
import { connectTimeoutMs, pgProbe, poolWaitMs } from './availability';
import { pgListener } from './pg-listener';
import { timedPgQuery } from './statement-timing';
import { observePglite, observePgPool } from './pool-figures';
import { log } from '../../observe/log';
import { env } from '../../lib/env';
import { hooks, type StartingCopies } from './hooks';
import { rowsOf } from './rows';

export type { Db, DbKind, Schema } from './types';
export { prepareDatabasesWith, startDatabasesFrom, type Preparer, type StartingCopies } from './hooks';

/** Plain SQL for the job queue (pg-boss's `db` option): parameters, or several statements without. */
export interface JobsSql {
  executeSql(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
}

interface DbState {
  db: Db;
  kind: DbKind;
  close: () => Promise<void>;
  jobs: JobsSql;
  /** LISTEN on a channel (a connection of its own on PostgreSQL); `onPayload` hears every NOTIFY. */
  listen: (channel: string, onPayload: (payload: string) => void) => Promise<void>;
  /** Resolves when the database answers a trivial query within `timeoutMs` (the health check). */
  ping: (timeoutMs: number) => Promise<void>;
  /** Migrate + seed-if-empty, once per process. */
  ready?: Promise<void>;
  /**
   * With starting copies (StartingCopies): 'copied' when the database started as a copy of a
   * prepared one (the first prepare has nothing to do), or where to save it once it is prepared.
   */
  seedCopy?: 'copied' | { save: () => Promise<void>; abandon: () => void };
}

const KEY = Symbol.for('souk.backend.db');
type GlobalWithDb = typeof globalThis & { [KEY]?: Promise<DbState> };
const g = globalThis as GlobalWithDb;

export function migrationsFolder(): string {
  return path.resolve(process.cwd(), 'src/backend/db/migrations');
}

function dataDir(): string {
  return path.resolve(process.cwd(), env('DATA_DIR') ?? './data/pglite');
}

/**
 * Search matches a term that is about 45% of a name's word trigrams alike ("chiken" finds
 * "Chicken"); pg_trgm's default of 60% misses most one-letter typos. Set on every connection.
 */
export const WORD_SIMILARITY_THRESHOLD = 0.45;
export const SEARCH_SETTINGS = `SET pg_trgm.word_similarity_threshold = ${WORD_SIMILARITY_THRESHOLD}`;

async function open(): Promise<DbState> {
  const url = env('DATABASE_URL');
  if (url) {
    const { Pool, Client } = await import('pg');
    const { drizzle } = await import('drizzle-orm/node-postgres');
    // a connection that cannot be made in time fails the call (503, db/availability.ts) instead of queueing it
    // the search's threshold is set as each connection starts (a startup option, not a query racing the first one)
    const options = `-c pg_trgm.word_similarity_threshold=${WORD_SIMILARITY_THRESHOLD}`;
    // pg-pool times the wait for a lent-out connection and a new connection with one limit: the
    // pool's is the wait (load), and each connection keeps the shorter one of its own (an outage)
    const connectMs = connectTimeoutMs();
    class TimedClient extends Client {
      constructor(config?: ClientConfig) {
        super({ ...config, connectionTimeoutMillis: connectMs });
        // each statement timed (and traced) for /metrics: statement-timing.ts
        this.query = timedPgQuery(this.query.bind(this) as (...args: unknown[]) => unknown) as unknown as InstanceType<typeof Client>['query'];
      }
    }
    const max = env('DATABASE_POOL_MAX') ?? 10;
    const pool = new Pool({ connectionString: url, max, connectionTimeoutMillis: poolWaitMs(), Client: TimedClient, keepAlive: true, options });
    // a connection the server ends while it is lent out between two queries (a shutdown): its
    // holder's next query fails (503); unheard, the 'error' would be an uncaught exception
    pool.on('connect', (conn) => conn.on('error', (err: Error) => log().error({ err }, 'database: a connection was lost')));
    // an idle connection the server ended (a restart, a shutdown): the pool drops it and opens a
    // new one when asked; unheard, this 'error' would end the process
    pool.on('error', (err) => log().error({ err }, 'database: an idle connection was lost'));
    const db = drizzle(pool, { schema }) as unknown as Db;
    const jobs: JobsSql = { executeSql: (text, values) => pool.query(text, values) };
    const listening = pgListener(url);
    // the pool's connections and the listener's state for /metrics and /api/health
    observePgPool(pool, max, listening.state);
    const probe = pgProbe(url);
    const close = async () => {
      await probe.close();
      await listening.close();
      await pool.end();
    };
    return { db, kind: 'postgres', close, jobs, listen: listening.listen, ping: probe.ping, ...(hooks().copies?.postgresPrepared(url) ? { seedCopy: 'copied' as const } : {}) };
  }
  const { drizzle } = await import('drizzle-orm/pglite');
  const memory = process.env.NODE_ENV === 'test' || env('SOUK_DB') === 'memory';
  let dir: string | undefined;
  if (!memory) {
    dir = dataDir();
    fs.mkdirSync(dir, { recursive: true });
  }
  const copies = memory ? hooks().copies : undefined;
  if (env('SOUK_PGLITE_WORKER') === false && !copies) return openInThread(memory, dir);
  // pg_trgm backs the catalogue search (migration 0002_search_sql), cube the nearest stores (0028_store_sphere); the worker loads them
  const copy = copies ? await copies.pglite() : null;
  const copied = copy?.fresh
    ? await openWorkerPglite(dir, SEARCH_SETTINGS, copy.file).catch(() => {
        copies?.discard(copy.file);
        return undefined;
      })
    : undefined;
  const pglite = copied ?? (await openWorkerPglite(dir, SEARCH_SETTINGS));
  const db = drizzle({ client: pglite.client as never, schema }) as unknown as Db;
  return {
    db,
    kind: memory ? 'pglite-memory' : 'pglite-disk',
    close: () => pglite.close(),
    jobs: jobsOn(pglite.query, pglite.exec),
    // its queue and listener for /metrics and /api/health
    listen: observePglite(pglite),
    ping: () => pglite.query('SELECT 1').then(() => undefined),
    ...(copy && copies ? { seedCopy: seedCopyOf(pglite, copied !== undefined, copy.file, copies) } : {}),
  };
}

/** A database opened from a prepared copy is ready as it is; another saves itself once prepared. */
function seedCopyOf(pglite: WorkerPglite, copied: boolean, file: string, copies: StartingCopies): NonNullable<DbState['seedCopy']> {
  if (copied) return 'copied';
  return {
    save: async () => {
      let saved = false;
      try {
        await pglite.dump(file);
        saved = true;
      } finally {
        copies.release(file, saved);
      }
    },
    abandon: () => copies.release(file, false),
  };
}

/** pg-boss: parameterised statements through query(), scripts of several statements through exec(). */
function jobsOn(query: (text: string, values?: unknown[]) => Promise<QueryResultLike>, exec: (text: string) => Promise<QueryResultLike[]>): JobsSql {
  return {
    async executeSql(text, values) {
      if (values && values.length > 0) return query(text, values);
      const results = await exec(text);
      return results.length === 1 && results[0] ? results[0] : Object.assign(results, { rows: results.at(-1)?.rows ?? [] });
    },
  };
}

/** SOUK_PGLITE_WORKER=0: PGlite on the main thread, as before the worker (for comparison). */
async function openInThread(memory: boolean, dir: string | undefined): Promise<DbState> {
  const { drizzle } = await import('drizzle-orm/pglite');
  const { PGlite } = await import('@electric-sql/pglite');
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  const { cube } = await import('@electric-sql/pglite/contrib/cube');
  const client = dir && !memory ? new PGlite(dir, { extensions: { pg_trgm, cube } }) : new PGlite({ extensions: { pg_trgm, cube } });
  await client.waitReady;
  await client.exec(SEARCH_SETTINGS);
  const db = drizzle({ client, schema }) as unknown as Db;
  const exec = async (text: string): Promise<QueryResultLike[]> => {
    try {
      return (await client.exec(text)) as QueryResultLike[];
    } catch (err) {
      if (/\bBEGIN\b/i.test(text)) await client.exec('ROLLBACK').catch(() => undefined);
      throw err;
    }
  };
  const jobs = jobsOn((text, values) => client.query(text, values) as Promise<QueryResultLike>, exec);
  const listen = async (channel: string, onPayload: (payload: string) => void) => {
    await client.listen(channel, onPayload);
  };
  const ping = () => client.query('SELECT 1').then(() => undefined);
  return { db, kind: memory ? 'pglite-memory' : 'pglite-disk', close: () => client.close(), jobs, listen, ping };
}

/**
 * pg-boss records a step's end (complete or fail) without waiting for it: one recorded after the
 * queue stopped and the handle closed rejected with no one to hear it. Once any handle starts
 * closing, the queue's calls do nothing, as in a process that died: the step stays active and its
 * expiry hands it to another process (services/order-lifecycle.ts).
 */
function jobsQuietOnceClosing(s: DbState): DbState {
  let closing = false;
  return {
    ...s,
    jobs: { executeSql: (text, values) => (closing ? Promise.resolve({ rows: [] }) : s.jobs.executeSql(text, values)) },
    close: async () => {
      closing = true;
      await s.close();
    },
  };
}

async function state(): Promise<DbState> {
  if (!g[KEY]) {
    g[KEY] = open().then(jobsQuietOnceClosing).catch((err: unknown) => {
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

/** LISTEN on a channel of this database (services/events.ts). */
export async function listenDatabase(channel: string, onPayload: (payload: string) => void): Promise<void> {
  await (await state()).listen(channel, onPayload);
}

/**
 * Resolves when the database is open, migrated and answers a trivial query within `timeoutMs`;
 * rejects otherwise (the health check answers 503 then).
 */
export async function pingDatabase(timeoutMs: number): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`the database did not answer within ${timeoutMs} ms`)), timeoutMs);
  });
  const answered = (async () => {
    const s = await state();
    await getDb();
    await s.ping(timeoutMs);
  })();
  // a late failure after the time-out is nobody's to hear
  answered.catch(() => undefined);
  try {
    await Promise.race([answered, late]);
  } finally {
    clearTimeout(timer);
  }
}

/** The raw handle, without migrating (scripts use it). */
export async function getRawDb(): Promise<{ db: Db; kind: DbKind }> {
  const s = await state();
  return { db: s.db, kind: s.kind };
}

/** Migrations applied so far (drizzle's own table; none before the first migration). */
async function appliedMigrations(db: Db): Promise<number> {
  const { sql } = await import('drizzle-orm');
  const [found] = await rowsOf<{ present: boolean }>(db, sql`SELECT to_regclass('drizzle.__drizzle_migrations') IS NOT NULL AS present`);
  if (!found?.present) return 0;
  const [counted] = await rowsOf<{ n: number }>(db, sql`SELECT count(*)::int AS n FROM drizzle.__drizzle_migrations`);
  return Number(counted?.n ?? 0);
}

/** Applies the migrations not applied yet; answers how many it applied. */
export async function runMigrations(db: Db, kind: DbKind): Promise<number> {
  const before = await appliedMigrations(db);
  const config = { migrationsFolder: migrationsFolder() };
  if (kind === 'postgres') {
    const { migrate } = await import('drizzle-orm/node-postgres/migrator');
    await migrate(db as unknown as Parameters<typeof migrate>[0], config);
  } else {
    const { migrate } = await import('drizzle-orm/pglite/migrator');
    await migrate(db as unknown as Parameters<typeof migrate>[0], config);
  }
  return (await appliedMigrations(db)) - before;
}

async function prepare(s: DbState): Promise<void> {
  const seedCopy = s.seedCopy;
  s.seedCopy = undefined;
  // a copy of a prepared database: migrated, seeded and analyzed already
  if (seedCopy === 'copied') return;
  const preparer = hooks().prepare;
  try {
    if (!preparer) throw new Error('No database preparer: the API is started through src/backend (index.ts), which gives db/prepare.ts to prepareDatabasesWith.');
    await preparer(s.db, s.kind);
  } catch (err) {
    seedCopy?.abandon();
    throw err;
  }
  // with starting copies, the next databases start from a copy of this one (a failed save costs only time)
  if (seedCopy) await seedCopy.save().catch((err: unknown) => log().warn({ err }, 'database: the seeded test database was not saved'));
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

const CLOSING = Symbol.for('souk.backend.db.closing');
type GlobalWithClosing = typeof globalThis & { [CLOSING]?: Set<() => Promise<void>> };

/**
 * Registers work that runs on this handle and must stop before it closes (the order lifecycle's
 * job queue): the handle does not import what runs on it, so the two do not import each other.
 */
export function beforeDatabaseClose(stop: () => Promise<void>): void {
  const gc = globalThis as GlobalWithClosing;
  (gc[CLOSING] ??= new Set()).add(stop);
}

export async function closeDatabase(): Promise<void> {
  const pending = g[KEY];
  if (!pending) return;
  // work running on this handle stops first (the order lifecycle's job queue registers itself)
  for (const stop of (globalThis as GlobalWithClosing)[CLOSING] ?? []) await stop();
  delete g[KEY];
  const { clearResponseCache } = await import('../cache');
  clearResponseCache();
  const s = await pending;
  // a database closed before it was prepared gives up its claim to make the copy
  if (s.seedCopy && s.seedCopy !== 'copied') s.seedCopy.abandon();
  await s.close();
}

/**
 * A query built once per database handle (Drizzle's prepared query, values as `sql.placeholder`):
 * a hot path then skips building its SQL text on every call, which for a select of a wide table
 * costs more of the main thread than sending it.
 */
export function preparedPerDb<T>(build: (db: Db) => T): (db: Db) => T {
  const built = new WeakMap<Db, T>();
  return (db) => {
    let query = built.get(db);
    if (query === undefined) {
      query = build(db);
      built.set(db, query);
    }
    return query;
  };
}
