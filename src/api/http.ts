import type { AxiosInstance, CreateAxiosDefaults, InternalAxiosRequestConfig } from 'axios';
import type { QueryClient } from '@tanstack/react-query';
import type { ApiScope } from '@/lib/api-scope';

export type { ApiScope };

export function scopeHeaders(scope: Partial<ApiScope>): Record<string, string> {
  const headers: Record<string, string> = {};
  if (scope.lang) headers['X-localization'] = scope.lang;
  if (scope.zoneIds && scope.zoneIds.length) headers.zoneId = JSON.stringify(scope.zoneIds);
  // always stated: no module means every module, never the one in the shopper's cookie (the query
  // key says null, so the answer must not depend on a cookie the key does not hold)
  if (scope.moduleId !== undefined) headers.moduleId = scope.moduleId ? String(scope.moduleId) : '';
  return headers;
}

export const API_PREFIX = '/api/v1';

/**
 * The software id every API call carries (spec 01 section 7, X-software-id). The gateway adds
 * it, with the site's origin, to calls that reach the API host without one.
 */
export const SOFTWARE_ID = 'souk-storefront';

/** Headers of every browser call (the language is added per call). */
export const BROWSER_HEADERS: Readonly<Record<string, string>> = { Accept: 'application/json', 'X-software-id': SOFTWARE_ID };

/** The calls the storefront makes: an axios instance on the server, a lazy one in the browser. */
export type Http = Pick<AxiosInstance, 'get' | 'post' | 'put' | 'delete'>;

/** Adds X-localization unless the call already states its language. */
export function withLocalization(config: InternalAxiosRequestConfig, language: string): InternalAxiosRequestConfig {
  if (!config.headers.has('X-localization')) config.headers.set('X-localization', language);
  return config;
}

let browserAxios: Promise<AxiosInstance> | undefined;

/**
 * Same-origin /api/v1 only; the gateway adds the token from its httpOnly cookie. Each call carries
 * the page's language and the software id, each write an Idempotency-Key (write-keys.ts); the
 * browser sets Origin itself (a page may not).
 */
function browserInstance(extra: CreateAxiosDefaults = {}): Promise<AxiosInstance> {
  return Promise.all([import('axios'), import('axios-retry'), import('./write-keys')]).then(([{ default: axios }, { default: axiosRetry }, { withIdempotencyKey, WRITE_RETRY }]) => {
    const instance = axios.create({ baseURL: API_PREFIX, headers: { ...BROWSER_HEADERS }, withCredentials: true, timeout: 15000, ...extra });
    // every write carries an Idempotency-Key and is sent again with it when its outcome is unknown (write-keys.ts)
    instance.interceptors.request.use((config) => withIdempotencyKey(withLocalization(config, document.documentElement.lang || 'en')));
    axiosRetry(instance, WRITE_RETRY);
    return instance;
  });
}

/**
 * axios is loaded on the first call the browser makes, not with the page: pages arrive with
 * their data from the server, so most never call at all.
 */
function loadBrowserAxios(): Promise<AxiosInstance> {
  browserAxios ??= browserInstance();
  return browserAxios;
}

let keepaliveAxios: Promise<AxiosInstance> | undefined;

/**
 * The same calls sent with fetch's `keepalive`: the browser finishes them even when the page goes
 * away right after (a reload, a link to another site). For small writes a shopper has seen done.
 */
function loadKeepaliveAxios(): Promise<AxiosInstance> {
  keepaliveAxios ??= browserInstance({ adapter: 'fetch', fetchOptions: { keepalive: true } });
  return keepaliveAxios;
}

function lazyHttp(load: () => Promise<AxiosInstance>): Http {
  return {
    get: ((...args: Parameters<AxiosInstance['get']>) => load().then((http) => http.get(...args))) as Http['get'],
    post: ((...args: Parameters<AxiosInstance['post']>) => load().then((http) => http.post(...args))) as Http['post'],
    put: ((...args: Parameters<AxiosInstance['put']>) => load().then((http) => http.put(...args))) as Http['put'],
    delete: ((...args: Parameters<AxiosInstance['delete']>) => load().then((http) => http.delete(...args))) as Http['delete'],
  };
}

const browserHttp: Http = lazyHttp(loadBrowserAxios);
const keepaliveHttp: Http = lazyHttp(loadKeepaliveAxios);

export function getBrowserHttp(): Http {
  return browserHttp;
}

const bound = new WeakMap<QueryClient, Http>();

/** The server binds each request's QueryClient to a transport that carries that request's cookies. */
export function bindHttp(client: QueryClient, http: Http): void {
  bound.set(client, http);
}

export function httpFor(client: QueryClient): Http {
  const http = bound.get(client);
  if (http) return http;
  if (typeof window === 'undefined') throw new Error('No HTTP transport is bound to this QueryClient on the server.');
  return getBrowserHttp();
}

/** As httpFor, with the browser's calls sent as keepalive fetches (see loadKeepaliveAxios). */
export function keepaliveHttpFor(client: QueryClient): Http {
  return bound.get(client) ?? (typeof window === 'undefined' ? httpFor(client) : keepaliveHttp);
}
