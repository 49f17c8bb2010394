/**
 * The order's money, computed by the server alone (pure functions, unit-tested): item prices
 * with variations and add-ons, item or store discounts, the coupon, the delivery charge from the
 * distance and the zone's module settings, tax, tip, rounded to the configured decimals.
 */

export interface TotalsLine {
  /** One unit before discounts (variation and food options included, add-ons not). */
  unitPrice: number;
  /** One unit after the item's or the store's discount. */
  discountedUnit: number;
  quantity: number;
  addOns: { price: number; quantity: number }[];
}

export interface CouponRule {
  code: string;
  title: string;
  discount: number;
  discountType: string;
  couponType: string;
  minPurchase: number;
  maxDiscount: number;
}

export interface DeliveryRule {
  orderType: 'delivery' | 'take_away';
  distanceKm: number;
  perKm: number;
  minimumCharge: number;
  maximumCharge: number | null;
  /** The delivery vehicle's extra charge for the distance (services/vehicles.ts), added before the maximum. */
  vehicleCharge: number;
  storeFreeDelivery: boolean;
  /** The marketplace's free delivery over this item amount (config free_delivery_over), or null. */
  freeDeliveryOver: number | null;
}

/** A store discount's own terms: nothing below the minimum purchase, at most the cap (0 = no cap). */
export interface StoreDiscountTerms {
  minPurchase: number;
  maxDiscount: number;
}

export interface TotalsInput {
  lines: TotalsLine[];
  /** The store's running discount, whose terms bound what the lines' discounts add up to; null when none runs. */
  storeDiscount: StoreDiscountTerms | null;
  delivery: DeliveryRule;
  coupon: CouponRule | null;
  /** The store's tax, percent of the discounted amount. */
  taxPercent: number;
  dmTips: number;
  decimals: number;
}

export interface Totals {
  /** Item prices × quantities plus add-ons, before any discount. */
  itemTotal: number;
  addOnTotal: number;
  storeDiscount: number;
  couponDiscount: number;
  deliveryCharge: number;
  /** The delivery charge before a free-delivery rule waived it. */
  originalDeliveryCharge: number;
  tax: number;
  dmTips: number;
  total: number;
}

export const roundTo = (n: number, decimals: number): number => {
  const f = 10 ** decimals;
  return Math.round((n + Number.EPSILON) * f) / f;
};

/** What the coupon takes off an amount (the free-delivery kind takes the delivery charge instead). */
export function couponDiscount(coupon: CouponRule, amount: number): number {
  if (coupon.couponType === 'free_delivery') return 0;
  if (coupon.discountType === 'percent') {
    const off = (amount * coupon.discount) / 100;
    return Math.min(amount, coupon.maxDiscount > 0 ? Math.min(off, coupon.maxDiscount) : off);
  }
  return Math.min(amount, coupon.discount);
}

/** Delivery charge: per km × distance, at least the minimum, plus the vehicle's extra charge, at most the maximum; none for take-away. */
export function deliveryCharge(d: DeliveryRule): number {
  if (d.orderType === 'take_away') return 0;
  let charge = Math.max(d.minimumCharge, d.perKm * d.distanceKm) + d.vehicleCharge;
  if (d.maximumCharge !== null && d.maximumCharge > 0) charge = Math.min(charge, d.maximumCharge);
  return charge;
}

/**
 * What the lines' discounts take off the order. While the store runs a discount (which then prices
 * every line, services/cart-lines.ts discounted) it follows the discount's terms, as 6amMart applies
 * them: none when the items and add-ons before discounts stay below its minimum purchase, and at
 * most its maximum discount.
 */
export function storeDiscountOf(lines: TotalsLine[], terms: StoreDiscountTerms | null): number {
  let items = 0;
  let off = 0;
  let addOns = 0;
  for (const l of lines) {
    items += l.unitPrice * l.quantity;
    off += (l.unitPrice - l.discountedUnit) * l.quantity;
    addOns += l.addOns.reduce((s, a) => s + a.price * a.quantity, 0);
  }
  if (!terms) return off;
  if (items + addOns < terms.minPurchase) return 0;
  return terms.maxDiscount > 0 ? Math.min(off, terms.maxDiscount) : off;
}

/** Items and add-ons after the store's (or the items') discounts: what coupons and the minimum order look at. */
export function afterDiscounts(lines: TotalsLine[], terms: StoreDiscountTerms | null): number {
  const gross = lines.reduce((sum, l) => sum + l.unitPrice * l.quantity + l.addOns.reduce((a, x) => a + x.price * x.quantity, 0), 0);
  return gross - storeDiscountOf(lines, terms);
}

export function computeTotals(input: TotalsInput): Totals {
  const r = (n: number) => roundTo(n, input.decimals);
  let items = 0;
  let addOnTotal = 0;
  for (const l of input.lines) {
    items += l.unitPrice * l.quantity;
    addOnTotal += l.addOns.reduce((s, a) => s + a.price * a.quantity, 0);
  }
  const storeDiscount = storeDiscountOf(input.lines, input.storeDiscount);
  const afterItems = items + addOnTotal - storeDiscount;
  const coupon = input.coupon ? couponDiscount(input.coupon, afterItems) : 0;
  const original = deliveryCharge(input.delivery);
  const free =
    input.delivery.storeFreeDelivery ||
    input.coupon?.couponType === 'free_delivery' ||
    (input.delivery.freeDeliveryOver !== null && input.delivery.freeDeliveryOver > 0 && afterItems >= input.delivery.freeDeliveryOver);
  const delivery = free ? 0 : original;
  const taxable = Math.max(0, afterItems - coupon);
  const tax = (taxable * input.taxPercent) / 100;
  const tips = input.delivery.orderType === 'take_away' ? 0 : input.dmTips;
  const totals = {
    itemTotal: r(items + addOnTotal),
    addOnTotal: r(addOnTotal),
    storeDiscount: r(storeDiscount),
    couponDiscount: r(coupon),
    deliveryCharge: r(delivery),
    originalDeliveryCharge: r(original),
    tax: r(tax),
    dmTips: r(tips),
    total: 0,
  };
  totals.total = r(totals.itemTotal - totals.storeDiscount - totals.couponDiscount + totals.deliveryCharge + totals.tax + totals.dmTips);
  return totals;
}

/** Whether a total may be paid on delivery: the zone's module limit (null or 0 means none). */
export function codAllowed(total: number, maximumCodOrderAmount: number | null): boolean {
  return maximumCodOrderAmount === null || maximumCodOrderAmount <= 0 || total <= maximumCodOrderAmount;
}

/** The client's amount agrees with the server's when it differs by less than half the last decimal. */
export function amountMatches(sent: number, computed: number, decimals: number): boolean {
  return Math.abs(sent - computed) < 0.5 / 10 ** decimals + 1e-9;
}
