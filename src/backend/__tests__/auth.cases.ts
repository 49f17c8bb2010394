import { call, errorCode, type Json } from '../../testing/backend';

const login = (body: Json) => call('auth/login', { method: 'POST', body });
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

describe('sign-in', () => {
  it('signs the demo customer in by email and answers the contract shape', async () => {
    const res = await login({ email_or_phone: 'demo@souk.test', password: 'souk-demo-1', login_type: 'manual', field_type: 'email' });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      token: expect.any(String),
      is_phone_verified: 1,
      is_email_verified: 1,
      is_personal_info: 1,
      is_exist_user: null,
      login_type: 'manual',
      email: 'demo@souk.test',
    });
    expect(String(res.body.token).length).toBeGreaterThanOrEqual(32);
  });

  it('signs in by phone, with or without the plus', async () => {
    for (const phone of ['+971500000001', '971500000001', '+971 50 000 0001']) {
      const res = await login({ email_or_phone: phone, password: 'souk-demo-1', login_type: 'manual' });
      expect(res.status).toBe(200);
    }
  });

  it('refuses wrong credentials with 401 auth-001', async () => {
    for (const body of [
      { email_or_phone: 'demo@souk.test', password: 'wrong-password', login_type: 'manual' },
      { email_or_phone: 'nobody@souk.test', password: 'souk-demo-1', login_type: 'manual' },
    ]) {
      const res = await login(body);
      expect(res.status).toBe(401);
      expect(errorCode(res)).toBe('auth-001');
    }
  });

  it('refuses malformed input with a 4xx errors body', async () => {
    const missing = await login({ login_type: 'manual' });
    expect(missing.status).toBe(403);
    expect(errorCode(missing)).toBe('email_or_phone');
    const bad = await login({ email_or_phone: 'not a phone', password: 'x', login_type: 'manual' });
    expect(bad.status).toBe(403);
    errorCode(bad);
    const otp = await login({ login_type: 'otp', phone: '+971500000001' });
    expect(otp.status).toBe(403);
    expect(errorCode(otp)).toBe('login_type');
  });
});

describe('customer/info', () => {
  it('answers the profile for a valid token', async () => {
    const { body } = await login({ email_or_phone: 'demo@souk.test', password: 'souk-demo-1', login_type: 'manual' });
    const res = await call('customer/info', { headers: bearer(String(body.token)) });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ f_name: 'Layla', l_name: 'Haddad', phone: '+971500000001', email: 'demo@souk.test', image_full_url: '/media/customers/demo-layla.webp' });
    expect(typeof res.body.wallet_balance).toBe('number');
    expect(typeof res.body.loyalty_point).toBe('number');
  });

  it.each([undefined, 'Bearer', 'Bearer not-a-real-token', 'Basic abc'])('answers 401 auth-001 for authorization %s', async (authorization) => {
    const res = await call('customer/info', { headers: authorization === undefined ? {} : { authorization } });
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ errors: [{ code: 'auth-001', message: 'Unauthenticated.' }] });
  });
});

describe('sign-up and interests', () => {
  it('creates an account that can sign in, and refuses duplicates', async () => {
    const body = { name: 'Omar Farouk', email: 'omar@example.com', phone: '+971501112233', password: 'secret-123', confirm_password: 'secret-123' };
    const res = await call('auth/sign-up', { method: 'POST', body });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ token: expect.any(String), is_personal_info: 1, login_type: 'manual', email: 'omar@example.com' });
    const info = await call('customer/info', { headers: bearer(String(res.body.token)) });
    expect(info.body).toMatchObject({ f_name: 'Omar', l_name: 'Farouk', phone: '+971501112233' });
    const again = await call('auth/sign-up', { method: 'POST', body: { ...body, email: 'OMAR@example.com' } });
    expect(again.status).toBe(403);
    const codes = (again.body as { errors: { code: string }[] }).errors.map((e) => e.code).sort();
    expect(codes).toEqual(['email', 'phone']);
    expect((await login({ email_or_phone: 'omar@example.com', password: 'secret-123' })).status).toBe(200);
  });

  it('validates sign-up fields', async () => {
    const res = await call('auth/sign-up', { method: 'POST', body: { name: '', email: 'nope', phone: '12', password: '1' } });
    expect(res.status).toBe(422);
    const codes = (res.body as { errors: { code: string }[] }).errors.map((e) => e.code);
    expect(codes).toEqual(expect.arrayContaining(['email', 'phone', 'password']));
  });

  it('saves interests for a signed-in customer only', async () => {
    const { body } = await login({ email_or_phone: 'demo@souk.test', password: 'souk-demo-1' });
    const token = String(body.token);
    const cats = await call<Json[]>('categories', { headers: { moduleid: '2' } });
    const ids = cats.body.slice(0, 3).map((c) => c.id);
    const res = await call('customer/update-interest', { method: 'POST', headers: bearer(token), body: { interest: JSON.stringify(ids) } });
    expect(res.status).toBe(200);
    expect((await call('customer/info', { headers: bearer(token) })).body.interest).toEqual(ids);
    expect((await call('customer/update-interest', { method: 'POST', body: { interest: '[1]' } })).status).toBe(401);
    const bad = await call('customer/update-interest', { method: 'POST', headers: bearer(token), body: { interest: '[99999]' } });
    expect(bad.status).toBe(422);
  });
});

