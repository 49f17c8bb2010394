/**
 * The embedded API's one schema (PostgreSQL). Translatable text is kept as `x` + `x_ar` column pairs;
 * nested, read-only structures that are always served whole (variations, schedules, image lists)
 * are jsonb so that a list answer is one indexed query plus one batched look-up, never N+1.
 */
import {
  boolean,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { createdAt, scopeIndexes } from './schema-columns';
import type { ItemVariation, ChoiceOption, FoodVariation, StoreSchedule, StoreDiscount } from './schema-json';

export type { ItemVariation, ChoiceOption, FoodVariationValue, FoodVariation, Nutrition, StoreSchedule, StoreDiscount } from './schema-json';

export const zones = pgTable('zones', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  nameAr: text('name_ar').notNull(),
  displayName: text('display_name').notNull(),
  /** Polygon vertices as [lat, lng] pairs, closed implicitly. */
  coordinates: jsonb('coordinates').$type<[number, number][]>().notNull(),
  status: integer('status').notNull().default(1),
  cashOnDelivery: boolean('cash_on_delivery').notNull().default(true),
  digitalPayment: boolean('digital_payment').notNull().default(true),
  offlinePayment: boolean('offline_payment').notNull().default(false),
  createdAt: createdAt(),
});

export const modules = pgTable('modules', {
  id: serial('id').primaryKey(),
  moduleName: text('module_name').notNull(),
  moduleNameAr: text('module_name_ar').notNull(),
  moduleType: text('module_type').notNull(),
  slug: text('slug').notNull(),
  icon: text('icon').notNull(),
  thumbnail: text('thumbnail').notNull(),
  description: text('description').notNull(),
  descriptionAr: text('description_ar').notNull(),
  status: integer('status').notNull().default(1),
  themeId: integer('theme_id').notNull().default(1),
  allZoneService: integer('all_zone_service').notNull().default(0),
  createdAt: createdAt(),
});

export const moduleZones = pgTable(
  'module_zones',
  {
    moduleId: integer('module_id').notNull(),
    zoneId: integer('zone_id').notNull(),
    perKmShippingCharge: doublePrecision('per_km_shipping_charge').notNull(),
    minimumShippingCharge: doublePrecision('minimum_shipping_charge').notNull(),
    maximumShippingCharge: doublePrecision('maximum_shipping_charge'),
    maximumCodOrderAmount: doublePrecision('maximum_cod_order_amount'),
    deliveryChargeType: text('delivery_charge_type').notNull().default('distance'),
    /** Parcels picked up in this zone go at most this many kilometres (null: no limit). */
    parcelMaximumDistance: doublePrecision('parcel_maximum_distance'),
  },
  (t) => [primaryKey({ columns: [t.moduleId, t.zoneId] }), index('module_zones_zone_idx').on(t.zoneId)],
);

