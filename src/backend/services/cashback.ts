/**
 * Cashback offers (cashback/list, cashback/getCashback) and the cashback a delivered order of a
 * customer earns: the best running offer for the order's amount, credited to the wallet with a
 * CashBack history row, once per order however often the lifecycle step runs (the history's
 * unique (transaction_type, reference) index, reference `order:<id>`).
 */
import { and, eq, gte, lte, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { customers } from '../db/schema';
import { walletTransactions } from '../db/schema-orders';
import { cashbackOffers } from '../db/schema-wallet';
import { cents, dubaiDate, walletSettings } from './wallet';

export type CashbackRow = typeof cashbackOffers.$inferSelect;
type Terms = Pick<CashbackRow, 'cashbackType' | 'cashbackAmount' | 'minPurchase' | 'maxDiscount'>;

export async function runningCashbacks(db: Db, now = new Date()): Promise<CashbackRow[]> {
  const today = dubaiDate(now);
  return db
    .select()
    .from(cashbackOffers)
    .where(and(eq(cashbackOffers.status, 1), lte(cashbackOffers.startDate, today), gte(cashbackOffers.endDate, today)))
    .orderBy(cashbackOffers.minPurchase, cashbackOffers.id);
}

/** The cashback one offer gives on an order amount: nothing below its minimum, its amount, or its percentage up to its cap (0 = none). */
export function cashbackOf(offer: Terms, amount: number): number {
  if (!(amount > 0) || amount < offer.minPurchase) return 0;
  if (offer.cashbackType === 'percentage') {
    const raw = (amount * offer.cashbackAmount) / 100;
    return cents(offer.maxDiscount > 0 ? Math.min(raw, offer.maxDiscount) : raw);
  }
  return cents(Math.min(offer.cashbackAmount, amount));
}

/** The offer giving the most on this amount, with what it gives; null when none applies. */
export function bestCashback<T extends Terms>(offers: T[], amount: number): { offer: T; value: number } | null {
  let best: { offer: T; value: number } | null = null;
  for (const offer of offers) {
    const value = cashbackOf(offer, amount);
    if (value > 0 && (!best || value > best.value)) best = { offer, value };
  }
  return best;
}

export function cashbackEntry(o: CashbackRow, lang: 'en' | 'ar') {
  return {
    id: o.id,
    title: lang === 'ar' ? o.titleAr : o.title,
    cashback_type: o.cashbackType,
    cashback_amount: o.cashbackAmount,
    min_purchase: o.minPurchase,
    max_discount: o.maxDiscount,
    start_date: o.startDate,
    end_date: o.endDate,
    status: o.status,
  };
}

/** Credits a delivered order's cashback to its customer's wallet, once; the amount credited by this call (0 when none or done before). */
export async function creditOrderCashback(db: Db, order: { id: number; customerId: number | null; orderAmount: number }, now = new Date()): Promise<number> {
  if (order.customerId === null || !walletSettings().wallet) return 0;
  const best = bestCashback(await runningCashbacks(db, now), order.orderAmount);
  if (!best) return 0;
  const customerId = order.customerId;
  return db.transaction(async (tx) => {
    const [locked] = await tx.select({ wallet: customers.walletBalance }).from(customers).where(eq(customers.id, customerId)).for('update');
    if (!locked) return 0;
    const balance = Math.round((locked.wallet + best.value) * 10_000) / 10_000;
    const [written] = await tx
      .insert(walletTransactions)
      .values({ customerId, orderId: order.id, transactionType: 'CashBack', credit: best.value, balance, reference: `order:${order.id}` })
      .onConflictDoNothing()
      .returning({ id: walletTransactions.id });
    if (!written) return 0;
    await tx.update(customers).set({ walletBalance: sql`round((${customers.walletBalance} + ${best.value})::numeric, 4)::float8` }).where(eq(customers.id, customerId));
    return best.value;
  });
}
