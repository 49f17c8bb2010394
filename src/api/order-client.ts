/**
 * The order calls the storefront's screens make (03-api-contract.md: customer/order/*, coupon/apply,
 * customer/review-reminder*), as the contract pins them, so the screens work against any backend
 * speaking it. Guests identify themselves with guest_id (query or body); a signed-in shopper's token
 * travels in the gateway's cookie.
 */
import { queryOptions } from '@tanstack/react-query';
import type { CouponAppliedEntity } from '@/contract/endpoints-orders';
import { httpFor, scopeHeaders, type ApiScope, type Http } from './http';

export type OrderStatus = 'pending' | 'confirmed' | 'processing' | 'handover' | 'picked_up' | 'delivered' | 'canceled' | 'failed' | 'refunded' | 'refund_requested' | string;

export interface OrderPerson {
  contact_person_name?: string | null;
  contact_person_number?: string | null;
  contact_person_email?: string | null;
  address?: string | null;
  latitude?: string | number | null;
  longitude?: string | number | null;
}

export interface DeliveryMan {
  id?: number;
  f_name?: string | null;
  l_name?: string | null;
  image_full_url?: string | null;
  avg_rating?: number | string | null;
  phone?: string | null;
  lat?: string | number | null;
  lng?: string | number | null;
}

export interface OrderStoreRef {
  id: number;
  name: string;
  address?: string | null;
  latitude?: string | number | null;
  longitude?: string | number | null;
  logo_full_url?: string | null;
  phone?: string | null;
  /** 6amMart's business model of the store: a subscription store's package says whether it takes reviews and chats. */
  store_business_model?: string | null;
  store_sub?: { review?: number | boolean | null; chat?: number | boolean | null } | null;
}

/** An order as list, track and details answer it (only the fields the screens read). */
export interface Order {
  id: number;
  order_status: OrderStatus;
  order_amount: number;
  payment_status?: string;
  payment_method?: string;
  order_type?: string;
  created_at?: string;
  schedule_at?: string | null;
  pending?: string | null;
  accepted?: string | null;
  confirmed?: string | null;
  processing?: string | null;
  handover?: string | null;
  picked_up?: string | null;
  delivered?: string | null;
  canceled?: string | null;
  failed?: string | null;
  /** The items' prices times their quantities, with their add-ons (before discounts). */
  item_total?: number;
  delivery_charge?: number;
  total_tax_amount?: number;
  coupon_discount_amount?: number;
  store_discount_amount?: number;
  dm_tips?: number;
  details_count?: number;
  delivery_address?: OrderPerson | null;
  receiver_details?: OrderPerson | null;
  store?: OrderStoreRef | null;
  delivery_man?: DeliveryMan | null;
  order_note?: string | null;
  delivery_instruction?: string | null;
  module_type?: string | null;
  is_guest?: boolean | number;
}

export interface OrderDetailLine {
  id: number;
  item_id?: number | null;
  price: number;
  quantity: number;
  discount_on_item?: number;
  tax_amount?: number;
  total_add_on_price?: number;
  variation?: { name?: string; type?: string; values?: { label: string }[] | { label: string[] } }[] | null;
  add_ons?: { id?: number; name: string; price: number; quantity: number }[] | null;
  item_details?: { id: number; name: string; image_full_url?: string | null } | null;
}

export interface OrderPage {
  total_size: number;
  limit: number | string;
  offset: number | string;
  orders: Order[];
}

export interface CancelReason {
  id: number;
  reason: string;
}

export interface PlaceAnswer {
  message?: string;
  order_id: number;
  total_ammount?: number;
  status?: number;
  created_at?: string;
  user_id?: number;
}

/** coupon/apply's answer (contract/endpoints-orders.ts `couponApplied`) with the cap the contract leaves unchecked. */
export interface CouponAnswer extends CouponAppliedEntity {
  max_discount?: number | null;
}

export interface GuestKey {
  guestId: string | null;
}

