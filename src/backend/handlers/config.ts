/** config, zones, modules and the landing data. */
import { z } from 'zod';
import { asc, eq, inArray } from 'drizzle-orm';
import { latLngQuery, optionalZones, parseQuery, type Ctx } from '../context';
import { ApiError, json } from '../http';
import type { Route } from '../route-types';
import { moduleZones, modules, settings, storeCounts, zones } from '../db/schema';
import { mediaName, mediaUrl } from '../services/media';
import { pointInPolygon } from '../services/geo';
import { iso, tr } from '../services/format';
import { LANDING } from '../services/landing-text';
import { landingExtras, paymentConfig } from '../services/config-extras';
import { moduleObject } from '../services/module-object';
import { orderSettings } from '../services/order-settings';
import { loginConfig } from '../services/auth-settings';
import { configOverrides } from '../services/config-overrides';
import { PARTNER_CONFIG } from '../services/partners';

export const API_VERSION = '2.11.0';

type ZoneRow = typeof zones.$inferSelect;

async function setting<T>(ctx: Ctx, key: string): Promise<T | null> {
  const [row] = await ctx.db.select().from(settings).where(eq(settings.key, key));
  return row ? (row.value as T) : null;
}

interface BusinessSetting {
  logo: string;
  icon: string;
  default_location: { lat: number; lng: number };
}

const MODULE_CONFIG = {
  module_type: ['grocery', 'food', 'pharmacy', 'ecommerce', 'parcel'],
  grocery: { order_status: { accepted: false }, order_place_to_schedule_interval: false, add_on: false, stock: true, veg_non_veg: false, unit: true, order_attachment: false, always_open: false, all_zone_service: false, item_available_time: false, show_restaurant_text: false, is_parcel: false, organic: true, cutlery: false, common_condition: false, nutrition: true, allergy: true, basic: false, halal: true, generic_name: false, brand: false, description: 'Fresh produce, dairy and pantry staples.' },
  food: { order_status: { accepted: true }, order_place_to_schedule_interval: true, add_on: true, stock: false, veg_non_veg: true, unit: false, order_attachment: false, always_open: false, all_zone_service: false, item_available_time: true, show_restaurant_text: true, is_parcel: false, organic: false, cutlery: true, common_condition: false, nutrition: true, allergy: true, basic: false, halal: true, generic_name: false, brand: false, description: 'Restaurants and cafés.' },
  pharmacy: { order_status: { accepted: false }, order_place_to_schedule_interval: false, add_on: false, stock: true, veg_non_veg: false, unit: true, order_attachment: true, always_open: false, all_zone_service: false, item_available_time: false, show_restaurant_text: false, is_parcel: false, organic: false, cutlery: false, common_condition: true, nutrition: false, allergy: false, basic: true, halal: false, generic_name: true, brand: false, description: 'Medicines and personal care.' },
  ecommerce: { order_status: { accepted: false }, order_place_to_schedule_interval: false, add_on: false, stock: true, veg_non_veg: false, unit: false, order_attachment: false, always_open: true, all_zone_service: true, item_available_time: false, show_restaurant_text: false, is_parcel: false, organic: false, cutlery: false, common_condition: false, nutrition: false, allergy: false, basic: false, halal: false, generic_name: false, brand: true, description: 'Electronics, fashion and home.' },
  parcel: { order_status: { accepted: false }, order_place_to_schedule_interval: false, add_on: false, stock: false, veg_non_veg: false, unit: false, order_attachment: false, always_open: true, all_zone_service: false, item_available_time: false, show_restaurant_text: false, is_parcel: true, organic: false, cutlery: false, common_condition: false, nutrition: false, allergy: false, basic: false, halal: false, generic_name: false, brand: false, description: 'Parcel delivery.' },
};

