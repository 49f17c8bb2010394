import type { Paging } from '@/api/lists';
import type { StoreDeliveryType, StoreFilter, StoreSort, StoresParams } from '@/api/stores';
import type { StoresTab } from '@/components/store-rules';
import { parsePage } from '@/lib/paging';

/** The three store lists. */
export type StoreListKind = 'latest' | 'popular' | 'top-offer-nearby';

export const STORE_LIST_PAGE_SIZE = 12;

export interface StoreListQuery {
  tab: StoresTab;
  filter: StoreFilter;
  type: StoreDeliveryType;
  page: number;
}

const TABS: StoresTab[] = ['popular', 'top_rated', 'new'];
const FILTERS: StoreFilter[] = ['all', 'newly_joined', 'popular', 'top_rated'];
const TYPES: StoreDeliveryType[] = ['all', 'delivery', 'take_away'];

/** Each list starts on the filter it is named after. */
export function defaultFilter(kind: StoreListKind): StoreFilter {
  if (kind === 'latest') return 'newly_joined';
  if (kind === 'popular') return 'popular';
  return 'all';
}

function pick<T extends string>(value: unknown, allowed: T[], fallback: T): T {
  const raw = Array.isArray(value) ? value[0] : value;
  return allowed.includes(raw as T) ? (raw as T) : fallback;
}

export function parseStoreListQuery(kind: StoreListKind, query: Record<string, string | string[] | undefined>): StoreListQuery {
  return {
    tab: pick(query.tab, TABS, 'popular'),
    filter: pick(query.filter, FILTERS, defaultFilter(kind)),
    type: pick(query.type, TYPES, 'all'),
    page: parsePage(query.page),
  };
}

export function storeListPath(kind: StoreListKind): string {
  return `/store/${kind}`;
}

/** The list's URL with only what differs from its defaults. */
export function storeListUrl(kind: StoreListKind, query: StoreListQuery): string {
  const params = new URLSearchParams();
  if (query.tab !== 'popular') params.set('tab', query.tab);
  if (query.filter !== defaultFilter(kind)) params.set('filter', query.filter);
  if (query.type !== 'all') params.set('type', query.type);
  if (query.page > 1) params.set('page', String(query.page));
  const search = params.toString();
  return search ? `${storeListPath(kind)}?${search}` : storeListPath(kind);
}

/** What the API is asked for (the same on the server and in the browser). */
export function storesParamsFor(query: StoreListQuery): StoresParams {
  const sort = tabSort(query.tab);
  return { deliveryType: query.type, filter: query.filter, limit: STORE_LIST_PAGE_SIZE, offset: query.page, ...(sort ? { sort } : {}) };
}

/** The tab's order as the API's `sort` (Top Rated, New), over every page; Popular keeps the filter's order. */
export function tabSort(tab: StoresTab): StoreSort | undefined {
  return tab === 'popular' ? undefined : tab;
}

/** What the top offers list is asked for. */
export function topOffersParamsFor(query: StoreListQuery): Paging & { sort?: StoreSort } {
  const sort = tabSort(query.tab);
  return { limit: STORE_LIST_PAGE_SIZE, offset: query.page, ...(sort ? { sort } : {}) };
}
