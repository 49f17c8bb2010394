import { brandsQuery } from '@/api/brands';
import { categoriesQuery } from '@/api/categories';
import type { ApiScope } from '@/api/http';
import { combinedSearchQuery } from '@/api/search';
import type { Module, ModuleType } from '@/api/types';
import { listZoneIds, scopeOf, visitorModules } from '@/server/catalogue-scope';
import type { PageLoadResult, ServerPageContext } from '@/server/page';
import { buildSeo, type SeoMeta } from '@/server/seo';
import { serverTranslator } from '@/server/translate';
import { combinedParams, defaultFilters, PRICE_MAX, PRICE_MIN, searchHref, type SearchState } from './search-state';

// pages/home.tsx reads the search from the query before it loads the results
export { parseSearchState } from './search-state';

export interface ResultsPageProps {
  seo: SeoMeta;
  scope: ApiScope;
  module: Pick<Module, 'id' | 'module_name' | 'module_type'>;
  state: SearchState;
  /** The page's heading: the term, the category, the brand or the offers. */
  heading: string;
}

/** Brands belong to ecommerce: a brand link without a module lands in the ecommerce module. */
async function resultsModule(ctx: ServerPageContext, state: SearchState): Promise<Module | null> {
  const modules = await visitorModules(ctx);
  const wanted: ModuleType | null = state.dataType === 'brand' ? 'ecommerce' : null;
  return (
    modules.find((m) => m.id === state.moduleId) ??
    (wanted ? modules.find((m) => m.module_type === wanted) : undefined) ??
    modules.find((m) => m.id === ctx.session.moduleId) ??
    modules[0] ??
    null
  );
}

/**
 * `/home?data_type=…`: the results page. The first page of results is fetched here, with the
 * category and brand panels, so the HTML holds the results and hydration does not refetch.
 */
export async function loadResultsPage(ctx: ServerPageContext, state: SearchState): Promise<PageLoadResult<ResultsPageProps> | null> {
  const chosen = await resultsModule(ctx, state);
  if (!chosen) return null;
  ctx.session.moduleId = chosen.id;
  const scope = scopeOf(ctx, await listZoneIds(ctx), chosen.id);
  const ecommerce = chosen.module_type === 'ecommerce';
  const [, categories, brands] = await Promise.all([
    ctx.queryClient.prefetchInfiniteQuery(combinedSearchQuery(scope, combinedParams(state), state.page)),
    ctx.queryClient.fetchQuery(categoriesQuery(scope)).catch(() => []),
    ecommerce || state.dataType === 'brand' ? ctx.queryClient.fetchQuery(brandsQuery(scope)).catch(() => []) : Promise.resolve([]),
  ]);
  const t = await serverTranslator(ctx.locale, 'results');
  let heading: string;
  if (state.dataType === 'searched') heading = t('Search results for “{{term}}”', { term: state.term });
  else if (state.dataType === 'discounted') heading = t('Special offers');
  else if (state.dataType === 'category') {
    const all = categories.flatMap((c) => [c, ...(c.childes ?? [])]);
    heading = all.find((c) => c.id === state.categoryId)?.name ?? (state.categoryName || t('Category'));
  } else heading = brands.find((b) => b.id === state.brandId)?.name ?? t('Brand');
  // the canonical page of a category, brand or offer: its first page, no filters, the module named
  const base: SearchState = {
    ...state,
    moduleId: chosen.id,
    tab: 'items',
    view: 'grid',
    sort: null,
    filters: defaultFilters(state.dataType),
    rating: 0,
    price: [PRICE_MIN, PRICE_MAX],
    categories: state.categoryId ? [state.categoryId] : [],
    brands: state.brandId ? [state.brandId] : [],
    page: 1,
  };
  const seo = await buildSeo(ctx, {
    title: heading,
    description: state.dataType === 'searched' ? heading : `${chosen.module_name}: ${heading}`,
    path: searchHref(base),
    // a search is the shopper's own: not a page for search engines
    noindex: state.dataType === 'searched',
  });
  return {
    props: {
      seo,
      scope,
      module: { id: chosen.id, module_name: chosen.module_name, module_type: chosen.module_type },
      state: { ...state, moduleId: state.moduleId },
      heading,
    },
  };
}