export const stores = pgTable(
  'stores',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull(),
    name: text('name').notNull(),
    nameAr: text('name_ar').notNull(),
    phone: text('phone').notNull(),
    email: text('email').notNull(),
    logo: text('logo').notNull(),
    coverPhoto: text('cover_photo').notNull(),
    address: text('address').notNull(),
    addressAr: text('address_ar').notNull(),
    latitude: doublePrecision('latitude').notNull(),
    longitude: doublePrecision('longitude').notNull(),
    zoneId: integer('zone_id').notNull(),
    moduleId: integer('module_id').notNull(),
    minimumOrder: doublePrecision('minimum_order').notNull().default(0),
    deliveryTime: text('delivery_time').notNull(),
    freeDelivery: integer('free_delivery').notNull().default(0),
    delivery: integer('delivery').notNull().default(1),
    takeAway: integer('take_away').notNull().default(1),
    scheduleOrder: integer('schedule_order').notNull().default(0),
    /** The vendor's open/closed toggle (0 = temporarily closed). */
    active: integer('active').notNull().default(1),
    status: integer('status').notNull().default(1),
    veg: integer('veg').notNull().default(1),
    nonVeg: integer('non_veg').notNull().default(1),
    featured: integer('featured').notNull().default(0),
    avgRating: doublePrecision('avg_rating').notNull().default(0),
    ratingCount: integer('rating_count').notNull().default(0),
    /** Counts of 5,4,3,2,1 star reviews. */
    rating: jsonb('rating').$type<number[]>().notNull(),
    positiveRating: integer('positive_rating').notNull().default(0),
    orderCount: integer('order_count').notNull().default(0),
    /** Its active items (status 1), kept by the database as items change (migration 0024_store_items_count). */
    itemsCount: integer('items_count').notNull().default(0),
    discount: jsonb('discount').$type<StoreDiscount | null>(),
    schedules: jsonb('schedules').$type<StoreSchedule[]>().notNull(),
    prescriptionOrder: integer('prescription_order').notNull().default(0),
    cutlery: integer('cutlery').notNull().default(0),
    halalTagStatus: integer('halal_tag_status').notNull().default(0),
    tax: doublePrecision('tax').notNull().default(5),
    minimumShippingCharge: doublePrecision('minimum_shipping_charge').notNull().default(5),
    perKmShippingCharge: doublePrecision('per_km_shipping_charge').notNull().default(1.5),
    maximumShippingCharge: doublePrecision('maximum_shipping_charge'),
    selfDeliverySystem: integer('self_delivery_system').notNull().default(0),
    announcement: integer('announcement').notNull().default(0),
    announcementMessage: text('announcement_message'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('stores_slug_idx').on(t.slug),
    index('stores_module_zone_idx').on(t.moduleId, t.zoneId),
    index('stores_zone_idx').on(t.zoneId),
    // the catalogue at any size (migration 0018_catalogue_size): counts per module and zone, each list's order, the nearest
    index('stores_status_module_zone_idx').on(t.status, t.moduleId, t.zoneId),
    index('stores_inactive_idx').on(t.id).where(sql`${t.status} <> 1`),
    index('stores_scope_popular_idx').on(t.moduleId, t.zoneId, t.orderCount.desc().nullsFirst(), t.id).where(sql`${t.status} = 1`),
    index('stores_scope_latest_idx').on(t.moduleId, t.zoneId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()).where(sql`${t.status} = 1`),
    index('stores_scope_rated_idx').on(t.moduleId, t.zoneId, t.avgRating.desc().nullsFirst(), t.ratingCount.desc().nullsFirst(), t.id).where(sql`${t.status} = 1`),
    index('stores_scope_featured_idx').on(t.moduleId, t.zoneId, t.featured, t.id).where(sql`${t.status} = 1`),
    // the nearest first (migration 0028_store_sphere): each active store's point on the unit sphere, whose
    // straight-line distances keep the order of distances along the Earth (store-lists.ts's nearestRows)
    index('stores_sphere_idx').using('gist', sql`cube(array[cos(radians(${t.latitude})) * cos(radians(${t.longitude})), cos(radians(${t.latitude})) * sin(radians(${t.longitude})), sin(radians(${t.latitude}))])`).where(sql`${t.status} = 1`),
  ],
);

export const categories = pgTable(
  'categories',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    nameAr: text('name_ar').notNull(),
    slug: text('slug').notNull(),
    image: text('image').notNull(),
    parentId: integer('parent_id').notNull().default(0),
    position: integer('position').notNull().default(0),
    moduleId: integer('module_id').notNull(),
    featured: integer('featured').notNull().default(0),
    priority: integer('priority').notNull().default(0),
    status: integer('status').notNull().default(1),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('categories_slug_idx').on(t.slug),
    index('categories_module_parent_idx').on(t.moduleId, t.parentId),
  ],
);

export const brands = pgTable(
  'brands',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    nameAr: text('name_ar').notNull(),
    slug: text('slug').notNull(),
    image: text('image').notNull(),
    moduleId: integer('module_id').notNull(),
    status: integer('status').notNull().default(1),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('brands_slug_idx').on(t.slug), index('brands_module_idx').on(t.moduleId)],
);

export const commonConditions = pgTable('common_conditions', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  nameAr: text('name_ar').notNull(),
  status: integer('status').notNull().default(1),
  createdAt: createdAt(),
});

