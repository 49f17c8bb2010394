import { call, errorCode, headers, type Json, type Paged } from '../../testing/backend';

const ITEM_KEYS = [
  'id', 'name', 'slug', 'description', 'image_full_url', 'images_full_url', 'price', 'unit_type', 'store_id', 'store_name', 'module_id', 'module_type',
  'zone_id', 'discount', 'discount_type', 'store_discount', 'variations', 'food_variations', 'choice_options', 'add_ons', 'stock', 'maximum_cart_quantity',
  'schedule_order', 'available_time_starts', 'available_time_ends', 'veg', 'is_halal', 'halal_tag_status', 'recommended', 'organic', 'avg_rating',
  'rating_count', 'generic_name', 'nutritions_name', 'allergies_name', 'tags', 'category_id', 'category_ids', 'is_prescription_required',
];

const products = (path: string, moduleId = 1, query: Record<string, string> = {}, extra: Record<string, string> = {}) =>
  call<Paged<'products'>>(path, { headers: headers(moduleId, extra), query });

describe('item lists', () => {
  it.each(['items/popular', 'items/latest', 'items/discounted', 'items/recommended', 'items/new-arrival', 'items/most-reviewed', 'items/search', 'get-combined-data'])(
    '%s needs zoneId, then moduleId',
    async (path) => {
      const noZone = await call(path, { headers: { moduleid: '1' } });
      expect(noZone.status).toBe(403);
      expect(errorCode(noZone)).toBe('zoneId');
      const noModule = await call(path, { headers: { zoneid: '[1,2]' } });
      expect(noModule.status).toBe(403);
      expect(errorCode(noModule)).toBe('moduleId');
    },
  );

  it('pages with limit, offset (1-based) and total_size', async () => {
    const p1 = await products('items/popular', 1, { limit: '5', offset: '1' });
    const p2 = await products('items/popular', 1, { limit: '5', offset: '2' });
    expect(p1.status).toBe(200);
    expect(p1.body).toMatchObject({ limit: 5, offset: 1 });
    expect(p1.body.products).toHaveLength(5);
    expect(p1.body.total_size).toBeGreaterThan(100);
    expect(p2.body.total_size).toBe(p1.body.total_size);
    const ids1 = p1.body.products.map((p) => p.id);
    expect(p2.body.products.every((p) => !ids1.includes(p.id))).toBe(true);
    const far = await products('items/popular', 1, { limit: '5', offset: '999' });
    expect(far.body.products).toEqual([]);
  });

  it('answers the full item shape with root-relative media URLs', async () => {
    const res = await products('items/popular', 2, { limit: '3' });
    for (const p of res.body.products) {
      for (const key of ITEM_KEYS) expect(p).toHaveProperty(key);
      expect(String(p.image_full_url)).toMatch(/^\/media\/items\/.+\.webp$/);
      expect((p.images_full_url as string[]).length).toBeGreaterThanOrEqual(3);
      expect(p.module_type).toBe('grocery');
      expect([1, 2]).toContain(p.zone_id);
    }
  });

  it('rejects bad paging with a 4xx errors body', async () => {
    for (const query of [{ offset: '0' }, { limit: 'ten' }, { limit: '1000' }] as Record<string, string>[]) {
      const res = await products('items/popular', 1, query);
      expect(res.status).toBe(422);
      errorCode(res);
    }
  });

  it('sorts latest by creation date and most-reviewed by review count', async () => {
    const latest = (await products('items/latest', 4, { limit: '20' })).body.products.map((p) => String(p.created_at));
    expect([...latest].sort().reverse()).toEqual(latest);
    const reviewed = (await products('items/most-reviewed', 4, { limit: '20' })).body.products.map((p) => Number(p.rating_count));
    expect([...reviewed].sort((a, b) => b - a)).toEqual(reviewed);
  });

  it('lists only discounted items as discounted', async () => {
    const res = await products('items/discounted', 1, { limit: '50' });
    expect(res.body.products.length).toBeGreaterThan(10);
    for (const p of res.body.products) expect(Number(p.discount) > 0 || Number(p.store_discount) > 0).toBe(true);
    const types = new Set(res.body.products.map((p) => p.discount_type));
    expect(types).toEqual(new Set(['percent', 'amount']));
  });

  it('answers recommended with items and products, and new arrivals with categories', async () => {
    const rec = await call<Json>('items/recommended', { headers: headers(2), query: { filter: 'all', limit: '15', offset: '1' } });
    expect(rec.body.items).toEqual(rec.body.products);
    for (const p of rec.body.products as Json[]) expect(p.recommended).toBe(1);
    const na = await call<Json>('items/new-arrival', { headers: headers(4) });
    expect((na.body.categories as Json[]).length).toBeGreaterThan(0);
    expect((na.body.products as Json[]).length).toBeGreaterThan(0);
  });

  it('lists pharmacy items by common condition and basic medicines', async () => {
    const res = await products('items/common-conditions', 3, { limit: '30' });
    expect(res.body.total_size).toBeGreaterThan(10);
    for (const p of res.body.products) expect(p.common_condition_id).not.toBeNull();
    const basic = await products('items/basic', 3);
    for (const p of basic.body.products) expect(p.is_prescription_required).toBe(0);
  });

  it('filters veg and non-veg food', async () => {
    for (const type of ['veg', 'non_veg']) {
      const res = await products('items/popular', 1, { type, limit: '40' });
      for (const p of res.body.products) expect(p.veg).toBe(type === 'veg' ? 1 : 0);
    }
  });

  it('lists a store\'s own items without zone or module headers', async () => {
    const res = await call<Paged<'products'>>('items/latest', { query: { store_id: '1', limit: '50' } });
    expect(res.status).toBe(200);
    expect(res.body.total_size).toBeGreaterThan(10);
    for (const p of res.body.products) expect(p.store_id).toBe(1);
  });

  it('reads the store page parameters 6amMart clients send (category_id=0 for all, price range)', async () => {
    const all = await call<Paged<'products'>>('items/latest', { query: { store_id: '2', category_id: '0', offset: '1', limit: '50', type: 'all' } });
    const allToo = await call<Paged<'products'>>('items/latest', { query: { store_id: '2', limit: '50' } });
    expect(all.status).toBe(200);
    expect(all.body.total_size).toBe(allToo.body.total_size);
    const cheap = await call<Paged<'products'>>('items/latest', { query: { store_id: '2', category_id: '[0]', min_price: '10', max_price: '40', limit: '50' } });
    expect(cheap.body.total_size).toBeGreaterThan(0);
    expect(cheap.body.total_size).toBeLessThan(all.body.total_size);
    for (const p of cheap.body.products) expect(Number(p.price)).toBeGreaterThanOrEqual(10);
    const popular = await call<Paged<'products'>>('stores/popular-items/2', { query: { limit: '5' } });
    expect(popular.body.products).toHaveLength(5);
    for (const p of popular.body.products) expect(p.store_id).toBe(2);
  });

  it('scopes lists to the zones in the header', async () => {
    const res = await call<Paged<'products'>>('items/popular', { headers: { zoneid: '[3]', moduleid: '1' }, query: { limit: '50' } });
    expect(res.body.total_size).toBeGreaterThan(0);
    for (const p of res.body.products) expect(p.zone_id).toBe(3);
  });

  it('names items in Arabic with X-localization ar', async () => {
    const res = await products('items/popular', 1, { limit: '10' }, { 'x-localization': 'ar' });
    for (const p of res.body.products) {
      expect(String(p.name)).toMatch(/[\u0600-\u06FF]/);
      expect(String(p.description)).toMatch(/[\u0600-\u06FF]/);
    }
  });
});

