/**
 * One-time codes: issued (hash stored, one live code per channel, target and purpose), delivered
 * through the configured provider (SOUK_OTP_WEBHOOK_URL) or, in demo mode without a provider,
 * fixed at 123456; checked once. Codes live 5 minutes.
 */
import { randomInt } from 'node:crypto';
import { and, eq, gt, sql } from 'drizzle-orm';
import type { Ctx } from '../context';
import { ApiError } from '../http';
import { otpCodes } from '../db/schema';
import { authSettings, DEMO_OTP, otpWebhookUrl } from './auth-settings';
import { hashToken } from './passwords';

export type OtpChannel = 'phone' | 'email';
export type OtpPurpose = 'login' | 'verify' | 'reset' | 'profile';
export const OTP_TTL_MS = 5 * 60_000;
export const OTP_RESEND_MS = 60_000;

function codeHash(channel: OtpChannel, target: string, purpose: OtpPurpose, code: string): string {
  return hashToken(`${channel}:${target}:${purpose}:${code}`);
}

async function deliver(channel: OtpChannel, to: string, code: string, purpose: OtpPurpose): Promise<void> {
  const url = otpWebhookUrl();
  if (!url) return;
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ channel, to, code, purpose }),
    signal: AbortSignal.timeout(5000),
  }).catch(() => null);
  if (!res || !res.ok) throw new ApiError(503, 'otp', 'The code could not be sent right now. Please try again in a moment.');
}

/** Sends a new code; refuses (429) a resend within 60 seconds of the last one. */
export async function issueOtp(ctx: Ctx, channel: OtpChannel, target: string, purpose: OtpPurpose): Promise<void> {
  const settings = authSettings();
  if (!settings.otpDelivery) throw new ApiError(403, 'otp', 'Codes cannot be sent on this server.');
  const where = and(eq(otpCodes.channel, channel), eq(otpCodes.target, target), eq(otpCodes.purpose, purpose));
  const [live] = await ctx.db.select().from(otpCodes).where(where);
  if (live && Date.now() - live.createdAt.getTime() < OTP_RESEND_MS) {
    const wait = Math.ceil((OTP_RESEND_MS - (Date.now() - live.createdAt.getTime())) / 1000);
    throw new ApiError(429, 'otp', `Please wait ${wait} seconds before asking for a new code.`);
  }
  const code = settings.demoOtp ? DEMO_OTP : String(randomInt(0, 1_000_000)).padStart(6, '0');
  const values = { codeHash: codeHash(channel, target, purpose, code), attempts: 0, createdAt: new Date(), expiresAt: new Date(Date.now() + OTP_TTL_MS) };
  await ctx.db
    .insert(otpCodes)
    .values({ channel, target, purpose, ...values })
    .onConflictDoUpdate({ target: [otpCodes.channel, otpCodes.target, otpCodes.purpose], set: values });
  await deliver(channel, target, code, purpose);
}

export const OTP_MAX_ATTEMPTS = 5;

/**
 * Checks a code. `consume` removes it on success (a reset code is checked first by verify-token,
 * then consumed by reset-password). A code wrong five times is dead. Throttling of wrong codes per
 * account and address (issue 17) hooks in here, before the comparison.
 */
export async function checkOtp(ctx: Ctx, channel: OtpChannel, target: string, purpose: OtpPurpose, code: string, consume = true): Promise<boolean> {
  const where = and(eq(otpCodes.channel, channel), eq(otpCodes.target, target), eq(otpCodes.purpose, purpose), gt(otpCodes.expiresAt, new Date()));
  const [row] = await ctx.db.select().from(otpCodes).where(where);
  if (!row || row.attempts >= OTP_MAX_ATTEMPTS) return false;
  if (row.codeHash !== codeHash(channel, target, purpose, code.trim())) {
    await ctx.db.update(otpCodes).set({ attempts: sql`${otpCodes.attempts} + 1` }).where(eq(otpCodes.id, row.id));
    return false;
  }
  if (consume) await ctx.db.delete(otpCodes).where(eq(otpCodes.id, row.id));
  return true;
}

/** checkOtp, or 403 with the contract's wording. */
export async function requireOtp(ctx: Ctx, channel: OtpChannel, target: string, purpose: OtpPurpose, code: string, consume = true): Promise<void> {
  if (!(await checkOtp(ctx, channel, target, purpose, code, consume))) throw new ApiError(403, 'otp', 'OTP does not match.');
}
