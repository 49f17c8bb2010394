/**
 * The API's response cache keeps a copy of an answer for callers that may change what they get
 * (the server's own renders), and the answer itself for HTTP callers that only serialise it; in
 * both cases the next caller gets the answer as the handler made it.
 */
import { handleApiRequest } from '../index';
import { headers } from '../../testing/backend';

type Listing = { total_size: number; products: { id: number; name: string }[] };

const ask = (limit: string, readOnlyAnswer?: boolean) =>
  handleApiRequest({ method: 'GET', path: 'items/latest', query: { limit, offset: '1' }, headers: headers(1), body: {}, readOnlyAnswer });

describe('the response cache', () => {
  it('keeps its own copy when the first caller may change its answer', async () => {
    const first = await ask('7');
    const body = first.body as Listing;
    const name = body.products[0]?.name;
    expect(name).toBeTruthy();
    body.products.splice(0, body.products.length, { id: -1, name: 'changed by the caller' });
    const second = (await ask('7')).body as Listing;
    expect(second.products[0]?.name).toBe(name);
    expect(second.products).toHaveLength(7);
  });

  it('keeps an HTTP caller’s answer as made, and copies it for the next caller who may change it', async () => {
    const first = (await ask('9', true)).body as Listing;
    const second = (await ask('9')).body as Listing;
    expect(second).toEqual(first);
    second.products.pop();
    const third = (await ask('9')).body as Listing;
    expect(third.products).toHaveLength(9);
  });

  it('is off with SOUK_API_CACHE=off, as with 0 (the environment check accepts both)', async () => {
    const shared = (answer: { headers?: Record<string, string> }) => answer.headers?.['cache-control']?.startsWith('public') ?? false;
    const saved = process.env.SOUK_API_CACHE;
    try {
      for (const off of ['off', '0', 'false']) {
        process.env.SOUK_API_CACHE = off;
        expect({ off, shared: shared(await ask('5')) }).toEqual({ off, shared: false });
      }
      process.env.SOUK_API_CACHE = 'on';
      expect(shared(await ask('5'))).toBe(true);
    } finally {
      if (saved === undefined) delete process.env.SOUK_API_CACHE;
      else process.env.SOUK_API_CACHE = saved;
    }
  });
});
