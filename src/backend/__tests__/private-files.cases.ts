/**
 * Private uploads (services/storage.ts, files/{key}): identity documents, a store's tax document and
 * prescriptions are answered only to the account that sent them; to anyone else, and to a caller
 * without an account, 404 as for a key that does not exist. Profile photos and store images stay public.
 */
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { getDb } from '../db/client';
import { items, stores } from '../db/schema';
import { riderApplications, storeApplications } from '../db/schema-partners';
import { handleApiRequest } from '../index';
import { call, errorCode, headers } from '../../testing/backend';
import type { UploadedFile } from '../types';
import { bearer, fresh, signUp } from '../../testing/accounts';
import { enough, HOME, line } from '../../testing/orders';

jest.setTimeout(30_000);

let png: Buffer;
beforeAll(async () => {
  png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#264653' } }).png().toBuffer();
});
const image = (): UploadedFile[] => [{ filename: 'card.png', mimeType: 'image/png', data: png }];
const keyOf = (mediaPath: string | null | undefined) => String(mediaPath).replace(/^uploads\//, '');
const fetchFile = (key: string, token?: string) => call(`files/${key}`, { headers: token ? bearer(token) : {} });

function register(path: string, body: Record<string, string>, files: Record<string, UploadedFile[]>, token?: string) {
  return handleApiRequest({ method: 'POST', path, query: {}, headers: token ? bearer(token) : {}, body, files });
}

describe('private uploads', () => {
  it("a rider's identity documents go to the account that sent them only; the photo stays public", async () => {
    const [applicant, other] = [await signUp('rider-docs'), await signUp('rider-nosy')];
    const who = fresh('rider-app');
    const body = { f_name: 'Omar', l_name: 'Nasser', email: who.email, phone: who.phone, password: 'ride-4-ever', identity_type: 'passport', identity_number: 'P7654321', vehicle_id: '1', zone_id: '2', earning: '1' };
    const res = await register('auth/delivery-man/store', body, { 'identity_image[]': image(), image: image() }, applicant.token);
    expect(res.status).toBe(200);
    const db = await getDb();
    const [row] = await db.select().from(riderApplications).where(eq(riderApplications.email, who.email));
    const identity = keyOf(row?.identityImages[0]);
    const anonymous = await fetchFile(identity);
    expect([anonymous.status, errorCode(anonymous)]).toEqual([404, 'file']);
    expect((await fetchFile(identity, other.token)).status).toBe(404);
    const own = await fetchFile(identity, applicant.token);
    expect(own.status).toBe(200);
    expect(own.headers?.['cache-control']).toBe('private, no-store');
    const photo = await fetchFile(keyOf(row?.image));
    expect([photo.status, photo.headers?.['cache-control']]).toEqual([200, 'public, max-age=31536000, immutable']);
  });

  it("a store's tax document sent without an account is answered to no caller; its logo is public", async () => {
    const who = fresh('store-docs');
    const { token } = await signUp('store-nosy');
    const body = {
      f_name: 'Huda', l_name: 'Saleh', email: who.email, phone: who.phone, password: 'secret-123', confirm_password: 'secret-123', name: 'Private Papers', name_ar: 'أوراق', address: 'Downtown Dubai', address_ar: 'وسط دبي',
      latitude: '25.1972', longitude: '55.2744', zone_id: '1', module_id: '1', minimum_delivery_time: '20', maximum_delivery_time: '40', delivery_time_type: 'minute', tin: 'TRN-1', tin_expire_date: '2099-12-31', business_plan: 'commission',
    };
    const pdf: UploadedFile[] = [{ filename: 'licence.pdf', mimeType: 'application/pdf', data: Buffer.from('%PDF-1.4\n%private\n') }];
    const res = await register('auth/vendor/register', body, { logo: image(), cover_photo: image(), tin_certificate_image: pdf });
    expect(res.status).toBe(200);
    const db = await getDb();
    const [row] = await db.select().from(storeApplications).where(eq(storeApplications.email, who.email));
    expect((await fetchFile(keyOf(row?.tinCertificate))).status).toBe(404);
    expect((await fetchFile(keyOf(row?.tinCertificate), token)).status).toBe(404);
    expect((await fetchFile(keyOf(row?.logo))).status).toBe(200);
  });

  it("a prescription goes to the customer who ordered with it only", async () => {
    const [customer, other] = [await signUp('rx-own'), await signUp('rx-nosy')];
    const db = await getDb();
    const [found] = await db.select({ item: items, store: stores }).from(items).innerJoin(stores, eq(items.storeId, stores.id)).where(eq(items.slug, 'amoxicillin-500mg-capsules-21s'));
    if (!found) throw new Error('the seed has no prescription medicine');
    const placed = await handleApiRequest({
      method: 'POST',
      path: 'customer/order/place',
      query: {},
      headers: { ...headers(null), ...bearer(customer.token) },
      body: { order_type: 'delivery', payment_method: 'cash_on_delivery', ...HOME, store_id: String(found.store.id), cart: JSON.stringify([line(found.item, enough(found.item, found.store))]), latitude: String(found.store.latitude), longitude: String(found.store.longitude) },
      files: { 'order_attachment[]': image() },
    });
    expect(placed.status).toBe(200);
    const details = await call<{ order_attachment_full_url: string[] }>('customer/order/track', { headers: bearer(customer.token), query: { order_id: String((placed.body as { order_id: number }).order_id) } });
    const key = String(details.body.order_attachment_full_url[0]).split('/files/')[1] ?? '';
    expect(key).toMatch(/\.png$/);
    expect((await fetchFile(key)).status).toBe(404);
    expect((await fetchFile(key, other.token)).status).toBe(404);
    expect((await fetchFile(key, customer.token)).status).toBe(200);
  });
});
