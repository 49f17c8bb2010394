import type { IncomingMessage, ServerResponse } from 'node:http';
import { parseCookieHeader } from '@/lib/cookie-header';
import { dispatch } from '@/gateway';
import { BodyTooLarge, clientAddress, isSecureRequest, readRawBody, sendGatewayResponse, sendJson } from '@/gateway/http';
import { eventStream, EVENT_STREAM_PATH } from '@/gateway/event-stream';
import { noteResponse } from '@/observe/request';

export const config = { api: { bodyParser: false, responseLimit: false } };

/**
 * The /api/v1 gateway. It needs nothing of Next's request helpers, so the production server
 * (src/http/serve.ts) calls it straight, without Next's router in between; `next dev` routes here.
 */
export default async function gateway(req: IncomingMessage, res: ServerResponse) {
  const method = (req.method ?? 'GET').toUpperCase();
  const url = new URL(req.url ?? '/', 'http://localhost');
  const path = url.pathname.replace(/^\/api\/v1\/?/, '');
  // the live events: one long-lived answer, not a call through the gateway (src/gateway/event-stream.ts)
  if (path === EVENT_STREAM_PATH) {
    noteResponse(res, { route: `/api/v1/${EVENT_STREAM_PATH}` });
    return eventStream(req, res, url);
  }
  let rawBody: Buffer | undefined;
  if (method !== 'GET' && method !== 'HEAD') {
    try {
      rawBody = await readRawBody(req);
    } catch (error) {
      const tooLarge = error instanceof BodyTooLarge;
      sendJson(res, tooLarge ? 413 : 400, {
        errors: [{ code: 'body', message: tooLarge ? 'The request is too large.' : 'The request body could not be read.' }],
      });
      return;
    }
  }
  const answer = await dispatch({
    method,
    path,
    search: url.search.replace(/^\?/, ''),
    headers: req.headers,
    cookies: parseCookieHeader(req.headers.cookie),
    rawBody,
    secure: isSecureRequest(req),
    clientAddress: clientAddress(req),
  });
  // the route's pattern and the response cache's answer, for the server's log line and metrics (src/http/request-log.ts)
  noteResponse(res, { route: answer.route, ...(answer.cache ? { cache: answer.cache } : {}) });
  sendGatewayResponse(res, answer);
}
