/**
 * Which running coupons a signed-in customer can still use (coupon/list with a token, the account's
 * coupons page): the same first-order and use-limit rules coupon/apply and order placement check
 * (coupon-rules.ts), counted over the customer's orders that count (canceled and failed ones do not).
 */
import { and, count, eq, notInArray } from 'drizzle-orm';
import type { Db } from '../db/client';
import { orders } from '../db/schema-orders';
import type { CouponRow } from './coupon-rules';

const NOT_COUNTED = ['canceled', 'failed'];

export async function usableBy<T extends { coupon: CouponRow }>(db: Db, customerId: number, rows: T[]): Promise<T[]> {
  const counted = await db
    .select({ code: orders.couponCode, n: count() })
    .from(orders)
    .where(and(eq(orders.owner, `c:${customerId}`), notInArray(orders.orderStatus, NOT_COUNTED)))
    .groupBy(orders.couponCode);
  const previous = counted.reduce((sum, r) => sum + r.n, 0);
  const uses = new Map(counted.filter((r) => r.code !== null).map((r) => [r.code, r.n]));
  return rows.filter(({ coupon: c }) => {
    if (c.couponType === 'first_order' && previous > 0) return false;
    return !(c.limit !== null && c.limit > 0 && (uses.get(c.code) ?? 0) >= c.limit);
  });
}
