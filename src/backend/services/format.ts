/**
 * Row → answer shapes, matching what a 6amMart-compatible backend answers (Helpers::*_data_formatting).
 * Translatable fields pick the Arabic column when X-localization is `ar`.
 */
import type * as s from '../db/schema';
import type { Lang } from '../context';
import { mediaName, mediaUrl } from './media';
import { haversineMeters } from './geo';
import { storeDeliversFree } from '../../contract/order-totals';

export type ItemRow = typeof s.items.$inferSelect;
export type StoreRow = typeof s.stores.$inferSelect;

/** A store delivers free only when it delivers itself (the order totals' rule, contract/order-totals.ts). */
export const deliversFree = (st: Pick<StoreRow, 'freeDelivery' | 'selfDeliverySystem'>): boolean =>
  storeDeliversFree({ selfDelivery: st.selfDeliverySystem === 1, freeDelivery: st.freeDelivery === 1 });
export type AddOnRow = typeof s.addOns.$inferSelect;
export type CategoryRow = typeof s.categories.$inferSelect;

export interface FormatCtx {
  lang: Lang;
  lat: number | null;
  lng: number | null;
  now: Date;
  moduleTypes: Map<number, string>;
}

export const tr = (lang: Lang, en: string, ar: string | null | undefined): string => (lang === 'ar' && ar ? ar : en);

/** An Arabic caller's words for a delivery time's unit. */
const DELIVERY_UNITS_AR: Record<string, string> = { min: 'دقيقة', hour: 'ساعة', day: 'يوم' };

/**
 * A store's delivery time ("30-40 min", "1-2 hours", "2-3 days": 6amMart's `min-max unit`) in
 * the caller's language; a text of another shape as it is stored.
 */
export function deliveryTimeIn(lang: Lang, text: string): string {
  if (lang !== 'ar') return text;
  const range = /^\s*(\d+)\s*-\s*(\d+)\s*(min|hour|day)(?:s|utes?)?\.?\s*$/i.exec(text);
  const unit = range?.[3] ? DELIVERY_UNITS_AR[range[3].toLowerCase()] : undefined;
  return range && unit ? `${range[1]}-${range[2]} ${unit}` : text;
}

export const iso = (d: Date | string | null | undefined): string | null => (d ? new Date(d).toISOString() : null);

interface Clock {
  day: number;
  time: string;
  date: string;
}
/** The last instant read, so that a page of stores reads the clock once, not twice a store. */
let lastClock: { at: number; clock: Readonly<Clock> } | null = null;

/** Dubai has no daylight saving: local time is UTC+4. */
export function dubaiClock(now: Date): Readonly<Clock> {
  const at = now.getTime();
  if (lastClock?.at === at) return lastClock.clock;
  const local = new Date(at + 4 * 3_600_000);
  const stamp = local.toISOString();
  const clock = { day: local.getUTCDay(), time: stamp.slice(11, 19), date: stamp.slice(0, 10) };
  lastClock = { at, clock };
  return clock;
}

export function storeDiscountActive(st: StoreRow, now: Date): s.StoreDiscount | null {
  const d = st.discount;
  if (!d) return null;
  const { date } = dubaiClock(now);
  return d.start_date <= date && date <= d.end_date ? d : null;
}

/** Open now: the vendor toggle is on and today's schedule covers the current Dubai time. */
export function storeOpen(st: StoreRow, now: Date): { open: number; current_opening_time: string | null } {
  if (st.active !== 1) return { open: 0, current_opening_time: null };
  const { day, time } = dubaiClock(now);
  const today = st.schedules.filter((x) => x.day === day);
  const slot = today.find((x) => x.opening_time <= time && time <= x.closing_time);
  return { open: slot ? 1 : 0, current_opening_time: slot?.opening_time ?? today[0]?.opening_time ?? null };
}

export function distanceTo(ctx: FormatCtx, lat: number, lng: number): number | null {
  if (ctx.lat === null || ctx.lng === null) return null;
  return Math.round(haversineMeters(ctx.lat, ctx.lng, lat, lng) * 100) / 100;
}

export function formatStore(st: StoreRow, ctx: FormatCtx, extra: { totalItems?: number; totalCampaigns?: number } = {}): Record<string, unknown> {
  const discount = storeDiscountActive(st, ctx.now);
  const { open, current_opening_time } = storeOpen(st, ctx.now);
  const created = iso(st.createdAt);
  return {
    id: st.id,
    name: tr(ctx.lang, st.name, st.nameAr),
    slug: st.slug,
    phone: st.phone,
    email: st.email,
    logo: mediaName(st.logo),
    logo_full_url: mediaUrl(st.logo),
    cover_photo: mediaName(st.coverPhoto),
    cover_photo_full_url: mediaUrl(st.coverPhoto),
    meta_image_full_url: mediaUrl(st.coverPhoto),
    latitude: String(st.latitude),
    longitude: String(st.longitude),
    address: tr(ctx.lang, st.address, st.addressAr),
    footer_text: null,
    minimum_order: st.minimumOrder,
    schedule_order: st.scheduleOrder === 1,
    status: st.status,
    free_delivery: deliversFree(st),
    rating: st.rating,
    delivery: st.delivery === 1,
    take_away: st.takeAway === 1,
    item_section: true,
    reviews_section: true,
    tax: st.tax,
    zone_id: st.zoneId,
    module_id: st.moduleId,
    module_type: ctx.moduleTypes.get(st.moduleId) ?? null,
    active: st.active === 1,
    open,
    current_opening_time,
    off_day: ' ',
    minimum_shipping_charge: st.minimumShippingCharge,
    per_km_shipping_charge: st.perKmShippingCharge,
    maximum_shipping_charge: st.maximumShippingCharge,
    delivery_time: deliveryTimeIn(ctx.lang, st.deliveryTime),
    veg: st.veg,
    non_veg: st.nonVeg,
    order_count: st.orderCount,
    total_order: st.orderCount,
    featured: st.featured,
    prescription_order: st.prescriptionOrder === 1,
    cutlery: st.cutlery === 1,
    halal_tag_status: st.halalTagStatus,
    self_delivery_system: st.selfDeliverySystem,
    announcement: st.announcement,
    announcement_message: st.announcementMessage,
    avg_rating: st.avgRating,
    rating_count: st.ratingCount,
    positive_rating: st.positiveRating,
    total_items: extra.totalItems ?? 0,
    total_campaigns: extra.totalCampaigns ?? 0,
    discount: discount ? { ...discount, store_id: st.id } : null,
    schedules: st.schedules.map((x, i) => ({ id: st.id * 10 + i, store_id: st.id, ...x })),
    distance: distanceTo(ctx, st.latitude, st.longitude),
    created_at: created,
    updated_at: created,
    storage: [],
    translations: [],
  };
}

