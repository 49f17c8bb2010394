import { queryOptions, useQuery } from '@tanstack/react-query';
import { useApiScope } from '@/lib/session-context';
import { httpFor, scopeHeaders, type ApiScope, type Http } from './http';
import type { AppConfig } from './types';

type Scope = Pick<ApiScope, 'lang'>;

export async function getConfig(http: Http, scope: Scope): Promise<AppConfig> {
  const { data } = await http.get<AppConfig>('config', { headers: scopeHeaders(scope) });
  return data;
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
