/**
 * The account pages' own calls beside the wallet's (./wallet.ts): the usable coupons of a
 * signed-in customer and the account's settings. Kept apart from ./customer.ts and ./coupons.ts,
 * which catalogue pages load, so those pages' first load does not grow.
 */
import { queryOptions } from '@tanstack/react-query';
import type { Coupon } from './catalogue-types';
import { toApiError } from './errors';
import { httpFor, scopeHeaders, type ApiScope, type Http } from './http';
import { listFrom } from './lists';

type LangScope = Pick<ApiScope, 'lang'>;

/**
 * The signed-in customer's usable coupons of every module in their zones (the account's coupons
 * page): with the token, coupon/list leaves out the ones this customer can no longer use.
 */
export const accountCouponsQuery = (scope: Pick<ApiScope, 'lang' | 'zoneIds'>) =>
  queryOptions({
    queryKey: ['customer', 'coupons', { lang: scope.lang, zoneIds: scope.zoneIds }] as const,
    // coupon/list as ./coupons.ts asks it, written again here: importing it from this route's
    // bundle would take it out of the home page's concatenated module
    queryFn: async ({ client }) =>
      listFrom<Coupon>((await httpFor(client).get<unknown>('coupon/list', { headers: scopeHeaders({ lang: scope.lang, zoneIds: scope.zoneIds, moduleId: null }) })).data, 'data', 'coupons'),
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

/** A refund request of a delivered order (customer/order/refund-request). */
export interface OrderRefund {
  id: number;
  order_id: number;
  customer_reason: string;
  customer_note: string;
  image: string[];
  refund_status: 'pending' | 'approved' | 'rejected';
  refund_amount: number;
}

export const refundReasonsQuery = (scope: LangScope) =>
  queryOptions({
    queryKey: ['refund-reasons', { lang: scope.lang }] as const,
    queryFn: async ({ client }) =>
      (await httpFor(client).get<{ refund_reasons: { id: number; reason: string }[] }>('customer/order/refund-reasons', { headers: scopeHeaders(scope) })).data.refund_reasons ?? [],
    staleTime: 30 * 60_000,
  });

/** The order's refund request, or null when it has none (the API answers 404). */
export const orderRefundQuery = (scope: LangScope, orderId: number) =>
  queryOptions({
    queryKey: ['customer', 'orders', 'refund', { lang: scope.lang, orderId }] as const,
    queryFn: async ({ client }): Promise<OrderRefund | null> => {
      try {
        return (await httpFor(client).get<OrderRefund>('customer/order/refund', { params: { order_id: orderId }, headers: scopeHeaders(scope) })).data;
      } catch (error) {
        if (toApiError(error).status === 404) return null;
        throw error;
      }
    },
    meta: { silent: true },
  });

/** POST customer/order/refund-request as multipart: order_id, customer_reason, customer_note and up to 3 images (image[]). */
export async function requestRefund(http: Http, scope: LangScope, form: FormData): Promise<{ message: string; refund: OrderRefund }> {
  const { data } = await http.post<{ message: string; refund: OrderRefund }>('customer/order/refund-request', form, { headers: scopeHeaders(scope) });
  return data;
}
