/** @jest-environment node */
/**
 * The embedded API against the contract: every route it implements has a schema in
 * src/contract, and answers to real calls through the gateway pass it, for the site's own
 * pages (root-relative media) and for another client (absolute media URLs).
 */
import { exportJWK, generateKeyPair, SignJWT, type KeyLike } from 'jose';
import sharp from 'sharp';
import { closeDatabase, ensureDatabase, ROUTE_LIST } from '@/backend';
import { checkAnswer, endpointOf, ENDPOINTS } from '@/contract/endpoints';
import { apiErrors } from '@/contract/entities';
import { COOKIE } from '@/lib/session';
import { dispatch, type GatewayRequest } from './index';
import { ACCOUNT_SAMPLES, type Sample } from './contract-samples';
import { ORDER_SAMPLES } from './contract-samples-orders';
import { PARTNER_SAMPLES } from './contract-samples-partners';

const SCOPE = { zoneid: '[1,2]', latitude: '25.2048', longitude: '55.2708' };
const mod = (id: number) => ({ ...SCOPE, moduleid: String(id) });

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
  { path: 'souk/sitemap' },
  { path: 'souk/sitemap/items/1' },
  { path: 'react-landing-page' },
  { path: 'react-landing-page', headers: { 'x-localization': 'ar' } },
  { path: 'auth/guest/request', method: 'POST', body: {} },
  { path: 'auth/login', method: 'POST', body: login },
  {
    path: 'auth/sign-up',
    method: 'POST',
    body: { name: 'Contract Check', email: 'contract.check@souk.test', phone: '+971500007733', password: 'secret-123' },
    once: true, // one account per address
    keep: (b) => ({ fresh: String(b.token) }),
  },
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
  ...ACCOUNT_SAMPLES,
  ...ORDER_SAMPLES,
  ...PARTNER_SAMPLES,
];

let token = '';
/** Values kept from earlier answers (and made in beforeAll), used as `{name}` in a sample. */
const vars: Record<string, string> = {};
const fill = (text: string) => text.replace(/\{(\w+)\}/g, (whole, name: string) => vars[name] ?? whole);

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
    path: fill(sample.path),
    search: fill(sample.search ?? ''),
    headers: {
      host: 'souk.test',
      'content-type': 'application/json',
      ...callerHeaders,
      ...sample.headers,
      ...(sample.auth ? { authorization: `Bearer ${sample.auth === true ? token : fill(`{${sample.auth}}`)}` } : {}),
    },
    cookies: {},
    secure: false,
    rawBody: sample.body === undefined ? undefined : Buffer.from(fill(JSON.stringify(sample.body))),
  };
  return dispatch(req);
}

beforeAll(async () => {
  await ensureDatabase();
  const answer = await call({ path: 'auth/login', method: 'POST', body: login }, 'other');
  token = (answer.body as { token: string }).token;
  vars.guest = String(((await call({ path: 'auth/guest/request', method: 'POST', body: {} }, 'other')).body as { guest_id: number }).guest_id);
  vars.item = String(await plainItem());
  // Sign-in through Google and Firebase ID tokens, checked against a key of this run.
  const pair = await generateKeyPair('RS256');
  const jwks = JSON.stringify({ keys: [{ ...(await exportJWK(pair.publicKey)), kid: 'contract-1', alg: 'RS256', use: 'sig' }] });
  Object.assign(process.env, {
    SOUK_DEMO_MODE: '1',
    NEXT_PUBLIC_GOOGLE_CLIENT_ID: GOOGLE_ID,
    SOUK_GOOGLE_JWKS: jwks,
    SOUK_FIREBASE_JWKS: jwks,
    NEXT_PUBLIC_FIREBASE_PROJECT_ID: PROJECT,
    NEXT_PUBLIC_FIREBASE_API_KEY: 'contract-key',
  });
  vars.google = await idToken(pair.privateKey, { sub: 'contract-google-1', email: 'social.one@souk.test', name: 'Social One' }, 'https://accounts.google.com', GOOGLE_ID);
  vars.google2 = await idToken(pair.privateKey, { sub: 'contract-google-2', email: 'social.two@souk.test', name: 'Social Two' }, 'https://accounts.google.com', GOOGLE_ID);
  vars.firebase = await idToken(pair.privateKey, { sub: 'contract-fb-1', phone_number: '+971500007755' }, `https://securetoken.google.com/${PROJECT}`, PROJECT);
}, 120_000);

