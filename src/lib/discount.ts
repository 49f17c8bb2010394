/**
 * The spec's discount display: a store discount above 0 wins and is a percentage; otherwise
 * the item's own discount, as a percentage or a currency amount by its type (the rule itself,
 * shared with the API: src/contract/discount.ts). The price is struck through whenever a
 * discount applies.
 */
import { applyDiscount, discountOf, type Discount } from '@/contract/discount';

export { applyDiscount, discountOf, type Discount };

export interface Discountable {
  price: number;
  discount?: number | string | null;
  discount_type?: string | null;
  store_discount?: number | string | null;
  /** The store discount's minimum purchase and cap (0: none), where the backend says them. */
  store_discount_min_purchase?: number | string | null;
  store_discount_max_discount?: number | string | null;
  variations?: { price: number | string }[] | null;
}

function positive(value: unknown): number {
  const n = Number(value);
  return Number.isFinite(n) && n > 0 ? n : 0;
}

export interface PriceDisplay {
  /** What the shopper pays: one price, or the lowest of a range. */
  min: number;
  /** The highest of a range; equal to `min` for a single price. */
  max: number;
  /** Prices before the discount, shown struck through; null when nothing is discounted. */
  original: { min: number; max: number } | null;
  discount: Discount | null;
}

/** One price, or a range across variations, before and after the discount. */
export function priceDisplay(item: Discountable): PriceDisplay {
  const prices = (item.variations ?? []).map((v) => Number(v.price)).filter((p) => Number.isFinite(p) && p > 0);
  const list = prices.length ? prices : [Number(item.price) || 0];
  const low = Math.min(...list);
  const high = Math.max(...list);
  const discount = discountOf(item);
  const min = applyDiscount(low, discount);
  const max = applyDiscount(high, discount);
  const changed = discount !== null && (min !== low || max !== high);
  return { min, max, original: changed ? { min: low, max: high } : null, discount: changed ? discount : null };
}

/** `10%` or the amount formatted by the caller's money formatter. */
export function discountLabel(discount: Discount, formatAmount: (amount: number) => string): string {
  return discount.type === 'percent' ? `${Number(discount.value.toFixed(2))}%` : formatAmount(discount.value);
}

/** The terms (minimum purchase, cap) of the store discount an item shows; null without a store discount or without terms. */
export function storeTermsOf(item: Omit<Discountable, 'price' | 'variations'>): { percent: number; minimum: number; cap: number } | null {
  const percent = positive(item.store_discount);
  const minimum = positive(item.store_discount_min_purchase);
  const cap = positive(item.store_discount_max_discount);
  return percent > 0 && (minimum > 0 || cap > 0) ? { percent, minimum, cap } : null;
}
