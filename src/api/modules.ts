import { queryOptions, useQuery } from '@tanstack/react-query';
import { useApiScope } from '@/lib/session-context';
import { httpFor, scopeHeaders, type ApiScope, type Http } from './http';
import type { Module } from './types';

type Scope = Pick<ApiScope, 'lang' | 'zoneIds'>;

/** Modules on offer; filtered to the zone's modules when zone ids are known. */
export async function getModules(http: Http, scope: Scope): Promise<Module[]> {
  const { data } = await http.get<Module[]>('module', { headers: scopeHeaders(scope) });
  return Array.isArray(data) ? data : [];
}

export const modulesQuery = (scope: Scope) =>
  queryOptions({
    queryKey: ['modules', { lang: scope.lang, zoneIds: scope.zoneIds }] as const,
    queryFn: ({ client }) => getModules(httpFor(client), scope),
    staleTime: 5 * 60_000,
  });

export function useModules() {
  const { lang, zoneIds } = useApiScope();
  return useQuery(modulesQuery({ lang, zoneIds }));
}
