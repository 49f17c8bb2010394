import axios, { type AxiosInstance } from 'axios';
import type { QueryClient } from '@tanstack/react-query';
import type { Language } from '@/lib/session';

/** What a call is scoped to. It is sent as the contract's headers and is part of every query key. */
export interface ApiScope {
  lang: Language;
  zoneIds: number[] | null;
  moduleId: number | null;
}

export function scopeHeaders(scope: Partial<ApiScope>): Record<string, string> {
  const headers: Record<string, string> = {};
  if (scope.lang) headers['X-localization'] = scope.lang;
  if (scope.zoneIds && scope.zoneIds.length) headers.zoneId = JSON.stringify(scope.zoneIds);
  if (scope.moduleId) headers.moduleId = String(scope.moduleId);
  return headers;
}

export const API_PREFIX = '/api/v1';

let browserHttp: AxiosInstance | undefined;

/** The browser's client: same-origin /api/v1 only; the gateway adds the token from its cookie. */
export function getBrowserHttp(): AxiosInstance {
  browserHttp ??= axios.create({
    baseURL: API_PREFIX,
    headers: { Accept: 'application/json' },
    withCredentials: true,
    timeout: 15000,
  });
  return browserHttp;
}

const bound = new WeakMap<QueryClient, AxiosInstance>();

/** The server binds each request's QueryClient to a transport that carries that request's cookies. */
export function bindHttp(client: QueryClient, http: AxiosInstance): void {
  bound.set(client, http);
}

export function httpFor(client: QueryClient): AxiosInstance {
  const http = bound.get(client);
  if (http) return http;
  if (typeof window === 'undefined') throw new Error('No HTTP transport is bound to this QueryClient on the server.');
  return getBrowserHttp();
}
