/**
 * The order lifecycle: pending → confirmed → processing → handover → picked_up (the delivery man
 * moves along his route, one point per step) → delivered; take-away orders go from handover to
 * delivered; parcels from confirmed (a rider assigned) to picked_up at the sender, then along the
 * route to the receiver. Each step is a pg-boss job kept in the database (PGlite or PostgreSQL), so several
 * storefront processes share the queue and a step runs in whichever process fetches it.
 *
 * Exactly once: a step is a conditional UPDATE from the status (and route point) it expects, so a
 * duplicate or retried job changes nothing; the next step's job has an id derived from the order
 * and the step, so however many runs reach it, it is queued once.
 * The pace between steps is SOUK_ORDER_PACE_MS (default 60 000 ms). Every three paces a sweep job
 * queues the step of any order left still that long (its job lost when a process stopped between
 * two writes). A step taken by a process that died is given to another worker once it expires
 * (stepExpirySeconds); the status change and the customer's event are one transaction, so a step
 * run again tells the customer nothing twice.
 */
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { stores } from '../db/schema';
import { deliveryMen, orders, type RoutePoint } from '../db/schema-orders';
import { haversineMeters } from './geo';
import { creditOrderCashback } from './cashback';
import { approveOrderRefund, refundReviewedByLifecycle } from './refunds';
import { earnOrderPoints } from './wallet';
import { riderOnTheWay, simulateReply } from './chat';
import { publishEvent } from './events';
import { claimWorkers, jobQueue, paceMs, pollingSeconds, recordableFailure, stableId } from './jobs';
import { pushOrderStatus, pushWalletCredit, startPushWorker } from './push';
import { countedJobs } from './job-figures';
import { log } from '../../observe/log';

export const QUEUE = 'order-lifecycle';
/** Points of the delivery man's route, the store's door first and the receiver's last. */
export const ROUTE_POINTS = 6;

export interface StepData {
  orderId: number;
  /** The status (and route point) the step expects the order to be in. */
  status: string;
  step: number;
}

const COLUMN = { confirmed: 'confirmed', processing: 'processing', handover: 'handover', picked_up: 'pickedUp', delivered: 'delivered' } as const;
type Column = (typeof COLUMN)[keyof typeof COLUMN];

/** Where a step takes an order; null when the order has nowhere further to go. */
export function nextStep(orderType: string, status: string, step: number, routeLength: number): { status: string; step: number } | null {
  switch (status) {
    case 'pending':
      return { status: 'confirmed', step: 0 };
    case 'confirmed':
      // a parcel has nothing to prepare: the rider goes to the sender and picks it up
      return orderType === 'parcel' ? { status: 'picked_up', step: 0 } : { status: 'processing', step: 0 };
    case 'processing':
      return { status: 'handover', step: 0 };
    case 'handover':
      return orderType === 'take_away' ? { status: 'delivered', step: 0 } : { status: 'picked_up', step: 0 };
    case 'picked_up':
      return step < routeLength - 1 ? { status: 'picked_up', step: step + 1 } : { status: 'delivered', step };
    default:
      return null;
  }
}

/** A route from the store to the receiver with a gentle bend, as streets are rarely straight. */
export function planRoute(from: RoutePoint, to: RoutePoint, points = ROUTE_POINTS): RoutePoint[] {
  const [la, lo] = from;
  const [lb, lob] = to;
  return Array.from({ length: points }, (_, i): RoutePoint => {
    const t = i / (points - 1);
    const bend = Math.sin(Math.PI * t) * 0.15;
    const lat = la + (lb - la) * t - (lob - lo) * bend;
    const lng = lo + (lob - lo) * t + (lb - la) * bend;
    return [Math.round(lat * 1e6) / 1e6, Math.round(lng * 1e6) / 1e6];
  });
}

