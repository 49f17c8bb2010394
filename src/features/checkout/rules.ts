/**
 * The checkout's arithmetic and rules, kept pure so they can be tested and read in one place.
 * The server computes the order's totals itself and checks the amount sent; this is what the
 * shopper sees before placing (02-catalogue.md section 5; 01-foundations.md section 9).
 */
import { storeDiscountTaken, type StoreDiscountTerms } from '@/lib/discount';

export interface SummaryLine {
  /** Unit price before the item's discount (variation included). */
  price: number;
  /** Unit price after the item's discount. */
  discounted_price: number;
  quantity: number;
  add_ons: { price: number; quantity: number }[];
}

export interface CouponTerms {
  code: string;
  discount: number;
  discount_type: string;
  min_purchase: number;
  max_discount?: number | null;
  coupon_type?: string;
}

export interface DeliveryTerms {
  orderType: 'delivery' | 'take_away';
  /** Kilometres from the store to the delivery point. */
  distanceKm: number;
  perKm: number;
  minimum: number;
  maximum?: number | null;
  /** The delivery vehicle's extra charge for the distance (vehicle/extra_charge), added before the maximum. */
  vehicleCharge?: number;
  /** The store delivers for free. */
  freeDelivery: boolean;
  /** config.free_delivery_over (null: no such offer). */
  freeOver?: number | null;
}

export interface Summary {
  itemTotal: number;
  addOns: number;
  discount: number;
  coupon: number;
  subtotal: number;
  deliveryCharge: number;
  tax: number;
  tip: number;
  total: number;
}

export const round = (value: number, digits: number): number => {
  const f = 10 ** digits;
  return Math.round((value + Number.EPSILON) * f) / f;
};

/** What the coupon takes off a subtotal; 0 when the subtotal is below its minimum purchase. */
export function couponDiscount(coupon: CouponTerms | null, subtotal: number): number {
  if (!coupon || coupon.coupon_type === 'free_delivery' || subtotal < Number(coupon.min_purchase || 0)) return 0;
  const raw = coupon.discount_type === 'percent' ? (subtotal * Number(coupon.discount)) / 100 : Number(coupon.discount);
  const capped = coupon.discount_type === 'percent' && Number(coupon.max_discount) > 0 ? Math.min(raw, Number(coupon.max_discount)) : raw;
  return Math.max(0, Math.min(capped, subtotal));
}

/** The coupon is refused when the item total is below its minimum ('To apply this coupon, …'). */
export function couponRefusal(coupon: CouponTerms, subtotal: number): { min: number } | null {
  return subtotal < Number(coupon.min_purchase || 0) ? { min: Number(coupon.min_purchase) } : null;
}

/** The delivery charge from distance: per kilometre, at least the minimum, plus the vehicle's extra charge, at most the maximum; none for take-away or free delivery. */
export function deliveryCharge(terms: DeliveryTerms, subtotal: number, coupon: CouponTerms | null): number {
  if (terms.orderType === 'take_away' || terms.freeDelivery) return 0;
  if (terms.freeOver != null && terms.freeOver > 0 && subtotal >= terms.freeOver) return 0;
  if (coupon?.coupon_type === 'free_delivery' && subtotal >= Number(coupon.min_purchase || 0)) return 0;
  let charge = Math.max(terms.distanceKm * terms.perKm, terms.minimum) + Math.max(0, terms.vehicleCharge ?? 0);
  if (terms.maximum != null && terms.maximum > 0) charge = Math.min(charge, terms.maximum);
  return charge;
}

/**
 * The order's summary with the configured decimals, worked out as the embedded API does
 * (services/order-totals.ts): coupon and tax on the unrounded amounts, each part rounded, the
 * total the sum of the rounded parts. taxPercent is the store's tax on the amount after discounts
 * and coupon (none when prices include it).
 */
export function summarize(
  lines: SummaryLine[],
  opts: { coupon: CouponTerms | null; storeDiscount?: StoreDiscountTerms | null; delivery: DeliveryTerms; taxPercent: number; taxIncluded: boolean; tip: number; digits: number },
): Summary {
  const r = (n: number) => round(n, opts.digits);
  const items = lines.reduce((s, l) => s + l.price * l.quantity, 0);
  const addOns = lines.reduce((s, l) => s + l.add_ons.reduce((a, x) => a + x.price * x.quantity, 0), 0);
  const off = lines.reduce((s, l) => s + (l.price - Math.min(l.price, l.discounted_price)) * l.quantity, 0);
  // the store's discount follows its own terms (minimum purchase, cap)
  const discount = storeDiscountTaken(items + addOns, off, opts.storeDiscount);
  const afterItems = items - discount + addOns;
  const coupon = couponDiscount(opts.coupon, afterItems);
  const charge = deliveryCharge(opts.delivery, afterItems, opts.coupon);
  const tax = opts.taxIncluded ? 0 : (Math.max(0, afterItems - coupon) * Math.max(0, opts.taxPercent)) / 100;
  const tip = opts.delivery.orderType === 'take_away' ? 0 : Math.max(0, opts.tip);
  const parts = { itemTotal: r(items), addOns: r(addOns), discount: r(discount), coupon: r(coupon), deliveryCharge: r(charge), tax: r(tax), tip: r(tip) };
  const subtotal = r(parts.itemTotal + parts.addOns - parts.discount - parts.coupon);
  const total = r(r(items + addOns) - parts.discount - parts.coupon + parts.deliveryCharge + parts.tax + parts.tip);
  return { ...parts, subtotal, total };
}

