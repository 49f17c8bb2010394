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
import { assertNotThrottled, attemptSubjects, clearFailures, recordFailure } from './attempts';
import { hashToken } from './passwords';
import { log } from '../../observe/log';

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

/** Stores a new code and answers it (unsent); refuses (429) a resend within 60 seconds of the last one. */
async function storeOtp(ctx: Ctx, channel: OtpChannel, target: string, purpose: OtpPurpose): Promise<string> {
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
  return code;
}

/** Sends a new code; refuses (429) a resend within 60 seconds of the last one. */
export async function issueOtp(ctx: Ctx, channel: OtpChannel, target: string, purpose: OtpPurpose): Promise<void> {
  await deliver(channel, target, await storeOtp(ctx, channel, target, purpose), purpose);
}

/**
 * For answers that must not tell whether an account exists (forgot password): a code is stored
 * alike for every target, known or not, a resend inside the minute is passed over alike, and the
 * code is sent only when `send`, after the answer, so the provider's time is never in it.
 */
export async function issueOtpQuietly(ctx: Ctx, channel: OtpChannel, target: string, purpose: OtpPurpose, send: boolean): Promise<void> {
  let code: string;
  try {
    code = await storeOtp(ctx, channel, target, purpose);
  } catch (error) {
    if (error instanceof ApiError && error.status === 429) return;
    throw error;
  }
  if (!send) return;
  deliver(channel, target, code, purpose).catch((error: unknown) => {
    log().error({ err: error, purpose, channel }, 'a one-time code could not be sent');
  });
}

export const OTP_MAX_ATTEMPTS = 5;

/**
 * Checks a code. `consume` removes it on success (a reset code is checked first by verify-token,
 * then consumed by reset-password). A code wrong five times is dead. Wrong codes are also counted
 * per phone or e-mail (every purpose together) and per client address in the database
 * (services/attempts): while either is locked every check, right or wrong, is refused with 429
 * and Retry-After before the comparison.
 */
export async function checkOtp(ctx: Ctx, channel: OtpChannel, target: string, purpose: OtpPurpose, code: string, consume = true): Promise<boolean> {
  const subjects = attemptSubjects(ctx, `${channel}:${target}`, 'otp');
  await assertNotThrottled(ctx.db, subjects);
  const where = and(eq(otpCodes.channel, channel), eq(otpCodes.target, target), eq(otpCodes.purpose, purpose), gt(otpCodes.expiresAt, new Date()));
  const [row] = await ctx.db.select().from(otpCodes).where(where);
  if (!row || row.attempts >= OTP_MAX_ATTEMPTS || row.codeHash !== codeHash(channel, target, purpose, code.trim())) {
    // a guess at a target without a live code counts too: the answers do not tell them apart
    if (row) await ctx.db.update(otpCodes).set({ attempts: sql`${otpCodes.attempts} + 1` }).where(eq(otpCodes.id, row.id));
    await recordFailure(ctx.db, subjects);
    return false;
  }
  if (consume) await ctx.db.delete(otpCodes).where(eq(otpCodes.id, row.id));
  await clearFailures(ctx.db, subjects[0]);
  return true;
}

/** checkOtp, or 403 with the contract's wording. */
export async function requireOtp(ctx: Ctx, channel: OtpChannel, target: string, purpose: OtpPurpose, code: string, consume = true): Promise<void> {
  if (!(await checkOtp(ctx, channel, target, purpose, code, consume))) throw new ApiError(403, 'otp', 'OTP does not match.');
}