/** Where the delivery man takes the order from and to: the store to the customer, or a parcel's sender to its receiver. */
async function legOf(db: Db, order: typeof orders.$inferSelect): Promise<{ from: RoutePoint; to: RoutePoint } | null> {
  if (order.orderType === 'parcel') {
    const a = order.deliveryAddress;
    const b = order.receiverDetails;
    return a && b ? { from: [Number(a.latitude), Number(a.longitude)], to: [Number(b.latitude), Number(b.longitude)] } : null;
  }
  const [store] = order.storeId === null ? [] : await db.select().from(stores).where(eq(stores.id, order.storeId));
  if (!store || !order.deliveryAddress) return null;
  return { from: [store.latitude, store.longitude], to: [Number(order.deliveryAddress.latitude), Number(order.deliveryAddress.longitude)] };
}

/** The zone's delivery man nearest where the order starts. */
async function assignDeliveryMan(db: Db, order: typeof orders.$inferSelect): Promise<{ id: number; route: RoutePoint[] } | null> {
  const leg = await legOf(db, order);
  const men = await db.select().from(deliveryMen).where(and(eq(deliveryMen.zoneId, order.zoneId), eq(deliveryMen.status, 1))).orderBy(asc(deliveryMen.id));
  if (!leg || men.length === 0) return null;
  const [lat, lng] = leg.from;
  const near = men.reduce((best, m) => (haversineMeters(m.latitude, m.longitude, lat, lng) < haversineMeters(best.latitude, best.longitude, lat, lng) ? m : best));
  return { id: near.id, route: planRoute(leg.from, leg.to) };
}

/**
 * Runs one step. Returns the step due next when the order stands where this step leaves it
 * (whether this run or an earlier one moved it), else null.
 */
export async function runStep(db: Db, data: StepData): Promise<StepData | null> {
  // a delivered order's refund request, reviewed by the marketplace (settled once, however often this runs)
  if (data.status === 'refund_requested') {
    if (refundReviewedByLifecycle() && (await approveOrderRefund(db, data.orderId))) {
      // the customer hears of it live, as of any status of theirs
      const [refunded] = await db.select({ owner: orders.owner }).from(orders).where(eq(orders.id, data.orderId));
      if (refunded?.owner.startsWith('c:')) await publishEvent(db, Number(refunded.owner.slice(2)), 'order_status', { order_id: data.orderId, status: 'refunded' });
    }
    return null;
  }
  const [order] = await db.select().from(orders).where(eq(orders.id, data.orderId));
  if (!order) return null;
  const to = nextStep(order.orderType, data.status, data.step, order.route.length);
  if (!to) return null;
  const now = new Date();
  const set: Partial<typeof orders.$inferInsert> = { orderStatus: to.status, routeStep: to.step, updatedAt: now };
  if (to.status !== data.status) set[COLUMN[to.status as keyof typeof COLUMN] as Column] = now;
  const assignsRider = (to.status === 'processing' && order.orderType === 'delivery') || (to.status === 'confirmed' && order.orderType === 'parcel');
  if (assignsRider && order.deliveryManId === null) {
    const dm = await assignDeliveryMan(db, order);
    if (dm) Object.assign(set, { deliveryManId: dm.id, route: dm.route });
  }
  if (to.status === 'delivered' && order.paymentMethod === 'cash_on_delivery') set.paymentStatus = 'paid';
  await db.transaction(async (tx) => {
    const moved = await tx
      .update(orders)
      .set(set)
      .where(and(eq(orders.id, order.id), eq(orders.orderStatus, data.status), eq(orders.routeStep, data.step)))
      .returning({ id: orders.id });
    // the customer hears of the new status live, once: told in the move's own transaction, so a
    // step run again (a retry, a process killed after the move) finds it moved and tells nothing
    if (moved.length && to.status !== data.status && order.owner.startsWith('c:')) await publishEvent(tx, Number(order.owner.slice(2)), 'order_status', { order_id: order.id, status: to.status });
  });
  const [after] = await db.select({ status: orders.orderStatus, step: orders.routeStep, dm: orders.deliveryManId, route: orders.route }).from(orders).where(eq(orders.id, order.id));
  if (!after || after.status !== to.status || after.step !== to.step) return null;
  // the owner's devices hear of the new status: queued by every run that finds the order here (a
  // run again after a process died between the move and this), once (the push's job id)
  if (to.status !== data.status) await pushOrderStatus(order.id, to.status);
  // the rider writes when they set off with the order (once per order, keyed by it)
  if (to.status === 'picked_up' && to.step === 0) await riderOnTheWay(db, { id: order.id, owner: order.owner, deliveryManId: after.dm });
  if (to.status === 'delivered') {
    const end = after.route.at(-1);
    if (after.dm !== null && end) await db.update(deliveryMen).set({ latitude: end[0], longitude: end[1] }).where(eq(deliveryMen.id, after.dm));
    // loyalty points and cashback for the delivered order, each once however often this step runs
    await earnOrderPoints(db, order);
    await creditOrderCashback(db, order);
    if (order.customerId !== null) await pushWalletCredit('CashBack', `order:${order.id}`);
    return null;
  }
  return { orderId: order.id, status: to.status, step: to.step };
}

