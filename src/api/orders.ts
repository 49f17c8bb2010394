/**
 * The order calls (03-api-contract: customer/order/*, coupon/apply, review prompt and review
 * submission). The server computes every amount; `order_amount` is sent only so the server can
 * refuse a checkout whose total changed (422 `order_amount`, with the new total). One
 * `idempotency_key` per checkout makes a double tap or a retry answer the same order.
 */
import { queryOptions } from '@tanstack/react-query';
import { httpFor, scopeHeaders, type ApiScope, type Http } from './http';
import type { CartOwner } from './customer';
import type { CartVariationChoice } from './cart';

type LangScope = Pick<ApiScope, 'lang'>;

export type OrderStatus = 'pending' | 'confirmed' | 'processing' | 'handover' | 'picked_up' | 'delivered' | 'canceled' | 'failed';
export type PaymentMethod = 'cash_on_delivery' | 'wallet' | 'digital_payment';

export interface OrderAddress {
  contact_person_name: string;
  contact_person_number: string;
  contact_person_email?: string | null;
  address_type?: string | null;
  address: string;
  floor?: string | null;
  road?: string | null;
  house?: string | null;
  latitude: string;
  longitude: string;
}

export interface OrderDeliveryMan {
  id: number;
  f_name: string;
  l_name: string | null;
  phone: string | null;
  image_full_url: string | null;
  avg_rating: number | null;
  rating_count?: number | null;
  /** The live position while picked_up, else where he is. */
  lat: string | null;
  lng: string | null;
}

export interface OrderStore {
  id: number;
  name: string;
  slug?: string | null;
  phone?: string | null;
  address?: string | null;
  latitude: string;
  longitude: string;
  logo_full_url: string | null;
}

export interface OrderLine {
  id: number;
  order_id: number;
  item_id: number;
  item_campaign_id: number | null;
  item_details: { id: number; name: string; image_full_url: string | null; price?: number; unit_type?: string | null; slug?: string | null };
  variation: CartVariationChoice[];
  add_ons: { id: number; name: string; price: number; quantity: number }[];
  price: number;
  discount_on_item: number;
  quantity: number;
  total_add_on_price: number;
  tax_amount: number;
  is_reviewed: boolean;
}

export interface Order {
  id: number;
  is_guest: 0 | 1;
  store_id: number;
  module_type: string | null;
  order_type: 'delivery' | 'take_away';
  order_status: OrderStatus;
  payment_method: PaymentMethod;
  payment_status: 'unpaid' | 'paid' | 'refunded';
  item_total: number;
  store_discount_amount: number;
  coupon_code: string | null;
  coupon_discount_amount: number;
  delivery_charge: number;
  original_delivery_charge: number;
  total_tax_amount: number;
  dm_tips: number;
  order_amount: number;
  distance: number;
  schedule_at: string | null;
  order_note: string | null;
  delivery_instruction: string | null;
  order_attachment_full_url: (string | null)[];
  cancellation_reason: string | null;
  delivery_address: OrderAddress | null;
  receiver_details: OrderAddress | null;
  pending: string | null;
  confirmed: string | null;
  processing: string | null;
  handover: string | null;
  picked_up: string | null;
  delivered: string | null;
  canceled: string | null;
  failed: string | null;
  details_count: number;
  store: OrderStore | null;
  delivery_man: OrderDeliveryMan | null;
  is_reviewed: boolean;
  is_dm_reviewed: boolean;
  created_at: string;
  /** Only in the track answer. */
  details?: OrderLine[];
}

export interface OrderPage {
  total_size: number;
  limit: number;
  offset: number;
  orders: Order[];
}

/** A line of the `cart` field (buy now, campaign, or an explicit cart); without it the server cart of the store is ordered. */
export interface PlaceLine {
  model?: 'Item' | 'ItemCampaign';
  item_id: number;
  quantity: number;
  variation?: CartVariationChoice[];
  add_on_ids?: number[];
  add_on_qtys?: number[];
}

