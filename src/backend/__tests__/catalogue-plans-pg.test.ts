/** @jest-environment node */
/**
 * The catalogue at 100 times the demo's size keeps to its indexes (the suite's PostgreSQL pass
 * only, `npm run test:slow`; skipped elsewhere): a database of its own on that server is seeded
 * with SOUK_SEED_SCALE=100 (3 900 stores, 62 800 items, 99 000 orders), the calls a shopper's
 * pages make are sent, every statement they send is captured as it leaves for the server, and
 * PostgreSQL's EXPLAIN of each must not read items, stores, orders or reviews whole (a Seq Scan).
 * Then the sitemap's parts list every active item exactly once.
 */
import pg from 'pg';
import { closeDatabase, ensureDatabase } from '../index';
import { WORD_SIMILARITY_THRESHOLD } from '../db/client';
import { call, type Json } from '../../testing/backend';
import { signIn } from '../../testing/orders';

const adminUrl = process.env.SOUK_TEST_PG_URL;
const pgTest = adminUrl ? test : test.skip;
jest.setTimeout(600_000);

const BIG_TABLES = new Set(['items', 'stores', 'orders', 'reviews', 'item_words', 'store_words']);
const SCALE = '100';

interface Sent {
  text: string;
  values: unknown[];
}

let database: string | null = null;
let url = '';
const saved = { url: process.env.DATABASE_URL, scale: process.env.SOUK_SEED_SCALE, cache: process.env.SOUK_API_CACHE };

function urlOf(name: string): string {
  const u = new URL(adminUrl ?? '');
  u.pathname = `/${name}`;
  return u.toString();
}

/** A connection of its own to the server (`admin`) or to the test's database, for `work`. */
async function connected<T>(to: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: to, options: `-c pg_trgm.word_similarity_threshold=${WORD_SIMILARITY_THRESHOLD}` });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

beforeAll(async () => {
  if (!adminUrl) return;
  database = `souk_plans_x${SCALE}_${Date.now().toString(36)}`;
  await connected(adminUrl, (c) => c.query(`CREATE DATABASE ${database}`));
  url = urlOf(database);
  await closeDatabase();
  process.env.DATABASE_URL = url;
  process.env.SOUK_SEED_SCALE = SCALE;
  process.env.SOUK_API_CACHE = '0';
  // migrated, seeded at 100× and analyzed, as `db:reset` leaves it
  await ensureDatabase();
}, 600_000);

