/**
 * Minimal accounts: guest ids, manual sign-in and sign-up, the profile and interests.
 * Tokens are opaque random strings; only their SHA-256 is stored. Passwords are scrypt-hashed.
 */
import { z } from 'zod';
import { count, eq, inArray } from 'drizzle-orm';
import { parseBody, type Ctx } from '../context';
import { ApiError, json } from '../http';
import type { Handler, Route } from '../route-types';
import { bearerToken, requireCustomer } from '../services/guards';
import { authTokens, categories, customers, guests } from '../db/schema';
import { orders } from '../db/schema-orders';
import { hashToken, verifyPasswordOrNothing } from '../services/passwords';
import { assertNotThrottled, attemptSubjects, clearFailures, recordFailure } from '../services/attempts';
import { authSettings } from '../services/auth-settings';
import { finishSignIn } from '../services/accounts';
import { mediaUrl, mediaName } from '../services/media';
import { EMAIL_RE, normalisePhone, PHONE_RE, type CustomerRow } from '../services/customer-auth';
import { iso } from '../services/format';

/** POST auth/logout: the token is revoked on the server (it answers 401 from then on). */
async function logout(ctx: Ctx) {
  const token = bearerToken(ctx);
  if (!token) throw new ApiError(401, 'auth-001', 'Unauthenticated.');
  const revoked = await ctx.db.delete(authTokens).where(eq(authTokens.tokenHash, hashToken(token))).returning({ id: authTokens.id });
  if (revoked.length === 0) throw new ApiError(401, 'auth-001', 'Unauthenticated.');
  return json({ message: 'Logout successful.' });
}

async function guestRequest(ctx: Ctx) {
  const [row] = await ctx.db.insert(guests).values({}).returning({ id: guests.id });
  return json({ message: 'guest verified', guest_id: row?.id ?? 0 });
}

const loginSchema = z.object({
  login_type: z.string().default('manual'),
  email_or_phone: z.string({ message: 'Email or phone number is required' }).trim().min(1, 'Email or phone number is required'),
  password: z.string({ message: 'Password is required' }).min(1, 'Password is required'),
  field_type: z.enum(['email', 'phone']).optional(),
  guest_id: z.union([z.string(), z.number()]).optional(),
});

/**
 * POST auth/login by its login_type: `manual` here, the other kinds (otp, social) from their own
 * handler modules, which handlers/index.ts hands in when it registers the route.
 */
export function loginRoute(otherKinds: Readonly<Record<string, Handler>>): Route {
  const handler: Handler = (ctx) => {
    const body = ctx.req.body && typeof ctx.req.body === 'object' ? (ctx.req.body as Record<string, unknown>) : {};
    const loginType = typeof body.login_type === 'string' ? body.login_type : 'manual';
    const other = loginType === 'manual' ? undefined : Object.hasOwn(otherKinds, loginType) ? otherKinds[loginType] : undefined;
    return other ? other(ctx) : manualLogin(ctx, loginType);
  };
  return { method: 'POST', path: 'auth/login', handler };
}

async function manualLogin(ctx: Ctx, loginType: string) {
  if (loginType !== 'manual' || !authSettings().manual) {
    throw new ApiError(403, 'login_type', `The ${loginType} login is not available on this server.`);
  }
  const input = parseBody(ctx, loginSchema, 403);
  const value = input.email_or_phone;
  const isEmail = input.field_type ? input.field_type === 'email' : value.includes('@');
  if (isEmail ? !EMAIL_RE.test(value) : !PHONE_RE.test(normalisePhone(value))) {
    throw new ApiError(403, 'email_or_phone', 'Must be a valid email or phone number');
  }
  const account = isEmail ? value.toLowerCase() : normalisePhone(value);
  // wrong guesses are throttled per account (known or not) and per client address
  const subjects = attemptSubjects(ctx, account);
  await assertNotThrottled(ctx.db, subjects);
  const [c] = await ctx.db.select().from(customers).where(isEmail ? eq(customers.email, account) : eq(customers.phone, account));
  // an unknown account costs the same hashing as a known one: the answer's time tells nothing
  if (!(await verifyPasswordOrNothing(input.password, c?.passwordHash)) || !c) {
    await recordFailure(ctx.db, subjects);
    throw new ApiError(401, 'auth-001', 'Invalid credential.');
  }
  await clearFailures(ctx.db, subjects[0]);
  // a completed sign-in (a token issued) also joins the guest's cart (services/accounts tokenAnswer)
  return json(await finishSignIn(ctx, c, 'manual'));
}

export function profile(c: CustomerRow) {
  const memberSinceDays = Math.floor((Date.now() - c.createdAt.getTime()) / 86_400_000);
  return {
    id: c.id,
    f_name: c.fName,
    l_name: c.lName,
    last_name: c.lName,
    /** First and last name, where 6amMart's client reads the order's contact name. */
    name: `${c.fName} ${c.lName}`.trim(),
    phone: c.phone,
    email: c.email,
    image: mediaName(c.image),
    image_full_url: mediaUrl(c.image),
    storage: [],
    is_phone_verified: c.isPhoneVerified,
    is_email_verified: c.isEmailVerified,
    email_verified_at: c.isEmailVerified ? iso(c.createdAt) : null,
    status: c.status,
    order_count: 0,
    login_medium: c.loginMedium,
    social_id: null,
    zone_id: null,
    wallet_balance: c.walletBalance,
    loyalty_point: c.loyaltyPoint,
    ref_code: c.refCode,
    ref_by: null,
    current_language_key: 'en',
    interest: c.interest,
    module_ids: [],
    member_since_days: memberSinceDays,
    is_valid_for_discount: false,
    discount_amount: 0,
    discount_amount_type: 'percentage',
    validity: null,
    created_at: iso(c.createdAt),
    updated_at: iso(c.createdAt),
  };
}

async function customerInfo(ctx: Ctx) {
  const c = await requireCustomer(ctx);
  const [counted] = await ctx.db.select({ n: count() }).from(orders).where(eq(orders.owner, `c:${c.id}`));
  return json({ ...profile(c), order_count: counted?.n ?? 0 });
}

const interestSchema = z.object({
  interest: z.union([z.string(), z.array(z.union([z.number(), z.string()]))], { message: 'The interest field is required.' }),
});

async function updateInterest(ctx: Ctx) {
  const c = await requireCustomer(ctx);
  const { interest } = parseBody(ctx, interestSchema);
  let list: unknown = interest;
  if (typeof interest === 'string') {
    try {
      list = JSON.parse(interest);
    } catch {
      list = interest.split(',');
    }
  }
  const ids = (Array.isArray(list) ? list : [list]).map((v) => Number(v));
  if (!ids.every((n) => Number.isInteger(n) && n > 0)) throw new ApiError(422, 'interest', 'The interest must be a list of category ids.');
  const unique = [...new Set(ids)];
  if (unique.length > 0) {
    const found = await ctx.db.select({ id: categories.id }).from(categories).where(inArray(categories.id, unique));
    if (found.length !== unique.length) throw new ApiError(422, 'interest', 'The interest contains an unknown category.');
  }
  await ctx.db.update(customers).set({ interest: unique }).where(eq(customers.id, c.id));
  return json({ message: 'Interests updated successfully' });
}

/** The account routes but auth/login (loginRoute). */
export const routes: Route[] = [
  { method: 'POST', path: 'auth/guest/request', handler: guestRequest },
  { method: 'POST', path: 'auth/logout', handler: logout },
  { method: 'GET', path: 'customer/info', handler: customerInfo },
  { method: 'POST', path: 'customer/update-interest', handler: updateInterest },
];
