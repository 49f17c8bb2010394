/**
 * SOUK_SEED_SCALE=N: the demo marketplace N times over, with the same shape. seed/index.ts calls
 * this inside the seed's transaction, once the demo rows are in and before the sequences move.
 *
 * Copy k (1 … N − 1) of each demo store is a branch at another place of a zone its module serves,
 * named after the place, with the demo store's items, add-ons and reviews; copy k of a demo row
 * with id i has the id i + k × (the demo table's row count), so every copy's ids are known without
 * a look-up. Items keep their names and pictures (slugs get the copy's number), their prices move
 * by up to 15 %, and their popularity falls off in a long tail (most copies sell little, a few a
 * lot). Shoppers and their delivered past orders follow (a few of them the demo customer's, for
 * "visit again"), most of them at the popular stores.
 *
 * Speed: the stores (a few thousand rows) are built here with the seed's PRNG and inserted in
 * large batches; everything else is set-based SQL (INSERT … SELECT from the demo rows over
 * generate_series), in statements of about CHUNK_ROWS rows so that no single one holds PGlite
 * for long. Randomness in SQL is a fixed integer hash of the new row's id: the same every run.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import * as schema from '../db/schema';
import { env, envText, type EnvSource } from '../../lib/env';
import { createRng } from './prng';
import { PLACES, ZONES } from './data/geo';
import { jitter, zoneOf } from './item-parts';
import { MODULE_IDS, type SeedData } from './modules';

/** The seed's size factor (SOUK_SEED_SCALE, src/lib/env.ts): 1 is the demo marketplace; a refused value stops the seed. */
export function seedScale(source?: EnvSource): number {
  const value = env('SOUK_SEED_SCALE', source);
  if (value !== undefined) return value;
  const text = envText('SOUK_SEED_SCALE', source);
  if (text !== undefined) throw new Error(`SOUK_SEED_SCALE=${JSON.stringify(text)} must be a whole number from 1 to 10000`);
  return 1;
}

/** Rows per statement (PGlite runs one at a time: a long one holds every request behind it). */
const CHUNK_ROWS = 12_000;
/** Rows per batch of the stores' multi-row INSERT (each row about 45 parameters, of PostgreSQL's 65 535). */
const STORE_BATCH = 1_000;
/** Past orders per copy of the demo marketplace, and shoppers who placed them. */
export const ORDERS_PER_COPY = 1_000;
export const SHOPPERS_PER_COPY = 50;
/** One past order in this many is the demo customer's (customer 1). */
const DEMO_ORDER_EVERY = 500;

/**
 * A number in [0, 1) from an integer expression and a salt: two rounds of a 32-bit
 * multiply-xorshift hash, in bigint arithmetic that neither overflows nor depends on the platform.
 */
export function unitSql(id: SQL, salt: number): SQL {
  const a = sql`mod((${id})::bigint * 1597334677 + ${salt}::bigint, 4294967296)`;
  const b = sql`mod(((${a}) # ((${a}) >> 15)) * 1103515245, 4294967296)`;
  return sql`(((${b}) # ((${b}) >> 13))::float8 / 4294967296.0)`;
}

interface Counts {
  stores: number;
  items: number;
  addOns: number;
  reviews: number;
}

