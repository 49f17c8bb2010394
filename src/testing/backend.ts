/** Test helpers for the embedded API (used by the backend's jest suites only). */
import { handleApiRequest } from '../backend';
import type { ApiResponse } from '../backend/types';

export const DUBAI = { lat: '25.2048', lng: '55.2708' };
/** Headers of a shopper in Central Dubai and New Dubai who picked a module. */
export function headers(moduleId: number | null = 1, extra: Record<string, string> = {}): Record<string, string> {
  return {
    zoneid: '[1,2]',
    ...(moduleId !== null ? { moduleid: String(moduleId) } : {}),
    latitude: DUBAI.lat,
    longitude: DUBAI.lng,
    ...extra,
  };
}

export interface CallOptions {
  method?: string;
  query?: Record<string, string>;
  headers?: Record<string, string>;
  body?: unknown;
}

export interface Answer<T = Record<string, unknown>> extends ApiResponse {
  body: T;
}

export async function call<T = Record<string, unknown>>(path: string, opts: CallOptions = {}): Promise<Answer<T>> {
  const res = await handleApiRequest({
    method: opts.method ?? 'GET',
    path,
    query: opts.query ?? {},
    headers: opts.headers ?? {},
    body: opts.body ?? {},
  });
  return res as Answer<T>;
}

export interface ErrorBody {
  errors: { code: string; message: string }[];
}

/** Asserts the contract's error shape and returns the first code. */
export function errorCode(res: ApiResponse): string {
  const body = res.body as ErrorBody;
  if (!Array.isArray(body.errors) || body.errors.length === 0) throw new Error(`not an error body: ${JSON.stringify(res.body)}`);
  for (const e of body.errors) {
    if (typeof e.code !== 'string' || typeof e.message !== 'string' || e.message.length === 0) throw new Error(`bad error entry ${JSON.stringify(e)}`);
  }
  return body.errors[0]?.code ?? '';
}

export type Json = Record<string, unknown>;
export type Paged<K extends string> = { total_size: number; limit: number; offset: number } & Record<K, Json[]>;
