/**
 * What the sitemap lists of the catalogue, at any size: active stores and items in parts of at
 * most SITEMAP_PART_ROWS rows, a part being a range of ids (one indexed range query, in id order;
 * ids missing from a range only make its part shorter). The storefront writes each row in English
 * and Arabic (src/server/sitemap.ts), so a part holds at most twice as many URLs: 50 000, the
 * protocol's limit.
 */
import { and, asc, eq, gt, lte, max } from 'drizzle-orm';
import type { Db } from '../db/client';
import { items, stores } from '../db/schema';
import { iso } from './format';

export const SITEMAP_PART_ROWS = 25_000;
export const SITEMAP_KINDS = ['stores', 'items'] as const;
export type SitemapKind = (typeof SITEMAP_KINDS)[number];

export interface SitemapEntry {
  id: number;
  slug: string;
  updated_at: string | null;
}

/** Each kind's highest id (the primary key's last entry, not a count: at least as many as its rows) and its parts. */
export async function sitemapParts(db: Db): Promise<{ highestIds: Record<SitemapKind, number>; parts: Record<SitemapKind, number> }> {
  const [[s], [i]] = await Promise.all([db.select({ top: max(stores.id) }).from(stores), db.select({ top: max(items.id) }).from(items)]);
  const highestIds = { stores: s?.top ?? 0, items: i?.top ?? 0 };
  return { highestIds, parts: { stores: Math.ceil(highestIds.stores / SITEMAP_PART_ROWS), items: Math.ceil(highestIds.items / SITEMAP_PART_ROWS) } };
}

/** The rows of part `part` (from 1): active stores, or active items of active stores, in id order. */
export async function sitemapPart(db: Db, kind: SitemapKind, part: number): Promise<SitemapEntry[]> {
  const from = (part - 1) * SITEMAP_PART_ROWS;
  const to = part * SITEMAP_PART_ROWS;
  if (kind === 'stores') {
    const rows = await db
      .select({ id: stores.id, slug: stores.slug, at: stores.createdAt })
      .from(stores)
      .where(and(gt(stores.id, from), lte(stores.id, to), eq(stores.status, 1)))
      .orderBy(asc(stores.id));
    return rows.map((r) => ({ id: r.id, slug: r.slug, updated_at: iso(r.at) }));
  }
  const rows = await db
    .select({ id: items.id, slug: items.slug, at: items.createdAt })
    .from(items)
    .innerJoin(stores, eq(items.storeId, stores.id))
    .where(and(gt(items.id, from), lte(items.id, to), eq(items.status, 1), eq(stores.status, 1)))
    .orderBy(asc(items.id));
  return rows.map((r) => ({ id: r.id, slug: r.slug, updated_at: iso(r.at) }));
}
