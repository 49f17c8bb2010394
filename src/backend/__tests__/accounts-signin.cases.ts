import { call, errorCode, type Json } from '../../testing/backend';
import { bearer, fresh, post, signUp, envSwitch } from '../../testing/accounts';

const env = envSwitch();
const demo = () => env({ SOUK_DEMO_MODE: '1', SOUK_OTP_WEBHOOK_URL: undefined, SOUK_API_CACHE: '0' });

async function config(): Promise<Json> {
  env({ SOUK_API_CACHE: '0' });
  return (await call('config')).body;
}

describe('the configuration advertises exactly what the API accepts', () => {
  it('offers manual sign-in only when no code can be delivered and no provider is configured', async () => {
    env({ SOUK_DEMO_MODE: undefined, SOUK_OTP_WEBHOOK_URL: undefined, NEXT_PUBLIC_GOOGLE_CLIENT_ID: undefined });
    const c = await config();
    expect(c.centralize_login).toMatchObject({ manual_login_status: 1, otp_login_status: 0, social_login_status: 0, google_login_status: 0 });
    expect(c.demo).toBe(false);
    const otp = await post('auth/login', { login_type: 'otp', phone: '+971500000001' });
    expect(otp.status).toBe(403);
    expect(errorCode(otp)).toBe('login_type');
    const social = await post('auth/social-login', { token: 'x', medium: 'google' });
    expect(social.status).toBe(403);
    expect(errorCode(social)).toBe('medium');
  });

  it('offers OTP in demo mode and says so', async () => {
    demo();
    const c = await config();
    expect(c.centralize_login).toMatchObject({ otp_login_status: 1, manual_login_status: 1 });
    expect(c.demo).toBe(true);
  });

  it('turns manual sign-in off when configured to, and refuses it', async () => {
    demo();
    env({ SOUK_LOGIN_METHODS: 'otp' });
    expect((await config()).centralize_login).toMatchObject({ manual_login_status: 0, otp_login_status: 1 });
    const res = await post('auth/login', { login_type: 'manual', email_or_phone: 'demo@souk.test', password: 'souk-demo-1' });
    expect(res.status).toBe(403);
    expect(errorCode(res)).toBe('login_type');
  });

  it('uses the provider, not the demo code, once an SMS provider is configured', async () => {
    env({ SOUK_DEMO_MODE: '1', SOUK_OTP_WEBHOOK_URL: 'http://127.0.0.1:9/unreachable', SOUK_API_CACHE: '0' });
    expect((await config()).demo).toBe(false);
    const res = await post('auth/login', { login_type: 'otp', phone: fresh('sms').phone });
    expect(res.status).toBe(503);
    expect(errorCode(res)).toBe('otp');
  });
});

describe('sign-up', () => {
  it('answers the token and "Signup successfully." when no channel needs verifying', async () => {
    const { res } = await signUp('plain');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ token: expect.any(String), is_personal_info: 1, is_phone_verified: 1, message: 'Signup successfully.' });
  });

  it('stores a refer code and credits the referrer as configured', async () => {
    const referrer = await signUp('referrer');
    const before = (await call('customer/info', { headers: bearer(referrer.token) })).body;
    const { res } = await signUp('referred', { ref_code: String(before.ref_code).toLowerCase() });
    expect(res.status).toBe(200);
    const after = (await call('customer/info', { headers: bearer(referrer.token) })).body;
    expect(Number(after.wallet_balance) - Number(before.wallet_balance)).toBe(20);
  });

  it('refuses an unknown refer code with a clear 403', async () => {
    const { res } = await signUp('badref', { ref_code: 'NOSUCH0000' });
    expect(res.status).toBe(403);
    expect(res.body.errors).toEqual([{ code: 'ref_code', message: 'Referer code not found.' }]);
  });

  it('ignores the refer code when referral earning is off', async () => {
    env({ SOUK_CONFIG_OVERRIDES: '{"ref_earning_status":0}' });
    const { res } = await signUp('refoff', { ref_code: 'NOSUCH0000' });
    expect(res.status).toBe(200);
  });

  it('refuses a confirmation that does not match, and duplicates with a 403 per field', async () => {
    const mismatch = await signUp('mismatch', { confirm_password: 'other-123' });
    expect(mismatch.res.status).toBe(422);
    expect(mismatch.res.body.errors).toEqual([{ code: 'confirm_password', message: 'Passwords must match' }]);
    const first = await signUp('dup');
    const again = await post('auth/sign-up', { name: 'Dup', email: first.email, phone: first.phone, password: 'secret-123' });
    expect(again.status).toBe(403);
    expect(again.body.errors).toEqual([
      { code: 'email', message: 'The email has already been taken.' },
      { code: 'phone', message: 'The phone has already been taken.' },
    ]);
  });

  it('with phone verification on, answers no token until the demo code verifies the phone', async () => {
    demo();
    env({ SOUK_PHONE_VERIFICATION: '1' });
    const { res, phone } = await signUp('verify');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ token: null, is_phone_verified: 0, verification_on: 'phone' });
    const wrong = await post('auth/verify-phone', { phone, otp: '654321', verification_type: 'phone', login_type: 'manual' });
    expect(wrong.status).toBe(403);
    expect(wrong.body.errors).toEqual([{ code: 'otp', message: 'OTP does not match.' }]);
    const empty = await post('auth/verify-phone', { phone, verification_type: 'phone', login_type: 'manual' });
    expect(empty.body.errors).toEqual([{ code: 'otp', message: 'field is empty' }]);
    const ok = await post('auth/verify-phone', { phone, otp: '123456', verification_type: 'phone', login_type: 'manual' });
    expect(ok.status).toBe(200);
    expect(ok.body).toMatchObject({ token: expect.any(String), is_phone_verified: 1 });
    // The code is used up.
    expect((await post('auth/verify-phone', { phone, otp: '123456', verification_type: 'phone', login_type: 'manual' })).status).toBe(403);
  });
});