describe('item detail', () => {
  it('finds an item by id and by slug', async () => {
    const bySlug = await call('items/details/mixed-grill-platter');
    expect(bySlug.status).toBe(200);
    const byId = await call(`items/details/${String(bySlug.body.id)}`);
    expect(byId.body).toEqual(bySlug.body);
    expect(bySlug.body.slug).toBe('mixed-grill-platter');
    expect((bySlug.body.store_details as Json).slug).toBe('al-fanar-grill-house');
  });

  it('answers 404 product-001 for an unknown slug or id', async () => {
    for (const key of ['no-such-item', '999999']) {
      const res = await call(`items/details/${key}`);
      expect(res.status).toBe(404);
      expect(errorCode(res)).toBe('product-001');
    }
  });

  it('carries required multi-choice food variations and add-ons', async () => {
    const res = await call('items/details/mixed-grill-platter');
    const fv = res.body.food_variations as Json[];
    expect(fv).toContainEqual(expect.objectContaining({ name: 'Choose your sauces', type: 'multi', min: 2, max: 3, required: 'on' }));
    expect(fv).toContainEqual(expect.objectContaining({ type: 'single', required: 'off' }));
    const addOns = res.body.add_ons as Json[];
    expect(addOns.length).toBeGreaterThan(0);
    expect(addOns[0]).toEqual(expect.objectContaining({ id: expect.any(Number), name: expect.any(String), price: expect.any(Number) }));
    expect(res.body.nutritions_name).toEqual(expect.arrayContaining([expect.stringMatching(/Calories/)]));
    expect((res.body.allergies_name as string[]).length).toBeGreaterThan(0);
  });

  it('marks the availability-window items', async () => {
    const sahoor = await call('items/details/late-night-sahoor-platter');
    expect(sahoor.body).toMatchObject({ available_time_starts: '03:00:00', available_time_ends: '03:01:00', schedule_order: true });
    const dawn = await call('items/details/dawn-kunafa-special');
    expect(dawn.body).toMatchObject({ available_time_starts: '04:00:00', available_time_ends: '04:01:00', schedule_order: false });
  });

  it('marks prescription medicines with their generic names', async () => {
    const res = await call('items/details/amoxicillin-500mg-capsules-21s');
    expect(res.body).toMatchObject({ is_prescription_required: 1, generic_name: ['Amoxicillin'], module_type: 'pharmacy' });
  });

  it('carries variations with stock for retail items', async () => {
    const res = await call('items/details/nova-x12-smartphone');
    expect(res.status).toBe(200);
    const variations = res.body.variations as { type: string; price: number; stock: number }[];
    expect(variations.length).toBe(6);
    expect(variations[0]).toEqual({ type: expect.stringMatching(/-/), price: expect.any(Number), stock: expect.any(Number) });
    expect((res.body.choice_options as Json[]).map((c) => c.title)).toEqual(['Color', 'Storage']);
    expect(res.body.price).toBe(Math.min(...variations.map((v) => v.price)));
  });

  it('serves campaign items with product_type=campaign data', async () => {
    const res = await call('items/details/ramadan-mixed-grill-feast', { query: { campaign: 'true' } });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ slug: 'ramadan-mixed-grill-feast', is_campaign: 1, price: 79, available_date_starts: expect.any(String), available_date_ends: expect.any(String) });
    const byId = await call(`items/details/${String(res.body.id)}`, { query: { campaign: '1' } });
    expect(byId.body.slug).toBe('ramadan-mixed-grill-feast');
    expect((await call('items/details/nope', { query: { campaign: 'true' } })).status).toBe(404);
  });

  it('answers Arabic detail', async () => {
    const res = await call('items/details/mixed-grill-platter', { headers: { 'x-localization': 'ar' } });
    expect(res.body.name).toBe('مشاوي مشكلة');
    expect(String(res.body.store_name)).toMatch(/[\u0600-\u06FF]/);
  });

  it('lists related items, store items and reviews', async () => {
    const item = (await call('items/details/mixed-grill-platter')).body;
    const related = await call<Paged<'products'>>(`items/related-items/${String(item.id)}`);
    expect(related.body.products.length).toBeGreaterThan(0);
    for (const p of related.body.products) {
      expect(p.id).not.toBe(item.id);
      expect(p.module_id).toBe(item.module_id);
    }
    // a plain list, as 6amMart answers it (clients map over it)
    const same = await call<Record<string, unknown>[]>(`items/related-store-items/${String(item.id)}`, { query: { limit: '50' } });
    expect(Array.isArray(same.body)).toBe(true);
    for (const p of same.body) expect(p.store_id).toBe(item.store_id);
    expect(same.body.length).toBeGreaterThan(5);
    const reviews = await call<Paged<'reviews'>>('items/reviews/mixed-grill-platter');
    expect(reviews.status).toBe(200);
    expect(reviews.body).toMatchObject({ total_size: expect.any(Number), limit: 10, offset: 1 });
    for (const r of reviews.body.reviews) expect(r).toEqual(expect.objectContaining({ rating: expect.any(Number), comment: expect.any(String), customer_name: expect.any(String) }));
    expect((await call('items/reviews/no-such-item')).status).toBe(404);
  });
});