describe('customer/address/list', () => {
  it('lists the signed-in shopper’s saved addresses with the zones each lies in', async () => {
    const { body } = await login({ email_or_phone: 'demo@souk.test', password: 'souk-demo-1', login_type: 'manual' });
    const res = await call('customer/address/list', { headers: bearer(String(body.token)) });
    expect(res.status).toBe(200);
    const addresses = res.body.addresses as Json[];
    expect(res.body.total_size).toBe(addresses.length);
    expect(addresses.map((a) => a.address_type)).toEqual(['home', 'office']);
    for (const address of addresses) {
      expect(address).toMatchObject({ contact_person_number: '+971500000001', latitude: expect.any(String), longitude: expect.any(String) });
      expect((address.zone_ids as number[]).length).toBeGreaterThan(0);
    }
    // Downtown and the Marina lie in different zones
    expect(addresses[0]?.zone_ids).not.toEqual(addresses[1]?.zone_ids);
  });

  it('answers 401 without a token', async () => {
    const res = await call('customer/address/list');
    expect(res.status).toBe(401);
    expect(errorCode(res)).toBe('auth-001');
  });
});

describe('sign-out and throttling', () => {
  it('revokes the token on auth/logout: it answers 401 from then on', async () => {
    const { body } = await login({ email_or_phone: 'demo@souk.test', password: 'souk-demo-1', login_type: 'manual' });
    const token = String(body.token);
    expect((await call('customer/info', { headers: bearer(token) })).status).toBe(200);
    const out = await call('auth/logout', { method: 'POST', headers: bearer(token) });
    expect(out.status).toBe(200);
    expect(out.body).toEqual({ message: 'Logout successful.' });
    const after = await call('customer/info', { headers: bearer(token) });
    expect(after.status).toBe(401);
    expect(errorCode(after)).toBe('auth-001');
    expect((await call('auth/logout', { method: 'POST', headers: bearer(token) })).status).toBe(401);
  });

  it('answers 429 with Retry-After after repeated wrong passwords, even to the right one, for known and unknown accounts alike', async () => {
    const sign = (email: string, password: string, address = '203.0.113.7') =>
      call('auth/login', { method: 'POST', headers: { 'x-client-address': address }, body: { email_or_phone: email, password, login_type: 'manual' } });
    const body = { name: 'Rana Saleh', email: 'rana@example.com', phone: '+971501119988', password: 'right-pass-1' };
    expect((await call('auth/sign-up', { method: 'POST', body })).status).toBe(200);
    for (const email of ['rana@example.com', 'nobody-here@example.com']) {
      const statuses: number[] = [];
      for (let i = 0; i < 7; i += 1) statuses.push((await sign(email, `wrong-${i}`)).status);
      expect(statuses.slice(0, 5)).toEqual([401, 401, 401, 401, 401]);
      expect(statuses.slice(5)).toEqual([429, 429]);
      const right = await sign(email, 'right-pass-1');
      expect(right.status).toBe(429);
      expect(errorCode(right)).toBe('too_many_attempts');
      expect(Number(right.headers?.['retry-after'])).toBeGreaterThan(0);
    }
    // the same words for an account that exists and one that does not
    const known = await sign('rana@example.com', 'x');
    const unknown = await sign('nobody-here@example.com', 'x');
    expect(known.body).toEqual(unknown.body);
  }, 60_000);

  it('locks a client address that guesses across many accounts', async () => {
    process.env.SIGN_IN_MAX_FAILURES_PER_ADDRESS = '8';
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 10; i += 1) {
        const res = await call('auth/login', { method: 'POST', headers: { 'x-client-address': '198.51.100.9' }, body: { email_or_phone: `guess${i}@example.com`, password: 'x' } });
        statuses.push(res.status);
      }
      expect(statuses).toEqual([401, 401, 401, 401, 401, 401, 401, 401, 429, 429]);
      // another address is not affected
      expect((await login({ email_or_phone: 'demo@souk.test', password: 'souk-demo-1' })).status).toBe(200);
    } finally {
      delete process.env.SIGN_IN_MAX_FAILURES_PER_ADDRESS;
    }
  }, 60_000);
});
