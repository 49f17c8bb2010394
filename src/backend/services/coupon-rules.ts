/**
 * Coupon rules, enforced on the server (coupon/apply and order placement): running dates, the
 * store's module and zone, the store of a store-wise coupon, first orders, the per-customer use
 * limit and the minimum purchase. Pure: the caller supplies the facts about the shopper.
 */
import { ApiError } from '../http';
import type { Lang } from '../context';
import type { coupons } from '../db/schema';
import { tr } from './format';

export type CouponRow = typeof coupons.$inferSelect;

/** A coupon as coupon/apply and coupon/list answer it (the list adds its status, module, zones and store). */
export function couponAnswer(lang: Lang, c: CouponRow) {
  return {
    id: c.id,
    title: tr(lang, c.title, c.titleAr),
    code: c.code,
    start_date: c.startDate,
    expire_date: c.expireDate,
    // end_date is where 6amMart's clients read it
    end_date: c.expireDate,
    min_purchase: c.minPurchase,
    max_discount: c.maxDiscount,
    discount: c.discount,
    discount_type: c.discountType,
    coupon_type: c.couponType,
    store_id: c.storeId,
    limit: c.limit,
  };
}

export interface CouponFacts {
  /** Dubai date, YYYY-MM-DD. */
  today: string;
  store: { id: number; moduleId: number; zoneId: number };
  /** null for a guest. */
  customerId: number | null;
  /** Orders the shopper placed before (canceled and failed ones excluded). */
  previousOrders: number;
  /** Orders the shopper placed with this coupon (canceled and failed ones excluded). */
  usesOfCoupon: number;
  /** Item amount after item discounts, when known (order placement; coupon/apply with order_amount). */
  amount: number | null;
}

export const couponMinimumMessage = (min: number, decimals = 2): string =>
  `To apply this coupon, total item amount should be minimum ${min.toFixed(decimals)}`;

/** Throws the refusal the shopper reads; returns when the coupon applies. */
export function checkCoupon(c: CouponRow | null, f: CouponFacts, decimals = 2): asserts c is CouponRow {
  const refuse = (code: string, message: string) => new ApiError(403, code, message);
  if (!c || c.status !== 1) throw new ApiError(404, 'coupon', 'Coupon not found.');
  if (c.startDate > f.today) throw refuse('coupon', 'This coupon is not valid yet.');
  if (c.expireDate < f.today) throw refuse('coupon', 'This coupon has expired.');
  if (c.moduleId !== f.store.moduleId) throw refuse('coupon', 'This coupon is not valid for this store.');
  if (!c.zoneIds.includes(f.store.zoneId)) throw refuse('coupon', 'This coupon is not valid in this zone.');
  if (c.couponType === 'store_wise' && c.storeId !== f.store.id) throw refuse('coupon', 'This coupon is not valid for this store.');
  if (c.couponType === 'first_order') {
    if (f.customerId === null) throw refuse('coupon', 'Sign in to use a first-order coupon.');
    if (f.previousOrders > 0) throw refuse('coupon', 'This coupon is for your first order only.');
  }
  if (c.limit !== null && c.limit > 0 && f.usesOfCoupon >= c.limit) throw refuse('coupon', 'You have used this coupon as many times as it allows.');
  if (f.amount !== null && f.amount < c.minPurchase) throw refuse('coupon', couponMinimumMessage(c.minPurchase, decimals));
}