/** The copies of the demo stores, built with the seed's PRNG (a branch each at another place). */
export function storeCopies(data: SeedData, factor: number): (typeof schema.stores.$inferInsert)[] {
  const count = data.stores.length;
  const moduleTypeOf = new Map(Object.entries(MODULE_IDS).map(([type, id]) => [id, type]));
  const placesFor = new Map<number, typeof PLACES>();
  for (const moduleId of Object.values(MODULE_IDS)) {
    const type = moduleTypeOf.get(moduleId) ?? '';
    placesFor.set(
      moduleId,
      PLACES.filter((p) => {
        const zone = ZONES.find((z) => z.id === zoneOf(p.lat, p.lng));
        return zone?.moduleTypes.includes(type) ?? false;
      }),
    );
  }
  const out: (typeof schema.stores.$inferInsert)[] = [];
  for (let k = 1; k < factor; k += 1) {
    for (const base of data.stores) {
      const baseId = base.id ?? 0;
      const id = baseId + k * count;
      const rng = createRng(7_000_000 + id);
      const place = rng.pick(placesFor.get(base.moduleId) ?? PLACES);
      const zoneId = zoneOf(place.lat, place.lng) ?? base.zoneId;
      const [latitude, longitude] = jitter(rng, place, zoneId);
      const unit = rng.int(2, 90);
      // a long tail: most branches sell a little, a few as much as the demo store or more
      const orderCount = Math.round((base.orderCount ?? 0) * 1.5 * rng.next() ** 3);
      out.push({
        ...base,
        id,
        slug: `${base.slug}-${k + 1}`,
        name: `${base.name} · ${place.name}`,
        nameAr: `${base.nameAr} · ${place.nameAr}`,
        phone: `+9714${String(3000000 + ((id * 7919) % 6999999)).slice(0, 7)}`,
        email: `hello@${base.slug}-${k + 1}.souk.test`,
        address: `Unit ${unit}, ${place.address}`,
        addressAr: `وحدة ${unit}، ${place.addressAr}`,
        latitude,
        longitude,
        zoneId,
        orderCount,
        // featured stays a short list: one branch in ten of a featured store
        featured: base.featured === 1 && rng.chance(0.1) ? 1 : 0,
        createdAt: new Date((base.createdAt?.getTime() ?? 0) - rng.int(1, 700) * 86_400_000),
      });
    }
  }
  return out;
}

const series = (from: number, to: number) => sql`generate_series(${from}::int, ${to}::int)`;

async function copyItems(tx: Db, c: Counts, from: number, to: number): Promise<void> {
  const newId = sql`b.id + k.n * ${c.items}::int`;
  const u1 = unitSql(newId, 11);
  const u2 = unitSql(newId, 23);
  const u3 = unitSql(newId, 37);
  await tx.execute(sql`
    INSERT INTO items (id, slug, name, name_ar, description, description_ar, image, images, module_id, store_id, zone_id, category_id,
      sub_category_id, brand_id, common_condition_id, price, tax, tax_type, discount, discount_type, unit_type, unit_type_ar, veg, organic,
      is_halal, stock, maximum_cart_quantity, variations, choice_options, food_variations, add_on_ids, available_time_starts,
      available_time_ends, schedule_order, recommended, status, avg_rating, rating_count, rating, order_count, generic_name, nutritions,
      allergies, tags, is_prescription_required, is_basic_medicine, created_at)
    SELECT ${newId}, b.slug || '-' || (k.n + 1), b.name, b.name_ar, b.description, b.description_ar, b.image, b.images, b.module_id,
      s.id, s.zone_id, b.category_id, b.sub_category_id, b.brand_id, b.common_condition_id,
      CASE WHEN b.variations = '[]'::jsonb THEN round(b.price * (0.85 + 0.3 * ${u2}) * 2) / 2 ELSE b.price END,
      b.tax, b.tax_type, b.discount, b.discount_type, b.unit_type, b.unit_type_ar, b.veg, b.organic, b.is_halal, b.stock,
      b.maximum_cart_quantity, b.variations, b.choice_options, b.food_variations,
      COALESCE((SELECT jsonb_agg(a.value::int + k.n * ${c.addOns}::int ORDER BY a.value::int) FROM jsonb_array_elements_text(b.add_on_ids) AS a), '[]'::jsonb),
      b.available_time_starts, b.available_time_ends, b.schedule_order, b.recommended, b.status, b.avg_rating, b.rating_count, b.rating,
      floor(b.order_count * 1.5 * power(${u1}, 3))::int, b.generic_name, b.nutritions, b.allergies, b.tags, b.is_prescription_required,
      b.is_basic_medicine, b.created_at - floor(${u3} * 400) * interval '1 day'
    FROM ${series(from, to)} AS k(n)
    CROSS JOIN items b
    JOIN stores s ON s.id = b.store_id + k.n * ${c.stores}::int
    WHERE b.id <= ${c.items}::int`);
}