async function config(ctx: Ctx) {
  const business = await setting<BusinessSetting>(ctx, 'business');
  const loc = business?.default_location ?? { lat: 25.2048, lng: 55.2708 };
  const ar = ctx.lang === 'ar';
  return json({
    business_name: 'Souk',
    logo: mediaName(business?.logo),
    logo_full_url: mediaUrl(business?.logo),
    fav_icon: mediaName(business?.icon),
    fav_icon_full_url: mediaUrl(business?.icon),
    address: ar ? 'برج سوق، شارع الشيخ زايد، دبي، الإمارات العربية المتحدة' : 'Souk Tower, Sheikh Zayed Road, Dubai, United Arab Emirates',
    phone: '+97142000000',
    email: 'hello@souk.test',
    country: 'AE',
    country_picker_status: 1,
    default_location: { lat: String(loc.lat), lng: String(loc.lng) },
    currency_code: 'AED',
    currency_symbol: 'د.إ',
    currency_symbol_direction: 'left',
    digit_after_decimal_point: 2,
    timeformat: '12',
    base_urls: {
      item_image_url: '/media/items',
      campaign_image_url: '/media/campaigns',
      banner_image_url: '/media/banners',
      category_image_url: '/media/categories',
      store_image_url: '/media/stores',
      store_cover_photo_url: '/media/stores',
      customer_image_url: '/media/customers',
      brand_image_url: '/media/brands',
      module_image_url: '/media/modules',
      parcel_category_image_url: '/media/parcel',
      promotional_banner_url: '/media/promotional',
      business_logo_url: '/media/business',
      gateway_image_url: '/media/business',
    },
    ...loginConfig(),
    customer_verification: false,
    guest_checkout_status: 1,
    free_delivery_over: 100,
    admin_free_delivery: { status: true, type: 'free_delivery_by_order_amount', free_delivery_over: 100 },
    customer_wallet_status: 1,
    wallet_status: 1,
    loyalty_point_status: 1,
    loyalty_point_exchange_rate: 10,
    loyalty_point_item_purchase_point: 1,
    loyalty_point_minimum_point: 100,
    ref_earning_status: 1,
    ref_earning_exchange_rate: 20,
    refund_active_status: true,
    refund_policy: 1,
    cancelation_policy: 1,
    shipping_policy: 1,
    terms_and_conditions: 1,
    privacy_policy: 1,
    about_us: 1,
    schedule_order: true,
    schedule_order_slot_duration: 30,
    cash_on_delivery: true,
    digital_payment: true,
    offline_payment_status: 0,
    partial_payment_status: 1,
    partial_payment_method: 'both',
    add_fund_status: 1,
    prescription_order_status: true,
    tax_included: 0,
    dm_tips_status: 1,
    home_delivery_status: 1,
    takeaway_status: 1,
    toggle_veg_non_veg: true,
    toggle_dm_registration: true,
    toggle_store_registration: true,
    per_km_shipping_charge: 1.5,
    minimum_shipping_charge: 7,
    parcel_per_km_shipping_charge: 2,
    parcel_minimum_shipping_charge: 15,
    // parcel_tax_percent: none unless SOUK_CONFIG_OVERRIDES sets it (services/parcel.ts parcelSettings)
    additional_charge_status: 0,
    additional_charge_name: 'Service charge',
    additional_charge: 0,
    maintenance_mode: false,
    order_delivery_verification: false,
    module_config: MODULE_CONFIG,
    module: null,
    language: [
      { key: 'en', value: 'English' },
      { key: 'ar', value: 'العربية' },
    ],
    sys_language: [
      { key: 'en', value: 'English', direction: 'ltr', default: true },
      { key: 'ar', value: 'العربية', direction: 'rtl', default: false },
    ],
    social_media: [
      { id: 1, name: 'facebook', link: 'https://www.facebook.com/souk.test', status: 1 },
      { id: 2, name: 'instagram', link: 'https://www.instagram.com/souk.test', status: 1 },
      { id: 3, name: 'twitter', link: 'https://twitter.com/souk_test', status: 1 },
      { id: 4, name: 'linkedin', link: 'https://www.linkedin.com/company/souk-test', status: 1 },
      { id: 5, name: 'pinterest', link: 'https://www.pinterest.com/souk_test', status: 1 },
    ],
    footer_text: ar ? '© ٢٠٢٤ سوق. جميع الحقوق محفوظة.' : '© 2024 Souk. All rights reserved.',
    cookies_text: ar ? 'نستخدم ملفات تعريف الارتباط لتحسين تجربتك.' : 'We use cookies to keep you signed in and remember your location.',
    app_url_android: 'https://play.google.com/store/apps/details?id=test.souk.customer',
    app_url_ios: 'https://apps.apple.com/app/souk-test/id0000000000',
    app_minimum_version_android: 2.11,
    app_minimum_version_ios: 2.11,
    landing_page_links: {
      app_url_android_status: '1',
      app_url_android: 'https://play.google.com/store/apps/details?id=test.souk.customer',
      app_url_ios_status: '1',
      app_url_ios: 'https://apps.apple.com/app/souk-test/id0000000000',
      web_app_url_status: '0',
      web_app_url: null,
    },
    new_customer_discount_status: 0,
    store_review_reply: 1,
    websocket_status: 0,
    version: API_VERSION,
    software_version: API_VERSION,
    ...paymentConfig(orderSettings().digitalPayment),
    ...PARTNER_CONFIG,
    ...configOverrides(),
  });
}

