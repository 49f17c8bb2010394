/**
 * The database's state for /metrics and /api/health (src/observe/probes.ts): the pool's
 * connections and the live events' listener, registered as the handle opens (db/client.ts).
 */
import type { Pool } from 'pg';
import { registerProbe, type ListenerState } from '../../observe/probes';
import type { WorkerPglite } from './pglite-client';

/** PostgreSQL: the pg pool's connections, and its LISTEN connection's state. */
export function observePgPool(pool: Pick<Pool, 'totalCount' | 'idleCount' | 'waitingCount'>, max: number, listener: () => ListenerState): void {
  registerProbe('pool', () => ({ kind: 'postgres', total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount, max }));
  registerProbe('listener', listener);
}

/**
 * PGlite: one connection, its statements queued in the worker, the time it has spent running them;
 * listening (in-process) from the first listen on. Answers the listen to use, which notes it.
 */
export function observePglite(pglite: Pick<WorkerPglite, 'pending' | 'listen' | 'busy'>): WorkerPglite['listen'] {
  let listened = false;
  registerProbe('pool', () => {
    const queued = pglite.pending();
    const busy = pglite.busy();
    return { kind: 'pglite', total: 1, idle: queued === 0 ? 1 : 0, waiting: Math.max(0, queued - 1), max: 1, busyMs: Math.round(busy.ms), statements: busy.statements };
  });
  registerProbe('listener', () => (listened ? 'listening' : 'idle'));
  return async (channel, onPayload) => {
    await pglite.listen(channel, onPayload);
    listened = true;
  };
}
