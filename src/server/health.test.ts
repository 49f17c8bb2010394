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

  test("the embedded database's busy time since the start, for a load test's database time per request", async () => {
    const answer = await checkHealth({ api: ok, database: async () => undefined, databaseBusy: async () => ({ ms: 1234.6, statements: 87 }) });
    expect(answer.body.database).toMatchObject({ reachable: true, busy_ms: 1235, statements: 87 });
  });

  test('with an external backend there is no database of this process to check', async () => {
    const answer = await checkHealth({ api: async () => Promise.reject(new Error('down')) });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ status: 'ok', api: { mode: 'external', reachable: false, status: 0 } });
    expect(answer.body.database).toBeUndefined();
  });
});
