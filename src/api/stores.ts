import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Page, Review, Store } from './catalogue-types';
import { httpFor, scopeHeaders, type ApiScope, type Http } from './http';
import { cardStore, cardStores, FIVE_MINUTES, listFrom, pageFrom, scopeKey, type Paging } from './lists';

/** The stores filter of the listing: which stores, and how they deliver. */
export type StoreFilter = 'all' | 'newly_joined' | 'popular' | 'top_rated';
export type StoreDeliveryType = 'all' | 'delivery' | 'take_away';

/** The listing's tab order, kept by the API over every page (spec 02: Top Rated, New). */
export type StoreSort = 'top_rated' | 'new';

export interface StoresParams extends Paging {
  deliveryType: StoreDeliveryType;
  filter: StoreFilter;
  featured?: boolean;
  sort?: StoreSort;
}

/** GET stores/get-stores/{all|delivery|take_away}. */
export async function getStores(http: Http, scope: ApiScope, params: StoresParams): Promise<Page<Store>> {
  const { data } = await http.get<unknown>(`stores/get-stores/${params.deliveryType}`, {
    params: {
      offset: params.offset,
      limit: params.limit,
      store_type: params.filter,
      type: 'all',
      featured: params.featured ? 1 : undefined,
      sort: params.sort,
    },
    headers: scopeHeaders(scope),
  });
  return cardStores(pageFrom<Store>(data, 'stores'));
}

export const storesQuery = (scope: ApiScope, params: StoresParams) =>
  queryOptions({
    queryKey: ['stores', 'list', scopeKey(scope), params] as const,
    queryFn: ({ client }) => getStores(httpFor(client), scope, params),
    staleTime: FIVE_MINUTES,
  });

export function useStores(scope: ApiScope, params: StoresParams) {
  return useQuery(storesQuery(scope, params));
}

/** The ready-made store lists: GET stores/{kind}. */
export type StoreListKind = 'popular' | 'latest' | 'top-rated' | 'discounted' | 'top-offer-near-me';

export async function getStoreList(http: Http, scope: ApiScope, kind: StoreListKind, params: Paging & { sort?: StoreSort }): Promise<Page<Store>> {
  const { data } = await http.get<unknown>(`stores/${kind}`, {
    params: { limit: params.limit, offset: params.offset, type: 'all', sort: params.sort },
    headers: scopeHeaders(scope),
  });
  return cardStores(pageFrom<Store>(data, 'stores'));
}

export const storeListQuery = (scope: ApiScope, kind: StoreListKind, params: Paging & { sort?: StoreSort }) =>
  queryOptions({
    queryKey: ['stores', kind, scopeKey(scope), params] as const,
    queryFn: ({ client }) => getStoreList(httpFor(client), scope, kind, params),
    staleTime: FIVE_MINUTES,
  });

export function useStoreList(scope: ApiScope, kind: StoreListKind, params: Paging) {
  return useQuery(storeListQuery(scope, kind, params));
}

/** One store by slug or id (distance comes from the shopper's point, sent by the gateway). */
export async function getStoreDetails(http: Http, scope: ApiScope, idOrSlug: string): Promise<Store> {
  const { data } = await http.get<Store>(`stores/details/${encodeURIComponent(idOrSlug)}`, { headers: scopeHeaders(scope) });
  return data;
}

export const storeDetailsQuery = (scope: ApiScope, idOrSlug: string) =>
  queryOptions({
    queryKey: ['stores', 'details', scopeKey(scope), { idOrSlug }] as const,
    queryFn: ({ client }) => getStoreDetails(httpFor(client), scope, idOrSlug),
    staleTime: FIVE_MINUTES,
  });

export function useStoreDetails(scope: ApiScope, idOrSlug: string) {
  return useQuery(storeDetailsQuery(scope, idOrSlug));
}

export async function getStoreReviews(http: Http, scope: ApiScope, storeId: number): Promise<Review[]> {
  const { data } = await http.get<unknown>('stores/reviews', { params: { store_id: storeId }, headers: scopeHeaders(scope) });
  return listFrom<Review>(data, 'reviews', 'data');
}

export const storeReviewsQuery = (scope: ApiScope, storeId: number) =>
  queryOptions({
    queryKey: ['stores', 'reviews', scopeKey(scope), { storeId }] as const,
    queryFn: ({ client }) => getStoreReviews(httpFor(client), scope, storeId),
    staleTime: FIVE_MINUTES,
  });

export function useStoreReviews(scope: ApiScope, storeId: number) {
  return useQuery(storeReviewsQuery(scope, storeId));
}

/** Stores a signed-in shopper ordered from before ('Visit Again'); signed-in only. */
export async function getVisitAgain(http: Http, scope: ApiScope): Promise<Store[]> {
  const { data } = await http.get<unknown>('customer/visit-again', { headers: scopeHeaders(scope) });
  return listFrom<Store>(data, 'stores', 'data').map(cardStore);
}

export const visitAgainQuery = (scope: ApiScope) =>
  queryOptions({
    queryKey: ['stores', 'visit-again', scopeKey(scope)] as const,
    queryFn: ({ client }) => getVisitAgain(httpFor(client), scope),
    staleTime: FIVE_MINUTES,
    meta: { silent: true },
  });

export function useVisitAgain(scope: ApiScope, enabled: boolean) {
  return useQuery({ ...visitAgainQuery(scope), enabled });
}
