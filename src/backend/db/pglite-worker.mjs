// PGlite hosted in a worker thread (see db/pglite-client.ts). The database engine runs here, on a
// core of its own, while the server's main thread builds queries and answers requests; Jest uses
// it too, since Jest's module sandbox has no dynamic import(), which PGlite needs while it boots.
//
// Messages arrive in the order the main thread sent them and run one at a time. A transaction is
// exclusive: from its `begin` to its `end`, only messages of that transaction run; everything else
// waits here, in order, instead of waiting for a round trip to the main thread.
import { parentPort, threadId, workerData } from 'node:worker_threads';
import { readFileSync, renameSync, rmSync, mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { PGlite, types } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { preparedStatements } from './pglite-statements.mjs';

const same = (value) => value;
// The same parsers drizzle-orm/pglite passes (dates and intervals stay strings).
const parsers = {
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
// Jest only (db/test-seed-copy.ts): an in-memory database starts from a seeded data directory's tarball
const load = !dir && workerData && typeof workerData.load === 'string' ? workerData.load : undefined;
const db = dir
  ? new PGlite(dir, { extensions: { pg_trgm } })
  : new PGlite({ extensions: { pg_trgm }, ...(load ? { loadDataDir: new Blob([readFileSync(load)]) } : {}) });
const settings = workerData && typeof workerData.settings === 'string' ? workerData.settings : '';
/** @type {import('node:worker_threads').MessagePort} */
const answers = workerData.answers;
/** @type {Int32Array} */
const signal = workerData.signal;
const ready = db.waitReady.then(() => (settings ? db.exec(settings) : undefined));
// SOUK_PGLITE_PREPARE=0: every statement through query(), parsed and planned each time (for comparison)
const statements = process.env.SOUK_PGLITE_PREPARE === '0' ? null : preparedStatements(db, parsers);

/** @type {Array<Record<string, any>>} */
const waiting = [];
/** @type {number | null} */
let activeTx = null;
let running = false;

const plain = (r) => ({ rows: r.rows, fields: r.fields, affectedRows: r.affectedRows });

/** Transactions whose BEGIN failed: their queries fail too, instead of running outside a transaction. */
const unbegun = new Set();

async function run(msg) {
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
  if (msg.begin !== undefined) {
    activeTx = msg.begin;
    await db.query('BEGIN');
    return null;
  }
  if (msg.end !== undefined) {
    activeTx = null;
    await db.query(msg.commit ? 'COMMIT' : 'ROLLBACK');
    return null;
  }
  if (msg.exec !== undefined) {
    try {
      return (await db.exec(msg.exec, { parsers })).map(plain);
    } catch (err) {
      // a script of several statements never leaves the one connection inside a failed transaction
      if (activeTx === null && /\bBEGIN\b/i.test(msg.exec)) await db.exec('ROLLBACK').catch(() => undefined);
      throw err;
    }
  }
  if (statements) return plain(await statements.query(msg.sql, msg.params ?? [], { rowMode: msg.rowMode, inTransaction: activeTx !== null }));
  return plain(await db.query(msg.sql, msg.params, { rowMode: msg.rowMode, parsers }));
}

/** Jest only: the data directory, checkpointed, as a gzip tarball written to `file` (replaced at once). */
async function dumpTo(file) {
  await db.query('CHECKPOINT');
  const tarball = await db.dumpDataDir('gzip');
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

async function maintain() {
  const { rows } = await db.query(
    `SELECT format('%I.%I', schemaname, relname) AS name, n_dead_tup > 50 + n_live_tup / 2 AS dead
       FROM pg_stat_user_tables
      WHERE n_mod_since_analyze > 50 + n_live_tup / 2 OR n_dead_tup > 50 + n_live_tup / 2`,
  );
  for (const table of rows) await db.exec(`${table.dead ? 'VACUUM (ANALYZE)' : 'ANALYZE'} ${table.name}`);
}

/** A waiting transaction's answer goes to its own port, and the main thread is woken. */
function answer(msg, reply) {
  if (!msg.waiting) {
    parentPort.postMessage(reply);
    return;
  }
  answers.postMessage(reply);
  Atomics.add(signal, 0, 1);
  Atomics.notify(signal, 0);
}

function nextRunnable() {
  const i = activeTx === null ? 0 : waiting.findIndex((m) => m.tx === activeTx);
  return i < 0 || i >= waiting.length ? undefined : waiting.splice(i, 1)[0];
}

async function drain() {
  if (running) return;
  running = true;
  try {
    await ready.catch(() => undefined);
    for (let msg = nextRunnable(); msg; msg = nextRunnable()) {
      try {
        answer(msg, { id: msg.id, result: await run(msg) });
      } catch (err) {
        if (msg.begin !== undefined) {
          activeTx = null;
          unbegun.add(msg.begin);
        }
        answer(msg, { id: msg.id, error: { message: String(err && err.message), code: err && err.code } });
      }
      sinceMaintained += 1;
      if (activeTx === null && sinceMaintained >= MAINTAIN_EVERY) {
        sinceMaintained = 0;
        await maintain().catch((err) => console.error(`[souk-db] table maintenance: ${err && err.message}`));
      }
    }
  } finally {
    running = false;
  }
}

parentPort.on('message', (msg) => {
  waiting.push(msg);
  void drain();
});
