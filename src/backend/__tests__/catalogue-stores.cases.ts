import { and, count, eq, or, sql } from 'drizzle-orm';
import { getDb } from '../db/client';
import { categories, items, stores as storeRows } from '../db/schema';
import { call, errorCode, headers, type Json, type Paged } from '../../testing/backend';
import { deliveryTimeIn } from '../services/format';

const STORE_KEYS = [
  'id', 'slug', 'name', 'address', 'logo_full_url', 'cover_photo_full_url', 'module_id', 'zone_id', 'total_items', 'featured', 'avg_rating', 'rating_count',
  'distance', 'delivery_time', 'free_delivery', 'discount', 'active', 'open', 'latitude', 'longitude', 'created_at', 'schedules',
];

const stores = (path: string, moduleId: number | null, query: Record<string, string> = {}, extra: Record<string, string> = {}) =>
  call<Paged<'stores'>>(path, { headers: headers(moduleId, extra), query });

describe('store lists', () => {
  it('get-stores needs zoneId but not moduleId', async () => {
    const noZone = await call('stores/get-stores/all');
    expect(noZone.status).toBe(403);
    expect(errorCode(noZone)).toBe('zoneId');
    const all = await stores('stores/get-stores/all', null, { limit: '100' });
    expect(all.status).toBe(200);
    expect(new Set(all.body.stores.map((s) => s.module_id)).size).toBe(4);
    const food = await stores('stores/get-stores/all', 1, { limit: '100' });
    expect(food.body.stores.every((s) => s.module_id === 1)).toBe(true);
    expect(food.body.total_size).toBe(food.body.stores.length);
  });

  it('answers the store shape and pages', async () => {
    const p1 = await stores('stores/get-stores/all', 2, { limit: '4', offset: '1' });
    const p2 = await stores('stores/get-stores/all', 2, { limit: '4', offset: '2' });
    expect(p1.body).toMatchObject({ limit: 4, offset: 1 });
    expect(p1.body.stores).toHaveLength(4);
    for (const s of p1.body.stores) {
      for (const key of STORE_KEYS) expect(s).toHaveProperty(key);
      expect(String(s.cover_photo_full_url)).toMatch(/^\/media\/stores\/.+-cover\.webp$/);
      expect(typeof s.distance).toBe('number');
    }
    const ids = p1.body.stores.map((s) => s.id);
    expect(p2.body.stores.some((s) => ids.includes(s.id))).toBe(false);
  });

  it('filters by delivery type and store_type', async () => {
    const takeAway = await stores('stores/get-stores/take_away', 4, { limit: '50' });
    expect(takeAway.body.total_size).toBe(0);
    const delivery = await stores('stores/get-stores/delivery', 4, { limit: '50' });
    expect(delivery.body.total_size).toBeGreaterThan(5);
    const newest = await stores('stores/get-stores/all', null, { store_type: 'newly_joined', limit: '50' });
    const dates = newest.body.stores.map((s) => String(s.created_at));
    expect([...dates].sort().reverse()).toEqual(dates);
    const top = await stores('stores/get-stores/all', 1, { store_type: 'top_rated', limit: '50' });
    const ratings = top.body.stores.map((s) => Number(s.avg_rating));
    expect([...ratings].sort((a, b) => b - a)).toEqual(ratings);
    const bad = await stores('stores/get-stores/everywhere', 1);
    expect(bad.status).toBe(422);
    expect((await stores('stores/get-stores/all', 1, { store_type: 'weird' })).status).toBe(422);
  });

  it('sorts by the listing tab over every page, not only within one (spec 02: Top Rated, New)', async () => {
    const pages = async (sort: string, path = 'stores/get-stores/all', moduleId: number | null = null) => {
      const first = await stores(path, moduleId, { sort, limit: '5', offset: '1', store_type: 'popular' });
      const second = await stores(path, moduleId, { sort, limit: '5', offset: '2', store_type: 'popular' });
      expect(first.status).toBe(200);
      return [...first.body.stores, ...second.body.stores];
    };
    const rated = (await pages('top_rated')).map((s) => Number(s.avg_rating));
    expect(rated).toHaveLength(10);
    expect([...rated].sort((a, b) => b - a)).toEqual(rated);
    const all = await stores('stores/get-stores/all', null, { limit: '100' });
    expect(rated[0]).toBe(Math.max(...all.body.stores.map((s) => Number(s.avg_rating))));
    const dates = (await pages('new')).map((s) => String(s.created_at));
    expect([...dates].sort().reverse()).toEqual(dates);
    const offers = (await pages('top_rated', 'stores/top-offer-near-me', 1)).map((s) => Number(s.avg_rating));
    expect([...offers].sort((a, b) => b - a)).toEqual(offers);
    expect((await stores('stores/get-stores/all', null, { sort: 'cheapest' })).status).toBe(422);
  });

  it.each(['stores/popular', 'stores/latest', 'stores/top-rated', 'stores/discounted', 'stores/top-offer-near-me', 'stores/search'])('%s needs zoneId and moduleId', async (path) => {
    expect(errorCode(await call(path, { headers: { moduleid: '1' } }))).toBe('zoneId');
    expect(errorCode(await call(path, { headers: { zoneid: '[1]' } }))).toBe('moduleId');
  });

  it('sorts popular, latest and top-rated; keeps only discounted stores as discounted', async () => {
    const pop = (await stores('stores/popular', 1, { limit: '20' })).body.stores.map((s) => Number(s.order_count));
    expect([...pop].sort((a, b) => b - a)).toEqual(pop);
    const latest = (await stores('stores/latest', 2, { limit: '20' })).body.stores.map((s) => String(s.created_at));
    expect([...latest].sort().reverse()).toEqual(latest);
    const disc = await stores('stores/discounted', 1, { limit: '20' });
    expect(disc.body.total_size).toBeGreaterThan(0);
    for (const s of disc.body.stores) expect(s.discount).toEqual(expect.objectContaining({ discount: expect.any(Number), discount_type: 'percent' }));
  });

  it('orders top offers near me by distance from the latitude/longitude headers', async () => {
    const res = await stores('stores/top-offer-near-me', 1, { limit: '20' });
    expect(res.body.total_size).toBeGreaterThan(0);
    const d = res.body.stores.map((s) => Number(s.distance));
    expect([...d].sort((a, b) => a - b)).toEqual(d);
  });

  it('lists a store among the top offers while an item of it is discounted, and not once none is', async () => {
    const saved = process.env.SOUK_API_CACHE;
    process.env.SOUK_API_CACHE = '0';
    const db = await getDb();
    const listed = async (id: number) => (await stores('stores/top-offer-near-me', 1, { limit: '50' })).body.stores.some((s) => s.id === id);
    const [store] = await db.select().from(storeRows).where(and(eq(storeRows.moduleId, 1), eq(storeRows.zoneId, 1), eq(storeRows.status, 1), sql`${storeRows.discount} IS NULL`)).limit(1);
    const own = await db.select({ id: items.id, discount: items.discount }).from(items).where(eq(items.storeId, store!.id));
    try {
      await db.update(items).set({ discount: 0 }).where(eq(items.storeId, store!.id));
      expect(await listed(store!.id)).toBe(false);
      await db.update(items).set({ discount: 10 }).where(eq(items.id, own[0]!.id));
      expect(await listed(store!.id)).toBe(true);
    } finally {
      for (const row of own) await db.update(items).set({ discount: row.discount }).where(eq(items.id, row.id));
      process.env.SOUK_API_CACHE = saved;
      if (saved === undefined) delete process.env.SOUK_API_CACHE;
    }
  });

  it('orders top offers by popularity, with no distance, for a caller with no point (a page rendered for every shopper of a zone)', async () => {
    const noPoint = { zoneid: '[1,2]', moduleid: '1' };
    const res = await call<Paged<'stores'>>('stores/top-offer-near-me', { headers: noPoint, query: { limit: '20' } });
    expect(res.status).toBe(200);
    const near = await stores('stores/top-offer-near-me', 1, { limit: '20' });
    // the same stores as with a point, in another order, and none with a distance
    expect(res.body.stores.map((s) => s.id).sort()).toEqual(near.body.stores.map((s) => s.id).sort());
    for (const s of res.body.stores) expect(s.distance ?? null).toBeNull();
    const popular = (await call<Paged<'stores'>>('stores/popular', { headers: noPoint, query: { limit: '100' } })).body.stores.map((s) => s.id);
    const ranks = res.body.stores.map((s) => popular.indexOf(Number(s.id)));
    expect(ranks.every((r) => r >= 0)).toBe(true);
    expect([...ranks].sort((a, b) => a - b)).toEqual(ranks);
  });

  it('searches stores by name', async () => {
    const res = await stores('stores/search', 3, { name: 'pharmacy' });
    expect(res.body.total_size).toBeGreaterThan(3);
    for (const s of res.body.stores) expect(String(s.name).toLowerCase()).toContain('pharmacy');
    expect((await stores('stores/search', 3)).status).toBe(422);
  });
});