export const addOns = pgTable(
  'add_ons',
  {
    id: serial('id').primaryKey(),
    storeId: integer('store_id').notNull(),
    name: text('name').notNull(),
    nameAr: text('name_ar').notNull(),
    price: doublePrecision('price').notNull(),
    status: integer('status').notNull().default(1),
  },
  (t) => [index('add_ons_store_idx').on(t.storeId)],
);

export const items = pgTable(
  'items',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull(),
    name: text('name').notNull(),
    nameAr: text('name_ar').notNull(),
    description: text('description').notNull(),
    descriptionAr: text('description_ar').notNull(),
    image: text('image').notNull(),
    images: jsonb('images').$type<string[]>().notNull(),
    moduleId: integer('module_id').notNull(),
    storeId: integer('store_id').notNull(),
    /** Denormalised from the store so catalogue lists filter on one table. */
    zoneId: integer('zone_id').notNull(),
    categoryId: integer('category_id').notNull(),
    subCategoryId: integer('sub_category_id'),
    brandId: integer('brand_id'),
    commonConditionId: integer('common_condition_id'),
    price: doublePrecision('price').notNull(),
    tax: doublePrecision('tax').notNull().default(5),
    taxType: text('tax_type').notNull().default('percent'),
    discount: doublePrecision('discount').notNull().default(0),
    discountType: text('discount_type').notNull().default('percent'),
    unitType: text('unit_type'),
    unitTypeAr: text('unit_type_ar'),
    veg: integer('veg').notNull().default(0),
    organic: integer('organic').notNull().default(0),
    isHalal: integer('is_halal').notNull().default(0),
    stock: integer('stock').notNull().default(0),
    maximumCartQuantity: integer('maximum_cart_quantity'),
    variations: jsonb('variations').$type<ItemVariation[]>().notNull(),
    choiceOptions: jsonb('choice_options').$type<ChoiceOption[]>().notNull(),
    foodVariations: jsonb('food_variations').$type<FoodVariation[]>().notNull(),
    addOnIds: jsonb('add_on_ids').$type<number[]>().notNull(),
    availableTimeStarts: text('available_time_starts').notNull().default('00:00:00'),
    availableTimeEnds: text('available_time_ends').notNull().default('23:59:59'),
    scheduleOrder: integer('schedule_order').notNull().default(0),
    recommended: integer('recommended').notNull().default(0),
    status: integer('status').notNull().default(1),
    avgRating: doublePrecision('avg_rating').notNull().default(0),
    ratingCount: integer('rating_count').notNull().default(0),
    rating: jsonb('rating').$type<number[]>().notNull(),
    orderCount: integer('order_count').notNull().default(0),
    genericName: jsonb('generic_name').$type<string[]>().notNull(),
    nutritions: jsonb('nutritions').$type<string[]>().notNull(),
    allergies: jsonb('allergies').$type<string[]>().notNull(),
    tags: jsonb('tags').$type<string[]>().notNull(),
    isPrescriptionRequired: integer('is_prescription_required').notNull().default(0),
    isBasicMedicine: integer('is_basic_medicine').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('items_slug_idx').on(t.slug),
    index('items_store_idx').on(t.storeId),
    index('items_module_zone_idx').on(t.moduleId, t.zoneId),
    index('items_zone_idx').on(t.zoneId),
    index('items_category_idx').on(t.categoryId),
    index('items_sub_category_idx').on(t.subCategoryId),
    // a category's (or subcategory's) active items of a zone and module, popular first: a category
    // list's capped count and the related items read only that category's entries (0020_category_scope)
    index('items_category_scope_idx').on(t.categoryId, t.zoneId, t.moduleId, t.orderCount.desc().nullsFirst(), t.id.desc().nullsFirst()).where(sql`${t.status} = 1`),
    index('items_sub_category_scope_idx').on(t.subCategoryId, t.zoneId, t.moduleId, t.orderCount.desc().nullsFirst(), t.id.desc().nullsFirst()).where(sql`${t.status} = 1`),
    index('items_brand_idx').on(t.brandId),
    index('items_condition_idx').on(t.commonConditionId),
    // the stores with an item on offer (top offers near me); a zone's items of a module in each order
    // the lists use, a page read from the top (0018_catalogue_size)
    index('items_store_offers_idx').on(t.storeId).where(sql`${t.status} = 1 AND ${t.discount} > 0`),
    ...scopeIndexes(t, {
      popular: [t.orderCount],
      latest: [t.createdAt],
      discount: [t.discount],
      reviewed: [t.ratingCount, t.avgRating],
      rated: [t.avgRating, t.orderCount],
    }),
  ],
);

