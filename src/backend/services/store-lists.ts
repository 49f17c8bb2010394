/**
 * Store lists in SQL: the scope (active stores of the zones and module), the filters, the order
 * (distance included) and one page, with a capped total. Nothing reads every store of a zone into
 * the process to keep twelve of them; the orders lean on the indexes of migration 0018_catalogue_size.
 */
import { and, asc, count, desc, eq, inArray, ne, not, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import { rowsOf } from '../db/rows';
import { items, stores } from '../db/schema';
import { dubaiClock, type StoreRow } from './format';
import { rowVersion } from '../row-versions';
import { keptCount, storeRowsAt, TOTAL_CAP, type KeptCount, type Page, type StoreRef } from './catalog';

export type Order = SQL;

/** Active stores of the zones (all when null) and the module (all when null), with more conditions. */
export function storeScope(zoneIds: number[] | null, moduleId: number | null, extra: (SQL | undefined)[] = []): SQL | undefined {
  // `status = 1` written as it stands, not as a parameter: the partial indexes of active stores
  // (the points', the offers') are then open to a prepared statement's generic plan as well
  return and(sql`${stores.status} = 1`, zoneIds ? inArray(stores.zoneId, zoneIds) : undefined, moduleId !== null ? eq(stores.moduleId, moduleId) : undefined, ...extra);
}

/** Open now (as storeOpen in format.ts): the vendor's toggle on and today's schedule covering the Dubai time. */
export function openNow(now: Date = new Date()): SQL {
  const { day, time } = dubaiClock(now);
  return sql`(${stores.active} = 1 AND EXISTS (SELECT 1 FROM jsonb_array_elements(${stores.schedules}) AS slot
    WHERE (slot->>'day')::int = ${day} AND slot->>'opening_time' COLLATE "C" <= ${time} AND ${time} <= slot->>'closing_time' COLLATE "C"))`;
}

/** A store discount is set (the `discounted` filter; whether it runs today is the formatter's). */
export const hasDiscount = (): SQL => sql`(${stores.discount} IS NOT NULL AND jsonb_typeof(${stores.discount}) <> 'null')`;

/** The store delivers free: its own free delivery, when it delivers itself (format.ts's deliversFree, the order totals' rule). */
export const freeDelivery = (): SQL | undefined => and(eq(stores.freeDelivery, 1), eq(stores.selfDeliverySystem, 1));

/**
 * An active item of the store has a discount (top offers near me): the store's count of them,
 * kept by the database as items change (stores.item_offers, migration 0019_store_offers).
 */
const hasItemOffer = (): SQL => sql`${stores}."item_offers" > 0`;

/** A discount of the store's own or on one of its items: written as stores_scope_offers_idx's condition, which the planner matches. */
export const hasOffer = (): SQL => sql`(${hasDiscount()} OR ${hasItemOffer()})`;

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

/** The store lists' orders, each ending on the id so that pages never overlap (each with its index, 0018_catalogue_size). */
export const storeOrder = {
  popular: (): Order[] => [desc(stores.orderCount), asc(stores.id)],
  topRated: (): Order[] => [desc(stores.avgRating), desc(stores.ratingCount), asc(stores.id)],
  latest: (): Order[] => [desc(stores.createdAt), desc(stores.id)],
  fastDelivery: (): Order[] => [deliveryMinutes(), asc(stores.id)],
};

/** One part of a store list: its stores and their order; `near`: ranked by distance among the nearest candidates. */
export interface StoreListPart {
  where: SQL | undefined;
  orderBy: Order[];
  near?: { lat: number; lng: number };
  /**
   * The whole list's stores, when its parts only order them: the total is their capped count
   * (an index-only scan), and a part is counted only to skip past it to a later page.
   */
  whole?: SQL;
  /** Read (and counted) only while the parts before it hold fewer than this many stores (a search's close words). */
  onlyBelow?: number;
  /**
   * The part's stores (its `whole`, when it has one) are all the active stores of the zones and
   * module (`stores`), or those with an offer (`offers`): their count is the kept one.
   */
  kept?: KeptCount;
  /** Reads the part's page of ids and its count up to `cap` its own way (a search's word index, search-words.ts). */
  read?: (need: number, skip: number, cap: number) => Promise<{ refs: StoreRef[]; matches: number } | null>;
}

/**
 * The parts, their stores counted by the kept count: for a list of exactly those stores, of one part
 * or of parts that only order one `whole` (a part of several is counted by its own condition).
 */
export function countedAs(parts: StoreListPart[], kept: KeptCount | undefined): StoreListPart[] {
  return kept ? parts.map((part) => ({ ...part, kept })) : parts;
}

/** The stores of `where` in one order. */
export function ordered(where: SQL | undefined, orderBy: Order[]): StoreListPart[] {
  return [{ where, orderBy }];
}

/** Nearest first from a point, by the haversine distance in metres (nearestRows reads them from the points' index). */
export function nearestFirst(where: SQL | undefined, lat: number, lng: number): StoreListPart[] {
  return [{ where, orderBy: [metresFrom(lat, lng), asc(stores.id)], near: { lat, lng } }];
}

/** Featured first, then the open ones, then by id (get-stores' own order): four parts, each read in id order. */
export function featuredThenOpen(where: SQL | undefined, now: Date = new Date()): StoreListPart[] {
  const open = openNow(now);
  const whole = and(where) ?? sql`true`;
  return [
    { where: and(where, eq(stores.featured, 1), open), orderBy: [asc(stores.id)], whole },
    { where: and(where, eq(stores.featured, 1), not(open)), orderBy: [asc(stores.id)], whole },
    { where: and(where, ne(stores.featured, 1), open), orderBy: [asc(stores.id)], whole },
    { where: and(where, ne(stores.featured, 1), not(open)), orderBy: [asc(stores.id)], whole },
  ];
}

/** How many stores match, counting no further than `cap` (in the popular order, so that an index scan stops there). */
async function cappedStoreCount(db: Db, where: SQL | undefined, cap: number): Promise<number> {
  if (cap <= 0) return 0;
  const matches = db.select({ id: stores.id }).from(stores).where(where).orderBy(...storeOrder.popular()).limit(cap).as('matches');
  const [row] = await db.select({ n: count() }).from(matches);
  return row?.n ?? 0;
}

/** How many stores a part (its whole, when it has one) holds, no more than `cap`: kept or counted. */
function partCount(db: Db, part: StoreListPart, where: SQL | undefined, cap: number): Promise<number> {
  return part.kept ? keptCount(db, part.kept, cap) : cappedStoreCount(db, where, cap);
}

async function partRows(db: Db, part: StoreListPart, limit: number, skip: number): Promise<StoreRow[]> {
  if (!part.near) return db.select().from(stores).where(part.where).orderBy(...part.orderBy).limit(limit).offset(skip);
  return nearestRows(db, part.where, part.near, part.orderBy, limit, skip);
}

/**
 * How far the first walk of the stores' points reads for a page ending at `end`: four more, for
 * stores about as far as the page's last (the walk reads them in the order of metres already).
 */
const firstWalk = (end: number): number => end + 4;

/** A store's point on the unit sphere: stores_sphere_idx's expression (migration 0028_store_sphere). */
const storeOnSphere = (): SQL =>
  sql`cube(array[cos(radians(${stores.latitude})) * cos(radians(${stores.longitude})), cos(radians(${stores.latitude})) * sin(radians(${stores.longitude})), sin(radians(${stores.latitude}))])`;

/** The shopper's point on the unit sphere, as the index reads the stores' (its coordinates as parameters). */
function sphereAt(lat: number, lng: number): SQL {
  const [phi, lambda] = [(lat * Math.PI) / 180, (lng * Math.PI) / 180];
  return sql`cube(array[${Math.cos(phi) * Math.cos(lambda)}::float8, ${Math.cos(phi) * Math.sin(lambda)}::float8, ${Math.sin(phi)}::float8])`;
}

/**
 * The least distance in metres (metresFrom's haversine) of a point whose straight line to the
 * shopper through the unit sphere is `chord` long, less a millimetre for the two computations'
 * rounding (a store that near the page's last sends the walk further).
 */
export const metresOfChord = (chord: number): number => 12742000 * Math.asin(Math.min(1, chord / 2)) - 0.001;

type NearRow = { id: number; version: string; metres: number; read: number; reach: number };

/**
 * A page of stores nearest first: the GiST index of the stores' points on the unit sphere hands
 * them out by their straight-line distance (`<->`, read in that order and stopped a few past the
 * page's end), which grows with the distance along the Earth, so they come in the order of metres
 * wherever they are (across the 180th meridian, near a pole). They are ranked by their haversine
 * distance in metres (metresFrom, the ties by id), and the page stands when every store past the
 * walk is farther than its last (metresOfChord), or the walk read every store; else (stores as far
 * as the page's last, a mall's shops at one point) the walk goes twice as far. The candidates carry
 * their row versions (the sub-select bears the table's name, so that the order reads its columns);
 * the page's rows come from the row store.
 */
async function nearestRows(db: Db, where: SQL | undefined, near: { lat: number; lng: number }, orderBy: Order[], limit: number, skip: number): Promise<StoreRow[]> {
  const reachOf = sql`${storeOnSphere()} <-> ${sphereAt(near.lat, near.lng)}`;
  for (let walk = firstWalk(skip + limit); ; walk *= 2) {
    // the walk's length written into the statement (a whole number of ours): a prepared
    // statement's generic plan then walks the points' index too, where with an unknown limit it
    // read every store of the zone and module to sort them (PGlite at 100x: 6.9 ms against 0.9)
    const found = await rowsOf<NearRow>(
      db,
      sql`SELECT ${stores.id} AS id, ${stores}.version, ${metresFrom(near.lat, near.lng)} AS metres, (count(*) OVER ())::int AS read, max(${stores}.reach) OVER () AS reach
        FROM (SELECT ${stores.id}, ${rowVersion(stores)} AS version, ${stores.latitude}, ${stores.longitude}, ${reachOf} AS reach FROM ${stores}
          WHERE ${where ?? sql`true`} ORDER BY ${reachOf} LIMIT ${sql.raw(String(Math.trunc(walk)))}) AS ${stores}
        ORDER BY ${sql.join(orderBy, sql`, `)} LIMIT ${limit} OFFSET ${skip}`,
    );
    const last = found.at(-1);
    if (!last || found.length < limit || Number(last.read) < walk || metresOfChord(Number(last.reach)) > Number(last.metres)) return storesAt(db, found);
  }
}

/** The stores of a page, in its order, from the row store where current (catalog.ts's storeRowsAt). */
async function storesAt(db: Db, refs: StoreRef[]): Promise<StoreRow[]> {
  if (refs.length === 0) return [];
  const found = await storeRowsAt(db, refs);
  return refs.flatMap((r) => found.get(r.id) ?? []);
}

/** One page of a store list (its parts one after the other, each read only when the page reaches it), with the capped total. */
export async function pagedStores(db: Db, parts: StoreListPart[], page: Page): Promise<{ total: number; rows: StoreRow[] }> {
  const whole = parts[0]?.whole;
  if (whole && parts.length > 1) return pagedStoresOfWhole(db, whole, parts, page);
  const rows: StoreRow[] = [];
  let skip = (page.offset - 1) * page.limit;
  let total = 0;
  for (const [i, part] of parts.entries()) {
    const need = page.limit - rows.length;
    if (part.onlyBelow !== undefined && total >= part.onlyBelow) continue;
    const read = await part.read?.(need, skip, TOTAL_CAP - total);
    if (read) {
      const { refs, matches } = read;
      rows.push(...(await storesAt(db, refs)));
      skip = Math.max(0, skip - matches);
      total += matches;
      continue;
    }
    if (i === parts.length - 1) {
      const [found, n] = await Promise.all([need > 0 ? partRows(db, part, need, skip) : Promise.resolve([]), parts.length === 1 ? partCount(db, part, part.where, TOTAL_CAP - total) : cappedStoreCount(db, part.where, TOTAL_CAP - total)]);
      rows.push(...found);
      total += n;
      break;
    }
    const n = await cappedStoreCount(db, part.where, TOTAL_CAP - total);
    if (need > 0 && skip < n) rows.push(...(await partRows(db, part, need, skip)));
    skip = Math.max(0, skip - n);
    total += n;
  }
  return { total, rows };
}

/**
 * A list whose parts only order one set of stores: the total counted once over the set; the parts
 * read one after the other, each counted only when the page starts past it.
 */
async function pagedStoresOfWhole(db: Db, whole: SQL, parts: StoreListPart[], page: Page): Promise<{ total: number; rows: StoreRow[] }> {
  const counted = parts[0] ? partCount(db, parts[0], whole, TOTAL_CAP) : cappedStoreCount(db, whole, TOTAL_CAP);
  const rows: StoreRow[] = [];
  let skip = (page.offset - 1) * page.limit;
  for (const part of parts) {
    const need = page.limit - rows.length;
    if (need <= 0) break;
    if (skip > 0) {
      const n = await cappedStoreCount(db, part.where, skip + 1);
      if (n <= skip) {
        skip -= n;
        continue;
      }
    }
    rows.push(...(await partRows(db, part, need, skip)));
    skip = 0;
  }
  return { total: await counted, rows };
}
