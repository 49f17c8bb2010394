/** A customer's sign-in pieces shared by the auth handlers and the account services: tokens, the sign-in answer, phone and email forms. */
import type { Ctx } from '../context';
import { authTokens, type customers } from '../db/schema';
import { newToken } from './passwords';

export type CustomerRow = typeof customers.$inferSelect;
const TOKEN_TTL_MS = 30 * 86_400_000;

export const EMAIL_RE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const PHONE_RE = /^\+?[1-9]\d{1,14}$/;

/** A phone as +digits: spaces, dashes and brackets dropped, and a repeated leading `+` read as one (6amMart's client prefixes a `+` to a number that has one: `++97155…`). */
export function normalisePhone(raw: string): string {
  const digits = raw.replace(/[\s\-()]/g, '').replace(/^\++/, '');
  return `+${digits}`;
}

export async function issueToken(ctx: Ctx, customerId: number): Promise<string> {
  const { token, hash } = newToken();
  await ctx.db.insert(authTokens).values({ customerId, tokenHash: hash, expiresAt: new Date(Date.now() + TOKEN_TTL_MS) });
  return token;
}

export function signInAnswer(token: string, c: CustomerRow) {
  return {
    token,
    is_phone_verified: c.isPhoneVerified,
    is_email_verified: c.isEmailVerified,
    is_personal_info: c.fName ? 1 : 0,
    is_exist_user: null,
    login_type: 'manual',
    email: c.email,
  };
}
