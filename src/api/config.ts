import { queryOptions, useQuery } from '@tanstack/react-query';
import { useApiScope } from '@/lib/session-context';
import { httpFor, scopeHeaders, type ApiScope, type Http } from './http';
import type { AppConfig } from './types';

type Scope = Pick<ApiScope, 'lang'>;

/**
 * Parts of the config answer no screen reads (the API's own module settings, its storage URLs,
 * the landing page's app links, payment gateway lists the checkout asks for separately, cookie
 * text): left out, as the config travels in every page's HTML.
 */
const UNREAD_CONFIG = ['module_config', 'base_urls', 'landing_page_links', 'active_payment_method_list', 'digital_payment_info', 'admin_free_delivery', 'cookies_text'] as const;

export async function getConfig(http: Http, scope: Scope): Promise<AppConfig> {
  const { data } = await http.get<AppConfig>('config', { headers: scopeHeaders(scope) });
  if (!data || typeof data !== 'object') return data;
  const kept: AppConfig = { ...data };
  for (const key of UNREAD_CONFIG) Reflect.deleteProperty(kept, key);
  return kept;
}

export const configQuery = (scope: Scope) =>
  queryOptions({
    queryKey: ['config', { lang: scope.lang }] as const,
    queryFn: ({ client }) => getConfig(httpFor(client), scope),
    staleTime: 5 * 60_000,
  });

export function useConfig() {
  const { lang } = useApiScope();
  return useQuery(configQuery({ lang }));
}
