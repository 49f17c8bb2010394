import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Brand, Item, Page } from './catalogue-types';
import { httpFor, scopeHeaders, type ApiScope, type Http } from './http';
import { cardItems, FIVE_MINUTES, listFrom, pageFrom, scopeKey, type Paging } from './lists';

export async function getBrands(http: Http, scope: ApiScope): Promise<Brand[]> {
  const { data } = await http.get<unknown>('brand', { headers: scopeHeaders(scope) });
  return listFrom<Brand>(data, 'brands', 'data');
}

export const brandsQuery = (scope: ApiScope) =>
  queryOptions({
    queryKey: ['brands', scopeKey(scope)] as const,
    queryFn: ({ client }) => getBrands(httpFor(client), scope),
    staleTime: FIVE_MINUTES,
  });

export function useBrands(scope: ApiScope) {
  return useQuery(brandsQuery(scope));
}

export async function getBrandItems(http: Http, scope: ApiScope, brandId: number, paging: Paging): Promise<Page<Item>> {
  const { data } = await http.get<unknown>(`brand/items/${brandId}`, { params: paging, headers: scopeHeaders(scope) });
  return cardItems(pageFrom<Item>(data, 'products', 'items'));
}

export const brandItemsQuery = (scope: ApiScope, brandId: number, paging: Paging) =>
  queryOptions({
    queryKey: ['brands', 'items', scopeKey(scope), { brandId, ...paging }] as const,
    queryFn: ({ client }) => getBrandItems(httpFor(client), scope, brandId, paging),
    staleTime: FIVE_MINUTES,
  });

/** The all-brands sort: the API's order, or by name either way. */
export type BrandSort = 'default' | 'a-z' | 'z-a';

export function sortBrands(brands: Brand[], sort: BrandSort, locale: string): Brand[] {
  if (sort === 'default') return brands;
  const collator = new Intl.Collator(locale, { sensitivity: 'base' });
  const sorted = [...brands].sort((a, b) => collator.compare(a.name, b.name));
  return sort === 'z-a' ? sorted.reverse() : sorted;
}

export function parseBrandSort(value: unknown): BrandSort {
  return value === 'a-z' || value === 'z-a' ? value : 'default';
}
