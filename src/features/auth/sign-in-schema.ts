import * as yup from 'yup';

/** An email address, as the sign-in form accepts it. */
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;
/** An international phone number: optional plus, 2 to 15 digits, first digit not 0. */
const PHONE = /^\+?[1-9]\d{1,14}$/;

/** The spec's messages (01-foundations.md section 5), as English keys of the auth namespace. */
export const SIGN_IN_MESSAGES = {
  identifierRequired: 'Email or phone number is required',
  identifierInvalid: 'Must be a valid email or phone number',
  passwordRequired: 'Password is required',
  passwordShort: 'Password is too short - should be 6 chars minimum.',
} as const;

/** Spaces, dashes and brackets people type inside phone numbers are not part of the number. */
export function compactPhone(value: string): string {
  return value.trim().replace(/[\s()-]/g, '');
}

export function looksLikePhone(value: string): boolean {
  return PHONE.test(compactPhone(value));
}

export function fieldTypeOf(value: string): 'email' | 'phone' {
  return looksLikePhone(value) ? 'phone' : 'email';
}

export const signInSchema = yup.object({
  email_or_phone: yup
    .string()
    .trim()
    .required(SIGN_IN_MESSAGES.identifierRequired)
    .test('email-or-phone', SIGN_IN_MESSAGES.identifierInvalid, (value) => !value || EMAIL.test(value) || looksLikePhone(value)),
  password: yup.string().required(SIGN_IN_MESSAGES.passwordRequired).min(6, SIGN_IN_MESSAGES.passwordShort),
});

export type SignInValues = yup.InferType<typeof signInSchema>;

export interface LoginBody {
  email_or_phone: string;
  password: string;
  login_type: 'manual';
  field_type: 'email' | 'phone';
  guest_id?: string;
}

/** The contract's manual login body; a phone is sent without the spaces it was typed with. */
export function loginBody(values: SignInValues, guestId: string | null): LoginBody {
  const fieldType = fieldTypeOf(values.email_or_phone);
  const identifier = fieldType === 'phone' ? compactPhone(values.email_or_phone) : values.email_or_phone.trim();
  return {
    email_or_phone: identifier,
    password: values.password,
    login_type: 'manual',
    field_type: fieldType,
    ...(guestId ? { guest_id: guestId } : {}),
  };
}

/** What a sign-in answer means for the dialog. */
export type LoginOutcome = 'signed-in' | 'needs-verification' | 'needs-profile' | 'refused';

export interface LoginAnswer {
  token?: string | null;
  signed_in?: boolean;
  is_phone_verified?: number | boolean | null;
  is_email_verified?: number | boolean | null;
  is_personal_info?: number | boolean | null;
  is_exist_user?: { name: string; image?: string | null } | null;
  login_type?: string;
  email?: string | null;
  phone?: string | null;
  /** Which channel the server just sent a code to. */
  verification_on?: 'phone' | 'email';
  /** Proves a verified phone or provider identity to auth/update-info. */
  temp_token?: string;
  message?: string;
}

/**
 * The gateway hides the token from browsers and answers `signed_in: true` instead; another
 * client of the contract gets the token itself. Without either, the backend wants more
 * (personal info or a verification code) before it lets the shopper in.
 */
export function loginOutcome(answer: LoginAnswer | null | undefined): LoginOutcome {
  if (!answer) return 'refused';
  if (answer.signed_in === true || (typeof answer.token === 'string' && answer.token.length > 0)) return 'signed-in';
  if (answer.is_personal_info === 0 || answer.is_personal_info === false) return 'needs-profile';
  const unverified = [answer.is_phone_verified, answer.is_email_verified].some((flag) => flag === 0 || flag === false);
  return unverified ? 'needs-verification' : 'refused';
}
