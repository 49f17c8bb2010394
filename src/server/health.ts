/**
 * What /api/health answers (pages/api/health.ts): 200 while this process can serve, 503 with
 * Retry-After while its database does not answer, so a load balancer (nginx) takes the process out
 * of rotation until it does. The API behind the gateway is reported too; with an external backend
 * (API_BASE_URL) this process has no database of its own to check.
 */
import type { GatewayResponse } from '@/gateway';
import pkg from '../../package.json';

/** What the check needs: the API through the gateway, and (embedded API only) the database. */
export interface HealthProbes {
  api: () => Promise<Pick<GatewayResponse, 'status'>>;
  /** Resolves when the database answers; absent with an external backend. */
  database?: () => Promise<void>;
  /** The embedded PGlite's busy time since the process started (null on PostgreSQL). */
  databaseBusy?: () => Promise<{ ms: number; statements: number } | null>;
  now?: () => number;
}

export interface HealthAnswer {
  status: 200 | 503;
  headers: Record<string, string>;
  body: {
    status: 'ok' | 'unavailable';
    version: string;
    api: { mode: 'external' | 'embedded'; reachable: boolean; status: number; ms: number };
    /** busy_ms, statements: the embedded PGlite's time running statements since the process started, and their count */
    database?: { reachable: boolean; ms: number; busy_ms?: number; statements?: number };
  };
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
  const [api, database, busy] = await Promise.all([
    timed(probes.api),
    probes.database ? timed(probes.database) : undefined,
    probes.databaseBusy ? probes.databaseBusy().catch(() => null) : null,
  ]);
  const apiStatus = api.value?.status ?? 0;
  const down = database !== undefined && !database.ok;
  return {
    status: down ? 503 : 200,
    headers: { 'cache-control': 'no-store', ...(down ? { 'retry-after': String(HEALTH_RETRY_AFTER_SECONDS) } : {}) },
    body: {
      status: down ? 'unavailable' : 'ok',
      version: pkg.version,
      api: { mode: probes.database ? 'embedded' : 'external', reachable: apiStatus >= 200 && apiStatus < 300, status: apiStatus, ms: now() - started },
      ...(database ? { database: { reachable: database.ok, ms: database.ms, ...(busy ? { busy_ms: Math.round(busy.ms), statements: busy.statements } : {}) } } : {}),
    },
  };
}
