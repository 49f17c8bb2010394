import sharp from 'sharp';
import { handleApiRequest } from '../index';
import { call, errorCode, type Json } from '../../testing/backend';
import type { UploadedFile } from '../types';
import { bearer, envSwitch, post, signUp } from '../../testing/accounts';

const env = envSwitch();
const png = () => sharp({ create: { width: 8, height: 8, channels: 3, background: '#2a9d8f' } }).png().toBuffer();

function updateProfile(token: string, body: Json, image?: UploadedFile) {
  return handleApiRequest({ method: 'POST', path: 'customer/update-profile', query: {}, headers: bearer(token), body, files: image ? { image: [image] } : undefined });
}

describe('customer/update-profile', () => {
  it('updates the name, e-mail and password, and stores a real image that is then served', async () => {
    const who = await signUp('profile');
    const image = { filename: 'me.png', mimeType: 'image/png', data: await png() };
    const res = await updateProfile(who.token, { name: 'Renamed Person', email: who.email, phone: who.phone, password: 'new-pass-1', confirm_password: 'new-pass-1' }, image);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: 'Updated successfully.', otp_send: false });
    const info = (await call('customer/info', { headers: bearer(who.token) })).body;
    expect(info).toMatchObject({ f_name: 'Renamed', l_name: 'Person' });
    const url = String(info.image_full_url);
    expect(url).toMatch(/^\/api\/v1\/files\/[a-f0-9]{32}\.png$/);
    const served = await call(url.replace('/api/v1/', ''));
    expect(served.status).toBe(200);
    expect(served.headers?.['content-type']).toBe('image/png');
    expect(Buffer.isBuffer(served.body)).toBe(true);
    expect((await post('auth/login', { email_or_phone: who.email, password: 'new-pass-1' })).status).toBe(200);
  });

  it('checks the real file type, not the name, and the 2 MB limit', async () => {
    const who = await signUp('badimage');
    const base = { name: 'Bad Image', email: who.email, phone: who.phone };
    const fake = await updateProfile(who.token, base, { filename: 'me.png', mimeType: 'image/png', data: Buffer.from('<svg onload="alert(1)"></svg>') });
    expect(fake.status).toBe(422);
    expect((fake.body as { errors: unknown }).errors).toEqual([{ code: 'image', message: 'The image must be a file of type: jpg, png, jpeg, gif.' }]);
    const webp = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#000' } }).webp().toBuffer();
    expect((await updateProfile(who.token, base, { filename: 'a.jpg', mimeType: 'image/jpeg', data: webp })).status).toBe(422);
    const big = await updateProfile(who.token, base, { filename: 'big.png', mimeType: 'image/png', data: Buffer.alloc(2 * 1024 * 1024 + 1) });
    expect(big.status).toBe(422);
  });

  it('validates with the spec words, and refuses an e-mail or phone that is taken', async () => {
    const who = await signUp('profval');
    const other = await signUp('profother');
    const empty = await updateProfile(who.token, { name: '', email: '', phone: '' });
    expect(empty.status).toBe(422);
    const messages = (empty.body as { errors: { message: string }[] }).errors.map((e) => e.message);
    expect(messages).toEqual(expect.arrayContaining(['name is required', 'phone number required', 'Email is required']));
    const taken = await updateProfile(who.token, { name: 'X', email: other.email, phone: who.phone });
    expect(taken.status).toBe(403);
    expect(errorCode(taken)).toBe('email');
  });

  it('keeps a verified phone, and answers otp_send for a new e-mail, then applies it with the code', async () => {
    env({ SOUK_DEMO_MODE: '1', SOUK_PHONE_VERIFICATION: undefined, SOUK_EMAIL_VERIFICATION: undefined });
    const who = await signUp('profotp');
    env({ SOUK_PHONE_VERIFICATION: '1', SOUK_EMAIL_VERIFICATION: '1' });
    const newPhone = `${who.phone.slice(0, -1)}${(Number(who.phone.slice(-1)) + 5) % 10}`;
    const phone = await updateProfile(who.token, { name: 'Otp Person', email: who.email, phone: newPhone });
    expect(phone.status).toBe(403);
    expect((phone.body as { errors: unknown }).errors).toEqual([{ code: 'phone', message: 'A verified phone number cannot be changed.' }]);
    const body = { name: 'Otp Person', email: `new-${who.email}`, phone: who.phone };
    const first = await updateProfile(who.token, body);
    expect(first.body).toMatchObject({ otp_send: true, verification_on: 'email', verification_medium: 'email' });
    expect((await updateProfile(who.token, { ...body, otp: '111111' })).status).toBe(403);
    const done = await updateProfile(who.token, { ...body, otp: '123456' });
    expect(done.body).toMatchObject({ message: 'Updated successfully.' });
    expect((await call('customer/info', { headers: bearer(who.token) })).body.email).toBe(`new-${who.email}`);
  });
});

describe('customer/remove-account', () => {
  it('deletes the account and revokes every token', async () => {
    const who = await signUp('remove');
    const second = (await post('auth/login', { email_or_phone: who.email, password: 'secret-123' })).body.token as string;
    const res = await call('customer/remove-account', { method: 'DELETE', headers: bearer(who.token) });
    expect(res.body).toEqual({ message: 'Account has been deleted' });
    for (const token of [who.token, second]) expect((await call('customer/info', { headers: bearer(token) })).status).toBe(401);
    expect((await post('auth/login', { email_or_phone: who.email, password: 'secret-123' })).status).toBe(401);
  });
});

describe('forgot password', () => {
  it('answers the same words for known and unknown accounts, checks the code, and resets', async () => {
    env({ SOUK_DEMO_MODE: '1' });
    const who = await signUp('forgot');
    const known = await post('auth/forgot-password', { email_or_phone: who.phone });
    const unknown = await post('auth/forgot-password', { email_or_phone: '+971559990000' });
    expect(known.status).toBe(200);
    expect(known.body).toEqual(unknown.body);
    expect((await post('auth/verify-token', { email_or_phone: who.phone, reset_token: '000000' })).status).toBe(403);
    expect((await post('auth/verify-token', { email_or_phone: who.phone, reset_token: '123456' })).status).toBe(200);
    const reset = (body: Json) => call('auth/reset-password', { method: 'PUT', body: { email_or_phone: who.phone, reset_token: '123456', ...body } });
    const mismatch = await reset({ password: 'fresh-pass', confirm_password: 'other-pass' });
    expect((mismatch.body as { errors: unknown }).errors).toEqual([{ code: 'confirm_password', message: 'Passwords must match' }]);
    const ok = await reset({ password: 'fresh-pass', confirm_password: 'fresh-pass' });
    expect(ok.body).toEqual({ message: 'Password changed successfully.' });
    // old sessions are signed out, the new password works, the code is used up
    expect((await call('customer/info', { headers: bearer(who.token) })).status).toBe(401);
    expect((await post('auth/login', { email_or_phone: who.phone, password: 'fresh-pass' })).status).toBe(200);
    expect((await reset({ password: 'again-pass', confirm_password: 'again-pass' })).status).toBe(403);
  });

  it('refuses an identifier that is neither an e-mail nor a phone', async () => {
    env({ SOUK_DEMO_MODE: '1' });
    const res = await post('auth/forgot-password', { email_or_phone: 'nobody' });
    expect(res.status).toBe(403);
    expect((res.body as { errors: unknown }).errors).toEqual([{ code: 'email_or_phone', message: 'Must be a valid email or phone number' }]);
  });
});
