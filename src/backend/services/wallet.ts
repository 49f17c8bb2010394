/**
 * The customer's wallet and loyalty points: settings as the config answer advertises them,
 * histories, wallet bonuses, add-fund requests and their one-time credit, the points-to-wallet
 * conversion and points earned on a delivered order.
 *
 * Every balance change happens inside one database transaction that first locks the customer's
 * row (SELECT … FOR UPDATE), checks against the locked values and writes the balance and its
 * history row together, so concurrent requests queue on the row and a balance never goes below
 * zero. A credit that must happen once (a paid fund request, an order's points) is guarded twice:
 * by a conditional update of its source row and by the unique (transaction_type, reference)
 * index of the history.
 */
import { and, count, desc, eq, gte, inArray, lte, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { customers } from '../db/schema';
import { walletTransactions } from '../db/schema-orders';
import { loyaltyPointTransactions, walletBonuses, walletFundRequests } from '../db/schema-wallet';
import { ApiError } from '../http';
import { configOverrides } from './config-overrides';
import type { Tx } from './order-stock';

export interface WalletSettings {
  wallet: boolean;
  addFund: boolean;
  loyalty: boolean;
  /** Points worth one unit of money. */
  exchangeRate: number;
  /** The fewest points one conversion takes. */
  minimumPoint: number;
  /** Percent of a delivered order's amount earned as points. */
  purchasePoint: number;
}

const on = (v: unknown, fallback: boolean): boolean => (v === undefined || v === null ? fallback : v === true || v === 1 || v === '1' || v === 'true');
const positive = (v: unknown, fallback: number): number => {
  const n = Number(v);
  return v === undefined || v === null || !Number.isFinite(n) || n < 0 ? fallback : n;
};

/** The values `config` answers (handlers/config.ts) with SOUK_CONFIG_OVERRIDES applied: what the page shows is what the server enforces. */
export function walletSettings(): WalletSettings {
  const o = configOverrides();
  const wallet = on(o.customer_wallet_status, true);
  return {
    wallet,
    addFund: wallet && on(o.add_fund_status, true),
    loyalty: on(o.loyalty_point_status, true),
    exchangeRate: Math.max(1, positive(o.loyalty_point_exchange_rate, 10)),
    minimumPoint: Math.max(1, Math.round(positive(o.loyalty_point_minimum_point, 100))),
    purchasePoint: positive(o.loyalty_point_item_purchase_point, 1),
  };
}

export const cents = (n: number): number => Math.round(n * 100) / 100;

/** The money a number of points converts to (6amMart: points ÷ exchange rate), in cents. */
export function pointsToMoney(points: number, exchangeRate: number): number {
  return cents(points / exchangeRate);
}

/** Points a delivered order earns: its amount × the purchase percentage ÷ 100, whole points. */
export function pointsForOrder(orderAmount: number, purchasePoint: number): number {
  return Math.max(0, Math.floor((orderAmount * purchasePoint) / 100 + 1e-9));
}

/** The wallet history filter: the storefront's choices and the transaction types each covers. */
export const WALLET_FILTERS = {
  all: null,
  order: ['order_place', 'partial_payment'],
  add_fund: ['add_fund'],
  loyalty_point: ['loyalty_point'],
  referrer: ['referrer'],
  refund: ['order_refund'],
  bonus: ['add_fund_bonus', 'CashBack'],
} as const satisfies Record<string, readonly string[] | null>;
export type WalletFilter = keyof typeof WALLET_FILTERS;

type WalletRow = typeof walletTransactions.$inferSelect;
type PointRow = typeof loyaltyPointTransactions.$inferSelect;

function historyEntry(prefix: string, r: WalletRow | PointRow) {
  return {
    id: r.id,
    user_id: r.customerId,
    transaction_id: `${prefix}-${String(r.id).padStart(6, '0')}`,
    credit: r.credit,
    debit: r.debit,
    admin_bonus: 0,
    balance: r.balance,
    transaction_type: r.transactionType,
    reference: r.reference ?? ('orderId' in r && r.orderId !== null ? String(r.orderId) : null),
    created_at: r.createdAt.toISOString(),
    updated_at: r.createdAt.toISOString(),
  };
}

export interface Page {
  limit: number;
  offset: number;
}

/** One page of the customer's wallet history, newest first (offset counts pages from 1). */
export async function walletHistory(db: Db, customerId: number, filter: WalletFilter, page: Page) {
  const types = WALLET_FILTERS[filter];
  const where = and(eq(walletTransactions.customerId, customerId), types ? inArray(walletTransactions.transactionType, [...types]) : undefined);
  const [rows, [total]] = await Promise.all([
    db.select().from(walletTransactions).where(where).orderBy(desc(walletTransactions.createdAt), desc(walletTransactions.id)).limit(page.limit).offset((page.offset - 1) * page.limit),
    db.select({ n: count() }).from(walletTransactions).where(where),
  ]);
  return { total_size: total?.n ?? 0, limit: page.limit, offset: page.offset, data: rows.map((r) => historyEntry('WT', r)) };
}

/** One page of the customer's loyalty point history, newest first. */
export async function pointHistory(db: Db, customerId: number, page: Page) {
  const where = eq(loyaltyPointTransactions.customerId, customerId);
  const [rows, [total]] = await Promise.all([
    db.select().from(loyaltyPointTransactions).where(where).orderBy(desc(loyaltyPointTransactions.createdAt), desc(loyaltyPointTransactions.id)).limit(page.limit).offset((page.offset - 1) * page.limit),
    db.select({ n: count() }).from(loyaltyPointTransactions).where(where),
  ]);
  return { total_size: total?.n ?? 0, limit: page.limit, offset: page.offset, data: rows.map((r) => historyEntry('LP', r)) };
}

type BonusRow = typeof walletBonuses.$inferSelect;

/** The Dubai date (UTC+4) of a moment, YYYY-MM-DD. */
export const dubaiDate = (now = new Date()): string => new Date(now.getTime() + 4 * 3_600_000).toISOString().slice(0, 10);

export async function runningBonuses(db: Db, now = new Date()): Promise<BonusRow[]> {
  const today = dubaiDate(now);
  return db
    .select()
    .from(walletBonuses)
    .where(and(eq(walletBonuses.status, 1), lte(walletBonuses.startDate, today), gte(walletBonuses.endDate, today)))
    .orderBy(walletBonuses.minimumAddAmount, walletBonuses.id);
}

export function bonusEntry(b: BonusRow, lang: 'en' | 'ar') {
  return {
    id: b.id,
    title: lang === 'ar' ? b.titleAr : b.title,
    description: lang === 'ar' ? b.descriptionAr : b.description,
    bonus_type: b.bonusType,
    bonus_amount: b.bonusAmount,
    minimum_add_amount: b.minimumAddAmount,
    // the most the offer gives: an amount offer's own amount (clients show "get max of …"), a percentage's cap (0: none)
    maximum_bonus_amount: b.bonusType === 'percentage' ? b.maximumBonusAmount : b.bonusAmount,
    start_date: b.startDate,
    end_date: b.endDate,
    status: b.status,
  };
}

/** The bonus one offer gives on an add fund: its amount, or its percentage capped by its maximum (0 = no cap). */
export function bonusOf(b: Pick<BonusRow, 'bonusType' | 'bonusAmount' | 'minimumAddAmount' | 'maximumBonusAmount'>, amount: number): number {
  if (amount < b.minimumAddAmount) return 0;
  if (b.bonusType === 'percentage') {
    const raw = (amount * b.bonusAmount) / 100;
    return cents(b.maximumBonusAmount > 0 ? Math.min(raw, b.maximumBonusAmount) : raw);
  }
  return cents(b.bonusAmount);
}

/** The best bonus any running offer gives on this amount. */
export function bestBonus(offers: Parameters<typeof bonusOf>[0][], amount: number): number {
  return offers.reduce((best, b) => Math.max(best, bonusOf(b, amount)), 0);
}

/** Largest single add fund the wallet takes. */
export const MAX_ADD_FUND = 100_000;

export type FundRow = typeof walletFundRequests.$inferSelect;

/** A pending add fund, with the bonus the running offers promise for it; credited only when its payment is verified. */
export async function createFundRequest(db: Db, customerId: number, amount: number): Promise<FundRow> {
  const bonus = bestBonus(await runningBonuses(db), amount);
  const [row] = await db.insert(walletFundRequests).values({ customerId, amount: cents(amount), bonus }).returning();
  if (!row) throw new Error('fund request not written');
  return row;
}

async function lockCustomer(tx: Tx, customerId: number) {
  const [row] = await tx.select({ wallet: customers.walletBalance, points: customers.loyaltyPoint }).from(customers).where(eq(customers.id, customerId)).for('update');
  return row;
}

/** Adds to the wallet of a locked customer and writes the history row; the new balance. */
async function credit(tx: Tx, customerId: number, amount: number, type: string, reference: string | null, orderId: number | null = null): Promise<number> {
  const [after] = await tx
    .update(customers)
    .set({ walletBalance: sql`round((${customers.walletBalance} + ${amount})::numeric, 4)::float8` })
    .where(eq(customers.id, customerId))
    .returning({ balance: customers.walletBalance });
  const balance = after?.balance ?? 0;
  await tx.insert(walletTransactions).values({ customerId, orderId, transactionType: type, credit: amount, balance, reference });
  return balance;
}

/**
 * Settles a fund request on the payment gateway's verified result. Paid: the request moves from
 * pending to paid and the wallet gets the amount and the bonus, in one transaction; a replayed or
 * concurrent result finds the request settled and changes nothing. Answers whether this call credited.
 */
export async function settleFund(db: Db, fundId: number, status: 'paid' | 'failed' | 'canceled', reference: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [fund] = await tx.select().from(walletFundRequests).where(eq(walletFundRequests.id, fundId)).for('update');
    if (!fund || fund.status !== 'pending') return false;
    await tx.update(walletFundRequests).set({ status, paymentReference: reference, updatedAt: new Date() }).where(eq(walletFundRequests.id, fundId));
    if (status !== 'paid') return false;
    await lockCustomer(tx, fund.customerId);
    await credit(tx, fund.customerId, fund.amount, 'add_fund', `fund:${fund.id}`);
    if (fund.bonus > 0) await credit(tx, fund.customerId, fund.bonus, 'add_fund_bonus', `fund:${fund.id}`);
    return true;
  });
}

