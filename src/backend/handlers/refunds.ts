/**
 * Refunds of delivered orders (services/refunds.ts):
 * - GET  customer/order/refund-reasons → {refund_reasons: [{id, reason}]}
 * - POST customer/order/refund-request (multipart or JSON): order_id, customer_reason (one of the
 *   reasons), customer_note (at most 500 characters), image[] (at most 3 jpg, png or gif of 2 MB)
 * - GET  customer/order/refund?order_id → the order's refund request, or 404
 * Only the signed-in customer's own orders; a guest's call is a 401.
 */
import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import { parseBody, q, type Ctx } from '../context';
import { orders } from '../db/schema-orders';
import { orderRefunds } from '../db/schema-wallet';
import { ApiError, json } from '../http';
import type { Route } from '../route-types';
import type { UploadedFile } from '../types';
import { knownReason, REFUND_REASONS, refundEntry, refundsOn, requestRefund } from '../services/refunds';
import { refundRequested } from '../services/order-lifecycle';
import { checkImage, keepFiles, removeStored } from '../services/storage';
import { requireCustomer } from '../services/guards';

const say = (ctx: Ctx, en: string, ar: string) => (ctx.lang === 'ar' ? ar : en);
const MAX_IMAGES = 3;

async function reasons(ctx: Ctx) {
  return json({ refund_reasons: REFUND_REASONS.map((r) => ({ id: r.id, reason: ctx.lang === 'ar' ? r.ar : r.en, status: 1 })) });
}

const requestSchema = z.object({
  order_id: z.coerce.number({ message: 'The order id field is required.' }).int('The order id field is required.').positive('The order id field is required.').max(2_147_483_647, 'The order id field is required.'),
  customer_reason: z.string({ message: 'The reason field is required.' }).trim().min(1, 'The reason field is required.').max(200, 'The reason is too long.'),
  customer_note: z.string().trim().max(500, 'The note may not be greater than 500 characters.').optional().nullable(),
});

function images(ctx: Ctx): UploadedFile[] {
  const files = ctx.req.files ?? {};
  return [...(files['image[]'] ?? []), ...(files.image ?? []), ...(files.images ?? [])];
}

async function request(ctx: Ctx) {
  const c = await requireCustomer(ctx);
  if (!refundsOn()) throw new ApiError(403, 'refund', say(ctx, 'Refunds are not available.', 'الاسترداد غير متاح.'));
  const input = parseBody(ctx, requestSchema, 403);
  const reason = knownReason(input.customer_reason);
  if (!reason) throw new ApiError(403, 'customer_reason', say(ctx, 'Choose one of the refund reasons.', 'اختر أحد أسباب الاسترداد.'));
  const files = images(ctx);
  if (files.length > MAX_IMAGES) throw new ApiError(403, 'image', say(ctx, 'Maximum 3 images can be send at a time.', 'يمكن إرسال 3 صور كحد أقصى في المرة الواحدة.'));
  const [order] = await ctx.db.select().from(orders).where(and(eq(orders.id, input.order_id), eq(orders.owner, `c:${c.id}`)));
  if (!order) throw new ApiError(404, 'order', say(ctx, 'Order not found', 'الطلب غير موجود'));
  const [existing] = await ctx.db.select({ id: orderRefunds.id }).from(orderRefunds).where(eq(orderRefunds.orderId, order.id));
  if (existing) throw new ApiError(403, 'refund', say(ctx, 'A refund was already requested for this order.', 'تم طلب استرداد لهذا الطلب بالفعل.'));
  if (order.orderStatus !== 'delivered') throw new ApiError(403, 'order', say(ctx, 'Only a delivered order can be refunded.', 'يمكن استرداد الطلب المسلَّم فقط.'));
  // every image is checked before any is kept
  const checked = [];
  for (const f of files) checked.push(await checkImage(f, 'image'));
  const stored = await keepFiles(ctx.db, checked);
  const row = await requestRefund(ctx.db, { orderId: order.id, customerId: c.id, reason, note: input.customer_note ?? '', images: stored }).catch(() => null);
  if (!row) {
    await removeStored(ctx.db, ...stored);
    throw new ApiError(403, 'refund', say(ctx, 'A refund was already requested for this order.', 'تم طلب استرداد لهذا الطلب بالفعل.'));
  }
  await refundRequested(order.id);
  return json({ message: say(ctx, 'Refund request sent successfully.', 'تم إرسال طلب الاسترداد بنجاح.'), refund: refundEntry(row) });
}

async function show(ctx: Ctx) {
  const c = await requireCustomer(ctx);
  const orderId = Number(q(ctx, 'order_id'));
  if (!Number.isInteger(orderId) || orderId <= 0 || orderId > 2_147_483_647) throw new ApiError(422, 'order_id', 'The order id field is required.');
  const [row] = await ctx.db.select().from(orderRefunds).where(and(eq(orderRefunds.orderId, orderId), eq(orderRefunds.customerId, c.id)));
  if (!row) throw new ApiError(404, 'refund', say(ctx, 'No refund was requested for this order.', 'لم يُطلب استرداد لهذا الطلب.'));
  return json(refundEntry(row));
}

export const routes: Route[] = [
  { method: 'GET', path: 'customer/order/refund-reasons', handler: reasons },
  { method: 'POST', path: 'customer/order/refund-request', handler: request },
  { method: 'GET', path: 'customer/order/refund', handler: show },
];
