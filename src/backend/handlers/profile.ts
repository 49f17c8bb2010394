/**
 * customer/update-profile (multipart: name, email, phone, password, image), customer/remove-account,
 * and files/{key} serving stored uploads. A changed phone (or e-mail) that this server verifies is
 * answered with otp_send first; the same form resubmitted with the code applies the change.
 */
import { z } from 'zod';
import { eq } from 'drizzle-orm';
import { parseBody, type Ctx } from '../context';
import { ApiError, json } from '../http';
import type { Route } from '../route-types';
import type { ApiResponse } from '../types';
import { authTokens, customerAddresses, customers, referrals, socialIdentities } from '../db/schema';
import { hashPassword } from '../services/passwords';
import { authSettings } from '../services/auth-settings';
import { issueOtp, requireOtp } from '../services/otp';
import { assertFree, duplicateToApiError, splitName } from '../services/accounts';
import { removeStored, serveStored, storeImage } from '../services/storage';
import { EMAIL_RE, normalisePhone, PHONE_RE } from '../services/customer-auth';
import { requireCustomer } from '../services/guards';

const profileSchema = z
  .object({
    name: z.string().trim().max(100, 'The name may not be greater than 100 characters.').optional(),
    f_name: z.string().trim().max(100, 'The name may not be greater than 100 characters.').optional(),
    l_name: z.string().trim().max(100).optional(),
    email: z.string({ message: 'Email is required' }).trim().min(1, 'Email is required').max(255, 'The email may not be greater than 255 characters.').regex(EMAIL_RE, 'Must be a valid email'),
    phone: z
      .string({ message: 'phone number required' })
      .trim()
      .min(1, 'phone number required')
      .refine((v) => PHONE_RE.test(normalisePhone(v)), 'Must be a valid phone number'),
    password: z.string().max(128, 'The password may not be greater than 128 characters.').optional().nullable(),
    confirm_password: z.string().optional().nullable(),
    otp: z.string().trim().optional().nullable(),
    verification_on: z.enum(['phone', 'email']).optional().nullable(),
    button_type: z.string().optional().nullable(),
  })
  .refine((v) => Boolean((v.name ?? v.f_name ?? '').trim()), { message: 'name is required', path: ['name'] })
  .refine((v) => !v.password || v.password.length >= 6, { message: 'Password is too short - should be 6 chars minimum.', path: ['password'] })
  .refine((v) => !v.password || v.confirm_password === undefined || v.confirm_password === null || v.password === v.confirm_password, {
    message: 'Passwords must match',
    path: ['confirm_password'],
  });

async function updateProfile(ctx: Ctx) {
  const c = await requireCustomer(ctx);
  const input = parseBody(ctx, profileSchema, 422);
  const email = input.email.toLowerCase();
  const phone = normalisePhone(input.phone);
  await assertFree(ctx, email, phone, c.id);
  const s = authSettings();
  const phoneChanged = phone !== c.phone;
  const emailChanged = email !== c.email;
  if (phoneChanged && c.isPhoneVerified && s.phoneVerification && c.phone) {
    throw new ApiError(403, 'phone', 'A verified phone number cannot be changed.');
  }
  const verifyOn = phoneChanged && s.phoneVerification ? 'phone' : emailChanged && s.emailVerification ? 'email' : null;
  if (verifyOn) {
    const target = verifyOn === 'phone' ? phone : email;
    if (!input.otp) {
      await issueOtp(ctx, verifyOn, target, 'profile');
      return json({ otp_send: true, verification_on: verifyOn, verification_medium: s.firebase && verifyOn === 'phone' ? 'firebase' : verifyOn, message: 'OTP sent successfully.' });
    }
    await requireOtp(ctx, verifyOn, target, 'profile', input.otp);
  }
  const image = ctx.req.files?.image?.[0];
  const newImage = image && image.data.length > 0 ? await storeImage(ctx.db, image, 'image') : null;
  const { fName, lName } = input.name ? splitName(input.name) : { fName: input.f_name ?? c.fName, lName: input.l_name ?? c.lName };
  const set: Partial<typeof customers.$inferInsert> = { fName, lName, email, phone };
  if (phoneChanged) set.isPhoneVerified = s.phoneVerification ? 1 : c.isPhoneVerified;
  if (emailChanged) set.isEmailVerified = s.emailVerification ? 1 : c.isEmailVerified;
  if (input.password) set.passwordHash = await hashPassword(input.password);
  if (newImage) set.image = newImage;
  await ctx.db
    .update(customers)
    .set(set)
    .where(eq(customers.id, c.id))
    .catch(async (error: unknown) => {
      await removeStored(ctx.db, newImage);
      return duplicateToApiError(error);
    });
  if (newImage) await removeStored(ctx.db, c.image);
  return json({ message: 'Updated successfully.', otp_send: false });
}

/** DELETE customer/remove-account: the account, its addresses and links, and every token. */
async function removeAccount(ctx: Ctx) {
  const c = await requireCustomer(ctx);
  await ctx.db.transaction(async (tx) => {
    await tx.delete(authTokens).where(eq(authTokens.customerId, c.id));
    await tx.delete(customerAddresses).where(eq(customerAddresses.customerId, c.id));
    await tx.delete(socialIdentities).where(eq(socialIdentities.customerId, c.id));
    await tx.delete(referrals).where(eq(referrals.customerId, c.id));
    await tx.delete(customers).where(eq(customers.id, c.id));
  });
  await removeStored(ctx.db, c.image);
  return json({ message: 'Account has been deleted' });
}

async function file(ctx: Ctx): Promise<ApiResponse> {
  const key = ctx.params.key ?? '';
  const served = /^[a-f0-9]{32}\.(jpg|png|gif)$/.test(key) ? await serveStored(ctx.db, key) : null;
  if (!served) throw new ApiError(404, 'file', 'File not found.');
  if ('redirect' in served) {
    return { status: 302, body: Buffer.alloc(0), headers: { location: served.redirect, 'cache-control': `public, max-age=${served.maxAgeSeconds}` } };
  }
  return {
    status: 200,
    body: served.file.data,
    headers: { 'content-type': served.file.contentType, 'cache-control': 'public, max-age=31536000, immutable', 'x-content-type-options': 'nosniff' },
  };
}

export const routes: Route[] = [
  { method: 'POST', path: 'customer/update-profile', handler: updateProfile },
  { method: 'PUT', path: 'customer/update-profile', handler: updateProfile },
  { method: 'DELETE', path: 'customer/remove-account', handler: removeAccount },
  { method: 'GET', path: 'files/:key', handler: file },
];
