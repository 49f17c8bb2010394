/**
 * The bucket driver of the file store: an S3-compatible bucket through `@aws-sdk/client-s3`
 * (AWS S3, or MinIO, Ceph, R2… by `UPLOADS_S3_ENDPOINT`). Credentials come from the SDK's own
 * chain (`AWS_ACCESS_KEY_ID`/`AWS_SECRET_ACCESS_KEY`, a profile, an instance or task role).
 * Files are served by a redirect: to `UPLOADS_S3_PUBLIC_URL` (a public bucket or a CDN in
 * front of it) when set, else to a presigned GET URL that lives `UPLOADS_S3_URL_SECONDS`.
 * Any failure to reach the bucket is the clear 503 of storageUnavailable(), logged once.
 */
import { DeleteObjectCommand, GetObjectCommand, PutObjectCommand, S3Client, type S3ClientConfig } from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { storageUnavailable, type FileStore } from './file-store';
import { log } from '../../observe/log';
import { env, type EnvSource } from '../../lib/env';

export interface S3StoreOptions {
  bucket: string;
  /** Put before every key in the bucket (e.g. `uploads/`). */
  prefix?: string;
  /** Base URL the bucket's objects are public under; unset, files are served by presigned URLs. */
  publicUrl?: string | null;
  /** How long a presigned URL is good for. */
  urlSeconds?: number;
}

const IMMUTABLE = 'public, max-age=31536000, immutable';

function failed(action: string, error: unknown): Error {
  log().error({ err: error, action }, 'storage: an S3 call failed');
  return storageUnavailable();
}

function missing(error: unknown): boolean {
  const e = error as { name?: unknown; $metadata?: { httpStatusCode?: unknown } } | null;
  return e?.name === 'NoSuchKey' || e?.name === 'NotFound' || e?.$metadata?.httpStatusCode === 404;
}

export function s3Store(client: S3Client, options: S3StoreOptions): FileStore {
  const Bucket = options.bucket;
  const prefix = options.prefix ?? '';
  const urlSeconds = options.urlSeconds ?? 900;
  const objectKey = (key: string) => `${prefix}${key}`;
  const removeAll = async (keys: string[]) => {
    for (const key of keys) await client.send(new DeleteObjectCommand({ Bucket, Key: objectKey(key) }));
  };
  return {
    driver: 's3',
    async put(_db, files) {
      const kept: string[] = [];
      try {
        for (const f of files) {
          await client.send(new PutObjectCommand({ Bucket, Key: objectKey(f.key), Body: f.data, ContentType: f.contentType, CacheControl: IMMUTABLE }));
          kept.push(f.key);
        }
      } catch (error) {
        // all or none: the ones already kept go again (left behind if the bucket is gone meanwhile)
        await removeAll(kept).catch(() => undefined);
        throw failed('put', error);
      }
    },
    async get(_db, key) {
      try {
        const out = await client.send(new GetObjectCommand({ Bucket, Key: objectKey(key) }));
        if (!out.Body) return null;
        return { contentType: out.ContentType ?? 'application/octet-stream', data: Buffer.from(await out.Body.transformToByteArray()) };
      } catch (error) {
        if (missing(error)) return null;
        throw failed('get', error);
      }
    },
    async remove(_db, keys) {
      try {
        await removeAll(keys);
      } catch (error) {
        throw failed('delete', error);
      }
    },
    async serve(_db, key) {
      if (options.publicUrl) return { redirect: `${options.publicUrl.replace(/\/+$/, '')}/${objectKey(key)}`, maxAgeSeconds: 31_536_000 };
      try {
        const redirect = await getSignedUrl(client, new GetObjectCommand({ Bucket, Key: objectKey(key) }), { expiresIn: urlSeconds });
        // a browser keeps the redirect for half the URL's life, so it never follows a stale one
        return { redirect, maxAgeSeconds: Math.floor(urlSeconds / 2) };
      } catch (error) {
        throw failed('presign', error);
      }
    },
  };
}

/** The client's settings from the environment (src/lib/env.ts describes each variable). */
export function s3ClientConfig(source?: EnvSource): S3ClientConfig {
  const endpoint = env('UPLOADS_S3_ENDPOINT', source);
  return {
    // unset, the SDK's own (`AWS_REGION` or the profile's)
    region: env('UPLOADS_S3_REGION', source),
    ...(endpoint
      ? {
          endpoint,
          // S3-compatible servers do not all take the SDK's newer default checksums
          requestChecksumCalculation: 'WHEN_REQUIRED' as const,
          responseChecksumValidation: 'WHEN_REQUIRED' as const,
        }
      : {}),
    forcePathStyle: env('UPLOADS_S3_FORCE_PATH_STYLE', source) ?? false,
    // a bucket that hangs answers 503 in seconds instead of holding the shopper's request
    requestHandler: { connectionTimeout: 3000, requestTimeout: 15_000 },
  };
}

export function s3StoreFromEnv(source?: EnvSource): FileStore {
  return s3Store(new S3Client(s3ClientConfig(source)), {
    bucket: env('UPLOADS_S3_BUCKET', source) ?? '',
    prefix: env('UPLOADS_S3_PREFIX', source) ?? '',
    publicUrl: env('UPLOADS_S3_PUBLIC_URL', source) ?? null,
    urlSeconds: env('UPLOADS_S3_URL_SECONDS', source) ?? 900,
  });
}
