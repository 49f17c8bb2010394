/** @jest-environment node */
import { captureLog, type CapturedLog } from '../../testing/log-capture';
import { logFailure } from '../router';
import type { ApiRequest } from '../types';

const req: ApiRequest = { method: 'GET', path: 'items/search', query: {}, headers: { 'x-request-id': 'r-1' }, body: undefined };

// why a call failed is said by errorLine (src/observe/error-line.test.ts): here, that the log's JSON line carries the call with it
describe('the API log line of a failed call', () => {
  let log: CapturedLog;
  beforeEach(() => {
    log = captureLog();
  });
  afterEach(() => log.restore());

  it('is one JSON line naming the request id and the route pattern, then why it failed with the reason a failed query wraps, and its stack', () => {
    const failed = new Error('Failed query: select 1\nparams: secret', { cause: new Error('canceling statement due to lock timeout') });
    logFailure(req, '/api/v1/items/search', failed);
    const lines = log.records();
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({
      level: 'error',
      request_id: 'r-1',
      method: 'GET',
      route: '/api/v1/items/search',
      err: { type: 'Error', message: 'Error: Failed query: select 1… ← Error: canceling statement due to lock timeout' },
    });
    expect(typeof lines[0]?.time).toBe('string');
    // the stack's frames, never the message's second line with the query's values
    expect((lines[0]?.err as { stack: string }).stack).toMatch(/^at .*log-line\.test\.ts/);
    expect(log.text()).not.toContain('secret');
  });

  it('keeps an error without a cause to its first line, says what a thrown non-error was, and names a call no route matched', () => {
    logFailure(req, '/api/v1/items/search', new TypeError('x is not a function\n    at frame'));
    logFailure(req, undefined, 'connect ECONNREFUSED 127.0.0.1:5432');
    const [typed, plain] = log.records();
    expect(typed).toMatchObject({ err: { type: 'TypeError', message: 'TypeError: x is not a function' } });
    expect(plain).toMatchObject({ route: '(unmatched)', err: { message: 'connect ECONNREFUSED 127.0.0.1:5432' } });
  });
});
