/** The one place uploaded files are kept: the database (so every server process serves them). */
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import type { Db } from '../db/client';
import { ApiError } from '../http';
import { storedFiles } from '../db/schema';
import type { UploadedFile } from '../types';

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

/** Stores a jpg, png or gif of at most maxBytes; answers the media path (`uploads/<key>`). */
export async function storeImage(db: Db, file: UploadedFile, field: string, maxBytes = PROFILE_IMAGE_MAX_BYTES): Promise<string> {
  const image = await checkImage(file, field, maxBytes);
  await db.insert(storedFiles).values({ key: image.key, contentType: image.contentType, data: image.data });
  return image.path;
}

export async function removeStored(db: Db, mediaPath: string | null): Promise<void> {
  if (!mediaPath?.startsWith('uploads/')) return;
  await db.delete(storedFiles).where(eq(storedFiles.key, mediaPath.slice('uploads/'.length)));
}

export async function readStored(db: Db, key: string) {
  const [row] = await db.select().from(storedFiles).where(eq(storedFiles.key, key));
  return row ?? null;
}
