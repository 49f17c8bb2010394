/**
 * @jest-environment node
 */
import type { IncomingMessage } from 'node:http';
import { isHttps } from './security-headers';

describe('HTTPS behind a proxy', () => {
  const req = (headers: Record<string, string>, encrypted = false) => ({ headers, socket: { encrypted } }) as unknown as IncomingMessage;
  it('trusts X-Forwarded-Proto only when TRUST_PROXY says a proxy is in front', () => {
    expect(isHttps(req({ 'x-forwarded-proto': 'https' }), {})).toBe(false);
    expect(isHttps(req({ 'x-forwarded-proto': 'https' }), { TRUST_PROXY: '1' })).toBe(true);
    expect(isHttps(req({ 'x-forwarded-proto': 'http' }), { TRUST_PROXY: '1' })).toBe(false);
    expect(isHttps(req({}, true), {})).toBe(true);
  });
});
