/**
 * A discounted unit price, as the storefront shows it and the API charges it: a store discount
 * above 0 wins and is a percentage; otherwise the item's own discount, a percentage or a currency
 * amount by its type. Never below 0, rounded to cents.
 */
export type Discount = { type: 'percent'; value: number } | { type: 'amount'; value: number };

/** The discount fields of an item as the contract answers them. */
export interface DiscountTerms {
  discount?: number | string | null;
  discount_type?: string | null;
  store_discount?: number | string | null;
}

function positive(value: unknown): number {
  const n = Number(value);
  return Number.isFinite(n) && n > 0 ? n : 0;
}

/** The discount that applies to an item, or null. */
export function discountOf(item: DiscountTerms): Discount | null {
  const store = positive(item.store_discount);
  if (store > 0) return { type: 'percent', value: store };
  const own = positive(item.discount);
  if (own === 0) return null;
  return item.discount_type === 'amount' ? { type: 'amount', value: own } : { type: 'percent', value: own };
}

/** Price after the discount, never below 0, rounded to cents (the price itself when none applies). */
export function applyDiscount(price: number, discount: Discount | null): number {
  const base = Number.isFinite(price) ? price : 0;
  if (!discount) return base;
  const off = discount.type === 'percent' ? (base * Math.min(discount.value, 100)) / 100 : discount.value;
  return Math.max(0, Math.round((base - off) * 100) / 100);
}

/** The unit price an item's terms give `price` (discountOf, then applyDiscount). */
export function discountedPrice(price: number, item: DiscountTerms): number {
  return applyDiscount(price, discountOf(item));
}
