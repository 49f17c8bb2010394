/** Shoppers' uploads: checked by their bytes, then kept in the file store (file-store.ts: the database, or a bucket). */
import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import type { Db } from '../db/client';
import { ApiError } from '../http';
import type { UploadedFile } from '../types';
import { log } from '../../observe/log';
import { databaseStore, storageUnavailable, type FileStore, type KeptFile, type NewFile, type Serving } from './file-store';
import { env } from '../../lib/env';

let chosen: Promise<FileStore> | null = null;

/** The store this process uses: the bucket when `UPLOADS_S3_BUCKET` is set, else the database. */
export function fileStore(): Promise<FileStore> {
  // the SDK is loaded only by a process that uses the bucket
  chosen ??= env('UPLOADS_S3_BUCKET')
    ? import('./file-store-s3')
        .then((m) => m.s3StoreFromEnv())
        .catch((error: unknown) => {
          // tried again by the next upload; this one is the clear 503
          chosen = null;
          log().error({ err: error }, 'storage: the S3 driver did not load');
          throw storageUnavailable();
        })
    : Promise.resolve(databaseStore);
  return chosen;
}

/** Tests: use this store (null: choose again from the environment) until the answered function is called. */
export function useFileStore(store: FileStore | null): () => void {
  const before = chosen;
  chosen = store ? Promise.resolve(store) : null;
  return () => {
    chosen = before;
  };
}

export const PROFILE_IMAGE_MAX_BYTES = 2 * 1024 * 1024;
const IMAGE_TYPES: Record<string, { mime: string; ext: string }> = {
  jpeg: { mime: 'image/jpeg', ext: 'jpg' },
  png: { mime: 'image/png', ext: 'png' },
  gif: { mime: 'image/gif', ext: 'gif' },
};

/** The image's real type, read from its bytes (not from its name or the claimed type). */
export async function imageType(data: Buffer): Promise<{ mime: string; ext: string } | null> {
  try {
    const meta = await sharp(data, { animated: true, limitInputPixels: 50_000_000 }).metadata();
    return (meta.format && IMAGE_TYPES[meta.format]) || null;
  } catch {
    return null;
  }
}

export interface CheckedImage {
  key: string;
  contentType: string;
  data: Buffer;
  /** The media path it is served under once stored. */
  path: string;
}

/** Checks a jpg, png or gif of at most maxBytes and names it, for storing. */
export async function checkImage(file: UploadedFile, field: string, maxBytes = PROFILE_IMAGE_MAX_BYTES): Promise<CheckedImage> {
  if (file.data.length > maxBytes) throw new ApiError(422, field, `The ${field} may not be greater than ${Math.round(maxBytes / 1024)} kilobytes.`);
  const type = await imageType(file.data);
  if (!type) throw new ApiError(422, field, `The ${field} must be a file of type: jpg, png, jpeg, gif.`);
  const key = `${randomBytes(16).toString('hex')}.${type.ext}`;
  return { key, contentType: type.mime, data: file.data, path: `uploads/${key}` };
}

/** Keeps checked files (every one or none); answers their media paths (`uploads/<key>`). */
export async function keepFiles(db: Db, files: NewFile[]): Promise<string[]> {
  await (await fileStore()).put(db, files);
  return files.map((f) => `uploads/${f.key}`);
}

/** Stores a jpg, png or gif of at most maxBytes; answers the media path (`uploads/<key>`). */
export async function storeImage(db: Db, file: UploadedFile, field: string, maxBytes = PROFILE_IMAGE_MAX_BYTES): Promise<string> {
  const image = await checkImage(file, field, maxBytes);
  await keepFiles(db, [image]);
  return image.path;
}

const keyOf = (mediaPath: string | null) => (mediaPath?.startsWith('uploads/') ? mediaPath.slice('uploads/'.length) : null);

/**
 * Removes stored files by their media paths (others, such as seeded `media/...`, are left).
 * Called once the rows no longer name them, so a store that cannot be reached leaves the
 * files behind (logged) rather than failing an answer whose change is already made.
 */
export async function removeStored(db: Db, ...mediaPaths: (string | null)[]): Promise<void> {
  const keys = mediaPaths.map(keyOf).filter((k): k is string => k !== null);
  if (!keys.length) return;
  try {
    await (await fileStore()).remove(db, keys);
  } catch (error) {
    log().error({ err: error, keys }, 'storage: stored files could not be removed and were left');
  }
}

export async function readStored(db: Db, key: string): Promise<KeptFile | null> {
  return (await fileStore()).get(db, key);
}

/** How `GET files/<key>` answers the key: its bytes, or a redirect to the bucket. */
export async function serveStored(db: Db, key: string): Promise<Serving | null> {
  return (await fileStore()).serve(db, key);
}