/**
 * Converts points to wallet money: at least the configured minimum, never more than the customer
 * has (checked on the locked row), the points' debit and the wallet's credit written together.
 */
export async function transferPoints(db: Db, customerId: number, points: number, s: WalletSettings = walletSettings(), lang: 'en' | 'ar' = 'en') {
  const short = () => new ApiError(403, 'point', lang === 'ar' ? 'ليس لديك نقاط كافية.' : 'You do not have enough points.');
  if (!Number.isInteger(points) || points < s.minimumPoint) {
    throw new ApiError(403, 'point', lang === 'ar' ? `الحد الأدنى للتحويل ${s.minimumPoint} نقطة.` : `The minimum point to transfer is ${s.minimumPoint}.`);
  }
  const amount = pointsToMoney(points, s.exchangeRate);
  return db.transaction(async (tx) => {
    const locked = await lockCustomer(tx, customerId);
    if (!locked || locked.points < points) throw short();
    const [after] = await tx
      .update(customers)
      .set({ loyaltyPoint: sql`${customers.loyaltyPoint} - ${points}` })
      .where(and(eq(customers.id, customerId), gte(customers.loyaltyPoint, points)))
      .returning({ points: customers.loyaltyPoint });
    if (!after) throw short();
    const [spent] = await tx
      .insert(loyaltyPointTransactions)
      .values({ customerId, transactionType: 'point_to_wallet', debit: points, balance: after.points })
      .returning({ id: loyaltyPointTransactions.id });
    const balance = await credit(tx, customerId, amount, 'loyalty_point', `points:${spent?.id ?? ''}`);
    return { points: after.points, wallet: balance, amount };
  });
}

