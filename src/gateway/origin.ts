import { first } from './headers';
import type { HeaderBag } from './types';
import { env } from '@/lib/env';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export function isStateChanging(method: string): boolean {
  return !SAFE_METHODS.has(method.toUpperCase());
}

/** The hosts this site answers on: the request's own Host and the configured SITE_URL. */
export function ownHosts(headers: HeaderBag): Set<string> {
  const hosts = new Set<string>();
  const host = first(headers['x-forwarded-host']) ?? first(headers.host);
  if (host) hosts.add(host.toLowerCase());
  const site = env('SITE_URL');
  if (site) {
    try {
      hosts.add(new URL(site).host.toLowerCase());
    } catch {
      // an unparsable SITE_URL adds nothing
    }
  }
  return hosts;
}

/**
 * True when a browser sent this request from another site. Fetch metadata is asked first
 * (every current browser sends Sec-Fetch-Site); Origin is the fallback. A request with
 * neither is not a browser's cross-site request, so no cookie can be ridden by it.
 */
export function isCrossSite(headers: HeaderBag): boolean {
  const site = first(headers['sec-fetch-site']);
  if (site) return site !== 'same-origin' && site !== 'none';
  const origin = first(headers.origin);
  if (!origin) return false;
  if (origin === 'null') return true;
  try {
    return !ownHosts(headers).has(new URL(origin).host.toLowerCase());
  } catch {
    return true;
  }
}

/** Whether the caller is a browser page (its answers must never carry the token). */
export function isBrowserCall(headers: HeaderBag): boolean {
  return Boolean(first(headers['sec-fetch-site']) || first(headers.origin) || first(headers.cookie));
}
