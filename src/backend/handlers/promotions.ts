/** Brands, campaigns, flash sales, common conditions, ads, parcel categories, vehicles and coupons. */
import { z } from 'zod';
import { and, asc, count, desc, eq, gte, inArray, lte, or } from 'drizzle-orm';
import { optionalModule, optionalZones, pageQuery, parseQuery, q, requireModule, requireZones, type Ctx } from '../context';
import { ApiError, json } from '../http';
import type { Route } from '../route-types';
import {
  advertisements,
  brands,
  campaignStores,
  campaigns,
  commonConditions,
  coupons,
  flashSaleItems,
  flashSales,
  itemCampaigns,
  items,
  parcelCategories,
  reviews,
  stores,
  vehicles,
} from '../db/schema';
import { mediaName, mediaUrl } from '../services/media';
import { formatItems, formatStores, itemScope, pagedItems } from '../services/catalog';
import { dubaiClock, iso, tr } from '../services/format';
import { formatCampaign, runningCampaignWhere } from '../services/catalogue-format';
import { requireCustomer } from '../services/guards';
import { couponAnswer } from '../services/coupon-rules';
import { usableBy } from '../services/coupon-usable';
import { formatCampaignItems } from '../services/catalogue-format';

const today = () => dubaiClock(new Date()).date;
const idParam = (ctx: Ctx, key: string): number => {
  const n = Number(ctx.params[key]);
  if (!Number.isInteger(n) || n <= 0) throw new ApiError(422, key, `The ${key.replace('_', ' ')} must be a number.`);
  return n;
};

// ---------- brands ----------

async function brandList(ctx: Ctx) {
  const moduleId = optionalModule(ctx);
  const zoneIds = optionalZones(ctx);
  const rows = await ctx.db.select().from(brands).where(and(eq(brands.status, 1), moduleId !== null ? eq(brands.moduleId, moduleId) : undefined)).orderBy(asc(brands.id));
  const counts = await ctx.db
    .select({ id: items.brandId, n: count() })
    .from(items)
    .where(and(eq(items.status, 1), zoneIds ? inArray(items.zoneId, zoneIds) : undefined))
    .groupBy(items.brandId);
  const byId = new Map(counts.map((c) => [c.id, c.n]));
  return json(
    rows.map((b) => ({
      id: b.id,
      name: tr(ctx.lang, b.name, b.nameAr),
      slug: b.slug,
      image: mediaName(b.image),
      image_full_url: mediaUrl(b.image),
      status: b.status,
      module_id: b.moduleId,
      items_count: byId.get(b.id) ?? 0,
      created_at: iso(b.createdAt),
      updated_at: iso(b.createdAt),
      storage: [],
      translations: [],
    })),
  );
}

async function brandItems(ctx: Ctx) {
  const key = ctx.params.id ?? '';
  const [brand] = await ctx.db.select().from(brands).where(/^\d+$/.test(key) ? eq(brands.id, Number(key)) : eq(brands.slug, key));
  if (!brand) throw new ApiError(404, 'brand', 'Brand not found.');
  const zoneIds = requireZones(ctx);
  const page = parseQuery(ctx, z.object(pageQuery));
  return json(await pagedItems(ctx, itemScope(zoneIds, null, [eq(items.brandId, brand.id)]), [desc(items.orderCount)], page));
}

// ---------- campaigns ----------

async function basicCampaigns(ctx: Ctx) {
  requireZones(ctx);
  const moduleId = requireModule(ctx);
  const rows = await ctx.db.select().from(campaigns).where(runningCampaignWhere(moduleId)).orderBy(asc(campaigns.id));
  return json(rows.map((c) => formatCampaign(c, ctx)));
}

async function basicCampaignDetails(ctx: Ctx) {
  const key = (q(ctx, 'basic_campaign_id') ?? q(ctx, 'campaign_id') ?? '').trim();
  if (!key) throw new ApiError(422, 'basic_campaign_id', 'The basic campaign id field is required.');
  const zoneIds = optionalZones(ctx);
  const [c] = await ctx.db.select().from(campaigns).where(/^\d+$/.test(key) ? eq(campaigns.id, Number(key)) : eq(campaigns.slug, key));
  if (!c) throw new ApiError(404, 'campaign', 'Campaign not found.');
  const storeRows = await ctx.db
    .select({ store: stores })
    .from(campaignStores)
    .innerJoin(stores, eq(campaignStores.storeId, stores.id))
    .where(and(eq(campaignStores.campaignId, c.id), eq(stores.status, 1), zoneIds ? inArray(stores.zoneId, zoneIds) : undefined))
    .orderBy(asc(stores.id));
  return json({ ...formatCampaign(c, ctx), stores: await formatStores(ctx, storeRows.map((r) => r.store)) });
}

