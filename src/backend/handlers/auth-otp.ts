/**
 * OTP sign-in (auth/login with login_type otp), verification of a channel (auth/verify-phone),
 * Firebase phone verification (auth/firebase-verify-token) and completing a new account
 * (auth/update-info). Throttling of wrong codes (issue 17) hooks into services/otp checkOtp.
 */
import { z } from 'zod';
import { eq } from 'drizzle-orm';
import { parseBody, type Ctx } from '../context';
import { ApiError, json } from '../http';
import type { Route } from '../route-types';
import { customers, pendingSignups, socialIdentities } from '../db/schema';
import { authSettings } from '../services/auth-settings';
import { issueOtp, requireOtp } from '../services/otp';
import { verifyIdToken } from '../services/id-tokens';
import { assertFree, createPending, duplicateToApiError, findPending, finishSignIn, newRefCode, splitName, stepAnswer, type LoginType } from '../services/accounts';
import { EMAIL_RE, normalisePhone, PHONE_RE, type CustomerRow } from '../services/customer-auth';
import { creditReferral, referrerOf } from '../services/referrals';
import { pushWalletCredit } from '../services/push';

const phoneField = z
  .string({ message: 'Please give a phone number' })
  .trim()
  .min(10, 'number must be 10 digits')
  .refine((v) => PHONE_RE.test(normalisePhone(v)), 'Must be a valid phone number')
  .transform(normalisePhone);
const codeField = z.string({ message: 'field is empty' }).trim().regex(/^\d{6}$/, 'The OTP must be 6 digits.');

const otpLoginSchema = z.object({
  phone: phoneField,
  otp: codeField.optional(),
  guest_id: z.union([z.string(), z.number()]).optional().nullable(),
});

async function customerByPhone(ctx: Ctx, phone: string): Promise<CustomerRow | null> {
  const [c] = await ctx.db.select().from(customers).where(eq(customers.phone, phone));
  return c ?? null;
}

/** A phone proven by a code (or Firebase): its account signs in, or a new one is started. */
async function phoneProven(ctx: Ctx, phone: string) {
  const c = await customerByPhone(ctx, phone);
  if (c?.fName) {
    if (!c.isPhoneVerified) await ctx.db.update(customers).set({ isPhoneVerified: 1 }).where(eq(customers.id, c.id));
    return finishSignIn(ctx, { ...c, isPhoneVerified: 1 }, 'otp');
  }
  const temp = await createPending(ctx, { phone });
  return stepAnswer({ login_type: 'otp', is_phone_verified: 1, is_personal_info: 0, phone, temp_token: temp });
}

/** auth/login with login_type otp: without `otp` a code is sent; with it the phone is signed in. */
export async function otpLogin(ctx: Ctx) {
  if (!authSettings().otp) throw new ApiError(403, 'login_type', 'The otp login is not available on this server.');
  const body = (ctx.req.body ?? {}) as Record<string, unknown>;
  const input = parseBody(ctx, otpLoginSchema.extend({ phone: phoneField.optional() }), 403);
  const phone = input.phone ?? (typeof body.email_or_phone === 'string' ? phoneField.safeParse(body.email_or_phone).data : undefined);
  if (!phone) throw new ApiError(403, 'phone', 'Please give a phone number');
  if (!input.otp) {
    await issueOtp(ctx, 'phone', phone, 'login');
    // The sign-in answer's shape without its flags (the storefront reads their absence as "enter the code").
    return json({ message: 'OTP sent successfully.', token: null, is_exist_user: null, phone, login_type: 'otp' });
  }
  await requireOtp(ctx, 'phone', phone, 'login', input.otp);
  return json(await phoneProven(ctx, phone));
}

const verifySchema = z.object({
  otp: codeField,
  verification_type: z.enum(['phone', 'email']).default('phone'),
  phone: z.string().optional().nullable(),
  email: z.string().optional().nullable(),
  login_type: z.enum(['manual', 'otp', 'social']).default('manual'),
  guest_id: z.union([z.string(), z.number()]).optional().nullable(),
});

/** auth/verify-phone: checks the code sent to a channel, then signs in (or continues to the next step). */
async function verifyPhone(ctx: Ctx) {
  const input = parseBody(ctx, verifySchema, 403);
  const channel = input.verification_type;
  const target = channel === 'phone' ? normalisePhone(input.phone ?? '') : (input.email ?? '').trim().toLowerCase();
  if (channel === 'phone' ? !PHONE_RE.test(target) : !EMAIL_RE.test(target)) {
    throw new ApiError(403, channel, channel === 'phone' ? 'Please give a phone number' : 'Must be a valid email');
  }
  if (input.login_type === 'otp' && channel === 'phone') {
    if (!authSettings().otp) throw new ApiError(403, 'login_type', 'The otp login is not available on this server.');
    await requireOtp(ctx, 'phone', target, 'login', input.otp);
    return json(await phoneProven(ctx, target));
  }
  await requireOtp(ctx, channel, target, 'verify', input.otp);
  const [c] = await ctx.db.select().from(customers).where(channel === 'phone' ? eq(customers.phone, target) : eq(customers.email, target));
  if (!c) throw new ApiError(403, 'otp', 'OTP does not match.');
  const set = channel === 'phone' ? { isPhoneVerified: 1 } : { isEmailVerified: 1 };
  const [fresh] = await ctx.db.update(customers).set(set).where(eq(customers.id, c.id)).returning();
  return json(await finishSignIn(ctx, fresh ?? c, input.login_type));
}