export interface ItemExtras {
  addOns: Map<number, AddOnRow>;
  categories: Map<number, CategoryRow>;
  flash?: { stock: number; sold: number; available_stock: number; discount: number; discount_type: string; flash_sale_id: number } | null;
}

export function formatItem(it: ItemRow, st: StoreRow | undefined, ctx: FormatCtx, ex: ItemExtras): Record<string, unknown> {
  const lang = ctx.lang;
  const storeDiscount = st ? storeDiscountActive(st, ctx.now) : null;
  const category = ex.categories.get(it.categoryId);
  const sub = it.subCategoryId !== null ? ex.categories.get(it.subCategoryId) : undefined;
  const categoryIds = [category, sub]
    .filter((c): c is CategoryRow => c !== undefined)
    .map((c, i) => ({ id: String(c.id), position: i + 1, name: tr(lang, c.name, c.nameAr), slug: c.slug }));
  const addOns = it.addOnIds
    .map((id) => ex.addOns.get(id))
    .filter((a): a is AddOnRow => a !== undefined)
    .map((a) => ({ id: a.id, name: tr(lang, a.name, a.nameAr), price: a.price, store_id: a.storeId, status: a.status }));
  const flash = ex.flash ?? null;
  const name = tr(lang, it.name, it.nameAr);
  const created = iso(it.createdAt);
  return {
    id: it.id,
    name,
    title: name,
    slug: it.slug,
    description: tr(lang, it.description, it.descriptionAr),
    image: mediaName(it.image),
    image_full_url: mediaUrl(it.image),
    images: it.images.map((x) => mediaName(x)),
    images_full_url: it.images.map((x) => mediaUrl(x)),
    category_id: it.subCategoryId ?? it.categoryId,
    category_ids: categoryIds,
    variations: it.variations,
    food_variations: it.foodVariations,
    add_ons: addOns,
    attributes: it.choiceOptions.map((_, i) => i + 1),
    choice_options: it.choiceOptions,
    price: it.price,
    tax: it.tax,
    tax_type: it.taxType,
    discount: flash ? flash.discount : it.discount,
    discount_type: flash ? flash.discount_type : it.discountType,
    available_time_starts: it.availableTimeStarts,
    available_time_ends: it.availableTimeEnds,
    veg: it.veg,
    status: it.status,
    store_id: it.storeId,
    store_name: st ? tr(lang, st.name, st.nameAr) : null,
    store_slug: st?.slug ?? null,
    store_discount: storeDiscount ? storeDiscount.discount : 0,
    restaurant_discount: storeDiscount ? storeDiscount.discount : 0,
    // the store discount's own terms, so a card can say when it applies (0: none)
    store_discount_min_purchase: storeDiscount ? storeDiscount.min_purchase : 0,
    store_discount_max_discount: storeDiscount ? storeDiscount.max_discount : 0,
    schedule_order: it.scheduleOrder === 1,
    zone_id: it.zoneId,
    module_id: it.moduleId,
    module_type: ctx.moduleTypes.get(it.moduleId) ?? null,
    stock: it.stock,
    available_stock: flash ? flash.available_stock : it.stock,
    sold: flash ? flash.sold : it.orderCount,
    flash_sale_id: flash?.flash_sale_id ?? null,
    maximum_cart_quantity: it.maximumCartQuantity,
    unit_type: it.unitType === null ? null : tr(lang, it.unitType, it.unitTypeAr),
    unit: it.unitType === null ? null : { id: 0, unit: tr(lang, it.unitType, it.unitTypeAr) },
    organic: it.organic,
    is_halal: it.isHalal,
    halal_tag_status: st?.halalTagStatus ?? 0,
    recommended: it.recommended,
    avg_rating: it.avgRating,
    rating_count: it.ratingCount,
    rating: it.rating,
    order_count: it.orderCount,
    brand_id: it.brandId,
    common_condition_id: it.commonConditionId,
    is_basic: it.isBasicMedicine,
    generic_name: it.genericName,
    nutritions_name: it.nutritions,
    allergies_name: it.allergies,
    tags: it.tags.map((tag, i) => ({ id: i + 1, tag })),
    is_prescription_required: it.isPrescriptionRequired,
    is_approved: 1,
    is_campaign: 0,
    whislists_count: 0,
    wishlist_count: 0,
    created_at: created,
    updated_at: created,
    storage: [],
    translations: [],
  };
}