const guestParams = (guest: GuestKey | undefined): Record<string, string> => (guest?.guestId ? { guest_id: guest.guestId } : {});

/** The body of POST customer/order/place (03-api-contract.md), every field as the contract names it. */
export interface PlaceOrderBody {
  cart: string;
  order_type: 'delivery' | 'take_away';
  payment_method: 'cash_on_delivery' | 'wallet' | 'digital_payment';
  store_id: number;
  order_amount: number;
  distance: number;
  dm_tips: number;
  schedule_at: string | null;
  coupon_code: string | null;
  address: string;
  latitude: number | string;
  longitude: number | string;
  address_type?: string;
  road?: string;
  house?: string;
  floor?: string;
  contact_person_name: string;
  contact_person_number: string;
  contact_person_email?: string;
  guest_id?: string;
  is_buy_now: 0 | 1;
  delivery_instruction: string;
  order_note: string;
  payment_platform?: string;
  callback?: string;
}

/** Headers of a placement: the checkout's key, so a double tap or a retry places one order. */
const placeHeaders = (scope: ApiScope, idempotencyKey: string) => ({ ...scopeHeaders(scope), 'Idempotency-Key': idempotencyKey });

export async function placeOrder(http: Http, scope: ApiScope, body: PlaceOrderBody, idempotencyKey: string): Promise<PlaceAnswer> {
  const { data } = await http.post<PlaceAnswer>('customer/order/place', { ...body, request_id: idempotencyKey }, { headers: placeHeaders(scope, idempotencyKey) });
  return data;
}

/** POST customer/order/place as multipart: a cart order with prescription images (order_attachment[]). */
export async function placeOrderWithImages(http: Http, scope: ApiScope, form: FormData, idempotencyKey: string): Promise<PlaceAnswer> {
  form.set('request_id', idempotencyKey);
  const { data } = await http.post<PlaceAnswer>('customer/order/place', form, { headers: placeHeaders(scope, idempotencyKey) });
  return data;
}

/** POST customer/order/prescription/place: multipart, the images as order_attachment[]. */
export async function placePrescriptionOrder(http: Http, scope: ApiScope, form: FormData, idempotencyKey: string): Promise<PlaceAnswer> {
  form.set('request_id', idempotencyKey);
  const { data } = await http.post<PlaceAnswer>('customer/order/prescription/place', form, { headers: placeHeaders(scope, idempotencyKey) });
  return data;
}

export async function applyCoupon(http: Http, scope: ApiScope, code: string, storeId: number, guest?: GuestKey): Promise<CouponAnswer> {
  const { data } = await http.get<CouponAnswer>('coupon/apply', { params: { code, store_id: storeId, ...guestParams(guest) }, headers: scopeHeaders(scope) });
  return data;
}

type Lang = Pick<ApiScope, 'lang'>;

export const orderListQuery = (scope: Lang, kind: 'running-orders' | 'list', offset: number, limit = 10) =>
  queryOptions({
    queryKey: ['customer', 'orders', kind, { lang: scope.lang, offset, limit }] as const,
    queryFn: async ({ client }): Promise<OrderPage> => {
      const { data } = await httpFor(client).get<OrderPage>(`customer/order/${kind}`, { params: { limit, offset }, headers: scopeHeaders(scope) });
      return { total_size: Number(data?.total_size ?? 0), limit: data?.limit ?? limit, offset: data?.offset ?? offset, orders: Array.isArray(data?.orders) ? data.orders : [] };
    },
  });

export const orderDetailsQuery = (scope: Lang, orderId: number, guest?: GuestKey & { contact?: string | null }) =>
  queryOptions({
    queryKey: ['customer', 'order-details', { lang: scope.lang, orderId, guest: guest?.guestId ?? null }] as const,
    queryFn: async ({ client }): Promise<OrderDetailLine[]> => {
      const params = { order_id: orderId, ...guestParams(guest), ...(guest?.contact ? { contact_number: guest.contact } : {}) };
      const { data } = await httpFor(client).get<OrderDetailLine[] | { details?: OrderDetailLine[] }>('customer/order/details', { params, headers: scopeHeaders(scope) });
      const list = Array.isArray(data) ? data : data?.details;
      return Array.isArray(list) ? list : [];
    },
  });

