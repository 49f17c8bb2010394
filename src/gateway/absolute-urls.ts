/**
 * The embedded API stores media as root-relative paths (`/media/items/x.webp`). Clients on other
 * origins and apps need absolute URLs, as the original backend answers them: every `*_full_url`
 * value (a string or a list of strings) and every `config.base_urls` value is resolved against
 * the site's public origin here, where the request is known.
 */
import { first } from './headers';
import type { GatewayRequest } from './types';
import { env } from '@/lib/env';

const HOST_RE = /^(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)*|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i;

/** TRUST_PROXY on: a proxy in front sets X-Forwarded-Host, -Proto and -For, and only then are they read. */
export function trustsProxy(): boolean {
  return env('TRUST_PROXY') ?? false;
}

/**
 * The public origin of this site for one request: SITE_URL when set; else the request's Host
 * (or, behind a trusted proxy, its X-Forwarded-Host and -Proto). Null when the host is not a
 * plain host name, so a forged header can never be written into an answer.
 */
export function publicOrigin(req: Pick<GatewayRequest, 'headers' | 'secure'>): string | null {
  const site = env('SITE_URL');
  if (site) {
    try {
      return new URL(site).origin;
    } catch {
      // an unparsable SITE_URL falls through to the request's host
    }
  }
  const proxy = trustsProxy();
  const forwardedHost = proxy ? first(req.headers['x-forwarded-host'])?.split(',')[0]?.trim() : undefined;
  const host = forwardedHost || first(req.headers.host);
  if (!host || !HOST_RE.test(host)) return null;
  const forwardedProto = proxy ? first(req.headers['x-forwarded-proto'])?.split(',')[0]?.trim() : undefined;
  const proto = forwardedProto === 'https' || forwardedProto === 'http' ? forwardedProto : req.secure ? 'https' : 'http';
  return `${proto}://${host.toLowerCase()}`;
}

function resolve(value: unknown, origin: string): unknown {
  if (typeof value === 'string') return value.startsWith('/') && !value.startsWith('//') ? `${origin}${value}` : value;
  if (Array.isArray(value)) return value.map((v) => resolve(v, origin));
  return value;
}

/** `value` with its root-relative URLs made absolute: the same value when it holds none. */
function resolved(key: string, value: unknown, origin: string, copies: Map<object, unknown>): unknown {
  if (key.endsWith('_full_url') || key === 'promotional_banner_url') return resolve(value, origin);
  if (key === 'base_urls' && value && typeof value === 'object' && !Array.isArray(value)) {
    return Object.fromEntries(Object.entries(value as Record<string, unknown>).map(([k, v]) => [k, resolve(v, origin)]));
  }
  return absoluteMediaUrls(value, origin, copies);
}

/**
 * `body` with root-relative `*_full_url` and `base_urls` values made absolute. Only what changes
 * is copied (an object or list that holds no such value is the original; `body` itself is never
 * written), and a list or object the answer holds twice (items/search's `products`, again as
 * `items`) is copied once, the copy held twice as well. Every answer of the API passes here: on a
 * page of twelve stores, copying each store's schedules and discount as well was 8 % of the
 * process's time.
 */
export function absoluteMediaUrls(body: unknown, origin: string, copies = new Map<object, unknown>()): unknown {
  if (!body || typeof body !== 'object') return body;
  const done = copies.get(body);
  if (done !== undefined) return done;
  let out: unknown = body;
  if (Array.isArray(body)) {
    let copy: unknown[] | null = null;
    for (let i = 0; i < body.length; i++) {
      const value: unknown = body[i];
      const next = absoluteMediaUrls(value, origin, copies);
      if (next !== value) {
        copy ??= body.slice();
        copy[i] = next;
      }
    }
    if (copy) out = copy;
  } else {
    const fields = body as Record<string, unknown>;
    let copy: Record<string, unknown> | null = null;
    for (const key of Object.keys(fields)) {
      const value = fields[key];
      const next = resolved(key, value, origin, copies);
      if (next !== value) {
        copy ??= { ...fields };
        copy[key] = next;
      }
    }
    if (copy) out = copy;
  }
  copies.set(body, out);
  return out;
}
