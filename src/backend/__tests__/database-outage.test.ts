/** @jest-environment node */
/**
 * A database that cannot be reached (db/availability.ts): the errors that say so are told apart
 * from every other failure, and the API answers them 503 with Retry-After in the caller's
 * language, while any other unexpected error stays a bare 500. The database itself is replaced
 * here; database-outage-pg.test.ts cuts a real PostgreSQL server off.
 */
import { connectTimeoutMs, createOutageLog, isDatabaseUnavailable, poolWaitMs, startWhenReachable, unavailableMessage, unavailableReason } from '../db/availability';
import { getDb, pingDatabase } from '../db/client';
import { handleApiRequest } from '../index';

jest.mock('../db/client', () => ({ ...jest.requireActual<object>('../db/client'), getDb: jest.fn(), pingDatabase: jest.fn() }));
const mockedGetDb = getDb as jest.MockedFunction<typeof getDb>;
const mockedPing = pingDatabase as jest.MockedFunction<typeof pingDatabase>;

const withCode = (code: string, message = 'x') => Object.assign(new Error(message), { code });

describe('what counts as the database being unreachable', () => {
  test.each([
    ['a refused connection', withCode('ECONNREFUSED', 'connect ECONNREFUSED 127.0.0.1:5432')],
    ['a reset connection', withCode('ECONNRESET', 'read ECONNRESET')],
    ['a server that cannot be resolved for now', withCode('EAI_AGAIN')],
    ['both addresses of localhost refused (happy eyeballs)', Object.assign(new AggregateError([withCode('ECONNREFUSED'), withCode('ECONNREFUSED')], ''), { code: 'ECONNREFUSED' })],
    ['an AggregateError without a code of its own', new AggregateError([withCode('ECONNREFUSED')], '')],
    ['SQLSTATE 57P01 admin shutdown', withCode('57P01', 'terminating connection due to administrator command')],
    ['SQLSTATE 57P02 crash shutdown', withCode('57P02')],
    ['SQLSTATE 57P03 cannot connect now', withCode('57P03', 'the database system is starting up')],
    ['SQLSTATE 08006 connection failure', withCode('08006')],
    ['SQLSTATE 08001 unable to connect', withCode('08001')],
    ['SQLSTATE 53300 too many connections', withCode('53300')],
    ['a connection that ended mid-query', new Error('Connection terminated unexpectedly')],
    ['a connection that took too long', new Error('Connection terminated due to connection timeout')],
    ['a pool that could not connect in time', new Error('timeout exceeded when trying to connect')],
    ['a client left broken', new Error('Client has encountered a connection error and is not queryable')],
    ['any of these wrapped by Drizzle', Object.assign(new Error('Failed query: select 1'), { cause: withCode('ECONNREFUSED') })],
  ])('%s', (_name, error) => {
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  test.each([
    ['a unique violation', withCode('23505', 'duplicate key value violates unique constraint')],
    ['a missing table', withCode('42P01', 'relation "x" does not exist')],
    ['a statement timeout (the server answered)', withCode('57014', 'canceling statement due to statement timeout')],
    ['a serialization failure', withCode('40001')],
    ['a plain error', new Error('something else')],
    ['a type error', new TypeError("Cannot read properties of undefined (reading 'id')")],
    ['a Drizzle error over a constraint', Object.assign(new Error('Failed query'), { cause: withCode('23503') })],
    ['nothing', null],
    ['a string', 'ECONNREFUSED'],
  ])('not %s', (_name, error) => {
    expect(isDatabaseUnavailable(error)).toBe(false);
  });

  test('the reason logged is the connection error, not the SQL of the query it failed', () => {
    const wrapped = Object.assign(new Error('Failed query: select "id", "name" from "zones"'), { cause: withCode('ECONNREFUSED', 'connect ECONNREFUSED 127.0.0.1:5432') });
    expect(unavailableReason(wrapped)).toBe('connect ECONNREFUSED 127.0.0.1:5432');
    expect(unavailableReason(withCode('23505'))).toBeNull();
  });

  test('a cause chain that loops ends', () => {
    const a: Error & { cause?: unknown } = new Error('a');
    a.cause = a;
    expect(isDatabaseUnavailable(a)).toBe(false);
  });

  test("a full pool's wait for a connection is longer than a new connection may take, and never shorter", () => {
    expect(connectTimeoutMs({})).toBe(2000);
    expect(poolWaitMs({})).toBe(10_000);
    expect(poolWaitMs({ DATABASE_POOL_WAIT_MS: '3000' })).toBe(3000);
    expect(poolWaitMs({ DATABASE_POOL_WAIT_MS: '500', DATABASE_CONNECT_TIMEOUT_MS: '1500' })).toBe(1500);
    expect(poolWaitMs({ DATABASE_CONNECT_TIMEOUT_MS: '20000' })).toBe(20_000);
  });

  test('the message in English and Arabic', () => {
    expect(unavailableMessage(undefined)).toBe('The service is briefly unavailable; try again in a few seconds.');
    expect(unavailableMessage('ar')).toMatch(/[\u0600-\u06FF]/);
  });

  test('during an outage, one log line a second with how many calls it stands for', () => {
    const lines: string[] = [];
    let clock = 0;
    const log = createOutageLog((line) => lines.push(line), () => clock);
    log('GET config: connect ECONNREFUSED');
    for (let i = 0; i < 20; i += 1) log('GET config: connect ECONNREFUSED');
    clock = 1000;
    log('GET module: connect ECONNREFUSED');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain('20 more calls answered 503');
  });
});

describe('the API while the database is unreachable', () => {
  const ask = (path: string, headers: Record<string, string> = {}, body: unknown = {}, method = 'GET') => handleApiRequest({ method, path, query: {}, headers, body });
  let quiet: jest.SpyInstance;
  beforeEach(() => {
    quiet = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => {
    quiet.mockRestore();
    mockedGetDb.mockReset();
  });

  test('answers 503 with Retry-After and a clear message, not 500', async () => {
    mockedGetDb.mockRejectedValue(withCode('ECONNREFUSED', 'connect ECONNREFUSED 127.0.0.1:5432'));
    const res = await ask('zone/list');
    expect(res.status).toBe(503);
    expect(res.headers?.['retry-after']).toBe('5');
    expect(res.headers?.['cache-control']).toBe('no-store');
    expect(res.body).toEqual({ errors: [{ code: 'unavailable', message: 'The service is briefly unavailable; try again in a few seconds.' }] });
  });

  test('in Arabic for an Arabic caller', async () => {
    mockedGetDb.mockRejectedValue(withCode('57P01'));
    const res = await ask('config', { 'x-localization': 'ar' });
    expect(res.status).toBe(503);
    expect(res.body).toEqual({ errors: [{ code: 'unavailable', message: unavailableMessage('ar') }] });
  });

  test('a write whose connection dropped mid-way is a 503 too (it was not acknowledged)', async () => {
    mockedGetDb.mockResolvedValue({} as Awaited<ReturnType<typeof getDb>>);
    const body = Object.defineProperty({}, 'email', { enumerable: true, get: () => { throw new Error('Connection terminated unexpectedly'); } });
    const res = await ask('newsletter/subscribe', {}, body, 'POST');
    expect(res.status).toBe(503);
    expect(res.headers?.['retry-after']).toBe('5');
  });

  test('any other unexpected failure stays a bare 500', async () => {
    mockedGetDb.mockResolvedValue({} as Awaited<ReturnType<typeof getDb>>);
    const body = Object.defineProperty({}, 'email', { enumerable: true, get: () => { throw withCode('23505', 'secret detail'); } });
    const res = await ask('newsletter/subscribe', {}, body, 'POST');
    expect(res.status).toBe(500);
    expect(res.headers?.['retry-after']).toBeUndefined();
    expect(res.body).toEqual({ errors: [{ code: 'server', message: 'Internal server error' }] });
  });
});

describe('the live event stream while the database is unreachable', () => {
  test('ends at once with a retry, so the browser opens it again a few seconds later (EventSource gives up on a 503)', async () => {
    const { serveEventStream } = await import('../event-stream');
    mockedGetDb.mockRejectedValue(withCode('ECONNREFUSED'));
    const sent: { status?: number; headers?: Record<string, string>; body?: string } = {};
    const res = {
      writeHead(status: number, headers: Record<string, string>) {
        sent.status = status;
        sent.headers = headers;
        return res;
      },
      end(body: string) {
        sent.body = body;
        return res;
      },
    };
    await serveEventStream({} as Parameters<typeof serveEventStream>[0], res as unknown as Parameters<typeof serveEventStream>[1], { authorization: 'Bearer x' });
    expect(sent.status).toBe(200);
    expect(sent.headers?.['content-type']).toMatch(/^text\/event-stream/);
    expect(sent.body).toMatch(/^retry: 5000\n/);
    mockedGetDb.mockReset();
  });
});

describe('a server that starts while the database is away', () => {
  test('goes on serving and starts what needs the database once it answers', async () => {
    jest.useFakeTimers();
    try {
      const lines: string[] = [];
      let tries = 0;
      const start = jest.fn(async () => {
        tries += 1;
        if (tries < 3) throw withCode('ECONNREFUSED', 'connect ECONNREFUSED 127.0.0.1:5432');
      });
      await startWhenReachable(start, 5000, (line) => lines.push(line));
      expect(start).toHaveBeenCalledTimes(1);
      expect(lines[0]).toContain('unreachable at start (connect ECONNREFUSED 127.0.0.1:5432)');
      await jest.advanceTimersByTimeAsync(5000);
      expect(start).toHaveBeenCalledTimes(2);
      await jest.advanceTimersByTimeAsync(5000);
      expect(start).toHaveBeenCalledTimes(3);
      await jest.advanceTimersByTimeAsync(20_000);
      expect(start).toHaveBeenCalledTimes(3);
      expect(lines.at(-1)).toContain('reachable again');
    } finally {
      jest.useRealTimers();
    }
  });

  test('any other failure at start is thrown as before', async () => {
    await expect(startWhenReachable(async () => Promise.reject(new Error('migration 0007 failed')), 5000, () => undefined)).rejects.toThrow('migration 0007 failed');
  });
});

describe('an order job whose step meets the outage', () => {
  test('waits for the database to answer again, then fails, so pg-boss records it and retries it at once', async () => {
    const { recordableFailure } = await import('../services/jobs');
    let pings = 0;
    mockedPing.mockImplementation(async () => {
      pings += 1;
      if (pings < 3) throw withCode('ECONNREFUSED');
    });
    const refused = withCode('ECONNREFUSED', 'connect ECONNREFUSED 127.0.0.1:5432');
    await expect(recordableFailure([{ expireInSeconds: 60 }], async () => Promise.reject(refused), 1)).rejects.toBe(refused);
    expect(pings).toBe(3);
  });

  test('but never past the jobs\' expiry (pg-boss would give up on the work and leave them active)', async () => {
    const { recordableFailure } = await import('../services/jobs');
    mockedPing.mockReset();
    mockedPing.mockRejectedValue(withCode('ECONNREFUSED'));
    await expect(recordableFailure([{ expireInSeconds: 60 }, { expireInSeconds: 1 }], async () => Promise.reject(withCode('ECONNREFUSED')), 1)).rejects.toMatchObject({ code: 'ECONNREFUSED' });
    expect(mockedPing).not.toHaveBeenCalled();
  });

  test('any other failure is passed on at once', async () => {
    const { recordableFailure } = await import('../services/jobs');
    mockedPing.mockClear();
    await expect(recordableFailure([{ expireInSeconds: 60 }], async () => Promise.reject(new Error('a bug')), 1)).rejects.toThrow('a bug');
    expect(mockedPing).not.toHaveBeenCalled();
  });
});
