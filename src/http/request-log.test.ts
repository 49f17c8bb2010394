/** @jest-environment node */
import type { IncomingMessage } from 'node:http';
import { callerOf } from './request-log';

const request = (url: string, headers: IncomingMessage['headers']) => ({ url, headers }) as IncomingMessage;

describe('the caller of a request line', () => {
  it('is a customer with the sign-in cookie, or a Bearer token on the API', () => {
    expect(callerOf(request('/product/1', { cookie: 'souk_zone=%5B1%5D; souk_token=abc' }))).toBe('customer');
    expect(callerOf(request('/api/v1/customer/info', { authorization: 'Bearer abc' }))).toBe('customer');
  });

  it('is a guest otherwise: a guest id, no cookies, an empty token, or the metrics token on /metrics', () => {
    expect(callerOf(request('/product/1', { cookie: 'souk_guest=12' }))).toBe('guest');
    expect(callerOf(request('/product/1', {}))).toBe('guest');
    expect(callerOf(request('/product/1', { cookie: 'souk_token=; souk_auth=0' }))).toBe('guest');
    expect(callerOf(request('/metrics', { authorization: 'Bearer the-metrics-token' }))).toBe('guest');
  });
});