export type PaymentMethod = 'cash_on_delivery' | 'wallet' | 'digital_payment';

export interface PaymentChoice {
  method: PaymentMethod;
  available: boolean;
  /** Why it cannot be chosen, as a key of the checkout namespace. */
  reason?: 'cod_limit' | 'wallet_balance';
}

export interface PaymentContext {
  signedIn: boolean;
  total: number;
  config: { cash_on_delivery?: boolean | number; digital_payment?: boolean | number; customer_wallet_status?: number };
  zone: { cash_on_delivery?: boolean | number; digital_payment?: boolean | number } | null;
  /** The zone's cash-on-delivery maximum for this module (0 or null: none). */
  codLimit: number | null;
  walletBalance: number | null;
  prescriptionOnly?: boolean;
}

const on = (v: boolean | number | undefined): boolean => v === undefined || v === true || v === 1;

/** The payment methods offered: cash on delivery (limit), the wallet (customers with enough balance), digital payment (when configured). */
export function paymentChoices(ctx: PaymentContext): PaymentChoice[] {
  const list: PaymentChoice[] = [];
  if (on(ctx.config.cash_on_delivery) && (!ctx.zone || on(ctx.zone.cash_on_delivery))) {
    const over = ctx.codLimit != null && ctx.codLimit > 0 && ctx.total > ctx.codLimit;
    list.push(over ? { method: 'cash_on_delivery', available: false, reason: 'cod_limit' } : { method: 'cash_on_delivery', available: true });
  }
  if (!ctx.prescriptionOnly && ctx.signedIn && ctx.config.customer_wallet_status === 1) {
    const enough = (ctx.walletBalance ?? 0) >= ctx.total;
    list.push(enough ? { method: 'wallet', available: true } : { method: 'wallet', available: false, reason: 'wallet_balance' });
  }
  if (!ctx.prescriptionOnly && on(ctx.config.digital_payment) && (!ctx.zone || on(ctx.zone.digital_payment))) list.push({ method: 'digital_payment', available: true });
  return list;
}

export const MAX_PRESCRIPTION_IMAGES = 3;

/** Adding images to the prescription: refused beyond three ('Maximum 3 images can be send at a time.'). */
export function addPrescriptionImages<T>(current: T[], added: T[]): { files: T[]; refused: boolean } {
  if (current.length + added.length > MAX_PRESCRIPTION_IMAGES) return { files: current, refused: true };
  return { files: [...current, ...added], refused: false };
}

export type CheckoutPageKind = 'cart' | 'buy_now' | 'campaign';

export function checkoutKind(value: unknown): CheckoutPageKind | null {
  return value === 'cart' || value === 'buy_now' || value === 'campaign' ? value : null;
}

/** Who may open the checkout: a campaign order needs sign-in; guests only when guest checkout is on. */
export function checkoutAccess(kind: CheckoutPageKind, signedIn: boolean, guestCheckout: boolean): 'ok' | 'sign-in' {
  if (signedIn) return 'ok';
  if (kind === 'campaign') return 'sign-in';
  return guestCheckout ? 'ok' : 'sign-in';
}

/** Where a placed order goes: a customer to the order in My orders, a guest to the placed dialog. */
export function afterPlacing(signedIn: boolean, orderId: number): { kind: 'redirect'; href: string } | { kind: 'guest-dialog' } {
  return signedIn ? { kind: 'redirect', href: `/profile?page=my-orders&orderId=${orderId}&from=checkout` } : { kind: 'guest-dialog' };
}

/**
 * The order id inside the payment callback's token: base64 of
 * `payment_method=digital_payment&&attribute_id=<id>&&transaction_reference=<ref>` (6amMart's form;
 * a JSON object with attribute_id is read too); null when it cannot be read.
 */
export function orderIdFromToken(token: string | null | undefined): number | null {
  if (!token) return null;
  try {
    const text = typeof atob === 'function' ? atob(token.replace(/-/g, '+').replace(/_/g, '/')) : Buffer.from(token, 'base64').toString('utf8');
    let raw: unknown;
    if (text.trim().startsWith('{')) raw = (JSON.parse(text) as { attribute_id?: unknown } | null)?.attribute_id;
    else raw = new URLSearchParams(text.replace(/&&/g, '&')).get('attribute_id');
    const id = typeof raw === 'string' && /^\d{1,9}$/.test(raw) ? Number(raw) : typeof raw === 'number' ? raw : NaN;
    return Number.isInteger(id) && id > 0 ? id : null;
  } catch {
    return null;
  }
}