async function itemCampaignList(ctx: Ctx) {
  const zoneIds = requireZones(ctx);
  const moduleId = requireModule(ctx);
  const d = today();
  const rows = await ctx.db
    .select({ c: itemCampaigns, item: items, store: stores })
    .from(itemCampaigns)
    .innerJoin(items, eq(itemCampaigns.itemId, items.id))
    .innerJoin(stores, eq(items.storeId, stores.id))
    .where(and(eq(itemCampaigns.status, 1), eq(itemCampaigns.moduleId, moduleId), inArray(items.zoneId, zoneIds), lte(itemCampaigns.startDate, d), gte(itemCampaigns.endDate, d)))
    .orderBy(asc(itemCampaigns.id));
  return json(await formatCampaignItems(ctx, rows));
}

// ---------- flash sales ----------

type FlashRow = typeof flashSales.$inferSelect;

function formatFlashSale(f: FlashRow, ctx: Ctx) {
  return {
    id: f.id,
    title: tr(ctx.lang, f.title, f.titleAr),
    module_id: f.moduleId,
    discount_percentage: f.discountPercentage,
    start_date: iso(f.startDate),
    end_date: iso(f.endDate),
    is_publish: f.isPublish,
    created_at: iso(f.createdAt),
    updated_at: iso(f.createdAt),
  };
}

async function flashProducts(ctx: Ctx, saleId: number, zoneIds: number[], page: { limit: number; offset: number }) {
  const where = and(eq(flashSaleItems.flashSaleId, saleId), eq(flashSaleItems.status, 1), inArray(items.zoneId, zoneIds), eq(items.status, 1));
  const [rows, [total]] = await Promise.all([
    ctx.db
      .select({ fsi: flashSaleItems, item: items, store: stores })
      .from(flashSaleItems)
      .innerJoin(items, eq(flashSaleItems.itemId, items.id))
      .innerJoin(stores, eq(items.storeId, stores.id))
      .where(where)
      .orderBy(asc(flashSaleItems.id))
      .limit(page.limit)
      .offset((page.offset - 1) * page.limit),
    ctx.db.select({ n: count() }).from(flashSaleItems).innerJoin(items, eq(flashSaleItems.itemId, items.id)).where(where),
  ]);
  const flash = new Map(
    rows.map((r) => [r.item.id, { stock: r.fsi.stock, sold: r.fsi.sold, available_stock: r.fsi.availableStock, discount: r.fsi.discount, discount_type: r.fsi.discountType, flash_sale_id: saleId }]),
  );
  const formatted = await formatItems(ctx, rows.map((r) => ({ item: r.item, store: r.store })), flash);
  const list = rows.map((r, i) => ({
    id: r.fsi.id,
    flash_sale_id: saleId,
    item_id: r.item.id,
    stock: r.fsi.stock,
    sold: r.fsi.sold,
    available_stock: r.fsi.availableStock,
    discount: r.fsi.discount,
    discount_type: r.fsi.discountType,
    price: r.item.price,
    discount_amount: r.fsi.discountType === 'percent' ? Math.round(r.item.price * r.fsi.discount) / 100 : r.fsi.discount,
    status: r.fsi.status,
    item: formatted[i],
  }));
  return { total: total?.n ?? 0, list, formatted };
}

/** The most products of a flash sale the home panel shows (spec 02 section 9). */
const FLASH_PANEL_MOST = 15;

async function runningSale(ctx: Ctx, moduleId: number | null, id?: number, page = { limit: 1, offset: 1 }): Promise<FlashRow | undefined> {
  const now = new Date();
  const [row] = await ctx.db
    .select()
    .from(flashSales)
    .where(
      and(
        eq(flashSales.isPublish, 1),
        id !== undefined ? eq(flashSales.id, id) : and(lte(flashSales.startDate, now), gte(flashSales.endDate, now)),
        moduleId !== null ? eq(flashSales.moduleId, moduleId) : undefined,
      ),
    )
    .orderBy(asc(flashSales.endDate), asc(flashSales.id))
    .limit(page.limit)
    .offset((page.offset - 1) * page.limit);
  return row;
}

