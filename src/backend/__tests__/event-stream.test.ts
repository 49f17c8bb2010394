/** @jest-environment node */
/**
 * The live event stream (Server-Sent Events): a signed-in customer's stream names the newest id,
 * then carries each event published for them (and only them); a reconnect with Last-Event-ID
 * first gets what it missed; no token is a 401. On PostgreSQL (the suite's second run) also
 * across two processes: events published here reach a stream held by another process on the
 * same database (LISTEN/NOTIFY).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { getDb } from '../db/client';
import { customerEvents } from '../db/schema-chat';
import { serveEventStream } from '../event-stream';
import { closeDatabase, ensureDatabase } from '../index';
import { publishEvent } from '../services/events';
import { call } from '../../testing/backend';
import { bearer, signUp } from '../../testing/accounts';

jest.setTimeout(60_000);

let server: Server;
let base = '';

beforeAll(async () => {
  await ensureDatabase();
  server = createServer((req, res) => {
    const last = req.headers['last-event-id'];
    void serveEventStream(req, res, { authorization: req.headers.authorization, lastEventId: Array.isArray(last) ? last[0] : last });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}, 120_000);
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
  await closeDatabase();
}, 30_000);

interface Sse {
  id: string | null;
  event: string;
  data: Record<string, unknown>;
}

/** Opens a stream and reads its events as they come; `next(n)` waits for the next n. */
async function open(url: string, headers: Record<string, string>) {
  const controller = new AbortController();
  const res = await fetch(url, { headers, signal: controller.signal });
  const reader = res.body?.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  const queue: Sse[] = [];
  const read = async (): Promise<boolean> => {
    if (!reader) return false;
    const { value, done } = await reader.read();
    if (done) return false;
    buffer += decoder.decode(value, { stream: true });
    let at = buffer.indexOf('\n\n');
    while (at >= 0) {
      const block = buffer.slice(0, at);
      buffer = buffer.slice(at + 2);
      const lines = block.split('\n').filter((l) => !l.startsWith(':'));
      const field = (name: string) => lines.find((l) => l.startsWith(`${name}:`))?.slice(name.length + 1).trim();
      if (field('data') !== undefined) queue.push({ id: field('id') ?? null, event: field('event') ?? 'message', data: JSON.parse(field('data') ?? '{}') as Record<string, unknown> });
      at = buffer.indexOf('\n\n');
    }
    return true;
  };
  return {
    status: res.status,
    contentType: res.headers.get('content-type'),
    async next(n = 1): Promise<Sse[]> {
      while (queue.length < n) if (!(await read())) throw new Error('the stream ended');
      return queue.splice(0, n);
    },
    close: () => controller.abort(),
  };
}

async function customer(tag: string) {
  const made = await signUp(tag);
  const info = await call<{ id: number }>('customer/info', { headers: bearer(made.token) });
  return { token: made.token, id: info.body.id };
}

test('a stream carries the customer’s own events, and a reconnect gets what it missed', async () => {
  const me = await customer('sse-one');
  const other = await customer('sse-other');
  const db = await getDb();
  const stream = await open(base, bearer(me.token));
  expect([stream.status, stream.contentType]).toEqual([200, 'text/event-stream; charset=utf-8']);
  const [ready] = await stream.next();
  expect(ready?.event).toBe('ready');
  await publishEvent(db, other.id, 'message', { conversation_id: 1, sender_type: 'vendor' });
  const a = await publishEvent(db, me.id, 'order_status', { order_id: 7, status: 'confirmed' });
  const b = await publishEvent(db, me.id, 'message', { conversation_id: 3, sender_type: 'delivery_man' });
  const got = await stream.next(2);
  expect(got).toEqual([
    { id: String(a), event: 'message', data: { type: 'order_status', order_id: 7, status: 'confirmed' } },
    { id: String(b), event: 'message', data: { type: 'message', conversation_id: 3, sender_type: 'delivery_man' } },
  ]);
  stream.close();
  // missed while away: the reconnect names the last id it saw
  const c = await publishEvent(db, me.id, 'referral_code', { reward: 20 });
  const again = await open(base, { ...bearer(me.token), 'last-event-id': String(a) });
  const replay = await again.next(3);
  expect(replay.map((e) => e.id)).toEqual([String(a), String(b), String(c)]);
  expect(replay[0]?.event).toBe('ready');
  again.close();
});

test('no token, or a dead one, is a 401', async () => {
  expect((await fetch(base)).status).toBe(401);
  expect((await fetch(base, { headers: bearer('not-a-token') })).status).toBe(401);
});

const pgUrl = process.env.SOUK_TEST_PG_URL ? process.env.DATABASE_URL : undefined;
(process.env.SOUK_TEST_PG_URL ? test : test.skip)('two processes on one PostgreSQL: events published here reach a stream held by the other', async () => {
  const me = await customer('sse-two');
  const db = await getDb();
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', join(__dirname, '..', '..', 'testing', 'event-stream-server.ts')], {
    env: { ...process.env, DATABASE_URL: process.env.DATABASE_URL ?? pgUrl, NODE_ENV: 'production' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  try {
    const port = await new Promise<number>((resolve, reject) => {
      let out = '';
      child.stdout?.on('data', (chunk: Buffer) => {
        out += chunk.toString();
        const m = /port (\d+)/.exec(out);
        if (m) resolve(Number(m[1]));
      });
      child.once('exit', (code) => reject(new Error(`the second process ended (${code})`)));
    });
    const stream = await open(`http://127.0.0.1:${port}/`, bearer(me.token));
    await stream.next();
    const sent: string[] = [];
    for (let i = 0; i < 20; i += 1) sent.push(String(await publishEvent(db, me.id, 'order_status', { order_id: i, status: 'confirmed' })));
    const got = await stream.next(20);
    expect(got.map((e) => e.id)).toEqual(sent);
    stream.close();
    console.log(`[two processes] ${got.length} of ${sent.length} events delivered across processes`);
  } finally {
    child.kill('SIGTERM');
  }
});

(process.env.SOUK_TEST_PG_URL ? test : test.skip)('a customer\'s events commit in the order of their ids, so a stream never skips one written in a longer transaction', async () => {
  const me = await customer('sse-order');
  const db = await getDb();
  let longId = 0;
  let written: () => void = () => {};
  const longWritten = new Promise<void>((resolve) => (written = resolve));
  // an order's step: its event is written inside a transaction that goes on a while
  const long = db.transaction(async (tx) => {
    longId = await publishEvent(tx, me.id, 'order_status', { order_id: 1, status: 'confirmed' });
    written();
    await new Promise((r) => setTimeout(r, 300));
  });
  await longWritten;
  // a chat message for the same customer meanwhile: written once the first is committed, with a higher id
  const short = await publishEvent(db, me.id, 'message', { conversation_id: 1 });
  expect(short).toBeGreaterThan(longId);
  // so a stream that has read the second one can already read the first (without the lock it was not yet committed)
  const visible = await db.select({ id: customerEvents.id }).from(customerEvents).where(eq(customerEvents.id, longId));
  expect(visible).toHaveLength(1);
  await long;
});
