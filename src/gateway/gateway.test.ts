/** @jest-environment node */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { closeDatabase, ensureDatabase } from '@/backend';
import { line, plainStoreItems } from '@/testing/orders';
import { answerMetrics } from '@/http/metrics-route';
import { observeRequests } from '@/http/request-log';
import { routePatterns } from '@/http/route-patterns';
import { log } from '@/observe/log';
import { captureLog, type CapturedLog } from '@/testing/log-capture';
import gatewayRoute from '../../pages/api/v1/[...path]';
import { dispatch, type GatewayRequest } from './index';

const login = { email_or_phone: 'demo@souk.test', password: 'souk-demo-1', login_type: 'manual', field_type: 'email' };

function request(overrides: Partial<GatewayRequest>): GatewayRequest {
  return { method: 'GET', path: 'config', search: '', headers: { host: 'souk.test' }, cookies: {}, secure: false, ...overrides };
}

function post(path: string, body: unknown, headers: GatewayRequest['headers'] = {}, cookies: GatewayRequest['cookies'] = {}) {
  return dispatch(
    request({
      method: 'POST',
      path,
      headers: { host: 'souk.test', 'content-type': 'application/json', ...headers },
      cookies,
      rawBody: Buffer.from(JSON.stringify(body)),
    }),
  );
}

beforeAll(async () => {
  await ensureDatabase();
}, 120_000);

afterAll(async () => {
  await closeDatabase();
});

describe('the gateway in front of the embedded API', () => {
  it('keeps the token out of a browser sign-in answer and sets it as an httpOnly cookie', async () => {
    const answer = await post('auth/login', login, { 'sec-fetch-site': 'same-origin', origin: 'http://souk.test' });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ token: null, signed_in: true });
    const token = answer.cookies.find((c) => c.startsWith('souk_token='));
    expect(token).toMatch(/HttpOnly/);
    expect(token).toMatch(/SameSite=Lax/);
    expect(token).not.toMatch(/Secure/);
    expect(answer.cookies.find((c) => c.startsWith('souk_auth=1'))).toBeDefined();
  });

  it('marks the cookie Secure when the site is served over HTTPS', async () => {
    const answer = await dispatch(
      request({
        method: 'POST',
        path: 'auth/login',
        headers: { host: 'souk.test', 'content-type': 'application/json', 'sec-fetch-site': 'same-origin' },
        rawBody: Buffer.from(JSON.stringify(login)),
        secure: true,
      }),
    );
    expect(answer.cookies.find((c) => c.startsWith('souk_token='))).toMatch(/Secure/);
  });

  it('gives the token to a client that is not a browser, which then calls with Bearer', async () => {
    const answer = await post('auth/login', login);
    const { token } = answer.body as { token: string };
    expect(typeof token).toBe('string');
    const info = await dispatch(request({ path: 'customer/info', headers: { authorization: `Bearer ${token}` } }));
    expect(info.status).toBe(200);
    expect(info.body).toMatchObject({ email: 'demo@souk.test' });
  });

  it('adds Authorization from the cookie, and clears a dead token on 401', async () => {
    const { token } = (await post('auth/login', login)).body as { token: string };
    const ok = await dispatch(request({ path: 'customer/info', cookies: { souk_token: token } }));
    expect(ok.status).toBe(200);
    const dead = await dispatch(request({ path: 'customer/info', cookies: { souk_token: 'not-a-real-token' } }));
    expect(dead.status).toBe(401);
    expect(dead.cookies.some((c) => c.startsWith('souk_token=;') && /Max-Age=0/.test(c))).toBe(true);
  });

  it('refuses a cross-site state change that would ride the cookie', async () => {
    const answer = await post('auth/guest/request', {}, { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' }, { souk_token: 't' });
    expect(answer.status).toBe(403);
    expect(answer.body).toEqual({ errors: [{ code: 'origin', message: 'Cross-site requests are not allowed.' }] });
  });

  it('lets a caller with its own Authorization through without the same-origin check', async () => {
    const { token } = (await post('auth/login', login)).body as { token: string };
    const answer = await post('customer/update-interest', { interest: '[]' }, { authorization: `Bearer ${token}`, origin: 'https://app.example' });
    expect(answer.status).not.toBe(403);
  });

  it('answers bad JSON with a 400 in the contract shape', async () => {
    const answer = await dispatch(
      request({ method: 'POST', path: 'auth/login', headers: { host: 'souk.test', 'content-type': 'application/json' }, rawBody: Buffer.from('{oops') }),
    );
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({ errors: [{ code: 'body', message: 'The request body is not valid JSON.' }] });
  });

  it('answers 503 with Retry-After when the upstream is unreachable', async () => {
    process.env.API_BASE_URL = 'http://127.0.0.1:9';
    try {
      const answer = await dispatch(request({ path: 'config' }));
      expect(answer.status).toBe(503);
      expect(answer.headers['retry-after']).toBe('5');
    } finally {
      delete process.env.API_BASE_URL;
    }
  });
});

