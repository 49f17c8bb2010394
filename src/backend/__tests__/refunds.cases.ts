/**
 * Refund requests of delivered orders: the reasons, the request with up to 3 images through the
 * storage interface, its status, the wallet credited once when it is approved (20 concurrent
 * approvals), a rejection, and a second customer who can never see or request the first one's refund.
 */
import { eq } from 'drizzle-orm';
import { getDb } from '../db/client';
import { customers } from '../db/schema';
import { orders, walletTransactions } from '../db/schema-orders';
import { handleApiRequest } from '../index';
import { eventsAfter } from '../services/events';
import { runStep } from '../services/order-lifecycle';
import { settleRefund } from '../services/refunds';
import { call, errorCode, type Json } from '../../testing/backend';
import { bearer, signUp, tinyPng as png } from '../../testing/accounts';
import { enough, line, place, plainStoreItems } from '../../testing/orders';

// several tests make customers and orders and race 20 requests: more than the default 5 s on a busy machine
jest.setTimeout(30_000);

async function requestRefund(token: string, body: Json, images: Buffer[] = []) {
  return handleApiRequest({
    method: 'POST',
    path: 'customer/order/refund-request',
    query: {},
    headers: bearer(token),
    body,
    files: images.length ? { 'image[]': images.map((data, i) => ({ filename: `photo-${i}.png`, mimeType: 'image/png', data })) } : undefined,
  });
}

/** A customer with an order of theirs, delivered when asked. */
async function customerWithOrder(tag: string, delivered = true) {
  const made = await signUp(tag);
  const info = await call<{ id: number }>('customer/info', { headers: bearer(made.token) });
  const { store, list } = await plainStoreItems('grocery', 20, 3);
  const it = list[0]!;
  const placed = await place({ token: made.token }, { store_id: store.id, cart: JSON.stringify([line(it, enough(it, store))]) });
  expect(placed.status).toBe(200);
  const orderId = Number(placed.body.order_id);
  const db = await getDb();
  if (delivered) await db.update(orders).set({ orderStatus: 'delivered', paymentStatus: 'paid' }).where(eq(orders.id, orderId));
  const [order] = await db.select().from(orders).where(eq(orders.id, orderId));
  return { token: made.token, id: info.body.id, orderId, amount: order!.orderAmount };
}

async function wallet(customerId: number) {
  const db = await getDb();
  const [row] = await db.select({ wallet: customers.walletBalance }).from(customers).where(eq(customers.id, customerId));
  return row?.wallet;
}

const orderStatus = async (orderId: number) => {
  const db = await getDb();
  const [row] = await db.select({ status: orders.orderStatus, payment: orders.paymentStatus }).from(orders).where(eq(orders.id, orderId));
  return row;
};