const firebaseSchema = z.object({
  phone: phoneField,
  id_token: z.string({ message: 'The id token field is required.' }).min(1, 'The id token field is required.'),
  session_info: z.string().optional().nullable(),
  login_type: z.enum(['manual', 'otp']).default('otp'),
  guest_id: z.union([z.string(), z.number()]).optional().nullable(),
});

/** auth/firebase-verify-token: the Firebase ID token issued after phone verification proves the phone. */
async function firebaseVerify(ctx: Ctx) {
  if (!authSettings().firebase) throw new ApiError(403, 'firebase', 'Firebase verification is not available on this server.');
  const input = parseBody(ctx, firebaseSchema, 403);
  const claims = await verifyIdToken('firebase', input.id_token);
  if (!claims.phone_number || normalisePhone(claims.phone_number) !== input.phone) throw new ApiError(403, 'otp', 'OTP does not match.');
  if (input.login_type === 'otp') return json(await phoneProven(ctx, input.phone));
  const c = await customerByPhone(ctx, input.phone);
  if (!c) throw new ApiError(403, 'otp', 'OTP does not match.');
  await ctx.db.update(customers).set({ isPhoneVerified: 1 }).where(eq(customers.id, c.id));
  return json(await finishSignIn(ctx, { ...c, isPhoneVerified: 1 }, 'manual'));
}

const updateInfoSchema = z.object({
  temp_token: z.string({ message: 'Please verify your phone number or sign in again.' }).min(1, 'Please verify your phone number or sign in again.'),
  name: z.string({ message: 'First name is required' }).trim().min(1, 'First name is required').max(100, 'The name may not be greater than 100 characters.'),
  email: z.string().trim().max(255, 'The email may not be greater than 255 characters.').optional().nullable(),
  phone: z.string().trim().optional().nullable(),
  ref_code: z.string().trim().max(40).optional().nullable(),
  login_type: z.enum(['otp', 'social', 'manual']).default('otp'),
  guest_id: z.union([z.string(), z.number()]).optional().nullable(),
});

/** auth/update-info: the new account behind a verified phone or provider identity, then the token. */
async function updateInfo(ctx: Ctx) {
  const input = parseBody(ctx, updateInfoSchema, 403);
  const pending = await findPending(ctx, input.temp_token);
  if (!pending) throw new ApiError(403, 'temp_token', 'Please verify your phone number or sign in again.');
  const email = pending.email ?? (input.email ? input.email.toLowerCase() : null);
  if (email && !EMAIL_RE.test(email)) throw new ApiError(403, 'email', 'Must be a valid email');
  const phone = pending.phone ?? (input.phone ? normalisePhone(input.phone) : null);
  if (phone && !PHONE_RE.test(phone)) throw new ApiError(403, 'phone', 'Must be a valid phone number');
  if (!email && !phone) throw new ApiError(403, 'phone', 'Please give a phone number');
  const existing = pending.phone ? await customerByPhone(ctx, pending.phone) : null;
  await assertFree(ctx, email, phone, existing?.id ?? 0);
  const referral = existing ? null : await referrerOf(ctx, input.ref_code);
  const { fName, lName } = splitName(input.name);
  const s = authSettings();
  const phoneVerified = Boolean(pending.phone) || !s.phoneVerification ? 1 : 0;
  const emailVerified = Boolean(pending.email) || !s.emailVerification ? 1 : 0;
  const medium: LoginType = pending.provider ? 'social' : 'otp';
  const c = await ctx.db
    .transaction(async (tx) => {
      const values = { fName, lName, email, phone, isPhoneVerified: phoneVerified, isEmailVerified: emailVerified, loginMedium: pending.provider ?? medium };
      const [row] = existing
        ? await tx.update(customers).set(values).where(eq(customers.id, existing.id)).returning()
        : await tx.insert(customers).values({ ...values, passwordHash: '', refCode: newRefCode(fName), interest: [] }).returning();
      if (!row) throw new Error('no customer row');
      await creditReferral(tx, row.id, referral);
      if (pending.provider && pending.subject) {
        await tx.insert(socialIdentities).values({ provider: pending.provider, subject: pending.subject, customerId: row.id }).onConflictDoNothing();
      }
      await tx.delete(pendingSignups).where(eq(pendingSignups.id, pending.id));
      return row;
    })
    .catch(duplicateToApiError);
  // the referrer's devices hear of the credit (the live event went with the account's transaction)
  if (referral) await pushWalletCredit('referrer', `customer:${c.id}`);
  return json(await finishSignIn(ctx, c, medium));
}

export const routes: Route[] = [
  { method: 'POST', path: 'auth/verify-phone', handler: verifyPhone },
  { method: 'POST', path: 'auth/firebase-verify-token', handler: firebaseVerify },
  { method: 'POST', path: 'auth/update-info', handler: updateInfo },
];
