import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ParcelCategory } from './catalogue-types';
import { httpFor, scopeHeaders, type ApiScope, type Http } from './http';
import { FIVE_MINUTES, listFrom, scopeKey } from './lists';

export async function getParcelCategories(http: Http, scope: ApiScope): Promise<ParcelCategory[]> {
  const { data } = await http.get<unknown>('parcel-category', { headers: scopeHeaders(scope) });
  return listFrom<ParcelCategory>(data, 'data', 'categories');
}

export const parcelCategoriesQuery = (scope: ApiScope) =>
  queryOptions({
    queryKey: ['parcel-categories', scopeKey(scope)] as const,
    queryFn: ({ client }) => getParcelCategories(httpFor(client), scope),
    staleTime: FIVE_MINUTES,
  });

export function useParcelCategories(scope: ApiScope) {
  return useQuery(parcelCategoriesQuery(scope));
}
