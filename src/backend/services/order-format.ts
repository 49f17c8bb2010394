/** Order rows → the contract's shapes (6amMart's order and order-detail answers). */
import { eq, inArray } from 'drizzle-orm';
import type { Ctx } from '../context';
import { parcelCategories, stores } from '../db/schema';
import { deliveryMen, orderDetails, orderReviews, type orders } from '../db/schema-orders';
import { mediaUrl } from './media';
import { deliveryTimeIn, iso, tr } from './format';
import { moduleTypes } from './catalog';
import { moduleObject, moduleRows } from './module-object';

export type OrderRow = typeof orders.$inferSelect;
export type DetailRow = typeof orderDetails.$inferSelect;

/** Statuses an order is still moving through (running-orders). */
export const RUNNING = ['pending', 'accepted', 'confirmed', 'processing', 'handover', 'picked_up'];

export function formatDetail(ctx: Ctx, d: DetailRow, reviewed: Set<number>): Record<string, unknown> {
  const snap = d.itemDetails;
  const image = typeof snap.image === 'string' ? snap.image : null;
  return {
    id: d.id,
    order_id: d.orderId,
    // 6amMart's clients read the line's picture at the top level too
    image_full_url: mediaUrl(image),
    item_id: d.itemId,
    item_campaign_id: d.itemCampaignId,
    item_details: {
      ...snap,
      name: tr(ctx.lang, String(snap.name ?? ''), typeof snap.name_ar === 'string' ? snap.name_ar : null),
      image_full_url: mediaUrl(image),
    },
    variation: d.variation,
    add_ons: d.addOns,
    price: d.price,
    discount_on_item: d.discountOnItem,
    quantity: d.quantity,
    total_add_on_price: d.totalAddOnPrice,
    tax_amount: d.taxAmount,
    is_reviewed: reviewed.has(d.itemId),
    created_at: iso(d.createdAt),
  };
}

/**
 * The store's preparation time in minutes, as 6amMart's `processing_time`: the time this order
 * took from confirmed to handed over once it has, else the lower end of the store's delivery time.
 */
function processingMinutes(o: OrderRow, deliveryTime: string | null): string | null {
  if (o.confirmed && o.handover) return String(Math.max(1, Math.round((o.handover.getTime() - o.confirmed.getTime()) / 60_000)));
  const low = deliveryTime ? /\d+/.exec(deliveryTime) : null;
  return low ? low[0] : null;
}