describe('manual sign-in', () => {
  it('signs in by field_type email or phone', async () => {
    const who = await signUp('manual');
    for (const body of [
      { email_or_phone: who.email, field_type: 'email' },
      { email_or_phone: who.phone, field_type: 'phone' },
    ]) {
      const res = await post('auth/login', { ...body, password: 'secret-123', login_type: 'manual' });
      expect(res.status).toBe(200);
      expect(res.body.token).toEqual(expect.any(String));
    }
  });

  it('sends a code to an unverified phone first, then to an unverified e-mail', async () => {
    demo();
    env({ SOUK_PHONE_VERIFICATION: '1', SOUK_EMAIL_VERIFICATION: '1' });
    const who = await signUp('twostep');
    expect(who.res.body).toMatchObject({ token: null, verification_on: 'phone' });
    const login = await post('auth/login', { email_or_phone: who.email, password: 'secret-123', login_type: 'manual', field_type: 'email' });
    expect(login.body).toMatchObject({ token: null, is_phone_verified: 0, is_email_verified: 0, verification_on: 'phone' });
    const phoneDone = await post('auth/verify-phone', { phone: who.phone, otp: '123456', verification_type: 'phone', login_type: 'manual' });
    expect(phoneDone.body).toMatchObject({ token: null, is_phone_verified: 1, is_email_verified: 0, verification_on: 'email' });
    const emailDone = await post('auth/verify-phone', { email: who.email, otp: '123456', verification_type: 'email', login_type: 'manual' });
    expect(emailDone.body).toMatchObject({ token: expect.any(String), is_phone_verified: 1, is_email_verified: 1 });
  });
});

describe('OTP sign-in', () => {
  it('sends the demo code, refuses a resend within a minute, and signs a known phone in', async () => {
    demo();
    const who = await signUp('otpknown');
    const sent = await post('auth/login', { login_type: 'otp', phone: who.phone });
    expect(sent.status).toBe(200);
    expect(sent.body).toMatchObject({ token: null, is_exist_user: null, login_type: 'otp', message: 'OTP sent successfully.' });
    const again = await post('auth/login', { login_type: 'otp', phone: who.phone });
    expect(again.status).toBe(429);
    const bad = await post('auth/login', { login_type: 'otp', phone: who.phone, otp: '000000' });
    expect(bad.status).toBe(403);
    const ok = await post('auth/login', { login_type: 'otp', phone: who.phone, otp: '123456' });
    expect(ok.body).toMatchObject({ token: expect.any(String), is_personal_info: 1, login_type: 'otp' });
  });

  it('refuses a short phone with the spec words', async () => {
    demo();
    const res = await post('auth/login', { login_type: 'otp', phone: '12345' });
    expect(res.status).toBe(403);
    expect(res.body.errors).toEqual([{ code: 'phone', message: 'number must be 10 digits' }]);
  });

  it('a new phone goes to user_info, and update-info creates the account with the token', async () => {
    demo();
    const who = fresh('otpnew');
    await post('auth/login', { login_type: 'otp', phone: who.phone });
    const verified = await post('auth/verify-phone', { phone: who.phone, otp: '123456', verification_type: 'phone', login_type: 'otp' });
    expect(verified.body).toMatchObject({ token: null, is_personal_info: 0, is_phone_verified: 1, temp_token: expect.any(String) });
    const noProof = await post('auth/update-info', { name: 'New Shopper', email: who.email, login_type: 'otp', temp_token: 'forged' });
    expect(noProof.status).toBe(403);
    expect(errorCode(noProof)).toBe('temp_token');
    const done = await post('auth/update-info', { name: 'New Shopper', email: who.email, login_type: 'otp', temp_token: verified.body.temp_token as string });
    expect(done.body).toMatchObject({ token: expect.any(String), is_personal_info: 1 });
    const info = await call('customer/info', { headers: bearer(done.body.token as string) });
    expect(info.body).toMatchObject({ f_name: 'New', l_name: 'Shopper', phone: who.phone, email: who.email });
    // the completion token works once
    const twice = await post('auth/update-info', { name: 'X', email: 'x@example.com', temp_token: verified.body.temp_token as string });
    expect(twice.status).toBe(403);
  });

  it('update-info credits the refer code it carries, and refuses an unknown one with a 403', async () => {
    demo();
    const referrer = await signUp('otpreferrer');
    const before = (await call('customer/info', { headers: bearer(referrer.token) })).body;
    const who = fresh('otpreferred');
    await post('auth/login', { login_type: 'otp', phone: who.phone });
    const verified = await post('auth/verify-phone', { phone: who.phone, otp: '123456', verification_type: 'phone', login_type: 'otp' });
    const token = verified.body.temp_token as string;
    const unknown = await post('auth/update-info', { name: 'Ref Erred', email: who.email, login_type: 'otp', ref_code: 'NOSUCH0000', temp_token: token });
    expect(unknown.status).toBe(403);
    expect(errorCode(unknown)).toBe('ref_code');
    const done = await post('auth/update-info', { name: 'Ref Erred', email: who.email, login_type: 'otp', ref_code: String(before.ref_code), temp_token: token });
    expect(done.body).toMatchObject({ token: expect.any(String) });
    const after = (await call('customer/info', { headers: bearer(referrer.token) })).body;
    expect(Number(after.wallet_balance) - Number(before.wallet_balance)).toBe(20);
  });
});