describe('store detail', () => {
  it('finds a store by slug and by id, with distance from the headers', async () => {
    const bySlug = await call('stores/details/burger-souk', { headers: { latitude: '25.2071', longitude: '55.2626' } });
    expect(bySlug.status).toBe(200);
    const byId = await call(`stores/details/${String(bySlug.body.id)}`, { headers: { latitude: '25.2071', longitude: '55.2626' } });
    expect(byId.body).toEqual(bySlug.body);
    expect(bySlug.body).toMatchObject({ slug: 'burger-souk', name: 'Burger Souk', module_type: 'food', open: 1, active: true });
    expect(Number(bySlug.body.distance)).toBeLessThan(1000);
    expect((bySlug.body.category_details as Json[]).length).toBeGreaterThan(0);
    expect(Number(bySlug.body.total_items)).toBeGreaterThan(10);
    const noHeaders = await call('stores/details/burger-souk');
    expect(noHeaders.body.distance).toBeNull();
  });

  it('answers 404 for an unknown store', async () => {
    const res = await call('stores/details/no-such-store');
    expect(res.status).toBe(404);
    expect(errorCode(res)).toBe('store');
  });

  it('shows the closed stores closed', async () => {
    const inactive = await call('stores/details/shawarma-station');
    expect(inactive.body).toMatchObject({ active: false, open: 0 });
    const noHours = await call('stores/details/qalam-bookstore');
    expect(noHours.body).toMatchObject({ active: true, open: 0, schedules: [] });
  });

  it('answers Arabic store names and addresses', async () => {
    const res = await call('stores/details/burger-souk', { headers: { 'x-localization': 'ar' } });
    expect(res.body.name).toBe('برجر سوق');
    expect(String(res.body.address)).toMatch(/[\u0600-\u06FF]/);
  });

  it("says a store's delivery time in Arabic to an Arabic caller, in a list and in its details", async () => {
    const en = await call<{ delivery_time: string }>('stores/details/burger-souk');
    const ar = await call<{ delivery_time: string }>('stores/details/burger-souk', { headers: { 'x-localization': 'ar' } });
    const [, from, to] = /^(\d+)-(\d+) min$/.exec(en.body.delivery_time) ?? [];
    expect(from).toBeDefined();
    expect(ar.body.delivery_time).toBe(`${from}-${to} دقيقة`);
    const listed = await call<Paged<'stores'>>('stores/get-stores/all', { headers: headers(1, { 'x-localization': 'ar' }), query: { limit: '50', offset: '1' } });
    for (const store of listed.body.stores) expect(String(store.delivery_time)).toMatch(/^\d+-\d+ (دقيقة|ساعة|يوم)$/);
  });

  it.each([
    ['30-40 min', '30-40 دقيقة'],
    ['1-2 hours', '1-2 ساعة'],
    ['2 - 3 Days', '2-3 يوم'],
    ['20-30 minutes', '20-30 دقيقة'],
    ['same day', 'same day'],
    ['10-20 fortnights', '10-20 fortnights'],
  ])('reads the delivery time %s as %s in Arabic, and as it is in English', (text, arabic) => {
    expect(deliveryTimeIn('ar', text)).toBe(arabic);
    expect(deliveryTimeIn('en', text)).toBe(text);
  });

  it('pages store reviews', async () => {
    const res = await call<Paged<'reviews'>>('stores/reviews', { query: { store_id: 'al-fanar-grill-house', limit: '5' } });
    expect(res.status).toBe(200);
    expect(res.body.total_size).toBeGreaterThan(5);
    expect(res.body.reviews).toHaveLength(5);
    expect(res.body.reviews[0]).toEqual(expect.objectContaining({ rating: expect.any(Number), item_name: expect.any(String), created_at: expect.any(String) }));
    expect((await call('stores/reviews')).status).toBe(422);
  });
});

