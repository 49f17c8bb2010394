import { queryOptions } from '@tanstack/react-query';
import { httpFor, scopeHeaders, type ApiScope, type Http } from './http';

/** A category a shopper can mark as an interest (GET categories in the module's scope). */
export interface InterestCategory {
  id: number;
  name: string;
  image_full_url?: string | null;
}

export async function getInterestCategories(http: Http, scope: ApiScope): Promise<InterestCategory[]> {
  const { data } = await http.get<unknown>('categories', { headers: scopeHeaders(scope) });
  if (!Array.isArray(data)) return [];
  return data.filter(
    (c): c is InterestCategory =>
      Boolean(c) && Number.isInteger((c as InterestCategory).id) && typeof (c as InterestCategory).name === 'string',
  );
}

export const interestCategoriesQuery = (scope: ApiScope) =>
  queryOptions({
    queryKey: ['interest-categories', { lang: scope.lang, zoneIds: scope.zoneIds, moduleId: scope.moduleId }] as const,
    queryFn: ({ client }) => getInterestCategories(httpFor(client), scope),
    staleTime: 5 * 60_000,
  });

/** POST customer/update-interest: the signed-in shopper's interests, as category ids. */
export async function updateInterest(http: Http, scope: ApiScope, categoryIds: number[]): Promise<void> {
  await http.post('customer/update-interest', { interest: categoryIds }, { headers: scopeHeaders(scope) });
}
