/**
 * The contract's order, coupon, review and payment endpoints (customer/order/*, coupon/apply,
 * customer/review-reminder*, items/reviews/submit, delivery-man/reviews/submit, payment/*).
 * endpoints.ts merges them into ENDPOINTS; docs/api.md, "Orders", describes them.
 */
import { z } from 'zod';
import * as e from './entities';
import type { EndpointSpec } from './endpoints-customer';

const money = z.number();
const stamp = z.string().nullable();

export const orderAddress = z.looseObject({
  contact_person_name: z.string(),
  contact_person_number: z.string(),
  address: z.string(),
  latitude: z.union([z.string(), z.number()]),
  longitude: z.union([z.string(), z.number()]),
});

export const orderDetail = z.looseObject({
  id: e.id,
  order_id: e.id,
  item_id: e.id,
  image_full_url: z.string().nullable(),
  item_details: z.looseObject({ id: e.id, name: z.string(), image_full_url: e.url }),
  variation: z.array(z.unknown()),
  add_ons: z.array(z.looseObject({ id: e.id, name: z.string(), price: money, quantity: z.number() })),
  price: money,
  discount_on_item: money,
  quantity: z.number().int().positive(),
  total_add_on_price: money,
  is_reviewed: z.boolean(),
});

export const deliveryMan = z.looseObject({
  id: e.id,
  f_name: z.string(),
  l_name: e.text,
  phone: e.text,
  image_full_url: e.url,
  avg_rating: e.num,
  lat: z.string().nullable(),
  lng: z.string().nullable(),
});

export const order = z.looseObject({
  id: e.id,
  order_status: z.string(),
  payment_status: z.string(),
  payment_method: z.string(),
  order_type: z.string(),
  order_amount: money,
  item_total: money,
  store_discount_amount: money,
  flash_admin_discount_amount: money,
  flash_store_discount_amount: money,
  coupon_discount_amount: money,
  delivery_charge: money,
  total_tax_amount: money,
  dm_tips: money,
  delivery_address: orderAddress.nullable(),
  receiver_details: orderAddress.nullable(),
  charge_payer: z.enum(['sender', 'receiver']).nullish(),
  parcel_category: e.parcelCategory.nullish(),
  pending: stamp,
  confirmed: stamp,
  processing: stamp,
  handover: stamp,
  picked_up: stamp,
  delivered: stamp,
  canceled: stamp,
  failed: stamp,
  store: z.looseObject({ id: e.id, name: z.string(), latitude: z.string(), longitude: z.string(), logo_full_url: e.url }).nullable(),
  delivery_man: deliveryMan.nullable(),
  details_count: z.number(),
  module: e.moduleEntity.pick({ id: true, module_name: true, module_type: true }).loose(),
  created_at: z.string(),
});

/** coupon/apply's answer: the coupon with its id and kind. */
export const couponApplied = e.coupon.extend({ id: e.id, coupon_type: z.string() });
export type CouponAppliedEntity = e.Checked<typeof couponApplied>;

const placed = z.looseObject({
  message: z.string(),
  order_id: e.id,
  total_ammount: money,
  /** The server's total, which the order is placed at (a client's amount within the rounding is taken as it). */
  order_amount: money,
  order_status: z.string(),
  /** order_status again, where 6amMart's clients read it (the guest's order dialog). */
  status: z.string(),
  payment_status: z.string(),
  payment_url: z.string().nullable(),
});

const parcelInstructions = z.looseObject({ total_size: z.number(), data: z.array(z.looseObject({ id: e.id, instruction: z.string() })) });
const orders = z.looseObject({ total_size: z.number(), limit: z.number(), offset: z.number(), orders: z.array(order) });
const message = z.looseObject({ message: z.string() });
/** HTML pages and redirects of the payment flow: not JSON. */
const notJson = z.unknown();

export const ORDER_ENDPOINTS: Record<string, EndpointSpec> = {
  'customer/order/place': { method: 'POST', schema: placed },
  'customer/order/prescription/place': { method: 'POST', schema: placed },
  'customer/order/list': { method: 'GET', schema: orders },
  'customer/order/running-orders': { method: 'GET', schema: orders },
  'customer/order/details': { method: 'GET', schema: z.array(orderDetail) },
  'customer/order/track': {
    method: 'GET',
    schema: order.extend({
      details: z.array(orderDetail),
      processing_time: z.string().nullable(),
      store: z.looseObject({ id: e.id, name: z.string(), latitude: z.string(), longitude: z.string(), logo_full_url: e.url, delivery_time: z.string() }).nullable(),
    }),
  },
  'customer/order/cancel': { method: ['PUT', 'POST'], schema: message },
  'customer/order/payment-method': { method: ['PUT', 'POST'], schema: message.extend({ payment_url: z.string().nullable() }) },
  'customer/order/parcel-instructions': { method: 'GET', schema: parcelInstructions },
  /** The short path the storefront asked before; kept as an alias. */
  'parcel-instructions': { method: 'GET', schema: parcelInstructions },
  'customer/order/cancellation-reasons': {
    method: 'GET',
    schema: z.looseObject({ total_size: z.number(), data: z.array(z.looseObject({ id: e.id, reason: z.string(), user_type: z.string() })) }),
  },
  'coupon/apply': { method: 'GET', schema: couponApplied },
  'customer/review-reminder': { method: 'GET', schema: z.looseObject({ order_id: e.id.nullable(), images: z.array(e.url) }) },
  'customer/review-reminder-cancel': { method: 'GET', schema: message },
  'items/reviews/submit': { method: 'POST', schema: message },
  'delivery-man/reviews/submit': { method: 'POST', schema: message },
  'payment/souk-pay': { method: 'GET', schema: notJson },
  'payment/souk-pay/submit': { method: 'POST', schema: notJson },
  'payment/callback': { method: 'GET', schema: notJson },
};
