/**
 * The one validation layer for what arrives from outside, shared by the gateway (which runs it
 * before anything else, for the embedded API and an external backend alike) and the embedded
 * API's router (for callers that reach it directly). It knows nothing of the routes: it refuses
 * what no route could use.
 *
 * - ids: a number in a path segment, an id-like query parameter (`*_id`, `*_ids`, `id`, `ids`,
 *   `limit`, `offset`) or the zoneId/moduleId headers must fit PostgreSQL's integer;
 * - text: no NUL or other C0 control characters (except tab, CR, LF in bodies) anywhere;
 * - query strings parse to objects without a prototype, so `constructor` or `toString` are
 *   ordinary keys;
 * - `_method` (the form override of POST) must be a string.
 */
import { z } from 'zod';
import type { ErrorEntry } from './http';

/** PostgreSQL's integer, the type of every id column. */
export const MAX_ID = 2_147_483_647;
/** The longest query value the API reads (a search text, a JSON list of ids). */
export const MAX_QUERY_VALUE = 2000;
/** The longest header the API reads (a bearer token of an external backend can be a long JWT). */
export const MAX_HEADER_VALUE = 8192;

const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;
const CONTROL_OR_BREAK = /[\u0000-\u001f\u007f]/;

/** A string without NUL or other control characters (tab and line breaks allowed for bodies). */
export const safeText = z.string().refine((v) => !CONTROL.test(v), 'The text may not contain control characters.');
/** A single-line value: no control characters at all (query values, headers, path segments). */
export const safeLine = z.string().refine((v) => !CONTROL_OR_BREAK.test(v), 'The value may not contain control characters.');
/** A whole number that fits an id column. */
export const idNumber = z.number().int().min(0).max(MAX_ID);

export type Query = Record<string, string | string[] | undefined>;

/** What the edge refuses: the status to answer and the contract's error entries. */
export interface Refusal {
  status: number;
  errors: ErrorEntry[];
}

/** The query string as an object of own keys only (no prototype), repeated keys as arrays. */
export function ownQuery(entries: Iterable<[string, string]>): Query {
  const out = Object.create(null) as Query;
  for (const [key, value] of entries) {
    const prev = out[key];
    out[key] = prev === undefined ? value : Array.isArray(prev) ? [...prev, value] : [prev, value];
  }
  return out;
}

/** A copy of a parsed query with only its own keys, on a prototype-free object. */
export function normaliseQuery(query: Query): Query {
  const pairs: [string, string][] = [];
  for (const key of Object.keys(query)) {
    const value = query[key];
    if (value === undefined) continue;
    for (const v of Array.isArray(value) ? value : [value]) pairs.push([key, String(v)]);
  }
  return ownQuery(pairs);
}

const ID_KEY = /^(?:id|ids|limit|offset|.*_ids?)$/i;
const DIGITS = /\d+/g;

/** Whole numbers written in a value (`12`, `[1,2]`, `1,2`) that no id column can hold. */
function hasOutOfRangeNumber(value: string): boolean {
  for (const match of value.matchAll(DIGITS)) {
    const digits = match[0].replace(/^0+/, '');
    if (digits.length > 10 || Number(digits) > MAX_ID) return true;
  }
  return false;
}

/** A numeric path segment beyond any id (pages and the API answer it as not found). */
export function isOutOfRangeId(segment: string): boolean {
  return /^\d+$/.test(segment) && hasOutOfRangeNumber(segment);
}

export function hasControl(value: string): boolean {
  return CONTROL_OR_BREAK.test(value);
}

/** Problems with a query string, one entry per parameter (empty when it is fine). */
export function queryErrors(query: Query): ErrorEntry[] {
  const errors: ErrorEntry[] = [];
  for (const key of Object.keys(query)) {
    const raw = query[key];
    const values = raw === undefined ? [] : Array.isArray(raw) ? raw : [raw];
    if (hasControl(key)) {
      errors.push({ code: 'query', message: 'A query parameter name may not contain control characters.' });
      continue;
    }
    for (const value of values) {
      if (hasControl(value)) errors.push({ code: key, message: `The ${key} may not contain control characters.` });
      else if (value.length > MAX_QUERY_VALUE) errors.push({ code: key, message: `The ${key} may not be longer than ${MAX_QUERY_VALUE} characters.` });
      else if (ID_KEY.test(key) && hasOutOfRangeNumber(value)) errors.push({ code: key, message: `The ${key} is not a valid id.` });
      else continue;
      break;
    }
  }
  return errors;
}

