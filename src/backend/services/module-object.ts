/**
 * The `module` object 6amMart puts on an Item (cart lines, order lines): clients keep only the cart
 * lines of the module they show and read `module_type` on cards and tracking. Module rows change
 * rarely; they are read once per database handle.
 */
import { asc } from 'drizzle-orm';
import type { Db } from '../db/client';
import { modules } from '../db/schema';
import type { Lang } from '../context';
import { mediaName, mediaUrl } from './media';
import { iso, tr } from './format';

type ModuleRow = typeof modules.$inferSelect;

const cache = new WeakMap<Db, Promise<Map<number, ModuleRow>>>();

export function moduleRows(db: Db): Promise<Map<number, ModuleRow>> {
  let cached = cache.get(db);
  if (!cached) {
    cached = db
      .select()
      .from(modules)
      .orderBy(asc(modules.id))
      .then((rows) => new Map(rows.map((r) => [r.id, r])));
    cached.catch(() => cache.delete(db));
    cache.set(db, cached);
  }
  return cached;
}

export function moduleObject(m: ModuleRow, lang: Lang) {
  return {
    id: m.id,
    module_name: tr(lang, m.moduleName, m.moduleNameAr),
    module_type: m.moduleType,
    slug: m.slug,
    thumbnail: mediaName(m.thumbnail),
    thumbnail_full_url: mediaUrl(m.thumbnail),
    icon: mediaName(m.icon),
    icon_full_url: mediaUrl(m.icon),
    status: String(m.status),
    theme_id: m.themeId,
    description: tr(lang, m.description, m.descriptionAr),
    all_zone_service: m.allZoneService,
    created_at: iso(m.createdAt),
    updated_at: iso(m.createdAt),
  };
}

/** The module object of a module id, or null when the module is gone. */
export async function moduleObjectOf(db: Db, lang: Lang, moduleId: number): Promise<ReturnType<typeof moduleObject> | null> {
  const row = (await moduleRows(db)).get(moduleId);
  return row ? moduleObject(row, lang) : null;
}
