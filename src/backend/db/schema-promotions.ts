/**
 * What the module homes promote and the site says: banners, campaigns, flash sales, coupons,
 * parcel categories and vehicles, advertisements, the landing page's reasons, settings, content pages
 * and newsletter subscribers. Re-exported by schema.ts, the one schema Drizzle reads.
 */
import { doublePrecision, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt } from './schema-columns';

export const banners = pgTable(
  'banners',
  {
    id: serial('id').primaryKey(),
    title: text('title').notNull(),
    titleAr: text('title_ar').notNull(),
    type: text('type').notNull(),
    image: text('image').notNull(),
    /** Store id (store_wise) or item id (item_wise). */
    data: integer('data'),
    link: text('link'),
    zoneId: integer('zone_id').notNull(),
    moduleId: integer('module_id').notNull(),
    featured: integer('featured').notNull().default(0),
    status: integer('status').notNull().default(1),
    createdAt: createdAt(),
  },
  (t) => [index('banners_module_idx').on(t.moduleId)],
);

export const campaigns = pgTable('campaigns', {
  id: serial('id').primaryKey(),
  slug: text('slug').notNull(),
  title: text('title').notNull(),
  titleAr: text('title_ar').notNull(),
  description: text('description').notNull(),
  descriptionAr: text('description_ar').notNull(),
  image: text('image').notNull(),
  moduleId: integer('module_id').notNull(),
  startDate: text('start_date').notNull(),
  endDate: text('end_date').notNull(),
  startTime: text('start_time').notNull(),
  endTime: text('end_time').notNull(),
  status: integer('status').notNull().default(1),
  createdAt: createdAt(),
});

export const campaignStores = pgTable(
  'campaign_stores',
  {
    campaignId: integer('campaign_id').notNull(),
    storeId: integer('store_id').notNull(),
    campaignStatus: text('campaign_status').notNull().default('confirmed'),
  },
  (t) => [primaryKey({ columns: [t.campaignId, t.storeId] })],
);

/** Item campaigns: a store's item sold for a limited period at a campaign price. */
export const itemCampaigns = pgTable(
  'item_campaigns',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull(),
    itemId: integer('item_id').notNull(),
    title: text('title').notNull(),
    titleAr: text('title_ar').notNull(),
    price: doublePrecision('price').notNull(),
    discount: doublePrecision('discount').notNull().default(0),
    discountType: text('discount_type').notNull().default('percent'),
    startDate: text('start_date').notNull(),
    endDate: text('end_date').notNull(),
    startTime: text('start_time').notNull(),
    endTime: text('end_time').notNull(),
    moduleId: integer('module_id').notNull(),
    status: integer('status').notNull().default(1),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('item_campaigns_slug_idx').on(t.slug)],
);

export const flashSales = pgTable('flash_sales', {
  id: serial('id').primaryKey(),
  title: text('title').notNull(),
  titleAr: text('title_ar').notNull(),
  moduleId: integer('module_id').notNull(),
  startDate: timestamp('start_date', { withTimezone: true, mode: 'date' }).notNull(),
  endDate: timestamp('end_date', { withTimezone: true, mode: 'date' }).notNull(),
  discountPercentage: doublePrecision('discount_percentage').notNull().default(0),
  isPublish: integer('is_publish').notNull().default(1),
  createdAt: createdAt(),
});

export const flashSaleItems = pgTable(
  'flash_sale_items',
  {
    id: serial('id').primaryKey(),
    flashSaleId: integer('flash_sale_id').notNull(),
    itemId: integer('item_id').notNull(),
    stock: integer('stock').notNull(),
    sold: integer('sold').notNull().default(0),
    availableStock: integer('available_stock').notNull(),
    discount: doublePrecision('discount').notNull(),
    discountType: text('discount_type').notNull().default('percent'),
    status: integer('status').notNull().default(1),
  },
  (t) => [index('flash_sale_items_sale_idx').on(t.flashSaleId)],
);

