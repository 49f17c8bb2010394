/**
 * `Idempotency-Key` on every state-changing call (POST, PUT, DELETE) of the embedded API, in the
 * one place they all pass through (router.ts). A call without the header runs as before. With it:
 * - the key belongs to its caller: the bearer token's customer, else the guest of `guest_id`,
 *   else nobody (the key alone names the call, so a client makes it unguessable);
 * - the first call claims the key in the database and runs; its answer (status and body) is kept
 *   for a day, and a repeat with the same method, path, query and body gets that answer again
 *   (`Idempotent-Replayed: true`), writing nothing;
 * - a repeat while the first still runs waits for its answer (up to 10 s), else 409 with
 *   Retry-After; the same key with another request is refused (422 `idempotency_key`);
 * - a 5xx (or a 429) writes nothing acknowledged: the key is given up, so a retry runs again.
 * A claim whose process died (no renewal for LEASE_SECONDS) is taken by the next repeat.
 */
import { createHash } from 'node:crypto';
import type { Db } from './db/client';
import { ApiError, errorResponse } from './http';
import type { ApiRequest, ApiResponse } from './types';
import { hashToken } from './services/passwords';
import { claimKey, keepAnswer, LEASE_SECONDS, openAnswer, releaseKey, renewKeys, type Caller, type Claim } from './services/request-keys';

const MAX_KEY_LENGTH = 255;
const KEY_RE = /^[\x21-\x7e]+$/;
/** How long a repeat waits for the first call's answer before answering 409. */
let waitMs = 10_000;
/** Seconds a 409 asks the client to wait before trying again. */
export const RETRY_AFTER_SECONDS = 1;

/** Tests: how long a repeat waits for the first call (the previous value comes back when the answered function is called). */
export function useKeyWait(ms: number): () => void {
  const before = waitMs;
  waitMs = ms;
  return () => {
    waitMs = before;
  };
}

const arabic = (req: ApiRequest) => (req.headers['x-localization'] ?? '').toLowerCase().startsWith('ar');

/** The request's key, null without one; 422 for a key that is not 1 to 255 visible ASCII characters. */
export function idempotencyKeyOf(req: ApiRequest): string | null {
  const raw = req.headers['idempotency-key'];
  if (raw === undefined || raw.trim() === '') return null;
  const key = raw.trim();
  if (key.length > MAX_KEY_LENGTH || !KEY_RE.test(key)) {
    throw new ApiError(422, 'idempotency_key', arabic(req) ? 'يجب أن يكون مفتاح Idempotency-Key من 1 إلى 255 حرفًا مرئيًا.' : 'The Idempotency-Key header must be 1 to 255 visible ASCII characters.');
  }
  return key;
}

const first = (v: unknown): unknown => (Array.isArray(v) ? v[0] : v);

/** Whose key it is: the bearer token's (its customer, resolved by the database), a guest's, or nobody's. */
export function callerOf(req: ApiRequest): Caller {
  const auth = (req.headers.authorization ?? '').trim();
  if (auth !== '') return { tokenHash: hashToken(/^Bearer\s+(\S+)$/i.exec(auth)?.[1] ?? auth) };
  const body = req.body && typeof req.body === 'object' ? (req.body as Record<string, unknown>) : {};
  const guest = first(req.query.guest_id) ?? first(body.guest_id);
  const id = typeof guest === 'string' || typeof guest === 'number' ? String(guest).trim() : '';
  return { scope: /^\d{1,9}$/.test(id) && Number(id) > 0 ? `g:${Number(id)}` : 'a' };
}

