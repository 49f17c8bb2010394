/**
 * What a cashback offer says to a shopper (the module homes' widget): how much comes back, the
 * cap of a percentage, the minimum order and until when. Plain text parts, tested on their own.
 */
import type { CashbackOffer } from '@/api/cashback';
import { formatMoney, type MoneyFormat } from '@/lib/money';

export interface CashbackFacts {
  /** "10%" or "$5.00". */
  amount: string;
  /** The most a percentage gives back; null for an amount or no cap. */
  upTo: string | null;
  /** The smallest order it applies to; null when any order does. */
  minimum: string | null;
  /** The last day (YYYY-MM-DD as the API gives it). */
  until: string;
}

export function cashbackFacts(offer: CashbackOffer, money: MoneyFormat): CashbackFacts {
  const percent = offer.cashback_type === 'percentage';
  return {
    amount: percent ? `${Number(offer.cashback_amount)}%` : formatMoney(offer.cashback_amount, money),
    upTo: percent && offer.max_discount > 0 ? formatMoney(offer.max_discount, money) : null,
    minimum: offer.min_purchase > 0 ? formatMoney(offer.min_purchase, money) : null,
    until: offer.end_date.slice(0, 10),
  };
}

