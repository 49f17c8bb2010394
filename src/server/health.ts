/**
 * What /api/health answers (pages/api/health.ts): 200 while this process can serve, 503 with
 * Retry-After while its database does not answer, so a load balancer (nginx) takes the process out
 * of rotation until it does. The API behind the gateway is reported too; with an external backend
 * (API_BASE_URL) this process has no database of its own to check. It also says why: the
 * database pool's connections, the jobs queue and the live events' listener.
 *
 * `/api/health?ready=1` is the readiness check: 503 too while the process is starting (its API
 * not started yet) or draining (after SIGTERM, SHUTDOWN_GRACE_MS before it closes), so nginx's
 * supervisor and orchestrators take it out before it stops taking connections.
 */
import type { GatewayResponse } from '@/gateway';
import type { ListenerState, Phase, PoolState, QueueState } from '@/observe/probes';
import pkg from '../../package.json';

/** What the check needs: the API through the gateway, and (embedded API only) the database. */
export interface HealthProbes {
  api: () => Promise<Pick<GatewayResponse, 'status'>>;
  /** Resolves when the database answers; absent with an external backend. */
  database?: () => Promise<void>;
  now?: () => number;
  /** the process's phase (src/observe/probes.ts readiness) */
  readiness?: () => { ready: boolean; phase: Phase };
  /** asked as the readiness check (`?ready=1`): 503 while starting or draining */
  ready?: boolean;
  /** the moving parts' state: the pool's connections, the queue, the live events' listener */
  parts?: () => Promise<HealthParts>;
}

export interface HealthParts {
  pool?: PoolState;
  /** null: the queue did not answer in time */
  queue?: QueueState | null;
  events?: { listener: ListenerState; streams: number };
}

export interface HealthAnswer {
  status: 200 | 503;
  headers: Record<string, string>;
  body: {
    /** starting and draining only for the readiness check */
    status: 'ok' | 'unavailable' | 'starting' | 'draining';
    version: string;
    /** starting, serving or draining */
    phase: Phase;
    api: { mode: 'external' | 'embedded'; reachable: boolean; status: number; ms: number };
    database?: { reachable: boolean; ms: number };
  } & HealthParts;
}

/** Seconds a load balancer or client is asked to wait before checking again. */
export const HEALTH_RETRY_AFTER_SECONDS = 5;

export async function checkHealth(probes: HealthProbes): Promise<HealthAnswer> {
  const now = probes.now ?? Date.now;
  const started = now();
  const timed = async <T>(work: () => Promise<T>): Promise<{ ok: boolean; value?: T; ms: number }> => {
    const at = now();
    try {
      const value = await work();
      return { ok: true, value, ms: now() - at };
    } catch {
      return { ok: false, ms: now() - at };
    }
  };
  const [api, database, parts] = await Promise.all([timed(probes.api), probes.database ? timed(probes.database) : undefined, probes.parts?.().catch(() => ({})) ?? {}]);
  const apiStatus = api.value?.status ?? 0;
  const { ready, phase } = probes.readiness?.() ?? { ready: true, phase: 'serving' as const };
  const down = database !== undefined && !database.ok;
  const notReady = probes.ready === true && !ready;
  const failing = down || notReady;
  return {
    status: failing ? 503 : 200,
    headers: { 'cache-control': 'no-store', ...(failing ? { 'retry-after': String(HEALTH_RETRY_AFTER_SECONDS) } : {}) },
    body: {
      status: down ? 'unavailable' : notReady ? (phase === 'draining' ? 'draining' : 'starting') : 'ok',
      version: pkg.version,
      phase,
      api: { mode: probes.database ? 'embedded' : 'external', reachable: apiStatus >= 200 && apiStatus < 300, status: apiStatus, ms: now() - started },
      ...(database ? { database: { reachable: database.ok, ms: database.ms } } : {}),
      ...parts,
    },
  };
}