function zonePolygon(z: ZoneRow) {
  return {
    type: 'Polygon',
    coordinates: [[...z.coordinates, z.coordinates[0]].filter((p): p is [number, number] => p !== undefined).map(([lat, lng]) => [lng, lat])],
  };
}

function formatZone(z: ZoneRow, ctx: Ctx) {
  return {
    id: z.id,
    name: tr(ctx.lang, z.name, z.nameAr),
    display_name: tr(ctx.lang, z.displayName, z.nameAr),
    coordinates: zonePolygon(z),
    formated_coordinates: z.coordinates.map(([lat, lng]) => ({ lat, lng })),
    status: z.status,
    cash_on_delivery: z.cashOnDelivery,
    digital_payment: z.digitalPayment,
    offline_payment: z.offlinePayment,
    increased_delivery_fee: 0,
    increased_delivery_fee_status: 0,
    increase_delivery_charge_message: null,
    created_at: iso(z.createdAt),
    updated_at: iso(z.createdAt),
  };
}

async function moduleList(ctx: Ctx, zoneFilter: number[] | null) {
  const mods = await ctx.db.select().from(modules).where(eq(modules.status, 1)).orderBy(asc(modules.id));
  const links = await ctx.db.select().from(moduleZones);
  const zoneRows = await ctx.db.select().from(zones).where(eq(zones.status, 1));
  // active stores per module and zone, kept by the database as stores change (store_counts, 0018_catalogue_size)
  const counts = (await ctx.db.select().from(storeCounts)).map((c) => ({ moduleId: c.moduleId, zoneId: c.zoneId, n: c.stores }));
  const zoneById = new Map(zoneRows.map((z) => [z.id, z]));
  return mods
    .map((m) => {
      const own = links.filter((l) => l.moduleId === m.id && zoneById.has(l.zoneId));
      return {
        ...moduleObject(m, ctx.lang),
        stores_count: counts.filter((c) => c.moduleId === m.id && (!zoneFilter || zoneFilter.includes(c.zoneId))).reduce((sum, c) => sum + c.n, 0),
        storage: [],
        translations: [],
        zones: own.map((l) => {
          const z = zoneById.get(l.zoneId) as ZoneRow;
          return {
            ...formatZone(z, ctx),
            pivot: {
              module_id: m.id,
              zone_id: l.zoneId,
              per_km_shipping_charge: l.perKmShippingCharge,
              minimum_shipping_charge: l.minimumShippingCharge,
              maximum_shipping_charge: l.maximumShippingCharge,
              maximum_cod_order_amount: l.maximumCodOrderAmount,
              delivery_charge_type: l.deliveryChargeType,
              parcel_maximum_distance: l.parcelMaximumDistance,
            },
          };
        }),
      };
    })
    .filter((m) => !zoneFilter || m.zones.some((z) => zoneFilter.includes(z.id)));
}

async function zoneList(ctx: Ctx) {
  const rows = await ctx.db.select().from(zones).where(eq(zones.status, 1)).orderBy(asc(zones.id));
  return json(rows.map((z) => formatZone(z, ctx)));
}

async function zonesAt(ctx: Ctx, lat: number, lng: number): Promise<ZoneRow[]> {
  const rows = await ctx.db.select().from(zones).where(eq(zones.status, 1)).orderBy(asc(zones.id));
  return rows.filter((z) => pointInPolygon(lat, lng, z.coordinates));
}

async function getZoneId(ctx: Ctx) {
  const { lat, lng } = parseQuery(ctx, z.object(latLngQuery));
  const hits = await zonesAt(ctx, lat, lng);
  if (hits.length === 0) {
    throw new ApiError(404, 'coordinates', ctx.lang === 'ar' ? 'الخدمة غير متوفرة في هذه المنطقة' : 'Service not available in this area');
  }
  const ids = hits.map((h) => h.id);
  const mods = await moduleList(ctx, ids);
  return json({
    zone_id: JSON.stringify(ids),
    zone_data: hits.map((h) => ({
      id: h.id,
      status: h.status,
      cash_on_delivery: h.cashOnDelivery,
      digital_payment: h.digitalPayment,
      offline_payment: h.offlinePayment,
      increased_delivery_fee: 0,
      increased_delivery_fee_status: 0,
      increase_delivery_charge_message: null,
      modules: mods
        .filter((m) => m.zones.some((zz) => zz.id === h.id))
        .map((m) => {
          const { zones: mz, ...rest } = m;
          const pivot = mz.find((zz) => zz.id === h.id)?.pivot;
          return { ...rest, pivot };
        }),
    })),
  });
}

