/** @jest-environment node */
import { eq, sql } from 'drizzle-orm';
import { closeDatabase, ensureDatabase } from '../index';
import { getDb } from '../db/client';
import { orders } from '../db/schema-orders';
import { maintenanceSeconds } from '../services/jobs';
import { enqueue, jobId, nextStep, nextSweep, planRoute, runStep, startOrderWorker, stepExpirySeconds, type StepData } from '../services/order-lifecycle';
import { call, errorCode, type Json } from '../../testing/backend';
import { bearer, enough, line, place, plainStoreItems, signIn } from '../../testing/orders';

const saved = process.env.SOUK_ORDER_PACE_MS;
beforeAll(async () => {
  process.env.SOUK_ORDER_PACE_MS = '100';
  await ensureDatabase();
}, 120_000);
afterAll(async () => {
  if (saved === undefined) delete process.env.SOUK_ORDER_PACE_MS;
  else process.env.SOUK_ORDER_PACE_MS = saved;
  await closeDatabase();
}, 30_000);

async function placed(token: string): Promise<number> {
  const { store, list } = await plainStoreItems('grocery', 30, 2);
  const it = list[0]!;
  const res = await place({ token }, { store_id: store.id, cart: JSON.stringify([line(it, enough(it, store))]) });
  expect(res.status).toBe(200);
  return Number(res.body.order_id);
}

describe('the timeline', () => {
  it('maps each status to the next, take-away skipping the ride', () => {
    expect(nextStep('delivery', 'pending', 0, 0)).toEqual({ status: 'confirmed', step: 0 });
    expect(nextStep('delivery', 'handover', 0, 6)).toEqual({ status: 'picked_up', step: 0 });
    expect(nextStep('take_away', 'handover', 0, 0)).toEqual({ status: 'delivered', step: 0 });
    expect(nextStep('delivery', 'picked_up', 2, 6)).toEqual({ status: 'picked_up', step: 3 });
    expect(nextStep('delivery', 'picked_up', 5, 6)).toEqual({ status: 'delivered', step: 5 });
    expect(nextStep('delivery', 'delivered', 0, 6)).toBeNull();
    expect(nextStep('delivery', 'canceled', 0, 6)).toBeNull();
    const route = planRoute([25.2, 55.27], [25.1, 55.2]);
    expect(route[0]).toEqual([25.2, 55.27]);
    expect(route.at(-1)).toEqual([25.1, 55.2]);
  });
});

describe('exactly once', () => {
  it('advances an order once when two workers run the same job, tells the customer once, and queues its next step once', async () => {
    const token = await signIn();
    const orderId = await placed(token);
    const db = await getDb();
    const job: StepData = { orderId, status: 'pending', step: 0 };
    const [a, b] = await Promise.all([runStep(db, job), runStep(db, job)]);
    expect(a).toEqual({ orderId, status: 'confirmed', step: 0 });
    expect(b).toEqual(a);
    const [row] = await db.select().from(orders).where(eq(orders.id, orderId));
    expect(row?.orderStatus).toBe('confirmed');
    const confirmedAt = row?.confirmed?.getTime();
    // a late duplicate changes nothing
    expect(await runStep(db, job)).toEqual(a);
    const [again] = await db.select().from(orders).where(eq(orders.id, orderId));
    expect(again?.confirmed?.getTime()).toBe(confirmedAt);
    // both runs queue the next step: one job
    await Promise.all([enqueue(a!, 60_000), enqueue(b!, 60_000)]);
    const jobs = (await db.execute(sql`select count(*)::int as n from pgboss.job where id = ${jobId(a!)}::uuid`)) as unknown as { rows: { n: number }[] };
    expect(jobs.rows[0]?.n).toBe(1);
    // the customer was told once, however many runs (the late duplicate included) reached it
    const told = (await db.execute(
      sql`select count(*)::int as n from customer_events where type = 'order_status' and (data->>'order_id')::int = ${orderId} and data->>'status' = 'confirmed'`,
    )) as unknown as { rows: { n: number }[] };
    expect(told.rows[0]?.n).toBe(1);
    // a job taken by a process that died is given to another worker within a few seconds
    const expiry = (await db.execute(sql`select extract(epoch from expire_in)::int as s from pgboss.job where id = ${jobId(a!)}::uuid`)) as unknown as { rows: { s: number }[] };
    expect(expiry.rows[0]?.s).toBe(stepExpirySeconds());
    expect([stepExpirySeconds(100), stepExpirySeconds(1000), stepExpirySeconds(60_000)]).toEqual([5, 5, 180]);
    expect([maintenanceSeconds(100), maintenanceSeconds(60_000)]).toEqual([2, 120]);
    // a step from a status the order has left is a no-op
    expect(await runStep(db, { orderId, status: 'handover', step: 0 })).toBeNull();
    expect((await db.select().from(orders).where(eq(orders.id, orderId)))[0]?.orderStatus).toBe('confirmed');
  });
});

