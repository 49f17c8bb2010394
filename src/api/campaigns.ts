import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Campaign, Item } from './catalogue-types';
import { httpFor, scopeHeaders, type ApiScope, type Http } from './http';
import { cardItem, cardStore, FIVE_MINUTES, listFrom, scopeKey } from './lists';

/** Basic campaigns ('Just for you'). */
export async function getBasicCampaigns(http: Http, scope: ApiScope): Promise<Campaign[]> {
  const { data } = await http.get<unknown>('campaigns/basic', { headers: scopeHeaders(scope) });
  return listFrom<Campaign>(data, 'campaigns', 'data');
}

export const basicCampaignsQuery = (scope: ApiScope) =>
  queryOptions({
    queryKey: ['campaigns', 'basic', scopeKey(scope)] as const,
    queryFn: ({ client }) => getBasicCampaigns(httpFor(client), scope),
    staleTime: FIVE_MINUTES,
  });

export function useBasicCampaigns(scope: ApiScope) {
  return useQuery(basicCampaignsQuery(scope));
}

/** One basic campaign with its stores, by id (or slug where the backend accepts it). */
export async function getCampaignDetails(http: Http, scope: ApiScope, idOrSlug: string): Promise<Campaign> {
  const { data } = await http.get<Campaign>('campaigns/basic-campaign-details', {
    params: { basic_campaign_id: idOrSlug },
    headers: scopeHeaders(scope),
  });
  return { ...data, stores: (data.stores ?? []).map(cardStore) };
}

export const campaignDetailsQuery = (scope: ApiScope, idOrSlug: string) =>
  queryOptions({
    queryKey: ['campaigns', 'details', scopeKey(scope), { idOrSlug }] as const,
    queryFn: ({ client }) => getCampaignDetails(httpFor(client), scope, idOrSlug),
    staleTime: FIVE_MINUTES,
  });

export function useCampaignDetails(scope: ApiScope, idOrSlug: string) {
  return useQuery(campaignDetailsQuery(scope, idOrSlug));
}

/** Item campaigns: items sold for a limited period (they open as /product/{slug}?product_type=campaign). */
export async function getItemCampaigns(http: Http, scope: ApiScope): Promise<Item[]> {
  const { data } = await http.get<unknown>('campaigns/item', { headers: scopeHeaders(scope) });
  return listFrom<Item>(data, 'items', 'products', 'data').map(cardItem);
}

export const itemCampaignsQuery = (scope: ApiScope) =>
  queryOptions({
    queryKey: ['campaigns', 'item', scopeKey(scope)] as const,
    queryFn: ({ client }) => getItemCampaigns(httpFor(client), scope),
    staleTime: FIVE_MINUTES,
  });

export function useItemCampaigns(scope: ApiScope) {
  return useQuery(itemCampaignsQuery(scope));
}
