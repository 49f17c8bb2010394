/** @jest-environment node */
import { logLine } from '../router';
import type { ApiRequest } from '../types';

const req: ApiRequest = { method: 'GET', path: 'items/search', query: {}, headers: { 'x-request-id': 'r-1' }, body: undefined };

// why a call failed is said by errorLine (../error-line.test.ts): here, that the line carries the call with it
describe('the API log line of a failed call', () => {
  it('names the request id and the call, then why it failed with the reason a failed query wraps', () => {
    const failed = new Error('Failed query: select 1\nparams: secret', { cause: new Error('canceling statement due to lock timeout') });
    expect(logLine(req, failed)).toBe('[souk-api] r-1 GET /api/v1/items/search: Error: Failed query: select 1… ← Error: canceling statement due to lock timeout');
  });

  it('keeps an error without a cause to its first line', () => {
    expect(logLine(req, new TypeError('x is not a function\n    at frame'))).toBe('[souk-api] r-1 GET /api/v1/items/search: TypeError: x is not a function');
    expect(logLine(req, 'connect ECONNREFUSED 127.0.0.1:5432')).toBe('[souk-api] r-1 GET /api/v1/items/search: connect ECONNREFUSED 127.0.0.1:5432');
  });
});
