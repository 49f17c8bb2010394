import { exportJWK, generateKeyPair, SignJWT, type KeyLike } from 'jose';
import { call, errorCode } from '../../testing/backend';
import { bearer, envSwitch, fresh, post, signUp } from '../../testing/accounts';

const GOOGLE_ID = 'souk-web.apps.googleusercontent.com';
const PROJECT = 'souk-test';
let privateKey: KeyLike;
let otherKey: KeyLike;
let jwks = '';

beforeAll(async () => {
  const pair = await generateKeyPair('RS256');
  privateKey = pair.privateKey;
  otherKey = (await generateKeyPair('RS256')).privateKey;
  jwks = JSON.stringify({ keys: [{ ...(await exportJWK(pair.publicKey)), kid: 'local-1', alg: 'RS256', use: 'sig' }] });
}, 60_000);

const env = envSwitch();
beforeEach(() => {
  env({
    NEXT_PUBLIC_GOOGLE_CLIENT_ID: GOOGLE_ID,
    SOUK_GOOGLE_JWKS: jwks,
    SOUK_FIREBASE_JWKS: jwks,
    NEXT_PUBLIC_FIREBASE_PROJECT_ID: PROJECT,
    NEXT_PUBLIC_FIREBASE_API_KEY: 'local-key',
    SOUK_API_CACHE: '0',
  });
});

interface Claims {
  sub: string;
  email?: string;
  name?: string;
  phone_number?: string;
}

function idToken(claims: Claims, opts: { aud?: string; iss?: string; exp?: string | number; key?: KeyLike } = {}) {
  return new SignJWT({ ...claims })
    .setProtectedHeader({ alg: 'RS256', kid: 'local-1' })
    .setIssuer(opts.iss ?? 'https://accounts.google.com')
    .setAudience(opts.aud ?? GOOGLE_ID)
    .setIssuedAt()
    .setExpirationTime(opts.exp ?? '10m')
    .sign(opts.key ?? privateKey);
}

const social = (token: string, extra: Record<string, string> = {}) => post('auth/social-login', { token, medium: 'google', unique_id: 'x', ...extra });

describe('social sign-in verifies the ID token', () => {
  it('advertises Google only when its client id is configured', async () => {
    const c = (await call('config')).body;
    expect(c.centralize_login).toMatchObject({ social_login_status: 1, google_login_status: 1, facebook_login_status: 0, apple_login_status: 0 });
    const fb = await post('auth/social-login', { token: 'x', medium: 'facebook' });
    expect(fb.status).toBe(403);
    expect(errorCode(fb)).toBe('medium');
  });

  it('refuses a token for another audience, an expired one, one signed with another key, and garbage', async () => {
    const claims = { sub: 'g-1', email: 'someone@example.com' };
    const wrongAud = await social(await idToken(claims, { aud: 'someone-else' }));
    expect(wrongAud.status).toBe(403);
    expect(wrongAud.body.errors).toEqual([{ code: 'token', message: 'The sign-in token could not be verified.' }]);
    const expired = await social(await idToken(claims, { exp: Math.floor(Date.now() / 1000) - 60 }));
    expect(expired.status).toBe(403);
    expect(expired.body.errors).toEqual([{ code: 'token', message: 'The sign-in token has expired. Please sign in again.' }]);
    expect((await social(await idToken(claims, { key: otherKey }))).status).toBe(403);
    expect((await social(await idToken(claims, { iss: 'https://evil.example' }))).status).toBe(403);
    expect((await social('not-a-jwt')).status).toBe(403);
  });

  it('a new identity with an e-mail goes to user_info, then update-info creates and links the account', async () => {
    const who = fresh('google');
    const token = await idToken({ sub: `g-${who.phone}`, email: who.email, name: 'Goo Gle' });
    const first = await social(token);
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ token: null, is_personal_info: 0, email: who.email, temp_token: expect.any(String) });
    const done = await post('auth/update-info', { name: 'Goo Gle', phone: who.phone, login_type: 'social', temp_token: first.body.temp_token as string });
    expect(done.body).toMatchObject({ token: expect.any(String), login_type: 'social' });
    const info = await call('customer/info', { headers: bearer(done.body.token as string) });
    expect(info.body).toMatchObject({ email: who.email, phone: who.phone, login_medium: 'google' });
    // next time the identity signs straight in
    const again = await social(await idToken({ sub: `g-${who.phone}`, email: who.email }));
    expect(again.body).toMatchObject({ token: expect.any(String), is_personal_info: 1 });
  });

  it('an e-mail of an existing account asks "Is It You?"; yes links and signs in', async () => {
    const existing = await signUp('isityou');
    const token = await idToken({ sub: `g-exist-${existing.phone}`, email: existing.email });
    const ask = await social(token);
    expect(ask.body).toMatchObject({ token: null, is_exist_user: { name: 'Test isityou', image: null } });
    const yes = await social(token, { verified: 'yes' });
    expect(yes.body).toMatchObject({ token: expect.any(String) });
    expect((await social(token)).body.token).toEqual(expect.any(String));
  });

  it('"No" starts a separate account without the e-mail that belongs to someone else', async () => {
    const existing = await signUp('notme');
    const no = await social(await idToken({ sub: `g-no-${existing.phone}`, email: existing.email }), { verified: 'no' });
    expect(no.body).toMatchObject({ token: null, is_personal_info: 0, email: null, temp_token: expect.any(String) });
  });

  it('no e-mail from the provider answers code email, and a phone then continues', async () => {
    const sub = `g-noemail-${Date.now()}`;
    const missing = await social(await idToken({ sub }));
    expect(missing.status).toBe(403);
    expect(errorCode(missing)).toBe('email');
    const withPhone = await social(await idToken({ sub }), { phone: fresh('p').phone });
    expect(withPhone.body).toMatchObject({ token: null, is_personal_info: 0 });
  });

  it('social-register creates the account at once, and refuses it twice', async () => {
    const who = fresh('register');
    const token = await idToken({ sub: `g-reg-${who.phone}`, email: who.email, name: 'Reg Ister' });
    const res = await post('auth/social-register', { token, medium: 'google', phone: who.phone });
    expect(res.body).toMatchObject({ token: expect.any(String) });
    const twice = await post('auth/social-register', { token, medium: 'google', phone: fresh('x').phone });
    expect(twice.status).toBe(403);
  });
});

describe('auth/firebase-verify-token', () => {
  const firebaseToken = (phone: string, opts: { aud?: string } = {}) =>
    idToken({ sub: `fb-${phone}`, phone_number: phone }, { iss: `https://securetoken.google.com/${PROJECT}`, aud: opts.aud ?? PROJECT });

  it('advertises Firebase verification when configured, and signs a proven phone in', async () => {
    expect((await call('config')).body.firebase_otp_verification).toBe(1);
    const who = await signUp('firebase');
    const res = await post('auth/firebase-verify-token', { phone: who.phone, id_token: await firebaseToken(who.phone), login_type: 'otp' });
    expect(res.body).toMatchObject({ token: expect.any(String), login_type: 'otp' });
  });

  it('refuses a token for another phone or another project', async () => {
    const who = fresh('fbbad');
    const other = await post('auth/firebase-verify-token', { phone: who.phone, id_token: await firebaseToken('+971559999999'), login_type: 'otp' });
    expect(other.status).toBe(403);
    expect(errorCode(other)).toBe('otp');
    const project = await post('auth/firebase-verify-token', { phone: who.phone, id_token: await firebaseToken(who.phone, { aud: 'elsewhere' }), login_type: 'otp' });
    expect(project.status).toBe(403);
    expect(errorCode(project)).toBe('token');
  });
});