async function flashSaleHandler(ctx: Ctx) {
  const zoneIds = requireZones(ctx);
  const moduleId = requireModule(ctx);
  // limit and offset page the module's running sales (the storefront asks limit=2, offset=1 and
  // shows the first); the sale's products are the first FLASH_PANEL_MOST, what the home panel shows
  const page = parseQuery(ctx, z.object(pageQuery));
  const sale = await runningSale(ctx, moduleId, undefined, page);
  if (!sale) return json({});
  const { total, list } = await flashProducts(ctx, sale.id, zoneIds, { limit: FLASH_PANEL_MOST, offset: 1 });
  return json({ ...formatFlashSale(sale, ctx), total_size: total, limit: page.limit, offset: page.offset, active_products: list });
}

async function flashSaleItemsHandler(ctx: Ctx) {
  const zoneIds = requireZones(ctx);
  const input = parseQuery(ctx, z.object({ ...pageQuery, flash_sale_id: z.coerce.number({ message: 'The flash sale id field is required.' }).int().positive('The flash sale id field is required.') }));
  const sale = await runningSale(ctx, null, input.flash_sale_id);
  if (!sale) throw new ApiError(404, 'flash_sale', 'Flash sale not found.');
  const { total, list, formatted } = await flashProducts(ctx, sale.id, zoneIds, input);
  return json({ total_size: total, limit: input.limit, offset: input.offset, flash_sale: formatFlashSale(sale, ctx), products: formatted, active_products: list });
}

// ---------- common conditions ----------

async function conditionList(ctx: Ctx) {
  const rows = await ctx.db.select().from(commonConditions).where(eq(commonConditions.status, 1)).orderBy(asc(commonConditions.id));
  return json(rows.map((c) => ({ id: c.id, name: tr(ctx.lang, c.name, c.nameAr), status: c.status, created_at: iso(c.createdAt), updated_at: iso(c.createdAt) })));
}

async function conditionItems(ctx: Ctx) {
  const id = idParam(ctx, 'id');
  const zoneIds = requireZones(ctx);
  const page = parseQuery(ctx, z.object({ ...pageQuery, limit: pageQuery.limit.default(20) }));
  const [c] = await ctx.db.select().from(commonConditions).where(eq(commonConditions.id, id));
  if (!c) throw new ApiError(404, 'common_condition', 'Common condition not found.');
  return json(await pagedItems(ctx, itemScope(zoneIds, optionalModule(ctx), [eq(items.commonConditionId, id)]), [desc(items.orderCount)], page));
}

// ---------- ads, parcel, vehicles, coupons ----------

async function adList(ctx: Ctx) {
  const zoneIds = requireZones(ctx);
  const moduleId = requireModule(ctx);
  const d = today();
  const rows = await ctx.db
    .select({ ad: advertisements, store: stores })
    .from(advertisements)
    .innerJoin(stores, eq(advertisements.storeId, stores.id))
    .where(and(eq(advertisements.status, 'approved'), eq(advertisements.moduleId, moduleId), inArray(advertisements.zoneId, zoneIds), lte(advertisements.startDate, d), gte(advertisements.endDate, d)))
    .orderBy(asc(advertisements.priority), asc(advertisements.id));
  const storeIds = rows.map((r) => r.store.id);
  const reviewCounts = storeIds.length
    ? await ctx.db.select({ id: reviews.storeId, n: count() }).from(reviews).where(inArray(reviews.storeId, storeIds)).groupBy(reviews.storeId)
    : [];
  const rc = new Map(reviewCounts.map((r) => [r.id, r.n]));
  const fStores = await formatStores(ctx, rows.map((r) => r.store));
  return json(
    rows.map((r, i) => ({
      id: r.ad.id,
      add_type: r.ad.addType,
      title: tr(ctx.lang, r.ad.title, r.ad.titleAr),
      description: tr(ctx.lang, r.ad.description, r.ad.descriptionAr),
      store_id: r.ad.storeId,
      module_id: r.ad.moduleId,
      zone_id: r.ad.zoneId,
      priority: r.ad.priority,
      start_date: r.ad.startDate,
      end_date: r.ad.endDate,
      status: r.ad.status,
      cover_image: mediaName(r.ad.coverImage),
      cover_image_full_url: mediaUrl(r.ad.coverImage),
      profile_image: mediaName(r.ad.profileImage),
      profile_image_full_url: mediaUrl(r.ad.profileImage),
      video_attachment: r.ad.videoAttachment,
      video_attachment_full_url: mediaUrl(r.ad.videoAttachment),
      is_rating_active: r.ad.isRatingActive,
      is_review_active: r.ad.isReviewActive,
      average_rating: r.store.avgRating,
      reviews_comments_count: rc.get(r.store.id) ?? 0,
      store: fStores[i],
    })),
  );
}

