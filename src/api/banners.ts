import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Banner, CampaignBanner, PromotionalBanners, VideoContent, WhyChooseItem } from './catalogue-types';
import { httpFor, scopeHeaders, type ApiScope, type Http } from './http';
import { FIVE_MINUTES, listFrom, cacheTime, scopeKey } from './lists';

export interface HomeBanners {
  banners: Banner[];
  campaigns: CampaignBanner[];
}

export async function getBanners(http: Http, scope: ApiScope): Promise<HomeBanners> {
  const { data } = await http.get<unknown>('banners', { headers: scopeHeaders(scope) });
  const banners = listFrom<Banner>(data, 'banners').map((b) => ({
    id: b.id,
    title: b.title ?? null,
    type: b.type,
    link: b.link ?? null,
    image_full_url: b.image_full_url ?? null,
    store: b.store ? { id: b.store.id, slug: b.store.slug ?? null } : null,
    item: b.item ? { id: b.item.id, slug: b.item.slug ?? null } : null,
  }));
  const campaigns = listFrom<CampaignBanner>(data, 'campaigns').map((c) => ({ id: c.id, title: c.title ?? null, image_full_url: c.image_full_url ?? null, slug: c.slug ?? null }));
  return { banners, campaigns };
}

export const bannersQuery = (scope: ApiScope) =>
  queryOptions({
    queryKey: ['banners', scopeKey(scope)] as const,
    queryFn: ({ client }) => getBanners(httpFor(client), scope),
    staleTime: FIVE_MINUTES,
    gcTime: cacheTime(FIVE_MINUTES),
  });

export function useBanners(scope: ApiScope) {
  return useQuery(bannersQuery(scope));
}

/** The module's promotional banners (new arrival, best reviewed, bottom, nearby). */
export async function getPromotionalBanners(http: Http, scope: ApiScope): Promise<PromotionalBanners> {
  const { data } = await http.get<PromotionalBanners | null>('other-banners', { headers: scopeHeaders(scope) });
  return data && typeof data === 'object' ? data : {};
}

export const promotionalBannersQuery = (scope: ApiScope) =>
  queryOptions({
    queryKey: ['banners', 'promotional', scopeKey(scope)] as const,
    queryFn: ({ client }) => getPromotionalBanners(httpFor(client), scope),
    staleTime: FIVE_MINUTES,
    gcTime: cacheTime(FIVE_MINUTES),
  });

export function usePromotionalBanners(scope: ApiScope) {
  return useQuery(promotionalBannersQuery(scope));
}

export async function getVideoContent(http: Http, scope: ApiScope): Promise<VideoContent | null> {
  const { data } = await http.get<VideoContent | null>('other-banners/video-content', { headers: scopeHeaders(scope) });
  return data && typeof data === 'object' && !Array.isArray(data) ? data : null;
}

export const videoContentQuery = (scope: ApiScope) =>
  queryOptions({
    queryKey: ['banners', 'video-content', scopeKey(scope)] as const,
    queryFn: ({ client }) => getVideoContent(httpFor(client), scope),
    staleTime: FIVE_MINUTES,
    gcTime: cacheTime(FIVE_MINUTES),
  });

export function useVideoContent(scope: ApiScope) {
  return useQuery(videoContentQuery(scope));
}

export async function getWhyChoose(http: Http, scope: ApiScope): Promise<WhyChooseItem[]> {
  const { data } = await http.get<unknown>('other-banners/why-choose', { headers: scopeHeaders(scope) });
  return listFrom<WhyChooseItem>(data, 'banners', 'data');
}

export const whyChooseQuery = (scope: ApiScope) =>
  queryOptions({
    queryKey: ['banners', 'why-choose', scopeKey(scope)] as const,
    queryFn: ({ client }) => getWhyChoose(httpFor(client), scope),
    staleTime: FIVE_MINUTES,
    gcTime: cacheTime(FIVE_MINUTES),
  });

export function useWhyChoose(scope: ApiScope) {
  return useQuery(whyChooseQuery(scope));
}
