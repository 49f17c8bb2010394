import { handleApiRequest } from '../index';
import { call, errorCode, headers, type Json } from '../../testing/backend';

describe('config', () => {
  it('answers a flat object with every field both specs read', async () => {
    const res = await call('config');
    expect(res.status).toBe(200);
    const c = res.body;
    for (const key of [
      'business_name', 'logo_full_url', 'phone', 'email', 'address', 'country', 'country_picker_status', 'firebase_otp_verification', 'free_delivery_over',
      'guest_checkout_status', 'default_location', 'digit_after_decimal_point', 'base_urls', 'centralize_login', 'social_login', 'apple_login',
      'customer_wallet_status', 'loyalty_point_status', 'ref_earning_status', 'refund_policy', 'cancelation_policy', 'shipping_policy', 'social_media',
      'footer_text', 'module_config', 'sys_language', 'currency_symbol', 'currency_symbol_direction', 'version',
    ]) {
      expect(c).toHaveProperty(key);
    }
    expect(c.business_name).toBe('Souk');
    expect(c.currency_code).toBe('AED');
    expect(c.digit_after_decimal_point).toBe(2);
    expect(c.guest_checkout_status).toBe(1);
    expect(c.country).toBe('AE');
    // Out of the box (no SMS provider, no demo mode, no provider client ids) only manual sign-in works.
    expect(c.centralize_login).toEqual({
      manual_login_status: 1, otp_login_status: 0, social_login_status: 0, google_login_status: 0, facebook_login_status: 0,
      apple_login_status: 0, email_verification_status: 0, phone_verification_status: 0,
    });
    expect(c.default_location).toEqual({ lat: '25.2048', lng: '55.2708' });
    expect(c.sys_language).toEqual([
      { key: 'en', value: 'English', direction: 'ltr', default: true },
      { key: 'ar', value: 'العربية', direction: 'rtl', default: false },
    ]);
    expect((c.base_urls as Json).item_image_url).toBe('/media/items');
    expect(String(c.logo_full_url)).toMatch(/^\/media\/.+\.webp$/);
  });
});

describe('zones', () => {
  it('finds the zone of a point in Central Dubai with zone_data and modules', async () => {
    const res = await call('config/get-zone-id', { query: { lat: '25.2048', lng: '55.2708' } });
    expect(res.status).toBe(200);
    expect(res.body.zone_id).toBe('[1]');
    const zd = res.body.zone_data as Json[];
    expect(zd[0]).toMatchObject({ id: 1, cash_on_delivery: true, digital_payment: true });
    expect((zd[0]?.modules as Json[]).map((m) => m.module_type).sort()).toEqual(['ecommerce', 'food', 'grocery', 'parcel', 'pharmacy']);
  });

  it('finds the Marina and Silicon Oasis zones', async () => {
    expect((await call('config/get-zone-id', { query: { lat: '25.0790', lng: '55.1404' } })).body.zone_id).toBe('[2]');
    const so = await call('config/get-zone-id', { query: { lat: '25.1185', lng: '55.3799' } });
    expect(so.body.zone_id).toBe('[3]');
    expect(((so.body.zone_data as Json[])[0]?.modules as Json[]).map((m) => m.module_type).sort()).toEqual(['food', 'grocery']);
  });

  it('answers 404 coordinates outside every zone', async () => {
    const res = await call('config/get-zone-id', { query: { lat: '25.3330', lng: '55.3850' } });
    expect(res.status).toBe(404);
    expect(errorCode(res)).toBe('coordinates');
  });

  it.each([
    [{ lat: 'abc', lng: '55.27' }, 'lat'],
    [{ lng: '55.27' }, 'lat'],
    [{ lat: '25.2', lng: '' }, 'lng'],
    [{ lat: '95', lng: '55.27' }, 'lat'],
  ])('rejects bad coordinates %j with a 4xx errors body', async (query, code) => {
    const res = await call('config/get-zone-id', { query });
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(res.status).toBeLessThan(500);
    expect(errorCode(res)).toBe(code);
  });

  it('lists zones with polygons', async () => {
    const res = await call<Json[]>('zone/list');
    expect(res.body.length).toBe(3);
    expect(res.body[0]).toHaveProperty('formated_coordinates');
    expect(((res.body[0]?.coordinates as Json).type)).toBe('Polygon');
  });

  it('checks a point against one zone', async () => {
    expect((await call('zone/check', { query: { lat: '25.2048', lng: '55.2708', zone_id: '1' } })).body).toBe(true);
    expect((await call('zone/check', { query: { lat: '25.2048', lng: '55.2708', zone_id: '2' } })).body).toBe(false);
    const bad = await call('zone/check', { query: { lat: '25.2', lng: '55.2', zone_id: 'x' } });
    expect(bad.status).toBe(422);
    expect(errorCode(bad)).toBe('zone_id');
    expect((await call('zone/check', { query: { lat: '25.2', lng: '55.2', zone_id: '99' } })).status).toBe(404);
  });
});