describe('search', () => {
  it('finds items by name in English and Arabic', async () => {
    const res = await products('items/search', 1, { name: 'pizza' });
    expect(res.body.total_size).toBeGreaterThan(3);
    for (const p of res.body.products) expect(String(p.name).toLowerCase()).toContain('pizza');
    const ar = await products('items/search', 1, { name: 'بيتزا' });
    expect(ar.body.total_size).toBe(res.body.total_size);
    expect(res.body).toHaveProperty('items', res.body.products);
  });

  it('searches inside one store', async () => {
    const res = await call<Paged<'products'>>('items/search', { query: { store_id: '2', name: 'a' } });
    expect(res.status).toBe(200);
    for (const p of res.body.products) expect(p.store_id).toBe(2);
  });

  it('suggests items and stores', async () => {
    const res = await call<{ items: Json[]; stores: Json[] }>('items/item-or-store-search', { headers: headers(1), query: { name: 'burger' } });
    expect(res.body.items.length).toBeGreaterThan(0);
    expect(res.body.stores.map((s) => s.slug)).toContain('burger-souk');
    expect((await call('items/item-or-store-search', { headers: headers(1) })).status).toBe(422);
  });

  it('combines filters for items', async () => {
    const res = await call<Paged<'products'>>('get-combined-data', {
      headers: headers(2),
      query: { data_type: 'searched', list_type: 'item', limit: '12', offset: '1', category_ids: '[]', filter: '["low"]', min_price: '5', max_price: '30', rating_count: '' },
    });
    expect(res.status).toBe(200);
    const prices = res.body.products.map((p) => Number(p.price));
    expect(prices.every((p) => p >= 5 && p <= 30)).toBe(true);
    expect([...prices].sort((a, b) => a - b)).toEqual(prices);
    const cats = await call<Json[]>('categories', { headers: { moduleid: '2' } });
    const dairy = cats.body.find((c) => c.slug === 'dairy-eggs') as Json;
    const byCat = await call<Paged<'products'>>('get-combined-data', { headers: headers(2), query: { data_type: 'category', category_ids: `[${String(dairy.id)}]`, limit: '50' } });
    expect(byCat.body.total_size).toBeGreaterThan(5);
    for (const p of byCat.body.products) expect((p.category_ids as Json[]).map((c) => Number(c.id))).toContain(dairy.id);
    const brand = await call<Paged<'products'>>('get-combined-data', { headers: headers(4), query: { data_type: 'brand', brand_ids: '[1]', limit: '50' } });
    for (const p of brand.body.products) expect(p.brand_id).toBe(1);
    const disc = await call<Paged<'products'>>('get-combined-data', { headers: headers(1), query: { data_type: 'discounted', limit: '50' } });
    for (const p of disc.body.products) expect(Number(p.discount) > 0 || Number(p.store_discount) > 0).toBe(true);
  });

  it('combines filters for stores', async () => {
    const res = await call<Paged<'stores'>>('get-combined-data', { headers: headers(1), query: { list_type: 'store', filter: '["top_rated"]', limit: '12' } });
    expect(res.status).toBe(200);
    const ratings = res.body.stores.map((s) => Number(s.avg_rating));
    expect(ratings.every((r) => r >= 4)).toBe(true);
    expect([...ratings].sort((a, b) => b - a)).toEqual(ratings);
    const open = await call<Paged<'stores'>>('get-combined-data', { headers: headers(1), query: { list_type: 'store', filter: '["currently_open"]', limit: '50' } });
    expect(open.body.stores.map((s) => s.slug)).not.toContain('shawarma-station');
  });

  it('rejects malformed search parameters', async () => {
    for (const query of [{ list_type: 'both' }, { category_ids: '[a]' }, { min_price: 'cheap' }, { data_type: 'weird' }] as Record<string, string>[]) {
      const res = await call('get-combined-data', { headers: headers(1), query });
      expect(res.status).toBe(422);
      errorCode(res);
    }
  });
});
