/**
 * Where shoppers' uploads are kept, behind one interface with two drivers:
 * - the database (`stored_files`), the default, so every server process serves every file;
 * - an S3-compatible bucket when `UPLOADS_S3_BUCKET` is set (file-store-s3.ts).
 * storage.ts chooses one (fileStore()) and is what callers use.
 * Either way a file has the same key (`<32 hex>.<ext>`), the same media path (`uploads/<key>`)
 * and the same URL (`/api/v1/files/<key>`): the database driver answers the bytes there, the
 * bucket a redirect to a short-lived signed URL or to `UPLOADS_S3_PUBLIC_URL`.
 */
import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client';
import { storedFiles } from '../db/schema';
import { ApiError } from '../http';

export interface NewFile {
  key: string;
  contentType: string;
  data: Buffer;
}

export interface KeptFile {
  contentType: string;
  data: Buffer;
}

/** How `GET files/<key>` answers: the bytes themselves, or where the bucket serves them. */
export type Serving = { file: KeptFile } | { redirect: string; maxAgeSeconds: number };

export interface FileStore {
  /** `database` keeps files in the same database as the rows that name them (so in their transaction). */
  readonly driver: 'database' | 's3';
  /** Keeps every file, or none (a failure removes what was already kept). */
  put(db: Db, files: NewFile[]): Promise<void>;
  get(db: Db, key: string): Promise<KeptFile | null>;
  remove(db: Db, keys: string[]): Promise<void>;
  /**
   * null when the database driver has no such file (the bucket is not asked: its own URL answers
   * 404). `private`: a file for one account only, so never through a public URL.
   */
  serve(db: Db, key: string, options?: { private?: boolean }): Promise<Serving | null>;
}

/** The clear answer when the bucket cannot be reached: 503, try again shortly. */
export function storageUnavailable(): ApiError {
  const error = new ApiError(503, 'storage', 'Uploaded files cannot be reached right now. Please try again in a moment.');
  error.headers = { 'retry-after': '30' };
  return error;
}

export const databaseStore: FileStore = {
  driver: 'database',
  async put(db, files) {
    if (files.length) await db.insert(storedFiles).values(files.map((f) => ({ key: f.key, contentType: f.contentType, data: f.data })));
  },
  async get(db, key) {
    const [row] = await db.select({ contentType: storedFiles.contentType, data: storedFiles.data }).from(storedFiles).where(eq(storedFiles.key, key));
    return row ? { contentType: row.contentType, data: Buffer.from(row.data) } : null;
  },
  async remove(db, keys) {
    if (keys.length) await db.delete(storedFiles).where(inArray(storedFiles.key, keys));
  },
  async serve(db, key) {
    const file = await databaseStore.get(db, key);
    return file ? { file } : null;
  },
};
