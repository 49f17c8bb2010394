import { toApiError } from '@/api/errors';

export type FailureKind = 'not-found' | 'unavailable' | 'error';

/** How a failed server render answers: a missing entity is 404, a down or slow upstream 503, the rest 500. */
export function classifyFailure(error: unknown): FailureKind {
  const apiError = toApiError(error);
  if (apiError.status === 404) return 'not-found';
  if (apiError.isUnavailable) return 'unavailable';
  return 'error';
}

export const STATUS_OF: Record<FailureKind, number> = { 'not-found': 404, unavailable: 503, error: 500 };
