/** @jest-environment node */
/**
 * The embedded API against the contract: every route it implements has a schema in
 * src/api/contract, and answers to real calls through the gateway pass it, for the site's own
 * pages (root-relative media) and for another client (absolute media URLs).
 */
import { closeDatabase, ensureDatabase, ROUTE_LIST } from '@/backend';
import { checkAnswer, endpointOf, ENDPOINTS } from '@/api/contract/endpoints';
import { dispatch, type GatewayRequest } from './index';

const SCOPE = { zoneid: '[1,2]', latitude: '25.2048', longitude: '55.2708' };
const mod = (id: number) => ({ ...SCOPE, moduleid: String(id) });

interface Sample {
  path: string;
  search?: string;
  headers?: Record<string, string>;
  method?: 'GET' | 'POST';
  body?: unknown;
  auth?: boolean;
}

const login = { email_or_phone: 'demo@souk.test', password: 'souk-demo-1', login_type: 'manual', field_type: 'email' };

/** One or more real calls per endpoint (a few in Arabic, a few in other modules). */
const SAMPLES: Sample[] = [
  { path: 'config' },
  { path: 'config', headers: { 'x-localization': 'ar' } },
  { path: 'config/get-zone-id', search: 'lat=25.1972&lng=55.2744' },
  { path: 'config/place-api-autocomplete', search: 'search_text=marina' },
  { path: 'config/place-api-details', search: 'placeid=souk-burj-khalifa' },
  { path: 'config/geocode-api', search: 'lat=25.1972&lng=55.2744' },
  { path: 'config/distance-api', search: 'origin_lat=25.1972&origin_lng=55.2744&destination_lat=25.079&destination_lng=55.1404&mode=walking' },
  { path: 'zone/list' },
  { path: 'zone/check', search: 'lat=25.1972&lng=55.2744&zone_id=1' },
  { path: 'module', headers: SCOPE },
  { path: 'react-landing-page' },
  { path: 'react-landing-page', headers: { 'x-localization': 'ar' } },
  { path: 'auth/guest/request', method: 'POST', body: {} },
  { path: 'auth/login', method: 'POST', body: login },
  { path: 'auth/sign-up', method: 'POST', body: { name: 'Contract Check', email: 'contract.check@souk.test', phone: '+971500007733', password: 'secret-123' } },
  { path: 'customer/info', auth: true },
  { path: 'customer/update-interest', method: 'POST', body: { interest: '[1]' }, auth: true },
  { path: 'customer/address/list', auth: true },
  { path: 'banners', headers: mod(1) },
  { path: 'banners', headers: mod(5) },
  { path: 'banners/10' },
  { path: 'other-banners', headers: mod(2) },
  { path: 'other-banners/video-content', headers: mod(5) },
  { path: 'other-banners/video-content', headers: mod(1) },
  { path: 'other-banners/why-choose', headers: mod(5) },
  { path: 'categories', headers: mod(2) },
  { path: 'categories/childes/1', headers: mod(1) },
  { path: 'categories/items/list', search: 'category_ids=[1]&limit=5&offset=1&type=all', headers: mod(1) },
  { path: 'categories/items/1', search: 'limit=5&offset=1', headers: mod(1) },
  { path: 'categories/stores/list', search: 'category_ids=[1]&limit=5&offset=1', headers: mod(1) },
  { path: 'categories/stores/1', search: 'limit=5&offset=1', headers: mod(1) },
  { path: 'categories/featured/items', search: 'limit=5&offset=1', headers: mod(2) },
  ...['popular', 'latest', 'discounted', 'most-reviewed', 'recommended', 'new-arrival'].map((kind) => ({ path: `items/${kind}`, search: 'limit=4&offset=1&type=all', headers: mod(1) })),
  { path: 'items/basic', search: 'limit=4&offset=1', headers: mod(3) },
  { path: 'items/common-conditions', search: 'limit=4&offset=1', headers: mod(3) },
  { path: 'items/search', search: 'name=grill&limit=4&offset=1', headers: mod(1) },
  { path: 'items/details/mixed-grill-platter' },
  { path: 'items/details/nova-x12-smartphone', headers: { 'x-localization': 'ar' } },
  { path: 'items/details/kunafa-family-tray', search: 'campaign=true' },
  { path: 'items/related-items/1', headers: SCOPE },
  { path: 'items/related-store-items/1' },
  { path: 'items/reviews/1' },
  { path: 'items/item-or-store-search', search: 'name=bur', headers: mod(1) },
  { path: 'get-combined-data', search: 'name=a&list_type=item&limit=4&offset=1', headers: mod(2) },
  { path: 'get-combined-data', search: 'name=a&list_type=store&limit=4&offset=1', headers: mod(2) },
  { path: 'stores/get-stores/all', search: 'offset=1&limit=4&store_type=undefined', headers: mod(1) },
  ...['popular', 'latest', 'top-rated', 'discounted', 'featured', 'top-offer-near-me'].map((kind) => ({ path: `stores/${kind}`, search: 'limit=4&offset=1', headers: mod(1) })),
  { path: 'stores/search', search: 'name=a&limit=4&offset=1', headers: mod(1) },
  { path: 'stores/details/al-fanar-grill-house', headers: SCOPE },
  { path: 'stores/popular-items/10' },
  { path: 'stores/reviews', search: 'store_id=10' },
  { path: 'brand', headers: mod(4) },
  { path: 'brand/items/1', search: 'limit=4&offset=1', headers: mod(4) },
  { path: 'campaigns/basic', headers: mod(1) },
  { path: 'campaigns/basic-campaign-details', search: 'basic_campaign_id=ramadan-feast', headers: SCOPE },
  { path: 'campaigns/item', headers: mod(1) },
  { path: 'flash-sales', search: 'limit=4&offset=1', headers: mod(2) },
  { path: 'flash-sales', headers: mod(5) },
  { path: 'flash-sales/items', search: 'flash_sale_id=1&limit=4&offset=1', headers: SCOPE },
  { path: 'common-condition', headers: mod(3) },
  { path: 'common-condition/items/1', search: 'limit=4&offset=1', headers: mod(3) },
  { path: 'coupon/list', headers: SCOPE },
  { path: 'advertisement/list', headers: mod(1) },
  { path: 'parcel-category', headers: mod(5) },
  { path: 'get-vehicles' },
  { path: 'newsletter/subscribe', method: 'POST', body: { email: 'contract@souk.test' } },
  ...['about-us', 'terms-and-conditions', 'privacy-policy', 'refund-policy', 'shipping-policy', 'cancelation', 'cancellation-policy'].map((path) => ({ path })),
];

