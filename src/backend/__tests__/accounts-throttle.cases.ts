import { call, errorCode, type Answer } from '../../testing/backend';
import { envSwitch, fresh, post, signUp } from '../../testing/accounts';

const env = envSwitch();
/** Demo codes (123456), a lock after three wrong codes: the code itself (dead after five) is still alive when the lock comes. */
const demo = () => env({ SOUK_DEMO_MODE: '1', SOUK_OTP_WEBHOOK_URL: undefined, SIGN_IN_MAX_FAILURES: '3', SIGN_IN_MAX_FAILURES_PER_ADDRESS: undefined });
const from = (address: string) => ({ 'x-client-address': address });

function expectLocked(res: Answer) {
  expect(res.status).toBe(429);
  expect(errorCode(res)).toBe('too_many_attempts');
  expect(Number(res.headers?.['retry-after'])).toBeGreaterThan(0);
}

describe('wrong one-time codes are throttled', () => {
  it('locks a phone after repeated wrong sign-in codes and refuses even the right code while locked', async () => {
    demo();
    const { phone } = fresh('otp-lock');
    const otp = (code: string) => post('auth/login', { login_type: 'otp', phone, otp: code }, from('203.0.113.21'));
    expect((await post('auth/login', { login_type: 'otp', phone }, from('203.0.113.21'))).status).toBe(200);
    const statuses: number[] = [];
    for (const code of ['000001', '000002', '000003', '000004']) statuses.push((await otp(code)).status);
    expect(statuses).toEqual([403, 403, 403, 429]);
    expectLocked(await otp('123456'));
    // the lock is the phone's, whatever the address
    expectLocked(await post('auth/login', { login_type: 'otp', phone, otp: '123456' }, from('198.51.100.44')));
  }, 60_000);

  it('the right code within the limit signs in and forgets the earlier wrong ones', async () => {
    demo();
    const { phone } = fresh('otp-ok');
    const otp = (code: string) => post('auth/login', { login_type: 'otp', phone, otp: code });
    await post('auth/login', { login_type: 'otp', phone });
    expect((await otp('000001')).status).toBe(403);
    expect((await otp('000002')).status).toBe(403);
    expect((await otp('123456')).status).toBe(200);
  }, 60_000);

  it('locks a client address that guesses codes across many phones', async () => {
    demo();
    env({ SIGN_IN_MAX_FAILURES_PER_ADDRESS: '4' });
    const statuses: number[] = [];
    for (let i = 0; i < 6; i += 1) {
      statuses.push((await post('auth/login', { login_type: 'otp', phone: fresh(`otp-addr${i}`).phone, otp: '000000' }, from('203.0.113.99'))).status);
    }
    expect(statuses).toEqual([403, 403, 403, 403, 429, 429]);
    // another address is not affected
    expect((await post('auth/login', { login_type: 'otp', phone: fresh('otp-other').phone, otp: '000000' }, from('203.0.113.100'))).status).toBe(403);
  }, 60_000);
});

describe('wrong reset codes are throttled', () => {
  it('locks verify-token and reset-password after repeated wrong codes, for known and unknown accounts alike', async () => {
    demo();
    const who = await signUp('reset-lock');
    for (const target of [who.phone, fresh('reset-nobody').phone]) {
      expect((await post('auth/forgot-password', { email_or_phone: target })).body).toEqual({ message: 'If an account uses this, a code has been sent to it.' });
      const verify = (code: string) => post('auth/verify-token', { email_or_phone: target, reset_token: code }, from('203.0.113.31'));
      const statuses: number[] = [];
      for (const code of ['000001', '000002', '000003', '000004']) statuses.push((await verify(code)).status);
      expect(statuses).toEqual([403, 403, 403, 429]);
      expectLocked(await verify('123456'));
      expectLocked(await call('auth/reset-password', { method: 'PUT', body: { email_or_phone: target, reset_token: '123456', password: 'fresh-pass', confirm_password: 'fresh-pass' } }));
    }
    // the password did not change while the account was locked
    expect((await post('auth/login', { email_or_phone: who.phone, password: 'secret-123' })).status).toBe(200);
  }, 60_000);

  it('answers a repeated request alike for known and unknown accounts', async () => {
    demo();
    const who = await signUp('reset-again');
    const nobody = fresh('reset-again-nobody').phone;
    const answers = [];
    for (const target of [who.phone, nobody, who.phone, nobody]) answers.push(await post('auth/forgot-password', { email_or_phone: target }));
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200]);
    for (const a of answers) expect(a.body).toEqual(answers[0]?.body);
  }, 60_000);
});