/** JSON with every object's keys in order: the same body sent twice gives the same text. */
function stableText(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stableText).join(',')}]`;
  if (value && typeof value === 'object' && !Buffer.isBuffer(value)) {
    const entries = Object.keys(value)
      .sort()
      .map((k) => `${JSON.stringify(k)}:${stableText((value as Record<string, unknown>)[k])}`);
    return `{${entries.join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/** What makes a request the same request: method, path, query and body (files by their bytes). */
export function fingerprint(req: ApiRequest, method: string, path: string): string {
  const hash = createHash('sha256').update(`${method} ${path}\n${stableText(req.query)}\n${stableText(req.body ?? {})}`);
  for (const field of Object.keys(req.files ?? {}).sort()) {
    for (const f of req.files?.[field] ?? []) hash.update(`\n${field}\t${f.filename}\t${f.mimeType}\t${createHash('sha256').update(f.data).digest('hex')}`);
  }
  return hash.digest('hex');
}

/** Answers worth keeping: what the call decided. A 5xx or a 429 decided nothing (try again). */
const keeps = (answer: ApiResponse) => answer.status < 500 && answer.status !== 429;

const held = new Map<Claim, Db>();
let renewing: NodeJS.Timeout | undefined;

/** Renews the claims of the calls this process runs, every third of the lease, while there are any. */
function hold(db: Db, claim: Claim): () => void {
  held.set(claim, db);
  renewing ??= setInterval(() => {
    const byDb = new Map<Db, Claim[]>();
    for (const [c, d] of held) byDb.set(d, [...(byDb.get(d) ?? []), c]);
    for (const [d, claims] of byDb) void renewKeys(d, claims).catch(() => undefined);
  }, (LEASE_SECONDS * 1000) / 3);
  renewing.unref();
  return () => {
    held.delete(claim);
    if (held.size === 0 && renewing) {
      clearInterval(renewing);
      renewing = undefined;
    }
  };
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
/** A pause that does not keep the process alive (the background record). */
const later = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms).unref());

/**
 * Records the call's outcome: its answer kept, or the key given up. A database that went away
 * between the call and this is tried again every second for two minutes, in the background, while
 * the claim stays held, so no repeat runs a call whose write is done.
 */
async function settle(db: Db, claim: Claim, key: string, answer: ApiResponse, release: () => void): Promise<void> {
  const record = () => (keeps(answer) ? keepAnswer(db, claim, key, answer) : releaseKey(db, claim));
  try {
    await record();
    release();
    return;
  } catch (error) {
    console.error(`[souk-api] the outcome of an idempotency key is recorded later: ${error instanceof Error ? error.message.split('\n')[0] : String(error)}`);
  }
  void (async () => {
    for (let attempt = 0; attempt < 120; attempt += 1) {
      await later(1000);
      if (await record().then(() => true, () => false)) break;
    }
    release();
  })();
}

function replayed(answer: ApiResponse): ApiResponse {
  return { ...answer, headers: { ...answer.headers, 'idempotent-replayed': 'true' } };
}

/**
 * Runs a state-changing call under its `Idempotency-Key` (router.ts): `run` answers the call
 * (its failures already turned into answers); without a key it simply runs.
 */
export async function keyedCall(db: Db, req: ApiRequest, method: string, path: string, run: () => Promise<ApiResponse>): Promise<ApiResponse> {
  const key = idempotencyKeyOf(req);
  if (key === null) return run();
  const caller = callerOf(req);
  const print = fingerprint(req, method, path);
  const until = Date.now() + waitMs;
  for (let pause = 50; ; pause = Math.min(pause * 2, 400)) {
    const claim = await claimKey(db, caller, key, print);
    if (claim.mine) {
      const release = hold(db, claim);
      let answer: ApiResponse;
      try {
        answer = await run();
      } catch (error) {
        await settle(db, claim, key, { status: 500, body: {} }, release);
        throw error;
      }
      await settle(db, claim, key, answer, release);
      return answer;
    }
    const found = claim.found;
    if (found && found.fingerprint !== print) {
      return errorResponse(422, [
        { code: 'idempotency_key', message: arabic(req) ? 'استُخدم مفتاح Idempotency-Key هذا لطلب آخر. أرسل مفتاحًا جديدًا لطلب جديد.' : 'This Idempotency-Key was already used for another request. Send a new key for a new request.' },
      ]);
    }
    if (found && found.status !== null && found.answer) {
      const answer = openAnswer(key, claim, found.answer);
      if (answer) return replayed(answer);
    }
    if (Date.now() + pause > until) {
      return {
        ...errorResponse(409, [{ code: 'idempotency_key', message: arabic(req) ? 'ما زال طلب بهذا المفتاح قيد التنفيذ. حاول مرة أخرى بعد لحظة.' : 'A request with this Idempotency-Key is still being processed. Try again in a moment.' }]),
        headers: { 'retry-after': String(RETRY_AFTER_SECONDS), 'cache-control': 'no-store' },
      };
    }
    await sleep(pause);
  }
}