const GOOGLE_ID = 'souk-contract.apps.googleusercontent.com';
const PROJECT = 'souk-contract';
const ENV_KEYS = ['SOUK_DEMO_MODE', 'NEXT_PUBLIC_GOOGLE_CLIENT_ID', 'SOUK_GOOGLE_JWKS', 'SOUK_FIREBASE_JWKS', 'NEXT_PUBLIC_FIREBASE_PROJECT_ID', 'NEXT_PUBLIC_FIREBASE_API_KEY'];
const savedEnv = Object.fromEntries(ENV_KEYS.map((k) => [k, process.env[k]]));

function idToken(key: KeyLike, claims: Record<string, string>, iss: string, aud: string): Promise<string> {
  return new SignJWT(claims).setProtectedHeader({ alg: 'RS256', kid: 'contract-1' }).setIssuer(iss).setAudience(aud).setIssuedAt().setExpirationTime('10m').sign(key);
}

/** An answer's body with the token our own page gets as an httpOnly cookie put back (for `keep`). */
function kept(answer: Awaited<ReturnType<typeof dispatch>>): Record<string, unknown> {
  const body = (answer.body ?? {}) as Record<string, unknown>;
  const cookie = answer.cookies.map((c) => new RegExp(`^${COOKIE.token}=([^;]+)`).exec(c)?.[1]).find(Boolean);
  return cookie ? { ...body, token: decodeURIComponent(cookie) } : body;
}

/** A grocery item without variations or a cart limit, with stock for a few adds. */
async function plainItem(): Promise<number> {
  const modules = (await call({ path: 'module', headers: SCOPE }, 'other')).body as { id: number; module_type: string }[];
  const grocery = modules.find((m) => m.module_type === 'grocery');
  const page = (await call({ path: 'items/latest', search: 'limit=50&offset=1&type=all', headers: mod(grocery?.id ?? 0) }, 'other')).body as {
    products: { id: number; stock?: number | null; variations?: unknown[] | null; maximum_cart_quantity?: number | null }[];
  };
  const item = page.products.find((p) => !p.variations?.length && (p.stock ?? 0) >= 10 && !p.maximum_cart_quantity);
  if (!item) throw new Error('the seed has no plain grocery item');
  return item.id;
}

afterAll(async () => {
  for (const [k, v] of Object.entries(savedEnv)) {
    if (v === undefined) delete process.env[k];
    else process.env[k] = v;
  }
  await closeDatabase();
});