/** Points for a delivered order of a customer, once however often the lifecycle step runs. */
export async function earnOrderPoints(db: Db, order: { id: number; customerId: number | null; orderAmount: number }, s: WalletSettings = walletSettings()): Promise<number> {
  if (order.customerId === null || !s.loyalty) return 0;
  const points = pointsForOrder(order.orderAmount, s.purchasePoint);
  if (points <= 0) return 0;
  const customerId = order.customerId;
  return db.transaction(async (tx) => {
    const locked = await lockCustomer(tx, customerId);
    if (!locked) return 0;
    const [written] = await tx
      .insert(loyaltyPointTransactions)
      .values({ customerId, transactionType: 'order_place', credit: points, balance: locked.points + points, reference: `order:${order.id}` })
      .onConflictDoNothing()
      .returning({ id: loyaltyPointTransactions.id });
    if (!written) return 0;
    await tx.update(customers).set({ loyaltyPoint: sql`${customers.loyaltyPoint} + ${points}` }).where(eq(customers.id, customerId));
    return points;
  });
}

/** Credits a referrer's wallet for a new account, once per referred account (inside the account's transaction). */
export async function creditReferrer(tx: Tx, referrerId: number, referredId: number, reward: number): Promise<void> {
  if (reward <= 0) return;
  await lockCustomer(tx, referrerId);
  await credit(tx, referrerId, reward, 'referrer', `customer:${referredId}`);
}
