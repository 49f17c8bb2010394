/** @jest-environment node */
/**
 * PGlite has no autovacuum: its worker analyzes a table that has grown by half since it was last
 * analyzed (pglite-worker.mts), so a plan cached while the table was nearly empty is made again.
 */
import { sql, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { getDb, getRawDb } from '../db/client';
import { prepareDatabase } from '../db/prepare';
import { probe } from '../../observe/probes';
import { enough, line, newGuest, place, plainStoreItems } from '../../testing/orders';
import { openDatabaseForFile } from '../../testing/api-parts';

openDatabaseForFile();

const plan = async (query: ReturnType<typeof sql>): Promise<string> => {
  const db = await getDb();
  const result = (await db.execute(query)) as unknown as { rows: { 'QUERY PLAN': string }[] };
  return result.rows.map((r) => r['QUERY PLAN']).join('\n');
};

test('a plan cached while the orders were few is made again once they have grown', async () => {
  const { kind } = await getRawDb();
  if (kind === 'postgres') return; // PostgreSQL's own autovacuum does this, in its own time
  const db = await getDb();
  const guest = await newGuest();
  const { store, list } = await plainStoreItems('food', 0);
  const it = list[0]!;
  const res = await place({ guest }, { store_id: store.id, cart: JSON.stringify([line(it, enough(it, store))]) });
  expect(res.status).toBe(200);
  await db.execute(sql`SET plan_cache_mode = force_generic_plan`);
  try {
    await db.execute(sql`PREPARE twin_lookup(text, text) AS SELECT id FROM orders WHERE owner = $1 AND idempotency_key = $2`);
    await db.execute(sql`EXECUTE twin_lookup('g:1', 'none')`);
    const columns = sql.raw(`owner, customer_id, guest_id, store_id, module_id, zone_id, order_type, order_status, payment_method, payment_status, item_total, store_discount_amount, coupon_discount_amount, delivery_charge, original_delivery_charge, total_tax_amount, dm_tips, order_amount, distance, attachments, route`);
    await db.execute(sql`INSERT INTO orders (${columns}, idempotency_key) SELECT 'g:' || (g % 50), customer_id, guest_id, store_id, module_id, zone_id, order_type, order_status, payment_method, payment_status, item_total, store_discount_amount, coupon_discount_amount, delivery_charge, original_delivery_charge, total_tax_amount, dm_tips, order_amount, distance, attachments, route, 'key-' || g FROM orders, generate_series(1, 5000) AS g WHERE id = ${Number(res.body.order_id)}`);
    const before = await plan(sql`EXPLAIN EXECUTE twin_lookup('g:1', 'none')`);
    // the table's counters reach the statistics at most once a second; now, for the test
    await db.execute(sql`SELECT pg_stat_force_next_flush()`);
    // the worker looks every 200 statements
    for (let i = 0; i < 210; i += 1) await db.execute(sql`SELECT 1`);
    const after = await plan(sql`EXPLAIN EXECUTE twin_lookup('g:1', 'none')`);
    expect(before).toMatch(/Seq Scan on orders/);
    expect(after).toMatch(/Index (Only )?Scan using orders_idempotency_idx/);
  } finally {
    await db.execute(sql`DEALLOCATE ALL`).catch(() => undefined);
    await db.execute(sql`RESET plan_cache_mode`);
  }
});

test("the embedded database's busy time grows with the statements it runs (/api/health's pool.busyMs)", async () => {
  const { kind } = await getRawDb();
  const before = probe('pool')?.();
  if (kind === 'postgres') {
    expect(before?.busyMs).toBeUndefined(); // pg_stat_statements has it there
    return;
  }
  const db = await getDb();
  await db.execute(sql`SELECT count(*) FROM items, generate_series(1, 200)`);
  const after = probe('pool')?.();
  expect(after?.statements).toBeGreaterThan(before?.statements ?? Infinity);
  expect(after?.busyMs).toBeGreaterThan(before?.busyMs ?? Infinity);
});

test('a start that finds the database migrated and seeded gathers no statistics (its time does not grow with the data)', async () => {
  const { db, kind } = await getRawDb();
  const dialect = new PgDialect();
  const sent: string[] = [];
  const execute = db.execute.bind(db);
  const spy = jest.spyOn(db, 'execute').mockImplementation(((query: Parameters<typeof db.execute>[0]) => {
    if (typeof query === 'object' && query !== null && 'queryChunks' in query) sent.push(dialect.sqlToQuery(query as SQL).sql);
    return execute(query);
  }) as typeof db.execute);
  try {
    await prepareDatabase(db, kind);
  } finally {
    spy.mockRestore();
  }
  expect(sent.filter((text) => /\b(ANALYZE|VACUUM)\b/i.test(text))).toEqual([]);
});
