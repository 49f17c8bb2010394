/**
 * The signed-in customer's wallet and loyalty points (services/wallet.ts). Each call reads and
 * changes only the caller's own rows: the customer comes from the bearer token, never from a
 * parameter. The wallet's calls answer 403 when customer_wallet_status is 0, the points' calls
 * when loyalty_point_status is 0, as the config advertises.
 *
 * - GET  customer/wallet/transactions?limit&offset&type=all|order|add_fund|loyalty_point|referrer|refund|bonus
 * - GET  customer/wallet/bonuses
 * - POST customer/wallet/add-fund {amount, payment_method, callback} → {redirect_link}: the payment gateway's page
 * - GET  customer/loyalty-point/transactions?limit&offset
 * - POST customer/loyalty-point/point-transfer {point}
 */
import { z } from 'zod';
import { pageQuery, parseBody, parseQuery, type Ctx } from '../context';
import { ApiError, json } from '../http';
import type { Route } from '../route-types';
import { orderSettings } from '../services/order-settings';
import { fundPaymentUrl } from '../services/payment';
import {
  bonusEntry,
  createFundRequest,
  MAX_ADD_FUND,
  pointHistory,
  runningBonuses,
  transferPoints,
  WALLET_FILTERS,
  walletHistory,
  walletSettings,
  type WalletFilter,
} from '../services/wallet';
import { requireCustomer } from '../services/guards';

const say = (ctx: Ctx, en: string, ar: string) => (ctx.lang === 'ar' ? ar : en);

async function walletCustomer(ctx: Ctx) {
  const customer = await requireCustomer(ctx);
  if (!walletSettings().wallet) throw new ApiError(403, 'wallet', say(ctx, 'The wallet is not available.', 'المحفظة غير متاحة.'));
  return customer;
}

async function pointsCustomer(ctx: Ctx) {
  const customer = await requireCustomer(ctx);
  if (!walletSettings().loyalty) throw new ApiError(403, 'loyalty_point', say(ctx, 'Loyalty points are not available.', 'نقاط الولاء غير متاحة.'));
  return customer;
}

const filters = Object.keys(WALLET_FILTERS) as [WalletFilter, ...WalletFilter[]];
const historyQuery = z.object({
  ...pageQuery,
  type: z.enum(filters, { message: `The type must be one of ${filters.join(', ')}.` }).default('all'),
});

async function transactions(ctx: Ctx) {
  const c = await walletCustomer(ctx);
  const { limit, offset, type } = parseQuery(ctx, historyQuery);
  return json(await walletHistory(ctx.db, c.id, type, { limit, offset }));
}

async function bonuses(ctx: Ctx) {
  await walletCustomer(ctx);
  return json((await runningBonuses(ctx.db)).map((b) => bonusEntry(b, ctx.lang)));
}

const amountField = z.coerce
  .number({ message: 'The amount must be a number.' })
  .refine((n) => Number.isFinite(n) && n > 0, 'The amount must be greater than 0.')
  .refine((n) => n <= MAX_ADD_FUND, `The amount may not be greater than ${MAX_ADD_FUND}.`)
  .refine((n) => Math.abs(Math.round(n * 100) - n * 100) < 1e-6, 'The amount may have at most 2 decimals.');

const addFundSchema = z.object({
  amount: amountField,
  payment_method: z.string().trim().max(60).optional().nullable(),
  callback: z.string().max(500).optional().nullable(),
});

async function addFund(ctx: Ctx) {
  const c = await walletCustomer(ctx);
  const input = parseBody(ctx, addFundSchema, 403);
  if (!walletSettings().addFund) throw new ApiError(403, 'add_fund', say(ctx, 'Adding funds is not available.', 'إضافة الرصيد غير متاحة.'));
  if (!orderSettings().digitalPayment) throw new ApiError(403, 'payment_method', say(ctx, 'Digital payment is not available.', 'الدفع الإلكتروني غير متاح.'));
  const fund = await createFundRequest(ctx.db, c.id, input.amount);
  const link = await fundPaymentUrl(ctx.db, fund, input.callback ?? null);
  return json({ redirect_link: link, fund_id: fund.id, amount: fund.amount, bonus: fund.bonus });
}

async function pointTransactions(ctx: Ctx) {
  const c = await pointsCustomer(ctx);
  const page = parseQuery(ctx, z.object(pageQuery));
  return json(await pointHistory(ctx.db, c.id, page));
}

const transferSchema = z.object({
  point: z.coerce.number({ message: 'The point must be a whole number.' }).int('The point must be a whole number.').positive('The point must be a whole number.').max(1_000_000_000, 'The point is too large.'),
});

async function pointTransfer(ctx: Ctx) {
  const c = await pointsCustomer(ctx);
  if (!walletSettings().wallet) throw new ApiError(403, 'wallet', say(ctx, 'The wallet is not available.', 'المحفظة غير متاحة.'));
  const { point } = parseBody(ctx, transferSchema, 403);
  const done = await transferPoints(ctx.db, c.id, point, walletSettings(), ctx.lang);
  return json({
    message: say(ctx, 'Point to wallet transfer successfully.', 'تم تحويل النقاط إلى المحفظة بنجاح.'),
    loyalty_point: done.points,
    wallet_balance: done.wallet,
    converted_amount: done.amount,
  });
}

export const routes: Route[] = [
  { method: 'GET', path: 'customer/wallet/transactions', handler: transactions },
  { method: 'GET', path: 'customer/wallet/bonuses', handler: bonuses },
  { method: 'POST', path: 'customer/wallet/add-fund', handler: addFund },
  { method: 'GET', path: 'customer/loyalty-point/transactions', handler: pointTransactions },
  { method: 'POST', path: 'customer/loyalty-point/point-transfer', handler: pointTransfer },
];
