/**
 * Orders: the order and its lines (a snapshot of what was bought at which price), delivery men,
 * cancellation reasons, wallet movements and order reviews. An order belongs to one owner
 * (`c:<customer id>` or `g:<guest id>`, as the cart); `(owner, idempotency_key)` is unique, so a
 * retried checkout finds the order it already placed.
 */
import { doublePrecision, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { CartVariation } from './schema-cart';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export interface OrderAddress {
  contact_person_name: string;
  contact_person_number: string;
  contact_person_email: string | null;
  address_type: string;
  address: string;
  floor: string | null;
  road: string | null;
  house: string | null;
  latitude: string;
  longitude: string;
}

/** A parcel's receiver, as 6amMart's `receiver_details`. */
export interface ParcelReceiver extends OrderAddress {
  zone_id: number;
}

export interface OrderLineAddOn {
  id: number;
  name: string;
  price: number;
  quantity: number;
}

/** A point of the delivery man's route, [lat, lng]. */
export type RoutePoint = [number, number];

export const orders = pgTable(
  'orders',
  {
    id: serial('id').primaryKey(),
    owner: text('owner').notNull(),
    customerId: integer('customer_id'),
    guestId: integer('guest_id'),
    /** null for a parcel: it goes from the sender (delivery_address) to the receiver (receiver_details). */
    storeId: integer('store_id'),
    moduleId: integer('module_id').notNull(),
    zoneId: integer('zone_id').notNull(),
    orderType: text('order_type').notNull(),
    /** pending, confirmed, processing, handover, picked_up, delivered, canceled, failed */
    orderStatus: text('order_status').notNull(),
    paymentMethod: text('payment_method').notNull(),
    /** unpaid, paid, refunded */
    paymentStatus: text('payment_status').notNull(),
    paymentReference: text('payment_reference'),
    itemTotal: doublePrecision('item_total').notNull(),
    storeDiscountAmount: doublePrecision('store_discount_amount').notNull(),
    couponCode: text('coupon_code'),
    couponDiscountAmount: doublePrecision('coupon_discount_amount').notNull(),
    couponDiscountTitle: text('coupon_discount_title'),
    deliveryCharge: doublePrecision('delivery_charge').notNull(),
    originalDeliveryCharge: doublePrecision('original_delivery_charge').notNull(),
    totalTaxAmount: doublePrecision('total_tax_amount').notNull(),
    dmTips: doublePrecision('dm_tips').notNull(),
    orderAmount: doublePrecision('order_amount').notNull(),
    /** Kilometres from the store to the delivery point. */
    distance: doublePrecision('distance').notNull(),
    scheduleAt: at('schedule_at'),
    scheduled: integer('scheduled').notNull().default(0),
    deliveryAddress: jsonb('delivery_address').$type<OrderAddress | null>(),
    /** Parcels: the receiver (with zone_id), the category and who pays the charge (sender or receiver). */
    receiverDetails: jsonb('receiver_details').$type<ParcelReceiver | null>(),
    parcelCategoryId: integer('parcel_category_id'),
    chargePayer: text('charge_payer'),
    orderNote: text('order_note'),
    deliveryInstruction: text('delivery_instruction'),
    prescription: integer('prescription_order').notNull().default(0),
    attachments: jsonb('attachments').$type<string[]>().notNull(),
    cancellationReason: text('cancellation_reason'),
    canceledBy: text('canceled_by'),
    deliveryManId: integer('delivery_man_id'),
    /** The delivery man's planned route (store → receiver) and how far along it he is. */
    route: jsonb('route').$type<RoutePoint[]>().notNull(),
    routeStep: integer('route_step').notNull().default(0),
    idempotencyKey: text('idempotency_key'),
    requestHash: text('request_hash'),
    reviewReminderCanceled: integer('review_reminder_canceled').notNull().default(0),
    pending: at('pending'),
    confirmed: at('confirmed'),
    processing: at('processing'),
    handover: at('handover'),
    pickedUp: at('picked_up'),
    delivered: at('delivered'),
    canceled: at('canceled'),
    failed: at('failed'),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('orders_idempotency_idx').on(t.owner, t.idempotencyKey),
    index('orders_owner_idx').on(t.owner, t.id),
    index('orders_status_idx').on(t.orderStatus),
  ],
);

export const orderDetails = pgTable(
  'order_details',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id').notNull(),
    itemId: integer('item_id').notNull(),
    itemCampaignId: integer('item_campaign_id'),
    /** The item as the catalogue answered it when the order was placed. */
    itemDetails: jsonb('item_details').$type<Record<string, unknown>>().notNull(),
    /** The stock bucket the line drew on (as the cart's stock_key), null for food. */
    stockKey: text('stock_key'),
    variation: jsonb('variation').$type<CartVariation[]>().notNull(),
    addOns: jsonb('add_ons').$type<OrderLineAddOn[]>().notNull(),
    price: doublePrecision('price').notNull(),
    discountOnItem: doublePrecision('discount_on_item').notNull(),
    quantity: integer('quantity').notNull(),
    totalAddOnPrice: doublePrecision('total_add_on_price').notNull(),
    taxAmount: doublePrecision('tax_amount').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [index('order_details_order_idx').on(t.orderId)],
);

export const deliveryMen = pgTable(
  'delivery_men',
  {
    id: serial('id').primaryKey(),
    fName: text('f_name').notNull(),
    lName: text('l_name').notNull(),
    phone: text('phone').notNull(),
    image: text('image'),
    zoneId: integer('zone_id').notNull(),
    avgRating: doublePrecision('avg_rating').notNull().default(0),
    ratingCount: integer('rating_count').notNull().default(0),
    latitude: doublePrecision('latitude').notNull(),
    longitude: doublePrecision('longitude').notNull(),
    status: integer('status').notNull().default(1),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [index('delivery_men_zone_idx').on(t.zoneId)],
);

export const cancellationReasons = pgTable('cancellation_reasons', {
  id: serial('id').primaryKey(),
  reason: text('reason').notNull(),
  reasonAr: text('reason_ar').notNull(),
  /** customer, deliveryman or store */
  userType: text('user_type').notNull(),
  status: integer('status').notNull().default(1),
  createdAt: at('created_at').notNull().defaultNow(),
});

export const walletTransactions = pgTable(
  'wallet_transactions',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id').notNull(),
    orderId: integer('order_id'),
    /** order_place, order_refund, add_fund, add_fund_bonus, loyalty_point, referrer, CashBack */
    transactionType: text('transaction_type').notNull(),
    debit: doublePrecision('debit').notNull().default(0),
    credit: doublePrecision('credit').notNull().default(0),
    balance: doublePrecision('balance').notNull(),
    /** What the movement is for (a fund request, a referred account): unique per type when set, so a credit happens once. */
    reference: text('reference'),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [index('wallet_transactions_customer_idx').on(t.customerId), uniqueIndex('wallet_transactions_reference_idx').on(t.transactionType, t.reference)],
);

/** A shopper's rating of an ordered item (item_id) or of the order's delivery man (delivery_man_id). */
export const orderReviews = pgTable(
  'order_reviews',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id').notNull(),
    customerId: integer('customer_id').notNull(),
    itemId: integer('item_id'),
    deliveryManId: integer('delivery_man_id'),
    rating: integer('rating').notNull(),
    comment: text('comment').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('order_reviews_item_idx').on(t.orderId, t.itemId),
    uniqueIndex('order_reviews_dm_idx').on(t.orderId, t.deliveryManId),
  ],
);