const ZONE_HEADER = 'zoneid';
const MODULE_HEADER = 'moduleid';

/** Problems with the contract's headers: control characters anywhere, ids beyond range. */
export function headerErrors(headers: Record<string, string | undefined>): ErrorEntry[] {
  const errors: ErrorEntry[] = [];
  for (const name of Object.keys(headers)) {
    const value = headers[name];
    if (value === undefined) continue;
    if (hasControl(value)) errors.push({ code: name, message: `The ${name} header may not contain control characters.` });
    else if (value.length > MAX_HEADER_VALUE) errors.push({ code: name, message: `The ${name} header is too long.` });
  }
  const zone = headers[ZONE_HEADER];
  if (zone !== undefined && hasOutOfRangeNumber(zone)) {
    errors.push({ code: 'zoneId', message: 'Zone id is invalid! The zoneId header must be a JSON array of zone ids, e.g. [1,2].' });
  }
  const moduleId = headers[MODULE_HEADER];
  if (moduleId !== undefined && hasOutOfRangeNumber(moduleId)) {
    errors.push({ code: 'moduleId', message: 'Module id is invalid! The moduleId header must be a module id.' });
  }
  return errors;
}

/** Problems with a parsed body: text with NUL or control characters, a `_method` that is not a string. */
export function bodyErrors(body: unknown): ErrorEntry[] {
  const errors: ErrorEntry[] = [];
  if (body && typeof body === 'object' && !Array.isArray(body) && Object.prototype.hasOwnProperty.call(body, '_method')) {
    if (typeof (body as Record<string, unknown>)._method !== 'string') errors.push({ code: '_method', message: 'The _method field must be a string.' });
  }
  const visit = (value: unknown, path: string, depth: number): void => {
    if (errors.length > 0) return;
    if (depth > 32) {
      errors.push({ code: 'body', message: 'The request body is nested too deeply.' });
      return;
    }
    if (typeof value === 'string') {
      if (CONTROL.test(value)) errors.push({ code: path || 'body', message: `The ${path || 'body'} may not contain control characters.` });
      return;
    }
    if (!value || typeof value !== 'object') return;
    for (const key of Object.keys(value)) {
      if (CONTROL_OR_BREAK.test(key)) {
        errors.push({ code: 'body', message: 'A field name may not contain control characters.' });
        return;
      }
      visit((value as Record<string, unknown>)[key], path ? `${path}.${key}` : key, depth + 1);
    }
  };
  visit(body, '', 0);
  return errors;
}

/**
 * The whole check of one request, in the order a shopper's mistake is most likely found:
 * path, headers, query, body. Null when the request may go on.
 */
export function inspect(req: { path: string; query: Query; headers: Record<string, string | undefined>; body?: unknown }): Refusal | null {
  const segments = req.path.split('/').map((s) => {
    try {
      return decodeURIComponent(s);
    } catch {
      return s;
    }
  });
  if (segments.some((s) => hasControl(s) || isOutOfRangeId(s))) {
    return { status: 404, errors: [{ code: 'not_found', message: 'Nothing was found at this address.' }] };
  }
  const headers = headerErrors(req.headers);
  if (headers.length > 0) {
    const contract = headers.filter((e) => e.code === 'zoneId' || e.code === 'moduleId');
    return contract.length > 0 ? { status: 403, errors: contract } : { status: 400, errors: headers };
  }
  const query = queryErrors(req.query);
  if (query.length > 0) return { status: query.some((e) => /control/.test(e.message)) ? 400 : 422, errors: query };
  const body = bodyErrors(req.body);
  if (body.length > 0) return { status: 400, errors: body };
  return null;
}
