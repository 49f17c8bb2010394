import { asc, eq, like } from 'drizzle-orm';
import { getDb } from '../db/client';
import { items, stores } from '../db/schema';
import { CLOSE_WORDS_BELOW } from '../handlers/search';
import { call, errorCode, headers, type Json, type Paged } from '../../testing/backend';

// whole result sets are paged through: slower than one call on a busy machine
jest.setTimeout(30_000);

const FOOD = 1;

function search<K extends 'products' | 'stores' = 'products'>(query: Record<string, string>, moduleId = FOOD, extra: Record<string, string> = {}) {
  return call<Paged<K>>('get-combined-data', { headers: headers(moduleId, extra), query: { limit: '12', offset: '1', ...query } });
}

/** Every page of a search, to compare with its total_size. */
async function allPages<K extends 'products' | 'stores'>(key: K, query: Record<string, string>, moduleId = FOOD): Promise<{ rows: Json[]; total: number }> {
  const rows: Json[] = [];
  let total = -1;
  for (let offset = 1; offset < 50; offset += 1) {
    const res = await search<K>({ ...query, limit: '5', offset: String(offset) }, moduleId);
    expect(res.status).toBe(200);
    total = res.body.total_size;
    const page = res.body[key];
    if (page.length === 0) break;
    rows.push(...page);
  }
  return { rows, total };
}

const names = (rows: Json[]) => rows.map((r) => String(r.name));

/** Rows named for a search's close-word threshold: the close one, then those holding the word. */
interface ThresholdRows {
  close: string;
  holding: (n: number) => string;
  add: (rows: { name: string; slug: string }[]) => Promise<void>;
  remove: (slugPattern: string) => Promise<void>;
  found: () => Promise<{ total: number; names: string[] }>;
}

/**
 * With one fewer than CLOSE_WORDS_BELOW names holding a made-up word, the name with a close word
 * comes last; with CLOSE_WORDS_BELOW of them it is no longer looked for (the answers uncached).
 */
async function closeWordsOnlyBelowTheThreshold({ close, holding, add, remove, found }: ThresholdRows): Promise<void> {
  const saved = process.env.SOUK_API_CACHE;
  process.env.SOUK_API_CACHE = '0';
  const row = (name: string, n: number) => ({ name, slug: `zzqword-${n}` });
  try {
    await add([row(close, 0), ...Array.from({ length: CLOSE_WORDS_BELOW - 1 }, (_, i) => row(holding(i + 1), i + 1))]);
    const few = await found();
    expect(few.total).toBe(CLOSE_WORDS_BELOW);
    expect(few.names.at(-1)).toBe(close);
    await add([row(holding(CLOSE_WORDS_BELOW), CLOSE_WORDS_BELOW)]);
    const many = await found();
    expect(many.total).toBe(CLOSE_WORDS_BELOW);
    expect(many.names).not.toContain(close);
  } finally {
    await remove('zzqword-%');
    process.env.SOUK_API_CACHE = saved;
    if (saved === undefined) delete process.env.SOUK_API_CACHE;
  }
}

