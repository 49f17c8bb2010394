/**
 * The review prompt (customer/review-reminder, customer/review-reminder-cancel) and review
 * submission for an ordered item (items/reviews/submit) and the order's delivery man
 * (delivery-man/reviews/submit). Signed-in customers only; one review per item (or delivery man)
 * per delivered order, enforced by unique indexes.
 */
import { z } from 'zod';
import { and, desc, eq, sql } from 'drizzle-orm';
import { parseBody, q, type Ctx } from '../context';
import { ApiError, json } from '../http';
import type { Route } from '../route-types';
import { items, reviews } from '../db/schema';
import { deliveryMen, orderDetails, orderReviews, orders } from '../db/schema-orders';
import { requireCustomer } from '../services/guards';
import { mediaUrl } from '../services/media';

async function reminder(ctx: Ctx) {
  const c = await requireCustomer(ctx);
  const [order] = await ctx.db
    .select({ id: orders.id })
    .from(orders)
    .where(
      and(
        eq(orders.customerId, c.id),
        eq(orders.orderStatus, 'delivered'),
        eq(orders.reviewReminderCanceled, 0),
        sql`not exists (select 1 from ${orderReviews} where ${orderReviews.orderId} = ${orders.id})`,
      ),
    )
    .orderBy(desc(orders.delivered), desc(orders.id))
    .limit(1);
  if (!order) return json({ order_id: null, images: [] });
  const lines = await ctx.db.select({ details: orderDetails.itemDetails }).from(orderDetails).where(eq(orderDetails.orderId, order.id));
  return json({ order_id: order.id, images: lines.map((l) => mediaUrl(typeof l.details.image === 'string' ? l.details.image : null)) });
}

async function reminderCancel(ctx: Ctx) {
  const c = await requireCustomer(ctx);
  const id = Number(q(ctx, 'order_id'));
  if (!Number.isInteger(id) || id <= 0 || id > 2_147_483_647) throw new ApiError(422, 'order_id', 'The order id field is required.');
  const done = await ctx.db.update(orders).set({ reviewReminderCanceled: 1 }).where(and(eq(orders.id, id), eq(orders.customerId, c.id))).returning({ id: orders.id });
  if (done.length === 0) throw new ApiError(404, 'order', 'Order not found');
  return json({ message: 'Review reminder canceled.' });
}

const reviewFields = {
  order_id: z.coerce.number({ message: 'The order id field is required.' }).int().positive('The order id field is required.').max(2_147_483_647),
  rating: z.coerce.number({ message: 'The rating field is required.' }).int('The rating must be a whole number from 1 to 5.').min(1, 'The rating must be a whole number from 1 to 5.').max(5, 'The rating must be a whole number from 1 to 5.'),
  comment: z.string().trim().max(1000, 'The comment may not be greater than 1000 characters.').optional().default(''),
};

async function deliveredOrder(ctx: Ctx, customerId: number, orderId: number) {
  const [order] = await ctx.db.select().from(orders).where(and(eq(orders.id, orderId), eq(orders.customerId, customerId)));
  if (!order) throw new ApiError(404, 'order', 'Order not found');
  if (order.orderStatus !== 'delivered') throw new ApiError(403, 'order', 'You can review an order once it is delivered.');
  return order;
}

const already = () => new ApiError(403, 'review', 'Already reviewed');

async function itemReview(ctx: Ctx) {
  const c = await requireCustomer(ctx);
  const input = parseBody(ctx, z.object({ ...reviewFields, item_id: z.coerce.number({ message: 'The item id field is required.' }).int().positive('The item id field is required.').max(2_147_483_647) }));
  await deliveredOrder(ctx, c.id, input.order_id);
  const [line] = await ctx.db.select({ id: orderDetails.id }).from(orderDetails).where(and(eq(orderDetails.orderId, input.order_id), eq(orderDetails.itemId, input.item_id)));
  if (!line) throw new ApiError(404, 'item_id', 'This item is not part of the order.');
  await ctx.db.transaction(async (tx) => {
    const [saved] = await tx
      .insert(orderReviews)
      .values({ orderId: input.order_id, customerId: c.id, itemId: input.item_id, rating: input.rating, comment: input.comment })
      .onConflictDoNothing()
      .returning({ id: orderReviews.id });
    if (!saved) throw already();
    const [item] = await tx.select({ storeId: items.storeId }).from(items).where(eq(items.id, input.item_id)).for('update');
    if (!item) return;
    await tx.insert(reviews).values({ itemId: input.item_id, storeId: item.storeId, customerName: `${c.fName} ${c.lName}`.trim(), comment: input.comment, rating: input.rating });
    await tx
      .update(items)
      .set({ avgRating: sql`(${items.avgRating} * ${items.ratingCount} + ${input.rating}) / (${items.ratingCount} + 1)`, ratingCount: sql`${items.ratingCount} + 1` })
      .where(eq(items.id, input.item_id));
  });
  return json({ message: 'Review submitted successfully' });
}

async function deliveryManReview(ctx: Ctx) {
  const c = await requireCustomer(ctx);
  const input = parseBody(ctx, z.object({ ...reviewFields, delivery_man_id: z.coerce.number({ message: 'The delivery man id field is required.' }).int().positive('The delivery man id field is required.').max(2_147_483_647) }));
  const order = await deliveredOrder(ctx, c.id, input.order_id);
  if (order.deliveryManId !== input.delivery_man_id) throw new ApiError(404, 'delivery_man_id', 'This delivery man did not deliver the order.');
  await ctx.db.transaction(async (tx) => {
    const [saved] = await tx
      .insert(orderReviews)
      .values({ orderId: input.order_id, customerId: c.id, deliveryManId: input.delivery_man_id, rating: input.rating, comment: input.comment })
      .onConflictDoNothing()
      .returning({ id: orderReviews.id });
    if (!saved) throw already();
    await tx
      .update(deliveryMen)
      .set({ avgRating: sql`(${deliveryMen.avgRating} * ${deliveryMen.ratingCount} + ${input.rating}) / (${deliveryMen.ratingCount} + 1)`, ratingCount: sql`${deliveryMen.ratingCount} + 1` })
      .where(eq(deliveryMen.id, input.delivery_man_id));
  });
  return json({ message: 'Review submitted successfully' });
}

export const routes: Route[] = [
  { method: 'GET', path: 'customer/review-reminder', handler: reminder },
  { method: 'GET', path: 'customer/review-reminder-cancel', handler: reminderCancel },
  { method: 'POST', path: 'items/reviews/submit', handler: itemReview },
  { method: 'POST', path: 'delivery-man/reviews/submit', handler: deliveryManReview },
];
