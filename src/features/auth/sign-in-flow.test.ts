import { nextStep, socialNeedsPhone, updateInfoBody } from './sign-in-flow';

const manual = { loginType: 'manual' as const, phone: '+971501112233', email: 'a@example.com' };

describe('the sign-in state machine', () => {
  it('completes when the gateway says signed in or a token came back', () => {
    expect(nextStep({ token: null, signed_in: true }, manual)).toEqual({ kind: 'done' });
    expect(nextStep({ token: 'abc' }, manual)).toEqual({ kind: 'done' });
  });

  it('asks "Is It You?" when an existing user is reported, before anything else', () => {
    expect(nextStep({ token: null, is_personal_info: 0, is_exist_user: { name: 'Layla Haddad', image: '/a.png' } }, manual)).toEqual({
      kind: 'is_exist_user',
      name: 'Layla Haddad',
      image: '/a.png',
    });
  });

  it('goes to user_info when personal info is missing, carrying the completion token', () => {
    expect(nextStep({ token: null, is_personal_info: 0, temp_token: 't', email: 'g@example.com' }, { loginType: 'social' })).toEqual({
      kind: 'user_info',
      tempToken: 't',
      loginType: 'social',
      email: 'g@example.com',
      phone: null,
    });
    expect(nextStep({ token: null, is_personal_info: 0 }, manual)).toEqual({ kind: 'refused' });
  });

  it('verifies the phone first, then the e-mail', () => {
    const both = { token: null, is_personal_info: 1, is_phone_verified: 0, is_email_verified: 0 };
    expect(nextStep(both, manual)).toEqual({ kind: 'verify', channel: 'phone', target: '+971501112233', loginType: 'manual' });
    const emailOnly = { token: null, is_personal_info: 1, is_phone_verified: 1, is_email_verified: 0 };
    expect(nextStep(emailOnly, manual)).toEqual({ kind: 'verify', channel: 'email', target: 'a@example.com', loginType: 'manual' });
  });

  it('follows the channel the server names and the target it answers', () => {
    const answer = { token: null, is_personal_info: 1, is_phone_verified: 0, is_email_verified: 0, verification_on: 'email' as const, email: 'srv@example.com' };
    expect(nextStep(answer, manual)).toEqual({ kind: 'verify', channel: 'email', target: 'srv@example.com', loginType: 'manual' });
  });

  it('opens the code step after an OTP request, and refuses without a phone', () => {
    expect(nextStep({ token: null, message: 'OTP sent successfully.' }, { loginType: 'otp', phone: '+971501112233' })).toEqual({
      kind: 'verify',
      channel: 'phone',
      target: '+971501112233',
      loginType: 'otp',
    });
    const sent = { message: 'OTP sent successfully.', token: null, is_exist_user: null, phone: '+971501112233', login_type: 'otp' };
    expect(nextStep(sent, { loginType: 'otp', phone: '+971501112233' })).toEqual({ kind: 'verify', channel: 'phone', target: '+971501112233', loginType: 'otp' });
    expect(nextStep({ token: null }, { loginType: 'otp' })).toEqual({ kind: 'refused' });
  });

  it('refuses an answer that is neither signed in nor asking for a step', () => {
    expect(nextStep(null, manual)).toEqual({ kind: 'refused' });
    expect(nextStep({ token: null, is_personal_info: 1, is_phone_verified: 1, is_email_verified: 1 }, manual)).toEqual({ kind: 'refused' });
    expect(nextStep({ token: null, is_personal_info: 1, is_phone_verified: 0 }, { loginType: 'manual' })).toEqual({ kind: 'refused' });
  });

  it('asks for a phone after a social sign-in refused with code email', () => {
    expect(socialNeedsPhone(['email'])).toBe(true);
    expect(socialNeedsPhone(['token'])).toBe(false);
  });
});

describe('the update-info body', () => {
  const step = { kind: 'user_info' as const, tempToken: 't', loginType: 'otp' as const, email: null, phone: '+971501112233' };

  it('carries name, email, phone, ref_code, login_type and guest_id', () => {
    expect(updateInfoBody(step, { name: 'Sara', email: 's@example.com', phone: '+971501112233', ref_code: ' ABC123 ' }, '42')).toEqual({
      temp_token: 't',
      name: 'Sara',
      email: 's@example.com',
      phone: '+971501112233',
      ref_code: 'ABC123',
      login_type: 'otp',
      guest_id: '42',
    });
  });

  it('sends ref_code empty (null) when none was typed', () => {
    const body = updateInfoBody(step, { name: 'Sara', email: '', phone: '' }, null);
    expect(body).toHaveProperty('ref_code', null);
    expect(body).toHaveProperty('guest_id', null);
  });
});
