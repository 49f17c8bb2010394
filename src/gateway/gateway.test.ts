/** @jest-environment node */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { closeDatabase, ensureDatabase } from '@/backend';
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

  it('lets a write to the embedded API run to its answer however long it takes (no upstream timeout)', async () => {
    process.env.UPSTREAM_TIMEOUT_MS = '1';
    try {
      const answer = await post('auth/guest/request', {}, { 'idempotency-key': `slow-${Date.now()}` });
      expect(answer.status).toBe(200);
      expect(answer.body).toMatchObject({ guest_id: expect.any(Number) });
    } finally {
      delete process.env.UPSTREAM_TIMEOUT_MS;
    }
  });
});

describe('the gateway in front of another backend', () => {
  it('answers a write that timed out 504 with its key, and the retry with that key gets the first result', async () => {
    // a backend that keeps each key's first answer, and is slow to give the first one
    const answers = new Map<string, { message: string }>();
    let writes = 0;
    const backend = http.createServer((req, res) => {
      req.resume();
      req.on('end', () => {
        const key = String(req.headers['idempotency-key'] ?? '');
        const kept = answers.get(key);
        const reply = (body: unknown) => {
          res.setHeader('content-type', 'application/json');
          res.end(JSON.stringify(body));
        };
        if (kept) return reply(kept);
        writes += 1;
        const made = { message: `Subscribed (${writes})` };
        answers.set(key, made);
        setTimeout(() => reply(made), 400);
      });
    });
    await new Promise<void>((resolve) => backend.listen(0, '127.0.0.1', resolve));
    process.env.API_BASE_URL = `http://127.0.0.1:${(backend.address() as AddressInfo).port}`;
    process.env.UPSTREAM_TIMEOUT_MS = '100';
    try {
      const first = await post('newsletter/subscribe', { email: 'late@example.com' });
      expect(first.status).toBe(504);
      const key = first.headers['idempotency-key'];
      expect(key).toEqual(expect.any(String));
      expect(first.body).toMatchObject({ errors: [{ code: 'upstream_timeout' }], idempotency_key: key });
      process.env.UPSTREAM_TIMEOUT_MS = '5000';
      const retry = await post('newsletter/subscribe', { email: 'late@example.com' }, { 'idempotency-key': String(key) });
      expect(retry.status).toBe(200);
      expect(retry.body).toEqual({ message: 'Subscribed (1)' });
      expect(writes).toBe(1);
    } finally {
      delete process.env.API_BASE_URL;
      delete process.env.UPSTREAM_TIMEOUT_MS;
      backend.closeAllConnections();
      await new Promise((resolve) => backend.close(resolve));
    }
  });
});
