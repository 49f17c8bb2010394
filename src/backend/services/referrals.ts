/** Refer codes: who referred a new account, and the referrer's wallet credit, as the config advertises it. */
import { eq } from 'drizzle-orm';
import type { Ctx } from '../context';
import { customers, referrals } from '../db/schema';
import { configOverrides } from './config-overrides';
import { ApiError } from '../http';
import type { Tx } from './order-stock';
import { creditReferrer } from './wallet';
import { publishEvent } from './events';

/** Referral earning as the config answer advertises it: on when the wallet and referral earning are both 1. */
export function referralReward(): number | null {
  const o = configOverrides();
  const on = Number(o.customer_wallet_status ?? 1) === 1 && Number(o.ref_earning_status ?? 1) === 1;
  const rate = Number(o.ref_earning_exchange_rate ?? 20);
  return on && Number.isFinite(rate) && rate >= 0 ? rate : null;
}

export interface Referral {
  referrerId: number;
  reward: number;
}

/** The customer a refer code names, when referral earning is on; an unknown code is a clear 403. */
export async function referrerOf(ctx: Ctx, code: string | null | undefined): Promise<Referral | null> {
  const reward = referralReward();
  const refCode = code?.trim() ? code.trim().toUpperCase() : null;
  if (!refCode || reward === null) return null;
  const [referrer] = await ctx.db.select({ id: customers.id }).from(customers).where(eq(customers.refCode, refCode));
  if (!referrer) throw new ApiError(403, 'ref_code', 'Referer code not found.');
  return { referrerId: referrer.id, reward };
}

/** Records who referred a new account and credits the referrer's wallet with a history row (inside the account's transaction). */
export async function creditReferral(tx: Tx, customerId: number, referral: Referral | null): Promise<void> {
  if (!referral) return;
  await tx.insert(referrals).values({ customerId, referrerId: referral.referrerId, reward: referral.reward });
  // the wallet's history shows the credit (transaction type referrer), once per referred account
  await creditReferrer(tx, referral.referrerId, customerId, referral.reward);
  // the referrer hears of it live (spec 01 section 4: referral_code, a custom toast); sent at commit
  await publishEvent(tx as unknown as Parameters<typeof publishEvent>[0], referral.referrerId, 'referral_code', { reward: referral.reward });
}
