/** @jest-environment node */
import { logLine } from '../router';
import type { ApiRequest } from '../types';

const req: ApiRequest = { method: 'GET', path: 'items/search', query: {}, headers: { 'x-request-id': 'r-1' }, body: undefined };

describe('the API log line of a failed call', () => {
  it('names the driver reason a failed query wraps, without the SQL parameters', () => {
    const reason = new Error('canceling statement due to lock timeout');
    const failed = Object.assign(new Error(`Failed query: select "items"."id" from "items" where ${'"items"."status" = $1 and '.repeat(20)}true\nparams: 1,secret`), { cause: reason });
    const line = logLine(req, failed);
    expect(line.startsWith('[souk-api] r-1 GET /api/v1/items/search: Error: Failed query: select')).toBe(true);
    expect(line).toContain('← Error: canceling statement due to lock timeout');
    expect(line).not.toContain('secret');
    expect(line.length).toBeLessThan(400);
  });

  it('keeps an error without a cause to its first line', () => {
    expect(logLine(req, new TypeError('x is not a function\n    at frame'))).toBe('[souk-api] r-1 GET /api/v1/items/search: TypeError: x is not a function');
    expect(logLine(req, 'connect ECONNREFUSED 127.0.0.1:5432')).toBe('[souk-api] r-1 GET /api/v1/items/search: connect ECONNREFUSED 127.0.0.1:5432');
  });
});
