/**
 * The account pages' own calls beside the wallet's (./wallet.ts): the usable coupons of a
 * signed-in customer and the account's settings. Kept apart from ./customer.ts and ./coupons.ts,
 * which catalogue pages load, so those pages' first load does not grow.
 */
import { queryOptions } from '@tanstack/react-query';
import { getCoupons } from './coupons';
import { httpFor, scopeHeaders, type ApiScope, type Http } from './http';

type LangScope = Pick<ApiScope, 'lang'>;

/**
 * The signed-in customer's usable coupons of every module in their zones (the account's coupons
 * page): with the token, coupon/list leaves out the ones this customer can no longer use.
 */
export const accountCouponsQuery = (scope: Pick<ApiScope, 'lang' | 'zoneIds'>) =>
  queryOptions({
    queryKey: ['customer', 'coupons', { lang: scope.lang, zoneIds: scope.zoneIds }] as const,
    queryFn: ({ client }) => getCoupons(httpFor(client), { lang: scope.lang, zoneIds: scope.zoneIds, moduleId: null }),
  });

/** The account's settings page (customer/settings): kept on the account, not in this browser. */
export interface AccountSettings {
  language: 'en' | 'ar';
  theme: 'light' | 'dark';
  notifications: { order_updates: boolean; promotions: boolean; messages: boolean };
}

export const accountSettingsQuery = (scope: LangScope) =>
  queryOptions({
    queryKey: ['customer', 'settings', { lang: scope.lang }] as const,
    queryFn: async ({ client }) => (await httpFor(client).get<AccountSettings>('customer/settings', { headers: scopeHeaders(scope) })).data,
  });

export async function saveAccountSettings(http: Http, scope: LangScope, settings: AccountSettings): Promise<AccountSettings & { message: string }> {
  const { data } = await http.post<AccountSettings & { message: string }>('customer/settings', settings, { headers: scopeHeaders(scope) });
  return data;
}
