/**
 * The job queue (pg-boss) every storefront process shares through the database (PGlite or
 * PostgreSQL): the order lifecycle's steps (./order-lifecycle.ts) and the pushes sent to shoppers'
 * devices (./push.ts) are its jobs. A job runs in whichever process fetches it; a job id derived
 * from what the job does (stableId) makes the same work queued twice one job.
 *
 * A database that goes away: the workers' polls find nothing (pg-boss keeps polling) and fetch
 * again when it answers; a job whose work met the outage waits for the database to answer again
 * (within the job's expiry), then fails and is retried a second later. A job left active (its
 * process killed, or the outage outlasting that wait) is taken back when it expires.
 */
import { createHash } from 'node:crypto';
import PgBoss from 'pg-boss';
import { beforeDatabaseClose, getJobsSql, pingDatabase } from '../db/client';
import { isDatabaseUnavailable } from '../db/availability';
import { log } from '../../observe/log';
import { registerQueueProbe } from './job-figures';
import { env } from '../../lib/env';

/** The time between two steps of an order's lifecycle (SOUK_ORDER_PACE_MS, default 60 000 ms): the queue's timings follow it. */
export function paceMs(): number {
  const n = env('SOUK_ORDER_PACE_MS');
  return n !== undefined && n >= 50 ? n : 60_000;
}

/** How often pg-boss's maintenance (expiring jobs taken by a process that died) runs: 2 paces, 2 s to 2 min. */
export function maintenanceSeconds(pace = paceMs()): number {
  return Math.max(2, Math.min(120, Math.ceil((2 * pace) / 1000)));
}

/** How often an idle worker asks for jobs: half a pace, 0.5 s to 2 s. */
export function pollingSeconds(pace = paceMs()): number {
  return Math.max(0.5, Math.min(2, pace / 2000));
}