async function parcelCategoryList(ctx: Ctx) {
  const moduleId = optionalModule(ctx);
  const rows = await ctx.db
    .select()
    .from(parcelCategories)
    .where(and(eq(parcelCategories.status, 1), moduleId !== null ? eq(parcelCategories.moduleId, moduleId) : undefined))
    .orderBy(asc(parcelCategories.id));
  return json(
    rows.map((p) => ({
      id: p.id,
      module_id: p.moduleId,
      name: tr(ctx.lang, p.name, p.nameAr),
      description: tr(ctx.lang, p.description, p.descriptionAr),
      image: mediaName(p.image),
      image_full_url: mediaUrl(p.image),
      parcel_per_km_shipping_charge: p.parcelPerKmShippingCharge,
      parcel_minimum_shipping_charge: p.parcelMinimumShippingCharge,
      status: p.status,
      created_at: iso(p.createdAt),
      updated_at: iso(p.createdAt),
    })),
  );
}

async function vehicleList(ctx: Ctx) {
  const rows = await ctx.db.select().from(vehicles).where(eq(vehicles.status, 1)).orderBy(asc(vehicles.id));
  return json(
    rows.map((v) => ({
      id: v.id,
      type: tr(ctx.lang, v.type, v.typeAr),
      status: v.status,
      starting_coverage_area: v.startingCoverageArea,
      maximum_coverage_area: v.maximumCoverageArea,
      extra_charges: v.extraCharges,
      created_at: iso(v.createdAt),
      updated_at: iso(v.createdAt),
    })),
  );
}

async function couponList(ctx: Ctx) {
  const zoneIds = optionalZones(ctx);
  const moduleId = optionalModule(ctx);
  const storeId = q(ctx, 'store_id');
  const d = today();
  const rows = await ctx.db
    .select({ coupon: coupons, storeName: stores.name, storeNameAr: stores.nameAr })
    .from(coupons)
    .leftJoin(stores, eq(coupons.storeId, stores.id))
    .where(
      and(
        eq(coupons.status, 1),
        lte(coupons.startDate, d),
        gte(coupons.expireDate, d),
        moduleId !== null ? eq(coupons.moduleId, moduleId) : undefined,
        storeId && /^\d+$/.test(storeId) ? or(eq(coupons.storeId, Number(storeId)), eq(coupons.couponType, 'default')) : undefined,
      ),
    )
    .orderBy(asc(coupons.id));
  // a signed-in customer sees only the coupons they can still use (first order, use limit)
  const usable = ctx.req.headers.authorization ? await usableBy(ctx.db, (await requireCustomer(ctx)).id, rows) : rows;
  return json(
    usable
      .filter((r) => !zoneIds || r.coupon.zoneIds.some((z) => zoneIds.includes(z)))
      .map(({ coupon: c, storeName, storeNameAr }) => ({
        ...couponAnswer(ctx.lang, c),
        status: c.status,
        module_id: c.moduleId,
        data: c.storeId !== null ? JSON.stringify([c.storeId]) : JSON.stringify(c.zoneIds),
        zone_ids: c.zoneIds,
        store: c.storeId !== null && storeName ? { id: c.storeId, name: tr(ctx.lang, storeName, storeNameAr) } : null,
        created_at: iso(c.createdAt),
        updated_at: iso(c.createdAt),
      })),
  );
}

export const routes: Route[] = [
  { method: 'GET', path: 'brand', handler: brandList },
  { method: 'GET', path: 'brand/items/:id', handler: brandItems },
  { method: 'GET', path: 'campaigns/basic', handler: basicCampaigns },
  { method: 'GET', path: 'campaigns/basic-campaign-details', handler: basicCampaignDetails },
  { method: 'GET', path: 'campaigns/item', handler: itemCampaignList },
  { method: 'GET', path: 'flash-sales', handler: flashSaleHandler },
  { method: 'GET', path: 'flash-sales/items', handler: flashSaleItemsHandler },
  { method: 'GET', path: 'common-condition', handler: conditionList },
  { method: 'GET', path: 'common-condition/items/:id', handler: conditionItems },
  { method: 'GET', path: 'advertisement/list', handler: adList },
  { method: 'GET', path: 'parcel-category', handler: parcelCategoryList },
  { method: 'GET', path: 'get-vehicles', handler: vehicleList },
  { method: 'GET', path: 'coupon/list', handler: couponList },
];
