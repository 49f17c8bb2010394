/**
 * The order's money, once, for both sides of the contract: the checkout screens show these
 * figures and send the total as `order_amount`; the embedded API (services/order-place.ts)
 * computes them again from its own prices and refuses the order when the two disagree by more
 * than the rounding (amountWithin, roundingTolerance). Pure and free of imports, so the backend,
 * the storefront and the tests share it.
 *
 * Items with variations, add-ons, the items' or the store's discounts (the store discount's own
 * terms), the coupon, the delivery charge (distance, minimum, vehicle's extra charge, maximum,
 * free-delivery rules; the store's own charges or the zone's, deliveryRuleFor), tax, the delivery
 * man's tip, rounded to the marketplace's decimals.
 * order-totals-wire.ts reads the contract's snake_case shapes into these inputs.
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
  code?: string;
  title?: string;
  discount: number;
  /** 'percent' or 'amount'. */
  discountType: string;
  /** 'free_delivery' waives the delivery charge instead of taking money off the items. */
  couponType: string;
  /** Below this amount after discounts the coupon gives nothing (the server refuses it first). */
  minPurchase: number;
  /** A percent coupon's cap (0: none). */
  maxDiscount: number;
}

/** The charges the delivery rule reads (deliveryRuleFor picks the store's or the zone's). */
export interface DeliveryRule {
  orderType: 'delivery' | 'take_away';
  distanceKm: number;
  perKm: number;
  minimumCharge: number;
  /** null or 0: no maximum. */
  maximumCharge: number | null;
  /** The delivery vehicle's extra charge for the distance (vehicle/extra_charge), added before the maximum. */
  vehicleCharge: number;
  /** The store's free delivery, where it applies (a store that delivers itself). */
  storeFreeDelivery: boolean;
  /** The marketplace's free delivery over this item amount (config free_delivery_over), or null. */
  freeDeliveryOver: number | null;
}

/** A per-km charge, raised to a minimum and capped at a maximum (null or 0: none). */
export interface ChargeTerms {
  perKm: number;
  minimumCharge: number;
  maximumCharge: number | null;
}

/** What a store says about its delivery: whether it delivers itself, its free delivery and its own charges. */
export interface StoreDelivery extends ChargeTerms {
  /** The store's own riders deliver (self_delivery_system 1). */
  selfDelivery: boolean;
  freeDelivery: boolean;
}

export interface DeliveryFacts {
  orderType: 'delivery' | 'take_away';
  distanceKm: number;
  store: StoreDelivery;
  /** The zone's charges for the store's module (the module-zone pivot). */
  zone: ChargeTerms;
  vehicleCharge: number;
  freeDeliveryOver: number | null;
}

/** A store's free delivery counts only where the store delivers itself (6amMart's pairing: free delivery is the store's own riders' offer). */
export const storeDeliversFree = (s: Pick<StoreDelivery, 'selfDelivery' | 'freeDelivery'>): boolean => s.selfDelivery && s.freeDelivery;

/**
 * The delivery rule as 6amMart pairs it. A store that delivers itself charges by its own per-km
 * charge, minimum and maximum, with no vehicle charge, and delivers free when it offers free
 * delivery; the marketplace's free delivery over an amount is not its to give. Any other store's
 * orders go with the marketplace's riders: the zone's charges plus the vehicle's extra charge, free
 * from `free_delivery_over`, and the store's own free-delivery flag does not count.
 */
export function deliveryRuleFor(f: DeliveryFacts): DeliveryRule {
  const self = f.store.selfDelivery;
  const terms = self ? f.store : f.zone;
  return {
    orderType: f.orderType,
    distanceKm: f.distanceKm,
    perKm: terms.perKm,
    minimumCharge: terms.minimumCharge,
    maximumCharge: terms.maximumCharge,
    vehicleCharge: self ? 0 : f.vehicleCharge,
    storeFreeDelivery: storeDeliversFree(f.store),
    freeDeliveryOver: self ? null : f.freeDeliveryOver,
  };
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
  /** The store's tax, percent of the amount after discounts and coupon. */
  taxPercent: number;
  /** Prices include tax (config tax_included): no tax is added. */
  taxIncluded?: boolean;
  dmTips: number;
  decimals: number;
}