/** Orders with their store, delivery man and line count, in one batch of look-ups. */
export async function formatOrders(ctx: Ctx, rows: OrderRow[], withDetails = false): Promise<Record<string, unknown>[]> {
  if (rows.length === 0) return [];
  const storeIds = [...new Set(rows.map((o) => o.storeId).filter((v): v is number => v !== null))];
  const categoryIds = [...new Set(rows.map((o) => o.parcelCategoryId).filter((v): v is number => v !== null))];
  const dmIds = [...new Set(rows.map((o) => o.deliveryManId).filter((v): v is number => v !== null))];
  const orderIds = rows.map((o) => o.id);
  const [storeRows, categoryRows, dmRows, lines, reviews, types, moduleById] = await Promise.all([
    storeIds.length ? ctx.db.select().from(stores).where(inArray(stores.id, storeIds)) : [],
    categoryIds.length ? ctx.db.select().from(parcelCategories).where(inArray(parcelCategories.id, categoryIds)) : [],
    dmIds.length ? ctx.db.select().from(deliveryMen).where(inArray(deliveryMen.id, dmIds)) : [],
    ctx.db.select().from(orderDetails).where(inArray(orderDetails.orderId, orderIds)),
    ctx.db.select({ orderId: orderReviews.orderId, itemId: orderReviews.itemId, dm: orderReviews.deliveryManId }).from(orderReviews).where(inArray(orderReviews.orderId, orderIds)),
    moduleTypes(ctx.db),
    moduleRows(ctx.db),
  ]);
  return rows.map((o) => {
    const st = storeRows.find((s) => s.id === o.storeId);
    const category = categoryRows.find((c) => c.id === o.parcelCategoryId);
    const dm = dmRows.find((d) => d.id === o.deliveryManId);
    const mine = lines.filter((l) => l.orderId === o.id);
    const myReviews = reviews.filter((r) => r.orderId === o.id);
    const reviewedItems = new Set(myReviews.map((r) => r.itemId).filter((v): v is number => v !== null));
    const at = o.route[o.routeStep];
    const live = o.orderStatus === 'picked_up' && at ? { lat: String(at[0]), lng: String(at[1]) } : dm ? { lat: String(dm.latitude), lng: String(dm.longitude) } : null;
    const address = o.deliveryAddress;
    return {
      id: o.id,
      user_id: o.customerId ?? o.guestId,
      is_guest: o.customerId === null ? 1 : 0,
      store_id: o.storeId,
      module_id: o.moduleId,
      module_type: types.get(o.moduleId) ?? null,
      module: ((m) => (m ? moduleObject(m, ctx.lang) : null))(moduleById.get(o.moduleId)),
      zone_id: o.zoneId,
      order_type: o.orderType,
      order_status: o.orderStatus,
      payment_method: o.paymentMethod,
      payment_status: o.paymentStatus,
      transaction_reference: o.paymentReference,
      item_total: o.itemTotal,
      store_discount_amount: o.storeDiscountAmount,
      // no flash-sale discounts are taken at checkout here; 6amMart's clients add these two up
      flash_admin_discount_amount: 0,
      flash_store_discount_amount: 0,
      coupon_code: o.couponCode,
      coupon_discount_amount: o.couponDiscountAmount,
      coupon_discount_title: o.couponDiscountTitle,
      delivery_charge: o.deliveryCharge,
      original_delivery_charge: o.originalDeliveryCharge,
      total_tax_amount: o.totalTaxAmount,
      dm_tips: o.dmTips,
      order_amount: o.orderAmount,
      distance: o.distance,
      schedule_at: iso(o.scheduleAt),
      scheduled: o.scheduled,
      order_note: o.orderNote,
      delivery_instruction: o.deliveryInstruction,
      processing_time: processingMinutes(o, st?.deliveryTime ?? null),
      prescription_order: o.prescription,
      order_attachment_full_url: o.attachments.map((a) => mediaUrl(a)),
      cancellation_reason: o.cancellationReason,
      canceled_by: o.canceledBy,
      delivery_address: address,
      // a parcel's receiver; for other orders 6amMart's clients read the delivery address here
      receiver_details: o.orderType === 'parcel' ? o.receiverDetails : address,
      charge_payer: o.chargePayer,
      parcel_category_id: o.parcelCategoryId,
      parcel_category: category
        ? { id: category.id, name: tr(ctx.lang, category.name, category.nameAr), description: tr(ctx.lang, category.description, category.descriptionAr), image_full_url: mediaUrl(category.image) }
        : null,
      pending: iso(o.pending),
      accepted: iso(o.confirmed),
      confirmed: iso(o.confirmed),
      processing: iso(o.processing),
      handover: iso(o.handover),
      picked_up: iso(o.pickedUp),
      delivered: iso(o.delivered),
      canceled: iso(o.canceled),
      failed: iso(o.failed),
      details_count: mine.reduce((s, l) => s + l.quantity, 0),
      store: st
        ? {
            id: st.id,
            name: tr(ctx.lang, st.name, st.nameAr),
            slug: st.slug,
            phone: st.phone,
            address: tr(ctx.lang, st.address, st.addressAr),
            latitude: String(st.latitude),
            longitude: String(st.longitude),
            logo_full_url: mediaUrl(st.logo),
            cover_photo_full_url: mediaUrl(st.coverPhoto),
            delivery_time: deliveryTimeIn(ctx.lang, st.deliveryTime),
          }
        : null,
      delivery_man: dm
        ? {
            id: dm.id,
            f_name: dm.fName,
            l_name: dm.lName,
            phone: dm.phone,
            image_full_url: mediaUrl(dm.image),
            avg_rating: dm.avgRating,
            rating_count: dm.ratingCount,
            lat: live?.lat ?? null,
            lng: live?.lng ?? null,
          }
        : null,
      is_reviewed: myReviews.length > 0,
      is_dm_reviewed: myReviews.some((r) => r.dm !== null),
      created_at: iso(o.createdAt),
      updated_at: iso(o.updatedAt),
      ...(withDetails ? { details: mine.sort((a, b) => a.id - b.id).map((d) => formatDetail(ctx, d, reviewedItems)) } : {}),
    };
  });
}

export async function detailLines(ctx: Ctx, orderId: number): Promise<Record<string, unknown>[]> {
  const [lines, reviews] = await Promise.all([
    ctx.db.select().from(orderDetails).where(eq(orderDetails.orderId, orderId)),
    ctx.db.select({ itemId: orderReviews.itemId }).from(orderReviews).where(eq(orderReviews.orderId, orderId)),
  ]);
  const reviewed = new Set(reviews.map((r) => r.itemId).filter((v): v is number => v !== null));
  return lines.sort((a, b) => a.id - b.id).map((d) => formatDetail(ctx, d, reviewed));
}