async function copyAddOnsAndReviews(tx: Db, c: Counts, from: number, to: number): Promise<void> {
  await tx.execute(sql`
    INSERT INTO add_ons (id, store_id, name, name_ar, price, status)
    SELECT a.id + k.n * ${c.addOns}::int, a.store_id + k.n * ${c.stores}::int, a.name, a.name_ar, a.price, a.status
    FROM ${series(from, to)} AS k(n) CROSS JOIN add_ons a WHERE a.id <= ${c.addOns}::int`);
  const newId = sql`r.id + k.n * ${c.reviews}::int`;
  await tx.execute(sql`
    INSERT INTO reviews (id, item_id, store_id, customer_name, comment, rating, reply, created_at)
    SELECT ${newId}, r.item_id + k.n * ${c.items}::int, r.store_id + k.n * ${c.stores}::int, r.customer_name, r.comment, r.rating, r.reply,
      r.created_at - floor(${unitSql(newId, 41)} * 300) * interval '1 day'
    FROM ${series(from, to)} AS k(n) CROSS JOIN reviews r WHERE r.id <= ${c.reviews}::int`);
}

async function addShoppers(tx: Db, count: number, passwordHash: string): Promise<void> {
  for (let from = 0; from < count; from += CHUNK_ROWS) {
    const to = Math.min(count, from + CHUNK_ROWS) - 1;
    await tx.execute(sql`
      INSERT INTO customers (id, f_name, l_name, email, phone, password_hash, ref_code, interest, created_at)
      SELECT n + 2, 'Shopper', lpad(n::text, 6, '0'), 'shopper' || n || '@souk.test', '+97155' || lpad(n::text, 7, '0'), ${passwordHash},
        'SHOP' || n, '[]'::jsonb, now() - (n % 700) * interval '1 day'
      FROM ${series(from, to)} AS n`);
  }
}

/**
 * Past orders, one line each, delivered (a few canceled) over the last year: the store drawn with
 * a bias to low ids (the demo stores and the first branches: a long tail), the item one of that
 * store's, the shopper one of the generated ones, every DEMO_ORDER_EVERY-th the demo customer.
 */