describe('search matching', () => {
  it('matches partial words, any case, in English and Arabic', async () => {
    const partial = await search({ data_type: 'searched', name: 'SHAWAR' });
    expect(partial.body.total_size).toBeGreaterThanOrEqual(4);
    expect(names(partial.body.products).slice(0, 4).every((n) => n.toLowerCase().includes('shawarma'))).toBe(true);
    const ar = await search({ data_type: 'searched', name: 'شاورما' }, FOOD, { 'x-localization': 'ar' });
    expect(ar.body.total_size).toBeGreaterThanOrEqual(4);
    expect(names(ar.body.products).slice(0, 4).every((n) => n.includes('شاورما'))).toBe(true);
  });

  it('finds small typos, ranked after exact matches', async () => {
    const typo = await search({ data_type: 'searched', name: 'chiken' });
    expect(typo.body.total_size).toBeGreaterThan(3);
    expect(names(typo.body.products).slice(0, 3).every((n) => /chicken/i.test(n))).toBe(true);
    const pizza = await search({ data_type: 'searched', name: 'piza' });
    expect(names(pizza.body.products)).toContain('Margherita Pizza');
    const nothing = await search({ data_type: 'searched', name: 'xqzvw' });
    expect(nothing.body).toMatchObject({ total_size: 0, products: [] });
  });

  it('ignores accents and Arabic diacritics and alef forms', async () => {
    const plain = await search<'stores'>({ data_type: 'searched', list_type: 'store', name: 'cafe' });
    expect(names(plain.body.stores)).toContain('Arabica Corner Café');
    const upper = await search<'stores'>({ data_type: 'searched', list_type: 'store', name: 'CAFÉ' });
    expect(names(upper.body.stores)).toContain('Arabica Corner Café');
    const ar = { 'x-localization': 'ar' };
    const withAlef = await search({ data_type: 'searched', name: 'الأجبان' }, FOOD, ar);
    const bareAlef = await search({ data_type: 'searched', name: 'الاجبان' }, FOOD, ar);
    expect(withAlef.body.total_size).toBeGreaterThan(0);
    expect(names(bareAlef.body.products)).toEqual(names(withAlef.body.products));
    const voweled = await search({ data_type: 'searched', name: 'بِيتْزا' }, FOOD, ar);
    const bare = await search({ data_type: 'searched', name: 'بيتزا' }, FOOD, ar);
    expect(voweled.body.total_size).toBe(bare.body.total_size);
  });

  it('puts names that start with the term before names that merely contain it, then applies the sort', async () => {
    const res = await search({ data_type: 'searched', name: 'burger', filter: '["high"]', limit: '50' });
    const rows = res.body.products;
    const named = rows.filter((r) => /burger/i.test(String(r.name)));
    expect(named.length).toBeGreaterThan(5);
    // items named burger first (by price, high to low), then other items of the Burger Souk store
    const firstOther = rows.findIndex((r) => !/burger/i.test(String(r.name)));
    if (firstOther >= 0) expect(rows.slice(firstOther).every((r) => !/burger/i.test(String(r.name)))).toBe(true);
    // a word starting with burger (by price, high to low), then burger inside a word (Cheeseburger)
    const wordStart = (r: Json) => /(^|\s)burger/i.test(String(r.name));
    const firstInside = named.findIndex((r) => !wordStart(r));
    expect(firstInside).toBeGreaterThan(0);
    expect(named.slice(firstInside).some(wordStart)).toBe(false);
    const prices = named.slice(0, firstInside).map((r) => Number(r.price));
    expect(prices).toEqual([...prices].sort((a, b) => b - a));
  });

  it('puts names holding the term as a whole word first, however popular a longer word starting with it', async () => {
    const found = names((await search({ data_type: 'searched', name: 'cheese', limit: '50' })).body.products).filter((n) => /cheese/i.test(n));
    const whole = (n: string) => /(^|\s)cheese(\s|$)/i.test(n);
    const firstLonger = found.findIndex((n) => !whole(n));
    expect(firstLonger).toBeGreaterThan(0);
    expect(found.slice(firstLonger).some(whole)).toBe(false);
    // New York Cheesecake has more orders than Cheese Manakish
    expect(found.indexOf('Cheese Manakish')).toBeLessThan(found.indexOf('New York Cheesecake'));
  });

  it('adds names with a close word only while fewer than a hundred names hold the term', async () => {
    const db = await getDb();
    const [model] = await db.select().from(items).where(eq(items.slug, 'margherita-pizza')).limit(1);
    await closeWordsOnlyBelowTheThreshold({
      close: 'Zzqwird Wrap',
      holding: (n) => `Zzqword Bowl ${n}`,
      add: async (rows) => void (await db.insert(items).values(rows.map(({ name, slug }) => ({ ...model!, id: undefined, name, nameAr: name, slug })))),
      remove: async (slug) => void (await db.delete(items).where(like(items.slug, slug))),
      found: async () => {
        const res = await search({ data_type: 'searched', name: 'zzqword', limit: '100' });
        return { total: res.body.total_size, names: names(res.body.products) };
      },
    });
  });

  it('adds stores with a close word only while fewer than a hundred stores hold the term', async () => {
    const db = await getDb();
    const [model] = await db.select().from(stores).where(eq(stores.moduleId, FOOD)).orderBy(asc(stores.id)).limit(1);
    await closeWordsOnlyBelowTheThreshold({
      close: 'Zzqwird Kitchen',
      holding: (n) => `Zzqword Grill ${n}`,
      add: async (rows) => void (await db.insert(stores).values(rows.map(({ name, slug }) => ({ ...model!, id: undefined, itemsCount: 0, name, nameAr: name, slug })))),
      remove: async (slug) => void (await db.delete(stores).where(like(stores.slug, slug))),
      found: async () => {
        const res = await search<'stores'>({ data_type: 'searched', list_type: 'store', name: 'zzqword', limit: '100' });
        return { total: res.body.total_size, names: names(res.body.stores) };
      },
    });
  });

  it('suggests items and stores for a misspelt term and refuses an empty one', async () => {
    const res = await call<{ items: Json[]; stores: Json[] }>('items/item-or-store-search', { headers: headers(FOOD), query: { name: 'sushy' } });
    expect(res.status).toBe(200);
    expect(names(res.body.stores)).toContain('Sakura Sushi Bar');
    expect(res.body.items.length).toBeLessThanOrEqual(10);
    const empty = await call('items/item-or-store-search', { headers: headers(FOOD), query: { name: '  ' } });
    expect(empty.status).toBe(422);
    expect(errorCode(empty)).toBe('name');
  });
});

