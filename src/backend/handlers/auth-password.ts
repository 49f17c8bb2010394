/**
 * Forgot password: auth/forgot-password sends a code to the account's phone or e-mail (the answer
 * reads the same whether or not the account exists), auth/verify-token checks it, and
 * auth/reset-password sets the new password with it and signs every session out.
 * Wrong codes are throttled in services/otp checkOtp (429 with Retry-After, also to the right code).
 */
import { z } from 'zod';
import { eq } from 'drizzle-orm';
import { parseBody, type Ctx } from '../context';
import { ApiError, json } from '../http';
import type { Route } from '../route-types';
import { authTokens, customers } from '../db/schema';
import { hashPassword } from '../services/passwords';
import { authSettings } from '../services/auth-settings';
import { checkOtp, issueOtpQuietly, requireOtp, type OtpChannel } from '../services/otp';
import { Throttled } from '../services/attempts';
import { EMAIL_RE, normalisePhone, PHONE_RE } from '../services/customer-auth';

const SENT = 'If an account uses this, a code has been sent to it.';

const identifierSchema = z.object({
  email_or_phone: z.string().optional().nullable(),
  phone: z.string().optional().nullable(),
  email: z.string().optional().nullable(),
});

/** The channel and normalised target of the identifier in the body; 403 when it is neither. */
function identifier(ctx: Ctx): { channel: OtpChannel; target: string } {
  const b = parseBody(ctx, identifierSchema, 403);
  const raw = (b.email_or_phone ?? b.phone ?? b.email ?? '').trim();
  if (!raw) throw new ApiError(403, 'email_or_phone', 'Email or phone number is required');
  if (raw.includes('@')) {
    if (!EMAIL_RE.test(raw)) throw new ApiError(403, 'email_or_phone', 'Must be a valid email or phone number');
    return { channel: 'email', target: raw.toLowerCase() };
  }
  const phone = normalisePhone(raw);
  if (!PHONE_RE.test(phone)) throw new ApiError(403, 'email_or_phone', 'Must be a valid email or phone number');
  return { channel: 'phone', target: phone };
}

async function account(ctx: Ctx, channel: OtpChannel, target: string) {
  const [c] = await ctx.db.select().from(customers).where(channel === 'phone' ? eq(customers.phone, target) : eq(customers.email, target));
  return c ?? null;
}

async function forgotPassword(ctx: Ctx) {
  if (!authSettings().otpDelivery) throw new ApiError(403, 'otp', 'Codes cannot be sent on this server; please contact support.');
  const { channel, target } = identifier(ctx);
  const c = await account(ctx, channel, target);
  // the same work for known and unknown accounts (a code is stored for both, sent only to an
  // account, after the answer): the words and the time of the answer tell nothing
  await issueOtpQuietly(ctx, channel, target, 'reset', c?.status === 1);
  return json({ message: SENT });
}

const codeField = z.string({ message: 'field is empty' }).trim().regex(/^\d{6}$/, 'The code must be 6 digits.');

async function verifyToken(ctx: Ctx) {
  const { channel, target } = identifier(ctx);
  const { reset_token } = parseBody(ctx, z.object({ reset_token: codeField }), 403);
  if (!(await checkOtp(ctx, channel, target, 'reset', reset_token, false))) throw new ApiError(403, 'reset_token', 'Invalid code.');
  return json({ message: 'Code verified. You can set a new password.' });
}

const resetSchema = z
  .object({
    reset_token: codeField,
    password: z.string({ message: 'Password is required' }).min(6, 'Password is too short - should be 6 chars minimum.').max(128, 'The password may not be greater than 128 characters.'),
    confirm_password: z.string({ message: 'Confirm Password' }).min(1, 'Confirm Password'),
  })
  .refine((v) => v.password === v.confirm_password, { message: 'Passwords must match', path: ['confirm_password'] });

async function resetPassword(ctx: Ctx) {
  const { channel, target } = identifier(ctx);
  const input = parseBody(ctx, resetSchema, 403);
  const c = await account(ctx, channel, target);
  await requireOtp(ctx, channel, target, 'reset', input.reset_token).catch((error: unknown) => {
    if (error instanceof Throttled) throw error;
    throw new ApiError(403, 'reset_token', 'Invalid code.');
  });
  if (!c) throw new ApiError(403, 'reset_token', 'Invalid code.');
  const passwordHash = await hashPassword(input.password);
  await ctx.db.transaction(async (tx) => {
    await tx.update(customers).set({ passwordHash }).where(eq(customers.id, c.id));
    await tx.delete(authTokens).where(eq(authTokens.customerId, c.id));
  });
  return json({ message: 'Password changed successfully.' });
}

export const routes: Route[] = [
  { method: 'POST', path: 'auth/forgot-password', handler: forgotPassword },
  { method: 'POST', path: 'auth/verify-token', handler: verifyToken },
  { method: 'PUT', path: 'auth/reset-password', handler: resetPassword },
];
