import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Coupon } from './catalogue-types';
import { httpFor, scopeHeaders, type ApiScope, type Http } from './http';
import { FIVE_MINUTES, listFrom, scopeKey } from './lists';

/** Coupons on offer in the zone and module (the home's coupons banner). */
export async function getCoupons(http: Http, scope: ApiScope): Promise<Coupon[]> {
  const { data } = await http.get<unknown>('coupon/list', { headers: scopeHeaders(scope) });
  return listFrom<Coupon>(data, 'data', 'coupons');
}

export const couponsQuery = (scope: ApiScope) =>
  queryOptions({
    queryKey: ['coupons', scopeKey(scope)] as const,
    queryFn: ({ client }) => getCoupons(httpFor(client), scope),
    staleTime: FIVE_MINUTES,
    meta: { silent: true },
  });

export function useCoupons(scope: ApiScope) {
  return useQuery(couponsQuery(scope));
}
