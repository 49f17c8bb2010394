// PGlite hosted in a worker thread (see db/pglite-client.ts). The database engine runs here, on a
// core of its own, while the server's main thread builds queries and answers requests; Jest uses
// it too, since Jest's module sandbox has no dynamic import(), which PGlite needs while it boots.
//
// Messages arrive in the order the main thread sent them and run one at a time. A transaction is
// exclusive: from its `begin` to its `end`, only messages of that transaction run; everything else
// waits here, in order, instead of waiting for a round trip to the main thread.
import { parentPort as maybeParent, threadId, workerData as data, type MessagePort } from 'node:worker_threads';
import { mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { PGlite, types, type Results } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { cube } from '@electric-sql/pglite/contrib/cube';
import { preparedStatements, type Parsers, type Result } from './pglite-statements.mjs';

/** What the main thread sends (db/pglite-client.ts). */
interface Message {
  id: number;
  /** answered on the answers port, with the main thread woken (a transaction waiting in place) */
  waiting?: boolean;
  tx?: number;
  begin?: number;
  end?: number;
  commit?: boolean;
  close?: boolean;
  exec?: string;
  sql?: string;
  params?: unknown[];
  rowMode?: 'array' | 'object';
  /** Jest only: write the data directory to this file (src/testing/seed-copy.ts) */
  dump?: string;
  /** LISTEN on this channel: its notifications go to the main thread as `{notify, payload}` */
  listen?: string;
}
interface WorkerData {
  dir?: unknown;
  /** Jest only: a seeded data directory's tarball to start the in-memory database from */
  load?: unknown;
  settings?: unknown;
  /** false (SOUK_PGLITE_PREPARE=0, read by db/pglite-client.ts): every statement parsed and planned afresh */
  prepare?: unknown;
  answers: MessagePort;
  signal: Int32Array;
  /** [milliseconds spent running statements, statements run], read by the main thread at any time */
  busy?: Float64Array;
}
type Plain = Pick<Result, 'rows' | 'fields' | 'affectedRows'>;

if (!maybeParent) throw new Error('pglite-worker runs in a worker thread (db/pglite-client.ts starts it).');
const parentPort = maybeParent;
const workerData = data as WorkerData;

const same = (value: string) => value;
// The same parsers drizzle-orm/pglite passes (dates and intervals stay strings).
const parsers: Parsers = {
  [types.TIMESTAMP]: same,
  [types.TIMESTAMPTZ]: same,
  [types.INTERVAL]: same,
  [types.DATE]: same,
  1231: same,
  1115: same,
  1185: same,
  1187: same,
  1182: same,
};

const dir = workerData && typeof workerData.dir === 'string' ? workerData.dir : undefined;
// Jest only (src/testing/seed-copy.ts): an in-memory database starts from a seeded data directory's tarball
const load = !dir && workerData && typeof workerData.load === 'string' ? workerData.load : undefined;
const db = dir
  ? new PGlite(dir, { extensions: { pg_trgm, cube } })
  : new PGlite({ extensions: { pg_trgm, cube }, ...(load ? { loadDataDir: new Blob([readFileSync(load)]) } : {}) });
const settings = workerData && typeof workerData.settings === 'string' ? workerData.settings : '';
const answers = workerData.answers;
const signal = workerData.signal;
const busy = workerData.busy;
const ready = db.waitReady.then(() => (settings ? db.exec(settings) : undefined));
// SOUK_PGLITE_PREPARE=0: every statement through query(), parsed and planned each time (for comparison)
const statements = workerData.prepare === false ? null : preparedStatements(db, parsers);

const waiting: Message[] = [];
let activeTx: number | null = null;
let running = false;

const plain = (r: Result | Results): Plain => ({ rows: r.rows, fields: r.fields, affectedRows: r.affectedRows });

/** Transactions whose BEGIN failed: their queries fail too, instead of running outside a transaction. */
const unbegun = new Set<number>();

async function run(msg: Message): Promise<Plain | Plain[] | null> {
  if (msg.tx !== undefined && unbegun.has(msg.tx)) {
    if (msg.end === undefined) throw new Error('The transaction did not begin.');
    unbegun.delete(msg.tx);
    return null;
  }
  if (msg.close) {
    await db.close().catch(() => undefined);
    return null;
  }
  if (msg.dump !== undefined) {
    await dumpTo(msg.dump);
    return null;
  }
  if (msg.listen !== undefined) {
    const channel = msg.listen;
    await db.listen(channel, (payload) => parentPort.postMessage({ notify: channel, payload }));
    return null;
  }
  if (msg.begin !== undefined) {
    activeTx = msg.begin;
    // a transaction's statements, and the triggers they fire, run on PostgreSQL's own plan choice
    await statements?.autoPlans();
    await db.query('BEGIN');
    return null;
  }
  if (msg.end !== undefined) {
    activeTx = null;
    await db.query(msg.commit ? 'COMMIT' : 'ROLLBACK');
    return null;
  }
  if (msg.exec !== undefined) {
    await statements?.autoPlans();
    try {
      return (await db.exec(msg.exec, { parsers })).map(plain);
    } catch (err) {
      // a script of several statements never leaves the one connection inside a failed transaction
      if (activeTx === null && /\bBEGIN\b/i.test(msg.exec)) await db.exec('ROLLBACK').catch(() => undefined);
      throw err;
    }
  }
  if (msg.sql === undefined) throw new Error('A query without SQL.');
  const sql = msg.sql;
  if (statements) return plain(await statements.query(sql, msg.params ?? [], { rowMode: msg.rowMode, inTransaction: activeTx !== null }));
  return plain(await db.query(sql, msg.params, { rowMode: msg.rowMode, parsers }));
}

/** Jest only: the data directory, checkpointed, as a plain tarball written to `file` (replaced at once; opening from it skips gunzip, about 0.5 s a test file). */
async function dumpTo(file: string): Promise<void> {
  await db.query('CHECKPOINT');
  const tarball = await db.dumpDataDir('none');
  mkdirSync(dirname(file), { recursive: true });
  const partial = `${file}.${process.pid}-${threadId}.partial`;
  try {
    writeFileSync(partial, new Uint8Array(await tarball.arrayBuffer()));
    renameSync(partial, file);
  } finally {
    rmSync(partial, { force: true });
  }
}

// PGlite has no autovacuum. In its place, every MAINTAIN_EVERY statements, between messages and
// outside transactions, a table whose rows changed by more than half its size since it was last
// analyzed (one that grew by half or more) is analyzed, and vacuumed as well when that many of its
// rows are dead. Without it, a plan cached while a table was nearly empty (a sequential scan of a
// few rows, such as the idempotency look-up of orders) stayed in use as the table grew: ANALYZE
// has the cached plans made again. Autovacuum's own threshold is a tenth, not a half: each ANALYZE
// here holds the one connection, so it runs once per half again of growth instead.
const MAINTAIN_EVERY = 200;
let sinceMaintained = 0;

async function maintain(): Promise<void> {
  const { rows } = await db.query<{ name: string; dead: boolean }>(
    `SELECT format('%I.%I', schemaname, relname) AS name, n_dead_tup > 50 + n_live_tup / 2 AS dead
       FROM pg_stat_user_tables
      WHERE n_mod_since_analyze > 50 + n_live_tup / 2 OR n_dead_tup > 50 + n_live_tup / 2`,
  );
  for (const table of rows) await db.exec(`${table.dead ? 'VACUUM (ANALYZE)' : 'ANALYZE'} ${table.name}`);
}

/** A waiting transaction's answer goes to its own port, and the main thread is woken. */
function answer(msg: Message, reply: { id: number; result?: Plain | Plain[] | null; error?: { message: string; code: unknown } }): void {
  if (!msg.waiting) {
    parentPort.postMessage(reply);
    return;
  }
  answers.postMessage(reply);
  Atomics.add(signal, 0, 1);
  Atomics.notify(signal, 0);
}

function nextRunnable(): Message | undefined {
  const i = activeTx === null ? 0 : waiting.findIndex((m) => m.tx === activeTx);
  return i < 0 || i >= waiting.length ? undefined : waiting.splice(i, 1)[0];
}

/** Adds a statement's time to the database's busy time (the health check reports it). */
function spent(started: number): void {
  if (!busy) return;
  busy[0] = (busy[0] ?? 0) + (performance.now() - started);
  busy[1] = (busy[1] ?? 0) + 1;
}

async function drain(): Promise<void> {
  if (running) return;
  running = true;
  try {
    await ready.catch(() => undefined);
    for (let msg = nextRunnable(); msg; msg = nextRunnable()) {
      const started = performance.now();
      try {
        const result = await run(msg);
        spent(started);
        answer(msg, { id: msg.id, result });
      } catch (err) {
        spent(started);
        if (msg.begin !== undefined) {
          activeTx = null;
          unbegun.add(msg.begin);
        }
        const failure = err as { message?: unknown; code?: unknown } | null | undefined;
        answer(msg, { id: msg.id, error: { message: String(failure && failure.message), code: failure && failure.code } });
      }
      sinceMaintained += 1;
      if (activeTx === null && sinceMaintained >= MAINTAIN_EVERY) {
        sinceMaintained = 0;
        // the main thread writes it to the process's log (db/pglite-client.ts)
        await maintain().catch((err: { message?: unknown } | null) => parentPort.postMessage({ failure: 'table maintenance', message: String(err && err.message) }));
      }
    }
  } finally {
    running = false;
  }
}

parentPort.on('message', (msg: Message) => {
  waiting.push(msg);
  void drain();
});
