/**
 * Partner registrations (issue 34): a store's and a rider's application kept pending with their
 * files, and every refusal in the contract's error shape: a missing or bad field, a missing map
 * point, a point outside every zone or the chosen zone, a module the zone does not serve, an
 * oversized or non-image file, a repeated e-mail or phone; the packages and the business plan.
 */
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { getDb } from '../db/client';
import { riderApplications, storeApplications } from '../db/schema-partners';
import { handleApiRequest } from '../index';
import { readStored } from '../services/storage';
import { verifyPassword } from '../services/passwords';
import { call, errorCode, type ErrorBody } from '../../testing/backend';
import type { UploadedFile } from '../types';

jest.setTimeout(30_000);

let png: Buffer;
beforeAll(async () => {
  png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#e76f51' } }).png().toBuffer();
});
const file = (data: Buffer, filename = 'picture.png'): UploadedFile[] => [{ filename, mimeType: 'image/png', data }];

let serial = 0;
function owner() {
  serial += 1;
  const n = String(Date.now() % 1_000_000).padStart(6, '0') + String(serial).padStart(2, '0');
  return { email: `partner-${n}@souk.test`, phone: `+9715${n}` };
}

/** Burj Khalifa: in Central Dubai (zone 1), which serves every module; grocery is module 1. */
const storeFields = (extra: Record<string, string> = {}) => ({
  f_name: 'Huda',
  l_name: 'Saleh',
  ...owner(),
  password: 'secret-123',
  confirm_password: 'secret-123',
  name: 'Huda Greens',
  name_ar: 'خضار هدى',
  address: 'Downtown Dubai',
  address_ar: 'وسط مدينة دبي',
  latitude: '25.1972',
  longitude: '55.2744',
  zone_id: '1',
  module_id: '1',
  minimum_delivery_time: '20',
  maximum_delivery_time: '40',
  delivery_time_type: 'minute',
  tin: 'TRN-100200300',
  tin_expire_date: '2099-12-31',
  business_plan: 'commission',
  ...extra,
});

type Files = Record<string, UploadedFile[]>;
const storeFiles = (): Files => ({ logo: file(png), cover_photo: file(png), tin_certificate_image: file(Buffer.from('%PDF-1.4\n%test document\n'), 'licence.pdf') });

function post(path: string, body: Record<string, string>, files: Files, lang = 'en') {
  return handleApiRequest({ method: 'POST', path, query: {}, headers: { 'x-localization': lang }, body, files });
}
const registerStore = (body = storeFields(), files = storeFiles(), lang = 'en') => post('auth/vendor/register', body, files, lang);

const riderFields = (extra: Record<string, string> = {}) => ({
  f_name: 'Omar',
  l_name: 'Nasser',
  ...owner(),
  password: 'ride-4-ever',
  identity_type: 'passport',
  identity_number: 'P1234567',
  vehicle_id: '1',
  zone_id: '2',
  earning: '1',
  ...extra,
});
const riderFiles = (): Files => ({ 'identity_image[]': [...file(png), ...file(png)], image: file(png) });
const registerRider = (body = riderFields(), files = riderFiles(), lang = 'en') => post('auth/delivery-man/store', body, files, lang);

const refusal = (res: { status: number; body: unknown }) => ({ status: res.status, code: errorCode(res), message: (res.body as ErrorBody).errors[0]?.message });