describe('filters, sorts and total_size', () => {
  it('pages through every result exactly once with a steady total_size', async () => {
    const { rows, total } = await allPages('products', { data_type: 'searched', name: 'chicken' });
    expect(rows.length).toBe(total);
    expect(new Set(rows.map((r) => r.id)).size).toBe(total);
    const stores = await allPages('stores', { data_type: 'searched', list_type: 'store', name: 'a' });
    expect(stores.rows.length).toBe(stores.total);
    expect(new Set(stores.rows.map((r) => r.id)).size).toBe(stores.total);
  });

  it('sorts items by price either way', async () => {
    const low = await search({ data_type: 'category', category_ids: '[]', filter: '["low"]', limit: '100' });
    const prices = low.body.products.map((r) => Number(r.price));
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    const high = await search({ filter: '["high"]', limit: '30' });
    const hp = high.body.products.map((r) => Number(r.price));
    expect(hp).toEqual([...hp].sort((a, b) => b - a));
  });

  it.each([
    ['top_rated', (r: Json) => Number(r.avg_rating) >= 4],
    ['discounted', (r: Json) => Number(r.discount) > 0 || Number(r.store_discount) > 0],
    ['veg', (r: Json) => Number(r.veg) === 1],
    ['non_veg', (r: Json) => Number(r.veg) === 0],
  ])('filters items by %s with a matching total_size', async (filter, holds) => {
    const all = await allPages('products', { filter: JSON.stringify([filter]) });
    const everything = await search({ limit: '1' });
    expect(all.total).toBeGreaterThan(0);
    expect(all.total).toBeLessThan(everything.body.total_size);
    expect(all.rows.length).toBe(all.total);
    expect(all.rows.every(holds)).toBe(true);
  });

  it('takes veg and non_veg together as both', async () => {
    const both = await search({ filter: '["veg","non_veg"]', limit: '1' });
    const everything = await search({ limit: '1' });
    expect(both.body.total_size).toBe(everything.body.total_size);
  });

  it('filters items by open store, free delivery, coupon and popularity', async () => {
    const everything = (await search({ limit: '1' })).body.total_size;
    const open = await allPages('products', { filter: '["currently_open"]' });
    expect(open.rows.map((r) => r.store_id)).not.toContain(undefined);
    expect(open.total).toBeLessThan(everything);
    const free = await search({ filter: '["free_delivery"]', limit: '100' });
    const storeList = await search<'stores'>({ list_type: 'store', filter: '["free_delivery"]', limit: '50' });
    const freeStores = new Set(storeList.body.stores.map((s) => s.id));
    expect(free.body.total_size).toBeGreaterThan(0);
    expect(free.body.products.every((p) => freeStores.has(p.store_id))).toBe(true);
    const coupon = await search({ filter: '["coupon"]', limit: '1' });
    expect(coupon.status).toBe(200);
    expect(coupon.body.total_size).toBeLessThan(everything);
    const popular = await search({ filter: '["popular"]', limit: '1' });
    expect(popular.body.total_size).toBeGreaterThan(0);
  });

  it('filters by rating and by a price range together', async () => {
    const res = await allPages('products', { rating_count: '4', min_price: '20', max_price: '40', filter: '["low"]' });
    expect(res.total).toBeGreaterThan(0);
    for (const r of res.rows) {
      expect(Number(r.avg_rating)).toBeGreaterThanOrEqual(4);
      expect(Number(r.price)).toBeGreaterThanOrEqual(20);
      expect(Number(r.price)).toBeLessThanOrEqual(40);
    }
  });

  it('filters by category (parent or child ids) and by brand', async () => {
    const cats = await call<Json[]>('categories', { headers: { moduleid: String(FOOD) } });
    const burgers = cats.body.find((c) => c.slug === 'burgers') as Json;
    const children = (burgers.childes as Json[]).map((c) => Number(c.id));
    const parent = await search({ data_type: 'category', category_ids: `[${String(burgers.id)}]`, limit: '50' });
    const child = await search({ data_type: 'category', category_ids: `[${String(children[0])}]`, limit: '50' });
    expect(child.body.total_size).toBeGreaterThan(0);
    expect(child.body.total_size).toBeLessThan(parent.body.total_size);
    const brands = await call<Json[]>('brand', { headers: headers(4) });
    const brandId = Number((brands.body as Json[])[0]?.id);
    const byBrand = await allPages('products', { data_type: 'brand', brand_ids: `[${String(brandId)}]` }, 4);
    expect(byBrand.total).toBeGreaterThan(0);
    expect(byBrand.rows.length).toBe(byBrand.total);
  });

  it('sorts stores by delivery time, by distance, and filters them', async () => {
    const fast = await search<'stores'>({ list_type: 'store', filter: '["fast_delivery"]', limit: '50' });
    const minutes = fast.body.stores.map((s) => Number(/^(\d+)/.exec(String(s.delivery_time))?.[1] ?? 0));
    expect(minutes).toEqual([...minutes].sort((a, b) => a - b));
    const near = await search<'stores'>({ list_type: 'store', filter: '["nearby"]', limit: '50' });
    const distances = near.body.stores.map((s) => Number(s.distance));
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
    const disc = await search<'stores'>({ list_type: 'store', data_type: 'discounted', limit: '50' });
    expect(disc.body.total_size).toBe(disc.body.stores.length);
    expect(disc.body.total_size).toBeLessThan(near.body.total_size);
    const rated = await search<'stores'>({ list_type: 'store', rating_count: '4.5', limit: '50' });
    expect(rated.body.stores.every((s) => Number(s.avg_rating) >= 4.5)).toBe(true);
  });

  it('refuses out-of-range and malformed values with a 422', async () => {
    for (const query of [{ rating_count: '9' }, { max_price: '-1' }, { brand_ids: '{x' }, { limit: '0' }, { name: 'x'.repeat(101) }] as Record<string, string>[]) {
      const res = await search(query);
      expect(res.status).toBe(422);
      errorCode(res);
    }
  });
});
