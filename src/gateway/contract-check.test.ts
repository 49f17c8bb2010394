/** @jest-environment node */
import { startStubBackend, type StubBackend } from '../../e2e/stub-backend';
import { dispatch, type GatewayRequest } from './index';

let stub: StubBackend;

function get(path: string): ReturnType<typeof dispatch> {
  const req: GatewayRequest = { method: 'GET', path, search: '', headers: { host: 'souk.test', zoneid: '[1]', moduleid: '1' }, cookies: {}, secure: false };
  return dispatch(req);
}

beforeAll(async () => {
  stub = await startStubBackend(0);
  process.env.API_BASE_URL = stub.origin;
});

afterAll(async () => {
  delete process.env.API_BASE_URL;
  await stub.close();
});

describe('answers of an external backend', () => {
  it('pass through when they match the contract, with the backend’s own absolute URLs', async () => {
    const answer = await get('items/discounted');
    expect(answer.status).toBe(200);
    const { products } = answer.body as { products: { name: string; image_full_url: string }[] };
    expect(products[0]?.name).toBe('Stub Falafel Wrap');
    expect(products[0]?.image_full_url).toBe(`${stub.origin}/storage/app/public/product/item-1.png`);
  });

  it('fail as that one call when they do not', async () => {
    const answer = await get('items/most-reviewed');
    expect(answer.status).toBe(502);
    expect(answer.body).toEqual({ errors: [{ code: 'upstream_shape', message: 'The service answered in a shape this storefront cannot read.' }] });
  });

  it('keep the backend’s errors as they are', async () => {
    const answer = await get('items/popular');
    expect(answer.status).toBe(404);
  });
});