describe('banners and promotional content', () => {
  it('lists banners of the three types with their store or item, and running campaigns', async () => {
    expect(errorCode(await call('banners'))).toBe('zoneId');
    const res = await call<{ banners: Json[]; campaigns: Json[] }>('banners', { headers: headers(null) });
    expect(new Set(res.body.banners.map((b) => b.type))).toEqual(new Set(['default', 'store_wise', 'item_wise']));
    for (const b of res.body.banners) {
      expect(String(b.image_full_url)).toMatch(/^\/media\/banners\//);
      if (b.type === 'store_wise') expect(b.store).toEqual(expect.objectContaining({ id: expect.any(Number), slug: expect.any(String), zone_id: expect.any(Number) }));
      if (b.type === 'item_wise') expect(b.item).toEqual(expect.objectContaining({ id: expect.any(Number), slug: expect.any(String), image_full_url: expect.any(String) }));
      if (b.type === 'default') expect(String(b.link)).toMatch(/^https:\/\//);
    }
    expect(res.body.campaigns.map((c) => c.slug)).not.toContain('summer-splash');
    const food = await call<{ banners: Json[] }>('banners', { headers: headers(1) });
    expect(food.body.banners.every((b) => b.module_id === 1)).toBe(true);
    const ar = await call<{ banners: Json[] }>('banners', { headers: headers(1, { 'x-localization': 'ar' }) });
    expect(String(ar.body.banners[0]?.title)).toMatch(/[\u0600-\u06FF]/);
  });

  it('lists a store\'s banners', async () => {
    const res = await call<Json[]>('banners/1');
    expect(res.status).toBe(200);
    expect(res.body.length).toBeGreaterThan(0);
  });

  it('answers other-banners, video content and why-choose-us for a module', async () => {
    expect(errorCode(await call('other-banners', { headers: { zoneid: '[1]' } }))).toBe('moduleId');
    const promo = await call('other-banners', { headers: headers(2) });
    expect((promo.body.banners as Json[]).length).toBe(3);
    expect(String((promo.body.banners as Json[])[0]?.value_full_url)).toMatch(/^\/media\/promotional\//);
    for (const key of ['new_arrival_section_banner_full_url', 'best_reviewed_section_banner_full_url', 'bottom_section_banner_full_url', 'promotional_banner_url']) {
      expect(String(promo.body[key])).toMatch(/^\/media\//);
    }
    const video = await call('other-banners/video-content', { headers: headers(5) });
    expect(video.body.banner_type).toBe('other');
    expect(String(video.body.banner_image_full_url)).toMatch(/^\/media\//);
    expect((video.body.banner_contents as Json[]).map((c) => c.value)).toHaveLength(6);
    const why = await call<{ banners: Json[] }>('other-banners/why-choose', { headers: headers(5) });
    expect(why.body.banners).toHaveLength(4);
    expect(why.body.banners[0]).toEqual(expect.objectContaining({ title: expect.any(String), short_description: expect.any(String), image_full_url: expect.any(String) }));
  });
});

describe('categories', () => {
  it('lists root categories with their children, per module or all', async () => {
    const res = await call<Json[]>('categories', { headers: { moduleid: '2' } });
    expect(res.body.length).toBeGreaterThan(5);
    for (const c of res.body) {
      expect(c.module_id).toBe(2);
      expect(c.parent_id).toBe(0);
      expect(String(c.image_full_url)).toMatch(/^\/media\/categories\//);
    }
    const dairy = res.body.find((c) => c.slug === 'dairy-eggs') as Json;
    expect((dairy.childes as Json[]).map((c) => c.slug)).toEqual(expect.arrayContaining(['milk-laban', 'cheese', 'eggs']));
    const all = await call<Json[]>('categories');
    expect(new Set(all.body.map((c) => c.module_id)).size).toBe(4);
    const childes = await call<Json[]>(`categories/childes/${String(dairy.id)}`);
    expect(childes.body).toHaveLength(3);
    expect((await call('categories/childes/99999')).status).toBe(404);
  });

  it('lists items and stores of categories', async () => {
    const cats = await call<Json[]>('categories', { headers: { moduleid: '1' } });
    const pizza = cats.body.find((c) => c.slug === 'pizza') as Json;
    const items = await call<Paged<'products'>>('categories/items/list', { headers: headers(1), query: { category_ids: `[${String(pizza.id)}]`, limit: '20', offset: '1', type: 'all' } });
    expect(items.body.total_size).toBeGreaterThan(5);
    for (const p of items.body.products) expect((p.category_ids as Json[]).map((c) => Number(c.id))).toContain(pizza.id);
    const storesRes = await call<Paged<'stores'>>('categories/stores/list', { headers: headers(1), query: { category_ids: `[${String(pizza.id)}]` } });
    expect(storesRes.body.stores.map((s) => s.slug)).toContain('napoli-wood-oven');
    expect((await call('categories/items/list', { headers: headers(1) })).status).toBe(422);
    expect(errorCode(await call('categories/items/list', { query: { category_ids: '[1]' } }))).toBe('zoneId');
  });

  it('keeps the categories\' product counts and the modules\' store counts as items and stores change', async () => {
    const saved = process.env.SOUK_API_CACHE;
    process.env.SOUK_API_CACHE = '0';
    const db = await getDb();
    const pizzaCount = async () => Number((await call<Json[]>('categories', { headers: { moduleid: '1' } })).body.find((c) => c.slug === 'pizza')?.products_count);
    const foodStores = async () => Number((await call<Json[]>('module')).body.find((m) => m.module_type === 'food')?.stores_count);
    const [pizza] = await db.select().from(categories).where(eq(categories.slug, 'pizza'));
    const [item] = await db.select().from(items).where(and(eq(items.categoryId, pizza!.id), eq(items.status, 1))).limit(1);
    const [store] = await db.select().from(storeRows).where(and(eq(storeRows.moduleId, 1), eq(storeRows.status, 1))).limit(1);
    const live = await db.select({ n: count() }).from(items).where(and(eq(items.status, 1), or(eq(items.categoryId, pizza!.id), eq(items.subCategoryId, pizza!.id))));
    const [items0, stores0] = [await pizzaCount(), await foodStores()];
    try {
      expect(items0).toBe(live[0]?.n);
      await db.update(items).set({ status: 0 }).where(eq(items.id, item!.id));
      await db.update(storeRows).set({ status: 0 }).where(eq(storeRows.id, store!.id));
      expect([await pizzaCount(), await foodStores()]).toEqual([items0 - 1, stores0 - 1]);
      // a stock change (every order's) leaves them as they are
      await db.update(items).set({ stock: sql`${items.stock} + 0` }).where(eq(items.categoryId, pizza!.id));
      expect(await pizzaCount()).toBe(items0 - 1);
    } finally {
      await db.update(items).set({ status: 1 }).where(eq(items.id, item!.id));
      await db.update(storeRows).set({ status: 1 }).where(eq(storeRows.id, store!.id));
      process.env.SOUK_API_CACHE = saved;
      if (saved === undefined) delete process.env.SOUK_API_CACHE;
    }
    expect([await pizzaCount(), await foodStores()]).toEqual([items0, stores0]);
  });

  it('answers featured categories with items', async () => {
    const res = await call<{ categories: Json[]; products: Json[] }>('categories/featured/items', { headers: headers(2) });
    expect(res.body.categories.length).toBeGreaterThan(0);
    for (const c of res.body.categories) expect(c.featured).toBe(1);
    expect(res.body.products.length).toBeGreaterThan(0);
  });

  it('pages featured category items by page_limit, as the storefront asks', async () => {
    const asked = (query: Record<string, string>) => call<{ products: Json[] }>('categories/featured/items', { headers: headers(2), query });
    const two = await asked({ page_limit: '2', offset: '1' });
    expect(two.body.products).toHaveLength(2);
    const spec = await asked({ page_limit: '20', offset: '1' });
    const before = await asked({ limit: '20', offset: '1' });
    expect(spec.body.products.map((p) => p.id)).toEqual(before.body.products.map((p) => p.id));
    expect((await asked({ page_limit: '0' })).status).toBe(422);
  });
});

describe('brands, campaigns, flash sales, conditions, ads, parcel, coupons', () => {
  it('lists brands with item counts and their items', async () => {
    const res = await call<Json[]>('brand', { headers: headers(4) });
    expect(res.body.length).toBeGreaterThan(5);
    for (const b of res.body) expect(Number(b.items_count)).toBeGreaterThan(0);
    const items = await call<Paged<'products'>>('brand/items/1', { headers: headers(4), query: { limit: '50' } });
    expect(items.body.total_size).toBe(res.body.find((b) => b.id === 1)?.items_count);
    for (const p of items.body.products) expect(p.brand_id).toBe(1);
    expect((await call('brand/items/999', { headers: headers(4) })).status).toBe(404);
  });

  it('lists running basic campaigns and details with stores; an ended campaign shows as over', async () => {
    const list = await call<Json[]>('campaigns/basic', { headers: headers(1) });
    expect(list.body.map((c) => c.slug)).toEqual(['ramadan-feast']);
    expect(String(list.body[0]?.image_full_url)).toMatch(/^\/media\/campaigns\//);
    const details = await call<{ stores: Json[] } & Json>('campaigns/basic-campaign-details', { headers: headers(1), query: { basic_campaign_id: String(list.body[0]?.id) } });
    expect(details.body.stores.length).toBeGreaterThan(1);
    const bySlug = await call('campaigns/basic-campaign-details', { query: { basic_campaign_id: 'ramadan-feast' } });
    expect(bySlug.body.id).toBe(list.body[0]?.id);
    const over = await call('campaigns/basic-campaign-details', { query: { basic_campaign_id: 'summer-splash' } });
    expect(over.body.is_running).toBe(false);
    expect((await call('campaigns/basic-campaign-details', { query: { basic_campaign_id: 'nope' } })).status).toBe(404);
    expect((await call('campaigns/basic-campaign-details')).status).toBe(422);
  });

  it('lists running item campaigns', async () => {
    const res = await call<Json[]>('campaigns/item', { headers: headers(1) });
    const slugs = res.body.map((c) => c.slug);
    expect(slugs).toEqual(expect.arrayContaining(['ramadan-mixed-grill-feast', 'kunafa-family-tray']));
    expect(slugs).not.toContain('summer-fattoush-bowl');
    for (const c of res.body) expect(c).toEqual(expect.objectContaining({ available_date_starts: expect.any(String), available_date_ends: expect.any(String), is_campaign: 1 }));
  });

  it('answers the running flash sale with sold and stock, one product sold out', async () => {
    const res = await call<{ active_products: Json[] } & Json>('flash-sales', { headers: headers(2), query: { limit: '15', offset: '1' } });
    expect(res.status).toBe(200);
    expect(res.body).toEqual(expect.objectContaining({ id: expect.any(Number), start_date: expect.any(String), end_date: expect.any(String) }));
    expect(res.body.active_products.length).toBeGreaterThan(3);
    for (const p of res.body.active_products) {
      expect(p).toEqual(expect.objectContaining({ stock: expect.any(Number), sold: expect.any(Number), item: expect.objectContaining({ slug: expect.any(String) }) }));
      expect(Number(p.sold)).toBeLessThanOrEqual(Number(p.stock));
    }
    const soldOut = res.body.active_products.find((p) => p.available_stock === 0) as Json;
    expect((soldOut.item as Json).stock).toBe(0);
    const items = await call<Paged<'products'>>('flash-sales/items', { headers: headers(2), query: { flash_sale_id: String(res.body.id), limit: '4' } });
    expect(items.body.products).toHaveLength(4);
    expect(items.body.total_size).toBe(res.body.active_products.length);
    expect((await call('flash-sales/items', { headers: headers(2), query: { flash_sale_id: '999' } })).status).toBe(404);
    // the storefront's call (limit=2, offset=1 page the running sales) answers the same products
    const asSpec = await call<{ active_products: Json[] } & Json>('flash-sales', { headers: headers(2), query: { limit: '2', offset: '1' } });
    expect(asSpec.body.id).toBe(res.body.id);
    expect(asSpec.body.active_products.map((p) => p.id)).toEqual(res.body.active_products.map((p) => p.id));
    expect((await call('flash-sales', { headers: headers(2), query: { limit: 'two' } })).status).toBe(422);
  });

  it('lists common conditions and their items', async () => {
    const list = await call<Json[]>('common-condition', { headers: headers(3) });
    expect(list.body).toHaveLength(7);
    const fever = list.body.find((c) => c.name === 'Fever') as Json;
    const items = await call<Paged<'products'>>(`common-condition/items/${String(fever.id)}`, { headers: headers(3), query: { limit: '20', offset: '1' } });
    expect(items.body.total_size).toBeGreaterThan(0);
    for (const p of items.body.products) expect(p.common_condition_id).toBe(fever.id);
  });

  it('lists paid ads of both kinds with their store', async () => {
    const res = await call<Json[]>('advertisement/list', { headers: headers(1) });
    expect(new Set(res.body.map((a) => a.add_type))).toEqual(new Set(['store_promotion', 'video_promotion']));
    for (const a of res.body) {
      expect(a).toEqual(expect.objectContaining({ title: expect.any(String), cover_image_full_url: expect.any(String), profile_image_full_url: expect.any(String), store: expect.objectContaining({ slug: expect.any(String) }) }));
    }
  });

  it('lists parcel categories, vehicles and live coupons', async () => {
    const parcel = await call<Json[]>('parcel-category', { headers: headers(5) });
    expect(parcel.body).toHaveLength(6);
    expect(parcel.body[0]).toEqual(expect.objectContaining({ name: expect.any(String), description: expect.any(String), image_full_url: expect.any(String) }));
    expect((await call<Json[]>('get-vehicles')).body).toHaveLength(3);
    const coupons = await call<Json[]>('coupon/list', { headers: headers(null) });
    const codes = coupons.body.map((c) => c.code);
    expect(codes).toEqual(expect.arrayContaining(['WELCOME20', 'SOUK15', 'FREEDEL']));
    expect(codes).not.toContain('SUMMER10');
    expect(coupons.body[0]).toEqual(expect.objectContaining({ discount: expect.any(Number), discount_type: expect.any(String), min_purchase: expect.any(Number) }));
  });
});
