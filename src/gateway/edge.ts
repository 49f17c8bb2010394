import { inspect, ownQuery } from '@/backend';
import { log } from '@/observe/log';
import { requestIdOf } from '@/observe/request';
import { first } from './headers';
import type { GatewayRequest, GatewayResponse, HeaderBag } from './types';

export { ownQuery };

/**
 * The caller's request id when it is a plain token, else a new one; it names the call in the logs.
 * The production server has set it on every request already (src/http/request-log.ts), and a
 * page's own calls carry its page's (src/server/transport.ts).
 */
export function requestId(headers: HeaderBag): string {
  return requestIdOf(first(headers['x-request-id']));
}

/** The body as the API will read it, for inspection only (unreadable bodies are refused later). */
function bodyForInspection(raw: Buffer | undefined, contentType: string | undefined): unknown {
  if (!raw || raw.length === 0) return undefined;
  const type = (contentType ?? '').split(';')[0]?.trim().toLowerCase();
  try {
    if (type === 'application/x-www-form-urlencoded') return Object.fromEntries(new URLSearchParams(raw.toString('utf8')));
    if (type === 'application/json' || type === '') return JSON.parse(raw.toString('utf8')) as unknown;
  } catch {
    return undefined;
  }
  return undefined;
}

/**
 * The gateway's side of the validation layer (src/backend/edge.ts): what no route could use is
 * answered here with a 4xx in the contract's error shape, before the embedded API or an
 * external backend sees it.
 */
export function refuseAtEdge(req: GatewayRequest, headers: Record<string, string>): GatewayResponse | null {
  const refused = inspect({
    path: req.path,
    query: ownQuery(new URLSearchParams(req.search)),
    headers,
    body: bodyForInspection(req.rawBody, headers['content-type']),
  });
  if (!refused) return null;
  return { status: refused.status, body: { errors: refused.errors }, headers: {}, cookies: [] };
}

/** A call the API did not answer in the log: its request id and method, and why (src/observe/log.ts). */
export function logFailure(id: string, req: GatewayRequest, error: unknown): void {
  log().error({ request_id: id, method: req.method.toUpperCase(), ...(error === 'timeout' ? { timeout: true } : { err: error }) }, 'gateway: the API did not answer');
}
