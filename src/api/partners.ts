/** The partner registration pages' calls (issue 34): the subscription packages. */
import { queryOptions } from '@tanstack/react-query';
import { httpFor, scopeHeaders, type ApiScope, type Http } from './http';
import { FIVE_MINUTES, scopeKey } from './lists';

export interface SubscriptionPackage {
  id: number;
  package_name: string;
  price: number;
  validity: number;
  max_order: string | number;
  max_product: string | number;
  text?: string | null;
}

export async function getPackages(http: Http, scope: ApiScope): Promise<{ packages: SubscriptionPackage[]; admin_commission: number | null }> {
  const { data } = await http.get<{ packages?: SubscriptionPackage[]; admin_commission?: number }>('vendor/package-view', { headers: scopeHeaders(scope) });
  return { packages: Array.isArray(data?.packages) ? data.packages : [], admin_commission: typeof data?.admin_commission === 'number' ? data.admin_commission : null };
}

export const packagesQuery = (scope: ApiScope) =>
  queryOptions({
    queryKey: ['vendor-packages', scopeKey(scope)] as const,
    queryFn: ({ client }) => getPackages(httpFor(client), scope),
    staleTime: FIVE_MINUTES,
  });
