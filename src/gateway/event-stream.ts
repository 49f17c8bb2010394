/**
 * GET /api/v1/customer/event-stream: the signed-in shopper's live events (Server-Sent Events),
 * answered by the embedded API (src/backend/event-stream.ts) with the token from the caller's
 * Authorization header or the httpOnly cookie. With an external backend (API_BASE_URL) there is
 * no stream here: 404, and the browser's EventSource stops (push comes through Firebase then).
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { parseCookieHeader } from '@/lib/cookie-header';
import { first, upstreamHeaders } from './headers';
import { sendJson } from './http';
import { isCrossSite } from './origin';
import { env } from '@/lib/env';

export const EVENT_STREAM_PATH = 'customer/event-stream';

export async function eventStream(req: IncomingMessage, res: ServerResponse, url: URL): Promise<void> {
  const method = (req.method ?? 'GET').toUpperCase();
  if (method !== 'GET') {
    res.setHeader('Allow', 'GET');
    sendJson(res, 405, { errors: [{ code: 'method', message: `The ${method} method is not supported for this route.` }] });
    return;
  }
  if (env('API_BASE_URL')) {
    sendJson(res, 404, { errors: [{ code: 'not_found', message: 'Live events come from the embedded API only.' }] });
    return;
  }
  if (isCrossSite(req.headers)) {
    sendJson(res, 403, { errors: [{ code: 'origin', message: 'Cross-site requests are not allowed.' }] });
    return;
  }
  const { headers } = upstreamHeaders(req.headers, parseCookieHeader(req.headers.cookie));
  const { serveEventStream } = await import('@/backend/event-stream');
  await serveEventStream(req, res, {
    authorization: headers.authorization,
    lastEventId: first(req.headers['last-event-id']) ?? url.searchParams.get('last_event_id') ?? undefined,
  });
}