/** Every figure, each rounded to the decimals; `total` is the sum of the rounded parts. */
export interface Totals {
  /** Item prices × quantities, before discounts, without add-ons (the checkout's 'Item Price'). */
  itemPrice: number;
  addOnTotal: number;
  /** Items and add-ons before any discount (the order's item_total). */
  itemTotal: number;
  storeDiscount: number;
  couponDiscount: number;
  /** Items and add-ons less the discount and the coupon (the checkout's 'Subtotal'). */
  subtotal: number;
  deliveryCharge: number;
  /** The delivery charge before a free-delivery rule waived it. */
  originalDeliveryCharge: number;
  tax: number;
  dmTips: number;
  total: number;
}

export const roundTo = (n: number, decimals: number): number => {
  const f = 10 ** decimals;
  const rounded = Math.round((n + Number.EPSILON) * f) / f;
  // a sum that is zero give or take a float's last bit rounds to -0, which money formats as "-0.00"
  return rounded === 0 ? 0 : rounded;
};

const nonNegative = (n: number): number => (n > 0 ? n : 0);

/** The client's amount agrees with the server's when it differs by less than half the last decimal. */
export function amountMatches(sent: number, computed: number, decimals: number): boolean {
  return Math.abs(sent - computed) < 0.5 / 10 ** decimals + 1e-9;
}

/** The figures of an order's total the server rounds apart: item total, store discount, coupon, subtotal, delivery, tax, tip. */
export const ORDER_ROUNDED_PARTS = 7;

/**
 * How far a client's amount may be from the server's and still be the same order: the currency's
 * rounding (half a unit of the last decimal) for every unit of every line, whose discounted price
 * the server rounds and a client may not (with the tax on it), and for every figure the server
 * rounds apart. A client that counts unrounded (6amMart's does) is off by a few hundredths at most.
 */
export function roundingTolerance(o: { units: number; taxPercent: number; parts: number; decimals: number }): number {
  const half = 0.5 / 10 ** o.decimals;
  return half * (nonNegative(o.units) * (1 + nonNegative(o.taxPercent) / 100) + nonNegative(o.parts));
}

/** The units of an order's lines (what roundingTolerance counts). */
export const unitsOf = (lines: TotalsLine[]): number => lines.reduce((s, l) => s + l.quantity, 0);

/** The client's amount is the server's, give or take the rounding tolerance (the order is then placed at the server's amount). */
export function amountWithin(sent: number, computed: number, tolerance: number): boolean {
  return Math.abs(sent - computed) <= tolerance + 1e-9;
}

/** Whether a total may be paid on delivery: the zone's module limit (null or 0 means none). */
export function codAllowed(total: number, maximumCodOrderAmount: number | null): boolean {
  return maximumCodOrderAmount === null || maximumCodOrderAmount <= 0 || total <= maximumCodOrderAmount;
}

const addOnsOf = (l: TotalsLine): number => l.addOns.reduce((s, a) => s + a.price * a.quantity, 0);
/** What the line's discount takes off (never a surcharge). */
const offOf = (l: TotalsLine): number => nonNegative(l.unitPrice - l.discountedUnit) * l.quantity;

/** Items and add-ons before any discount. */
export function grossOf(lines: TotalsLine[]): number {
  return lines.reduce((s, l) => s + l.unitPrice * l.quantity + addOnsOf(l), 0);
}

/**
 * What a running store discount takes off: nothing while the items and add-ons before discounts
 * (`gross`) stay below its minimum purchase, at most its maximum. `off` is what the lines'
 * discounted prices add up to; without terms (items' own discounts) it is all taken.
 */
export function storeDiscountTaken(gross: number, off: number, terms: StoreDiscountTerms | null): number {
  if (!terms) return off;
  if (gross < terms.minPurchase) return 0;
  return terms.maxDiscount > 0 ? Math.min(off, terms.maxDiscount) : off;
}

