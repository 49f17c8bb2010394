/** @jest-environment node */
/** Spec 01 section 7: every call reaches the API host with an origin header and a software id. */
import { SOFTWARE_ID } from '@/api/http';
import { createServerHttp } from '@/server/transport';
import { dispatch, type GatewayRequest } from './index';

const sent: Record<string, string>[] = [];

beforeAll(() => {
  process.env.API_BASE_URL = 'http://api.test';
  jest.spyOn(globalThis, 'fetch').mockImplementation((_url, init) => {
    sent.push({ ...(init?.headers as Record<string, string>) });
    return Promise.resolve(new Response('[]', { status: 200, headers: { 'content-type': 'application/json' } }));
  });
});

afterAll(() => {
  delete process.env.API_BASE_URL;
  jest.restoreAllMocks();
});

beforeEach(() => {
  sent.length = 0;
});

const request = (headers: GatewayRequest['headers'], method = 'GET'): GatewayRequest => ({ method, path: 'zone/list', search: '', headers, cookies: {}, secure: false });

describe('headers the API host receives', () => {
  it('a page’s own call: the software id it sent and the site’s origin (a same-origin GET carries no Origin)', async () => {
    const answer = await dispatch(request({ host: 'souk.test', 'sec-fetch-site': 'same-origin', 'x-software-id': SOFTWARE_ID }));
    expect(answer.status).toBe(200);
    expect(sent[0]).toMatchObject({ origin: 'http://souk.test', 'x-software-id': SOFTWARE_ID, accept: 'application/json' });
  });

  it('another client’s own Origin and software id win', async () => {
    await dispatch(request({ host: 'souk.test', origin: 'https://app.example', 'x-software-id': 'their-app' }));
    expect(sent[0]).toMatchObject({ origin: 'https://app.example', 'x-software-id': 'their-app' });
  });

  it('a server render’s calls carry them too', async () => {
    const http = createServerHttp({ cookies: {}, secure: true, origin: 'https://souk.test' });
    await http.get('zone/list', { params: { fresh: 1 } });
    expect(sent[0]).toMatchObject({ origin: 'https://souk.test', 'x-software-id': SOFTWARE_ID });
  });

  it('the same-origin gate still refuses a cross-site change made with our cookies', async () => {
    const answer = await dispatch({ ...request({ host: 'souk.test', origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' }, 'POST'), cookies: { souk_token: 'abc' } });
    expect(answer.status).toBe(403);
    expect(sent).toHaveLength(0);
  });
});
