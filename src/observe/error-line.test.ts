/** @jest-environment node */
import { errorLine } from './error-line';

describe('errorLine', () => {
  it('names the reason a failed query wraps, without the SQL parameters', () => {
    const reason = new Error('canceling statement due to lock timeout');
    const failed = Object.assign(new Error(`Failed query: select "items"."id" from "items" where ${'"items"."status" = $1 and '.repeat(20)}true\nparams: 1,secret`), { cause: reason });
    const line = errorLine(failed);
    expect(line.startsWith('Error: Failed query: select')).toBe(true);
    expect(line).toContain('… ← Error: canceling statement due to lock timeout');
    expect(line).not.toContain('secret');
    expect(line.length).toBeLessThanOrEqual(305);
  });

  it('follows a chain of causes to its end', () => {
    const inner = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
    const middle = new Error('pool could not connect', { cause: inner });
    expect(errorLine(new Error('Failed query: select 1', { cause: middle }))).toBe('Error: Failed query: select 1… ← Error: connect ECONNREFUSED 127.0.0.1:5432');
  });

  it('keeps an error without a cause to its first line, and says what a thrown non-error was', () => {
    expect(errorLine(new TypeError('x is not a function\n    at frame'))).toBe('TypeError: x is not a function');
    expect(errorLine('connect ECONNREFUSED 127.0.0.1:5432')).toBe('connect ECONNREFUSED 127.0.0.1:5432');
    expect(errorLine('x'.repeat(1000))).toHaveLength(300);
  });
});
