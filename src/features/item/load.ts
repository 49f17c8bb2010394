import { configQuery } from '@/api/config';
import { itemDetailsQuery, itemReviewsQuery, relatedItemsQuery } from '@/api/item-details';
import { productHref, storeHref } from '@/lib/links';
import { marketTimeZone, minutesAt, zoneOffsetMinutes } from '@/lib/time';
import { allZoneIds, fetchAcrossModules, listZoneIds, moduleTypeById, queryId, scopeOf } from '@/server/catalogue-scope';
import { breadcrumbJsonLd, productJsonLd } from '@/server/jsonld';
import type { PageLoadResult, ServerPageContext } from '@/server/page';
import { buildSeo, localizedUrl, siteOrigin } from '@/server/seo';
import { itemAvailability } from './availability';
import type { ProductPageProps } from './ProductPage';

/**
 * The product page's server load: the item by slug or id across every zone and, when the
 * module is unknown, every module; then its related items and reviews in its own zone and
 * module; the metadata and JSON-LD. An unknown slug is a real 404.
 */
export async function loadProductPage(ctx: ServerPageContext<{ id: string }>): Promise<PageLoadResult<ProductPageProps>> {
  const idOrSlug = String(ctx.gssp.params?.id ?? '').trim();
  if (!idOrSlug || idOrSlug.length > 200) return { notFound: true };
  const campaign = ctx.gssp.query.product_type === 'campaign';
  const zones = await allZoneIds(ctx);
  const preferred = [queryId(ctx.gssp.query.module_id), ctx.session.moduleId].filter((id): id is number => id !== null);
  const { data: item, moduleId } = await fetchAcrossModules(ctx, preferred.length ? preferred : [null], (m) =>
    itemDetailsQuery(scopeOf(ctx, zones, m), idOrSlug, campaign),
  );
  const lookupScope = scopeOf(ctx, zones, moduleId);
  const itemModule = item.module_id ?? moduleId;
  const listZones = item.zone_id ? [item.zone_id] : await listZoneIds(ctx);
  const listScope = scopeOf(ctx, listZones, itemModule);

  const [config, moduleType] = await Promise.all([
    ctx.queryClient.fetchQuery(configQuery({ lang: ctx.locale })),
    item.module_type ?? moduleTypeById(ctx, itemModule ?? null),
    ctx.queryClient.prefetchQuery(relatedItemsQuery(listScope, item.id)),
    ctx.queryClient.prefetchQuery(itemReviewsQuery(listScope, item.id)),
  ]);
  const now = Date.now();
  const availability = itemAvailability(item, moduleType, minutesAt(now, zoneOffsetMinutes(marketTimeZone(config), now)));

  const origin = siteOrigin(ctx.gssp.req);
  const path = productHref(item, campaign);
  const url = origin ? localizedUrl(origin, path, ctx.locale) : null;
  const storePath = item.store_id ? storeHref({ id: item.store_id, slug: item.store_slug }) : null;
  const seo = await buildSeo(ctx, {
    title: item.name,
    description: item.description || [item.name, item.store_name].filter(Boolean).join(' · '),
    path,
    image: item.image_full_url,
    imageAlt: item.name,
    ogType: 'product',
    jsonLd: [
      productJsonLd({
        item,
        origin,
        url,
        currency: config.currency_code || 'AED',
        storeName: item.store_name,
        inStock: availability.state !== 'out-of-stock' && availability.state !== 'unavailable',
      }),
      breadcrumbJsonLd([
        { name: config.business_name || 'Souk', url: origin ? localizedUrl(origin, '/home', ctx.locale) : null },
        ...(storePath && item.store_name ? [{ name: item.store_name, url: origin ? localizedUrl(origin, storePath, ctx.locale) : null }] : []),
        { name: item.name, url },
      ]),
    ],
  });
  return { props: { seo, lookupScope, idOrSlug, campaign, listScope, moduleType, availability } };
}
