/** @jest-environment node */
/**
 * A PostgreSQL server that goes away and comes back (the suite's PostgreSQL pass only): a TCP
 * proxy between this process's connections and the server is cut (it stops listening and drops
 * every connection, as a stopped server does) and restored. While cut, the API answers 503 with
 * Retry-After and the health check's database probe fails (/api/health then answers 503), the process keeps running (an idle pooled connection that
 * dies must not end it), and a write answered 503 left nothing behind; once restored, everything
 * answers again without a restart (LISTEN for live events too), and an order step that fell due
 * during the cut is run.
 */
import { createServer, connect, type Server, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';
import { eq, sql } from 'drizzle-orm';
import { closeDatabase, ensureDatabase, pingDatabase } from '../index';
import { getDb, listenDatabase } from '../db/client';
import { newsletterSubscribers } from '../db/schema';
import { orders } from '../db/schema-orders';
import { PG_SEEDED_URL_ENV } from '../../testing/seed-copy';
import { PROBE_NAME } from '../db/availability';
import { startOrderWorker } from '../services/order-lifecycle';
import { call } from '../../testing/backend';
import { enough, line, place, plainStoreItems, signIn } from '../../testing/orders';

const pgTest = process.env.SOUK_TEST_PG_URL ? test : test.skip;
jest.setTimeout(90_000);

/** A TCP proxy to the server at host:port that can be cut (no listener, no connection) and restored on the same port. */
async function cuttableProxy(host: string, port: number) {
  const live = new Set<Socket>();
  const serve = (client: Socket) => {
    const upstream = connect(port, host);
    for (const s of [client, upstream]) {
      live.add(s);
      s.on('close', () => live.delete(s));
      s.on('error', () => undefined);
    }
    client.pipe(upstream).pipe(client);
    client.on('close', () => upstream.destroy());
    upstream.on('close', () => client.destroy());
  };
  let server: Server = createServer(serve);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const own = (server.address() as AddressInfo).port;
  return {
    port: own,
    async cut() {
      const closed = new Promise((resolve) => server.close(resolve));
      for (const s of live) s.destroy();
      await closed;
    },
    async restore() {
      server = createServer(serve);
      await new Promise<void>((resolve) => server.listen(own, '127.0.0.1', resolve));
    },
    async close() {
      for (const s of live) s.destroy();
      if (server.listening) await new Promise((resolve) => server.close(resolve));
    },
  };
}

let proxy: Awaited<ReturnType<typeof cuttableProxy>> | undefined;
const saved = { pace: process.env.SOUK_ORDER_PACE_MS, cache: process.env.SOUK_API_CACHE, connect: process.env.DATABASE_CONNECT_TIMEOUT_MS, max: process.env.DATABASE_POOL_MAX };
/** The pool's size here, and the shortest time a new connection may take (the busy-pool test outlasts it). */
const POOL = 4;
const CONNECT_MS = 1000;
let quiet: jest.SpyInstance | undefined;

beforeAll(async () => {
  if (!process.env.SOUK_TEST_PG_URL || !process.env.DATABASE_URL) return;
  // jest.setup.ts gave this file a database of its own: its connections now go through the proxy
  const direct = new URL(process.env.DATABASE_URL);
  proxy = await cuttableProxy(direct.hostname, Number(direct.port || 5432));
  const via = new URL(direct.toString());
  via.hostname = '127.0.0.1';
  via.port = String(proxy.port);
  if (process.env[PG_SEEDED_URL_ENV] === direct.toString()) process.env[PG_SEEDED_URL_ENV] = via.toString();
  process.env.DATABASE_URL = via.toString();
  // every call reaches the database (no answers from the API's cache), and order steps a second apart
  process.env.SOUK_API_CACHE = '0';
  process.env.SOUK_ORDER_PACE_MS = '1000';
  process.env.DATABASE_CONNECT_TIMEOUT_MS = String(CONNECT_MS);
  process.env.DATABASE_POOL_MAX = String(POOL);
  await ensureDatabase();
}, 120_000);

afterAll(async () => {
  quiet?.mockRestore();
  await closeDatabase();
  await proxy?.close();
  const restore = [['SOUK_ORDER_PACE_MS', saved.pace], ['SOUK_API_CACHE', saved.cache], ['DATABASE_CONNECT_TIMEOUT_MS', saved.connect], ['DATABASE_POOL_MAX', saved.max]] as const;
  for (const [name, value] of restore) {
    if (value === undefined) delete process.env[name];
    else process.env[name] = value;
  }
}, 30_000);

/** What /api/health asks of the database (src/server/health.ts answers 503 when it fails). */
const answers = () => pingDatabase(2000).then(() => true, () => false);

async function until<T>(what: () => Promise<T>, done: (value: T) => boolean, ms = 30_000): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const value = await what();
    if (done(value) || Date.now() > end) return value;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

pgTest('503 with Retry-After while PostgreSQL is away, the health probe failing, and everything back (an order step too) once it returns', async () => {
  if (!proxy) throw new Error('no proxy');
  const db = await getDb();
  await startOrderWorker(db);
  const token = await signIn();
  const { store, list } = await plainStoreItems('grocery', 30, 1);
  const item = list[0]!;

  expect((await call('zone/list')).status).toBe(200);
  expect(await answers()).toBe(true);

  // an order placed (acknowledged) just before the database goes: its first step falls due while it is away
  const placed = await place({ token }, { store_id: store.id, cart: JSON.stringify([line(item, enough(item, store))]) });
  expect(placed.status).toBe(200);
  const orderId = Number(placed.body.order_id);

  // the worker's polls, pg-boss's 'error' events and the dropped idle connections are logged while cut
  quiet = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  await proxy.cut();

  const read = await call('zone/list');
  expect(read.status).toBe(503);
  expect(read.headers?.['retry-after']).toBe('5');
  expect(read.body).toEqual({ errors: [{ code: 'unavailable', message: 'The service is briefly unavailable; try again in a few seconds.' }] });
  const email = `outage-${Date.now()}@souk.test`;
  const write = await call('newsletter/subscribe', { method: 'POST', body: { email } });
  expect(write.status).toBe(503);
  expect(write.headers?.['retry-after']).toBe('5');
  expect(await answers()).toBe(false);
  // a live event stream asking to hear events now cannot, and is told so
  await expect(listenDatabase('souk_outage_test', () => undefined)).rejects.toBeDefined();

  // the order's step (due a second after it was placed) falls due while the database is away
  await new Promise((resolve) => setTimeout(resolve, 2500));
  expect((await call('zone/list')).status).toBe(503);

  await proxy.restore();
  // the pool connects again by itself: no restart
  const back = await until(() => call('zone/list'), (res) => res.status === 200, 15_000);
  expect(back.status).toBe(200);
  expect(await until(answers, (yes) => yes, 15_000)).toBe(true);
  // and once it is back, it hears them (the failed try left no half-made listener behind)
  let heard: (payload: string) => void = () => undefined;
  const notified = new Promise<string>((resolve) => {
    heard = resolve;
  });
  await listenDatabase('souk_outage_test', (payload) => heard(payload));
  await db.execute(sql`select pg_notify('souk_outage_test', 'back')`);
  const giveUp = setTimeout(() => heard('not heard'), 5000);
  expect(await notified).toBe('back');
  clearTimeout(giveUp);
  // the probe's own connection ended by the server while it is up: the next check connects afresh, no false alarm
  const ended = (await db.execute(sql`select pg_terminate_backend(pid) as ended from pg_stat_activity where application_name = ${PROBE_NAME} and datname = current_database()`)) as unknown as { rows: unknown[] };
  expect(ended.rows).toHaveLength(1);
  await new Promise((resolve) => setTimeout(resolve, 200));
  expect(await answers()).toBe(true);
  quiet.mockRestore();
  quiet = undefined;

  // the write answered 503 was not acknowledged and left nothing behind
  expect(await db.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.email, email))).toEqual([]);
  // the acknowledged order stands, and its lifecycle goes on from where it was
  const status = async () => (await db.select({ status: orders.orderStatus }).from(orders).where(eq(orders.id, orderId)))[0]?.status;
  expect(await until(status, (s) => s !== undefined && s !== 'pending', 30_000)).not.toBe('pending');
});

pgTest("a call that finds every pooled connection lent out waits for one (load, not an outage): it is answered, not 503", async () => {
  const db = await getDb();
  expect((await call('zone/list')).status).toBe(200);
  // every connection of the pool held for longer than a new connection may take
  // (a Drizzle query runs when it is awaited or then'ed)
  const held = Array.from({ length: POOL }, () => db.execute(sql`select pg_sleep(${(CONNECT_MS * 1.8) / 1000})`).then(() => undefined));
  await new Promise((resolve) => setTimeout(resolve, 100));
  const started = Date.now();
  // a write, which no cache can answer
  const email = `busy-pool-${Date.now()}@souk.test`;
  const waited = await call('newsletter/subscribe', { method: 'POST', body: { email } });
  expect(waited.status).toBe(200);
  // it did wait for a connection to come back
  expect(Date.now() - started).toBeGreaterThanOrEqual(CONNECT_MS * 0.8);
  await Promise.all(held);
  expect(await db.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.email, email))).toHaveLength(1);
});
