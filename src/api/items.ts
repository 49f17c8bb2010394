import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Category, Item, Page } from './catalogue-types';
import { httpFor, scopeHeaders, type ApiScope, type Http } from './http';
import { cardItem, cardItems, FIVE_MINUTES, listFrom, pageFrom, cacheTime, scopeKey, type Paging } from './lists';

/** Item lists of a module home (GET items/{kind}); `basic` is pharmacy's basic medicine. */
export type ItemListKind = 'popular' | 'discounted' | 'recommended' | 'most-reviewed' | 'basic';

export interface ItemListParams extends Paging {
  /** veg / non_veg / all (food). */
  type?: 'all' | 'veg' | 'non_veg';
}

export async function getItemList(http: Http, scope: ApiScope, kind: ItemListKind, params: ItemListParams): Promise<Page<Item>> {
  const { data } = await http.get<unknown>(`items/${kind}`, {
    params: { limit: params.limit, offset: params.offset, type: params.type ?? 'all', filter: kind === 'recommended' ? 'all' : undefined },
    headers: scopeHeaders(scope),
  });
  const page = cardItems(pageFrom<Item>(data, 'products', 'items'));
  // only pharmacy's basic medicine orders its cards by date (its 'New' tab)
  return kind === 'basic' ? page : { ...page, items: page.items.map(({ created_at: _date, ...item }) => item) };
}

export const itemListQuery = (scope: ApiScope, kind: ItemListKind, params: ItemListParams) =>
  queryOptions({
    queryKey: ['items', kind, scopeKey(scope), params] as const,
    queryFn: ({ client }) => getItemList(httpFor(client), scope, kind, params),
    staleTime: FIVE_MINUTES,
    // popular items: 5 minutes (spec 02 section 9); the other lists keep the client's default
    ...(kind === 'popular' ? { gcTime: cacheTime(FIVE_MINUTES) } : {}),
  });

export function useItemList(scope: ApiScope, kind: ItemListKind, params: ItemListParams) {
  return useQuery(itemListQuery(scope, kind, params));
}

export interface NewArrivals {
  categories: Category[];
  products: Item[];
}

export async function getNewArrivals(http: Http, scope: ApiScope): Promise<NewArrivals> {
  const { data } = await http.get<unknown>('items/new-arrival', { params: { limit: 10, offset: 1 }, headers: scopeHeaders(scope) });
  return { categories: listFrom<Category>(data, 'categories'), products: listFrom<Item>(data, 'products', 'items').map(cardItem) };
}

export const newArrivalsQuery = (scope: ApiScope) =>
  queryOptions({
    queryKey: ['items', 'new-arrival', scopeKey(scope)] as const,
    queryFn: ({ client }) => getNewArrivals(httpFor(client), scope),
    staleTime: FIVE_MINUTES,
  });

export function useNewArrivals(scope: ApiScope) {
  return useQuery(newArrivalsQuery(scope));
}
