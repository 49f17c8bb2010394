/**
 * PGlite in a worker thread (db/pglite-worker.mts, TypeScript loaded with tsx), behind the two methods drizzle-orm/pglite
 * calls, query() and transaction(), plus the job queue's plain SQL. Same engine, same SQL, same
 * results as PGlite in the main thread, but the database's work (the WASM engine, the protocol,
 * the parsing of rows) runs on another core while the main thread answers other requests.
 *
 * Queries are sent at once and queue in the worker; a transaction sends `begin`, its queries
 * tagged with its number, then `end`, and the worker runs nothing else in between (PGlite has one
 * connection, so this is what PGlite's own transaction() does too).
 */
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { startStatement, timedStatement } from './statement-timing';
import { log } from '../../observe/log';
import { env } from '../../lib/env';

export interface QueryResultLike {
  rows: unknown[];
  fields: { name: string; dataTypeID: number }[];
  affectedRows?: number;
}

interface Reply {
  id: number;
  /** a failure of the worker's own (table maintenance), for the log */
  failure?: string;
  message?: string;
  /** a notification of a channel listened on (no id of a request) */
  notify?: string;
  payload?: string;
  result?: QueryResultLike | QueryResultLike[] | null;
  error?: { message: string; code?: string };
}

type Send = (msg: Record<string, unknown>) => Promise<QueryResultLike | QueryResultLike[] | null>;

export interface WorkerPglite {
  client: {
    query(sql: string, params?: unknown[], options?: { rowMode?: string }): Promise<QueryResultLike>;
    transaction<T>(fn: (tx: unknown) => Promise<T>): Promise<T>;
  };
  query(sql: string, params?: unknown[]): Promise<QueryResultLike>;
  exec(sql: string): Promise<QueryResultLike[]>;
  /** Jest only (src/testing/seed-copy.ts): saves the data directory as a plain tarball in `file`. */
  dump(file: string): Promise<void>;
  /** LISTEN on a channel: `onPayload` hears every NOTIFY of it. */
  listen(channel: string, onPayload: (payload: string) => void): Promise<void>;
  /** Statements sent and not answered yet (the one running and those queued behind it). */
  pending(): number;
  /** The time the worker has spent running statements since it started, and how many it ran. */
  busy(): DatabaseBusy;
  close(): Promise<void>;
}

export interface DatabaseBusy {
  ms: number;
  statements: number;
}

const WAIT_LIMIT_MS = 30_000;

/**
 * The worker's first lines: the worker itself is TypeScript (db/pglite-worker.mts), so it first
 * registers tsx's loader in its own thread, then imports the file. (Node 20 applies no
 * `--import tsx` of a worker's execArgv to the worker's own entry, so the loader is registered
 * from inside; the server, Jest and the scripts all start it the same way.)
 */
function workerBootstrap(): string {
  const entry = pathToFileURL(path.resolve(process.cwd(), 'src/backend/db/pglite-worker.mts')).href;
  return `import('tsx/esm/api').then(({ register }) => { register(); return import(${JSON.stringify(entry)}); });`;
}

/** A failure the worker reported, as an Error with PostgreSQL's code. */
const replyError = (error: NonNullable<Reply['error']>): Error => Object.assign(new Error(error.message), { code: error.code });

const asResult = (r: QueryResultLike | QueryResultLike[] | null): QueryResultLike => (r && !Array.isArray(r) ? r : { rows: [], fields: [] });

/**
 * Opens PGlite in a worker: in memory, or persisted in `dir`; `settings` runs once it is ready.
 * `load` (Jest only, in memory only): the tarball of a data directory the database starts from.
 */
