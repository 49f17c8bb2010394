/**
 * The contract's snake_case shapes (a cart line, coupon/apply's answer, a store's `discount`)
 * read into order-totals.ts's inputs, so the storefront counts exactly what the server counts.
 * Numbers a backend may send as strings or leave out are read as numbers, absent as 0.
 */
import type { CouponRule, StoreDelivery, StoreDiscountTerms, TotalsLine } from './order-totals';

/** A cart line's money as the cart and the checkout read it (cart/list, buy-now). */
export interface WireLine {
  /** Unit price before the item's discount (variation included). */
  price: number;
  /** Unit price after the item's discount. */
  discounted_price: number;
  quantity: number;
  add_ons: { price: number; quantity: number }[];
}

/** coupon/apply's answer. */
export interface WireCoupon {
  code: string;
  discount: number | string;
  discount_type: string;
  min_purchase?: number | string | null;
  max_discount?: number | string | null;
  coupon_type?: string | null;
}

/** A store discount's own terms (the store's `discount` object): a minimum purchase and a cap (0: none). */
export interface WireStoreDiscountTerms {
  min_purchase?: number | string | null;
  max_discount?: number | string | null;
}

/** A finite number at least 0, else 0. */
export function nonNegativeOf(value: unknown): number {
  const n = Number(value);
  return Number.isFinite(n) && n > 0 ? n : 0;
}

export const totalsLineOf = (l: WireLine): TotalsLine => ({
  unitPrice: l.price,
  discountedUnit: l.discounted_price,
  quantity: l.quantity,
  addOns: l.add_ons.map((a) => ({ price: a.price, quantity: a.quantity })),
});

export const couponRuleOf = (c: WireCoupon): CouponRule => ({
  code: c.code,
  discount: nonNegativeOf(c.discount),
  discountType: c.discount_type,
  couponType: c.coupon_type ?? 'default',
  minPurchase: nonNegativeOf(c.min_purchase),
  maxDiscount: nonNegativeOf(c.max_discount),
});

export const storeTermsOf = (t: WireStoreDiscountTerms | null | undefined): StoreDiscountTerms | null =>
  t ? { minPurchase: nonNegativeOf(t.min_purchase), maxDiscount: nonNegativeOf(t.max_discount) } : null;

/** A store's delivery fields (stores/details): flags as 1, '1' or true, charges as numbers or strings. */
export interface WireStoreDelivery {
  self_delivery_system?: unknown;
  free_delivery?: unknown;
  per_km_shipping_charge?: number | string | null;
  minimum_shipping_charge?: number | string | null;
  maximum_shipping_charge?: number | string | null;
}

const flagOn = (v: unknown): boolean => v === true || v === 1 || v === '1';

export const storeDeliveryOf = (s: WireStoreDelivery | null | undefined): StoreDelivery => ({
  selfDelivery: flagOn(s?.self_delivery_system),
  freeDelivery: flagOn(s?.free_delivery),
  perKm: nonNegativeOf(s?.per_km_shipping_charge),
  minimumCharge: nonNegativeOf(s?.minimum_shipping_charge),
  maximumCharge: nonNegativeOf(s?.maximum_shipping_charge) || null,
});
