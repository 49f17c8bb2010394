/**
 * Refund requests of delivered orders: the reasons offered, the request (pending; the order
 * becomes refund_requested) and its settlement. An approval credits the order's amount to the
 * customer's wallet with an order_refund row, once: the request leaves pending in the same
 * transaction that credits, and the history's unique (transaction_type, reference) index holds
 * the reference `refund:<id>`. A rejection puts the order back to delivered.
 */
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { customers } from '../db/schema';
import { orders, walletTransactions } from '../db/schema-orders';
import { orderRefunds } from '../db/schema-wallet';
import { configOverrides } from './config-overrides';
import { env } from '../../lib/env';
import { pushOrderStatus } from './push';

export const REFUND_REASONS: readonly { id: number; en: string; ar: string }[] = [
  { id: 1, en: 'The items arrived damaged', ar: 'وصلت المنتجات تالفة' },
  { id: 2, en: 'I received the wrong items', ar: 'استلمت منتجات خاطئة' },
  { id: 3, en: 'Items are missing from my order', ar: 'بعض المنتجات ناقصة من طلبي' },
  { id: 4, en: 'The quality is not as described', ar: 'الجودة ليست كما هو موصوف' },
  { id: 5, en: 'Other', ar: 'أخرى' },
];

/** A reason the shopper sent, in either language, as its English wording; null when it is none of ours. */
export function knownReason(text: string): string | null {
  const t = text.trim().toLowerCase();
  const found = REFUND_REASONS.find((r) => r.en.toLowerCase() === t || r.ar === text.trim());
  return found ? found.en : null;
}

/** refund_active_status from the config (on unless switched off). */
export function refundsOn(): boolean {
  const v = configOverrides().refund_active_status;
  return !(v === false || v === 0 || v === '0' || v === 'false');
}

/**
 * Who settles a refund request: the simulated marketplace's lifecycle approves it one order pace
 * after it is made (services/order-lifecycle.ts), so a shopper here sees the whole flow;
 * SOUK_REFUND_REVIEW=admin leaves every request pending for `tsx scripts/db.ts refund <id> approve|reject`.
 */
export function refundReviewedByLifecycle(): boolean {
  return env('SOUK_REFUND_REVIEW') !== 'admin';
}

export type RefundRow = typeof orderRefunds.$inferSelect;

export function refundEntry(r: RefundRow) {
  return {
    id: r.id,
    order_id: r.orderId,
    customer_reason: r.reason,
    customer_note: r.note,
    image: r.images,
    refund_status: r.status,
    refund_amount: r.amount,
    created_at: r.createdAt.toISOString(),
    updated_at: r.updatedAt.toISOString(),
  };
}

/**
 * Records a pending refund of a delivered order of this customer; null when the order is not (or
 * no longer) delivered or already has a request. The order moves delivered → refund_requested in
 * the same transaction, guarded, so two requests racing make one.
 */
export async function requestRefund(db: Db, input: { orderId: number; customerId: number; reason: string; note: string; images: string[] }): Promise<RefundRow | null> {
  return db.transaction(async (tx) => {
    const [order] = await tx
      .update(orders)
      .set({ orderStatus: 'refund_requested', updatedAt: new Date() })
      .where(and(eq(orders.id, input.orderId), eq(orders.owner, `c:${input.customerId}`), eq(orders.orderStatus, 'delivered')))
      .returning();
    if (!order) return null;
    const [row] = await tx
      .insert(orderRefunds)
      .values({ orderId: order.id, customerId: input.customerId, reason: input.reason, note: input.note, images: input.images, amount: order.orderAmount })
      .onConflictDoNothing()
      .returning();
    if (!row) throw new Error('refund already recorded');
    return row;
  });
}

/**
 * Approves (crediting the wallet once) or rejects a pending refund; whether this call settled it.
 * The customer's devices hear of the decision (a push, once settled).
 */
export async function settleRefund(db: Db, refundId: number, decision: 'approved' | 'rejected'): Promise<boolean> {
  const orderId = await db.transaction(async (tx) => {
    const [refund] = await tx.select().from(orderRefunds).where(eq(orderRefunds.id, refundId)).for('update');
    if (!refund || refund.status !== 'pending') return null;
    const now = new Date();
    await tx.update(orderRefunds).set({ status: decision, updatedAt: now }).where(eq(orderRefunds.id, refundId));
    if (decision === 'rejected') {
      await tx.update(orders).set({ orderStatus: 'delivered', updatedAt: now }).where(and(eq(orders.id, refund.orderId), eq(orders.orderStatus, 'refund_requested')));
      return refund.orderId;
    }
    await tx.update(orders).set({ orderStatus: 'refunded', paymentStatus: 'refunded', updatedAt: now }).where(eq(orders.id, refund.orderId));
    const [after] = await tx
      .update(customers)
      .set({ walletBalance: sql`round((${customers.walletBalance} + ${refund.amount})::numeric, 4)::float8` })
      .where(eq(customers.id, refund.customerId))
      .returning({ balance: customers.walletBalance });
    await tx.insert(walletTransactions).values({ customerId: refund.customerId, orderId: refund.orderId, transactionType: 'order_refund', credit: refund.amount, balance: after?.balance ?? 0, reference: `refund:${refund.id}` });
    return refund.orderId;
  });
  if (orderId === null) return false;
  await pushOrderStatus(orderId, decision === 'approved' ? 'refunded' : 'refund_request_canceled');
  return true;
}

/** The lifecycle's review of an order's refund request: approves it when it is still pending; whether this call settled it. */
export async function approveOrderRefund(db: Db, orderId: number): Promise<boolean> {
  const [pending] = await db
    .select({ id: orderRefunds.id })
    .from(orderRefunds)
    .where(and(eq(orderRefunds.orderId, orderId), eq(orderRefunds.status, 'pending')));
  return pending ? settleRefund(db, pending.id, 'approved') : false;
}