export async function openWorkerPglite(dir: string | undefined, settings: string, load?: string): Promise<WorkerPglite> {
  const { Worker, MessageChannel, receiveMessageOnPort } = await import('node:worker_threads');
  // a transaction's statements after its first are answered on this port, waited for in place
  const answers = new MessageChannel();
  const signal = new Int32Array(new SharedArrayBuffer(4));
  const busy = new Float64Array(new SharedArrayBuffer(16));
  const worker = new Worker(workerBootstrap(), {
    eval: true,
    workerData: { dir, settings, load, prepare: env('SOUK_PGLITE_PREPARE') ?? true, answers: answers.port2, signal, busy },
    transferList: [answers.port2],
  });
  worker.unref();
  answers.port1.unref();
  let seq = 0;
  const pending = new Map<number, { resolve: (v: QueryResultLike | QueryResultLike[] | null) => void; reject: (e: Error) => void }>();
  const failAll = (error: Error) => {
    for (const p of pending.values()) p.reject(error);
    pending.clear();
  };
  const listeners = new Map<string, Set<(payload: string) => void>>();
  worker.on('message', (msg: Reply) => {
    if (msg.failure !== undefined) {
      log().error({ err: msg.message ?? 'unknown' }, `database: ${msg.failure} failed`);
      return;
    }
    if (msg.notify !== undefined) {
      for (const hear of listeners.get(msg.notify) ?? []) hear(msg.payload ?? '');
      return;
    }
    const p = pending.get(msg.id);
    if (!p) return;
    pending.delete(msg.id);
    // an idle database does not keep the process alive; a query under way does
    if (pending.size === 0) worker.unref();
    if (msg.error) p.reject(replyError(msg.error));
    else p.resolve(msg.result ?? null);
  });
  worker.on('error', (err) => failAll(err instanceof Error ? err : new Error(String(err))));
  worker.on('exit', (code) => failAll(new Error(`The database worker stopped (exit code ${code}).`)));
  const send: Send = (msg) =>
    new Promise((resolve, reject) => {
      seq += 1;
      if (pending.size === 0) worker.ref();
      pending.set(seq, { resolve, reject });
      worker.postMessage({ ...msg, id: seq });
    });
  /**
   * Sends a message of the transaction that holds the database and waits for its answer without
   * going back to the event loop: the worker runs nothing else until the transaction ends, so
   * every turn of the event loop spent between its statements (answering other requests) would
   * keep the whole database waiting.
   */
  const sendWaiting = (msg: Record<string, unknown>): QueryResultLike | QueryResultLike[] | null => {
    seq += 1;
    const id = seq;
    worker.postMessage({ ...msg, id, waiting: true });
    const deadline = Date.now() + WAIT_LIMIT_MS;
    for (;;) {
      const seen = Atomics.load(signal, 0);
      const got = receiveMessageOnPort(answers.port1) as { message: Reply } | undefined;
      if (got) {
        if (got.message.id !== id) continue;
        if (got.message.error) throw replyError(got.message.error);
        return got.message.result ?? null;
      }
      if (Date.now() > deadline || Atomics.wait(signal, 0, seen, WAIT_LIMIT_MS) === 'timed-out') throw new Error(`The database did not answer within ${WAIT_LIMIT_MS / 1000} seconds.`);
    }
  };
  let txSeq = 0;
  // each statement timed (and traced) for /metrics: statement-timing.ts
  const query = async (sql: string, params: unknown[] = [], options: { rowMode?: string } = {}, tx?: number) =>
    asResult(await timedStatement('pglite', sql, () => send({ sql, params, rowMode: options.rowMode ?? 'object', tx })));
  const client: WorkerPglite['client'] = {
    query: (sql, params = [], options = {}) => query(sql, params, options),
    async transaction<T>(fn: (tx: unknown) => Promise<T>): Promise<T> {
      txSeq += 1;
      const tx = txSeq;
      // BEGIN is not awaited: the worker runs it before the transaction's first query, which
      // then goes out at once instead of after a round trip (a BEGIN that fails fails them all)
      const begun = send({ begin: tx });
      begun.catch(() => undefined);
      let first = true;
      const inside = {
        query: async (sql: string, params: unknown[] = [], options: { rowMode?: string } = {}) => {
          // the first statement queues behind BEGIN (and whatever the worker is running before it)
          if (first) {
            first = false;
            return query(sql, params, options, tx);
          }
          const end = startStatement('pglite', sql);
          try {
            const answer = asResult(sendWaiting({ sql, params, rowMode: options.rowMode ?? 'object', tx }));
            end();
            return answer;
          } catch (error) {
            end(error);
            throw error;
          }
        },
      };
      let result: T;
      try {
        result = await fn(inside);
        await begun;
      } catch (err) {
        await send({ end: tx, tx, commit: false });
        throw err;
      }
      sendWaiting({ end: tx, tx, commit: true });
      return result;
    },
  };
  // the worker is ready once it answers (a test database that cannot start from its tarball is
  // stopped, and the caller opens a fresh one instead)
  try {
    await query('SELECT 1');
  } catch (err) {
    if (load) await worker.terminate();
    throw err;
  }
  return {
    client,
    query: (sql, params = []) => query(sql, params),
    exec: async (sql) => ((await timedStatement('pglite', sql, () => send({ exec: sql }))) ?? []) as QueryResultLike[],
    dump: async (file) => {
      await send({ dump: file });
    },
    listen: async (channel, onPayload) => {
      const set = listeners.get(channel);
      if (set) {
        set.add(onPayload);
        return;
      }
      listeners.set(channel, new Set([onPayload]));
      await send({ listen: channel });
    },
    pending: () => pending.size,
    busy: () => ({ ms: busy[0] ?? 0, statements: busy[1] ?? 0 }),
    close: async () => {
      await send({ close: true }).catch(() => undefined);
      await worker.terminate();
    },
  };
}