describe('refunds', () => {
  it('offers the reasons in both languages, and needs a signed-in customer', async () => {
    const en = await call<{ refund_reasons: { id: number; reason: string }[] }>('customer/order/refund-reasons');
    expect(en.body.refund_reasons.map((r) => r.reason)).toContain('The items arrived damaged');
    const ar = await call<{ refund_reasons: { reason: string }[] }>('customer/order/refund-reasons', { headers: { 'x-localization': 'ar' } });
    expect(ar.body.refund_reasons[0]?.reason).toBe('وصلت المنتجات تالفة');
    const guest = await call('customer/order/refund-request', { method: 'POST', body: { order_id: 1, customer_reason: 'Other' } });
    expect(guest.status).toBe(401);
  });

  it('records a delivered order’s request with its images once, refuses the rest, and shows its status to its customer only', async () => {
    const notYet = await customerWithOrder('refund-early', false);
    const early = await requestRefund(notYet.token, { order_id: notYet.orderId, customer_reason: 'Other' });
    expect([early.status, errorCode(early)]).toEqual([403, 'order']);

    const a = await customerWithOrder('refund-a');
    const b = await customerWithOrder('refund-b');
    // b can neither request nor read a's refund
    const theirs = await requestRefund(b.token, { order_id: a.orderId, customer_reason: 'Other' });
    expect([theirs.status, errorCode(theirs)]).toEqual([404, 'order']);
    const badReason = await requestRefund(a.token, { order_id: a.orderId, customer_reason: 'I changed my mind about everything' });
    expect([badReason.status, errorCode(badReason)]).toEqual([403, 'customer_reason']);
    const tooMany = await requestRefund(a.token, { order_id: a.orderId, customer_reason: 'Other' }, [await png(), await png(), await png(), await png()]);
    expect([tooMany.status, errorCode(tooMany)]).toEqual([403, 'image']);
    const notImage = await requestRefund(a.token, { order_id: a.orderId, customer_reason: 'Other' }, [Buffer.from('not an image')]);
    expect([notImage.status, errorCode(notImage)]).toEqual([422, 'image']);
    expect((await orderStatus(a.orderId))?.status).toBe('delivered');

    const ok = await requestRefund(a.token, { order_id: a.orderId, customer_reason: 'The items arrived damaged', customer_note: 'The box was crushed.' }, [await png(), await png()]);
    expect(ok.status).toBe(200);
    const refund = (ok.body as { refund: Json }).refund;
    expect(refund).toMatchObject({ order_id: a.orderId, customer_reason: 'The items arrived damaged', customer_note: 'The box was crushed.', refund_status: 'pending', refund_amount: a.amount });
    const images = refund.image as string[];
    expect(images).toHaveLength(2);
    const stored = await call('files/' + images[0]!.slice('uploads/'.length));
    expect(stored.status).toBe(200);
    expect((await orderStatus(a.orderId))?.status).toBe('refund_requested');
    const again = await requestRefund(a.token, { order_id: a.orderId, customer_reason: 'Other' });
    expect([again.status, errorCode(again)]).toEqual([403, 'refund']);

    const shown = await call<Json>('customer/order/refund', { headers: bearer(a.token), query: { order_id: String(a.orderId) } });
    expect(shown.body).toMatchObject({ refund_status: 'pending' });
    const hidden = await call('customer/order/refund', { headers: bearer(b.token), query: { order_id: String(a.orderId) } });
    expect(hidden.status).toBe(404);

    // approved by 20 concurrent admin actions: the wallet gets the order's amount once
    const before = await wallet(a.id);
    const db = await getDb();
    const settled = await Promise.all(Array.from({ length: 20 }, () => settleRefund(db, Number(refund.id), 'approved')));
    expect(settled.filter(Boolean)).toHaveLength(1);
    expect(await wallet(a.id)).toBeCloseTo((before ?? 0) + a.amount, 4);
    expect(await orderStatus(a.orderId)).toEqual({ status: 'refunded', payment: 'refunded' });
    const rows = await db.select().from(walletTransactions).where(eq(walletTransactions.customerId, a.id));
    expect(rows.filter((r) => r.transactionType === 'order_refund').map((r) => [r.credit, r.reference])).toEqual([[a.amount, `refund:${refund.id}`]]);
    expect(await settleRefund(db, Number(refund.id), 'rejected')).toBe(false);
    expect(await wallet(b.id)).toBe(0);
  });

  it('a rejected request puts the order back to delivered and credits nothing', async () => {
    const a = await customerWithOrder('refund-no');
    const ok = await requestRefund(a.token, { order_id: a.orderId, customer_reason: 'Other' });
    const id = Number((ok.body as { refund: Json }).refund.id);
    const db = await getDb();
    expect(await settleRefund(db, id, 'rejected')).toBe(true);
    expect(await settleRefund(db, id, 'approved')).toBe(false);
    expect((await orderStatus(a.orderId))?.status).toBe('delivered');
    expect(await wallet(a.id)).toBe(0);
    const shown = await call<Json>('customer/order/refund', { headers: bearer(a.token), query: { order_id: String(a.orderId) } });
    expect(shown.body).toMatchObject({ refund_status: 'rejected' });
  });

  it('the lifecycle approves a request once, however often its step runs; with SOUK_REFUND_REVIEW=admin it waits for the admin', async () => {
    const a = await customerWithOrder('refund-life');
    const ok = await requestRefund(a.token, { order_id: a.orderId, customer_reason: 'Other' });
    expect(ok.status).toBe(200);
    const db = await getDb();
    const review = { orderId: a.orderId, status: 'refund_requested', step: 0 };
    const saved = process.env.SOUK_REFUND_REVIEW;
    try {
      process.env.SOUK_REFUND_REVIEW = 'admin';
      expect(await runStep(db, review)).toBeNull();
      expect((await orderStatus(a.orderId))?.status).toBe('refund_requested');
      expect(await wallet(a.id)).toBe(0);
    } finally {
      if (saved === undefined) delete process.env.SOUK_REFUND_REVIEW;
      else process.env.SOUK_REFUND_REVIEW = saved;
    }
    // the review job run five times at once (a retried or duplicated job): one credit
    await Promise.all(Array.from({ length: 5 }, () => runStep(db, review)));
    expect(await orderStatus(a.orderId)).toEqual({ status: 'refunded', payment: 'refunded' });
    expect(await wallet(a.id)).toBeCloseTo(a.amount, 4);
    const shown = await call<Json>('customer/order/refund', { headers: bearer(a.token), query: { order_id: String(a.orderId) } });
    expect(shown.body).toMatchObject({ refund_status: 'approved' });
    // and hears of it live, once
    const refunded = (await eventsAfter(db, a.id, 0)).filter((e) => e.type === 'order_status' && e.data.status === 'refunded');
    expect(refunded.map((e) => e.data)).toEqual([{ order_id: a.orderId, status: 'refunded' }]);
  });
});
