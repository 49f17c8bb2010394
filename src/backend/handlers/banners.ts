/** banners, banners/{store_id}, other-banners (promotional), video content and why-choose-us. */
import { and, asc, desc, eq, inArray, or } from 'drizzle-orm';
import { optionalModule, optionalZones, requireModule, requireZones, type Ctx } from '../context';
import { ApiError, json } from '../http';
import type { Route } from '../route-types';
import { banners, campaigns, items, settings, stores, whyChoose } from '../db/schema';
import { mediaName, mediaUrl } from '../services/media';
import { formatItems, formatStores } from '../services/catalog';
import { iso, tr } from '../services/format';
import { formatCampaign, runningCampaignWhere } from '../services/catalogue-format';

type BannerRow = typeof banners.$inferSelect;

async function formatBanners(ctx: Ctx, rows: BannerRow[]) {
  const storeIds = rows.filter((b) => b.type === 'store_wise' && b.data !== null).map((b) => b.data as number);
  const itemIds = rows.filter((b) => b.type === 'item_wise' && b.data !== null).map((b) => b.data as number);
  const [storeRows, itemRows] = await Promise.all([
    storeIds.length ? ctx.db.select().from(stores).where(inArray(stores.id, storeIds)) : Promise.resolve([]),
    itemIds.length ? ctx.db.select({ item: items, store: stores }).from(items).innerJoin(stores, eq(items.storeId, stores.id)).where(inArray(items.id, itemIds)) : Promise.resolve([]),
  ]);
  const [fStores, fItems] = await Promise.all([formatStores(ctx, storeRows), formatItems(ctx, itemRows)]);
  const storeById = new Map(fStores.map((s) => [s.id as number, s]));
  const itemById = new Map(fItems.map((i) => [i.id as number, i]));
  return rows.map((b) => ({
    id: b.id,
    title: tr(ctx.lang, b.title, b.titleAr),
    type: b.type,
    image: mediaName(b.image),
    image_full_url: mediaUrl(b.image),
    status: b.status,
    data: b.data,
    link: b.link,
    default_link: b.link,
    zone_id: b.zoneId,
    module_id: b.moduleId,
    featured: b.featured,
    created_at: iso(b.createdAt),
    updated_at: iso(b.createdAt),
    storage: [],
    store: b.type === 'store_wise' && b.data !== null ? storeById.get(b.data) ?? null : null,
    item: b.type === 'item_wise' && b.data !== null ? itemById.get(b.data) ?? null : null,
  }));
}

async function bannerList(ctx: Ctx) {
  const zoneIds = requireZones(ctx);
  const moduleId = optionalModule(ctx);
  const featured = ctx.req.query.featured === '1';
  const rows = await ctx.db
    .select()
    .from(banners)
    .where(and(eq(banners.status, 1), inArray(banners.zoneId, zoneIds), moduleId !== null ? eq(banners.moduleId, moduleId) : undefined, featured ? eq(banners.featured, 1) : undefined))
    .orderBy(desc(banners.createdAt), asc(banners.id));
  const campaignRows = await ctx.db.select().from(campaigns).where(runningCampaignWhere(moduleId)).orderBy(asc(campaigns.id));
  return json({ campaigns: campaignRows.map((c) => formatCampaign(c, ctx)), banners: await formatBanners(ctx, rows) });
}

async function storeBanners(ctx: Ctx) {
  const id = Number(ctx.params.store_id);
  if (!Number.isInteger(id) || id <= 0) throw new ApiError(422, 'store_id', 'The store id must be a number.');
  optionalZones(ctx);
  const storeItemIds = (await ctx.db.select({ id: items.id }).from(items).where(eq(items.storeId, id))).map((r) => r.id);
  const rows = await ctx.db
    .select()
    .from(banners)
    .where(
      and(
        eq(banners.status, 1),
        or(and(eq(banners.type, 'store_wise'), eq(banners.data, id)), storeItemIds.length ? and(eq(banners.type, 'item_wise'), inArray(banners.data, storeItemIds)) : undefined),
      ),
    )
    .orderBy(asc(banners.id));
  return json(await formatBanners(ctx, rows));
}

interface PromoSetting {
  banners: string[];
  new_arrival_section_banner: string;
  best_reviewed_section_banner: string;
  bottom_section_banner: string;
  basic_section_nearby: string;
  promotional_banner: string;
}

async function moduleSetting<T>(ctx: Ctx, key: string): Promise<T | null> {
  const [row] = await ctx.db.select().from(settings).where(eq(settings.key, key));
  return row ? (row.value as T) : null;
}

async function otherBanners(ctx: Ctx) {
  const moduleId = requireModule(ctx);
  const s = await moduleSetting<PromoSetting>(ctx, `promotional_banners:${moduleId}`);
  const pair = (key: keyof Omit<PromoSetting, 'banners'>) => ({ [key]: mediaName(s?.[key]), [`${key}_full_url`]: mediaUrl(s?.[key]) });
  return json({
    banners: (s?.banners ?? []).map((b, i) => ({ id: i + 1, key: 'promotional_banner', module_id: moduleId, value: mediaName(b), value_full_url: mediaUrl(b), storage: [] })),
    promotional_banner_url: mediaUrl(s?.promotional_banner),
    ...pair('promotional_banner'),
    ...pair('new_arrival_section_banner'),
    ...pair('best_reviewed_section_banner'),
    ...pair('bottom_section_banner'),
    ...pair('basic_section_nearby'),
  });
}

interface VideoSetting {
  banner_type: string;
  banner_video: string | null;
  banner_image: string | null;
  banner_video_content: string | null;
  banner_contents: { en: string[]; ar: string[] };
}

async function videoContent(ctx: Ctx) {
  const moduleId = requireModule(ctx);
  const s = await moduleSetting<VideoSetting>(ctx, `video_content:${moduleId}`);
  const contents = s ? s.banner_contents[ctx.lang] : [];
  return json({
    banner_type: s?.banner_type ?? null,
    banner_video: s?.banner_video ?? null,
    banner_video_full_url: mediaUrl(s?.banner_video),
    banner_video_content: mediaName(s?.banner_video_content),
    banner_video_content_full_url: mediaUrl(s?.banner_video_content),
    banner_image: mediaName(s?.banner_image),
    banner_image_full_url: mediaUrl(s?.banner_image),
    banner_contents: contents.map((value, i) => ({ id: i + 1, key: `banner_content_${i + 1}`, value })),
  });
}

async function whyChooseHandler(ctx: Ctx) {
  const moduleId = requireModule(ctx);
  const rows = await ctx.db.select().from(whyChoose).where(and(eq(whyChoose.moduleId, moduleId), eq(whyChoose.status, 1))).orderBy(asc(whyChoose.id));
  return json({
    banners: rows.map((w) => ({
      id: w.id,
      module_id: w.moduleId,
      title: tr(ctx.lang, w.title, w.titleAr),
      short_description: tr(ctx.lang, w.shortDescription, w.shortDescriptionAr),
      image: mediaName(w.image),
      image_full_url: mediaUrl(w.image),
      status: w.status,
    })),
  });
}

export const routes: Route[] = [
  { method: 'GET', path: 'banners', handler: bannerList },
  { method: 'GET', path: 'banners/:store_id', handler: storeBanners },
  { method: 'GET', path: 'other-banners', handler: otherBanners },
  { method: 'GET', path: 'other-banners/video-content', handler: videoContent },
  { method: 'GET', path: 'other-banners/why-choose', handler: whyChooseHandler },
];