/** A job id (a uuid) derived from a text: the same text, the same job, queued once. */
export function stableId(text: string): string {
  const h = createHash('sha256').update(text).digest('hex');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-4${h.slice(13, 16)}-8${h.slice(17, 20)}-${h.slice(20, 32)}`;
}

/** How long at most a job whose work met an unreachable database waits for it before failing. */
const OUTAGE_WAIT_MS = 45_000;
/** Set while the queue stops (stopJobs): a job waiting out an outage gives up at once. */
let jobsStopped = false;

/**
 * Runs the work of fetched jobs; when it fails because the database is unreachable, waits (up to
 * OUTAGE_WAIT_MS, a second short of the jobs' expiry, while the queue runs) for the database to
 * answer before passing the failure on, so pg-boss can record it and retry the jobs at once
 * instead of leaving them active until they expire.
 */
export async function recordableFailure<T>(jobs: readonly { expireInSeconds?: number }[], work: () => Promise<T>, pollMs = 1000): Promise<T> {
  try {
    return await work();
  } catch (err) {
    if (isDatabaseUnavailable(err)) {
      const expiry = Math.min(...jobs.map((job) => (Number.isFinite(job.expireInSeconds) ? Number(job.expireInSeconds) : Infinity)));
      const until = Date.now() + Math.max(0, Math.min(OUTAGE_WAIT_MS, expiry * 1000 - 1000));
      // not past the queue's stop (stopJobs), which would otherwise wait for this
      while (!jobsStopped && Date.now() < until) {
        if (await pingDatabase(2000).then(() => true, () => false)) break;
        await new Promise((resolve) => setTimeout(resolve, pollMs).unref());
      }
    }
    throw err;
  }
}

interface QueueState {
  boss: PgBoss;
  /** Queues created on this handle. */
  queues: Set<string>;
  /** Kinds of workers started in this process (each once). */
  workers: Set<string>;
}
const KEY = Symbol.for('souk.backend.jobs');
/** The queue stopJobs is stopping, until it has stopped. */
const DRAINING = Symbol.for('souk.backend.jobs.draining');
type G = typeof globalThis & { [KEY]?: Promise<QueueState>; [DRAINING]?: Promise<QueueState> };
const g = globalThis as G;

async function queueState(): Promise<QueueState> {
  // a step ending while the queue stops (stopJobs waits for it) queues its next step on that
  // queue, whose database is still open: a new queue started then was never stopped, and kept
  // its process (a test file's too) alive with its timers
  const draining = g[DRAINING];
  if (draining) return draining;
  g[KEY] ??= (async () => {
    const db = await getJobsSql();
    // the queue runs on the database handle: closing the handle stops it first
    beforeDatabaseClose(stopJobs);
    const boss = await startBoss(() => {
      const made = new PgBoss({ db, schema: 'pgboss', supervise: true, schedule: false, migrate: true, maintenanceIntervalSeconds: maintenanceSeconds() });
      made.on('error', (err: Error) => log().error({ err }, 'jobs: the queue failed'));
      return made;
    });
    const state: QueueState = { boss, queues: new Set<string>(), workers: new Set<string>() };
    // each queue's depth for /metrics and /api/health (./job-figures.ts)
    registerQueueProbe(boss, () => state.queues, () => state.workers.size > 0);
    return state;
  })().catch((err: unknown) => {
    delete g[KEY];
    throw err;
  });
  return g[KEY];
}

/**
 * Starts a queue made by `make`. Two processes starting together on a new database both find
 * pg-boss's schema missing and both create it. pg-boss serialises the two under an advisory lock,
 * yet the second can still miss the schema the first has just made (an advisory lock, unlike a
 * table's, does not make PostgreSQL read its catalogue afresh) and fail on the catalogue's unique
 * index (23505 in pg_catalog): that ended one process's start in push-pg.test.ts, once, in CI. A
 * pg-boss handle whose start failed does not start again, so a new one is made: its start finds
 * the schema installed.
 */
export async function startBoss<T extends { start(): Promise<T> }>(make: () => T): Promise<T> {
  try {
    return await make().start();
  } catch (err: unknown) {
    const failure = typeof err === 'object' && err !== null ? (err as { code?: unknown; schema?: unknown }) : {};
    if (failure.code !== '23505' || failure.schema !== 'pg_catalog') throw err;
    return make().start();
  }
}

/**
 * Creates a queue (pg-boss does nothing for one that exists). Two processes starting together on a
 * new database each create their queues, and pg-boss's creation of two queues at once can deadlock
 * on its queue table (PostgreSQL then aborts one of them, 40P01): that one is tried again, as
 * PostgreSQL advises for a deadlock, instead of ending the process's start.
 */
export async function createQueueOnce(boss: Pick<PgBoss, 'createQueue'>, name: string, attempts = 6): Promise<void> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      await boss.createQueue(name);
      return;
    } catch (err: unknown) {
      const deadlock = typeof err === 'object' && err !== null && (err as { code?: unknown }).code === '40P01';
      if (!deadlock || attempt >= attempts) throw err;
      await new Promise((resolve) => setTimeout(resolve, 20 + Math.random() * 80 * attempt));
    }
  }
}

/** The queue, started in this process, with these queues created (once each). */
export async function jobQueue(...names: string[]): Promise<PgBoss> {
  const state = await queueState();
  for (const name of names) {
    if (state.queues.has(name)) continue;
    await createQueueOnce(state.boss, name);
    state.queues.add(name);
  }
  return state.boss;
}

/** Whether this process should start the workers of this kind: true once per kind (until the queue stops). */
export async function claimWorkers(kind: string): Promise<boolean> {
  const state = await queueState();
  if (state.workers.has(kind)) return false;
  state.workers.add(kind);
  jobsStopped = false;
  return true;
}

export async function stopJobs(): Promise<void> {
  const pending = g[KEY];
  if (!pending) return;
  jobsStopped = true;
  delete g[KEY];
  g[DRAINING] = pending;
  try {
    const state = await pending.catch(() => null);
    // graceful: the workers finish the fetch or step they are in before the database closes under
    // them; a worker left waiting on a closed database kept pg-boss polling (and requiring timers)
    // after its process, or a jest test file, had ended
    await state?.boss.stop({ graceful: true, wait: true, close: false, timeout: 5000 }).catch(() => undefined);
  } finally {
    if (g[DRAINING] === pending) delete g[DRAINING];
  }
}
