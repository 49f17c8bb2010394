/**
 * The running cashback offers a signed-in customer can earn (cashback/list): the module homes'
 * cashback widget asks for them after hydration. Spec 02 section 9: staleTime 10 s, cacheTime 5 s.
 */
import { queryOptions } from '@tanstack/react-query';
import { httpFor, scopeHeaders, type ApiScope } from './http';

export interface CashbackOffer {
  id: number;
  title: string;
  cashback_type: 'amount' | 'percentage';
  cashback_amount: number;
  min_purchase: number;
  max_discount: number;
  end_date: string;
}

export const cashbackListQuery = (scope: Pick<ApiScope, 'lang'>) =>
  queryOptions({
    queryKey: ['customer', 'cashback', { lang: scope.lang }] as const,
    queryFn: async ({ client }) => {
      const { data } = await httpFor(client).get<unknown>('cashback/list', { headers: scopeHeaders(scope) });
      return Array.isArray(data) ? (data as CashbackOffer[]) : [];
    },
    staleTime: 10_000,
    gcTime: 5_000,
    // a widget beside the page: a failed list shows nothing rather than an error toast
    meta: { silent: true },
  });
