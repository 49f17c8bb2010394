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
  storeFreeDelivery: boolean;
  /** The marketplace's free delivery over this item amount (config free_delivery_over), or null. */
  freeDeliveryOver: number | null;
}

export interface TotalsInput {
  lines: TotalsLine[];
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

/** Delivery charge: per km × distance, at least the minimum, at most the maximum; none for take-away. */
export function deliveryCharge(d: DeliveryRule): number {
  if (d.orderType === 'take_away') return 0;
  let charge = Math.max(d.minimumCharge, d.perKm * d.distanceKm);
  if (d.maximumCharge !== null && d.maximumCharge > 0) charge = Math.min(charge, d.maximumCharge);
  return charge;
}

export function computeTotals(input: TotalsInput): Totals {
  const r = (n: number) => roundTo(n, input.decimals);
  let items = 0;
  let discounted = 0;
  let addOnTotal = 0;
  for (const l of input.lines) {
    items += l.unitPrice * l.quantity;
    discounted += l.discountedUnit * l.quantity;
    addOnTotal += l.addOns.reduce((s, a) => s + a.price * a.quantity, 0);
  }
  const storeDiscount = items - discounted;
  const afterItems = discounted + addOnTotal;
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
