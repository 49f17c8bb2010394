import axios, { AxiosError, AxiosHeaders, type AxiosAdapter, type InternalAxiosRequestConfig } from 'axios';
import axiosRetry from 'axios-retry';
import { IDEMPOTENCY_HEADER, isRetryableWrite, withIdempotencyKey, WRITE_RETRY } from './write-keys';

/** An axios instance as the browser's, on an adapter that answers from `script` in turn and records each call's key. */
function browserLike(script: ((config: InternalAxiosRequestConfig) => Promise<unknown>)[]) {
  const keys: (string | undefined)[] = [];
  const adapter: AxiosAdapter = async (config) => {
    keys.push(config.headers.get(IDEMPOTENCY_HEADER)?.toString());
    const next = script[Math.min(keys.length - 1, script.length - 1)];
    const data = await next!(config);
    return { data, status: 200, statusText: 'OK', headers: {}, config };
  };
  const instance = axios.create({ adapter });
  instance.interceptors.request.use(withIdempotencyKey);
  axiosRetry(instance, { ...WRITE_RETRY, retryDelay: () => 0 });
  return { instance, keys };
}

const networkDown = (config: InternalAxiosRequestConfig) => Promise.reject(new AxiosError('Network Error', AxiosError.ERR_NETWORK, config));
const answered = (status: number, data: unknown, headers: Record<string, string> = {}) => (config: InternalAxiosRequestConfig) =>
  Promise.reject(new AxiosError(`Request failed with status code ${status}`, AxiosError.ERR_BAD_RESPONSE, config, undefined, { data, status, statusText: '', headers, config }));

describe('Idempotency-Key on the browser’s writes', () => {
  it('gives each write its own key, keeps a key the call names, and none to a read', async () => {
    const { instance, keys } = browserLike([async () => ({ ok: true })]);
    await instance.post('/a', {});
    await instance.post('/a', {});
    await instance.delete('/b', { headers: { [IDEMPOTENCY_HEADER]: 'checkout-1' } });
    await instance.get('/c');
    expect(keys[0]).toMatch(/^[\w-]{32,36}$/);
    expect(keys[1]).toMatch(/^[\w-]{32,36}$/);
    expect(keys[0]).not.toBe(keys[1]);
    expect(keys.slice(2)).toEqual(['checkout-1', undefined]);
  });

  it('sends a write again with the same key after a network failure, a busy server or a first try still running', async () => {
    const { instance, keys } = browserLike([networkDown, answered(409, { errors: [{ code: 'idempotency_key', message: 'still running' }] }), async () => ({ id: 7 })]);
    const { data } = await instance.post('/customer/address/add', { address: 'Marina' });
    expect(data).toEqual({ id: 7 });
    expect(keys).toHaveLength(3);
    expect(new Set(keys).size).toBe(1);
  });

  it('does not send again a write the server refused, nor a read', async () => {
    const refused = browserLike([answered(422, { errors: [{ code: 'email', message: 'taken' }] }), async () => ({})]);
    await expect(refused.instance.post('/auth/sign-up', {})).rejects.toMatchObject({ response: { status: 422 } });
    expect(refused.keys).toHaveLength(1);
    const read = browserLike([networkDown, async () => ({})]);
    await expect(read.instance.get('/config')).rejects.toMatchObject({ code: 'ERR_NETWORK' });
    expect(read.keys).toHaveLength(1);
  });

  it('tells which failures leave a write’s outcome unknown', () => {
    const config = { method: 'post', headers: new AxiosHeaders({ [IDEMPOTENCY_HEADER]: 'k' }) } as InternalAxiosRequestConfig;
    const failure = (status?: number, code?: string) => ({ config, code: status ? undefined : 'ECONNABORTED', response: status ? { status, data: { errors: [{ code }] }, statusText: '', headers: {}, config } : undefined });
    expect([undefined, 503, 504].map((s) => isRetryableWrite(failure(s)))).toEqual([true, true, true]);
    expect([[409, 'idempotency_key'], [409, 'stock'], [422, 'idempotency_key'], [500, 'server']].map(([s, c]) => isRetryableWrite(failure(s as number, c as string)))).toEqual([true, false, false, false]);
    expect(isRetryableWrite({ ...failure(), config: { ...config, headers: new AxiosHeaders() } })).toBe(false);
  });
});