/** What the lines' discounts take off the order, under the store discount's terms when one runs. */
export function storeDiscountOf(lines: TotalsLine[], terms: StoreDiscountTerms | null): number {
  return storeDiscountTaken(grossOf(lines), lines.reduce((s, l) => s + offOf(l), 0), terms);
}

/** Items and add-ons after the store's (or the items') discounts: what coupons, free delivery and the minimum order look at. */
export function afterDiscounts(lines: TotalsLine[], terms: StoreDiscountTerms | null): number {
  return grossOf(lines) - storeDiscountOf(lines, terms);
}

/** What the coupon takes off an amount: nothing below its minimum purchase; the free-delivery kind takes the delivery charge instead. */
export function couponDiscount(coupon: CouponRule, amount: number): number {
  if (coupon.couponType === 'free_delivery' || amount < coupon.minPurchase) return 0;
  const raw = coupon.discountType === 'percent' ? (amount * coupon.discount) / 100 : coupon.discount;
  const capped = coupon.discountType === 'percent' && coupon.maxDiscount > 0 ? Math.min(raw, coupon.maxDiscount) : raw;
  return nonNegative(Math.min(capped, amount));
}

/** Delivery charge: per km × distance, at least the minimum, plus the vehicle's extra charge, at most the maximum; none for take-away. */
export function deliveryCharge(d: DeliveryRule): number {
  if (d.orderType === 'take_away') return 0;
  let charge = Math.max(d.minimumCharge, d.perKm * d.distanceKm) + nonNegative(d.vehicleCharge);
  if (d.maximumCharge !== null && d.maximumCharge > 0) charge = Math.min(charge, d.maximumCharge);
  return nonNegative(charge);
}

/** Delivery is free for a free-delivery store, from the marketplace's free-delivery amount, and with a free-delivery coupon that applies. */
export function freeDelivery(d: DeliveryRule, afterItems: number, coupon: CouponRule | null): boolean {
  if (d.storeFreeDelivery) return true;
  if (d.freeDeliveryOver !== null && d.freeDeliveryOver > 0 && afterItems >= d.freeDeliveryOver) return true;
  return coupon?.couponType === 'free_delivery' && afterItems >= coupon.minPurchase;
}

/** The order's figures: coupon and tax on the unrounded amounts, each part rounded, the total the sum of the rounded parts. */
export function orderTotals(input: TotalsInput): Totals {
  const r = (n: number) => roundTo(n, input.decimals);
  const items = input.lines.reduce((s, l) => s + l.unitPrice * l.quantity, 0);
  const addOns = input.lines.reduce((s, l) => s + addOnsOf(l), 0);
  const storeDiscount = storeDiscountOf(input.lines, input.storeDiscount);
  const afterItems = items + addOns - storeDiscount;
  const coupon = input.coupon ? couponDiscount(input.coupon, afterItems) : 0;
  const original = deliveryCharge(input.delivery);
  const delivery = freeDelivery(input.delivery, afterItems, input.coupon) ? 0 : original;
  const tax = input.taxIncluded ? 0 : (nonNegative(afterItems - coupon) * nonNegative(input.taxPercent)) / 100;
  const tips = input.delivery.orderType === 'take_away' ? 0 : nonNegative(input.dmTips);
  const itemTotal = r(items + addOns);
  // each discount rounded, and together never more than the rounded items (a total below 0 is no order)
  const storeOff = Math.min(r(storeDiscount), itemTotal);
  const parts = {
    itemPrice: r(items),
    addOnTotal: r(addOns),
    itemTotal,
    storeDiscount: storeOff,
    couponDiscount: Math.min(r(coupon), r(itemTotal - storeOff)),
    deliveryCharge: r(delivery),
    originalDeliveryCharge: r(original),
    tax: r(tax),
    dmTips: r(tips),
  };
  const subtotal = r(parts.itemTotal - parts.storeDiscount - parts.couponDiscount);
  return { ...parts, subtotal, total: r(subtotal + parts.deliveryCharge + parts.tax + parts.dmTips) };
}
