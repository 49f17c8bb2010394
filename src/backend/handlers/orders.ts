/**
 * Orders of a customer (Bearer token) or a guest (`guest_id`): place, prescription place, list,
 * running orders, details, track, cancel, payment method, cancellation reasons and coupon apply.
 * The rules and the money live in services/order-*.ts; the lifecycle in services/order-lifecycle.ts.
 */
import { z } from 'zod';
import { and, count, desc, eq, inArray, notInArray, sql } from 'drizzle-orm';
import { pageQuery, parseBody, parseQuery, q, type Ctx } from '../context';
import { ApiError, json } from '../http';
import type { Route } from '../route-types';
import { coupons, customers, moduleZones, stores, zones } from '../db/schema';
import { cancellationReasons, orderDetails, orders, walletTransactions } from '../db/schema-orders';
import { namedOwner, resolveOwner } from '../services/guards';
import type { Owner } from '../services/cart-owner';
import { normalisePhone } from '../services/customer-auth';
import { lockOwner, placeOrder } from '../services/order-place';
import { placeParcel } from '../services/parcel-place';
import { detailLines, formatOrders, RUNNING, type OrderRow } from '../services/order-format';
import { moveStock } from '../services/order-stock';
import { codAllowed } from '../services/order-totals';
import { orderSettings } from '../services/order-settings';
import { checkCoupon, couponAnswer } from '../services/coupon-rules';
import { dubaiClock, iso, tr } from '../services/format';
import { orderPlaced } from '../services/order-lifecycle';
import { pushOrderStatus } from '../services/push';
import { paymentUrl } from '../services/payment';
import { noteOrderPlaced, noteOrderRefused } from '../../observe/metrics';

export const orderNotFound = () => new ApiError(404, 'order', 'Order not found');

/** Places it, counting it placed (once, not its retries) or refused (by the answer's code) for /metrics. */
async function counted<T extends { fresh: boolean }>(type: string, work: () => Promise<T>): Promise<T> {
  try {
    const placed = await work();
    if (placed.fresh) noteOrderPlaced(type);
    return placed;
  } catch (error) {
    if (error instanceof ApiError) noteOrderRefused(error.errors[0]?.code ?? String(error.status));
    throw error;
  }
}

async function place(ctx: Ctx, prescriptionOnly: boolean) {
  const body = ctx.req.body && typeof ctx.req.body === 'object' ? (ctx.req.body as Record<string, unknown>) : {};
  const parcel = !prescriptionOnly && body.order_type === 'parcel';
  const placed = await counted(parcel ? 'parcel' : prescriptionOnly ? 'prescription' : 'order', async () => {
    // the guest is checked under the order's lock (services/order-place lockOwner)
    const owner = await namedOwner(ctx);
    return parcel ? placeParcel(ctx, owner) : placeOrder(ctx, owner, { prescriptionOnly });
  });
  if (placed.fresh) await orderPlaced(ctx.db, placed.orderId, placed.paymentMethod, 'unpaid', placed.scheduleAt);
  if (placed.fresh && placed.createdAt && placed.paymentStatus && placed.paymentMethod !== 'digital_payment') {
    // a fresh order is answered from what was just written
    return json({
      message: 'Order placed successfully!',
      order_id: placed.orderId,
      total_ammount: placed.total,
      total_amount: placed.total,
      order_amount: placed.total,
      order_status: 'pending',
      status: 'pending',
      payment_status: placed.paymentStatus,
      payment_method: placed.paymentMethod,
      payment_url: null,
      created_at: iso(placed.createdAt),
      duplicate: false,
    });
  }
  const [order] = await ctx.db.select().from(orders).where(eq(orders.id, placed.orderId));
  if (!order) throw orderNotFound();
  const callback = typeof (ctx.req.body as Record<string, unknown> | undefined)?.callback === 'string' ? String((ctx.req.body as Record<string, unknown>).callback) : null;
  const pay = order.paymentMethod === 'digital_payment' && order.paymentStatus !== 'paid' ? await paymentUrl(ctx.db, order, callback) : null;
  return json({
    message: 'Order placed successfully!',
    order_id: order.id,
    total_ammount: order.orderAmount,
    total_amount: order.orderAmount,
    order_amount: order.orderAmount,
    order_status: order.orderStatus,
    status: order.orderStatus,
    payment_status: order.paymentStatus,
    payment_method: order.paymentMethod,
    payment_url: pay,
    created_at: iso(order.createdAt),
    duplicate: !placed.fresh,
  });
}

