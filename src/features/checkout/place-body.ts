/** The placement's body as the contract names its fields (03-api-contract.md, 'Order placement carries'). */
import type { CartLineFull } from '@/api/cart';
import type { PlaceAnswer, PlaceOrderBody } from '@/api/order-client';
import type { CheckoutPageKind, PaymentMethod, Summary } from './rules';

export interface PlaceInput {
  lines: CartLineFull[];
  kind: CheckoutPageKind;
  orderType: 'delivery' | 'take_away';
  paymentMethod: PaymentMethod;
  summary: Summary;
  distanceKm: number;
  /** datetime-local value ('2026-11-23T18:30') or empty for now. */
  scheduleAt: string;
  coupon: string | null;
  address: { lat: number; lng: number; address: string } | null;
  addressType: string;
  extra: { house: string; floor: string; road: string };
  contact: { name: string; phone: string; email: string };
  guestId: string | null;
  note: string;
  instruction: string;
  callback: string;
}

/** '2026-11-23T18:30' → '2026-11-23 18:30:00'; empty → null (as soon as possible). */
export function scheduleValue(value: string): string | null {
  const m = /^(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2})$/.exec(value.trim());
  return m ? `${m[1]} ${m[2]}:00` : null;
}

export function placeBody(input: PlaceInput): PlaceOrderBody {
  const cart = input.lines.map((l) => ({
    ...(l.id > 0 ? { cart_id: l.id } : {}),
    model: l.model,
    item_id: l.item_id,
    quantity: l.quantity,
    price: l.price,
    variation: l.variation,
    add_on_ids: l.add_on_ids,
    add_on_qtys: l.add_on_qtys,
  }));
  const delivery = input.orderType === 'delivery';
  return {
    cart: JSON.stringify(cart),
    order_type: input.orderType,
    payment_method: input.paymentMethod,
    store_id: input.lines[0]?.store_id ?? 0,
    order_amount: input.summary.total,
    distance: delivery ? Math.round(input.distanceKm * 1000) / 1000 : 0,
    dm_tips: delivery ? input.summary.tip : 0,
    schedule_at: scheduleValue(input.scheduleAt),
    coupon_code: input.coupon,
    address: delivery ? (input.address?.address ?? '') : '',
    latitude: input.address?.lat ?? '',
    longitude: input.address?.lng ?? '',
    address_type: input.addressType,
    ...input.extra,
    contact_person_name: input.contact.name,
    contact_person_number: input.contact.phone,
    ...(input.contact.email ? { contact_person_email: input.contact.email } : {}),
    ...(input.guestId ? { guest_id: input.guestId } : {}),
    is_buy_now: input.kind === 'cart' ? 0 : 1,
    delivery_instruction: delivery ? input.instruction.trim() : '',
    order_note: input.note.trim(),
    ...(input.paymentMethod === 'digital_payment' ? { payment_platform: 'web', callback: input.callback } : {}),
  };
}

/**
 * Where a digital payment continues: the link the placement answered with, or the backend's
 * hosted payment page (6amMart's payment-mobile) with the order, the payer and where to come back.
 */
export function paymentPageHref(answer: PlaceAnswer & { redirect_link?: string; payment_link?: string; payment_url?: string }, ctx: { orderId: number; customerId: number | null; guestId: string | null; callback: string }): string {
  const given = answer.redirect_link ?? answer.payment_link ?? answer.payment_url;
  if (typeof given === 'string' && (given.startsWith('/') || /^https?:\/\//.test(given))) return given;
  const params = new URLSearchParams({
    order_id: String(ctx.orderId),
    customer_id: String(ctx.customerId ?? ctx.guestId ?? ''),
    is_guest: ctx.customerId ? '0' : '1',
    payment_method: 'digital_payment',
    payment_platform: 'web',
    callback: ctx.callback,
  });
  return `/api/v1/payment-mobile?${params.toString()}`;
}