afterAll(async () => {
  await closeDatabase();
  for (const [name, value] of [['DATABASE_URL', saved.url], ['SOUK_SEED_SCALE', saved.scale], ['SOUK_API_CACHE', saved.cache]] as const) {
    if (value === undefined) delete process.env[name];
    else process.env[name] = value;
  }
  if (database && adminUrl) await connected(adminUrl, (c) => c.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`));
});

/**
 * Every statement sent to the server while `work` runs: through the pool (drizzle's queries) and
 * through a client (a pool's client binds its query as it connects, so both are watched).
 */
async function captured(work: () => Promise<void>): Promise<Sent[]> {
  const sent: Sent[] = [];
  const note = (args: unknown[]) => {
    const [first, second] = args;
    if (typeof first === 'string') sent.push({ text: first, values: Array.isArray(second) ? second : [] });
    else if (first && typeof first === 'object' && 'text' in first) {
      // a query config, its values inside or beside it (drizzle's prepared queries)
      const config = first as { text: unknown; values?: unknown };
      sent.push({ text: String(config.text), values: Array.isArray(config.values) ? config.values : Array.isArray(second) ? second : [] });
    }
  };
  const targets = [pg.Pool.prototype, pg.Client.prototype] as unknown as { query: (...args: unknown[]) => unknown }[];
  const originals = targets.map((t) => t.query);
  targets.forEach((target, i) => {
    const original = originals[i] as (...args: unknown[]) => unknown;
    target.query = function (this: unknown, ...args: unknown[]) {
      note(args);
      return original.apply(this, args);
    };
  });
  try {
    await work();
  } finally {
    targets.forEach((target, i) => {
      target.query = originals[i] as (...args: unknown[]) => unknown;
    });
  }
  return sent;
}

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  Plans?: PlanNode[];
}

function seqScans(node: PlanNode): string[] {
  const own = node['Node Type'] === 'Seq Scan' && node['Relation Name'] && BIG_TABLES.has(node['Relation Name']) ? [node['Relation Name']] : [];
  return [...own, ...(node.Plans ?? []).flatMap(seqScans)];
}

const located = { zoneid: '[1]', moduleid: '1', latitude: '25.2048', longitude: '55.2708' };
const page = { offset: '1', limit: '12', type: 'all' };

pgTest('the catalogue and the search read no whole table of items, stores, orders or reviews at 100×', async () => {
  const token = await signIn();
  const [first] = (await call<{ products: Json[] }>('items/popular', { headers: located, query: page })).body.products;
  const [store] = (await call<{ stores: Json[] }>('stores/popular', { headers: located, query: page })).body.stores;
  expect(first && store).toBeTruthy();
  const item = String(first?.slug);
  const storeId = String(store?.id);
  const get = (path: string, query: Record<string, string> = {}, extra: Record<string, string> = {}) => call(path, { headers: { ...located, ...extra }, query });
  const statements = await captured(async () => {
    for (const [path, query] of [
      ['module', {}],
      ['categories', {}],
      ['categories/items/1', page],
      ['categories/stores/1', page],
      ['categories/featured/items', page],
      ['items/popular', page],
      ['items/latest', page],
      ['items/discounted', page],
      ['items/most-reviewed', page],
      ['items/recommended', page],
      ['items/new-arrival', page],
      [`items/details/${item}`, {}],
      [`items/related-items/${item}`, page],
      [`items/related-store-items/${item}`, page],
      [`items/reviews/${item}`, page],
      ['stores/get-stores/all', page],
      ['stores/get-stores/all', { ...page, store_type: 'popular' }],
      ['stores/popular', page],
      ['stores/latest', page],
      ['stores/top-rated', page],
      ['stores/top-offer-near-me', page],
      ['stores/featured', page],
      [`stores/details/${storeId}`, {}],
      [`stores/popular-items/${storeId}`, page],
      ['stores/reviews', { ...page, store_id: storeId }],
      ['items/search', { ...page, name: 'chicken' }],
      ['items/search', { ...page, name: 'pizza' }],
      ['items/search', { ...page, name: 'shawar' }],
      ['get-combined-data', { ...page, name: 'burger', data_type: 'searched' }],
      ['get-combined-data', { ...page, name: 'grill', data_type: 'searched', list_type: 'store' }],
      ['items/item-or-store-search', { name: 'grill' }],
      ['souk/sitemap', {}],
      ['souk/sitemap/items/1', {}],
      ['souk/sitemap/stores/1', {}],
    ] as [string, Record<string, string>][]) {
      const answer = await get(path, query);
      expect({ path, status: answer.status }).toEqual({ path, status: 200 });
    }
    for (const path of ['customer/visit-again', 'customer/order/list']) {
      const answer = await get(path, { limit: '10', offset: '1' }, { authorization: `Bearer ${token}` });
      expect({ path, status: answer.status }).toEqual({ path, status: 200 });
    }
  });
  const reads = statements.filter((s) => /^\s*(select|with)\b/i.test(s.text) && /"(items|stores|orders|reviews)"/.test(s.text));
  expect(reads.length).toBeGreaterThan(30);
  const explained = new Map<string, string[]>();
  await connected(url, async (client) => {
    for (const s of reads) {
      if (explained.has(s.text)) continue;
      const { rows } = await client.query<{ 'QUERY PLAN': [{ Plan: PlanNode }] }>(`EXPLAIN (FORMAT JSON) ${s.text}`, s.values);
      const plan = rows[0]?.['QUERY PLAN'][0]?.Plan;
      explained.set(s.text, plan ? seqScans(plan) : ['(no plan)']);
    }
  });
  const whole = [...explained].filter(([, scans]) => scans.length > 0).map(([text, scans]) => `${scans.join(', ')}: ${text.replace(/\s+/g, ' ').slice(0, 300)}`);
  expect(whole).toEqual([]);
});

pgTest('the sitemap lists every active item of the 62 800 once, in parts of at most 25 000 (50 000 URLs)', async () => {
  const plan = await call<{ part_size: number; parts: { items: number; stores: number } }>('souk/sitemap');
  expect(plan.body.part_size).toBe(25_000);
  expect(plan.body.parts.items).toBe(3);
  const ids: number[] = [];
  for (let part = 1; part <= plan.body.parts.items; part += 1) {
    const entries = (await call<{ entries: { id: number }[] }>(`souk/sitemap/items/${part}`)).body.entries;
    expect(entries.length).toBeLessThanOrEqual(25_000);
    ids.push(...entries.map((e) => e.id));
  }
  const active = await connected(url, async (client) => {
    const { rows } = await client.query<{ n: string }>('SELECT count(*) AS n FROM items JOIN stores ON stores.id = items.store_id WHERE items.status = 1 AND stores.status = 1');
    return Number(rows[0]?.n);
  });
  expect(active).toBeGreaterThanOrEqual(60_000);
  expect(ids).toHaveLength(active);
  expect(new Set(ids).size).toBe(active);
});
