/** @jest-environment node */
import { closeDatabase, ensureDatabase } from '@/backend';
import { dispatch, type GatewayRequest } from './index';

beforeAll(async () => {
  await ensureDatabase();
}, 120_000);
afterAll(async () => {
  await closeDatabase();
});

const request = (over: Partial<GatewayRequest>): GatewayRequest => ({
  method: 'GET',
  path: 'items/latest',
  search: '',
  headers: { zoneid: '[1,2]', moduleid: '1' },
  cookies: {},
  secure: false,
  ...over,
});

const codes = (body: unknown) => (body as { errors: { code: string }[] }).errors.map((e) => e.code);

describe('the gateway edge', () => {
  it.each(['constructor=1', 'toString=x', 'valueOf=&valueOf=2', 'hasOwnProperty=1&__proto__=1'])('answers ?%s as with any other unknown parameter', async (search) => {
    const res = await dispatch(request({ search }));
    expect(res.status).toBe(200);
  });

  it('refuses ids beyond PostgreSQL integers in paths, queries and headers', async () => {
    expect((await dispatch(request({ path: 'items/details/2147483648' }))).status).toBe(404);
    const query = await dispatch(request({ path: 'stores/reviews', search: 'store_id=2147483648' }));
    expect(query.status).toBe(422);
    expect(codes(query.body)).toEqual(['store_id']);
    const header = await dispatch(request({ headers: { zoneid: '[99999999999]', moduleid: '1' } }));
    expect(header.status).toBe(403);
    expect(codes(header.body)).toEqual(['zoneId']);
  });

  it('refuses NUL bytes in a JSON body and a non-string _method before the API', async () => {
    const nul = await dispatch(
      request({
        method: 'POST',
        path: 'newsletter/subscribe',
        headers: { 'content-type': 'application/json' },
        rawBody: Buffer.from(JSON.stringify({ email: 'a\u0000@b.co' })),
      }),
    );
    expect(nul.status).toBe(400);
    expect(codes(nul.body)).toEqual(['email']);
    const method = await dispatch(
      request({ method: 'POST', path: 'customer/update-interest', headers: { 'content-type': 'application/json' }, rawBody: Buffer.from('{"_method":{"toString":1}}') }),
    );
    expect(method.status).toBe(400);
    expect(codes(method.body)).toEqual(['_method']);
  });
});