/** A stable job id per order and step: a step reached twice is queued once. */
export function jobId(d: StepData): string {
  return stableId(`${QUEUE}:${d.orderId}:${d.status}:${d.step}`);
}

/** The simulated replies of a store or rider to a customer's message (services/chat.ts). */
export const CHAT_QUEUE = 'chat-reply';
export interface ChatReplyData {
  conversationId: number;
  messageId: number;
}

/** Queues the other side's reply to a customer's message, a moment later (at most one pace). */
export async function enqueueChatReply(d: ChatReplyData, delayMs = Math.min(paceMs(), 1500)): Promise<void> {
  const boss = await jobQueue(CHAT_QUEUE);
  await boss.send(CHAT_QUEUE, d, { id: stableId(`${CHAT_QUEUE}:${d.messageId}`), startAfter: new Date(Date.now() + delayMs), retryLimit: 3, retryDelay: 1 });
}

/** The sweep's queue: every three paces, orders whose next step was never queued are picked up. */
export const SWEEP_QUEUE = 'order-lifecycle-sweep';
const sweepEveryMs = () => 3 * paceMs();

/** The sweep of the next time window; one job id per window, so however many processes queue it, it runs once. */
export function nextSweep(now = Date.now()): { id: string; startAfter: Date } {
  const every = sweepEveryMs();
  const window = Math.floor(now / every) + 1;
  return { id: stableId(`${SWEEP_QUEUE}:${every}:${window}`), startAfter: new Date(window * every) };
}

/**
 * A step takes milliseconds; one still active after this long was taken by a process that died
 * (SIGKILL, a crash), and pg-boss's maintenance gives it to another worker (3 paces, 5 s to 3 min).
 */
export function stepExpirySeconds(pace = paceMs()): number {
  return Math.max(5, Math.min(180, Math.ceil((3 * pace) / 1000)));
}

export async function enqueue(d: StepData, delayMs = paceMs()): Promise<void> {
  const boss = await jobQueue(QUEUE);
  await boss.send(QUEUE, d, { id: jobId(d), startAfter: new Date(Date.now() + delayMs), retryLimit: 5, retryDelay: 1, expireInSeconds: stepExpirySeconds() });
}

