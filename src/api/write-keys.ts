/**
 * Writes the browser sends are safe to repeat: every POST, PUT and DELETE carries an
 * `Idempotency-Key` (one per call, so one per shopper action; a call that names its own key, such
 * as the checkout's or a kept cart change's, keeps it), and a write whose outcome the page could
 * not learn (the network failed, the call timed out, the server was busy or still running the
 * first try) is sent again with the same key, which the server answers with the first result.
 */
import type { AxiosError, InternalAxiosRequestConfig } from 'axios';
import type { IAxiosRetryConfig } from 'axios-retry';
import { newActionKey } from '@/lib/action-key';

export const IDEMPOTENCY_HEADER = 'Idempotency-Key';

const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** Adds a key to a write that has none (a retry of the call goes out with the key it already has). */
export function withIdempotencyKey(config: InternalAxiosRequestConfig): InternalAxiosRequestConfig {
  if (WRITES.has((config.method ?? 'get').toUpperCase()) && !config.headers.has(IDEMPOTENCY_HEADER)) config.headers.set(IDEMPOTENCY_HEADER, newActionKey());
  return config;
}

/**
 * Whether a failed write is sent again with its key: its outcome is unknown (no answer, a time-out,
 * 503 or 504) or the server is still running its first try (409 `idempotency_key`). Reads are
 * retried by the query cache, and an answered refusal is the answer.
 */
export function isRetryableWrite(error: Pick<AxiosError, 'config' | 'response' | 'code'>): boolean {
  const config = error.config;
  if (!config || !WRITES.has((config.method ?? 'get').toUpperCase()) || !config.headers?.has(IDEMPOTENCY_HEADER)) return false;
  if (error.code === 'ERR_CANCELED') return false;
  const response = error.response;
  if (!response) return true;
  if (response.status === 503 || response.status === 504) return true;
  const code = (response.data as { errors?: { code?: unknown }[] } | undefined)?.errors?.[0]?.code;
  return response.status === 409 && code === 'idempotency_key';
}

/** Twice more after the first try, half a second then a second later (or when Retry-After says). */
export const WRITE_RETRY: IAxiosRetryConfig = {
  retries: 2,
  retryCondition: isRetryableWrite,
  retryDelay: (retry) => 500 * 2 ** (retry - 1),
  shouldResetTimeout: true,
};
