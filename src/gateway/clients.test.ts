/** @jest-environment node */
import { closeDatabase, ensureDatabase } from '@/backend';
import { dispatch, type GatewayRequest } from './index';

const APP = 'https://app.example';
const login = { email_or_phone: 'demo@souk.test', password: 'souk-demo-1', login_type: 'manual', field_type: 'email' };

function request(overrides: Partial<GatewayRequest>): GatewayRequest {
  return { method: 'GET', path: 'config', search: '', headers: { host: 'souk.test' }, cookies: {}, secure: false, ...overrides };
}

/** A call as a browser on another origin makes it (fetch metadata and Origin, no cookies of ours). */
function fromOrigin(origin: string, method: string, path: string, body?: unknown, headers: GatewayRequest['headers'] = {}, search = '') {
  return dispatch(
    request({
      method,
      path,
      search,
      headers: { host: 'souk.test', origin, 'sec-fetch-site': 'cross-site', 'sec-fetch-mode': 'cors', 'content-type': 'application/json', ...headers },
      rawBody: body === undefined ? undefined : Buffer.from(JSON.stringify(body)),
    }),
  );
}

beforeAll(async () => {
  await ensureDatabase();
}, 120_000);

afterAll(async () => {
  await closeDatabase();
});

beforeEach(() => {
  process.env.CORS_ORIGINS = `${APP}, http://localhost:5173`;
  delete process.env.SITE_URL;
  delete process.env.TRUST_PROXY;
});

afterEach(() => {
  delete process.env.CORS_ORIGINS;
});

