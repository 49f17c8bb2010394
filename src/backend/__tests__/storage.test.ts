/** @jest-environment node */
/**
 * The file store of shoppers' uploads (services/file-store.ts), the same tests against both
 * drivers: the database (the default) and an S3 bucket, the latter twice: on the SDK's own mock
 * client (aws-sdk-client-mock, objects in a Map), and over HTTP on moto_server, an S3-compatible
 * server, where the machine has it (s3-server.ts).
 */
import { Readable } from 'node:stream';
import { CreateBucketCommand, DeleteObjectCommand, GetObjectCommand, ListObjectsV2Command, NoSuchKey, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { sdkStreamMixin } from '@smithy/core/serde';
import { mockClient } from 'aws-sdk-client-mock';
import { count, eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { getDb } from '../db/client';
import { customers, items, storedFiles, stores } from '../db/schema';
import { orders } from '../db/schema-orders';
import { closeDatabase, ensureDatabase, handleApiRequest } from '../index';
import { databaseStore, type FileStore } from '../services/file-store';
import { s3ClientConfig, s3Store } from '../services/file-store-s3';
import { fileStore, readStored, useFileStore } from '../services/storage';
import { call, errorCode, headers, type Json } from '../../testing/backend';
import type { UploadedFile } from '../types';
import { bearer, envSwitch, signUp } from '../../testing/accounts';
import { HOME, line, newGuest } from '../../testing/orders';
import { findMotoServer, startS3Server, type S3Server } from '../../testing/s3-server';

jest.setTimeout(30_000);

const MOTO = findMotoServer();
const MOTO_BUCKET = 'souk-moto';
let moto: { server: S3Server; client: S3Client } | null = null;

beforeAll(async () => {
  if (MOTO) {
    const server = await startS3Server(MOTO);
    // the client as UPLOADS_S3_ENDPOINT and UPLOADS_S3_FORCE_PATH_STYLE make it
    const config = s3ClientConfig({ UPLOADS_S3_ENDPOINT: server.endpoint, UPLOADS_S3_FORCE_PATH_STYLE: '1', UPLOADS_S3_REGION: 'us-east-1' });
    moto = { server, client: new S3Client({ ...config, credentials: { accessKeyId: 'AKIDSOUKMOTO', secretAccessKey: 'souk-moto-secret' } }) };
    await moto.client.send(new CreateBucketCommand({ Bucket: MOTO_BUCKET }));
  }
  await ensureDatabase();
  // the prescription item's store takes an order of one
  const db = await getDb();
  await db.update(stores).set({ minimumOrder: 0 }).where(sql`${stores.id} = (SELECT store_id FROM items WHERE slug = 'amoxicillin-500mg-capsules-21s')`);
}, 120_000);
afterAll(async () => {
  moto?.server.stop();
  await closeDatabase();
}, 30_000);

// ---- the bucket: the SDK's mock client over a Map of objects ----
const client = new S3Client({ region: 'eu-west-1', credentials: { accessKeyId: 'AKIDSOUKTEST', secretAccessKey: 'souk-test-secret' } });
const s3 = mockClient(client);
const bucket = new Map<string, { body: Buffer; type: string }>();
const BUCKET = 'souk-uploads';
const PREFIX = 'uploads/';

function emulateBucket(): void {
  s3.reset();
  bucket.clear();
  s3.on(PutObjectCommand).callsFake((input: { Key?: string; Body?: unknown; ContentType?: string }) => {
    bucket.set(String(input.Key), { body: Buffer.from(input.Body instanceof Uint8Array ? input.Body : []), type: input.ContentType ?? '' });
    return {};
  });
  s3.on(GetObjectCommand).callsFake((input: { Key?: string }) => {
    const object = bucket.get(String(input.Key));
    if (!object) throw new NoSuchKey({ message: 'The specified key does not exist.', $metadata: { httpStatusCode: 404 } });
    return { Body: sdkStreamMixin(Readable.from([object.body])), ContentType: object.type };
  });
  s3.on(DeleteObjectCommand).callsFake((input: { Key?: string }) => {
    bucket.delete(String(input.Key));
    return {};
  });
}

interface Driver {
  name: string;
  kind: 'database' | 's3';
  /** A presigned URL of it can be fetched here (a server on this machine). */
  fetchable: boolean;
  store: () => FileStore;
  /** The keys the store holds now. */
  kept: () => Promise<string[]>;
}

const databaseKeys = async () => (await (await getDb()).select({ key: storedFiles.key }).from(storedFiles)).map((r) => r.key);
const motoClient = () => {
  if (!moto) throw new Error('moto_server is not running');
  return moto.client;
};
const DRIVERS: Driver[] = [
  { name: 'database', kind: 'database', fetchable: false, store: () => databaseStore, kept: databaseKeys },
  { name: 's3 (SDK mock client)', kind: 's3', fetchable: false, store: () => s3Store(client, { bucket: BUCKET, prefix: PREFIX }), kept: async () => [...bucket.keys()].map((k) => k.slice(PREFIX.length)) },
  ...(MOTO
    ? [
        {
          name: 's3 (moto_server over HTTP)',
          kind: 's3' as const,
          fetchable: true,
          store: () => s3Store(motoClient(), { bucket: MOTO_BUCKET }),
          kept: async () => ((await motoClient().send(new ListObjectsV2Command({ Bucket: MOTO_BUCKET }))).Contents ?? []).map((o) => String(o.Key)),
        },
      ]
    : []),
];

const png = (background = '#2a9d8f') => sharp({ create: { width: 6, height: 4, channels: 3, background } }).png().toBuffer();
const upload = async (filename = 'photo.png'): Promise<UploadedFile> => ({ filename, mimeType: 'image/png', data: await png() });
const keyOf = (url: unknown) => String(url).replace(/^.*\/files\//, '');

function updateProfile(token: string, body: Json, image: UploadedFile) {
  return handleApiRequest({ method: 'POST', path: 'customer/update-profile', query: {}, headers: bearer(token), body, files: { image: [image] } });
}

async function placeWithPrescription(image: UploadedFile) {
  const db = await getDb();
  const [row] = await db.select({ item: items, store: stores }).from(items).innerJoin(stores, eq(items.storeId, stores.id)).where(eq(items.slug, 'amoxicillin-500mg-capsules-21s'));
  if (!row) throw new Error('no prescription item');
  return handleApiRequest({
    method: 'POST',
    path: 'customer/order/place',
    query: {},
    headers: headers(null),
    body: { guest_id: await newGuest(), order_type: 'delivery', payment_method: 'cash_on_delivery', ...HOME, store_id: String(row.store.id), cart: JSON.stringify([line(row.item, 1)]) },
    files: { order_attachment: [image] },
  });
}

/** Runs `run` while the table refuses every insert (the write's transaction fails), quietly. */
async function whileRefused<T>(table: string, run: () => Promise<T>): Promise<T> {
  const db = await getDb();
  await db.execute(sql.raw(`CREATE OR REPLACE FUNCTION souk_test_refuse() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RAISE EXCEPTION 'the test refuses this row'; END $$`));
  await db.execute(sql.raw(`CREATE TRIGGER souk_test_refuse BEFORE INSERT ON ${table} FOR EACH ROW EXECUTE FUNCTION souk_test_refuse()`));
  const quiet = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  try {
    return await run();
  } finally {
    quiet.mockRestore();
    await db.execute(sql.raw(`DROP TRIGGER souk_test_refuse ON ${table}`));
  }
}

/** A store's partner application: a logo, a cover photo and a PDF licence. */
async function applyForStore() {
  const n = String(Date.now() % 1_000_000).padStart(6, '0');
  const pdf = { filename: 'licence.pdf', mimeType: 'application/pdf', data: Buffer.from('%PDF-1.4\n%licence\n') };
  return handleApiRequest({
    method: 'POST',
    path: 'auth/vendor/register',
    query: {},
    headers: {},
    body: {
      f_name: 'Huda', l_name: 'Saleh', email: `storage-${n}@souk.test`, phone: `+9715${n}77`, password: 'secret-123', confirm_password: 'secret-123',
      name: 'Huda Greens', name_ar: 'خضار هدى', address: 'Downtown Dubai', address_ar: 'وسط مدينة دبي', latitude: '25.1972', longitude: '55.2744', zone_id: '1', module_id: '1',
      minimum_delivery_time: '20', maximum_delivery_time: '40', delivery_time_type: 'minute', tin: 'TRN-100200300', tin_expire_date: '2099-12-31', business_plan: 'commission',
    },
    files: { logo: [await upload('logo.png')], cover_photo: [await upload('cover.png')], tin_certificate_image: [pdf] },
  });
}

const orderCount = async () => Number((await (await getDb()).select({ n: count() }).from(orders))[0]?.n ?? 0);

describe.each(DRIVERS)('the file store on the $name driver', (driver) => {
  let restore: () => void = () => undefined;
  beforeEach(() => {
    emulateBucket();
    restore = useFileStore(driver.store());
  });
  afterEach(() => restore());

  it('puts, gets and removes files by key', async () => {
    const db = await getDb();
    const store = driver.store();
    const data = await png('#123456');
    const key = `${'ab'.repeat(16)}.png`;
    await store.put(db, [{ key, contentType: 'image/png', data }]);
    expect(await driver.kept()).toContain(key);
    const got = await store.get(db, key);
    expect(got?.contentType).toBe('image/png');
    expect(got?.data.equals(data)).toBe(true);
    await store.remove(db, [key]);
    expect(await driver.kept()).not.toContain(key);
    expect(await store.get(db, key)).toBeNull();
  });

  it('keeps a profile photo under the same media path, serves it at /api/v1/files/<key>, and removes it with the account', async () => {
    const who = await signUp('storage-photo');
    const image = await upload();
    expect((await updateProfile(who.token, { name: 'Photo Person', email: who.email, phone: who.phone }, image)).status).toBe(200);
    const url = String((await call('customer/info', { headers: bearer(who.token) })).body.image_full_url);
    expect(url).toMatch(/^\/api\/v1\/files\/[a-f0-9]{32}\.png$/);
    const key = keyOf(url);
    expect(await driver.kept()).toContain(key);
    expect((await readStored(await getDb(), key))?.data.equals(image.data)).toBe(true);

    const served = await call(`files/${key}`);
    if (driver.kind === 'database') {
      expect(served.status).toBe(200);
      expect(served.headers?.['content-type']).toBe('image/png');
      expect(Buffer.isBuffer(served.body) && served.body.equals(image.data)).toBe(true);
    } else {
      // a short-lived presigned GET of the object, kept by the browser for half its life
      expect(served.status).toBe(302);
      const location = new URL(String(served.headers?.location));
      expect(location.pathname.endsWith(`/${key}`)).toBe(true);
      expect(location.searchParams.get('X-Amz-Expires')).toBe('900');
      expect(location.searchParams.get('X-Amz-Signature')).toMatch(/^[a-f0-9]{64}$/);
      expect(served.headers?.['cache-control']).toBe('public, max-age=450');
      if (driver.fetchable) {
        // the browser's next step: the server answers the signed URL with the bytes
        const object = await fetch(location);
        expect(object.status).toBe(200);
        expect(object.headers.get('content-type')).toBe('image/png');
        expect(Buffer.from(await object.arrayBuffer()).equals(image.data)).toBe(true);
      } else {
        expect(location.hostname).toBe(`${BUCKET}.s3.eu-west-1.amazonaws.com`);
        expect(location.pathname).toBe(`/${PREFIX}${key}`);
      }
    }
    expect((await call(`files/${'0'.repeat(32)}.png`)).status).toBe(driver.kind === 'database' ? 404 : 302);
    expect((await call('files/not-a-key.svg')).status).toBe(404);

    expect((await call('customer/remove-account', { method: 'DELETE', headers: bearer(who.token) })).status).toBe(200);
    expect(await driver.kept()).not.toContain(key);
  });

  it('keeps a prescription with its order, and an order whose transaction fails leaves neither row nor file', async () => {
    const db = await getDb();
    const placed = await placeWithPrescription(await upload('rx.png'));
    expect(placed.status).toBe(200);
    const [order] = await db.select({ attachments: orders.attachments }).from(orders).where(eq(orders.id, Number((placed.body as Json).order_id)));
    const key = order?.attachments[0]?.replace(/^uploads\//, '') ?? '';
    expect(await driver.kept()).toContain(key);

    const before = { kept: (await driver.kept()).length, rows: (await databaseKeys()).length, orders: await orderCount() };
    const failed = await whileRefused('orders', async () => placeWithPrescription(await upload('rx.png')));
    expect(failed.status).toBe(500);
    expect(await orderCount()).toBe(before.orders);
    expect((await driver.kept()).length).toBe(before.kept);
    expect((await databaseKeys()).length).toBe(before.rows);
  });

  it("keeps a partner application's pictures and document, and none when its row is not written", async () => {
    const kept = (await driver.kept()).length;
    expect((await applyForStore()).status).toBe(200);
    expect((await driver.kept()).length).toBe(kept + 3);
    const failed = await whileRefused('store_applications', applyForStore);
    expect(failed.status).toBe(500);
    expect((await driver.kept()).length).toBe(kept + 3);
  });

  it('refuses a file that is not an image with a clear 422, and keeps nothing', async () => {
    const who = await signUp('storage-bad');
    const before = (await driver.kept()).length;
    const fake = await updateProfile(who.token, { name: 'Bad Person', email: who.email, phone: who.phone }, { filename: 'me.png', mimeType: 'image/png', data: Buffer.from('<svg onload="alert(1)"></svg>') });
    expect(fake.status).toBe(422);
    expect(errorCode(fake)).toBe('image');
    const refused = await placeWithPrescription({ filename: 'rx.png', mimeType: 'image/png', data: Buffer.from('%PDF-1.4 not an image') });
    expect(refused.status).toBe(422);
    expect(errorCode(refused)).toBe('order_attachment');
    expect((await driver.kept()).length).toBe(before);
    expect(s3.commandCalls(PutObjectCommand)).toHaveLength(0);
  });
});

describe('the s3 driver when the bucket fails', () => {
  let restore: () => void = () => undefined;
  beforeEach(() => {
    emulateBucket();
    restore = useFileStore(s3Store(client, { bucket: BUCKET, publicUrl: 'https://cdn.example/media/' }));
  });
  afterEach(() => restore());

  it('answers an upload 503 with Retry-After, keeps no row, and leaves the shopper as they were', async () => {
    const who = await signUp('storage-down');
    s3.on(PutObjectCommand).rejects(new Error('connect ECONNREFUSED'));
    const quiet = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      const res = await updateProfile(who.token, { name: 'Down Person', email: who.email, phone: who.phone }, await upload());
      expect(res.status).toBe(503);
      expect(res.headers?.['retry-after']).toBe('30');
      expect(errorCode(res)).toBe('storage');
      const before = await orderCount();
      const order = await placeWithPrescription(await upload('rx.png'));
      expect(order.status).toBe(503);
      expect(await orderCount()).toBe(before);
    } finally {
      quiet.mockRestore();
    }
    const [row] = await (await getDb()).select({ image: customers.image, fName: customers.fName }).from(customers).where(eq(customers.email, who.email));
    expect(row).toEqual({ image: null, fName: 'Test' });
  });

  it('removes the objects already put when a later one fails (every file or none)', async () => {
    let puts = 0;
    s3.on(PutObjectCommand).callsFake((input: { Key?: string }) => {
      puts += 1;
      if (puts === 2) throw new Error('SlowDown');
      bucket.set(String(input.Key), { body: Buffer.alloc(1), type: 'image/png' });
      return {};
    });
    const quiet = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const store = s3Store(client, { bucket: BUCKET });
    const files = ['1', '2'].map((n) => ({ key: `${n.repeat(32)}.png`, contentType: 'image/png', data: Buffer.alloc(1) }));
    await expect(store.put(await getDb(), files)).rejects.toMatchObject({ status: 503 });
    quiet.mockRestore();
    expect(bucket.size).toBe(0);
  });

  it('serves a public bucket by a redirect to its URL', async () => {
    const served = await call(`files/${'c'.repeat(32)}.jpg`);
    expect(served.status).toBe(302);
    expect(served.headers?.location).toBe(`https://cdn.example/media/${'c'.repeat(32)}.jpg`);
    expect(served.headers?.['cache-control']).toBe('public, max-age=31536000');
  });
});

describe('choosing the driver by the environment', () => {
  const env = envSwitch();
  let restore: () => void = () => undefined;
  afterEach(() => restore());

  it('keeps files in the database unless UPLOADS_S3_BUCKET is set', async () => {
    env({ UPLOADS_S3_BUCKET: undefined });
    restore = useFileStore(null);
    expect((await fileStore()).driver).toBe('database');
  });

  it('takes the bucket, its S3-compatible server, path style, prefix and URL life from the environment', async () => {
    // credentials the SDK's chain finds in the environment; presigning needs no network
    env({ UPLOADS_S3_BUCKET: 'souk-uploads', UPLOADS_S3_REGION: 'eu-central-1', UPLOADS_S3_ENDPOINT: 'http://127.0.0.1:9000', UPLOADS_S3_FORCE_PATH_STYLE: '1', UPLOADS_S3_PREFIX: 'shop/', UPLOADS_S3_URL_SECONDS: '120', AWS_ACCESS_KEY_ID: 'AKIDSOUKENV', AWS_SECRET_ACCESS_KEY: 'souk-env-secret' });
    restore = useFileStore(null);
    expect((await fileStore()).driver).toBe('s3');
    const served = await call(`files/${'d'.repeat(32)}.gif`);
    expect(served.status).toBe(302);
    const location = new URL(String(served.headers?.location));
    expect(`${location.origin}${location.pathname}`).toBe(`http://127.0.0.1:9000/souk-uploads/shop/${'d'.repeat(32)}.gif`);
    expect(location.searchParams.get('X-Amz-Expires')).toBe('120');
    expect(location.searchParams.get('X-Amz-Credential')).toMatch(/^AKIDSOUKENV\/\d{8}\/eu-central-1\/s3\/aws4_request$/);
    expect(s3ClientConfig({ UPLOADS_S3_BUCKET: 'b' })).toMatchObject({ region: undefined, forcePathStyle: false });
  });
});
