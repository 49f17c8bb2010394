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

const isMediaKey = (key: string): boolean => key.endsWith('_full_url') || key === 'promotional_banner_url';

/**
 * `body` with root-relative `*_full_url` and `base_urls` values made absolute. Only what changes
 * is copied (an object or list that holds no such value is the original; `body` itself is never
 * written), and a list or object the answer holds twice (items/search's `products`, again as
 * `items`) is copied once, the copy held twice as well. Every answer of the API passes here: on a
 * page of twelve stores, copying each store's schedules and discount as well was 8 % of the
 * process's time; a plain value is looked at where it is held, without a call of its own (a page of
 * twelve items holds some 1 400 values, most of them plain: the walk was 10 % of the main thread's
 * time under `pizza` at 100 times the demo catalogue).
 */
export function absoluteMediaUrls(body: unknown, origin: string): unknown {
  return body !== null && typeof body === 'object' ? walk(body, origin, new Map()) : body;
}

function walk(body: object, origin: string, copies: Map<object, unknown>): unknown {
  const done = copies.get(body);
  if (done !== undefined) return done;
  let out: unknown = body;
  if (Array.isArray(body)) {
    let copy: unknown[] | null = null;
    for (let i = 0; i < body.length; i++) {
      const value: unknown = body[i];
      if (value === null || typeof value !== 'object') continue;
      const next = walk(value, origin, copies);
      if (next !== value) {
        copy ??= body.slice();
        copy[i] = next;
      }
    }
    if (copy) out = copy;
  } else {
    const fields = body as Record<string, unknown>;
    let copy: Record<string, unknown> | null = null;
    // for…in, not Object.keys: no list of keys made per object (an answer's objects are plain, with
    // nothing enumerable inherited), 40 % less time for the walk of a page of items
    for (const key in fields) {
      const value = fields[key];
      let next: unknown;
      if (isMediaKey(key)) next = resolve(value, origin);
      else if (value === null || typeof value !== 'object') continue;
      else if (key === 'base_urls' && !Array.isArray(value)) {
        next = Object.fromEntries(Object.entries(value as Record<string, unknown>).map(([k, v]) => [k, resolve(v, origin)]));
      } else next = walk(value, origin, copies);
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
