/** Per-request context: the contract's headers parsed once, and typed query access. */
import { z } from 'zod';
import type { Db } from './db/client';
import { ApiError, fromZodError } from './http';
import type { ApiRequest } from './types';

export type Lang = 'en' | 'ar';

export interface Ctx {
  req: ApiRequest;
  db: Db;
  params: Record<string, string>;
  lang: Lang;
  /** Parsed zoneId header, or null when absent. Malformed values are rejected when a route reads them. */
  zoneIdsRaw: string | undefined;
  moduleIdRaw: string | undefined;
  lat: number | null;
  lng: number | null;
}

export function buildCtx(req: ApiRequest, db: Db, params: Record<string, string>): Ctx {
  const lang = (req.headers['x-localization'] ?? '').toLowerCase().startsWith('ar') ? 'ar' : 'en';
  const num = (v: string | undefined): number | null => {
    if (v === undefined || v.trim() === '') return null;
    const n = Number(v);
    return Number.isFinite(n) ? n : null;
  };
  return {
    req,
    db,
    params,
    lang,
    zoneIdsRaw: req.headers.zoneid,
    moduleIdRaw: req.headers.moduleid,
    lat: num(req.headers.latitude),
    lng: num(req.headers.longitude),
  };
}

/** Parse a zoneId header value: a JSON array of positive integers (a bare number is accepted too). */
export function parseZoneIds(raw: string): number[] | null {
  const text = raw.trim();
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return null;
  }
  const list = Array.isArray(value) ? value : [value];
  const ids = list.map((v) => (typeof v === 'string' && /^\d+$/.test(v) ? Number(v) : v));
  if (ids.length === 0 || !ids.every((v): v is number => typeof v === 'number' && Number.isInteger(v) && v > 0)) return null;
  return [...new Set(ids)];
}

/** Zone ids from the header; 403 code zoneId when absent, 403 when malformed. */
export function requireZones(ctx: Ctx): number[] {
  const raw = ctx.zoneIdsRaw;
  if (raw === undefined || raw.trim() === '') {
    throw new ApiError(403, 'zoneId', 'Zone id is required! The zoneId header must carry a JSON array of zone ids, e.g. [1,2].');
  }
  const ids = parseZoneIds(raw);
  if (!ids) throw new ApiError(403, 'zoneId', 'Zone id is invalid! The zoneId header must be a JSON array of zone ids, e.g. [1,2].');
  return ids;
}

/** Zone ids when the header is sent (validated), else null. */
export function optionalZones(ctx: Ctx): number[] | null {
  if (ctx.zoneIdsRaw === undefined || ctx.zoneIdsRaw.trim() === '') return null;
  return requireZones(ctx);
}

export function requireModule(ctx: Ctx): number {
  const raw = ctx.moduleIdRaw;
  if (raw === undefined || raw.trim() === '') throw new ApiError(403, 'moduleId', 'Module id is required! Send the moduleId header.');
  const id = Number(raw);
  if (!Number.isInteger(id) || id <= 0) throw new ApiError(403, 'moduleId', 'Module id is invalid! The moduleId header must be a module id.');
  return id;
}

export function optionalModule(ctx: Ctx): number | null {
  if (ctx.moduleIdRaw === undefined || ctx.moduleIdRaw.trim() === '') return null;
  return requireModule(ctx);
}

/**
 * Values real clients send for "not given": an empty parameter, and the `undefined` / `null` a
 * JavaScript client writes when it interpolates a missing value (`store_type=undefined`).
 */
export function notGiven(value: string | undefined): boolean {
  if (value === undefined) return true;
  const v = value.trim();
  return v === '' || v === 'undefined' || v === 'null';
}

/** First value of a query parameter; undefined when it is not given (see notGiven). */
export function q(ctx: Ctx, key: string): string | undefined {
  const v = ctx.req.query[key];
  const first = Array.isArray(v) ? v[0] : v;
  return notGiven(first) ? undefined : first;
}

/** Validate the query string (first values) against a zod schema; 422 on failure. */
export function parseQuery<T extends z.ZodType>(ctx: Ctx, schema: T): z.infer<T> {
  const flat: Record<string, string | undefined> = {};
  for (const [k, v] of Object.entries(ctx.req.query)) {
    const first = Array.isArray(v) ? v[0] : v;
    // An empty parameter (`offset=`), `undefined` or `null` means "not given", so defaults apply.
    if (first !== undefined && !notGiven(first)) flat[k] = first;
  }
  const r = schema.safeParse(flat);
  if (!r.success) throw fromZodError(r.error);
  return r.data;
}

/** Validate the body (JSON or urlencoded fields) against a zod schema; 422 on failure. */
export function parseBody<T extends z.ZodType>(ctx: Ctx, schema: T, status = 422): z.infer<T> {
  const body = ctx.req.body && typeof ctx.req.body === 'object' ? ctx.req.body : {};
  const r = schema.safeParse(body);
  if (!r.success) throw fromZodError(r.error, status);
  return r.data;
}

// Reusable query fragments
export const pageQuery = {
  limit: z.coerce.number({ message: 'The limit must be a number.' }).int().min(1, 'The limit must be at least 1.').max(100, 'The limit may not be greater than 100.').default(10),
  offset: z.coerce.number({ message: 'The offset must be a number.' }).int().min(1, 'The offset must be at least 1.').default(1),
};

export const latLngQuery = {
  lat: z
    .string({ message: 'The lat field is required.' })
    .trim()
    .min(1, 'The lat field is required.')
    .refine((v) => Number.isFinite(Number(v)) && Math.abs(Number(v)) <= 90, 'The lat must be a number between -90 and 90.')
    .transform(Number),
  lng: z
    .string({ message: 'The lng field is required.' })
    .trim()
    .min(1, 'The lng field is required.')
    .refine((v) => Number.isFinite(Number(v)) && Math.abs(Number(v)) <= 180, 'The lng must be a number between -180 and 180.')
    .transform(Number),
};

/** A JSON list of ids in a query parameter (`[1,2]`), or a comma list; undefined when absent or empty. */
export function idList(ctx: Ctx, key: string): number[] | undefined {
  const raw = q(ctx, key);
  if (raw === undefined || raw.trim() === '' || raw.trim() === '[]') return undefined;
  let list: unknown;
  try {
    list = JSON.parse(raw);
  } catch {
    list = raw.split(',');
  }
  const arr = Array.isArray(list) ? list : [list];
  const ids = arr.map((v) => Number(typeof v === 'string' ? v.trim() : v));
  if (!ids.every((n) => Number.isInteger(n) && n >= 0)) {
    throw new ApiError(422, key, `The ${key} must be a JSON list of ids, e.g. [1,2].`);
  }
  // 6amMart clients send 0 (or [0]) for "all categories".
  const real = ids.filter((n) => n > 0);
  return real.length > 0 ? real : undefined;
}

/** A JSON list of strings in a query parameter (`["veg","top_rated"]`), or a comma list / single value. */
export function stringList(ctx: Ctx, key: string): string[] {
  const raw = q(ctx, key);
  if (raw === undefined || raw.trim() === '') return [];
  try {
    const v: unknown = JSON.parse(raw);
    if (Array.isArray(v)) return v.map(String);
    return [String(v)];
  } catch {
    return raw.split(',').map((s) => s.trim()).filter(Boolean);
  }
}
