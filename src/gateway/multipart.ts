/**
 * multipart/form-data for the embedded API (profile photos, prescriptions), parsed with busboy.
 * Limits: 5 files of at most 5 MB each, 50 text fields of at most 100 KB; the whole body is
 * already capped at 10 MB by readRawBody. A file over the limit answers 413.
 */
import busboy from 'busboy';
import type { UploadedFile } from '@/backend/types';

export const MULTIPART_LIMITS = { fileSize: 5 * 1024 * 1024, files: 5, fields: 50, fieldSize: 100 * 1024, parts: 60 };

export class MultipartTooLarge extends Error {}
export class MultipartInvalid extends Error {}

export interface MultipartBody {
  fields: Record<string, string>;
  files: Record<string, UploadedFile[]>;
}

export function isMultipart(contentType: string | undefined): boolean {
  return (contentType ?? '').split(';')[0]?.trim().toLowerCase() === 'multipart/form-data';
}

export function parseMultipart(raw: Buffer, contentType: string): Promise<MultipartBody> {
  return new Promise((resolve, reject) => {
    let parser: busboy.Busboy;
    try {
      parser = busboy({ headers: { 'content-type': contentType }, limits: MULTIPART_LIMITS });
    } catch {
      reject(new MultipartInvalid('bad multipart header'));
      return;
    }
    const fields: Record<string, string> = {};
    const files: Record<string, UploadedFile[]> = {};
    let failed: Error | null = null;
    const fail = (error: Error) => {
      failed ??= error;
    };
    parser.on('field', (name, value, info) => {
      if (info.valueTruncated) fail(new MultipartTooLarge(name));
      // `name[]` fields collect into a JSON list the handlers parse like any other list.
      fields[name] = value;
    });
    parser.on('file', (name, stream, info) => {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('limit', () => fail(new MultipartTooLarge(name)));
      stream.on('close', () => {
        (files[name] ??= []).push({ filename: info.filename ?? '', mimeType: info.mimeType, data: Buffer.concat(chunks) });
      });
    });
    parser.on('filesLimit', () => fail(new MultipartTooLarge('files')));
    parser.on('fieldsLimit', () => fail(new MultipartTooLarge('fields')));
    parser.on('partsLimit', () => fail(new MultipartTooLarge('parts')));
    parser.on('error', () => fail(new MultipartInvalid('malformed multipart body')));
    parser.on('close', () => (failed ? reject(failed) : resolve({ fields, files })));
    parser.end(raw);
  });
}
