/**
 * The idempotency keys' rows (db/schema-requests.ts): claimed by the database, as a cart add's
 * request id and an order's key are, so whichever process sees a key first runs the call and every
 * other one finds its row. One statement claims a key (a new one, or one whose holder stopped
 * renewing it: its process died) and reads what was there; the first answer is kept sealed with
 * the key; the jobs queue removes rows older than a day (removeOldKeys).
 */
import { createCipheriv, createDecipheriv, createHash, hkdfSync, randomBytes } from 'node:crypto';
import { and, eq, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { rowsOf } from '../db/rows';
import { idempotencyKeys } from '../db/schema';
import type { ApiResponse } from '../types';

/** How long a claim holds without being renewed (its process renews it every third of this). */
export const LEASE_SECONDS = 15;
/** How long a first answer is kept. */
export const KEEP_HOURS = 24;

/** The caller a key belongs to: a bearer token (its customer, resolved by the database), a guest, or no one. */
export type Caller = { tokenHash: string } | { scope: string };

export interface Claim {
  /** The caller's scope, as the database resolved it. */
  scope: string;
  keyHash: string;
  /** True when this call holds the key and runs; false when another call had it first. */
  mine: boolean;
  /** The row found before this claim (null when there was none, or it was made just now by another call). */
  found: { fingerprint: string; status: number | null; answer: Buffer | null } | null;
}

interface ClaimRow {
  scope: string;
  mine: boolean;
  fingerprint: string | null;
  status: number | null;
  answer: Buffer | Uint8Array | null;
}

export const hashKey = (key: string): string => createHash('sha256').update(key).digest('hex');

/**
 * Claims `key` for the caller, or answers what holds it: one statement, so two calls with one key
 * at once (on any process) cannot both run; the second waits on the key's row until the first
 * claim commits, then finds it taken.
 */
export async function claimKey(db: Db, caller: Caller, key: string, fingerprint: string): Promise<Claim> {
  const keyHash = hashKey(key);
  const tokenHash = 'tokenHash' in caller ? caller.tokenHash : null;
  // a token's customer; else (signed out since, or never valid) whoever this token claimed the key as
  const scope =
    tokenHash !== null
      ? sql`coalesce((SELECT 'c:' || customer_id FROM auth_tokens WHERE token_hash = ${tokenHash} AND expires_at > now()), (SELECT scope FROM idempotency_keys WHERE key_hash = ${keyHash} AND token_hash = ${tokenHash} LIMIT 1), ${`t:${tokenHash}`})`
      : sql`${'scope' in caller ? caller.scope : 'a'}::text`;
  const [row] = await rowsOf<ClaimRow>(db, sql`
    WITH caller AS (SELECT ${scope} AS scope),
    claimed AS (
      INSERT INTO idempotency_keys (scope, key_hash, token_hash, fingerprint, locked_until)
        SELECT scope, ${keyHash}, ${tokenHash}::text, ${fingerprint}, now() + make_interval(secs => ${LEASE_SECONDS}) FROM caller
      ON CONFLICT (scope, key_hash) DO UPDATE SET locked_until = excluded.locked_until
        WHERE idempotency_keys.status IS NULL AND idempotency_keys.locked_until < now() AND idempotency_keys.fingerprint = excluded.fingerprint
      RETURNING scope
    )
    SELECT c.scope, EXISTS (SELECT 1 FROM claimed) AS mine, k.fingerprint, k.status, k.answer
      FROM caller c LEFT JOIN idempotency_keys k ON k.scope = c.scope AND k.key_hash = ${keyHash}`);
  if (!row) throw new Error('the idempotency key could not be claimed');
  const found = row.fingerprint === null ? null : { fingerprint: row.fingerprint, status: row.status, answer: row.answer === null ? null : Buffer.from(row.answer) };
  return { scope: row.scope, keyHash, mine: row.mine === true, found };
}

/** Keeps the first answer (sealed with the key) and frees the claim. */
export async function keepAnswer(db: Db, claim: Claim, key: string, answer: ApiResponse): Promise<void> {
  await db
    .update(idempotencyKeys)
    .set({ status: answer.status, answer: seal(key, claim, answer), lockedUntil: sql`now()` })
    .where(and(eq(idempotencyKeys.scope, claim.scope), eq(idempotencyKeys.keyHash, claim.keyHash)));
}

/** Gives the key up, unanswered: the call wrote nothing acknowledged (a 5xx), so a retry runs it again. */
export async function releaseKey(db: Db, claim: Claim): Promise<void> {
  await db.delete(idempotencyKeys).where(and(eq(idempotencyKeys.scope, claim.scope), eq(idempotencyKeys.keyHash, claim.keyHash), isNull(idempotencyKeys.status)));
}

/** Renews the claims of calls still running in this process. */
export async function renewKeys(db: Db, claims: readonly Claim[]): Promise<void> {
  if (!claims.length) return;
  const pairs = sql.join(
    claims.map((c) => sql`(${c.scope}, ${c.keyHash})`),
    sql`, `,
  );
  await db
    .update(idempotencyKeys)
    .set({ lockedUntil: sql`now() + make_interval(secs => ${LEASE_SECONDS})` })
    .where(and(isNull(idempotencyKeys.status), sql`(${idempotencyKeys.scope}, ${idempotencyKeys.keyHash}) IN (${pairs})`));
}

/** Removes the keys older than a day (the jobs queue runs it); answers how many went. */
export async function removeOldKeys(db: Db, now = new Date()): Promise<number> {
  const before = new Date(now.getTime() - KEEP_HOURS * 3_600_000);
  const gone = await db.delete(idempotencyKeys).where(lt(idempotencyKeys.createdAt, before)).returning({ scope: idempotencyKeys.scope });
  return gone.length;
}

/** The AES key of one answer: derived from the idempotency key, which the table does not hold. */
function answerKey(key: string, claim: Pick<Claim, 'scope' | 'keyHash'>): Buffer {
  return Buffer.from(hkdfSync('sha256', key, `${claim.scope}\n${claim.keyHash}`, 'souk idempotent answer', 32));
}

interface Kept {
  status: number;
  headers?: Record<string, string>;
  body: unknown;
  /** The body was bytes (a redirect's empty body), kept as base64. */
  bytes?: true;
}

function seal(key: string, claim: Claim, answer: ApiResponse): Buffer {
  const bytes = Buffer.isBuffer(answer.body);
  const kept: Kept = { status: answer.status, headers: answer.headers, body: bytes ? (answer.body as Buffer).toString('base64') : answer.body, ...(bytes ? { bytes: true as const } : {}) };
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', answerKey(key, claim), iv);
  const data = Buffer.concat([cipher.update(JSON.stringify(kept), 'utf8'), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), data]);
}

/** The kept answer, opened with the key; null when it cannot be opened (the row was not sealed with this key). */
export function openAnswer(key: string, claim: Pick<Claim, 'scope' | 'keyHash'>, sealed: Buffer): ApiResponse | null {
  try {
    const decipher = createDecipheriv('aes-256-gcm', answerKey(key, claim), sealed.subarray(0, 12));
    decipher.setAuthTag(sealed.subarray(12, 28));
    const text = Buffer.concat([decipher.update(sealed.subarray(28)), decipher.final()]).toString('utf8');
    const kept = JSON.parse(text) as Kept;
    const body = kept.bytes && typeof kept.body === 'string' ? Buffer.from(kept.body, 'base64') : kept.body;
    return { status: kept.status, body, ...(kept.headers ? { headers: kept.headers } : {}) };
  } catch {
    return null;
  }
}
