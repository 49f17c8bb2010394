import { codeComplete, codeDigits, formatCountdown, resendSecondsLeft } from './countdown';
import { layoutForms, signInLayout, socialButtonStyle, socialProviders } from './layout';
import { afterSignIn, afterSignUp, safeReturnPath } from './return-target';

const on = { status: true };
function config(flags: { manual?: number; otp?: number; social?: number; google?: number; facebook?: number; apple?: number }) {
  return {
    centralize_login: {
      manual_login_status: flags.manual ?? 0,
      otp_login_status: flags.otp ?? 0,
      social_login_status: flags.social ?? 0,
      google_login_status: flags.google ?? 0,
      facebook_login_status: flags.facebook ?? 0,
      apple_login_status: flags.apple ?? 0,
    },
    social_login: [{ login_medium: 'google', ...on }, { login_medium: 'facebook', ...on }],
    apple_login: [{ login_medium: 'apple', ...on }],
  };
}

describe('the sign-in layout from config', () => {
  it.each([
    [{ manual: 1 }, 'manual'],
    [{ otp: 1 }, 'otp'],
    [{ social: 1, google: 1 }, 'social'],
    [{ otp: 1, manual: 1 }, 'otp_manual'],
    [{ otp: 1, social: 1, google: 1 }, 'otp_social'],
    [{ manual: 1, social: 1, facebook: 1 }, 'manual_social'],
    [{ manual: 1, otp: 1, social: 1, apple: 1 }, 'all'],
    [{}, 'manual'],
  ])('%j gives %s', (flags, layout) => {
    expect(signInLayout(config(flags))).toBe(layout);
  });

  it('defaults to manual without a config, and social off when no provider shows', () => {
    expect(signInLayout(undefined)).toBe('manual');
    expect(signInLayout(config({ manual: 1, social: 1 }))).toBe('manual');
  });

  it('shows a provider only when social login, its switch and its status are all on', () => {
    expect(socialProviders(config({ social: 1, google: 1, facebook: 1, apple: 1 }))).toEqual(['google', 'facebook', 'apple']);
    expect(socialProviders(config({ social: 0, google: 1 }))).toEqual([]);
    const statusOff = { ...config({ social: 1, google: 1 }), social_login: [{ login_medium: 'google', status: false }] };
    expect(socialProviders(statusOff)).toEqual([]);
  });

  it('draws one button full-width, two half-width, three as icons', () => {
    expect([1, 2, 3].map(socialButtonStyle)).toEqual(['full', 'half', 'icon']);
  });

  it('says which forms each layout holds', () => {
    expect(layoutForms('otp_manual')).toEqual({ manual: true, otp: true, social: false });
    expect(layoutForms('social')).toEqual({ manual: false, otp: false, social: true });
  });
});

describe('the resend countdown', () => {
  it('counts 60 seconds down from the send and then allows a resend', () => {
    const sent = 1_000_000;
    expect(resendSecondsLeft(sent, sent)).toBe(60);
    expect(resendSecondsLeft(sent, sent + 1)).toBe(60);
    expect(resendSecondsLeft(sent, sent + 30_500)).toBe(30);
    expect(resendSecondsLeft(sent, sent + 60_000)).toBe(0);
    expect(resendSecondsLeft(null, sent)).toBe(0);
    expect(formatCountdown(59)).toBe('0:59');
    expect(formatCountdown(60)).toBe('1:00');
  });

  it('takes the digits of a pasted code and knows when all six are in', () => {
    expect(codeDigits(' 12-34 56 78')).toEqual(['1', '2', '3', '4', '5', '6']);
    expect(codeComplete(['1', '2', '3', '4', '5'])).toBe(false);
    expect(codeComplete(['1', '2', '3', '4', '5', '6'])).toBe(true);
    expect(codeComplete(['1', '2', '3', '4', '5', ''])).toBe(false);
  });
});

describe('safe return targets', () => {
  it('keeps same-origin paths', () => {
    expect(safeReturnPath('/profile?page=my-orders#top')).toBe('/profile?page=my-orders#top');
    expect(safeReturnPath(['/store/x', '/y'])).toBe('/store/x');
  });

  it.each(['https://evil.example', '//evil.example', '/\\evil.example', 'javascript:alert(1)', 'evil', '/\tevil', '', undefined, 3])('refuses %p', (value) => {
    expect(safeReturnPath(value)).toBe('/home');
  });

  it('goes to /home after sign-in from /forgot-password or with from, else stays', () => {
    expect(afterSignIn('/forgot-password', {})).toBe('/home');
    expect(afterSignIn('/store/[id]', { from: 'https://evil.example' })).toBe('/home');
    expect(afterSignIn('/store/[id]', {})).toBeNull();
  });

  it('goes to /interest after sign-up with a zone and a module that is not parcel', () => {
    expect(afterSignUp(true, 'grocery')).toBe('/interest');
    expect(afterSignUp(true, 'parcel')).toBe('/home');
    expect(afterSignUp(false, 'food')).toBe('/home');
  });
});
