import { storeListQuery, storesQuery } from '@/api/stores';
import { listZoneIds, queryId, resolveHomeModule, scopeOf } from '@/server/catalogue-scope';
import type { PageLoadResult, ServerPageContext } from '@/server/page';
import { buildSeo } from '@/server/seo';
import { serverTranslator } from '@/server/translate';
import { parseStoreListQuery, storeListPath, storesParamsFor, topOffersParamsFor, type StoreListKind } from './store-list-query';
import type { StoreListPageProps } from './StoreListPage';

const TITLES: Record<StoreListKind, { store: string; food: string }> = {
  latest: { store: 'New stores', food: 'New restaurants' },
  popular: { store: 'Popular stores', food: 'Popular restaurants' },
  'top-offer-nearby': { store: 'Top offers near me', food: 'Top offers near me' },
};

/** The store lists of the visitor's module (the first of the zone for a visitor who chose none). */
export function storeListLoader(kind: StoreListKind) {
  return async (ctx: ServerPageContext): Promise<PageLoadResult<StoreListPageProps>> => {
    const homeModule = await resolveHomeModule(ctx, queryId(ctx.gssp.query.module_id));
    const scope = scopeOf(ctx, await listZoneIds(ctx), homeModule?.id ?? null);
    const query = parseStoreListQuery(kind, ctx.gssp.query);
    const [t] = await Promise.all([
      serverTranslator(ctx.locale),
      kind === 'top-offer-nearby'
        ? ctx.queryClient.prefetchQuery(storeListQuery(scope, 'top-offer-near-me', topOffersParamsFor(query)))
        : ctx.queryClient.prefetchQuery(storesQuery(scope, storesParamsFor(query))),
    ]);
    const moduleType = homeModule?.module_type ?? null;
    const title = t(moduleType === 'food' ? TITLES[kind].food : TITLES[kind].store);
    const seo = await buildSeo(ctx, {
      title: homeModule ? `${title} · ${homeModule.module_name}` : title,
      description: t('Stores near you: ratings, delivery times and offers.'),
      path: storeListPath(kind),
      noindex: Object.keys(ctx.gssp.query).length > 0,
    });
    return { props: { seo, scope, kind, query, moduleType, title } };
  };
}
