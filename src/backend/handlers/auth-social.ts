/**
 * Social sign-in: the provider's ID token (`token`) is verified against the provider's keys; its
 * subject finds the linked account. An e-mail that matches an account not yet linked asks
 * "Is It You?" (is_exist_user); the shopper resubmits with verified yes (link and sign in) or no
 * (start a separate account). No e-mail from the provider answers code `email` (ask for a phone).
 */
import { z } from 'zod';
import { and, eq } from 'drizzle-orm';
import { parseBody, type Ctx } from '../context';
import { ApiError, json } from '../http';
import type { Route } from '../route-types';
import { customers, socialIdentities } from '../db/schema';
import { authSettings, SOCIAL_PROVIDERS } from '../services/auth-settings';
import { looksLikeJwt, verifyFacebookAccessToken } from '../services/facebook';
import { verifiedEmail, verifyIdToken } from '../services/id-tokens';
import { assertFree, createPending, duplicateToApiError, finishSignIn, newRefCode, splitName, stepAnswer } from '../services/accounts';
import { mediaUrl } from '../services/media';
import { normalisePhone, PHONE_RE } from '../services/customer-auth';

const socialSchema = z.object({
  token: z.string({ message: 'The token field is required.' }).min(1, 'The token field is required.'),
  medium: z.enum(SOCIAL_PROVIDERS as [string, ...string[]], { message: 'The medium must be google, facebook or apple.' }),
  unique_id: z.string().optional().nullable(),
  email: z.string().optional().nullable(),
  phone: z.string().optional().nullable(),
  name: z.string().trim().max(100).optional().nullable(),
  verified: z.enum(['yes', 'no']).optional().nullable(),
  guest_id: z.union([z.string(), z.number()]).optional().nullable(),
});

async function verified(ctx: Ctx) {
  const input = parseBody(ctx, socialSchema, 403);
  const medium = input.medium as (typeof SOCIAL_PROVIDERS)[number];
  if (!authSettings().social[medium]) throw new ApiError(403, 'medium', `${medium} sign-in is not available on this server.`);
  // Facebook's web SDK gives an access token; its apps' Limited Login gives an ID token
  const claims = medium === 'facebook' && !looksLikeJwt(input.token) ? await verifyFacebookAccessToken(input.token) : await verifyIdToken(medium, input.token);
  const phone = input.phone?.trim() ? normalisePhone(input.phone) : null;
  if (phone && !PHONE_RE.test(phone)) throw new ApiError(403, 'phone', 'Must be a valid phone number');
  const name = input.name?.trim() || [claims.given_name, claims.family_name].filter(Boolean).join(' ') || claims.name || null;
  return { input, medium, claims, email: verifiedEmail(claims), phone, name };
}

/** POST auth/social-login (also auth/login with login_type social). */
export async function socialLogin(ctx: Ctx) {
  const { input, medium, claims, email, phone, name } = await verified(ctx);
  const [linked] = await ctx.db
    .select({ customer: customers })
    .from(socialIdentities)
    .innerJoin(customers, eq(socialIdentities.customerId, customers.id))
    .where(and(eq(socialIdentities.provider, medium), eq(socialIdentities.subject, claims.sub)));
  if (linked?.customer.fName) return json(await finishSignIn(ctx, linked.customer, 'social'));

  const [byEmail] = email ? await ctx.db.select().from(customers).where(eq(customers.email, email)) : [];
  if (byEmail && input.verified !== 'no') {
    if (input.verified === 'yes') {
      await ctx.db.insert(socialIdentities).values({ provider: medium, subject: claims.sub, customerId: byEmail.id }).onConflictDoNothing();
      return json(await finishSignIn(ctx, { ...byEmail, isEmailVerified: 1 }, 'social'));
    }
    const fullName = `${byEmail.fName} ${byEmail.lName}`.trim();
    return json(stepAnswer({ login_type: 'social', is_exist_user: { name: fullName, image: mediaUrl(byEmail.image) }, email, is_email_verified: 1 }));
  }
  if (!email && !phone) throw new ApiError(403, 'email', 'Please give a phone number');
  // "No, it is not me": a separate account, so the e-mail that belongs to someone else is left out.
  const temp = await createPending(ctx, { provider: medium, subject: claims.sub, email: byEmail ? null : email, phone: null, name });
  return json(stepAnswer({ login_type: 'social', is_personal_info: 0, email: byEmail ? null : email, is_email_verified: email && !byEmail ? 1 : 0, phone, temp_token: temp }));
}

/** POST auth/social-register: a new account straight from a verified provider identity. */
async function socialRegister(ctx: Ctx) {
  const { medium, claims, email, phone, name } = await verified(ctx);
  if (!name) throw new ApiError(403, 'name', 'First name is required');
  if (!email && !phone) throw new ApiError(403, 'email', 'Please give a phone number');
  const [known] = await ctx.db.select({ id: socialIdentities.id }).from(socialIdentities).where(and(eq(socialIdentities.provider, medium), eq(socialIdentities.subject, claims.sub)));
  if (known) throw new ApiError(403, 'token', 'This account is already registered. Please sign in.');
  await assertFree(ctx, email, phone);
  const { fName, lName } = splitName(name);
  const s = authSettings();
  const c = await ctx.db
    .transaction(async (tx) => {
      const [row] = await tx
        .insert(customers)
        .values({
          fName,
          lName,
          email,
          phone,
          passwordHash: '',
          refCode: newRefCode(fName),
          interest: [],
          loginMedium: medium,
          isEmailVerified: email || !s.emailVerification ? 1 : 0,
          isPhoneVerified: s.phoneVerification ? 0 : 1,
        })
        .returning();
      if (!row) throw new Error('insert returned nothing');
      await tx.insert(socialIdentities).values({ provider: medium, subject: claims.sub, customerId: row.id });
      return row;
    })
    .catch(duplicateToApiError);
  return json(await finishSignIn(ctx, c, 'social'));
}

export const routes: Route[] = [
  { method: 'POST', path: 'auth/social-login', handler: socialLogin },
  { method: 'POST', path: 'auth/social-register', handler: socialRegister },
];
