/**
 * The account's wallet and loyalty point calls (03-api-contract.md: customer/wallet/*,
 * customer/loyalty-point/*). Every key starts with 'customer', so signing out drops them.
 */
import { queryOptions } from '@tanstack/react-query';
import { httpFor, scopeHeaders, type ApiScope, type Http } from './http';

type LangScope = Pick<ApiScope, 'lang'>;

/** A wallet or loyalty point movement. */
export interface WalletEntry {
  id: number;
  transaction_id: string;
  credit: number;
  debit: number;
  balance: number;
  transaction_type: string;
  reference: string | null;
  created_at: string;
}

export interface WalletHistory {
  total_size: number;
  limit: number;
  offset: number;
  data: WalletEntry[];
}

export interface WalletBonus {
  id: number;
  title: string;
  description: string;
  bonus_type: 'amount' | 'percentage';
  bonus_amount: number;
  minimum_add_amount: number;
  maximum_bonus_amount: number;
  start_date: string;
  end_date: string;
}

/**
 * Keeps the page on screen while the next one loads (TanStack's keepPreviousData, written out:
 * using that export from this route would keep it in the shared query module every page loads).
 */
const keepPrevious = <T,>(previous: T | undefined): T | undefined => previous;

/** The wallet history filter the page offers (the API's `type`). */
export const WALLET_FILTERS = ['all', 'order', 'add_fund', 'loyalty_point', 'referrer', 'refund', 'bonus'] as const;
export type WalletFilter = (typeof WALLET_FILTERS)[number];

export const HISTORY_PAGE_SIZE = 10;

export async function getWalletHistory(http: Http, scope: LangScope, type: WalletFilter, offset: number): Promise<WalletHistory> {
  const { data } = await http.get<WalletHistory>('customer/wallet/transactions', { params: { type, offset, limit: HISTORY_PAGE_SIZE }, headers: scopeHeaders(scope) });
  return data;
}

export const walletHistoryQuery = (scope: LangScope, type: WalletFilter, offset: number) =>
  queryOptions({
    queryKey: ['customer', 'wallet', 'transactions', { lang: scope.lang, type, offset }] as const,
    queryFn: ({ client }) => getWalletHistory(httpFor(client), scope, type, offset),
    placeholderData: keepPrevious,
  });

export async function getWalletBonuses(http: Http, scope: LangScope): Promise<WalletBonus[]> {
  const { data } = await http.get<WalletBonus[]>('customer/wallet/bonuses', { headers: scopeHeaders(scope) });
  return Array.isArray(data) ? data : [];
}

export const walletBonusesQuery = (scope: LangScope) =>
  queryOptions({
    queryKey: ['customer', 'wallet', 'bonuses', { lang: scope.lang }] as const,
    queryFn: ({ client }) => getWalletBonuses(httpFor(client), scope),
    staleTime: 5 * 60_000,
  });

export async function getPointHistory(http: Http, scope: LangScope, offset: number): Promise<WalletHistory> {
  const { data } = await http.get<WalletHistory>('customer/loyalty-point/transactions', { params: { offset, limit: HISTORY_PAGE_SIZE }, headers: scopeHeaders(scope) });
  return data;
}

export const pointHistoryQuery = (scope: LangScope, offset: number) =>
  queryOptions({
    queryKey: ['customer', 'loyalty-point', 'transactions', { lang: scope.lang, offset }] as const,
    queryFn: ({ client }) => getPointHistory(httpFor(client), scope, offset),
    placeholderData: keepPrevious,
  });

export interface PointTransferAnswer {
  message: string;
  loyalty_point: number;
  wallet_balance: number;
}

export async function transferPoints(http: Http, scope: LangScope, point: number): Promise<PointTransferAnswer> {
  const { data } = await http.post<PointTransferAnswer>('customer/loyalty-point/point-transfer', { point }, { headers: scopeHeaders(scope) });
  return data;
}

/** POST customer/wallet/add-fund: the payment page to go to (6amMart answers `redirect_link`). */
export async function addFund(http: Http, scope: LangScope, amount: number, callback: string): Promise<string> {
  const { data } = await http.post<{ redirect_link?: string; payment_link?: string }>(
    'customer/wallet/add-fund',
    { amount, payment_method: 'digital_payment', payment_platform: 'web', callback },
    { headers: scopeHeaders(scope) },
  );
  const link = data.redirect_link ?? data.payment_link;
  if (typeof link !== 'string' || !(link.startsWith('/') || /^https?:\/\//.test(link))) throw new Error('no payment link');
  return link;
}
