import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CommonCondition, Item, Page } from './catalogue-types';
import { httpFor, scopeHeaders, type ApiScope, type Http } from './http';
import { cardItems, EIGHT_MINUTES, FIVE_MINUTES, listFrom, pageFrom, cacheTime, scopeKey, type Paging } from './lists';

export async function getCommonConditions(http: Http, scope: ApiScope): Promise<CommonCondition[]> {
  const { data } = await http.get<unknown>('common-condition', { headers: scopeHeaders(scope) });
  return listFrom<CommonCondition>(data, 'data', 'conditions');
}

export const commonConditionsQuery = (scope: ApiScope) =>
  queryOptions({
    queryKey: ['common-conditions', scopeKey(scope)] as const,
    queryFn: ({ client }) => getCommonConditions(httpFor(client), scope),
    staleTime: EIGHT_MINUTES,
    gcTime: cacheTime(EIGHT_MINUTES),
  });

export function useCommonConditions(scope: ApiScope) {
  return useQuery(commonConditionsQuery(scope));
}

export async function getConditionItems(http: Http, scope: ApiScope, conditionId: number, paging: Paging): Promise<Page<Item>> {
  const { data } = await http.get<unknown>(`common-condition/items/${conditionId}`, { params: paging, headers: scopeHeaders(scope) });
  return cardItems(pageFrom<Item>(data, 'products', 'items'));
}

export const conditionItemsQuery = (scope: ApiScope, conditionId: number, paging: Paging) =>
  queryOptions({
    queryKey: ['common-conditions', 'items', scopeKey(scope), { conditionId, ...paging }] as const,
    queryFn: ({ client }) => getConditionItems(httpFor(client), scope, conditionId, paging),
    staleTime: FIVE_MINUTES,
  });

export function useConditionItems(scope: ApiScope, conditionId: number, paging: Paging) {
  return useQuery(conditionItemsQuery(scope, conditionId, paging));
}
