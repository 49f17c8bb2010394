/**
 * The state of the process's moving parts, for /api/health and the gauges of /metrics: the
 * database's pool, the jobs queue and the live events' listener register a probe when they start
 * (their modules do not import the health check or the metrics), and the process's phase
 * (starting, serving, draining) is set by the production server. On globalThis: Next's bundles
 * register, the server's own modules read.
 */

export interface PoolState {
  /** postgres: a pg pool; pglite: the embedded database (one connection, its statements queued) */
  kind: 'postgres' | 'pglite';
  /** connections open (PGlite: 1) */
  total: number;
  /** connections open and not lent out */
  idle: number;
  /** calls waiting for a connection (PGlite: statements queued behind the one running) */
  waiting: number;
  /** the most connections the pool opens */
  max: number;
  /** PGlite: milliseconds its worker has spent running statements since the process started, and how many (a load test's database time per request) */
  busyMs?: number;
  statements?: number;
}

export interface QueueState {
  /** whether this process runs the jobs (SOUK_ORDER_WORKER) */
  working: boolean;
  /** jobs waiting to run, per queue (null: the database did not answer in time) */
  queued: Record<string, number> | null;
}

/** The live events' database listener: idle (no live stream asked for it yet), connecting (again, after a drop) or listening. */
export type ListenerState = 'idle' | 'connecting' | 'listening';

/** What the page cache holds, for pages asked for without cookies (shared) and for shopper scopes (scope). */
export type PageCacheState = Record<'shared' | 'scope', { bytes: number; entries: number }>;

interface Probes {
  pool?: () => PoolState;
  pageCache?: () => PageCacheState;
  queue?: () => Promise<QueueState>;
  listener?: () => ListenerState;
  /** live event streams open on this process */
  streams?: () => number;
}

export type Phase = 'starting' | 'serving' | 'draining';

interface ProcessState {
  probes: Probes;
  /** unset outside the production server (next dev, tests): serving */
  phase?: Phase;
  /** the embedded API's start (database opened and migrated, jobs started): pending until it ends */
  backend?: 'pending' | 'started';
}

const KEY = Symbol.for('souk.observe.process');
type G = typeof globalThis & { [KEY]?: ProcessState };
const state = (): ProcessState => ((globalThis as G)[KEY] ??= { probes: {} });

export function registerProbe<K extends keyof Probes>(name: K, probe: NonNullable<Probes[K]>): void {
  state().probes[name] = probe;
}

export function probe<K extends keyof Probes>(name: K): Probes[K] {
  return state().probes[name];
}

export function setPhase(phase: Phase): void {
  state().phase = phase;
}

export function noteBackend(backend: 'pending' | 'started'): void {
  state().backend = backend;
}

/** Whether the process should get traffic: not while it starts (its API not started yet) or drains. */
export function readiness(): { ready: boolean; phase: Phase } {
  const s = state();
  const phase = s.phase === 'serving' && s.backend === 'pending' ? 'starting' : (s.phase ?? 'serving');
  return { ready: phase === 'serving', phase };
}