describe('modules', () => {
  it('lists the five modules with icons and zones', async () => {
    const res = await call<Json[]>('module');
    expect(res.status).toBe(200);
    expect(res.body.map((m) => m.module_type)).toEqual(['food', 'grocery', 'pharmacy', 'ecommerce', 'parcel']);
    for (const m of res.body) {
      expect(String(m.icon_full_url)).toMatch(/^\/media\/modules\/.+\.webp$/);
      expect(String(m.thumbnail_full_url)).toMatch(/^\/media\/modules\//);
      expect((m.zones as Json[]).length).toBeGreaterThanOrEqual(2);
    }
  });

  it('filters by the zoneId header', async () => {
    const res = await call<Json[]>('module', { headers: { zoneid: '[3]' } });
    expect(res.body.map((m) => m.module_type)).toEqual(['food', 'grocery']);
  });

  it.each(['abc', '[x]', '[]', '{"a":1}', '[0]'])('rejects the malformed zoneId header %s', async (zoneid) => {
    const res = await call('module', { headers: { zoneid } });
    expect(res.status).toBe(403);
    expect(errorCode(res)).toBe('zoneId');
  });

  it('names modules in Arabic with X-localization ar', async () => {
    const res = await call<Json[]>('module', { headers: { 'x-localization': 'ar' } });
    expect(res.body.map((m) => m.module_name)).toEqual(['طعام', 'بقالة', 'صيدلية', 'تسوق', 'طرود']);
  });
});

describe('guest, landing, pages, newsletter', () => {
  it('issues guest ids', async () => {
    const a = await call('auth/guest/request', { method: 'POST' });
    const b = await call('auth/guest/request', { method: 'POST' });
    expect(a.status).toBe(200);
    expect(typeof a.body.guest_id).toBe('number');
    expect(b.body.guest_id).not.toBe(a.body.guest_id);
  });

  it('answers the landing data', async () => {
    const res = await call('react-landing-page');
    expect(res.body).toMatchObject({
      fixed_newsletter_title: expect.any(String),
      fixed_newsletter_sub_title: expect.any(String),
      fixed_footer_description: expect.any(String),
      download_user_app_links: { playstore_url: expect.any(String), playstore_url_status: '1', apple_store_url: expect.any(String), apple_store_url_status: '1' },
    });
    const ar = await call('react-landing-page', { headers: { 'x-localization': 'ar' } });
    expect(String(ar.body.fixed_newsletter_title)).toMatch(/[\u0600-\u06FF]/);
  });

  it.each(['about-us', 'terms-and-conditions', 'privacy-policy', 'refund-policy', 'shipping-policy', 'cancelation'])('serves the %s page in both languages', async (path) => {
    const en = await call(path);
    expect(en.status).toBe(200);
    expect(String(en.body.value)).toMatch(/<h2>/);
    expect(String(en.body.value)).not.toMatch(/<script/i);
    const ar = await call(path, { headers: { 'x-localization': 'ar' } });
    expect(String(ar.body.value)).toMatch(/[\u0600-\u06FF]/);
  });

  it('subscribes to the newsletter and rejects a bad email', async () => {
    const ok = await call('newsletter/subscribe', { method: 'POST', body: { email: 'reader@example.com' } });
    expect(ok.status).toBe(200);
    expect(ok.body).toEqual({ message: 'Subscribed Successfully' });
    const again = await call('newsletter/subscribe', { method: 'POST', body: { email: 'Reader@example.com' } });
    expect(again.status).toBe(200);
    for (const body of [{ email: 'not-an-email' }, { email: '' }, {}]) {
      const bad = await call('newsletter/subscribe', { method: 'POST', body });
      expect(bad.status).toBe(422);
      expect(errorCode(bad)).toBe('email');
      expect((bad.body as { errors: { message: string }[] }).errors[0]?.message).toBe('Please insert a valid email.');
    }
  });
});

describe('router', () => {
  it('answers 404 in the errors shape for an unknown path', async () => {
    const res = await call('no/such/thing');
    expect(res.status).toBe(404);
    expect(errorCode(res)).toBe('not_found');
  });

  it('answers 405 for a known path with the wrong method', async () => {
    const res = await call('config', { method: 'DELETE' });
    expect(res.status).toBe(405);
    errorCode(res);
  });

  it('maps an unexpected failure to a bare 500 without details', async () => {
    const spy = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const body = Object.defineProperty({}, 'email', { enumerable: true, get: () => { throw new Error('secret detail'); } });
    const res = await handleApiRequest({ method: 'POST', path: 'newsletter/subscribe', query: {}, headers: {}, body });
    expect(res.status).toBe(500);
    expect(res.body).toEqual({ errors: [{ code: 'server', message: 'Internal server error' }] });
    expect(JSON.stringify(res.body)).not.toContain('secret');
    spy.mockRestore();
  });

  it('answers repeated anonymous catalogue reads from a cache, as independent copies', async () => {
    const a = await call<Json[]>('module', { headers: headers(null) });
    const b = await call<Json[]>('module', { headers: headers(null) });
    expect(b.body).toEqual(a.body);
    expect(b.body).not.toBe(a.body);
    (a.body[0] as Json).module_name = 'changed by a caller';
    const c = await call<Json[]>('module', { headers: headers(null) });
    expect(c.body[0]?.module_name).toBe('Food');
    expect(a.headers?.['cache-control']).toMatch(/public/);
    const signedIn = await call('config', { headers: { authorization: 'Bearer x' } });
    expect(signedIn.headers?.['cache-control']).toBeUndefined();
  });

  it('accepts a leading slash and the contract headers', async () => {
    const res = await call('/categories', { headers: headers(2) });
    expect(res.status).toBe(200);
  });
});

describe('maps proxy (local gazetteer)', () => {
  it('autocompletes street and landmark names', async () => {
    const res = await call('config/place-api-autocomplete', { query: { search_text: 'marina' } });
    expect(res.status).toBe(200);
    const preds = res.body.predictions as Json[];
    expect(preds.length).toBeGreaterThan(0);
    for (const p of preds) {
      expect(typeof p.place_id).toBe('string');
      expect(String(p.description)).toMatch(/Marina/i);
    }
  });

  it('autocompletes in Arabic', async () => {
    const res = await call('config/place-api-autocomplete', { query: { search_text: 'مول' }, headers: { 'x-localization': 'ar' } });
    expect((res.body.predictions as Json[]).length).toBeGreaterThan(0);
    expect(String((res.body.predictions as Json[])[0]?.description)).toMatch(/[\u0600-\u06FF]/);
  });

  it('refuses empty search text with a 4xx', async () => {
    for (const query of [{ search_text: '' }, { search_text: '   ' }, {}] as Record<string, string>[]) {
      const res = await call('config/place-api-autocomplete', { query });
      expect(res.status).toBe(422);
      expect(errorCode(res)).toBe('search_text');
    }
  });

  it('returns place details with coordinates and a zone for them', async () => {
    const auto = await call('config/place-api-autocomplete', { query: { search_text: 'Burj Khalifa' } });
    const placeId = String((auto.body.predictions as Json[])[0]?.place_id);
    const res = await call('config/place-api-details', { query: { placeid: placeId } });
    expect(res.status).toBe(200);
    const result = res.body.result as { geometry: { location: { lat: number; lng: number } }; formatted_address: string };
    expect(result.formatted_address).toMatch(/Burj Khalifa/);
    const zone = await call('config/get-zone-id', { query: { lat: String(result.geometry.location.lat), lng: String(result.geometry.location.lng) } });
    expect(zone.body.zone_id).toBe('[1]');
    expect((await call('config/place-api-details', { query: { placeid: 'nowhere' } })).status).toBe(404);
    expect((await call('config/place-api-details')).status).toBe(422);
  });

  it('puts Sharjah outside every zone', async () => {
    const d = await call('config/place-api-details', { query: { placeid: 'souk-sharjah-corniche' } });
    const loc = (d.body.result as { geometry: { location: { lat: number; lng: number } } }).geometry.location;
    const zone = await call('config/get-zone-id', { query: { lat: String(loc.lat), lng: String(loc.lng) } });
    expect(zone.status).toBe(404);
    expect(errorCode(zone)).toBe('coordinates');
  });

  it('reverse geocodes to the nearest gazetteer entry', async () => {
    const res = await call('config/geocode-api', { query: { lat: '25.1973', lng: '55.2745' } });
    expect(res.status).toBe(200);
    expect(String((res.body.results as Json[])[0]?.formatted_address)).toMatch(/^Burj Khalifa, Downtown Dubai/);
    const bad = await call('config/geocode-api', { query: { lat: 'north', lng: '55.2' } });
    expect(bad.status).toBe(422);
    expect(errorCode(bad)).toBe('lat');
  });

  it('estimates walking distance and duration in Google\'s shape', async () => {
    const res = await call('config/distance-api', {
      query: { origin_lat: '25.1972', origin_lng: '55.2744', destination_lat: '25.1985', destination_lng: '55.2796', mode: 'walking' },
    });
    expect(res.status).toBe(200);
    const el = ((res.body.rows as Json[])[0]?.elements as Json[])[0] as { distance: { value: number; text: string }; duration: { value: number; text: string } };
    expect(el.distance.value).toBeGreaterThan(500);
    expect(el.distance.value).toBeLessThan(1000);
    expect(el.distance.text).toMatch(/m$/);
    expect(el.duration.value).toBeGreaterThan(300);
    expect(el.duration.text).toMatch(/min/);
    const bad = await call('config/distance-api', { query: { origin_lat: 'x', origin_lng: '55', destination_lat: '25', destination_lng: '55' } });
    expect(bad.status).toBe(422);
  });
});
