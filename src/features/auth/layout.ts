import type { AppConfig } from '@/api/types';

/** The sign-in modal's layouts (01-foundations.md section 2). */
export type SignInLayout = 'otp' | 'manual' | 'social' | 'otp_manual' | 'otp_social' | 'manual_social' | 'all';
export type SocialMedium = 'google' | 'facebook' | 'apple';
/** How the social buttons are drawn: one full-width, two side by side, three as icons. */
export type SocialButtonStyle = 'full' | 'half' | 'icon';

type LoginConfig = Pick<AppConfig, 'centralize_login' | 'social_login' | 'apple_login'>;

/** The providers whose buttons show: social login on, the provider's switch on, and its status true. */
export function socialProviders(config: LoginConfig | undefined): SocialMedium[] {
  const c = config?.centralize_login;
  if (!c || c.social_login_status !== 1) return [];
  const listed = (medium: string) => config?.social_login?.some((s) => s.login_medium === medium && s.status === true) ?? false;
  const out: SocialMedium[] = [];
  if (c.google_login_status === 1 && listed('google')) out.push('google');
  if (c.facebook_login_status === 1 && listed('facebook')) out.push('facebook');
  if (c.apple_login_status === 1 && (config?.apple_login?.some((a) => a.status === true) ?? false)) out.push('apple');
  return out;
}

export function signInLayout(config: LoginConfig | undefined): SignInLayout {
  const c = config?.centralize_login;
  const otp = c?.otp_login_status === 1;
  const manual = c?.manual_login_status === 1;
  const social = socialProviders(config).length > 0;
  if (otp && manual && social) return 'all';
  if (otp && manual) return 'otp_manual';
  if (otp && social) return 'otp_social';
  if (manual && social) return 'manual_social';
  if (otp) return 'otp';
  if (social) return 'social';
  return 'manual';
}

export function socialButtonStyle(count: number): SocialButtonStyle {
  return count <= 1 ? 'full' : count === 2 ? 'half' : 'icon';
}

/** Which forms a layout shows. With both OTP and manual, the shopper switches between them. */
export function layoutForms(layout: SignInLayout): { manual: boolean; otp: boolean; social: boolean } {
  return {
    manual: layout === 'manual' || layout === 'otp_manual' || layout === 'manual_social' || layout === 'all',
    otp: layout === 'otp' || layout === 'otp_manual' || layout === 'otp_social' || layout === 'all',
    social: layout === 'social' || layout === 'otp_social' || layout === 'manual_social' || layout === 'all',
  };
}