export const reviews = pgTable(
  'reviews',
  {
    id: serial('id').primaryKey(),
    itemId: integer('item_id').notNull(),
    storeId: integer('store_id').notNull(),
    customerName: text('customer_name').notNull(),
    comment: text('comment').notNull(),
    rating: integer('rating').notNull(),
    reply: text('reply'),
    createdAt: createdAt(),
  },
  (t) => [index('reviews_item_idx').on(t.itemId), index('reviews_store_idx').on(t.storeId)],
);

export const customers = pgTable(
  'customers',
  {
    id: serial('id').primaryKey(),
    fName: text('f_name').notNull(),
    lName: text('l_name').notNull().default(''),
    email: text('email'),
    phone: text('phone'),
    passwordHash: text('password_hash').notNull(),
    image: text('image'),
    walletBalance: doublePrecision('wallet_balance').notNull().default(0),
    loyaltyPoint: integer('loyalty_point').notNull().default(0),
    refCode: text('ref_code').notNull(),
    isPhoneVerified: integer('is_phone_verified').notNull().default(1),
    isEmailVerified: integer('is_email_verified').notNull().default(1),
    status: integer('status').notNull().default(1),
    interest: jsonb('interest').$type<number[]>().notNull(),
    loginMedium: text('login_medium').notNull().default('manual'),
    /** The account's settings page: language, theme and notification choices (handlers/customer-settings.ts). */
    preferences: jsonb('preferences').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('customers_email_idx').on(t.email), uniqueIndex('customers_phone_idx').on(t.phone)],
);

export const authTokens = pgTable(
  'auth_tokens',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id').notNull(),
    tokenHash: text('token_hash').notNull(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [uniqueIndex('auth_tokens_hash_idx').on(t.tokenHash)],
);

export const guests = pgTable('guests', {
  id: serial('id').primaryKey(),
  createdAt: createdAt(),
});

/** The local gazetteer answering the maps proxy. */
export const places = pgTable(
  'places',
  {
    id: serial('id').primaryKey(),
    placeId: text('place_id').notNull(),
    name: text('name').notNull(),
    nameAr: text('name_ar').notNull(),
    address: text('address').notNull(),
    addressAr: text('address_ar').notNull(),
    lat: doublePrecision('lat').notNull(),
    lng: doublePrecision('lng').notNull(),
  },
  (t) => [uniqueIndex('places_place_id_idx').on(t.placeId)],
);

/** A signed-in shopper's saved delivery addresses (the address book issue adds writes). */
export const customerAddresses = pgTable(
  'customer_addresses',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id').notNull(),
    addressType: text('address_type').notNull(),
    address: text('address').notNull(),
    contactPersonName: text('contact_person_name').notNull(),
    contactPersonNumber: text('contact_person_number').notNull(),
    latitude: doublePrecision('latitude').notNull(),
    longitude: doublePrecision('longitude').notNull(),
    house: text('house'),
    floor: text('floor'),
    road: text('road'),
    addressLabel: text('address_label'),
    additionalInformation: text('additional_information'),
    createdAt: createdAt(),
  },
  (t) => [index('customer_addresses_customer_idx').on(t.customerId)],
);
export * from './schema-promotions';
export * from './schema-sessions';
export * from './schema-cart';
export * from './schema-vitals';
export * from './schema-accounts';
export * from './schema-orders';
export * from './schema-wallet';
export * from './schema-chat';
export * from './schema-partners';
export * from './schema-requests';
export * from './schema-counts';
export * from './schema-search';
