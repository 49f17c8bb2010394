import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import type { Item, Page, Store } from './catalogue-types';
import { httpFor, scopeHeaders, type ApiScope, type Http } from './http';
import { cardItems, cardStore, cardStores, FIVE_MINUTES, listFrom, pageFrom, cacheTime, scopeKey } from './lists';

/** What a search lists: the searched words, a category, a brand or the discounted items. */
export type SearchDataType = 'searched' | 'category' | 'brand' | 'discounted';

/** GET get-combined-data parameters (02-catalogue.md section 7), without the page. */
export interface CombinedSearchParams {
  name?: string;
  data_type: SearchDataType;
  list_type: 'item' | 'store';
  limit: number;
  category_ids?: string;
  brand_ids?: string;
  filter?: string;
  rating_count?: number;
  min_price?: number;
  max_price?: number;
}

export type SearchResults = { kind: 'item'; page: Page<Item> } | { kind: 'store'; page: Page<Store> };

export async function getCombinedData(http: Http, scope: ApiScope, params: CombinedSearchParams, offset: number): Promise<SearchResults> {
  const { data } = await http.get<unknown>('get-combined-data', { params: { ...params, offset }, headers: scopeHeaders(scope) });
  return params.list_type === 'store'
    ? { kind: 'store', page: cardStores(pageFrom<Store>(data, 'stores')) }
    : { kind: 'item', page: cardItems(pageFrom<Item>(data, 'products', 'items')) };
}

/**
 * The results list, page by page from `startPage` (the page in the URL). A next page exists
 * only when the last page was non-empty and the total is not reached yet. Cached for 5 minutes
 * with one retry (the spec's search constants).
 */
export const combinedSearchQuery = (scope: ApiScope, params: CombinedSearchParams, startPage: number) =>
  infiniteQueryOptions({
    queryKey: ['search', 'combined', scopeKey(scope), params, startPage] as const,
    queryFn: ({ client, pageParam }) => getCombinedData(httpFor(client), scope, params, pageParam),
    initialPageParam: startPage,
    getNextPageParam: (last, all, lastParam) => {
      const loaded = (startPage - 1) * params.limit + all.reduce((n, p) => n + p.page.items.length, 0);
      return last.page.items.length > 0 && loaded < last.page.total ? lastParam + 1 : undefined;
    },
    staleTime: FIVE_MINUTES,
    gcTime: cacheTime(FIVE_MINUTES),
    retry: 1,
  });

export interface Suggestions {
  items: Pick<Item, 'id' | 'name' | 'slug' | 'image_full_url'>[];
  stores: Pick<Store, 'id' | 'name' | 'slug' | 'logo_full_url'>[];
}

/** GET items/item-or-store-search?name= (never sent for empty text). */
export async function getSuggestions(http: Http, scope: ApiScope, name: string): Promise<Suggestions> {
  const { data } = await http.get<unknown>('items/item-or-store-search', { params: { name }, headers: scopeHeaders(scope) });
  // several stores sell an item of the same name: it is suggested once
  const names = new Set<string>();
  return {
    items: listFrom<Item>(data, 'items')
      .filter((i) => !names.has(i.name) && Boolean(names.add(i.name)))
      .map((i) => ({ id: i.id, name: i.name, slug: i.slug, image_full_url: i.image_full_url })),
    stores: listFrom<Store>(data, 'stores').map((s) => {
      const c = cardStore(s);
      return { id: c.id, name: c.name, slug: c.slug, logo_full_url: c.logo_full_url };
    }),
  };
}

export const suggestionsQuery = (scope: ApiScope, name: string) =>
  queryOptions({
    queryKey: ['search', 'suggestions', scopeKey(scope), name] as const,
    queryFn: ({ client }) => getSuggestions(httpFor(client), scope, name),
    enabled: name.trim().length > 0,
    staleTime: FIVE_MINUTES,
    retry: 1,
  });

/**
 * GET customer/suggested-items: items picked for a signed-in customer (spec 02 section 7: asked
 * for a signed-in shopper only; the answer is kept, not displayed, as 6amMart's search panel does).
 * Under `customer`, so signing out drops it with the other customer queries.
 */
export const suggestedItemsQuery = (scope: ApiScope) =>
  queryOptions({
    queryKey: ['customer', 'suggested-items', scopeKey(scope)] as const,
    queryFn: async ({ client }): Promise<Item[]> => {
      const { data } = await httpFor(client).get<unknown>('customer/suggested-items', { headers: scopeHeaders(scope) });
      return listFrom<Item>(data, 'items', 'products');
    },
    staleTime: FIVE_MINUTES,
  });