describe('the contract of the embedded API', () => {
  it('has a schema for every route the embedded API implements', () => {
    const missing = ROUTE_LIST.filter((r) => endpointOf(r.method, r.path.replace(/:[a-z_]+/g, 'x')) === null);
    expect(missing).toEqual([]);
  });

  it('calls every endpoint with a schema at least once', () => {
    const called = new Set(SAMPLES.map((s) => endpointOf(s.method ?? 'GET', s.path.replace(/\{\w+\}/g, 'x'))));
    expect(Object.keys(ENDPOINTS).filter((p) => !called.has(p))).toEqual([]);
  });

  it.each(SAMPLES.map((s) => [`${s.method ?? 'GET'} ${s.path}${s.search ? `?${s.search}` : ''}`, s] as const))('%s answers in the contract’s shape', async (_name, sample) => {
    for (const caller of ['own', 'other'] as const) {
      if (sample.once && caller === 'other') continue; // a code used, an account made, a line removed
      const answer = await call(sample, caller);
      expect({ caller, status: answer.status }).toEqual({ caller, status: sample.status ?? 200 });
      const check = answer.status >= 400 ? { ok: apiErrors.safeParse(answer.body).success } : checkAnswer(sample.method ?? 'GET', fill(sample.path), answer.body);
      expect({ caller, ...check }).toEqual({ caller, ok: true });
      if (sample.keep) Object.assign(vars, sample.keep(kept(answer)));
      const urls = mediaUrls(answer.body);
      const expected = caller === 'own' ? /^\/media\// : /^http:\/\/souk\.test\/media\//;
      expect(urls.filter((u) => !expected.test(u))).toEqual([]);
    }
  });

  it('serves a shopper’s uploaded image as files/:key, to our own page and to another client', async () => {
    const signIn = await call({ path: 'auth/login', method: 'POST', body: { ...login, email_or_phone: 'contract.check@souk.test', password: 'secret-456' } }, 'other');
    const shopper = (signIn.body as { token: string }).token;
    const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#2a9d8f' } }).png().toBuffer();
    const boundary = 'contract-boundary';
    const fields = { name: 'Contract Pictured', email: 'contract.check@souk.test', phone: '+971500007733' };
    const parts = [
      ...Object.entries(fields).map(([k, v]) => Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`)),
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="me.png"\r\nContent-Type: image/png\r\n\r\n`),
      png,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ];
    const headers = { host: 'souk.test', authorization: `Bearer ${shopper}` };
    const upload = await dispatch({
      method: 'POST',
      path: 'customer/update-profile',
      search: '',
      headers: { ...headers, 'content-type': `multipart/form-data; boundary=${boundary}` },
      cookies: {},
      secure: false,
      rawBody: Buffer.concat(parts),
    });
    expect({ status: upload.status, ...checkAnswer('POST', 'customer/update-profile', upload.body) }).toEqual({ status: 200, ok: true });
    const info = await dispatch({ method: 'GET', path: 'customer/info', search: '', headers, cookies: {}, secure: false });
    const key = /\/files\/([^/]+)$/.exec(String((info.body as { image_full_url?: string }).image_full_url))?.[1] ?? '';
    for (const caller of ['own', 'other'] as const) {
      const answer = await call({ path: `files/${key}` }, caller);
      expect({ caller, status: answer.status, type: answer.headers['content-type'] }).toEqual({ caller, status: 200, type: 'image/png' });
      expect({ caller, ...checkAnswer('GET', `files/${key}`, answer.raw ?? answer.body) }).toEqual({ caller, ok: true });
      expect(answer.raw?.equals(png)).toBe(true);
    }
  });

  it('rejects the shapes the issue found (so the schemas can fail)', () => {
    expect(checkAnswer('GET', 'items/related-store-items/1', { total_size: 1, products: [] }).ok).toBe(false);
    expect(checkAnswer('GET', 'items/popular', { total_size: 1, products: [{ id: 1, name: { en: 'x' }, price: 1, store_id: 1 }] }).ok).toBe(false);
    expect(checkAnswer('GET', 'config', { business_name: 'Souk', currency_symbol: 'x', digit_after_decimal_point: 2, base_urls: {} }).ok).toBe(false);
    expect(checkAnswer('GET', 'customer/cart/list', [{ id: 1, item_id: 1, quantity: 1, price: 5 }]).ok).toBe(false);
    expect(checkAnswer('GET', 'customer/wish-list', { item: [] }).ok).toBe(false);
    expect(checkAnswer('POST', 'auth/verify-phone', { token: 'x' }).ok).toBe(false);
    expect(checkAnswer('PUT', 'customer/address/update/7', { message: 'Successfully updated!' }).ok).toBe(false);
    expect(checkAnswer('POST', 'vitals', { recorded: true }).ok).toBe(false);
    expect(checkAnswer('GET', 'files/0123456789abcdef0123456789abcdef.png', { errors: [] }).ok).toBe(false);
    expect(apiErrors.safeParse({ errors: [] }).success).toBe(false);
    expect(checkAnswer('GET', 'no/such/path', { anything: true }).ok).toBe(true);
  });
});
