import { call, errorCode, headers } from '../../testing/backend';

const BEYOND = '2147483648';

describe('hostile input at the API edge', () => {
  it.each([
    `items/details/${BEYOND}`,
    `stores/details/${BEYOND}`,
    `categories/childes/${BEYOND}`,
    `items/related-items/${BEYOND}`,
    `banners/${BEYOND}`,
    'items/details/99999999999999999999999',
    'items/details/a%00b',
    'stores/details/%00',
  ])('answers %s as not found, in the contract shape', async (path) => {
    const res = await call(path, { headers: headers() });
    expect(res.status).toBe(404);
    errorCode(res);
  });

  it.each([
    ['store_id', BEYOND],
    ['category_ids', `[1,${BEYOND}]`],
    ['offset', '100000000000000000000'],
    ['limit', BEYOND],
  ])('refuses the query %s=%s with a 4xx', async (key, value) => {
    const res = await call('items/latest', { headers: headers(), query: { [key]: value } });
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(res.status).toBeLessThan(500);
    expect(errorCode(res)).toBe(key);
  });

  it('refuses zoneId and moduleId headers beyond any id with 403 and the contract codes', async () => {
    const zone = await call('items/latest', { headers: { ...headers(), zoneid: `[${BEYOND}]` } });
    expect(zone.status).toBe(403);
    expect(errorCode(zone)).toBe('zoneId');
    const moduleId = await call('items/latest', { headers: { ...headers(), moduleid: BEYOND } });
    expect(moduleId.status).toBe(403);
    expect(errorCode(moduleId)).toBe('moduleId');
  });

  it.each(['constructor', 'toString', 'valueOf', 'hasOwnProperty', '__proto__'])('treats a query key named %s as an ordinary parameter', async (key) => {
    for (const path of ['items/latest', 'stores/get-stores/all', 'categories', 'get-combined-data', 'banners']) {
      const res = await call(path, { headers: headers(), query: { [key]: '1' } });
      expect(res.status).toBeLessThan(500);
    }
  });

  it('refuses NUL bytes in bodies and query values with 400', async () => {
    const login = await call('auth/login', { method: 'POST', body: { email_or_phone: 'demo@souk.test\u0000', password: 'x', login_type: 'manual' } });
    expect(login.status).toBe(400);
    expect(errorCode(login)).toBe('email_or_phone');
    const search = await call('items/search', { headers: headers(), query: { name: 'rice\u0000' } });
    expect(search.status).toBe(400);
    expect(errorCode(search)).toBe('name');
  });

  it('refuses a _method that is not a string', async () => {
    for (const _method of [{ toString: 1 }, ['PUT'], 7, null]) {
      const res = await call('customer/update-interest', { method: 'POST', body: { _method, interest: '[1]' } });
      expect(res.status).toBe(400);
      expect(errorCode(res)).toBe('_method');
    }
  });
});