async function addOrders(tx: Db, data: SeedData, c: Counts, factor: number, shoppers: number, now: Date): Promise<void> {
  const total = ORDERS_PER_COPY * (factor - 1);
  const storeCount = c.stores * factor;
  // each demo store's first item id and item count (a copy's items are the same ids plus k × items)
  const firstItem = new Map<number, { first: number; count: number }>();
  for (const it of data.items) {
    const entry = firstItem.get(it.storeId);
    const id = it.id ?? 0;
    if (!entry) firstItem.set(it.storeId, { first: id, count: 1 });
    else {
      entry.first = Math.min(entry.first, id);
      entry.count += 1;
    }
  }
  const bases = data.stores.map((st) => st.id ?? 0).filter((id) => firstItem.has(id));
  const firsts = bases.map((id) => firstItem.get(id)?.first ?? 0);
  const counts = bases.map((id) => firstItem.get(id)?.count ?? 0);
  const nowIso = now.toISOString();
  for (let from = 1; from <= total; from += CHUNK_ROWS) {
    const to = Math.min(total, from + CHUNK_ROWS - 1);
    const n = sql`o.n`;
    await tx.execute(sql`
      WITH bases AS (
        SELECT * FROM unnest(${sql.param(bases)}::int[], ${sql.param(firsts)}::int[], ${sql.param(counts)}::int[]) AS t(base, first_item, item_count)
      ),
      picked AS (
        SELECT o.n,
          1 + floor(${storeCount}::int * power(${unitSql(n, 53)}, 2))::int AS store_id,
          ${unitSql(n, 59)} AS item_u, ${unitSql(n, 61)} AS when_u, ${unitSql(n, 67)} AS status_u,
          CASE WHEN o.n % ${DEMO_ORDER_EVERY}::int = 0 THEN 1 ELSE 2 + floor(${unitSql(n, 71)} * ${shoppers}::int)::int END AS customer_id,
          1 + floor(${unitSql(n, 73)} * 3)::int AS quantity
        FROM ${series(from, to)} AS o(n)
      ),
      placed AS (
        SELECT p.*, s.module_id, s.zone_id, s.latitude, s.longitude,
          i.id AS item_id, i.name, i.name_ar, i.image, i.price, i.slug,
          ${nowIso}::timestamptz - (1 + floor(p.when_u * 365)) * interval '1 day' - floor(p.item_u * 86000) * interval '1 second' AS at
        FROM picked p
        JOIN stores s ON s.id = p.store_id
        JOIN bases b ON b.base = (p.store_id - 1) % ${c.stores}::int + 1
        JOIN items i ON i.id = b.first_item + floor(p.item_u * b.item_count)::int + ((p.store_id - 1) / ${c.stores}::int) * ${c.items}::int
      ),
      inserted AS (
        INSERT INTO orders (id, owner, customer_id, store_id, module_id, zone_id, order_type, order_status, payment_method, payment_status,
          item_total, store_discount_amount, coupon_discount_amount, delivery_charge, original_delivery_charge, total_tax_amount, dm_tips,
          order_amount, distance, delivery_address, attachments, route, route_step, pending, confirmed, delivered, canceled, created_at, updated_at)
        SELECT n, 'c:' || customer_id, customer_id, store_id, module_id, zone_id, 'delivery',
          CASE WHEN status_u < 0.05 THEN 'canceled' ELSE 'delivered' END, 'cash_on_delivery', CASE WHEN status_u < 0.05 THEN 'unpaid' ELSE 'paid' END,
          price * quantity, 0, 0, 7, 7, round((price * quantity * 0.05)::numeric, 2)::float8, 0,
          round((price * quantity * 1.05 + 7)::numeric, 2)::float8, round((1 + item_u * 6)::numeric, 2)::float8,
          jsonb_build_object('contact_person_name', 'Shopper', 'contact_person_number', '+971550000000', 'contact_person_email', null,
            'address_type', 'home', 'address', 'Dubai', 'floor', null, 'road', null, 'house', null,
            'latitude', (latitude + 0.01)::text, 'longitude', (longitude + 0.01)::text),
          '[]'::jsonb, '[]'::jsonb, 0, at, at + interval '2 minutes',
          CASE WHEN status_u < 0.05 THEN NULL ELSE at + interval '40 minutes' END,
          CASE WHEN status_u < 0.05 THEN at + interval '5 minutes' END, at, at + interval '40 minutes'
        FROM placed
        RETURNING id
      )
      INSERT INTO order_details (id, order_id, item_id, item_details, variation, add_ons, price, discount_on_item, quantity, total_add_on_price, tax_amount, created_at)
      SELECT n, n, item_id, jsonb_build_object('id', item_id, 'name', name, 'name_ar', name_ar, 'image', image, 'price', price, 'slug', slug),
        '[]'::jsonb, '[]'::jsonb, price, 0, quantity, 0, round((price * quantity * 0.05)::numeric, 2)::float8, at
      FROM placed`);
  }
}

/** Adds copies 1 … factor − 1 of the demo marketplace (the demo rows are in `data` and already inserted). */
export async function scaleSeed(tx: Db, data: SeedData, factor: number, passwordHash: string, now: Date): Promise<void> {
  if (factor <= 1) return;
  const c: Counts = { stores: data.stores.length, items: data.items.length, addOns: data.addOns.length, reviews: data.reviews.length };
  const stores = storeCopies(data, factor);
  for (let i = 0; i < stores.length; i += STORE_BATCH) await tx.insert(schema.stores).values(stores.slice(i, i + STORE_BATCH));
  const copiesPerStatement = Math.max(1, Math.floor(CHUNK_ROWS / Math.max(c.items, c.reviews, 1)));
  for (let from = 1; from < factor; from += copiesPerStatement) {
    const to = Math.min(factor - 1, from + copiesPerStatement - 1);
    await copyAddOnsAndReviews(tx, c, from, to);
    await copyItems(tx, c, from, to);
  }
  const shoppers = SHOPPERS_PER_COPY * (factor - 1);
  await addShoppers(tx, shoppers, passwordHash);
  await addOrders(tx, data, c, factor, shoppers, now);
}

/** The size a scaled seed has (what `db:seed` reports). */
export function scaledCounts(data: SeedData, factor: number): { stores: number; items: number; orders: number } {
  return { stores: data.stores.length * factor, items: data.items.length * factor, orders: factor > 1 ? ORDERS_PER_COPY * (factor - 1) : 0 };
}
