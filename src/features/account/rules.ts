/**
 * The account pages' plain rules: which page a config allows, the points-to-wallet conversion as
 * the config states it, the payment result an add fund comes back with, the history's labels and
 * a coupon card's facts. No UI here, so each rule has a unit test.
 */
import type { Coupon } from '@/api/catalogue-types';
import type { AppConfig } from '@/api/types';
import type { WalletFilter } from '@/api/wallet';
import { formatMoney, type MoneyFormat } from '@/lib/money';

/** The account pages this feature draws (the `page` query of /profile). */
export const ACCOUNT_PAGES = ['wallet', 'loyalty-points', 'coupons', 'referral-code', 'settings'] as const;
export type AccountPage = (typeof ACCOUNT_PAGES)[number];

export function isAccountPage(value: unknown): value is AccountPage {
  return typeof value === 'string' && (ACCOUNT_PAGES as readonly string[]).includes(value);
}

type StatusConfig = Pick<AppConfig, 'customer_wallet_status' | 'loyalty_point_status' | 'ref_earning_status'>;

/** A status of 0 switches a feature off; a missing one leaves it on (as the account menu reads them). */
const off = (status: number | string | undefined | null): boolean => status !== undefined && status !== null && Number(status) === 0;

/** Whether the config lets a shopper open the page: the wallet, loyalty points and referral code follow their status fields. */
export function pageAllowed(page: AccountPage, config: StatusConfig | undefined): boolean {
  if (!config) return true;
  if (page === 'wallet') return !off(config.customer_wallet_status);
  if (page === 'loyalty-points') return !off(config.loyalty_point_status);
  if (page === 'referral-code') return !off(config.ref_earning_status) && !off(config.customer_wallet_status);
  return true;
}

type PointConfig = Pick<AppConfig, 'loyalty_point_exchange_rate' | 'loyalty_point_minimum_point'>;

export interface ConversionRule {
  /** Points worth one unit of money. */
  rate: number;
  /** The fewest points one conversion takes. */
  minimum: number;
}

export function conversionRule(config: PointConfig | undefined): ConversionRule {
  const rate = Number(config?.loyalty_point_exchange_rate);
  const minimum = Number(config?.loyalty_point_minimum_point);
  return { rate: Number.isFinite(rate) && rate >= 1 ? rate : 10, minimum: Number.isFinite(minimum) && minimum >= 1 ? Math.round(minimum) : 100 };
}

export type ConversionProblem = 'empty' | 'whole' | 'minimum' | 'balance';

/** What converting `text` points gives, or why it cannot: the server checks the same. */
export function conversion(text: string, have: number, rule: ConversionRule): { points: number; money: number } | { problem: ConversionProblem } {
  const trimmed = text.trim();
  if (trimmed === '') return { problem: 'empty' };
  if (!/^\d+$/.test(trimmed)) return { problem: 'whole' };
  const points = Number(trimmed);
  if (points < rule.minimum) return { problem: 'minimum' };
  if (points > have) return { problem: 'balance' };
  return { points, money: Math.round((points / rule.rate) * 100) / 100 };
}

/** The add fund's amount as typed: a positive number with at most 2 decimals, or null. */
export function fundAmount(text: string): number | null {
  const trimmed = text.trim();
  if (!/^\d{1,6}(\.\d{1,2})?$/.test(trimmed)) return null;
  const amount = Number(trimmed);
  return amount > 0 && amount <= 100_000 ? amount : null;
}

/** The payment page came back with `flag`: what the wallet page says. */
export function paymentResult(flag: unknown): 'success' | 'fail' | 'cancel' | null {
  return flag === 'success' || flag === 'fail' || flag === 'cancel' ? flag : null;
}

/** The filter chips of the wallet history, with their English labels (keys of the account namespace). */
export const FILTER_LABELS: Record<WalletFilter, string> = {
  all: 'All',
  order: 'Order',
  add_fund: 'Added funds',
  loyalty_point: 'Loyalty conversion',
  referrer: 'Referral',
  refund: 'Refund',
  bonus: 'Bonus',
};

/** A history row's label by its transaction type (unknown types show as they come). */
export const TRANSACTION_LABELS: Record<string, string> = {
  order_place: 'Order payment',
  partial_payment: 'Order payment',
  order_refund: 'Refund',
  add_fund: 'Fund added',
  add_fund_bonus: 'Add fund bonus',
  loyalty_point: 'Converted from points',
  referrer: 'Referral earning',
  CashBack: 'Cashback',
  point_to_wallet: 'Converted to wallet',
};

/** Points earned on orders are named apart from wallet's order payments. */
export const POINT_LABELS: Record<string, string> = { ...TRANSACTION_LABELS, order_place: 'Earned on an order' };

export const pageCount = (total: number, size: number): number => Math.max(1, Math.ceil(total / Math.max(1, size)));

export interface CouponFacts {
  /** '20%' or the money amount; null for free delivery. */
  discount: string | null;
  freeDelivery: boolean;
  minimum: string | null;
  maximum: string | null;
  firstOrder: boolean;
  store: string | null;
}

type AccountCoupon = Coupon & { coupon_type?: string | null; max_discount?: number | null; store?: { name?: string | null } | null };

/** What a coupon card shows, formatted. */
export function couponFacts(c: AccountCoupon, money: MoneyFormat): CouponFacts {
  const freeDelivery = c.coupon_type === 'free_delivery';
  const percent = c.discount_type === 'percent' || c.discount_type === 'percentage';
  const min = Number(c.min_purchase);
  const max = Number(c.max_discount);
  return {
    discount: freeDelivery ? null : percent ? `${Number(c.discount)}%` : formatMoney(Number(c.discount), money),
    freeDelivery,
    minimum: Number.isFinite(min) && min > 0 ? formatMoney(min, money) : null,
    maximum: percent && Number.isFinite(max) && max > 0 ? formatMoney(max, money) : null,
    firstOrder: c.coupon_type === 'first_order',
    store: c.store?.name ?? null,
  };
}