let token = '';

/** Every `*_full_url` and `base_urls` value in an answer (strings only). */
function mediaUrls(value: unknown, key = ''): string[] {
  if (typeof value === 'string') return key.endsWith('_full_url') || key === 'base_urls' ? [value] : [];
  if (Array.isArray(value)) return value.flatMap((v) => mediaUrls(v, key));
  if (!value || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([k, v]) => mediaUrls(v, key === 'base_urls' ? key : k));
}

function call(sample: Sample, caller: 'own' | 'other'): Promise<Awaited<ReturnType<typeof dispatch>>> {
  const callerHeaders = caller === 'own' ? { 'sec-fetch-site': 'same-origin', origin: 'http://souk.test' } : {};
  const req: GatewayRequest = {
    method: sample.method ?? 'GET',
    path: sample.path,
    search: sample.search ?? '',
    headers: {
      host: 'souk.test',
      'content-type': 'application/json',
      ...callerHeaders,
      ...sample.headers,
      ...(sample.auth ? { authorization: `Bearer ${token}` } : {}),
    },
    cookies: {},
    secure: false,
    rawBody: sample.body === undefined ? undefined : Buffer.from(JSON.stringify(sample.body)),
  };
  return dispatch(req);
}

beforeAll(async () => {
  await ensureDatabase();
  const answer = await call({ path: 'auth/login', method: 'POST', body: login }, 'other');
  token = (answer.body as { token: string }).token;
}, 120_000);

afterAll(async () => {
  await closeDatabase();
});

describe('the contract of the embedded API', () => {
  it('has a schema for every route the embedded API implements', () => {
    const missing = ROUTE_LIST.filter((r) => endpointOf(r.method, r.path.replace(/:[a-z_]+/g, 'x')) === null);
    expect(missing).toEqual([]);
  });

  it('calls every endpoint with a schema at least once', () => {
    const called = new Set(SAMPLES.map((s) => endpointOf(s.method ?? 'GET', s.path)));
    expect(Object.keys(ENDPOINTS).filter((p) => !called.has(p))).toEqual([]);
  });

  it.each(SAMPLES.map((s) => [`${s.method ?? 'GET'} ${s.path}${s.search ? `?${s.search}` : ''}`, s] as const))('%s answers in the contract’s shape', async (_name, sample) => {
    for (const caller of ['own', 'other'] as const) {
      if (sample.path === 'auth/sign-up' && caller === 'other') continue; // one account per address
      const answer = await call(sample, caller);
      expect({ caller, status: answer.status }).toEqual({ caller, status: 200 });
      const check = checkAnswer(sample.method ?? 'GET', sample.path, answer.body);
      expect({ caller, ...check }).toEqual({ caller, ok: true });
      const urls = mediaUrls(answer.body);
      const expected = caller === 'own' ? /^\/media\// : /^http:\/\/souk\.test\/media\//;
      expect(urls.filter((u) => !expected.test(u))).toEqual([]);
    }
  });

  it('rejects the shapes the issue found (so the schemas can fail)', () => {
    expect(checkAnswer('GET', 'items/related-store-items/1', { total_size: 1, products: [] }).ok).toBe(false);
    expect(checkAnswer('GET', 'items/popular', { total_size: 1, products: [{ id: 1, name: { en: 'x' }, price: 1, store_id: 1 }] }).ok).toBe(false);
    expect(checkAnswer('GET', 'config', { business_name: 'Souk', currency_symbol: 'x', digit_after_decimal_point: 2, base_urls: {} }).ok).toBe(false);
    expect(checkAnswer('GET', 'no/such/path', { anything: true }).ok).toBe(true);
  });
});
