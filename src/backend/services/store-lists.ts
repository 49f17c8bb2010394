/**
 * Store lists in SQL: the scope (active stores of the zones and module), the filters, the order
 * (distance included) and one page, with a capped total. Nothing reads every store of a zone into
 * the process to keep twelve of them; the orders lean on the indexes of migration 0016_catalogue_size.
 */
import { and, asc, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import { items, stores } from '../db/schema';
import { dubaiClock, type StoreRow } from './format';
import { TOTAL_CAP, type Page } from './catalog';

type Order = SQL;

/** Active stores of the zones (all when null) and the module (all when null), with more conditions. */
export function storeScope(zoneIds: number[] | null, moduleId: number | null, extra: (SQL | undefined)[] = []): SQL | undefined {
  return and(eq(stores.status, 1), zoneIds ? inArray(stores.zoneId, zoneIds) : undefined, moduleId !== null ? eq(stores.moduleId, moduleId) : undefined, ...extra);
}

/** Open now (as storeOpen in format.ts): the vendor's toggle on and today's schedule covering the Dubai time. */
export function openNow(now: Date = new Date()): SQL {
  const { day, time } = dubaiClock(now);
  return sql`(${stores.active} = 1 AND EXISTS (SELECT 1 FROM jsonb_array_elements(${stores.schedules}) AS slot
    WHERE (slot->>'day')::int = ${day} AND slot->>'opening_time' COLLATE "C" <= ${time} AND ${time} <= slot->>'closing_time' COLLATE "C"))`;
}

/** A store discount is set (the `discounted` filter; whether it runs today is the formatter's). */
export const hasDiscount = (): SQL => sql`(${stores.discount} IS NOT NULL AND jsonb_typeof(${stores.discount}) <> 'null')`;

/** An active item of the store has a discount (top offers near me). */
export const hasItemOffer = (): SQL => sql`EXISTS (SELECT 1 FROM ${items} WHERE ${items.storeId} = ${stores.id} AND ${items.status} = 1 AND ${items.discount} > 0)`;

/** The store has an item of one of the categories (or subcategories) that meets `extra` too. */
export function sellsIn(categoryIds: number[], extra: (SQL | undefined)[] = []): SQL {
  const cond = and(eq(items.storeId, stores.id), sql`(${inArray(items.categoryId, categoryIds)} OR ${inArray(items.subCategoryId, categoryIds)})`, ...extra);
  return sql`EXISTS (SELECT 1 FROM ${items} WHERE ${cond})`;
}

/** Metres from a point, the haversine formula of src/lib/distance.ts. */
export function metresFrom(lat: number, lng: number): SQL {
  return sql`(12742000 * asin(least(1, sqrt(power(sin(radians(${stores.latitude} - ${lat}::float8) / 2), 2)
    + cos(radians(${lat}::float8)) * cos(radians(${stores.latitude})) * power(sin(radians(${stores.longitude} - ${lng}::float8) / 2), 2)))))`;
}

/** The lower end of a delivery time such as "20-30 min", "2 hours" or "1-2 days", in minutes. */
const deliveryMinutes = (): SQL =>
  sql`(COALESCE(substring(${stores.deliveryTime} from '^([0-9]+)')::int, 0) * CASE WHEN ${stores.deliveryTime} LIKE '%day%' THEN 1440 WHEN ${stores.deliveryTime} LIKE '%hour%' THEN 60 ELSE 1 END)`;

/** The store lists' orders, each ending on the id so that pages never overlap. */
export const storeOrder = {
  popular: (): Order[] => [desc(stores.orderCount), asc(stores.id)],
  topRated: (): Order[] => [desc(stores.avgRating), desc(stores.ratingCount), asc(stores.id)],
  latest: (): Order[] => [desc(stores.createdAt), desc(stores.id)],
  fastDelivery: (): Order[] => [deliveryMinutes(), asc(stores.id)],
  nearest: (lat: number, lng: number): Order[] => [metresFrom(lat, lng), asc(stores.id)],
  /** Featured first, then the open ones, then by id (the default of get-stores). */
  featuredOpen: (now: Date = new Date()): Order[] => [desc(stores.featured), sql`${openNow(now)} DESC`, asc(stores.id)],
};

/** How many stores match, counting no further than TOTAL_CAP. */
export async function cappedStoreCount(db: Db, where: SQL | undefined): Promise<number> {
  const matches = db.select({ one: sql`1` }).from(stores).where(where).limit(TOTAL_CAP).as('matches');
  const [row] = await db.select({ n: count() }).from(matches);
  return row?.n ?? 0;
}

/** One page of stores in the given order, with the capped total. */
export async function pagedStores(db: Db, where: SQL | undefined, orderBy: Order[], page: Page): Promise<{ total: number; rows: StoreRow[] }> {
  const [rows, total] = await Promise.all([
    db
      .select()
      .from(stores)
      .where(where)
      .orderBy(...orderBy)
      .limit(page.limit)
      .offset((page.offset - 1) * page.limit),
    cappedStoreCount(db, where),
  ]);
  return { total, rows };
}
