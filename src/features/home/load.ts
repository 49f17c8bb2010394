import type { QueryClient } from '@tanstack/react-query';
import { advertisementsQuery } from '@/api/ads';
import { bannersQuery, promotionalBannersQuery, videoContentQuery, whyChooseQuery } from '@/api/banners';
import { brandsQuery } from '@/api/brands';
import { basicCampaignsQuery, itemCampaignsQuery } from '@/api/campaigns';
import { categoriesQuery, featuredCategoriesQuery } from '@/api/categories';
import { commonConditionsQuery, conditionItemsQuery } from '@/api/common-conditions';
import { couponsQuery } from '@/api/coupons';
import { flashSaleQuery } from '@/api/flash-sales';
import type { ApiScope } from '@/api/http';
import { itemListQuery, newArrivalsQuery } from '@/api/items';
import { parcelCategoriesQuery } from '@/api/parcel';
import { storeListQuery, storesQuery, visitAgainQuery } from '@/api/stores';
import { COOKIE } from '@/lib/session';
import { listZoneIds, queryId, resolveHomeModule, scopeOf } from '@/server/catalogue-scope';
import type { PageLoadResult, ServerPageContext } from '@/server/page';
import { buildSeo } from '@/server/seo';
import { serverTranslator } from '@/server/translate';
import { headlineOf } from './headlines';
import type { HomePageProps } from './HomePage';
import { firstPage, HOME_LIMITS, sectionsFor, type SectionId } from './sections';

type Prefetch = (client: QueryClient, scope: ApiScope, signedIn: boolean) => Promise<unknown>;

/** What each block needs from the API; the page component reads the same queries. */
const PREFETCH: Record<SectionId, Prefetch> = {
  banners: (c, s) => c.prefetchQuery(bannersQuery(s)),
  categories: (c, s) => c.prefetchQuery(categoriesQuery(s)),
  'visit-again': (c, s, signedIn) => (signedIn ? c.prefetchQuery(visitAgainQuery(s)) : Promise.resolve()),
  popular: (c, s) => Promise.all([c.prefetchQuery(itemListQuery(s, 'popular', firstPage(HOME_LIMITS.items))), c.prefetchQuery(flashSaleQuery(s))]),
  'special-offers': (c, s) => c.prefetchQuery(itemListQuery(s, 'discounted', firstPage(HOME_LIMITS.items))),
  'top-offers': (c, s) => c.prefetchQuery(storeListQuery(s, 'top-offer-near-me', firstPage(HOME_LIMITS.stores))),
  'best-reviewed': (c, s) =>
    Promise.all([c.prefetchQuery(itemListQuery(s, 'most-reviewed', firstPage(HOME_LIMITS.bestReviewed))), c.prefetchQuery(promotionalBannersQuery(s))]),
  campaigns: (c, s) => Promise.all([c.prefetchQuery(basicCampaignsQuery(s)), c.prefetchQuery(itemCampaignsQuery(s))]),
  recommended: (c, s) => c.prefetchQuery(itemListQuery(s, 'recommended', firstPage(HOME_LIMITS.items))),
  coupons: (c, s) => c.prefetchQuery(couponsQuery(s)),
  'best-stores': (c, s) => c.prefetchQuery(storeListQuery(s, 'popular', firstPage(HOME_LIMITS.stores))),
  'featured-stores': (c, s) =>
    c.prefetchQuery(storesQuery(s, { deliveryType: 'all', filter: 'all', featured: true, ...firstPage(HOME_LIMITS.featuredStores) })),
  'new-arrivals': (c, s) => Promise.all([c.prefetchQuery(newArrivalsQuery(s)), c.prefetchQuery(promotionalBannersQuery(s))]),
  'featured-categories': (c, s) => c.prefetchQuery(featuredCategoriesQuery(s)),
  brands: (c, s) => c.prefetchQuery(brandsQuery(s)),
  highlights: (c, s) => c.prefetchQuery(advertisementsQuery(s)),
  'new-stores': (c, s) => c.prefetchQuery(storeListQuery(s, 'latest', firstPage(HOME_LIMITS.stores))),
  'basic-medicine': (c, s) => Promise.all([c.prefetchQuery(itemListQuery(s, 'basic', firstPage(HOME_LIMITS.items))), c.prefetchQuery(promotionalBannersQuery(s))]),
  'common-conditions': async (c, s) => {
    const conditions = await c.fetchQuery(commonConditionsQuery(s)).catch(() => []);
    const first = conditions[0];
    if (first) await c.prefetchQuery(conditionItemsQuery(s, first.id, firstPage(HOME_LIMITS.conditionItems)));
  },
  'bottom-banner': (c, s) => c.prefetchQuery(promotionalBannersQuery(s)),
  'parcel-categories': (c, s) => c.prefetchQuery(parcelCategoriesQuery(s)),
  'promotional-banner': (c, s) => c.prefetchQuery(promotionalBannersQuery(s)),
  'why-choose': (c, s) => c.prefetchQuery(whyChooseQuery(s)),
  video: (c, s) => c.prefetchQuery(videoContentQuery(s)),
  'track-order': () => Promise.resolve(),
};

/**
 * `/home`: the module from `?module_id=`, else the shopper's chosen one, else the first
 * of the zone; every block of that module prefetched in parallel. Optional blocks that
 * fail are simply left out (prefetchQuery never throws).
 */
export async function loadHomePage(ctx: ServerPageContext): Promise<PageLoadResult<HomePageProps>> {
  const homeModule = await resolveHomeModule(ctx, queryId(ctx.gssp.query.module_id));
  if (!homeModule) {
    const seo = await buildSeo(ctx, { title: '', path: '/home', noindex: true });
    return { props: { seo, scope: scopeOf(ctx, [], null), module: null, sections: [], renderedAt: Date.now() } };
  }
  // the module shown is the chosen one from now on: the frame renders it so (HomePage saves the cookie)
  ctx.session.moduleId = homeModule.id;
  const scope = scopeOf(ctx, await listZoneIds(ctx), homeModule.id);
  const sections = sectionsFor(homeModule.module_type);
  // rendered once for every shopper of the scope: the browser works out distances and the
  // nearest-first order from its shopper's own point, and asks for 'visit again' when signed in
  ctx.sharing = { point: false, account: false };
  // a render for one signed-in shopper (not a shared one, which carries no token) has their visits at once
  const ownAccount = ctx.session.signedIn && Boolean(ctx.gssp.req.cookies[COOKIE.token]);
  await Promise.all(sections.map((id) => PREFETCH[id](ctx.queryClient, scope, ownAccount)));
  const headline = headlineOf(homeModule.module_type);
  const t = await serverTranslator(ctx.locale);
  const seo = await buildSeo(ctx, {
    title: homeModule.module_name,
    description: headline ? [`${homeModule.module_name}:`, t(headline.title), headline.sub ? t(headline.sub) : ''].join(' ') : homeModule.module_name,
    path: `/home?module_id=${homeModule.id}`,
    image: homeModule.thumbnail_full_url ?? homeModule.icon_full_url,
  });
  return {
    props: {
      seo,
      scope,
      module: { id: homeModule.id, module_name: homeModule.module_name, module_type: homeModule.module_type },
      sections,
      renderedAt: Date.now(),
    },
  };
}