const orderIdSchema = z.object({
  order_id: z.coerce.number({ message: 'The order id field is required.' }).int('The order id must be a number.').positive('The order id field is required.').max(2_147_483_647, 'The order id must be a number.'),
});

function orderIdFrom(ctx: Ctx): number {
  const body = ctx.req.body && typeof ctx.req.body === 'object' ? (ctx.req.body as Record<string, unknown>) : {};
  const r = orderIdSchema.safeParse({ order_id: q(ctx, 'order_id') ?? body.order_id });
  if (!r.success) throw new ApiError(422, 'order_id', 'The order id field is required.');
  return r.data.order_id;
}

/** The order, when it belongs to the caller (token's customer or `guest_id`); else 404. */
export async function ownOrder(ctx: Ctx, owner: Owner, orderId: number): Promise<OrderRow> {
  const [order] = await ctx.db.select().from(orders).where(and(eq(orders.id, orderId), eq(orders.owner, owner.key)));
  if (!order) throw orderNotFound();
  return order;
}

async function list(ctx: Ctx, running: boolean) {
  const owner = await resolveOwner(ctx);
  const page = parseQuery(ctx, z.object(pageQuery));
  const where = and(eq(orders.owner, owner.key), running ? inArray(orders.orderStatus, RUNNING) : notInArray(orders.orderStatus, RUNNING));
  const [[total], rows] = await Promise.all([
    ctx.db.select({ n: count() }).from(orders).where(where),
    ctx.db.select().from(orders).where(where).orderBy(desc(orders.id)).limit(page.limit).offset((page.offset - 1) * page.limit),
  ]);
  return json({ total_size: total?.n ?? 0, limit: page.limit, offset: page.offset, orders: await formatOrders(ctx, rows) });
}

async function details(ctx: Ctx) {
  const owner = await resolveOwner(ctx);
  const order = await ownOrder(ctx, owner, orderIdFrom(ctx));
  return json(await detailLines(ctx, order.id));
}

/**
 * Customers track their own orders. Guests name the order and the phone or the e-mail given
 * with it at checkout (`contact_number`; an e-mail matches whatever its case): no guest id is
 * needed, so an order can be tracked from another device. A `guest_id` sent along is ignored.
 */
async function track(ctx: Ctx) {
  const orderId = orderIdFrom(ctx);
  let order: OrderRow | undefined;
  if ((ctx.req.headers.authorization ?? '').trim() !== '') {
    order = await ownOrder(ctx, await resolveOwner(ctx), orderId);
  } else {
    const contact = (q(ctx, 'contact_number') ?? '').trim();
    if (!contact) throw new ApiError(422, 'contact_number', 'Need a contact number');
    if (contact.length > 255) throw new ApiError(422, 'contact_number', 'The contact number may not be greater than 255 characters.');
    // a parcel is tracked by its sender's or its receiver's contact
    const matches = contact.includes('@')
      ? sql`(lower(${orders.deliveryAddress}->>'contact_person_email') = ${contact.toLowerCase()} or lower(${orders.receiverDetails}->>'contact_person_email') = ${contact.toLowerCase()})`
      : sql`(${orders.deliveryAddress}->>'contact_person_number' = ${normalisePhone(contact)} or ${orders.receiverDetails}->>'contact_person_number' = ${normalisePhone(contact)})`;
    [order] = await ctx.db
      .select()
      .from(orders)
      .where(and(eq(orders.id, orderId), sql`${orders.customerId} is null`, matches));
    if (!order) throw orderNotFound();
  }
  const [answer] = await formatOrders(ctx, [order], true);
  return json(answer);
}

const cancelSchema = z.object({
  reason: z.string({ message: 'The reason field is required.' }).trim().min(1, 'The reason field is required.').max(255, 'The reason may not be greater than 255 characters.'),
});
const CANCELLABLE = ['pending', 'confirmed', 'processing', 'failed'];