async function zoneCheck(ctx: Ctx) {
  const { lat, lng, zone_id } = parseQuery(
    ctx,
    z.object({
      ...latLngQuery,
      zone_id: z.coerce.number({ message: 'The zone id field is required.' }).int('The zone id must be an integer.').positive('The zone id field is required.'),
    }),
  );
  const [zone] = await ctx.db.select().from(zones).where(inArray(zones.id, [zone_id]));
  if (!zone) throw new ApiError(404, 'zone_id', 'Zone not found.');
  return json(pointInPolygon(lat, lng, zone.coordinates));
}

async function modulesHandler(ctx: Ctx) {
  return json(await moduleList(ctx, optionalZones(ctx)));
}

interface LandingSetting {
  fixed_promotional_banner: string;
  download_user_app_image: string;
  header_banner: string;
}

async function landing(ctx: Ctx) {
  const s = await setting<LandingSetting>(ctx, 'landing');
  const text = LANDING[ctx.lang];
  const zoneRows = await ctx.db.select().from(zones).where(eq(zones.status, 1)).orderBy(asc(zones.id));
  const mods = await moduleList(ctx, null);
  return json({
    ...text,
    ...landingExtras(ctx.lang, { header: mediaUrl(s?.header_banner), app: mediaUrl(s?.download_user_app_image), promotion: mediaUrl(s?.fixed_promotional_banner) }),
    header_banner: mediaName(s?.header_banner),
    header_banner_full_url: mediaUrl(s?.header_banner),
    fixed_promotional_banner: mediaName(s?.fixed_promotional_banner),
    fixed_promotional_banner_full_url: mediaUrl(s?.fixed_promotional_banner),
    download_user_app_image: mediaName(s?.download_user_app_image),
    download_user_app_image_full_url: mediaUrl(s?.download_user_app_image),
    download_user_app_links: {
      playstore_url_status: '1',
      playstore_url: 'https://play.google.com/store/apps/details?id=test.souk.customer',
      apple_store_url_status: '1',
      apple_store_url: 'https://apps.apple.com/app/souk-test/id0000000000',
    },
    promotion_banners: [],
    available_zone_status: 1,
    available_zone_list: zoneRows.map((zr) => ({ id: zr.id, display_name: tr(ctx.lang, zr.displayName, zr.nameAr), modules: mods.filter((m) => m.zones.some((x) => x.id === zr.id)).map((m) => m.module_name) })),
    module_list: mods.map((m) => ({ id: m.id, module_name: m.module_name, module_type: m.module_type, icon_full_url: m.icon_full_url, thumbnail_full_url: m.thumbnail_full_url, description: m.description })),
    testimonial_title: ctx.lang === 'ar' ? 'ماذا يقول عملاؤنا' : 'What our customers say',
    testimonial_list: [
      { id: 1, name: 'Mariam T.', designation: ctx.lang === 'ar' ? 'دبي مارينا' : 'Dubai Marina', review: ctx.lang === 'ar' ? 'أطلب البقالة والدواء من التطبيق نفسه. سهل جداً.' : 'Groceries and pharmacy from one app. So easy.' },
      { id: 2, name: 'Rahul M.', designation: ctx.lang === 'ar' ? 'الكرامة' : 'Al Karama', review: ctx.lang === 'ar' ? 'البرياني يصل ساخناً في كل مرة.' : 'The biryani arrives hot every single time.' },
    ],
  });
}

export const routes: Route[] = [
  { method: 'GET', path: 'config', handler: config },
  { method: 'GET', path: 'config/get-zone-id', handler: getZoneId },
  { method: 'GET', path: 'zone/list', handler: zoneList },
  { method: 'GET', path: 'zone/check', handler: zoneCheck },
  { method: 'GET', path: 'module', handler: modulesHandler },
  { method: 'GET', path: 'react-landing-page', handler: landing },
];