describe('store registration', () => {
  it('keeps a pending application with its files and a hashed password', async () => {
    const body = storeFields();
    const res = await registerStore(body);
    expect(res.status).toBe(200);
    const answer = res.body as { message: string; store_id: number; status: string };
    expect(answer).toMatchObject({ status: 'pending', message: 'Your application has been received and is pending approval.' });
    const db = await getDb();
    const [row] = await db.select().from(storeApplications).where(eq(storeApplications.id, answer.store_id));
    expect(row).toMatchObject({ name: 'Huda Greens', nameAr: 'خضار هدى', zoneId: 1, moduleId: 1, status: 'pending', businessPlan: 'commission', email: body.email, phone: body.phone, minimumDeliveryTime: 20, maximumDeliveryTime: 40 });
    expect(row!.passwordHash).not.toContain('secret-123');
    expect(await verifyPassword('secret-123', row!.passwordHash)).toBe(true);
    for (const path of [row!.logo, row!.coverPhoto, row!.tinCertificate]) {
      const stored = await readStored(db, String(path).replace('uploads/', ''));
      expect(stored?.data.length).toBeGreaterThan(0);
    }
    expect(row!.tinCertificate).toMatch(/\.pdf$/);
  });

  it('answers in Arabic and keeps a subscription with its package', async () => {
    const res = await registerStore(storeFields({ business_plan: 'subscription', package_id: '2' }), storeFiles(), 'ar');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ message: 'تم استلام طلبك وهو بانتظار الموافقة.', business_plan: 'subscription', package_id: 2 });
    const noPackage = await registerStore(storeFields({ business_plan: 'subscription' }));
    expect(refusal(noPackage)).toMatchObject({ status: 403, code: 'package_id', message: 'Choose a subscription package' });
  });

  it('refuses a missing map point, a point outside every zone or the chosen zone, and a module the zone does not serve', async () => {
    expect(refusal(await registerStore(storeFields({ latitude: '', longitude: '' })))).toMatchObject({ status: 403, code: 'latitude', message: 'Pick the store’s location on the map' });
    // the open sea off Jumeirah
    expect(refusal(await registerStore(storeFields({ latitude: '25.30', longitude: '55.10' })))).toMatchObject({ status: 403, code: 'coordinates', message: 'Service not available in this area' });
    // Dubai Marina lies in zone 2, not 1
    expect(refusal(await registerStore(storeFields({ latitude: '25.08', longitude: '55.14' })))).toMatchObject({ status: 403, code: 'coordinates', message: 'The location is outside the chosen zone.' });
    // Silicon Oasis (zone 3) serves food and grocery only; pharmacy is module 3
    const oasis = { latitude: '25.12', longitude: '55.38', zone_id: '3' };
    const pharmacy = await call<{ id: number; module_type: string }[]>('module');
    const pharmacyId = pharmacy.body.find((m) => m.module_type === 'pharmacy')!.id;
    expect(refusal(await registerStore(storeFields({ ...oasis, module_id: String(pharmacyId) })))).toMatchObject({ status: 403, code: 'module_id' });
    expect(refusal(await registerStore(storeFields({ zone_id: '999' })))).toMatchObject({ status: 403, code: 'zone_id' });
    expect(refusal(await registerStore(storeFields({ longitude: '' }), storeFiles(), 'ar'))).toMatchObject({ status: 403, code: 'longitude', message: 'حدد موقع المتجر على الخريطة' });
  });

  it('refuses missing and invalid fields one entry each, in the shared messages', async () => {
    const res = await registerStore(storeFields({ f_name: '', name: '', email: 'not-an-email', phone: '12', password: '123', confirm_password: '124', maximum_delivery_time: '10' }));
    expect(res.status).toBe(403);
    const errors = (res.body as ErrorBody).errors;
    expect(errors).toEqual(
      expect.arrayContaining([
        { code: 'f_name', message: 'First name is required' },
        { code: 'name', message: 'Store name is required' },
        { code: 'email', message: 'Must be a valid email' },
        { code: 'phone', message: 'number must be 10 digits' },
        { code: 'password', message: 'Password is too short - should be 6 chars minimum.' },
      ]),
    );
    const ar = await registerStore(storeFields({ name: '' }), storeFiles(), 'ar');
    expect(refusal(ar)).toMatchObject({ status: 403, code: 'name', message: 'اسم المتجر مطلوب' });
    expect(refusal(await registerStore(storeFields({ maximum_delivery_time: '10' })))).toMatchObject({ code: 'maximum_delivery_time', message: 'The maximum delivery time must be greater than the minimum' });
    expect(refusal(await registerStore(storeFields({ tin: '' })))).toMatchObject({ code: 'tin', message: 'Tax id is required' });
    expect(refusal(await registerStore(storeFields({ tin_expire_date: '2001-01-01' })))).toMatchObject({ code: 'tin_expire_date' });
    expect(refusal(await registerStore(storeFields({ business_plan: '' })))).toMatchObject({ code: 'business_plan', message: 'Choose a business plan' });
  });

  it('refuses a missing, oversized or non-image file and keeps none of the files', async () => {
    const db = await getDb();
    const before = (await db.select().from(storeApplications)).length;
    const { logo: _logo, ...noLogo } = storeFiles();
    void _logo;
    expect(refusal(await registerStore(storeFields(), noLogo))).toMatchObject({ status: 403, code: 'logo', message: 'Store logo is required' });
    const big = Buffer.concat([png, Buffer.alloc(2 * 1024 * 1024)]);
    expect(refusal(await registerStore(storeFields(), { ...storeFiles(), cover_photo: file(big) }))).toMatchObject({ status: 403, code: 'cover_photo', message: 'The file may not be greater than 2048 KB' });
    expect(refusal(await registerStore(storeFields(), { ...storeFiles(), logo: file(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'), 'logo.png') }))).toMatchObject({ status: 403, code: 'logo', message: 'The file must be an image: jpg, png or gif' });
    expect(refusal(await registerStore(storeFields(), { ...storeFiles(), tin_certificate_image: file(Buffer.from('MZ not a document'), 'licence.pdf') }))).toMatchObject({ code: 'tin_certificate_image', message: 'The file must be an image (jpg, png, gif) or a PDF' });
    expect(refusal(await registerStore(storeFields(), { ...storeFiles(), cover_photo: file(big) }, 'ar'))).toMatchObject({ message: 'يجب ألا يزيد حجم الملف عن 2048 كيلوبايت' });
    expect((await db.select().from(storeApplications)).length).toBe(before);
  });

  it('refuses a repeated e-mail or phone (any case or spacing), and a store’s own phone', async () => {
    const first = storeFields();
    expect((await registerStore(first)).status).toBe(200);
    expect(refusal(await registerStore(storeFields({ email: first.email.toUpperCase() })))).toMatchObject({ status: 403, code: 'email', message: 'The email has already been taken.' });
    const spaced = first.phone.replace(/^(\+\d{3})(\d{3})/, '$1 $2 ');
    expect(refusal(await registerStore(storeFields({ phone: spaced })))).toMatchObject({ status: 403, code: 'phone', message: 'The phone has already been taken.' });
    const both = await registerStore(storeFields({ email: first.email, phone: first.phone }));
    expect((both.body as ErrorBody).errors.map((e) => e.code)).toEqual(['email', 'phone']);
    // racing the same application twice: one is kept, the other is the clear 403
    const twin = storeFields();
    const raced = await Promise.all([registerStore(twin), registerStore(twin)]);
    expect(raced.map((r) => r.status).sort()).toEqual([200, 403]);
  });
});

describe('rider registration', () => {
  it('keeps a pending application with up to 2 identity images and a profile image', async () => {
    const body = riderFields();
    const res = await registerRider(body);
    expect(res.status).toBe(200);
    const answer = res.body as { delivery_man_id: number; status: string };
    expect(answer.status).toBe('pending');
    const db = await getDb();
    const [row] = await db.select().from(riderApplications).where(eq(riderApplications.id, answer.delivery_man_id));
    expect(row).toMatchObject({ fName: 'Omar', identityType: 'passport', vehicleId: 1, zoneId: 2, earning: 1, status: 'pending', email: body.email });
    expect(row!.identityImages).toHaveLength(2);
    expect(await verifyPassword('ride-4-ever', row!.passwordHash)).toBe(true);
  });

  it('refuses each bad field and file', async () => {
    expect(refusal(await registerRider(riderFields({ identity_type: 'library_card' })))).toMatchObject({ code: 'identity_type', message: 'Choose an identity type' });
    expect(refusal(await registerRider(riderFields({ vehicle_id: '999' })))).toMatchObject({ code: 'vehicle_id' });
    expect(refusal(await registerRider(riderFields({ zone_id: '999' })))).toMatchObject({ code: 'zone_id' });
    expect(refusal(await registerRider(riderFields({ earning: '' })))).toMatchObject({ code: 'earning', message: 'Choose an earning type' });
    expect(refusal(await registerRider(riderFields(), { ...riderFiles(), 'identity_image[]': [...file(png), ...file(png), ...file(png)] }))).toMatchObject({ code: 'identity_image', message: 'At most 2 identity images' });
    expect(refusal(await registerRider(riderFields(), { image: file(png) }))).toMatchObject({ code: 'identity_image', message: 'Add a picture of your identity document' });
    expect(refusal(await registerRider(riderFields(), { ...riderFiles(), image: file(Buffer.from('plain text'), 'me.jpg') }))).toMatchObject({ code: 'image', message: 'The file must be an image: jpg, png or gif' });
    expect(refusal(await registerRider(riderFields(), { ...riderFiles(), image: file(Buffer.concat([png, Buffer.alloc(2 * 1024 * 1024)])) }))).toMatchObject({ code: 'image', message: 'The file may not be greater than 2048 KB' });
  });

  it('refuses a repeated e-mail or phone', async () => {
    const first = riderFields();
    expect((await registerRider(first)).status).toBe(200);
    expect(refusal(await registerRider(riderFields({ email: first.email })))).toMatchObject({ status: 403, code: 'email' });
    expect(refusal(await registerRider(riderFields({ phone: first.phone }), riderFiles(), 'ar'))).toMatchObject({ status: 403, code: 'phone', message: 'رقم الهاتف مستخدم بالفعل.' });
  });
});

describe('packages and the business plan', () => {
  it('lists the subscription packages in both languages and offers both plans in the config', async () => {
    const en = await call<{ packages: { id: number; package_name: string; price: number }[] }>('vendor/package-view');
    expect(en.body.packages.map((p) => p.package_name)).toEqual(['Starter', 'Growth', 'Pro']);
    const ar = await call<{ packages: { package_name: string }[] }>('vendor/package-view', { headers: { 'x-localization': 'ar' } });
    expect(ar.body.packages[0]?.package_name).toBe('البداية');
    const config = await call('config');
    expect(config.body).toMatchObject({ commission_business_model: 1, subscription_business_model: 1, store_tax_document_status: 1, toggle_store_registration: true, toggle_dm_registration: true });
  });

  it('sets the plan of a pending application once', async () => {
    const db = await getDb();
    const made = await registerStore(storeFields());
    const storeId = (made.body as { store_id: number }).store_id;
    await db.update(storeApplications).set({ businessPlan: null }).where(eq(storeApplications.id, storeId));
    const set = await call('vendor/business_plan', { method: 'POST', body: { store_id: storeId, business_plan: 'subscription', package_id: 3 } });
    expect(set.status).toBe(200);
    const again = await call('vendor/business_plan', { method: 'POST', body: { store_id: storeId, business_plan: 'commission' } });
    expect(again.status).toBe(404);
    const [row] = await db.select().from(storeApplications).where(eq(storeApplications.id, storeId));
    expect(row).toMatchObject({ businessPlan: 'subscription', packageId: 3 });
  });
});