/** After an order is placed (or its payment arrives): its first step, unless it still waits for a digital payment. */
export async function orderPlaced(db: Db, orderId: number, paymentMethod: string, paymentStatus = 'unpaid', scheduleAt?: Date | null): Promise<void> {
  if (paymentMethod === 'digital_payment' && paymentStatus !== 'paid') return;
  const when = scheduleAt !== undefined ? scheduleAt : ((await db.select({ at: orders.scheduleAt }).from(orders).where(eq(orders.id, orderId)))[0]?.at ?? null);
  const due = when ? Math.max(paceMs(), when.getTime() - Date.now()) : paceMs();
  try {
    await enqueue({ orderId, status: 'pending', step: 0 }, due);
  } catch (err) {
    // the order stands; the lifecycle sweep (startOrderWorker) queues its step again
    log().error({ err, order_id: orderId }, 'jobs: the next step of an order could not be queued');
  }
}

/** After a refund request: its review, one pace later, when the lifecycle reviews refunds. */
export async function refundRequested(orderId: number): Promise<void> {
  if (!refundReviewedByLifecycle()) return;
  try {
    await enqueue({ orderId, status: 'refund_requested', step: 0 });
  } catch (err) {
    // the request stands; the sweep queues its review again
    log().error({ err, order_id: orderId }, 'jobs: the review of a refund could not be queued');
  }
}

/** Runs the lifecycle in this process (the storefront server calls it once at start). */
export async function startOrderWorker(db: Db): Promise<void> {
  if (!(await claimWorkers('order-lifecycle'))) return;
  const boss = await jobQueue(QUEUE, SWEEP_QUEUE, CHAT_QUEUE);
  const polling = pollingSeconds();
  // each batch's jobs counted completed or failed (./job-figures.ts)
  await boss.work<StepData>(QUEUE, { pollingIntervalSeconds: polling, batchSize: 20 }, (jobs) =>
    countedJobs(QUEUE, jobs, async () => {
      for (const job of jobs) {
        const next = await recordableFailure(jobs, () => runStep(db, job.data));
        if (next) await recordableFailure(jobs, () => enqueue(next));
      }
    }),
  );
  await boss.work<ChatReplyData>(CHAT_QUEUE, { pollingIntervalSeconds: polling, batchSize: 5 }, (jobs) =>
    countedJobs(CHAT_QUEUE, jobs, async () => {
      for (const job of jobs) await recordableFailure(jobs, () => simulateReply(db, job.data.conversationId, job.data.messageId));
    }),
  );
  // orders whose next step was never queued (a process stopped between two writes) are picked up
  // again: now, and by a sweep job every three paces, which queues the one after it
  await boss.work(SWEEP_QUEUE, { pollingIntervalSeconds: polling }, (jobs) =>
    countedJobs(SWEEP_QUEUE, jobs, () =>
      recordableFailure(jobs, async () => {
        // the next one first: a sweep that fails and is retried does not end the chain
        await queueSweep();
        await sweep(db);
      }),
    ),
  );
  await sweep(db);
  await queueSweep();
  // the pushes to shoppers' devices run where the lifecycle runs (when FCM is configured)
  await startPushWorker(db);
}

async function queueSweep(): Promise<void> {
  const boss = await jobQueue(SWEEP_QUEUE);
  const next = nextSweep();
  await boss.send(SWEEP_QUEUE, {}, { id: next.id, startAfter: next.startAfter, retryLimit: 2 });
}

/** Queues the step of every running order that has been still for a while (job ids make it harmless). */
export async function sweep(db: Db): Promise<number> {
  const stale = new Date(Date.now() - 3 * paceMs());
  const running = refundReviewedByLifecycle() ? sql`('pending','confirmed','processing','handover','picked_up','refund_requested')` : sql`('pending','confirmed','processing','handover','picked_up')`;
  const rows = await db
    .select({ id: orders.id, status: orders.orderStatus, step: orders.routeStep })
    .from(orders)
    .where(and(sql`${orders.orderStatus} in ${running}`, sql`${orders.updatedAt} < ${stale}`, sql`not (${orders.paymentMethod} = 'digital_payment' and ${orders.paymentStatus} <> 'paid')`));
  for (const r of rows) await enqueue({ orderId: r.id, status: r.status, step: r.step }, 0);
  return rows.length;
}
