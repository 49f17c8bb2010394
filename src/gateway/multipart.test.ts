/** @jest-environment node */
import sharp from 'sharp';
import { dispatch } from './index';
import { closeDatabase, ensureDatabase } from '@/backend';

beforeAll(async () => {
  await ensureDatabase();
}, 120_000);
afterAll(async () => {
  await closeDatabase();
});

function form(parts: { name: string; value: string | Buffer; filename?: string; type?: string }[]): { body: Buffer; type: string } {
  const boundary = 'souk-boundary-1';
  const chunks: Buffer[] = [];
  for (const p of parts) {
    const disposition = `form-data; name="${p.name}"${p.filename ? `; filename="${p.filename}"` : ''}`;
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: ${disposition}\r\n${p.type ? `Content-Type: ${p.type}\r\n` : ''}\r\n`));
    chunks.push(Buffer.isBuffer(p.value) ? p.value : Buffer.from(p.value));
    chunks.push(Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { body: Buffer.concat(chunks), type: `multipart/form-data; boundary=${boundary}` };
}

const send = (body: Buffer, type: string, token = 'nobody') =>
  dispatch({ method: 'POST', path: 'customer/update-profile', search: '', headers: { 'content-type': type, authorization: `Bearer ${token}` }, cookies: {}, rawBody: body, secure: false });

async function newCustomer(): Promise<{ token: string; email: string; phone: string }> {
  const n = String(Date.now() % 10_000_000).padStart(7, '0');
  const who = { email: `mp-${n}@example.com`, phone: `+9715${n}11` };
  const res = await dispatch({
    method: 'POST',
    path: 'auth/sign-up',
    search: '',
    headers: { 'content-type': 'application/json' },
    cookies: {},
    rawBody: Buffer.from(JSON.stringify({ name: 'Multi Part', password: 'secret-123', ...who })),
    secure: false,
  });
  return { ...who, token: (res.body as { token: string }).token };
}

describe('multipart bodies at the gateway', () => {
  it('carry a profile photo to the API, which is then served as the image itself', async () => {
    const who = await newCustomer();
    const photo = await sharp({ create: { width: 6, height: 6, channels: 3, background: '#e76f51' } }).jpeg().toBuffer();
    const fields = [{ name: 'name', value: 'Photo Person' }, { name: 'email', value: who.email }, { name: 'phone', value: who.phone }];
    const { body, type } = form([...fields, { name: 'image', value: photo, filename: 'me.jpg', type: 'image/jpeg' }]);
    const res = await send(body, type, who.token);
    expect(res.status).toBe(200);
    const info = await dispatch({ method: 'GET', path: 'customer/info', search: '', headers: { authorization: `Bearer ${who.token}` }, cookies: {}, secure: false });
    const url = String((info.body as { image_full_url: string }).image_full_url);
    const served = await dispatch({ method: 'GET', path: url.replace('/api/v1/', ''), search: '', headers: {}, cookies: {}, secure: false });
    expect(served.headers['content-type']).toBe('image/jpeg');
    expect(served.raw?.equals(photo)).toBe(true);
  });

  it('answer 413 for a file over 5 MB and 400 for a broken body', async () => {
    const big = form([{ name: 'image', value: Buffer.alloc(5 * 1024 * 1024 + 10), filename: 'big.png', type: 'image/png' }]);
    expect((await send(big.body, big.type)).status).toBe(413);
    expect((await send(Buffer.from('garbage'), 'multipart/form-data')).status).toBe(400);
  });
});
