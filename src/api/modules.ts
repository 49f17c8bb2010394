import { queryOptions, useQuery } from '@tanstack/react-query';
import { useApiScope } from '@/lib/session-context';
import { httpFor, scopeHeaders, type ApiScope, type Http } from './http';
import type { Module } from './types';

type Scope = Pick<ApiScope, 'lang' | 'zoneIds'>;

/**
 * Modules on offer; filtered to the zone's modules when zone ids are known. Each module's zones
 * are kept as their ids (what the contract's module has): the module list travels in every page's HTML, and the zones'
 * polygons and delivery terms (which the answer carries) are read from zone/list and the zone
 * lookup instead.
 */
export async function getModules(http: Http, scope: Scope): Promise<Module[]> {
  const { data } = await http.get<Module[]>('module', { headers: scopeHeaders(scope) });
  return Array.isArray(data) ? data.map(slimModule) : [];
}

export function slimModule(module: Module): Module {
  if (!Array.isArray(module.zones)) return module;
  return { ...module, zones: module.zones.map((z) => ({ id: z.id })) };
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
