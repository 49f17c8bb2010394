/** POST auth/sign-up: a new account, the refer code credited as configured, then verification or the token. */
import { z } from 'zod';
import { parseBody, type Ctx } from '../context';
import { json } from '../http';
import type { Route } from '../route-types';
import { customers } from '../db/schema';
import { hashPassword } from '../services/passwords';
import { assertFree, duplicateToApiError, finishSignIn, newRefCode, splitName } from '../services/accounts';
import { authSettings } from '../services/auth-settings';
import { creditReferral, referrerOf } from '../services/referrals';
import { pushWalletCredit } from '../services/push';
import { EMAIL_RE, normalisePhone, PHONE_RE } from '../services/customer-auth';

export const signUpSchema = z
  .object({
    name: z.string({ message: 'First name is required' }).trim().min(1, 'First name is required').max(100, 'The name may not be greater than 100 characters.').optional(),
    f_name: z.string().trim().min(1).max(100).optional(),
    l_name: z.string().trim().max(100).optional(),
    email: z.string({ message: 'Email is required' }).trim().min(1, 'Email is required').max(255, 'The email may not be greater than 255 characters.').regex(EMAIL_RE, 'Must be a valid email'),
    phone: z.string({ message: 'Please give a phone number' }).trim().min(10, 'number must be 10 digits').refine((v) => PHONE_RE.test(normalisePhone(v)), 'Must be a valid phone number'),
    password: z.string({ message: 'Password is required' }).min(6, 'Password is too short - should be 6 chars minimum.').max(128, 'The password may not be greater than 128 characters.'),
    confirm_password: z.string().optional().nullable(),
    ref_code: z.string().trim().max(40).optional().nullable(),
    guest_id: z.union([z.string(), z.number()]).optional().nullable(),
  })
  .refine((v) => Boolean(v.name || v.f_name), { message: 'First name is required', path: ['name'] })
  .refine((v) => v.confirm_password === undefined || v.confirm_password === null || v.confirm_password === v.password, {
    message: 'Passwords must match',
    path: ['confirm_password'],
  });

async function signUp(ctx: Ctx) {
  const input = parseBody(ctx, signUpSchema, 422);
  const email = input.email.toLowerCase();
  const phone = normalisePhone(input.phone);
  await assertFree(ctx, email, phone);
  const { fName, lName } = input.name ? splitName(input.name) : { fName: input.f_name ?? '', lName: input.l_name ?? '' };
  const referral = await referrerOf(ctx, input.ref_code);
  const passwordHash = await hashPassword(input.password);
  // Channels this server does not verify count as verified.
  const s = authSettings();
  const verified = { isPhoneVerified: s.phoneVerification ? 0 : 1, isEmailVerified: s.emailVerification ? 0 : 1 };
  const c = await ctx.db
    .transaction(async (tx) => {
      const [row] = await tx
        .insert(customers)
        .values({ fName, lName, email, phone, passwordHash, refCode: newRefCode(fName), interest: [], ...verified })
        .returning();
      if (!row) throw new Error('insert returned nothing');
      await creditReferral(tx, row.id, referral);
      return row;
    })
    .catch(duplicateToApiError);
  // the referrer's devices hear of the credit (the live event went with the account's transaction)
  if (referral) await pushWalletCredit('referrer', `customer:${c.id}`);
  return json({ ...(await finishSignIn(ctx, c, 'manual')), message: 'Signup successfully.' });
}

export const routes: Route[] = [{ method: 'POST', path: 'auth/sign-up', handler: signUp }];
