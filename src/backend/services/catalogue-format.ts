/**
 * Answer shapes and conditions that several catalogue handlers share: a category, a campaign and
 * its items, a review, the veg filter and "campaigns running today". Handlers import them from
 * here, never from one another.
 */
import { and, eq, gte, lte, type SQL } from 'drizzle-orm';
import type { Ctx } from '../context';
import { campaigns, items, type itemCampaigns, type reviews } from '../db/schema';
import { mediaName, mediaUrl } from './media';
import { formatItems } from './catalog';
import { dubaiClock, iso, tr, type CategoryRow, type StoreRow } from './format';

type CampaignRow = typeof campaigns.$inferSelect;

export function vegCondition(type: 'all' | 'veg' | 'non_veg'): SQL | undefined {
  if (type === 'veg') return eq(items.veg, 1);
  if (type === 'non_veg') return eq(items.veg, 0);
  return undefined;
}

export function formatCategory(c: CategoryRow, ctx: Ctx, extra: { childes?: CategoryRow[]; productsCount?: number } = {}): Record<string, unknown> {
  return {
    id: c.id,
    name: tr(ctx.lang, c.name, c.nameAr),
    slug: c.slug,
    image: mediaName(c.image),
    image_full_url: mediaUrl(c.image),
    parent_id: c.parentId,
    position: c.position,
    status: c.status,
    priority: c.priority,
    module_id: c.moduleId,
    featured: c.featured,
    products_count: extra.productsCount ?? 0,
    childes: (extra.childes ?? []).map((ch) => formatCategory(ch, ctx)),
    created_at: iso(c.createdAt),
    updated_at: iso(c.createdAt),
    storage: [],
    translations: [],
  };
}

export function formatCampaign(c: CampaignRow, ctx: Ctx): Record<string, unknown> {
  return {
    id: c.id,
    slug: c.slug,
    title: tr(ctx.lang, c.title, c.titleAr),
    description: tr(ctx.lang, c.description, c.descriptionAr),
    image: mediaName(c.image),
    image_full_url: mediaUrl(c.image),
    start_date: c.startDate,
    end_date: c.endDate,
    available_date_starts: c.startDate,
    available_date_ends: c.endDate,
    start_time: c.startTime,
    end_time: c.endTime,
    available_time_starts: c.startTime,
    available_time_ends: c.endTime,
    module_id: c.moduleId,
    status: c.status,
    is_running: dubaiClock(new Date()).date <= c.endDate,
    created_at: iso(c.createdAt),
    updated_at: iso(c.createdAt),
    storage: [],
    translations: [],
  };
}

/** Basic campaigns running today (Dubai date). */
export function runningCampaignWhere(moduleId: number | null) {
  const today = dubaiClock(new Date()).date;
  return and(eq(campaigns.status, 1), lte(campaigns.startDate, today), gte(campaigns.endDate, today), moduleId !== null ? eq(campaigns.moduleId, moduleId) : undefined);
}

export async function formatCampaignItems(ctx: Ctx, rows: { c: typeof itemCampaigns.$inferSelect; item: typeof items.$inferSelect; store: StoreRow }[]) {
  const base = await formatItems(ctx, rows.map((r) => ({ item: r.item, store: r.store })));
  const today = dubaiClock(new Date()).date;
  return rows.map((r, i) => {
    const title = tr(ctx.lang, r.c.title, r.c.titleAr);
    return {
      ...base[i],
      id: r.c.id,
      item_id: r.item.id,
      slug: r.c.slug,
      name: title,
      title,
      price: r.c.price,
      discount: r.c.discount,
      discount_type: r.c.discountType,
      available_date_starts: r.c.startDate,
      available_date_ends: r.c.endDate,
      start_date: r.c.startDate,
      end_date: r.c.endDate,
      start_time: r.c.startTime,
      end_time: r.c.endTime,
      is_campaign: 1,
      isCampaignItem: true,
      is_running: r.c.startDate <= today && today <= r.c.endDate,
      variations: [],
      stock: r.item.stock,
      created_at: iso(r.c.createdAt),
    };
  });
}

export function formatReview(r: typeof reviews.$inferSelect, extra: { itemName?: string; itemImage?: string | null } = {}) {
  const [f = '', l = ''] = r.customerName.split(' ');
  return {
    id: r.id,
    item_id: r.itemId,
    store_id: r.storeId,
    comment: r.comment,
    rating: r.rating,
    reply: r.reply,
    customer_name: r.customerName,
    customer: { f_name: f, l_name: l, image_full_url: null },
    item_name: extra.itemName ?? null,
    item_image_full_url: extra.itemImage ?? null,
    attachment: [],
    created_at: iso(r.createdAt),
    updated_at: iso(r.createdAt),
  };
}

