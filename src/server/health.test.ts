/** @jest-environment node */
import { checkHealth } from './health';

const ok = async () => ({ status: 200 });

describe('/api/health', () => {
  test('200 with the version while the API and the database answer', async () => {
    const answer = await checkHealth({ api: ok, database: async () => undefined });
    expect(answer.status).toBe(200);
    expect(answer.headers).toEqual({ 'cache-control': 'no-store' });
    expect(answer.body).toMatchObject({ status: 'ok', api: { mode: 'embedded', reachable: true, status: 200 }, database: { reachable: true } });
    expect(answer.body.version).toMatch(/^\d+\.\d+\.\d+/);
  });

  test('503 with Retry-After while the database does not answer, so a load balancer takes the process out', async () => {
    const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
    const answer = await checkHealth({ api: async () => ({ status: 503 }), database: async () => Promise.reject(refused) });
    expect(answer.status).toBe(503);
    expect(answer.headers).toEqual({ 'cache-control': 'no-store', 'retry-after': '5' });
    expect(answer.body).toMatchObject({ status: 'unavailable', api: { reachable: false, status: 503 }, database: { reachable: false } });
  });

  test('an API answered from its cache does not hide a database that is down', async () => {
    const answer = await checkHealth({ api: ok, database: async () => Promise.reject(new Error('the database did not answer within 2000 ms')) });
    expect(answer.status).toBe(503);
  });

  test('with an external backend there is no database of this process to check', async () => {
    const answer = await checkHealth({ api: async () => Promise.reject(new Error('down')) });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ status: 'ok', api: { mode: 'external', reachable: false, status: 0 } });
    expect(answer.body.database).toBeUndefined();
  });

  test('says why: the pool’s connections, the queue’s depth and the live events’ listener', async () => {
    const answer = await checkHealth({
      api: ok,
      database: async () => undefined,
      parts: async () => ({
        pool: { kind: 'postgres', total: 4, idle: 3, waiting: 0, max: 10 },
        queue: { working: true, queued: { 'order-lifecycle': 2, 'chat-reply': 0 } },
        events: { listener: 'listening', streams: 3 },
      }),
    });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      status: 'ok',
      phase: 'serving',
      pool: { kind: 'postgres', total: 4, idle: 3, waiting: 0, max: 10 },
      queue: { working: true, queued: { 'order-lifecycle': 2 } },
      events: { listener: 'listening', streams: 3 },
    });
  });

  describe('the readiness check (?ready=1)', () => {
    const draining = () => ({ ready: false, phase: 'draining' as const });
    const starting = () => ({ ready: false, phase: 'starting' as const });

    test('503 with Retry-After while the process drains, though its database answers, so the balancer takes it out first', async () => {
      const answer = await checkHealth({ api: ok, database: async () => undefined, readiness: draining, ready: true });
      expect(answer.status).toBe(503);
      expect(answer.headers['retry-after']).toBe('5');
      expect(answer.body).toMatchObject({ status: 'draining', phase: 'draining', database: { reachable: true } });
    });

    test('503 while the process starts (its API not started yet)', async () => {
      const answer = await checkHealth({ api: ok, database: async () => undefined, readiness: starting, ready: true });
      expect(answer.status).toBe(503);
      expect(answer.body).toMatchObject({ status: 'starting', phase: 'starting' });
    });

    test('200 once it serves; the plain health check keeps its answer while draining', async () => {
      expect((await checkHealth({ api: ok, database: async () => undefined, readiness: () => ({ ready: true, phase: 'serving' }), ready: true })).status).toBe(200);
      const plain = await checkHealth({ api: ok, database: async () => undefined, readiness: draining });
      expect(plain.status).toBe(200);
      expect(plain.body).toMatchObject({ status: 'ok', phase: 'draining' });
    });
  });
});
