/** @jest-environment node */
import { AxiosError, AxiosHeaders, type AxiosResponse } from 'axios';
import { ApiError } from '@/api/errors';
import { classifyFailure } from './status';

function failure(status: number): AxiosError {
  const response = { status, data: {}, headers: {}, statusText: '', config: { headers: new AxiosHeaders() } } as AxiosResponse;
  return new AxiosError('failed', 'ERR', undefined, undefined, response);
}

describe('status mapping', () => {
  it('maps a missing entity to not-found', () => {
    expect(classifyFailure(failure(404))).toBe('not-found');
    expect(classifyFailure(new ApiError(404, [{ code: 'product-001', message: 'x' }]))).toBe('not-found');
  });

  it('maps an id or parameter the API refuses as input to not-found', () => {
    expect(classifyFailure(failure(422))).toBe('not-found');
    expect(classifyFailure(failure(400))).toBe('not-found');
  });

  it('maps an upstream that is down or slow to unavailable', () => {
    expect(classifyFailure(failure(503))).toBe('unavailable');
    expect(classifyFailure(failure(502))).toBe('unavailable');
    expect(classifyFailure(failure(504))).toBe('unavailable');
    expect(classifyFailure(new AxiosError('Network Error', 'ERR_NETWORK'))).toBe('unavailable');
  });

  it('maps anything else to an error', () => {
    expect(classifyFailure(failure(500))).toBe('error');
    expect(classifyFailure(failure(403))).toBe('error');
    expect(classifyFailure(new TypeError('bug'))).toBe('error');
  });
});