export interface PlaceOrderInput {
  store_id: number;
  order_type: 'delivery' | 'take_away';
  payment_method: PaymentMethod;
  /** One per checkout (e.g. crypto.randomUUID() when the checkout opens); a retry sends the same. */
  idempotency_key: string;
  cart?: PlaceLine[];
  is_buy_now?: boolean;
  order_amount?: number;
  dm_tips?: number;
  /** `YYYY-MM-DD HH:mm` in Dubai time, or an ISO time with a zone. */
  schedule_at?: string | null;
  coupon_code?: string | null;
  address?: string;
  address_type?: string;
  latitude?: string | number;
  longitude?: string | number;
  contact_person_name?: string;
  contact_person_number?: string;
  contact_person_email?: string;
  house?: string;
  floor?: string;
  road?: string;
  order_note?: string;
  delivery_instruction?: string;
  /** Storefront path the payment page returns to (digital payment); gets `flag=success|fail|cancel&token=…`. */
  callback?: string;
}

export interface PlacedOrder {
  message: string;
  order_id: number;
  total_ammount: number;
  total_amount: number;
  order_status: OrderStatus;
  payment_status: string;
  payment_method: PaymentMethod;
  /** The payment page to send the shopper to (digital payment), else null. */
  payment_url: string | null;
  created_at: string;
  /** true when the idempotency key named an order placed before. */
  duplicate: boolean;
}

function ownerParams(owner: CartOwner): Record<string, string> {
  return owner.signedIn || !owner.guestId ? {} : { guest_id: owner.guestId };
}

export async function placeOrder(http: Http, scope: LangScope, owner: CartOwner, input: PlaceOrderInput): Promise<PlacedOrder> {
  const body = { ...input, cart: input.cart ? JSON.stringify(input.cart) : undefined, is_buy_now: input.is_buy_now ? 1 : 0, ...ownerParams(owner) };
  const { data } = await http.post<PlacedOrder>('customer/order/place', body, { headers: { ...scopeHeaders(scope), 'Idempotency-Key': input.idempotency_key } });
  return data;
}

/** Prescription-only order (multipart: store_id, address fields, order_attachment[] up to 3 images). */
export async function placePrescriptionOrder(http: Http, scope: LangScope, owner: CartOwner, form: FormData): Promise<PlacedOrder> {
  for (const [k, v] of Object.entries(ownerParams(owner))) form.set(k, v);
  const { data } = await http.post<PlacedOrder>('customer/order/prescription/place', form, { headers: scopeHeaders(scope) });
  return data;
}

export async function getOrders(http: Http, scope: LangScope, owner: CartOwner, kind: 'running' | 'previous', page: { limit: number; offset: number }): Promise<OrderPage> {
  const path = kind === 'running' ? 'customer/order/running-orders' : 'customer/order/list';
  const { data } = await http.get<OrderPage>(path, { params: { ...page, ...ownerParams(owner) }, headers: scopeHeaders(scope) });
  return data;
}

export const ordersQuery = (scope: LangScope, owner: CartOwner, kind: 'running' | 'previous', page: { limit: number; offset: number }) =>
  queryOptions({
    queryKey: ['customer', 'orders', kind, page, { lang: scope.lang, guest: owner.signedIn ? null : owner.guestId }] as const,
    queryFn: ({ client }) => getOrders(httpFor(client), scope, owner, kind, page),
  });

export async function getOrderDetails(http: Http, scope: LangScope, owner: CartOwner, orderId: number): Promise<OrderLine[]> {
  const { data } = await http.get<OrderLine[]>('customer/order/details', { params: { order_id: orderId, ...ownerParams(owner) }, headers: scopeHeaders(scope) });
  return Array.isArray(data) ? data : [];
}

/** The order with its lines; guests add the order's contact number (404 `order` when it does not match). */
export async function trackOrder(http: Http, scope: LangScope, owner: CartOwner, orderId: number, contactNumber?: string): Promise<Order> {
  const params = { order_id: orderId, ...ownerParams(owner), ...(owner.signedIn || !contactNumber ? {} : { contact_number: contactNumber }) };
  const { data } = await http.get<Order>('customer/order/track', { params, headers: scopeHeaders(scope) });
  return data;
}

