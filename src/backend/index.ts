/** The embedded API: what the gateway calls when API_BASE_URL is unset. */
export type { ApiRequest, ApiResponse, ApiHandler } from './types';
import type { ApiHandler } from './types';
import { route } from './router';
import { prepareDatabasesWith } from './db/client';
import { prepareDatabase } from './db/prepare';

// a database this process opens is migrated, and seeded when empty, before its first use
prepareDatabasesWith(prepareDatabase);

export { ROUTE_LIST, cachedAnswerText } from './router';

export { ensureDatabase, resetDatabase, closeDatabase, pingDatabase } from './db/client';
export { errorLine } from '../observe/error-line';

export const handleApiRequest: ApiHandler = (req) => route(req);
export { inspect, ownQuery, isOutOfRangeId, hasControl, MAX_ID, type Refusal } from './edge';

/**
 * At the server's start: the database opened (migrated, seeded when empty) and, unless `worker`
 * is false, the order lifecycle's jobs running here. A database that cannot be reached yet does not
 * stop the server: it answers 503 (health too) and both are tried again every 5 s.
 */
export async function startBackend(worker: boolean): Promise<void> {
  const { ensureDatabase } = await import('./db/client');
  const { startWhenReachable } = await import('./db/availability');
  const { noteBackend } = await import('../observe/probes');
  // /api/health?ready=1 answers 503 (starting) until this has run
  noteBackend('pending');
  await startWhenReachable(async () => {
    await ensureDatabase();
    if (worker) await startOrderWorker();
    noteBackend('started');
  });
}

/** Runs the order lifecycle's jobs in this process (the storefront server does, at start). */
export async function startOrderWorker(): Promise<void> {
  const { getDb } = await import('./db/client');
  const { startOrderWorker: start } = await import('./services/order-lifecycle');
  await start(await getDb());
}
