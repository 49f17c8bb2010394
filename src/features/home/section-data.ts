/**
 * What each block of a module home needs from the API, as queries the page's blocks read: the
 * server prefetches the first screen's (load.ts), the browser the others' as the shopper nears
 * them (HomePage's LaterBlock).
 */
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
import { firstPage, HOME_LIMITS, type SectionId } from './sections';

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

/** Puts a block's data in the query cache (a block whose data fails is left out: prefetchQuery never throws). */
export function prefetchSection(id: SectionId, client: QueryClient, scope: ApiScope, signedIn: boolean): Promise<unknown> {
  return PREFETCH[id](client, scope, signedIn);
}