export interface TrackKey {
  orderId: number;
  guestId?: string | null;
  contact?: string | null;
}

export async function trackOrder(http: Http, scope: Lang, key: TrackKey): Promise<Order> {
  const params: Record<string, string | number> = { order_id: key.orderId };
  if (key.guestId) params.guest_id = key.guestId;
  if (key.contact) params.contact_number = key.contact;
  const { data } = await http.get<Order>('customer/order/track', { params, headers: scopeHeaders(scope) });
  return data;
}

export const trackQueryKey = (scope: Lang, key: TrackKey) => ['customer', 'track', { lang: scope.lang, ...key }] as const;

export const cancelReasonsQuery = (scope: Lang) =>
  queryOptions({
    queryKey: ['customer', 'cancel-reasons', { lang: scope.lang }] as const,
    queryFn: async ({ client }): Promise<CancelReason[]> => {
      const { data } = await httpFor(client).get<{ data?: CancelReason[]; reasons?: CancelReason[] }>('customer/order/cancellation-reasons', {
        params: { offset: 1, limit: 10, type: 'customer' },
        headers: scopeHeaders(scope),
      });
      const list = data?.data ?? data?.reasons;
      return Array.isArray(list) ? list : [];
    },
    staleTime: 5 * 60_000,
  });

/** PUT customer/order/cancel, sent as a POST with _method=put as the contract's backends accept. */
export async function cancelOrder(http: Http, scope: Lang, orderId: number, reason: string, guest?: GuestKey): Promise<{ message?: string }> {
  const { data } = await http.put<{ message?: string }>('customer/order/cancel', { order_id: orderId, reason, _method: 'put', ...guestParams(guest) }, { headers: scopeHeaders(scope) });
  return data ?? {};
}

export async function switchToCashOnDelivery(http: Http, scope: Lang, orderId: number, guest?: GuestKey): Promise<{ message?: string }> {
  const { data } = await http.post<{ message?: string }>('customer/order/payment-method', { order_id: orderId, _method: 'put', payment_method: 'cash_on_delivery', ...guestParams(guest) }, { headers: scopeHeaders(scope) });
  return data ?? {};
}

export const reviewReminderQuery = (scope: Lang) =>
  queryOptions({
    queryKey: ['customer', 'review-reminder', { lang: scope.lang }] as const,
    queryFn: async ({ client }): Promise<{ order_id: number | null; images: string[] }> => {
      const { data } = await httpFor(client).get<{ order_id?: number | null; images?: string[] } | null>('customer/review-reminder', { headers: scopeHeaders(scope) });
      return { order_id: data?.order_id ?? null, images: Array.isArray(data?.images) ? data.images : [] };
    },
    meta: { silent: true },
  });

export async function cancelReviewReminder(http: Http, scope: Lang, orderId: number): Promise<void> {
  await http.get('customer/review-reminder-cancel', { params: { order_id: orderId }, headers: scopeHeaders(scope) });
}

/** POST items/reviews/submit (multipart in 6amMart; JSON accepted) for one item of a delivered order. */
export async function submitItemReview(http: Http, scope: Lang, review: { item_id: number; order_id: number; rating: number; comment: string }): Promise<void> {
  await http.post('items/reviews/submit', review, { headers: scopeHeaders(scope) });
}

export async function submitDeliveryManReview(http: Http, scope: Lang, review: { delivery_man_id: number; order_id: number; rating: number; comment: string }): Promise<void> {
  await http.post('delivery-man/reviews/submit', review, { headers: scopeHeaders(scope) });
}
