/**
 * The checkout's arithmetic and rules, kept pure so they can be tested and read in one place.
 * The server computes the order's totals itself and checks the amount sent; this is what the
 * shopper sees before placing (02-catalogue.md section 5; 01-foundations.md section 9).
 */
import { afterDiscounts, codAllowed, couponDiscount as couponTakes, deliveryCharge as chargeFor, deliveryRuleFor, freeDelivery, orderTotals, type DeliveryRule } from '@/contract/order-totals';
import {
  couponRuleOf,
  nonNegativeOf,
  storeDeliveryOf,
  storeTermsOf,
  totalsLineOf,
  type WireCoupon,
  type WireLine,
  type WireStoreDelivery,
  type WireStoreDiscountTerms,
} from '@/contract/order-totals-wire';

export type SummaryLine = WireLine;
export type CouponTerms = WireCoupon;

export interface DeliveryTerms {
  orderType: 'delivery' | 'take_away';
  /** Kilometres from the store to the delivery point. */
  distanceKm: number;
  perKm: number;
  minimum: number;
  maximum?: number | null;
  /** The delivery vehicle's extra charge for the distance (vehicle/extra_charge), added before the maximum. */
  vehicleCharge?: number;
  /** The store's free delivery applies (a store that delivers itself: deliveryRuleFor). */
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

const deliveryRuleOf = (t: DeliveryTerms): DeliveryRule => ({
  orderType: t.orderType,
  distanceKm: t.distanceKm,
  perKm: t.perKm,
  minimumCharge: t.minimum,
  maximumCharge: t.maximum ?? null,
  vehicleCharge: t.vehicleCharge ?? 0,
  storeFreeDelivery: t.freeDelivery,
  freeDeliveryOver: t.freeOver ?? null,
});

/** What the coupon takes off a subtotal; 0 when the subtotal is below its minimum purchase. */
export function couponDiscount(coupon: CouponTerms | null, subtotal: number): number {
  return coupon ? couponTakes(couponRuleOf(coupon), subtotal) : 0;
}

/** The coupon is refused when the item total is below its minimum ('To apply this coupon, …'). */
export function couponRefusal(coupon: CouponTerms, subtotal: number): { min: number } | null {
  const min = nonNegativeOf(coupon.min_purchase);
  return subtotal < min ? { min } : null;
}

/** The delivery charge from distance (contract/order-totals.ts); none for take-away or when delivery is free. */
export function deliveryCharge(terms: DeliveryTerms, subtotal: number, coupon: CouponTerms | null): number {
  const rule = deliveryRuleOf(terms);
  return freeDelivery(rule, subtotal, coupon ? couponRuleOf(coupon) : null) ? 0 : chargeFor(rule);
}

/**
 * The order's summary with the configured decimals, by the function the embedded API checks the
 * amount with (contract/order-totals.ts). taxPercent is the store's tax on the amount after
 * discounts and coupon (none when prices include it).
 */
export function summarize(
  lines: SummaryLine[],
  opts: { coupon: CouponTerms | null; storeDiscount?: WireStoreDiscountTerms | null; delivery: DeliveryTerms; taxPercent: number; taxIncluded: boolean; tip: number; digits: number },
): Summary {
  const t = orderTotals({
    lines: lines.map(totalsLineOf),
    storeDiscount: storeTermsOf(opts.storeDiscount),
    coupon: opts.coupon ? couponRuleOf(opts.coupon) : null,
    delivery: deliveryRuleOf(opts.delivery),
    taxPercent: opts.taxPercent,
    taxIncluded: opts.taxIncluded,
    dmTips: opts.tip,
    decimals: opts.digits,
  });
  return { itemTotal: t.itemPrice, addOns: t.addOnTotal, discount: t.storeDiscount, coupon: t.couponDiscount, subtotal: t.subtotal, deliveryCharge: t.deliveryCharge, tax: t.tax, tip: t.dmTips, total: t.total };
}

/** A flag the API sends as 1, '1' or true (absent: off). */
const flagOn = (v: unknown) => v === true || v === 1 || v === '1';

/** What the checkout knows when it shows the summary: the lines, and the store's, zone's and marketplace's terms as the API answers them. */
export interface SummaryFacts {
  lines: SummaryLine[];
  orderType: 'delivery' | 'take_away';
  distanceKm: number;
  /** vehicle/extra_charge's answer for the distance (0 where nothing usable came). */
  vehicleCharge: number;
  coupon: CouponTerms | null;
  /** The tip the shopper chose; counted only where the marketplace takes tips. */
  tip: number;
  store: ({ discount?: WireStoreDiscountTerms | null; tax?: number | null } & WireStoreDelivery) | null | undefined;
  config: { per_km_shipping_charge?: number; minimum_shipping_charge?: number; free_delivery_over?: number | null; tax_included?: number; dm_tips_status?: number } | null | undefined;
  /** The zone's terms for the store's module (6amMart's module-zone pivot). */
  pivot: { per_km_shipping_charge?: number | null; minimum_shipping_charge?: number | null; maximum_shipping_charge?: number | null } | null;
  digits: number;
}

/** The delivery terms of a checkout: the store's own charges and free delivery when it delivers itself, else the zone's (contract/order-totals.ts deliveryRuleFor). */
function deliveryTermsOf(f: SummaryFacts): DeliveryTerms {
  const rule = deliveryRuleFor({
    orderType: f.orderType,
    distanceKm: f.distanceKm,
    store: storeDeliveryOf(f.store),
    zone: {
      perKm: Number(f.pivot?.per_km_shipping_charge ?? f.config?.per_km_shipping_charge ?? 0),
      minimumCharge: Number(f.pivot?.minimum_shipping_charge ?? f.config?.minimum_shipping_charge ?? 0),
      maximumCharge: Number(f.pivot?.maximum_shipping_charge ?? 0) || null,
    },
    vehicleCharge: f.vehicleCharge,
    freeDeliveryOver: f.config?.free_delivery_over ?? null,
  });
  return {
    orderType: rule.orderType,
    distanceKm: rule.distanceKm,
    perKm: rule.perKm,
    minimum: rule.minimumCharge,
    maximum: rule.maximumCharge,
    vehicleCharge: rule.vehicleCharge,
    freeDelivery: rule.storeFreeDelivery,
    freeOver: rule.freeDeliveryOver,
  };
}

/** The summary both checkouts (with and without JavaScript) show and send the total of. */
export function checkoutSummary(f: SummaryFacts): Summary {
  return summarize(f.lines, {
    coupon: f.coupon,
    storeDiscount: f.store?.discount ?? null,
    delivery: deliveryTermsOf(f),
    taxPercent: Number(f.store?.tax ?? 0),
    taxIncluded: Number(f.config?.tax_included) === 1,
    tip: flagOn(f.config?.dm_tips_status) ? f.tip : 0,
    digits: f.digits,
  });
}

/** The amount a coupon's minimum purchase is checked against: items and add-ons after the store's or the items' discounts, unrounded as the server checks it. */
export function couponBase(lines: SummaryLine[], storeDiscount: WireStoreDiscountTerms | null | undefined): number {
  return afterDiscounts(lines.map(totalsLineOf), storeTermsOf(storeDiscount));
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
    const over = !codAllowed(ctx.total, ctx.codLimit);
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
