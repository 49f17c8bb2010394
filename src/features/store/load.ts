import { configQuery } from '@/api/config';
import { storeItemsQuery } from '@/api/item-details';
import { storeDetailsQuery, storeReviewsQuery } from '@/api/stores';
import { storeHref } from '@/lib/links';
import { allZoneIds, fetchAcrossModules, listZoneIds, moduleTypeById, queryId, scopeOf, visitorModules } from '@/server/catalogue-scope';
import { breadcrumbJsonLd, storeJsonLd } from '@/server/jsonld';
import type { PageLoadResult, ServerPageContext } from '@/server/page';
import { buildSeo, localizedUrl, siteOrigin } from '@/server/seo';
import { parseStoreLinkFacts, parseStorePageQuery, preferredModules } from './store-page-query';
import { STORE_ITEMS_PAGE_SIZE, type StorePageProps } from './StorePage';

/**
 * The store page's server load: the store by slug or id (across zones, and modules when
 * the module is unknown: the link's module_id or module_type first), then its items for the
 * chosen category, search and page, its categories and reviews in its own zone (the link's
 * store_zone_id when the store names none) and module, all in parallel.
 */
export async function loadStorePage(ctx: ServerPageContext<{ id: string }>): Promise<PageLoadResult<StorePageProps>> {
  const idOrSlug = String(ctx.gssp.params?.id ?? '').trim();
  if (!idOrSlug || idOrSlug.length > 200) return { notFound: true };
  const facts = parseStoreLinkFacts(ctx.gssp.query);
  const [zones, modules] = await Promise.all([allZoneIds(ctx), facts.moduleType ? visitorModules(ctx) : []]);
  const preferred = preferredModules(queryId(ctx.gssp.query.module_id), facts.moduleType, ctx.session.moduleId, modules);
  const { data: store, moduleId } = await fetchAcrossModules(ctx, preferred.length ? preferred : [null], (m) =>
    storeDetailsQuery(scopeOf(ctx, zones, m), idOrSlug),
  );
  const lookupScope = scopeOf(ctx, zones, moduleId);
  const storeModule = store.module_id ?? moduleId;
  // the store's own zone: as it says, else as the link says (store_zone_id), else the shopper's
  const storeZone = store.zone_id ?? facts.zoneId;
  const listScope = scopeOf(ctx, storeZone ? [storeZone] : await listZoneIds(ctx), storeModule);
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
  return { props: { seo, lookupScope, idOrSlug, listScope, basePath, query, facts } };
}
