import { AxiosError, AxiosHeaders, type AxiosResponse } from 'axios';
import { ApiError, errorMessages, toApiError } from './errors';

function axiosFailure(status: number, data: unknown, headers: Record<string, string> = {}): AxiosError {
  const response = { status, data, headers, statusText: '', config: { headers: new AxiosHeaders() } } as AxiosResponse;
  return new AxiosError('failed', 'ERR_BAD_RESPONSE', undefined, undefined, response);
}

describe('error normalisation', () => {
  it('reads the contract errors list', () => {
    const error = toApiError(axiosFailure(403, { errors: [{ code: 'zoneId', message: 'Zone id is required!' }] }));
    expect(error.status).toBe(403);
    expect(error.errors).toEqual([{ code: 'zoneId', message: 'Zone id is required!' }]);
  });

  it('falls back to a top-level message', () => {
    expect(errorMessages(axiosFailure(422, { message: 'Please insert a valid email.' }))).toEqual([
      'Please insert a valid email.',
    ]);
  });

  it('de-duplicates repeated messages', () => {
    const data = { errors: [{ code: 'a', message: 'Same' }, { code: 'b', message: 'Same' }, { code: 'c', message: 'Other' }] };
    expect(errorMessages(axiosFailure(400, data))).toEqual(['Same', 'Other']);
  });

  it('reads Retry-After and knows an unavailable upstream', () => {
    const error = toApiError(axiosFailure(503, { errors: [{ code: 'upstream_timeout', message: 'busy' }] }, { 'retry-after': '5' }));
    expect(error.isUnavailable).toBe(true);
    expect(error.retryAfter).toBe(5);
  });

  it('turns a network failure into status 0 with a readable message', () => {
    const error = toApiError(new AxiosError('Network Error', 'ERR_NETWORK'));
    expect(error.status).toBe(0);
    expect(error.isUnavailable).toBe(true);
    expect(error.message).toMatch(/network/i);
  });

  it('keeps an ApiError as it is and wraps anything else', () => {
    const original = new ApiError(404, [{ code: 'product-001', message: 'Not found' }]);
    expect(toApiError(original)).toBe(original);
    expect(toApiError(new Error('boom')).message).toBe('boom');
  });
});
