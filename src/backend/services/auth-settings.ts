/**
 * Which ways of signing in this server offers. The config answer advertises exactly these and
 * the auth handlers refuse anything else, so the two never disagree. Read from the environment
 * on every call (cheap), so an operator's switch takes effect on restart and tests can flip it.
 */
import { env, type VariableName } from '../../lib/env';

export type SocialProvider = 'google' | 'facebook' | 'apple';
export const SOCIAL_PROVIDERS: readonly SocialProvider[] = ['google', 'facebook', 'apple'];

export interface AuthSettings {
  manual: boolean;
  otp: boolean;
  social: Record<SocialProvider, boolean>;
  /** OTP codes can reach shoppers: an SMS/e-mail provider is configured, or demo mode is on. */
  otpDelivery: boolean;
  /** Demo mode without a provider: every code is 123456 (and the storefront shows the hint). */
  demoOtp: boolean;
  phoneVerification: boolean;
  emailVerification: boolean;
  firebase: boolean;
}

export const DEMO_OTP = '123456';

const CLIENT_ID_ENV = {
  google: 'NEXT_PUBLIC_GOOGLE_CLIENT_ID',
  facebook: 'NEXT_PUBLIC_FACEBOOK_APP_ID',
  apple: 'NEXT_PUBLIC_APPLE_CLIENT_ID',
} as const satisfies Record<SocialProvider, VariableName>;

/** The audience an ID token from this provider must carry (its client id), or null when not configured. */
export function socialClientId(provider: SocialProvider): string | null {
  return env(CLIENT_ID_ENV[provider]) ?? null;
}

export function otpWebhookUrl(): string | null {
  return env('SOUK_OTP_WEBHOOK_URL') ?? null;
}

export function firebaseProjectId(): string | null {
  const v = env('NEXT_PUBLIC_FIREBASE_PROJECT_ID');
  return v && env('NEXT_PUBLIC_FIREBASE_API_KEY') ? v : null;
}

export function authSettings(): AuthSettings {
  const methods = new Set(
    (env('SOUK_LOGIN_METHODS') ?? 'manual,otp,social')
      .split(',')
      .map((s) => s.trim().toLowerCase())
      .filter(Boolean),
  );
  const provider = otpWebhookUrl() !== null;
  const demoOtp = !provider && (env('SOUK_DEMO_MODE') ?? false);
  const otpDelivery = provider || demoOtp;
  const firebase = firebaseProjectId() !== null;
  // Facebook's web sign-in answers an access token, checked with the app's secret (services/facebook.ts)
  const configured = (p: SocialProvider) => socialClientId(p) !== null && (p !== 'facebook' || Boolean(env('FACEBOOK_APP_SECRET')));
  const social = Object.fromEntries(SOCIAL_PROVIDERS.map((p) => [p, methods.has('social') && configured(p)])) as Record<SocialProvider, boolean>;
  return {
    // Manual sign-in stays on when nothing else can work, so nobody is ever locked out.
    manual: methods.has('manual') || !(methods.has('otp') && (otpDelivery || firebase)),
    otp: methods.has('otp') && (otpDelivery || firebase),
    social,
    otpDelivery,
    demoOtp,
    phoneVerification: (env('SOUK_PHONE_VERIFICATION') ?? false) && (otpDelivery || firebase),
    emailVerification: (env('SOUK_EMAIL_VERIFICATION') ?? false) && otpDelivery,
    firebase,
  };
}

export function anySocial(s: AuthSettings): boolean {
  return SOCIAL_PROVIDERS.some((p) => s.social[p]);
}

/** The config answer's login fields. */
export function loginConfig() {
  const s = authSettings();
  const bit = (b: boolean) => (b ? 1 : 0);
  const appleId = socialClientId('apple') ?? '';
  return {
    centralize_login: {
      manual_login_status: bit(s.manual),
      otp_login_status: bit(s.otp),
      social_login_status: bit(anySocial(s)),
      google_login_status: bit(s.social.google),
      facebook_login_status: bit(s.social.facebook),
      apple_login_status: bit(s.social.apple),
      email_verification_status: bit(s.emailVerification),
      phone_verification_status: bit(s.phoneVerification),
    },
    social_login: [
      { login_medium: 'google', status: s.social.google, client_id: socialClientId('google') ?? '' },
      { login_medium: 'facebook', status: s.social.facebook, client_id: socialClientId('facebook') ?? '' },
    ],
    apple_login: [
      { login_medium: 'apple', status: s.social.apple, client_id: appleId, client_id_app: '', redirect_url_flutter: '', redirect_url_react: env('APPLE_REDIRECT_URL') ?? '' },
    ],
    firebase_otp_verification: bit(s.firebase),
    demo: s.demoOtp,
  };
}