describe('the lifecycle in the job queue', () => {
  it('runs an order to delivered, the rider moving along his route, then asks for a review', async () => {
    const db = await getDb();
    await startOrderWorker(db);
    const token = await signIn();
    const orderId = await placed(token);
    const seen = new Set<string>();
    const positions = new Set<string>();
    let order: Json = {};
    for (let i = 0; i < 240 && order.order_status !== 'delivered'; i += 1) {
      await new Promise((r) => setTimeout(r, 250));
      order = (await call<Json>('customer/order/track', { query: { order_id: String(orderId) }, headers: bearer(token) })).body;
      seen.add(String(order.order_status));
      const dm = order.delivery_man as Json | null;
      if (order.order_status === 'picked_up' && dm) positions.add(`${String(dm.lat)},${String(dm.lng)}`);
    }
    expect(order.order_status).toBe('delivered');
    for (const k of ['pending', 'confirmed', 'processing', 'handover', 'picked_up', 'delivered']) expect(typeof order[k]).toBe('string');
    expect(order.payment_status).toBe('paid');
    expect(positions.size).toBeGreaterThan(1);
    const dm = order.delivery_man as Json;
    expect(dm).toMatchObject({ f_name: expect.any(String) });

    const reminder = await call<Json>('customer/review-reminder', { headers: bearer(token) });
    expect(reminder.body.order_id).toBe(orderId);
    const details = (order.details as Json[])[0]!;
    const review = { order_id: orderId, item_id: details.item_id, rating: 4, comment: 'Fresh and on time' };
    const first = await call('items/reviews/submit', { method: 'POST', body: review, headers: bearer(token) });
    expect(first.status).toBe(200);
    const twice = await call('items/reviews/submit', { method: 'POST', body: review, headers: bearer(token) });
    expect([twice.status, errorCode(twice)]).toEqual([403, 'review']);
    const bad = await call('items/reviews/submit', { method: 'POST', body: { ...review, rating: 6 }, headers: bearer(token) });
    expect([bad.status, errorCode(bad)]).toEqual([422, 'rating']);
    const rider = await call('delivery-man/reviews/submit', { method: 'POST', body: { order_id: orderId, delivery_man_id: dm.id, rating: 5, comment: 'Kind' }, headers: bearer(token) });
    expect(rider.status).toBe(200);
    const after = await call<Json>('customer/review-reminder', { headers: bearer(token) });
    expect(after.body.order_id).not.toBe(orderId);
    const lines = await call<Json[]>('customer/order/details', { query: { order_id: String(orderId) }, headers: bearer(token) });
    expect(lines.body[0]?.is_reviewed).toBe(true);
    // a delivered order is no longer cancelable
    const cancel = await call('customer/order/cancel', { method: 'PUT', body: { order_id: orderId, reason: 'Other' }, headers: bearer(token) });
    expect([cancel.status, errorCode(cancel)]).toEqual([403, 'order']);
  }, 120_000);
});

describe('an order whose next step was never queued', () => {
  it('is picked up by the periodic sweep, without a restart, and delivered', async () => {
    const db = await getDb();
    await startOrderWorker(db);
    const token = await signIn();
    const orderId = await placed(token);
    // as if a process had stopped between moving the order on and queueing its next step: the
    // order stands at processing, still for a while, and its own chain ends (its queued step
    // expects pending)
    await db.update(orders).set({ orderStatus: 'processing', routeStep: 0, updatedAt: new Date(Date.now() - 3_600_000) }).where(eq(orders.id, orderId));
    expect(nextSweep(0).startAfter.getTime()).toBe(3 * 100);
    let status = 'processing';
    for (let i = 0; i < 240 && status !== 'delivered'; i += 1) {
      await new Promise((r) => setTimeout(r, 250));
      status = (await db.select({ s: orders.orderStatus }).from(orders).where(eq(orders.id, orderId)))[0]?.s ?? '';
    }
    expect(status).toBe('delivered');
  }, 120_000);
});

describe('pushes to shoppers’ devices (Firebase Cloud Messaging)', () => {
  jest.requireActual('./push.cases');
});
