/**
 * The signed-in customer's live events as Server-Sent Events (GET /api/v1/customer/event-stream,
 * pages/api/v1/[...path].ts): one long-lived response per browser. It first names the newest event
 * id (`event: ready`), then sends each new event of the customer as
 * `id: <event id>` + `data: {"type": "message" | "order_status" | "referral_code", ...}`.
 * A reconnect names the last id it saw (the Last-Event-ID header EventSource sends by itself, or
 * `last_event_id` in the query) and first gets every event after it. Events reach this process
 * through the database's NOTIFY (services/events.ts), whichever process published them.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { buildCtx } from './context';
import { getDb } from './db/client';
import { DATABASE_RETRY_AFTER_SECONDS, isDatabaseUnavailable } from './db/availability';
import { requireCustomer } from './services/guards';
import { ApiError } from './http';
import { eventsAfter, lastEventId, subscribe } from './services/events';
import { log } from '../observe/log';

/** A comment line every so often keeps proxies and the browser from closing a quiet stream. */
const HEARTBEAT_MS = 25_000;
/** How soon the browser reconnects after the stream drops. */
const RETRY_MS = 3_000;

function refuse(res: ServerResponse, status: number, code: string, message: string): void {
  res.writeHead(status, { 'content-type': 'application/json', 'cache-control': 'private, no-store' });
  res.end(JSON.stringify({ errors: [{ code, message }] }));
}

/**
 * The database is away: a stream that ends at once and asks to be opened again in a few seconds.
 * EventSource gives up for good on any status but 200, and reconnects by itself after a 200 stream
 * ends, waiting the `retry` it was given.
 */
function comeBackLater(res: ServerResponse): void {
  const seconds = DATABASE_RETRY_AFTER_SECONDS;
  res.writeHead(200, { 'content-type': 'text/event-stream; charset=utf-8', 'cache-control': 'private, no-cache, no-transform', 'retry-after': String(seconds) });
  res.end(`retry: ${seconds * 1000}\n: the service is briefly unavailable\n\n`);
}

/** A Last-Event-ID worth reading: a whole number; anything else starts afresh. */
export function parseLastId(raw: string | undefined): number | null {
  if (raw === undefined || !/^\d{1,15}$/.test(raw.trim())) return null;
  return Number(raw.trim());
}

export async function serveEventStream(req: IncomingMessage, res: ServerResponse, opts: { authorization?: string; lastEventId?: string }): Promise<void> {
  let db: Awaited<ReturnType<typeof getDb>>;
  let customerId: number;
  try {
    db = await getDb();
    const ctx = buildCtx({ method: 'GET', path: 'customer/event-stream', query: {}, headers: { authorization: opts.authorization }, body: {} }, db, {});
    customerId = (await requireCustomer(ctx)).id;
  } catch (err) {
    if (err instanceof ApiError) return refuse(res, err.status, err.errors[0]?.code ?? 'auth', err.errors[0]?.message ?? 'Unauthenticated.');
    if (isDatabaseUnavailable(err)) return comeBackLater(res);
    throw err;
  }
  res.writeHead(200, {
    'content-type': 'text/event-stream; charset=utf-8',
    // no-transform: the server's gzip leaves the stream alone (it would hold events back)
    'cache-control': 'private, no-cache, no-transform',
    'x-accel-buffering': 'no',
    connection: 'keep-alive',
  });
  res.socket?.setNoDelay(true);
  let closed = false;
  let last = 0;
  let running = false;
  let again = false;
  /** Sends every event after the last one sent (one run at a time; a wake during a run runs it again). */
  const pump = async (): Promise<void> => {
    if (running) {
      again = true;
      return;
    }
    running = true;
    try {
      do {
        again = false;
        const events = await eventsAfter(db, customerId, last);
        for (const e of events) {
          if (closed) return;
          res.write(`id: ${e.id}\ndata: ${JSON.stringify({ type: e.type, ...e.data })}\n\n`);
          last = e.id;
        }
        if (events.length === 100) again = true;
      } while (again && !closed);
    } catch (err) {
      log().error({ err }, 'live events: the stream could not read new events');
    } finally {
      running = false;
    }
  };
  // subscribed before the newest id is read: nothing published in between is missed
  let ready = false;
  const stop = await subscribe(customerId, () => {
    if (ready) void pump();
  });
  const heartbeat = setInterval(() => {
    if (!closed) res.write(': ping\n\n');
  }, HEARTBEAT_MS);
  heartbeat.unref();
  const end = () => {
    if (closed) return;
    closed = true;
    clearInterval(heartbeat);
    stop();
  };
  req.on('close', end);
  res.on('close', end);
  const resumeFrom = parseLastId(opts.lastEventId);
  last = resumeFrom ?? (await lastEventId(db, customerId));
  res.write(`retry: ${RETRY_MS}\nevent: ready\nid: ${last}\ndata: {}\n\n`);
  ready = true;
  await pump();
}
