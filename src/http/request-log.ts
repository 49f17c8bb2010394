/**
 * Around every request the production server answers: its request id (the caller's X-Request-Id
 * when it is a plain token, else a new one, sent back in X-Request-Id and passed down to the
 * gateway and the API), its span when tracing is on (src/http/tracing.ts), and once it is
 * answered one JSON log line and its time in `http_request_duration_seconds`:
 *
 *   {"level":"info","time":"…","request_id":"…","method":"GET","route":"/product/[id]",
 *    "status":200,"duration_ms":12.4,"cache":"HIT","caller":"guest","msg":"request"}
 *
 * The route is a pattern (./route-patterns.ts, or the API router's, noted on the response), the
 * caller `customer` when the request carries a sign-in token (cookie or Authorization) and
 * `guest` otherwise; nothing else of the request is logged.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { COOKIE } from '../lib/session';
import { log } from '../observe/log';
import { observeRender, observeRequest } from '../observe/metrics';
import { requestIdOf, responseFacts } from '../observe/request';
import { tracer, type Span } from '../observe/trace';
import type { RoutePatterns } from './route-patterns';

type Listener = (req: IncomingMessage, res: ServerResponse) => void;

/** Long-lived answers whose time says nothing of speed: logged, not in the duration histogram. */
export const STREAM_ROUTES = new Set(['/api/v1/customer/event-stream']);

const TOKEN_COOKIE = new RegExp(`(?:^|;\\s*)${COOKIE.token}=[^;\\s]`);

/**
 * customer: the request carries a sign-in token (the cookie, or a Bearer token on the API: on
 * /metrics it is the metrics token); guest otherwise (a guest id, or no cookies at all).
 */
export function callerOf(req: IncomingMessage): 'customer' | 'guest' {
  const auth = req.headers.authorization;
  if (req.url?.startsWith('/api/v1/') && typeof auth === 'string' && /^bearer\s+\S/i.test(auth)) return 'customer';
  return TOKEN_COOKIE.test(req.headers.cookie ?? '') ? 'customer' : 'guest';
}

/** Sets a header as the answer's headers are written, so whatever writes them (Next, the page cache) keeps it. */
export function answerWith(res: ServerResponse, name: string, value: string): void {
  const writeHead = res.writeHead as unknown as (this: ServerResponse, ...args: unknown[]) => ServerResponse;
  const patched = function writeHeadWithHeader(...args: unknown[]): ServerResponse {
    if (!res.hasHeader(name)) res.setHeader(name, value);
    return writeHead.apply(res, args);
  };
  res.writeHead = patched as unknown as ServerResponse['writeHead'];
}

/** `handle` with a request id, a span, a log line and its time for every request. */
export function observeRequests(routes: RoutePatterns, handle: Listener): Listener {
  return (req, res) => {
    const started = process.hrtime.bigint();
    const id = requestIdOf(req.headers['x-request-id']);
    // the gateway names its calls with it, and the page's own API calls carry it on (src/server/transport.ts)
    req.headers['x-request-id'] = id;
    answerWith(res, 'x-request-id', id);
    const method = (req.method ?? 'GET').toUpperCase();
    const target = req.url ?? '/';

    const answered = (span: Span | null, traceId: string | undefined) => {
      const facts = responseFacts(res);
      const route = facts.route ?? routes.match(target);
      // a client that went away before the answer ended: nginx's 499
      const status = res.writableFinished || res.headersSent ? res.statusCode : 499;
      const seconds = Number(process.hrtime.bigint() - started) / 1e9;
      if (!STREAM_ROUTES.has(route)) observeRequest(method, route, status, seconds);
      const header = res.getHeader('x-souk-cache');
      const cache = facts.cache ?? (typeof header === 'string' ? header : undefined);
      span?.updateName(`${method} ${route}`);
      span?.setAttributes({ 'http.route': route, 'http.response.status_code': status, 'souk.cache': cache });
      log().info(
        {
          request_id: id,
          method,
          route,
          status,
          duration_ms: Math.round(seconds * 10_000) / 10,
          ...(cache ? { cache } : {}),
          caller: callerOf(req),
          ...(res.writableFinished ? {} : { aborted: true }),
          ...(traceId ? { trace_id: traceId } : {}),
        },
        'request',
      );
    };

    const t = tracer();
    if (!t) {
      res.once('close', () => answered(null, undefined));
      handle(req, res);
      return;
    }
    void t.inSpan(
      method,
      { 'http.request.method': method, 'souk.request_id': id },
      (span) =>
        new Promise<void>((resolve) => {
          const traceId = t.traceId();
          res.once('close', () => {
            answered(span, traceId);
            resolve();
          });
          handle(req, res);
        }),
      req.headers,
    );
  };
}

/**
 * Next's handler, its time on each page or page data it answers measured in
 * `souk_page_render_duration_seconds` (the page cache's misses and passes: its hits never reach it).
 */
export function timedRenders(routes: RoutePatterns, handler: (req: IncomingMessage, res: ServerResponse) => Promise<void> | void): (req: IncomingMessage, res: ServerResponse) => Promise<void> | void {
  return (req, res) => {
    const route = routes.match(req.url ?? '/');
    if (routes.isPage(route)) {
      const started = process.hrtime.bigint();
      res.once('close', () => observeRender(route, Number(process.hrtime.bigint() - started) / 1e9));
    }
    return handler(req, res);
  };
}
