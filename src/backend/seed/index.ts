/** Inserts the seed marketplace into an empty database (batched, in one transaction). */
import { count, eq, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client';
import * as schema from '../db/schema';
import { hashPassword } from '../services/passwords';
import { buildSeed, type SeedData } from './build';
import { ORDER_SERIAL_TABLES, seedOrderData } from './orders';
import { seedWallet } from './wallet';
import { seedChat } from './chat';
import { scaleSeed, seedScale } from './scale';
import { log } from '../../observe/log';
import { envText } from '../../lib/env';

export const DEMO_CUSTOMER = {
  email: 'demo@souk.test',
  phone: '+971500000001',
  password: 'souk-demo-1',
  fName: 'Layla',
  lName: 'Haddad',
} as const;

/** Bump when the seed's content changes, so an older database can be recognised (see seedIfEmpty). */
export const SEED_VERSION = 9;

/** The demo customer's opening wallet balance and loyalty points (with their history rows, seed/wallet.ts). */
const DEMO_WALLET = 125.5;
const DEMO_POINTS = 340;

const CHUNK = 250;

async function insertAll<T extends PgTable>(tx: Db, table: T, rows: T['$inferInsert'][]): Promise<void> {
  for (let i = 0; i < rows.length; i += CHUNK) {
    await tx.insert(table).values(rows.slice(i, i + CHUNK));
  }
}

/** Tables whose serial ids the seed sets explicitly; their sequences are moved past the seeded ids. */
const SERIAL_TABLES = [
  'zones', 'modules', 'stores', 'categories', 'brands', 'common_conditions', 'add_ons', 'items', 'reviews', 'banners', 'campaigns',
  'item_campaigns', 'flash_sales', 'flash_sale_items', 'coupons', 'parcel_categories', 'vehicles', 'parcel_instructions', 'advertisements', 'why_choose', 'customers',
];

/** Tables the scaled seed (seed/scale.ts) fills with explicit ids besides those above. */
const SCALED_SERIAL_TABLES = ['orders', 'order_details'];

/** Seeds the demo marketplace, `scale` times over (SOUK_SEED_SCALE, seed/scale.ts). */
export async function seed(db: Db, now: Date = new Date(), scale = seedScale()): Promise<void> {
  const { data } = buildSeed(now);
  const passwordHash = await hashPassword(DEMO_CUSTOMER.password);
  await db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    const plan: [PgTable, SeedData[keyof SeedData]][] = [
      [schema.zones, data.zones],
      [schema.modules, data.modules],
      [schema.moduleZones, data.moduleZones],
      [schema.stores, data.stores],
      [schema.categories, data.categories],
      [schema.brands, data.brands],
      [schema.commonConditions, data.commonConditions],
      [schema.addOns, data.addOns],
      [schema.items, data.items],
      [schema.reviews, data.reviews],
      [schema.banners, data.banners],
      [schema.campaigns, data.campaigns],
      [schema.campaignStores, data.campaignStores],
      [schema.itemCampaigns, data.itemCampaigns],
      [schema.flashSales, data.flashSales],
      [schema.flashSaleItems, data.flashSaleItems],
      [schema.coupons, data.coupons],
      [schema.parcelCategories, data.parcelCategories],
      [schema.vehicles, data.vehicles],
      [schema.parcelInstructions, data.parcelInstructions],
      [schema.advertisements, data.advertisements],
      [schema.whyChoose, data.whyChoose],
      [schema.settings, [...data.settings, { key: 'seed_version', value: { version: SEED_VERSION, seeded_at: now.toISOString(), scale } }]],
      [schema.contentPages, data.contentPages],
      [schema.places, data.places],
    ];
    for (const [table, rows] of plan) {
      if (rows.length > 0) await insertAll(t, table, rows as PgTable['$inferInsert'][]);
    }
    await t.insert(schema.customers).values({
      id: 1,
      fName: DEMO_CUSTOMER.fName,
      lName: DEMO_CUSTOMER.lName,
      email: DEMO_CUSTOMER.email,
      phone: DEMO_CUSTOMER.phone,
      passwordHash,
      image: 'customers/demo-layla.webp',
      walletBalance: DEMO_WALLET,
      loyaltyPoint: DEMO_POINTS,
      refCode: 'LAYLA2024',
      interest: [],
    });
    await t.insert(schema.customerAddresses).values([
      {
        customerId: 1,
        addressType: 'home',
        address: 'Burj Khalifa, 1 Sheikh Mohammed bin Rashid Blvd, Downtown Dubai',
        contactPersonName: `${DEMO_CUSTOMER.fName} ${DEMO_CUSTOMER.lName}`,
        contactPersonNumber: DEMO_CUSTOMER.phone,
        latitude: 25.1972,
        longitude: 55.2744,
        house: '12B',
        floor: '41',
        road: 'Sheikh Mohammed bin Rashid Blvd',
      },
      {
        customerId: 1,
        addressType: 'office',
        address: 'Dubai Marina Walk, Dubai Marina',
        contactPersonName: `${DEMO_CUSTOMER.fName} ${DEMO_CUSTOMER.lName}`,
        contactPersonNumber: DEMO_CUSTOMER.phone,
        latitude: 25.0781,
        longitude: 55.1395,
        house: 'Marina Heights, 7',
        floor: '7',
        road: 'Marina Walk',
      },
    ]);
    await seedOrderData(t);
    await seedWallet(t, now, { customerId: 1, wallet: DEMO_WALLET, points: DEMO_POINTS });
    const chatStore = data.stores.find((st) => st.zoneId === 1) ?? data.stores[0];
    if (chatStore?.id !== undefined) await seedChat(t, now, { customerId: 1, storeId: chatStore.id, deliveryManId: 1 });
    await scaleSeed(t, data, scale, passwordHash, now);
    for (const table of [...SERIAL_TABLES, ...ORDER_SERIAL_TABLES, ...(scale > 1 ? SCALED_SERIAL_TABLES : [])]) {
      // setval has no query-builder form; the table names are the constants above, never input.
      await t.execute(sql.raw(`SELECT setval(pg_get_serial_sequence('"${table}"', 'id'), (SELECT COALESCE(MAX(id), 0) + 1 FROM "${table}"), false)`));
    }
  });
}

export async function isEmpty(db: Db): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(schema.modules);
  return (row?.n ?? 0) === 0;
}

export async function seedIfEmpty(db: Db): Promise<boolean> {
  if (!(await isEmpty(db))) {
    const [row] = await db.select().from(schema.settings).where(eq(schema.settings.key, 'seed_version'));
    const held = row?.value as { version?: number; scale?: number } | undefined;
    const version = held?.version;
    if (version !== SEED_VERSION) {
      log().warn({ seed_version: version ?? null, code_seed_version: SEED_VERSION }, 'The database holds another seed version than this code seeds; run `npm run db:reset` for the current catalogue.');
    }
    // a size asked for (SOUK_SEED_SCALE set) that the database was not seeded at
    const wanted = envText('SOUK_SEED_SCALE') === undefined ? null : seedScale();
    if (wanted !== null && wanted !== (held?.scale ?? 1)) {
      log().warn({ seed_scale: held?.scale ?? 1, asked_seed_scale: wanted }, 'The database was seeded at another SOUK_SEED_SCALE; the one asked for applies to an empty database (`npm run db:reset`).');
    }
    return false;
  }
  await seed(db);
  return true;
}
