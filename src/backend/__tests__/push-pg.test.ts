/** @jest-environment node */
/**
 * Two storefront processes on one PostgreSQL server (the suite's PostgreSQL pass only): both run
 * the order lifecycle's and the pushes' jobs, pointed at the FCM stand-in (src/testing/fcm-server.ts). Each
 * device of the orders' owners gets exactly one push per status change (and per message from the
 * rider), whichever process ran the step, queued the push or sent it.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import type { FcmStandIn } from '../../testing/fcm-server';

const pgTest = process.env.SOUK_TEST_PG_URL ? test : test.skip;
// the backend is loaded only on PostgreSQL: elsewhere this file costs no more than its skip
const backend = async () => ({
  ...(await import('drizzle-orm')),
  ...(await import('../index')),
  ...(await import('../db/client')),
  ...(await import('../db/schema-orders')),
  ...(await import('../services/push')),
  ...(await import('../../testing/backend')),
  ...(await import('../../testing/accounts')),
  ...(await import('../../testing/fcm-server')),
  ...(await import('../../testing/orders')),
});
jest.setTimeout(180_000);

const PACE = '200';
let standIn: FcmStandIn | undefined;
const processes: ChildProcess[] = [];
const savedPace = process.env.SOUK_ORDER_PACE_MS;

/** A process running the backend's workers on this test file's database; resolves once it says it is ready. */
function startProcess(env: Record<string, string>): Promise<ChildProcess> {
  const childEnv: NodeJS.ProcessEnv = { ...process.env, ...env, NODE_ENV: 'production' };
  // a process of its own, not one of jest's workers (the seeded-copy shortcuts are jest's)
  delete childEnv.JEST_WORKER_ID;
  const child = spawn(process.execPath, ['--import', 'tsx', join(__dirname, '..', '..', 'testing', 'push-process.ts')], { cwd: join(__dirname, '..', '..', '..'), env: childEnv, stdio: ['ignore', 'pipe', 'pipe'] });
  processes.push(child);
  let errors = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    errors += chunk.toString();
  });
  return new Promise((resolve, reject) => {
    child.stdout?.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('ready')) resolve(child);
    });
    child.on('exit', (code) => reject(new Error(`the process ended (${String(code)}) before it was ready: ${errors.slice(-2000)}`)));
  });
}

beforeAll(async () => {
  if (!process.env.SOUK_TEST_PG_URL || !process.env.DATABASE_URL) return;
  process.env.SOUK_ORDER_PACE_MS = PACE;
  const { ensureDatabase, startFcmStandIn, standInEnv } = await backend();
  await ensureDatabase();
  standIn = await startFcmStandIn();
  const env = { ...standInEnv(standIn), DATABASE_URL: process.env.DATABASE_URL, SOUK_ORDER_PACE_MS: PACE };
  await Promise.all([startProcess(env), startProcess(env)]);
}, 120_000);

afterAll(async () => {
  await Promise.all(
    processes.map(
      (child) =>
        new Promise<void>((resolve) => {
          if (child.exitCode !== null) return resolve();
          child.removeAllListeners('exit');
          child.once('exit', () => resolve());
          child.kill('SIGTERM');
        }),
    ),
  );
  await standIn?.close();
  if (savedPace === undefined) delete process.env.SOUK_ORDER_PACE_MS;
  else process.env.SOUK_ORDER_PACE_MS = savedPace;
  if (standIn) await (await backend()).closeDatabase();
}, 60_000);

async function customer(tag: string): Promise<string> {
  return (await (await backend()).signUp(tag)).token;
}

async function register(who: { token?: string; guest?: string }, device: string) {
  const { bearer, call } = await backend();
  const res = await call('customer/cm-firebase-token', { method: 'PUT', headers: who.token ? bearer(who.token) : {}, body: { cm_firebase_token: device, ...(who.guest ? { guest_id: who.guest } : {}) } });
  expect(res.status).toBe(200);
}

async function order(who: { token?: string; guest?: string }, skip: number): Promise<number> {
  const { enough, line, place, plainStoreItems } = await backend();
  const { store, list } = await plainStoreItems('grocery', 30, skip);
  const it = list[0]!;
  const res = await place(who, { store_id: store.id, cart: JSON.stringify([line(it, enough(it, store))]) });
  expect(res.status).toBe(200);
  return Number(res.body.order_id);
}

pgTest('exactly one push per event per device with two processes on one PostgreSQL', async () => {
  const s = standIn!;
  const { getDb, inArray, newGuest, orders, PUSH_QUEUE, PUSH_SEND_QUEUE, sql } = await backend();
  const db = await getDb();
  const a = { token: await customer('push-pg-a') };
  const b = { token: await customer('push-pg-b') };
  const guest = { guest: await newGuest() };
  const devices = { a: ['a-phone', 'a-laptop'], b: ['b-phone', 'b-tablet'], guest: ['guest-phone'] };
  for (const d of devices.a) await register(a, d);
  for (const d of devices.b) await register(b, d);
  for (const d of devices.guest) await register(guest, d);
  const placed = { a: [await order(a, 0), await order(a, 1), await order(a, 2)], b: [await order(b, 3), await order(b, 4)], guest: [await order(guest, 5)] };
  const ids = Object.values(placed).flat();

  let idle = false;
  for (let i = 0; i < 600 && !idle; i += 1) {
    await new Promise((r) => setTimeout(r, 250));
    const moving = (await db.select({ s: orders.orderStatus }).from(orders).where(inArray(orders.id, ids))).filter((o) => o.s !== 'delivered');
    const jobs = (await db.execute(sql`select count(*)::int as n from pgboss.job where name in (${PUSH_QUEUE}, ${PUSH_SEND_QUEUE}) and state in ('created', 'retry', 'active')`)) as unknown as { rows: { n: number }[] };
    idle = moving.length === 0 && jobs.rows[0]?.n === 0;
  }
  expect(idle).toBe(true);
  expect(s.problems).toEqual([]);

  // every (device, order, status) and every (device, rider's message) exactly once
  const count = new Map<string, number>();
  for (const m of s.sent) {
    const key = m.data.type === 'order_status' ? `${m.token} order ${m.data.order_id} ${m.data.status}` : `${m.token} ${m.data.type} ${m.data.conversation_id} ${m.data.order_id ?? ''}`;
    count.set(key, (count.get(key) ?? 0) + 1);
  }
  expect([...count.entries()].filter(([, n]) => n !== 1)).toEqual([]);
  const expected: string[] = [];
  for (const [owner, list] of Object.entries(placed) as [keyof typeof placed, number[]][]) {
    for (const device of devices[owner]) for (const id of list) for (const status of ['confirmed', 'processing', 'handover', 'picked_up', 'delivered']) expected.push(`${device} order ${id} ${status}`);
  }
  expect([...count.keys()].filter((k) => k.includes(' order ')).sort()).toEqual(expected.sort());
  // the rider wrote once per order of a customer (a guest has no chat): one push per device each
  for (const device of [...devices.a, ...devices.b]) {
    const mine = s.sent.filter((m) => m.token === device && m.data.type === 'message');
    expect(mine).toHaveLength(device.startsWith('a-') ? placed.a.length : placed.b.length);
  }
});
