/**
 * One store's items and one item's page (its details, related items and reviews): kept apart from
 * ./items.ts, the module home's lists, so the home's first load carries only what it asks.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Item, Page, Review } from './catalogue-types';
import { httpFor, scopeHeaders, type ApiScope, type Http } from './http';
import { cardItem, cardItems, FIVE_MINUTES, listFrom, pageFrom, scopeKey, type Paging } from './lists';

/** A store's items, optionally one category of them, or those matching an in-store search. */
export interface StoreItemsParams extends Paging {
  storeId: number;
  categoryId: number;
  search: string;
}

export async function getStoreItems(http: Http, scope: ApiScope, params: StoreItemsParams): Promise<Page<Item>> {
  const headers = scopeHeaders(scope);
  if (params.search) {
    const { data } = await http.get<unknown>('items/search', {
      params: {
        store_id: params.storeId,
        name: params.search,
        category_ids: params.categoryId ? JSON.stringify([params.categoryId]) : undefined,
        limit: params.limit,
        offset: params.offset,
      },
      headers,
    });
    return cardItems(pageFrom<Item>(data, 'products', 'items'));
  }
  const { data } = await http.get<unknown>('items/latest', {
    params: {
      store_id: params.storeId,
      category_ids: params.categoryId ? JSON.stringify([params.categoryId]) : undefined,
      limit: params.limit,
      offset: params.offset,
      type: 'all',
    },
    headers,
  });
  return cardItems(pageFrom<Item>(data, 'products', 'items'));
}

export const storeItemsQuery = (scope: ApiScope, params: StoreItemsParams) =>
  queryOptions({
    queryKey: ['items', 'store', scopeKey(scope), params] as const,
    queryFn: ({ client }) => getStoreItems(httpFor(client), scope, params),
    staleTime: FIVE_MINUTES,
  });

export function useStoreItems(scope: ApiScope, params: StoreItemsParams) {
  return useQuery(storeItemsQuery(scope, params));
}

/** One item by slug or id; campaign items are asked for as such. */
export async function getItemDetails(http: Http, scope: ApiScope, idOrSlug: string, campaign: boolean): Promise<Item> {
  const { data } = await http.get<Item>(`items/details/${encodeURIComponent(idOrSlug)}`, {
    params: campaign ? { campaign: 'true' } : undefined,
    headers: scopeHeaders(scope),
  });
  return data;
}

export const itemDetailsQuery = (scope: ApiScope, idOrSlug: string, campaign: boolean) =>
  queryOptions({
    queryKey: ['items', 'details', scopeKey(scope), { idOrSlug, campaign }] as const,
    queryFn: ({ client }) => getItemDetails(httpFor(client), scope, idOrSlug, campaign),
    staleTime: FIVE_MINUTES,
  });

export function useItemDetails(scope: ApiScope, idOrSlug: string, campaign: boolean) {
  return useQuery(itemDetailsQuery(scope, idOrSlug, campaign));
}

export async function getRelatedItems(http: Http, scope: ApiScope, itemId: number): Promise<Item[]> {
  const { data } = await http.get<unknown>(`items/related-items/${itemId}`, { headers: scopeHeaders(scope) });
  return listFrom<Item>(data, 'products', 'items').map(cardItem);
}

export const relatedItemsQuery = (scope: ApiScope, itemId: number) =>
  queryOptions({
    queryKey: ['items', 'related', scopeKey(scope), { itemId }] as const,
    queryFn: ({ client }) => getRelatedItems(httpFor(client), scope, itemId),
    staleTime: FIVE_MINUTES,
  });

export function useRelatedItems(scope: ApiScope, itemId: number) {
  return useQuery(relatedItemsQuery(scope, itemId));
}

export async function getItemReviews(http: Http, scope: ApiScope, itemId: number): Promise<Review[]> {
  const { data } = await http.get<unknown>(`items/reviews/${itemId}`, { params: { limit: 10, offset: 1 }, headers: scopeHeaders(scope) });
  return listFrom<Review>(data, 'reviews', 'data');
}

export const itemReviewsQuery = (scope: ApiScope, itemId: number) =>
  queryOptions({
    queryKey: ['items', 'reviews', scopeKey(scope), { itemId }] as const,
    queryFn: ({ client }) => getItemReviews(httpFor(client), scope, itemId),
    staleTime: FIVE_MINUTES,
  });

export function useItemReviews(scope: ApiScope, itemId: number) {
  return useQuery(itemReviewsQuery(scope, itemId));
}