async function cancel(ctx: Ctx) {
  const owner = await resolveOwner(ctx);
  const orderId = orderIdFrom(ctx);
  const { reason } = parseBody(ctx, cancelSchema);
  await ownOrder(ctx, owner, orderId);
  await ctx.db.transaction(async (tx) => {
    await lockOwner(tx, owner);
    // guarded: only from a status the shopper may still cancel, so a lifecycle step or a second tap loses cleanly
    const [order] = await tx
      .update(orders)
      .set({ orderStatus: 'canceled', canceled: new Date(), cancellationReason: reason, canceledBy: 'customer', updatedAt: new Date() })
      .where(and(eq(orders.id, orderId), inArray(orders.orderStatus, CANCELLABLE)))
      .returning();
    if (!order) throw new ApiError(403, 'order', 'This order can no longer be canceled.');
    const lines = await tx.select().from(orderDetails).where(eq(orderDetails.orderId, orderId));
    const names = (d: (typeof lines)[number]) => String(d.itemDetails.name ?? 'Item');
    await moveStock(tx, lines.filter((d) => d.stockKey !== null).map((d) => ({ itemId: d.itemId, variationType: d.stockKey || null, quantity: d.quantity, name: names(d) })), -1);
    if (order.paymentStatus === 'paid' && order.customerId !== null && (order.paymentMethod === 'wallet' || order.paymentMethod === 'digital_payment')) {
      const [after] = await tx
        .update(customers)
        .set({ walletBalance: sql`round((${customers.walletBalance} + ${order.orderAmount})::numeric, 4)::float8` })
        .where(eq(customers.id, order.customerId))
        .returning({ balance: customers.walletBalance });
      await tx.insert(walletTransactions).values({ customerId: order.customerId, orderId, transactionType: 'order_refund', credit: order.orderAmount, balance: after?.balance ?? 0 });
      await tx.update(orders).set({ paymentStatus: 'refunded' }).where(eq(orders.id, orderId));
    }
  });
  // the shopper's other devices hear of it too
  await pushOrderStatus(orderId, 'canceled');
  return json({ message: 'Order canceled successfully' });
}

const methodSchema = z.object({
  payment_method: z.enum(['cash_on_delivery', 'wallet', 'digital_payment'], { message: 'The payment method must be cash_on_delivery, wallet or digital_payment.' }).default('cash_on_delivery'),
});

/** Switch an unpaid digital order (pending or failed) to cash on delivery, the wallet, or a new payment. */
async function paymentMethod(ctx: Ctx) {
  const owner = await resolveOwner(ctx);
  const orderId = orderIdFrom(ctx);
  const { payment_method: method } = parseBody(ctx, methodSchema);
  const current = await ownOrder(ctx, owner, orderId);
  if (current.paymentStatus === 'paid' || !['pending', 'failed'].includes(current.orderStatus) || current.paymentMethod !== 'digital_payment') {
    throw new ApiError(403, 'payment_method', 'The payment method of this order can no longer be changed.');
  }
  const s = orderSettings();
  const [zone] = await ctx.db.select().from(zones).where(eq(zones.id, current.zoneId));
  if (method === 'cash_on_delivery') {
    const [mz] = await ctx.db.select().from(moduleZones).where(and(eq(moduleZones.moduleId, current.moduleId), eq(moduleZones.zoneId, current.zoneId)));
    if (!s.cashOnDelivery || !zone?.cashOnDelivery) throw new ApiError(403, 'payment_method', 'Cash on delivery is not available in this zone.');
    if (!codAllowed(current.orderAmount, mz?.maximumCodOrderAmount ?? null)) throw new ApiError(403, 'payment_method', 'The total amount of the order, exceeds maximum amount of the cash on delivery method');
  }
  if (method === 'wallet' && (owner.customerId === null || !s.wallet)) throw new ApiError(403, 'payment_method', 'Sign in to pay from your wallet.');
  const switched = await ctx.db.transaction(async (tx) => {
    await lockOwner(tx, owner);
    const paid = method === 'wallet';
    if (paid && owner.customerId !== null) {
      const [after] = await tx
        .update(customers)
        .set({ walletBalance: sql`round((${customers.walletBalance} - ${current.orderAmount})::numeric, 4)::float8` })
        .where(and(eq(customers.id, owner.customerId), sql`${customers.walletBalance} >= ${current.orderAmount}`))
        .returning({ balance: customers.walletBalance });
      if (!after) throw new ApiError(403, 'wallet', 'Your wallet balance is not enough for this order.');
      await tx.insert(walletTransactions).values({ customerId: owner.customerId, orderId, transactionType: 'order_place', debit: current.orderAmount, balance: after.balance });
    }
    const [row] = await tx
      .update(orders)
      .set({ paymentMethod: method, paymentStatus: paid ? 'paid' : 'unpaid', orderStatus: 'pending', failed: null, updatedAt: new Date() })
      .where(and(eq(orders.id, orderId), eq(orders.paymentMethod, 'digital_payment'), eq(orders.paymentStatus, 'unpaid'), inArray(orders.orderStatus, ['pending', 'failed'])))
      .returning();
    if (!row) throw new ApiError(403, 'payment_method', 'The payment method of this order can no longer be changed.');
    return row;
  });
  if (method !== 'digital_payment') await orderPlaced(ctx.db, switched.id, method);
  const callback = typeof (ctx.req.body as Record<string, unknown> | undefined)?.callback === 'string' ? String((ctx.req.body as Record<string, unknown>).callback) : null;
  return json({ message: 'Payment info updated.', payment_url: method === 'digital_payment' ? await paymentUrl(ctx.db, switched, callback) : null });
}

