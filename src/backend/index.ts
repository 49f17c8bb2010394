/** The embedded API: what the gateway calls when API_BASE_URL is unset. */
export type { ApiRequest, ApiResponse, ApiHandler } from './types';
import type { ApiHandler } from './types';
import { route } from './router';

export { ROUTE_LIST, cachedAnswerText } from './router';

export { ensureDatabase, resetDatabase, closeDatabase, pingDatabase } from './db/client';

export const handleApiRequest: ApiHandler = (req) => route(req);
export { inspect, ownQuery, isOutOfRangeId, hasControl, MAX_ID, type Refusal } from './edge';

/** Runs the order lifecycle's jobs in this process (the storefront server does, at start). */
export async function startOrderWorker(): Promise<void> {
  const { getDb } = await import('./db/client');
  const { startOrderWorker: start } = await import('./services/order-lifecycle');
  await start(await getDb());
}