describe('a web client on an allowed origin', () => {
  it('gets a preflight answer that allows the contract headers', async () => {
    const answer = await fromOrigin(APP, 'OPTIONS', 'items/popular', undefined, {
      'access-control-request-method': 'GET',
      'access-control-request-headers': 'zoneid,moduleid,latitude,longitude,x-localization,x-software-id,authorization',
    });
    expect(answer.status).toBe(204);
    expect(answer.headers['access-control-allow-origin']).toBe(APP);
    expect(answer.headers['access-control-allow-methods']).toMatch(/POST/);
    const allowed = answer.headers['access-control-allow-headers']?.toLowerCase().split(/,\s*/) ?? [];
    for (const name of ['zoneid', 'moduleid', 'latitude', 'longitude', 'x-localization', 'x-software-id', 'authorization', 'content-type']) {
      expect(allowed).toContain(name);
    }
    expect(answer.headers).not.toHaveProperty('access-control-allow-credentials');
  });

  it('reads the catalogue with CORS headers and absolute media URLs', async () => {
    const answer = await fromOrigin(APP, 'GET', 'items/popular', undefined, { zoneid: '[1]', moduleid: '1' }, 'limit=2&offset=1');
    expect(answer.status).toBe(200);
    expect(answer.headers['access-control-allow-origin']).toBe(APP);
    expect(answer.headers.vary).toMatch(/Origin/);
    const { products } = answer.body as { products: { image_full_url: string; images_full_url: string[] }[] };
    expect(products[0]?.image_full_url).toMatch(/^http:\/\/souk\.test\/media\/items\//);
    expect(products[0]?.images_full_url.every((u) => u.startsWith('http://souk.test/media/'))).toBe(true);
  });

  it('is served its guest POSTs without cookies, signs in with a token and calls with Bearer', async () => {
    const guest = await fromOrigin(APP, 'POST', 'auth/guest/request', {});
    expect(guest.status).toBe(200);
    expect(guest.headers['access-control-allow-origin']).toBe(APP);
    expect((guest.body as { guest_id: number }).guest_id).toBeGreaterThan(0);

    const signIn = await fromOrigin(APP, 'POST', 'auth/login', login);
    expect(signIn.status).toBe(200);
    const { token } = signIn.body as { token: unknown };
    expect(typeof token).toBe('string');
    expect((token as string).length).toBeGreaterThan(20);
    expect(signIn.cookies).toEqual([]);

    const info = await fromOrigin(APP, 'GET', 'customer/info', undefined, { authorization: `Bearer ${token as string}` });
    expect(info.status).toBe(200);
    expect(info.body).toMatchObject({ email: 'demo@souk.test' });
    expect(info.headers['access-control-allow-origin']).toBe(APP);
  });

  it('receives the token from sign-up too', async () => {
    const answer = await fromOrigin(APP, 'POST', 'auth/sign-up', {
      name: 'Omar Said',
      email: 'omar.cors@souk.test',
      phone: '+971500009911',
      password: 'secret-123',
    });
    expect(answer.status).toBe(200);
    expect(typeof (answer.body as { token: unknown }).token).toBe('string');
  });

  it('still may not ride our cookies: a cookie-carrying cross-site POST is refused', async () => {
    const answer = await dispatch(
      request({
        method: 'POST',
        path: 'auth/guest/request',
        headers: { host: 'souk.test', origin: APP, 'sec-fetch-site': 'cross-site', 'content-type': 'application/json' },
        cookies: { souk_token: 'a-session' },
        rawBody: Buffer.from('{}'),
      }),
    );
    expect(answer.status).toBe(403);
    expect(answer.body).toEqual({ errors: [{ code: 'origin', message: 'Cross-site requests are not allowed.' }] });
  });
});

describe('an origin that is not listed', () => {
  it('gets no CORS headers on a preflight or an answer', async () => {
    const preflight = await fromOrigin('https://other.example', 'OPTIONS', 'items/popular', undefined, { 'access-control-request-method': 'GET' });
    expect(preflight.status).toBe(204);
    expect(Object.keys(preflight.headers).filter((h) => h.startsWith('access-control-'))).toEqual([]);
    const answer = await fromOrigin('https://other.example', 'GET', 'config');
    expect(answer.status).toBe(200);
    expect(Object.keys(answer.headers).filter((h) => h.startsWith('access-control-'))).toEqual([]);
  });

  it('gets none when CORS_ORIGINS is unset, and its cookie-less POSTs are refused', async () => {
    delete process.env.CORS_ORIGINS;
    const preflight = await fromOrigin(APP, 'OPTIONS', 'auth/login', undefined, { 'access-control-request-method': 'POST' });
    expect(preflight.headers).not.toHaveProperty('access-control-allow-origin');
    const post = await fromOrigin('https://other.example', 'POST', 'auth/guest/request', {});
    expect(post.status).toBe(403);
  });
});

describe('which callers receive the token', () => {
  it('keeps it from the site’s own pages (cookie) and gives it to callers that are not (body)', async () => {
    const own = await dispatch(
      request({
        method: 'POST',
        path: 'auth/login',
        headers: { host: 'souk.test', origin: 'http://souk.test', 'sec-fetch-site': 'same-origin', 'content-type': 'application/json' },
        rawBody: Buffer.from(JSON.stringify(login)),
      }),
    );
    expect(own.body).toMatchObject({ token: null, signed_in: true });
    expect(own.cookies.some((c) => c.startsWith('souk_token=') && /HttpOnly/.test(c))).toBe(true);

    const script = await dispatch(
      request({ method: 'POST', path: 'auth/login', headers: { host: 'souk.test', 'content-type': 'application/json' }, rawBody: Buffer.from(JSON.stringify(login)) }),
    );
    expect(typeof (script.body as { token: unknown }).token).toBe('string');
    expect(script.cookies).toEqual([]);
  });

  it('treats a browser without fetch metadata by its Origin', async () => {
    const own = await dispatch(
      request({
        method: 'POST',
        path: 'auth/login',
        headers: { host: 'souk.test', origin: 'http://souk.test', 'content-type': 'application/json' },
        rawBody: Buffer.from(JSON.stringify(login)),
      }),
    );
    expect(own.body).toMatchObject({ token: null });
  });
});

describe('absolute media URLs', () => {
  it('come from SITE_URL when set', async () => {
    process.env.SITE_URL = 'https://souk.example/';
    const answer = await dispatch(request({ path: 'config' }));
    const body = answer.body as { logo_full_url: string; base_urls: Record<string, string> };
    expect(body.logo_full_url).toMatch(/^https:\/\/souk\.example\/media\//);
    expect(Object.values(body.base_urls).every((u) => u.startsWith('https://souk.example/media/'))).toBe(true);
  });

  it('honour a proxy’s forwarded host only when TRUST_PROXY is set', async () => {
    const headers = { host: 'internal:3000', 'x-forwarded-host': 'shop.example', 'x-forwarded-proto': 'https' };
    const untrusted = await dispatch(request({ path: 'module', headers }));
    expect((untrusted.body as { icon_full_url: string }[])[0]?.icon_full_url).toMatch(/^http:\/\/internal:3000\/media\//);
    process.env.TRUST_PROXY = '1';
    const trusted = await dispatch(request({ path: 'module', headers }));
    expect((trusted.body as { icon_full_url: string }[])[0]?.icon_full_url).toMatch(/^https:\/\/shop\.example\/media\//);
  });

  it('stay root-relative for the site’s own pages and server renders', async () => {
    const own = await dispatch(request({ path: 'module', headers: { host: 'souk.test', 'sec-fetch-site': 'same-origin' } }));
    expect((own.body as { icon_full_url: string }[])[0]?.icon_full_url).toMatch(/^\/media\//);
    const internal = await dispatch(request({ path: 'module', internal: true }));
    expect((internal.body as { icon_full_url: string }[])[0]?.icon_full_url).toMatch(/^\/media\//);
  });
});