async function reasons(ctx: Ctx) {
  const page = parseQuery(ctx, z.object({ ...pageQuery, type: z.enum(['customer', 'deliveryman', 'store'], { message: 'The type must be customer, deliveryman or store.' }).default('customer') }));
  const where = and(eq(cancellationReasons.status, 1), eq(cancellationReasons.userType, page.type));
  const [[total], rows] = await Promise.all([
    ctx.db.select({ n: count() }).from(cancellationReasons).where(where),
    ctx.db.select().from(cancellationReasons).where(where).orderBy(cancellationReasons.id).limit(page.limit).offset((page.offset - 1) * page.limit),
  ]);
  const data = rows.map((r) => ({ id: r.id, reason: tr(ctx.lang, r.reason, r.reasonAr), user_type: r.userType, status: r.status, created_at: iso(r.createdAt) }));
  return json({ total_size: total?.n ?? 0, limit: page.limit, offset: page.offset, data, reasons: data });
}

async function findCoupon(ctx: Ctx, code: string) {
  const [c] = await ctx.db.select().from(coupons).where(sql`upper(${coupons.code}) = ${code.toUpperCase()}`);
  return c;
}

/** GET coupon/apply?code&store_id[&order_amount]: the coupon when it applies to this shopper and store. */
async function couponApply(ctx: Ctx) {
  const input = parseQuery(
    ctx,
    z.object({
      code: z.string({ message: 'The code field is required.' }).trim().min(1, 'The code field is required.').max(50, 'The code may not be greater than 50 characters.'),
      store_id: z.coerce.number({ message: 'The store id field is required.' }).int().positive('The store id field is required.').max(2_147_483_647),
      order_amount: z.coerce.number({ message: 'The order amount must be a number.' }).min(0).max(10_000_000).optional(),
    }),
  );
  const owner = await resolveOwner(ctx);
  const [store] = await ctx.db.select().from(stores).where(eq(stores.id, input.store_id));
  if (!store) throw new ApiError(404, 'store', 'Store not found.');
  const c = await findCoupon(ctx, input.code);
  const counted = (extra?: ReturnType<typeof eq>) =>
    ctx.db.select({ n: count() }).from(orders).where(and(eq(orders.owner, owner.key), notInArray(orders.orderStatus, ['canceled', 'failed']), extra));
  const [[prev], [uses]] = await Promise.all([counted(), counted(c ? eq(orders.couponCode, c.code) : undefined)]);
  const found = c ?? null;
  checkCoupon(found, {
    today: dubaiClock(new Date()).date,
    store,
    customerId: owner.customerId,
    previousOrders: prev?.n ?? 0,
    usesOfCoupon: c ? (uses?.n ?? 0) : 0,
    amount: input.order_amount ?? null,
  });
  return json(couponAnswer(ctx.lang, found));
}

export const routes: Route[] = [
  { method: 'POST', path: 'customer/order/place', handler: (ctx) => place(ctx, false) },
  { method: 'POST', path: 'customer/order/prescription/place', handler: (ctx) => place(ctx, true) },
  { method: 'GET', path: 'customer/order/list', handler: (ctx) => list(ctx, false) },
  { method: 'GET', path: 'customer/order/running-orders', handler: (ctx) => list(ctx, true) },
  { method: 'GET', path: 'customer/order/details', handler: details },
  { method: 'GET', path: 'customer/order/track', handler: track },
  { method: 'PUT', path: 'customer/order/cancel', handler: cancel },
  { method: 'POST', path: 'customer/order/cancel', handler: cancel },
  { method: 'PUT', path: 'customer/order/payment-method', handler: paymentMethod },
  { method: 'POST', path: 'customer/order/payment-method', handler: paymentMethod },
  { method: 'GET', path: 'customer/order/cancellation-reasons', handler: reasons },
  { method: 'GET', path: 'coupon/apply', handler: couponApply },
];