export const coupons = pgTable('coupons', {
  id: serial('id').primaryKey(),
  title: text('title').notNull(),
  titleAr: text('title_ar').notNull(),
  code: text('code').notNull(),
  startDate: text('start_date').notNull(),
  expireDate: text('expire_date').notNull(),
  minPurchase: doublePrecision('min_purchase').notNull().default(0),
  maxDiscount: doublePrecision('max_discount').notNull().default(0),
  discount: doublePrecision('discount').notNull(),
  discountType: text('discount_type').notNull(),
  couponType: text('coupon_type').notNull(),
  limit: integer('limit'),
  moduleId: integer('module_id').notNull(),
  storeId: integer('store_id'),
  zoneIds: jsonb('zone_ids').$type<number[]>().notNull(),
  status: integer('status').notNull().default(1),
  createdAt: createdAt(),
});

export const parcelCategories = pgTable('parcel_categories', {
  id: serial('id').primaryKey(),
  moduleId: integer('module_id').notNull(),
  name: text('name').notNull(),
  nameAr: text('name_ar').notNull(),
  description: text('description').notNull(),
  descriptionAr: text('description_ar').notNull(),
  image: text('image').notNull(),
  parcelPerKmShippingCharge: doublePrecision('parcel_per_km_shipping_charge').notNull(),
  parcelMinimumShippingCharge: doublePrecision('parcel_minimum_shipping_charge').notNull(),
  status: integer('status').notNull().default(1),
  createdAt: createdAt(),
});

export const vehicles = pgTable('vehicles', {
  id: serial('id').primaryKey(),
  type: text('type').notNull(),
  typeAr: text('type_ar').notNull(),
  startingCoverageArea: doublePrecision('starting_coverage_area').notNull(),
  maximumCoverageArea: doublePrecision('maximum_coverage_area').notNull(),
  extraCharges: doublePrecision('extra_charges').notNull(),
  status: integer('status').notNull().default(1),
  createdAt: createdAt(),
});

/** The delivery instructions a parcel's sender chooses from (GET parcel-instructions). */
export const parcelInstructions = pgTable('parcel_instructions', {
  id: serial('id').primaryKey(),
  instruction: text('instruction').notNull(),
  instructionAr: text('instruction_ar').notNull(),
  status: integer('status').notNull().default(1),
  createdAt: createdAt(),
});

export const advertisements = pgTable('advertisements', {
  id: serial('id').primaryKey(),
  addType: text('add_type').notNull(),
  title: text('title').notNull(),
  titleAr: text('title_ar').notNull(),
  description: text('description').notNull(),
  descriptionAr: text('description_ar').notNull(),
  storeId: integer('store_id').notNull(),
  moduleId: integer('module_id').notNull(),
  zoneId: integer('zone_id').notNull(),
  coverImage: text('cover_image'),
  profileImage: text('profile_image'),
  videoAttachment: text('video_attachment'),
  isRatingActive: integer('is_rating_active').notNull().default(1),
  isReviewActive: integer('is_review_active').notNull().default(1),
  priority: integer('priority').notNull().default(0),
  startDate: text('start_date').notNull(),
  endDate: text('end_date').notNull(),
  status: text('status').notNull().default('approved'),
  createdAt: createdAt(),
});

export const whyChoose = pgTable('why_choose', {
  id: serial('id').primaryKey(),
  moduleId: integer('module_id').notNull(),
  title: text('title').notNull(),
  titleAr: text('title_ar').notNull(),
  shortDescription: text('short_description').notNull(),
  shortDescriptionAr: text('short_description_ar').notNull(),
  image: text('image').notNull(),
  status: integer('status').notNull().default(1),
});

/** Free-form settings (landing data, per-module promotional banners and video content). */
export const settings = pgTable('settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').$type<unknown>().notNull(),
});

export const contentPages = pgTable('content_pages', {
  key: text('key').primaryKey(),
  title: text('title').notNull(),
  titleAr: text('title_ar').notNull(),
  content: text('content').notNull(),
  contentAr: text('content_ar').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});

export const newsletterSubscribers = pgTable(
  'newsletter_subscribers',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('newsletter_email_idx').on(t.email)],
);
