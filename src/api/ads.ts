import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Advertisement } from './catalogue-types';
import { httpFor, scopeHeaders, type ApiScope, type Http } from './http';
import { cardStore, FIVE_MINUTES, listFrom, scopeKey } from './lists';

/** Paid promotions ('Highlights'): store promotions and video promotions. */
export async function getAdvertisements(http: Http, scope: ApiScope): Promise<Advertisement[]> {
  const { data } = await http.get<unknown>('advertisement/list', { headers: scopeHeaders(scope) });
  return listFrom<Advertisement>(data, 'data', 'advertisements').map((ad) => ({ ...ad, store: ad.store ? cardStore(ad.store) : null }));
}

export const advertisementsQuery = (scope: ApiScope) =>
  queryOptions({
    queryKey: ['advertisements', scopeKey(scope)] as const,
    queryFn: ({ client }) => getAdvertisements(httpFor(client), scope),
    staleTime: FIVE_MINUTES,
  });

export function useAdvertisements(scope: ApiScope) {
  return useQuery(advertisementsQuery(scope));
}