/**
 * A shopper's visit through the production server's layers (src/http/request-log.ts around the
 * gateway's route): one JSON log line per request, none of the shopper's personal data in the
 * log, and the visit's figures on /metrics.
 */
describe('the server log and metrics of a shopper’s visit', () => {
  let server: Server;
  let base = '';
  let captured: CapturedLog;
  const routes = routePatterns({ dynamicRoutes: [{ page: '/api/v1/[...path]', regex: '^/api/v1/(.+?)(?:/)?$' }] });
  const stamp = Date.now();
  const shopper = {
    name: 'Layla Haddad',
    email: `layla.haddad.${stamp}@souk.test`,
    phone: `+97150${String(stamp).slice(-7)}`,
    password: 'Saffron-Harbour-77',
    address: '12 Palm Street, Apartment 4B, Al Barsha',
  };
  let token = '';
  let orderId = 0;

  beforeAll(async () => {
    captured = captureLog('info');
    server = createServer(observeRequests(routes, (req, res) => void (req.url === '/metrics' ? answerMetrics(req, res, {}) : gatewayRoute(req, res))));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    captured.restore();
    await new Promise((resolve) => server.close(resolve));
  });

  const send = (path: string, init: { method?: string; body?: unknown; headers?: Record<string, string> } = {}) =>
    fetch(`${base}${path}`, {
      method: init.method ?? (init.body ? 'POST' : 'GET'),
      headers: { 'sec-fetch-site': 'same-origin', origin: base, zoneid: '[1,2]', moduleid: '1', ...(init.body ? { 'content-type': 'application/json' } : {}), ...(token ? { cookie: `souk_token=${token}; souk_auth=1` } : {}), ...init.headers },
      body: init.body ? JSON.stringify(init.body) : undefined,
    });

  it('signs up, sends a chat message and checks out, each call one log line with its request id, and none of the shopper’s data', async () => {
    const signUp = await send('/api/v1/auth/sign-up', { body: { name: shopper.name, email: shopper.email, phone: shopper.phone, password: shopper.password, confirm_password: shopper.password } });
    expect(signUp.status).toBe(200);
    token = /souk_token=([^;]+)/.exec(signUp.headers.getSetCookie().join('\n'))?.[1] ?? '';
    expect(token).not.toBe('');
    const { store, list } = await plainStoreItems('grocery');
    const item = list[0]!;
    const chat = await send('/api/v1/customer/message/send', { body: { receiver_type: 'vendor', receiver_id: store.id, message: `Please call ${shopper.phone} or write to ${shopper.email}` } });
    expect(chat.status).toBe(200);
    const order = await send('/api/v1/customer/order/place', {
      body: { order_type: 'delivery', payment_method: 'cash_on_delivery', store_id: store.id, cart: JSON.stringify([line(item, Math.max(2, Math.ceil((store.minimumOrder + 1) / item.price)))]), address: shopper.address, address_type: 'home', contact_person_name: shopper.name, contact_person_number: shopper.phone, contact_person_email: shopper.email, latitude: '25.1972', longitude: '55.2744' },
      headers: { 'x-request-id': `checkout-${stamp}` },
    });
    expect(order.status).toBe(200);
    orderId = ((await order.json()) as { order_id: number }).order_id;
    // the phone in a query string, and a wrong password
    expect((await send(`/api/v1/customer/order/track?order_id=${orderId}&contact_number=${encodeURIComponent(shopper.phone)}`)).status).toBe(200);
    const signedIn = token;
    token = '';
    expect((await send('/api/v1/auth/login', { body: { email_or_phone: shopper.email, password: `${shopper.password}-wrong`, login_type: 'manual', field_type: 'email' } })).status).toBe(401);
    // a line is written once its answer has ended
    await new Promise((resolve) => setTimeout(resolve, 50));

    const requests = captured.records().filter((entry) => entry.msg === 'request');
    expect(requests.map((entry) => [entry.method, entry.route, entry.status, entry.caller])).toEqual([
      ['POST', '/api/v1/auth/sign-up', 200, 'guest'],
      ['POST', '/api/v1/customer/message/send', 200, 'customer'],
      ['POST', '/api/v1/customer/order/place', 200, 'customer'],
      ['GET', '/api/v1/customer/order/track', 200, 'customer'],
      ['POST', '/api/v1/auth/login', 401, 'guest'],
    ]);
    for (const entry of requests) {
      expect(entry).toMatchObject({ level: 'info', request_id: expect.stringMatching(/^[\w.:-]{1,64}$/), duration_ms: expect.any(Number), time: expect.any(String) });
    }
    expect(new Set(requests.map((entry) => entry.request_id)).size).toBe(requests.length);
    // the caller's own X-Request-Id names its line (and comes back on the answer)
    expect(requests[2]?.request_id).toBe(`checkout-${stamp}`);

    // nothing personal anywhere in the log: not in a line, not in an error, not in a query string
    const text = captured.text();
    if (process.env.SHOW_LOG) console.log(text);
    for (const secret of [shopper.password, signedIn, shopper.email, shopper.phone, shopper.phone.slice(1), shopper.address, shopper.name, `contact_number=`]) {
      expect(text).not.toContain(secret);
    }
  }, 30_000);

  it('redacts personal fields by configuration wherever a line carries them', () => {
    log().warn({ body: { password: shopper.password, phone: shopper.phone, email: shopper.email, address: shopper.address }, headers: { cookie: 'souk_token=abc', authorization: 'Bearer abc' }, token: 'abc' }, 'a careless line');
    const last = captured.records().at(-1);
    expect(last).toMatchObject({ body: { password: '[redacted]', phone: '[redacted]', email: '[redacted]', address: '[redacted]' }, headers: { cookie: '[redacted]', authorization: '[redacted]' }, token: '[redacted]' });
  });

  it('answers /metrics on loopback with the visit’s figures, labelled by route pattern, never an id', async () => {
    const answer = await fetch(`${base}/metrics`);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
    const text = await answer.text();
    expect(text).toMatch(/^http_request_duration_seconds_count\{method="POST",route="\/api\/v1\/customer\/order\/place",status="200"\} 1$/m);
    expect(text).toMatch(/^http_request_duration_seconds_count\{method="GET",route="\/api\/v1\/customer\/order\/track",status="200"\} 1$/m);
    expect(text).toMatch(/^souk_orders_placed_total\{type="order"\} 1$/m);
    // PGlite, or PostgreSQL when the suite runs on it (SOUK_TEST_PG_URL)
    expect(text).toMatch(/^souk_db_query_duration_seconds_count\{database="(pglite|postgres)",operation="insert"\} \d+$/m);
    expect(text).toMatch(/^souk_db_pool_connections\{database="(pglite|postgres)",state="total"\} [1-9]\d*$/m);
    expect(text).toMatch(/^souk_jobs_queued\{queue="chat-reply"\} \d+$/m);
    expect(text).toMatch(/^souk_event_streams_open 0$/m);
    for (const name of ['souk_page_cache_requests_total', 'souk_api_cache_requests_total', 'souk_jobs_completed_total', 'souk_jobs_failed_total', 'souk_orders_refused_total', 'nodejs_eventloop_lag_seconds', 'nodejs_gc_duration_seconds', 'process_resident_memory_bytes', 'nodejs_heap_size_used_bytes']) {
      expect(text).toContain(`# TYPE ${name} `);
    }
    const labelled = [...text.matchAll(/route="([^"]*)"/g)].map((m) => m[1] ?? '');
    expect(labelled.length).toBeGreaterThan(0);
    for (const route of labelled) expect(route).not.toMatch(/\/\d+(\/|$)|\?|@/);
  });
});