export const trackOrderQuery = (scope: LangScope, owner: CartOwner, orderId: number, contactNumber?: string) =>
  queryOptions({
    queryKey: ['customer', 'order', orderId, { lang: scope.lang, guest: owner.signedIn ? null : owner.guestId, contactNumber }] as const,
    queryFn: ({ client }) => trackOrder(httpFor(client), scope, owner, orderId, contactNumber),
  });

export async function cancelOrder(http: Http, owner: CartOwner, orderId: number, reason: string): Promise<string> {
  const { data } = await http.put<{ message: string }>('customer/order/cancel', { order_id: orderId, reason, ...ownerParams(owner) });
  return data.message;
}

/** Switch an unpaid digital order (e.g. after a failed payment) to another method; 'Payment info updated.' */
export async function switchPaymentMethod(http: Http, owner: CartOwner, orderId: number, method: PaymentMethod = 'cash_on_delivery', callback?: string): Promise<{ message: string; payment_url: string | null }> {
  const { data } = await http.post<{ message: string; payment_url: string | null }>('customer/order/payment-method', {
    _method: 'put',
    order_id: orderId,
    payment_method: method,
    callback,
    ...ownerParams(owner),
  });
  return data;
}

export interface CancellationReason {
  id: number;
  reason: string;
  user_type: string;
}

export async function getCancellationReasons(http: Http, scope: LangScope, offset = 1, limit = 10): Promise<{ total_size: number; data: CancellationReason[] }> {
  const { data } = await http.get<{ total_size: number; data: CancellationReason[] }>('customer/order/cancellation-reasons', {
    params: { offset, limit, type: 'customer' },
    headers: scopeHeaders(scope),
  });
  return data;
}

export const cancellationReasonsQuery = (scope: LangScope, offset = 1) =>
  queryOptions({
    queryKey: ['order', 'cancellation-reasons', offset, { lang: scope.lang }] as const,
    queryFn: ({ client }) => getCancellationReasons(httpFor(client), scope, offset),
    staleTime: 5 * 60_000,
  });

export interface AppliedCoupon {
  id: number;
  code: string;
  title: string;
  discount: number;
  discount_type: 'percent' | 'amount';
  coupon_type: string;
  min_purchase: number;
  max_discount: number;
}

/** 404 `coupon` when unknown; 403 `coupon` with the reason (minimum purchase, expired, store, first order, limit). */
export async function applyCoupon(http: Http, scope: LangScope, owner: CartOwner, code: string, storeId: number, orderAmount?: number): Promise<AppliedCoupon> {
  const { data } = await http.get<AppliedCoupon>('coupon/apply', {
    params: { code, store_id: storeId, ...(orderAmount === undefined ? {} : { order_amount: orderAmount }), ...ownerParams(owner) },
    headers: scopeHeaders(scope),
  });
  return data;
}

/** The latest delivered order still waiting for a review (signed in only); order_id null when none. */
export async function getReviewReminder(http: Http, scope: LangScope): Promise<{ order_id: number | null; images: (string | null)[] }> {
  const { data } = await http.get<{ order_id: number | null; images: (string | null)[] }>('customer/review-reminder', { headers: scopeHeaders(scope) });
  return data;
}

export async function cancelReviewReminder(http: Http, orderId: number): Promise<void> {
  await http.get('customer/review-reminder-cancel', { params: { order_id: orderId } });
}

export async function submitItemReview(http: Http, input: { order_id: number; item_id: number; rating: number; comment: string }): Promise<string> {
  const { data } = await http.post<{ message: string }>('items/reviews/submit', input);
  return data.message;
}

export async function submitDeliveryManReview(http: Http, input: { order_id: number; delivery_man_id: number; rating: number; comment: string }): Promise<string> {
  const { data } = await http.post<{ message: string }>('delivery-man/reviews/submit', input);
  return data.message;
}
