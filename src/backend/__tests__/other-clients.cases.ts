import { call, headers, type Json } from '../../testing/backend';

describe('query values real clients send', () => {
  it('reads `undefined`, `null` and empty values as not given', async () => {
    for (const value of ['undefined', 'null', '']) {
      const res = await call<{ stores: Json[] }>('stores/get-stores/all', { headers: headers(1), query: { store_type: value, offset: value, limit: '5' } });
      expect(res.status).toBe(200);
      expect(res.body.stores.length).toBe(5);
    }
  });

  it('reads JSON arrays sent as strings', async () => {
    const res = await call<{ products: Json[] }>('categories/items/list', { headers: headers(2), query: { category_ids: '["1"]', limit: '5', offset: '1', type: 'all' } });
    expect(res.status).toBe(200);
    const filtered = await call<{ stores: Json[] }>('stores/get-stores/all', { headers: headers(1), query: { filter: '["top_rated"]', limit: '50' } });
    expect(filtered.status).toBe(200);
  });
});

describe('answers as the contract shapes them', () => {
  it('lists a store’s other items as a plain list', async () => {
    const item = (await call('items/details/mixed-grill-platter')).body;
    const res = await call<Json[]>(`items/related-store-items/${String(item.id)}`);
    expect(Array.isArray(res.body)).toBe(true);
    expect(res.body.length).toBeGreaterThan(0);
  });

  it('counts the store’s items in an item’s store_details as stores/details does', async () => {
    const item = (await call<{ store_details: { slug: string; total_items: number } }>('items/details/mixed-grill-platter')).body;
    const store = (await call<{ total_items: number }>(`stores/details/${item.store_details.slug}`)).body;
    expect(item.store_details.total_items).toBeGreaterThan(0);
    expect(item.store_details.total_items).toBe(store.total_items);
    const campaign = (await call<{ store_details: { total_items: number } }>('items/details/kunafa-family-tray', { query: { campaign: 'true' } })).body;
    expect(campaign.store_details.total_items).toBeGreaterThan(0);
  });

  it('gives react-landing-page the header, company, earning and business blocks in both languages', async () => {
    for (const lang of ['en', 'ar']) {
      const res = await call<Json>('react-landing-page', { headers: { 'x-localization': lang } });
      for (const key of ['header_title', 'header_sub_title', 'company_title', 'company_sub_title', 'company_description', 'business_title', 'business_sub_title']) {
        expect(typeof res.body[key]).toBe('string');
      }
      expect(res.body).toMatchObject({ earning_seller_status: '1', earning_dm_status: '1' });
    }
    const ar = await call<Json>('react-landing-page', { headers: { 'x-localization': 'ar' } });
    expect(String(ar.body.company_description)).toMatch(/[\u0600-\u06FF]/);
  });

  it('gives config the payment method lists', async () => {
    const res = await call<Json>('config');
    expect(Array.isArray(res.body.active_payment_method_list)).toBe(true);
    expect(res.body.digital_payment_info).toMatchObject({ digital_payment: true, plugin_payment_gateways: [], default_payment_gateways: [] });
  });
});
