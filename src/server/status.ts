import { toApiError } from '@/api/errors';

export type FailureKind = 'not-found' | 'unavailable' | 'error';

/**
 * How a failed server render answers: a missing entity is 404, a down or slow upstream 503, the
 * rest 500. An address whose id or parameters the API refuses as input (400, 422: out of range,
 * control characters) names nothing that exists either, so it is a 404 too.
 */
export function classifyFailure(error: unknown): FailureKind {
  const apiError = toApiError(error);
  if (apiError.status === 404 || apiError.status === 400 || apiError.status === 422) return 'not-found';
  if (apiError.isUnavailable) return 'unavailable';
  return 'error';
}

export const STATUS_OF: Record<FailureKind, number> = { 'not-found': 404, unavailable: 503, error: 500 };
