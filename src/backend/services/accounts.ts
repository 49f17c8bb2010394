/** Shared steps of the account flows: answers that still need a step, completion tokens, new accounts. */
import { and, eq, gt } from 'drizzle-orm';
import { q, type Ctx } from '../context';
import { ApiError } from '../http';
import { customers, pendingSignups } from '../db/schema';
import { authSettings } from './auth-settings';
import { newToken, hashToken } from './passwords';
import { issueOtp } from './otp';
import { issueToken, signInAnswer, type CustomerRow } from './customer-auth';
import { joinGuestCart } from './cart-owner';

export type LoginType = 'manual' | 'otp' | 'social';
const PENDING_TTL_MS = 30 * 60_000;

/** A sign-in answer that carries no token yet. */
export function stepAnswer(fields: {
  login_type: LoginType;
  is_phone_verified?: number;
  is_email_verified?: number;
  is_personal_info?: number;
  is_exist_user?: { name: string; image: string | null } | null;
  email?: string | null;
  temp_token?: string;
  verification_on?: 'phone' | 'email';
  phone?: string | null;
}) {
  return {
    token: null,
    is_phone_verified: 0,
    is_email_verified: 0,
    is_personal_info: 1,
    is_exist_user: null,
    email: null,
    ...fields,
  };
}

/** The `guest_id` the request carries (body or query), if any. */
function requestGuestId(ctx: Ctx): unknown {
  const body = ctx.req.body && typeof ctx.req.body === 'object' ? (ctx.req.body as Record<string, unknown>) : {};
  return body.guest_id ?? q(ctx, 'guest_id');
}

/**
 * The token answer for a complete, verified account: every sign-in that completes (password,
 * code, social, sign-up, verification, update-info) comes through here, and the cart of the
 * guest the request names becomes the account's.
 */
export async function tokenAnswer(ctx: Ctx, c: CustomerRow, loginType: LoginType) {
  const answer = { ...signInAnswer(await issueToken(ctx, c.id), c), login_type: loginType };
  await joinGuestCart(ctx.db, requestGuestId(ctx), c.id);
  return answer;
}

/**
 * When a channel this server verifies is still unverified, sends it a code (phone first) and
 * answers the step; otherwise null. The code is then checked by auth/verify-phone.
 */
export async function verificationStep(ctx: Ctx, c: CustomerRow, loginType: LoginType) {
  const s = authSettings();
  const channel = s.phoneVerification && c.phone && !c.isPhoneVerified ? 'phone' : s.emailVerification && c.email && !c.isEmailVerified ? 'email' : null;
  if (!channel) return null;
  await issueOtp(ctx, channel, channel === 'phone' ? (c.phone as string) : (c.email as string), 'verify').catch((error: unknown) => {
    // A code sent under a minute ago is still good: the step is answered all the same.
    if (!(error instanceof ApiError && error.status === 429)) throw error;
  });
  return stepAnswer({
    login_type: loginType,
    is_phone_verified: c.isPhoneVerified,
    is_email_verified: c.isEmailVerified,
    email: c.email,
    phone: c.phone,
    verification_on: channel,
  });
}

/** Token answer, or the verification step when one is due. */
export async function finishSignIn(ctx: Ctx, c: CustomerRow, loginType: LoginType) {
  if (c.status !== 1) throw new ApiError(403, 'auth-003', 'Your account is blocked.');
  return (await verificationStep(ctx, c, loginType)) ?? (await tokenAnswer(ctx, c, loginType));
}

export interface PendingClaims {
  phone?: string | null;
  email?: string | null;
  name?: string | null;
  provider?: string | null;
  subject?: string | null;
}

/** Records a verified identity without an account; the returned token lets update-info finish it. */
export async function createPending(ctx: Ctx, claims: PendingClaims): Promise<string> {
  const { token, hash } = newToken();
  await ctx.db.insert(pendingSignups).values({ ...claims, tokenHash: hash, expiresAt: new Date(Date.now() + PENDING_TTL_MS) });
  return token;
}

export async function findPending(ctx: Ctx, token: string) {
  const [row] = await ctx.db
    .select()
    .from(pendingSignups)
    .where(and(eq(pendingSignups.tokenHash, hashToken(token)), gt(pendingSignups.expiresAt, new Date())));
  return row ?? null;
}

/** 403 with one entry per clash when the e-mail or phone already belongs to another account. */
export async function assertFree(ctx: Ctx, email: string | null, phone: string | null, exceptId = 0): Promise<void> {
  const errors = [];
  if (email) {
    const [hit] = await ctx.db.select({ id: customers.id }).from(customers).where(eq(customers.email, email));
    if (hit && hit.id !== exceptId) errors.push({ code: 'email', message: 'The email has already been taken.' });
  }
  if (phone) {
    const [hit] = await ctx.db.select({ id: customers.id }).from(customers).where(eq(customers.phone, phone));
    if (hit && hit.id !== exceptId) errors.push({ code: 'phone', message: 'The phone has already been taken.' });
  }
  if (errors.length > 0) throw ApiError.many(403, errors);
}

export function newRefCode(fName: string): string {
  return `${fName.replace(/[^A-Za-z]/g, '').toUpperCase().slice(0, 6) || 'SOUK'}${Math.floor(Math.random() * 9000 + 1000)}`;
}

export function splitName(name: string): { fName: string; lName: string } {
  const parts = name.trim().split(/\s+/);
  return { fName: parts[0] ?? name.trim(), lName: parts.slice(1).join(' ') };
}

/** A unique-index race between the check and the insert is still a clear 403, not a 500. */
export function duplicateToApiError(error: unknown): never {
  const text = String((error as { message?: unknown })?.message ?? '') + String((error as { cause?: { message?: unknown } })?.cause?.message ?? '');
  if (/customers_email_idx/.test(text)) throw new ApiError(403, 'email', 'The email has already been taken.');
  if (/customers_phone_idx/.test(text)) throw new ApiError(403, 'phone', 'The phone has already been taken.');
  throw error;
}
