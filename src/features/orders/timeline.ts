/**
 * The tracking timeline (02-catalogue.md section 4, 'Order status as tracked'): four steps, each
 * reached by one or more of the order's statuses, each with the time the order got there.
 */
import type { Order, OrderStoreRef } from '@/api/order-client';

export type StepKey = 'placed' | 'confirmed' | 'on_the_way' | 'delivered';

export interface TimelineStep {
  key: StepKey;
  label: 'Order Placed' | 'Order Confirmed' | 'On the Way' | 'Delivered';
  done: boolean;
  /** The moment the order reached this step, when the order says so. */
  at: string | null;
}

/** How far along the four steps an order is (0 none, 1 placed … 4 delivered). */
export function stepOf(status: string): number {
  switch (status) {
    case 'pending':
      return 1;
    case 'confirmed':
    case 'accepted':
    case 'processing':
    case 'handover':
      return 2;
    case 'picked_up':
      return 3;
    case 'delivered':
      return 4;
    default:
      return 0;
  }
}

const first = (...values: (string | null | undefined)[]): string | null => values.find((v): v is string => typeof v === 'string' && v.length > 0) ?? null;

/** The four steps for an order: done up to its status, with the timestamps it carries. */
export function timeline(order: Pick<Order, 'order_status' | 'pending' | 'created_at' | 'confirmed' | 'accepted' | 'processing' | 'handover' | 'picked_up' | 'delivered'>): TimelineStep[] {
  const reached = stepOf(order.order_status);
  const times: [StepKey, TimelineStep['label'], string | null][] = [
    ['placed', 'Order Placed', first(order.pending, order.created_at)],
    ['confirmed', 'Order Confirmed', first(order.confirmed, order.accepted, order.processing, order.handover)],
    ['on_the_way', 'On the Way', first(order.picked_up)],
    ['delivered', 'Delivered', first(order.delivered)],
  ];
  return times.map(([key, label, at], i) => {
    const done = i < reached;
    return { key, label, done, at: done ? at : null };
  });
}

/** Polling stops once the order can move no further. */
export function isFinal(status: string): boolean {
  return ['delivered', 'canceled', 'failed', 'refunded', 'refund_request_canceled'].includes(status);
}

/** The map's point: the delivery man while he carries the order, otherwise the receiver. */
export function trackingPoint(order: Pick<Order, 'order_status' | 'delivery_man' | 'delivery_address' | 'receiver_details'>): { lat: number; lng: number; who: 'delivery_man' | 'receiver' } | null {
  const dm = order.delivery_man;
  if (order.order_status === 'picked_up' && dm && dm.lat != null && dm.lng != null && Number.isFinite(Number(dm.lat)) && Number.isFinite(Number(dm.lng))) {
    return { lat: Number(dm.lat), lng: Number(dm.lng), who: 'delivery_man' };
  }
  const to = order.receiver_details ?? order.delivery_address;
  if (to && to.latitude != null && to.longitude != null && Number.isFinite(Number(to.latitude)) && Number.isFinite(Number(to.longitude))) {
    return { lat: Number(to.latitude), lng: Number(to.longitude), who: 'receiver' };
  }
  return null;
}

/** The shopper may cancel until the order is handed over (and a failed payment's order). */
export function canCancel(status: string): boolean {
  return ['pending', 'accepted', 'confirmed', 'processing', 'failed'].includes(status);
}

/**
 * Whether the order's store takes reviews: a commission store does, a subscription store when its
 * package includes them (6amMart's plans); a store that names no plan (the embedded API's) does.
 */
export function storeTakesReviews(store: Pick<OrderStoreRef, 'store_business_model' | 'store_sub'> | null | undefined): boolean {
  if (store?.store_business_model !== 'subscription') return true;
  const review = store.store_sub?.review;
  return review === true || Number(review) === 1;
}
