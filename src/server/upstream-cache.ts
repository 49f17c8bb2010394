import { COOKIE } from '@/lib/session';
import type { GatewayResponse } from '@/gateway';
import type { HeaderBag } from '@/gateway/types';
import { env } from '@/lib/env';

/**
 * A short server-side cache of anonymous catalogue reads from an external backend
 * (API_BASE_URL). Everything that shapes the answer (path, query, zone, module, language,
 * location) is in the key; signed-in calls bypass it. The embedded API keeps its own cache of
 * the same reads (src/backend/cache.ts, which also serves the browser's calls), so in
 * embedded mode this one stands aside rather than caching every answer twice.
 */
const TTL_MS = env('UPSTREAM_CACHE_MS') ?? 30_000;
const MAX_ENTRIES = 2000;

const CACHEABLE = [
  /^config$/,
  /^module$/,
  /^zone\/list$/,
  /^config\/get-zone-id$/,
  /^react-landing-page$/,
  /^(about-us|terms-and-conditions|privacy-policy|refund-policy|shipping-policy|cancelation)$/,
  /^banners(\/\d+)?$/,
  /^other-banners(\/.*)?$/,
  /^categories(\/.*)?$/,
  /^items\/(popular|latest|discounted|recommended|new-arrival|most-reviewed|common-conditions|details\/[^/]+|related-items\/\d+|related-store-items\/\d+|reviews\/\d+)$/,
  /^stores\/(get-stores\/[a-z_]+|popular|latest|top-rated|discounted|top-offer-near-me|details\/[^/]+|reviews)$/,
  /^brand(\/items\/\d+)?$/,
  /^campaigns\/(basic|basic-campaign-details|item)$/,
  /^flash-sales(\/items)?$/,
  /^common-condition(\/items\/\d+)?$/,
  /^advertisement\/list$/,
  /^parcel-category$/,
];

interface Entry {
  expires: number;
  value: Promise<GatewayResponse>;
}

const store = new Map<string, Entry>();

export function clearUpstreamCache(): void {
  store.clear();
}

function keyFor(path: string, search: string, headers: HeaderBag, cookies: Partial<Record<string, string>>): string {
  const pick = (name: string) => String(headers[name] ?? '');
  return [
    path,
    search,
    pick('zoneid') || cookies[COOKIE.zone] || '',
    pick('moduleid') || cookies[COOKIE.module] || '',
    pick('x-localization') || cookies[COOKIE.language] || '',
    pick('latitude') || '',
    pick('longitude') || '',
    path.startsWith('stores/details') || path.startsWith('stores/get-stores') ? (cookies[COOKIE.location] ?? '') : '',
  ].join('|');
}

export async function cachedUpstream(
  path: string,
  search: string,
  headers: HeaderBag,
  cookies: Partial<Record<string, string>>,
  run: () => Promise<GatewayResponse>,
): Promise<GatewayResponse> {
  if (!env('API_BASE_URL') || TTL_MS <= 0 || headers.authorization || cookies[COOKIE.token] || !CACHEABLE.some((re) => re.test(path))) return run();
  const key = keyFor(path, search, headers, cookies);
  const now = Date.now();
  const hit = store.get(key);
  if (hit && hit.expires > now) return cloneAnswer(await hit.value);
  const value = run();
  store.set(key, { expires: now + TTL_MS, value });
  if (store.size > MAX_ENTRIES) {
    const oldest = store.keys().next().value;
    if (oldest !== undefined) store.delete(oldest);
  }
  const answer = await value.catch((error: unknown) => {
    store.delete(key);
    throw error;
  });
  // only successes and real not-founds are worth keeping
  if (answer.status !== 200 && answer.status !== 404) store.delete(key);
  return cloneAnswer(answer);
}

function cloneAnswer(answer: GatewayResponse): GatewayResponse {
  return { ...answer, cookies: [...answer.cookies], headers: { ...answer.headers } };
}
