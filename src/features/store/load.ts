import { configQuery } from '@/api/config';
import { storeItemsQuery } from '@/api/item-details';
import { storeDetailsQuery, storeReviewsQuery } from '@/api/stores';
import { storeHref } from '@/lib/links';
import { allZoneIds, fetchAcrossModules, listZoneIds, moduleTypeById, queryId, scopeOf } from '@/server/catalogue-scope';
import { breadcrumbJsonLd, storeJsonLd } from '@/server/jsonld';
import type { PageLoadResult, ServerPageContext } from '@/server/page';
import { buildSeo, localizedUrl, siteOrigin } from '@/server/seo';
import { parseStorePageQuery } from './store-page-query';
import { STORE_ITEMS_PAGE_SIZE, type StorePageProps } from './StorePage';

/**
 * The store page's server load: the store by slug or id (across zones, and modules when
 * the module is unknown), then its items for the chosen category, search and page, its
 * categories and reviews in its own zone and module, all in parallel.
 */
export async function loadStorePage(ctx: ServerPageContext<{ id: string }>): Promise<PageLoadResult<StorePageProps>> {
  const idOrSlug = String(ctx.gssp.params?.id ?? '').trim();
  if (!idOrSlug || idOrSlug.length > 200) return { notFound: true };
  const zones = await allZoneIds(ctx);
  const preferred = [queryId(ctx.gssp.query.module_id), ctx.session.moduleId].filter((id): id is number => id !== null);
  const { data: store, moduleId } = await fetchAcrossModules(ctx, preferred.length ? preferred : [null], (m) =>
    storeDetailsQuery(scopeOf(ctx, zones, m), idOrSlug),
  );
  const lookupScope = scopeOf(ctx, zones, moduleId);
  const storeModule = store.module_id ?? moduleId;
  const listScope = scopeOf(ctx, store.zone_id ? [store.zone_id] : await listZoneIds(ctx), storeModule);
  const query = parseStorePageQuery(ctx.gssp.query);

  const [config, moduleType] = await Promise.all([
    ctx.queryClient.fetchQuery(configQuery({ lang: ctx.locale })),
    store.module_type ?? store.module?.module_type ?? moduleTypeById(ctx, storeModule ?? null),
    ctx.queryClient.prefetchQuery(
      storeItemsQuery(listScope, { storeId: store.id, categoryId: query.categoryId, search: query.search, limit: STORE_ITEMS_PAGE_SIZE, offset: query.page }),
    ),
    ctx.queryClient.prefetchQuery(storeReviewsQuery(listScope, store.id)),
  ]);
  const origin = siteOrigin(ctx.gssp.req);
  const basePath = storeHref(store);
  const url = origin ? localizedUrl(origin, basePath, ctx.locale) : null;
  const seo = await buildSeo(ctx, {
    title: store.name,
    description: [store.name, store.address, store.delivery_time ? `${store.delivery_time}` : null].filter(Boolean).join(' · '),
    path: basePath,
    image: store.cover_photo_full_url ?? store.logo_full_url,
    imageAlt: store.name,
    noindex: Boolean(query.search),
    jsonLd: [
      storeJsonLd({ store, moduleType, origin, url, country: config.country ?? null }),
      breadcrumbJsonLd([
        { name: config.business_name || 'Souk', url: origin ? localizedUrl(origin, '/home', ctx.locale) : null },
        { name: store.name, url },
      ]),
    ],
  });
  return { props: { seo, lookupScope, idOrSlug, listScope, basePath, query } };
}
