/**
 * The sign-in state machine (01-foundations.md section 4): what the modal does with an answer of
 * auth/login, sign-up, verify-phone, firebase-verify-token, social-login or update-info.
 */
import type { SocialMedium } from './layout';
import type { LoginAnswer } from './sign-in-schema';

export type LoginType = 'manual' | 'otp' | 'social';
export type Channel = 'phone' | 'email';

export type SignInStep =
  | { kind: 'done' }
  | { kind: 'verify'; channel: Channel; target: string; loginType: LoginType }
  | { kind: 'user_info'; tempToken: string; loginType: LoginType; email: string | null; phone: string | null }
  | { kind: 'is_exist_user'; name: string; image: string | null }
  | { kind: 'refused' };

/** What the shopper already typed, for the steps that need a target. */
export interface Known {
  loginType: LoginType;
  phone?: string | null;
  email?: string | null;
}

const off = (flag: unknown) => flag === 0 || flag === false;

export function nextStep(answer: LoginAnswer | null | undefined, known: Known): SignInStep {
  if (!answer) return { kind: 'refused' };
  if (answer.signed_in === true || (typeof answer.token === 'string' && answer.token.length > 0)) return { kind: 'done' };
  if (answer.is_exist_user) return { kind: 'is_exist_user', name: answer.is_exist_user.name, image: answer.is_exist_user.image ?? null };
  if (off(answer.is_personal_info)) {
    if (!answer.temp_token) return { kind: 'refused' };
    return { kind: 'user_info', tempToken: answer.temp_token, loginType: known.loginType, email: answer.email ?? null, phone: answer.phone ?? known.phone ?? null };
  }
  // An OTP sign-in request: the code went to the phone just typed.
  if (known.loginType === 'otp' && answer.is_personal_info === undefined && answer.is_phone_verified === undefined) {
    return known.phone ? { kind: 'verify', channel: 'phone', target: known.phone, loginType: 'otp' } : { kind: 'refused' };
  }
  const phoneOff = off(answer.is_phone_verified);
  const emailOff = off(answer.is_email_verified);
  if (!phoneOff && !emailOff) return { kind: 'refused' };
  // Phone first; e-mail when only the e-mail is unverified.
  const channel: Channel = answer.verification_on ?? (phoneOff ? 'phone' : 'email');
  const target = channel === 'phone' ? (answer.phone ?? known.phone ?? null) : (answer.email ?? known.email ?? null);
  return target ? { kind: 'verify', channel, target, loginType: known.loginType } : { kind: 'refused' };
}

/** What a provider's SDK answered (social-sdk.ts's SocialResult). */
export interface ProviderAnswer {
  idToken: string;
  openId: boolean;
  email?: string | null;
  name?: string | null;
  uniqueId?: string | null;
}

/**
 * The social sign-in body (spec 01 section 7): email, token, unique_id, medium, phone and the
 * id_token flag (whether the token is an OpenID ID token rather than an access token), with the
 * login type and the guest's id. 6amMart's backends refuse Google and Facebook without the e-mail.
 */
export function socialBody(medium: SocialMedium, answer: ProviderAnswer, guestId: string | null): Record<string, string | boolean | null> {
  return {
    token: answer.idToken,
    unique_id: answer.uniqueId || answer.idToken.slice(-32),
    email: answer.email || null,
    medium,
    id_token: answer.openId,
    name: answer.name || null,
    login_type: 'social',
    guest_id: guestId,
  };
}

/** A social sign-in refused with code `email` asks for a phone number (phone_modal). */
export function socialNeedsPhone(codes: readonly string[]): boolean {
  return codes.includes('email');
}

export interface UserInfoValues {
  name: string;
  email: string;
  phone: string;
  /** The refer code, when referral earning is on and one was typed. */
  ref_code?: string;
}

/** The auth/update-info body (spec 01 section 7): name, email, phone, ref_code, login_type, guest_id and the completion token. */
export function updateInfoBody(step: Extract<SignInStep, { kind: 'user_info' }>, values: UserInfoValues, guestId: string | null): Record<string, string | null> {
  const refCode = values.ref_code?.trim();
  return {
    temp_token: step.tempToken,
    name: values.name,
    email: values.email || null,
    phone: values.phone || null,
    ref_code: refCode ? refCode : null,
    login_type: step.loginType,
    guest_id: guestId,
  };
}
