/**
 * Throttling of anything a stranger could guess: passwords, one-time codes, reset tokens.
 * Failures are counted in the database (table sign_in_attempts) per subject, so every server
 * process sharing it sees the same counts. A subject with too many failures within a window
 * is refused with 429 and Retry-After until its lock ends.
 *
 *   const subjects = attemptSubjects(ctx, 'account', identifier);
 *   await assertNotThrottled(ctx.db, subjects);     // before checking the secret
 *   if (wrong) await recordFailure(ctx.db, subjects); // then answer as usual
 *   else await clearFailures(ctx.db, subjects[0]);    // the account's count, not the address's
 *
 * An unknown account is counted like a known one, so the answers do not tell them apart.
 */
import { and, eq, gt, inArray, or, sql } from 'drizzle-orm';
import type { Ctx } from '../context';
import type { Db } from '../db/client';
import { signInAttempts } from '../db/schema';
import { ApiError } from '../http';
import { env } from '../../lib/env';

export interface Subject {
  scope: string;
  key: string;
}

export interface Rule {
  /** Failures within `windowMs` that lock the subject. */
  max: number;
  windowMs: number;
  /** How long a lock lasts. */
  lockMs: number;
}

const MINUTE = 60_000;

/** Per account: a few guesses; per client address: enough for a household or an office behind one address. */
export function rules(): { account: Rule; address: Rule } {
  return {
    account: { max: env('SIGN_IN_MAX_FAILURES') ?? 5, windowMs: 15 * MINUTE, lockMs: 15 * MINUTE },
    address: { max: env('SIGN_IN_MAX_FAILURES_PER_ADDRESS') ?? 50, windowMs: 15 * MINUTE, lockMs: 15 * MINUTE },
  };
}

/** The client address the gateway vouches for (absent on the server's own calls). */
export function clientAddress(ctx: Ctx): string | null {
  const value = ctx.req.headers['x-client-address']?.trim();
  return value ? value.slice(0, 64) : null;
}

/**
 * The subjects of one attempt: the account named (normalised; known or not) and the client
 * address. `kind` separates counters of different secrets (e.g. `otp`), default the password.
 */
export function attemptSubjects(ctx: Ctx, account: string, kind = 'password'): Subject[] {
  const subjects: Subject[] = [{ scope: `${kind}:account`, key: account.trim().toLowerCase().slice(0, 255) }];
  const address = clientAddress(ctx);
  if (address) subjects.push({ scope: `${kind}:address`, key: address });
  return subjects;
}

const ruleOf = (subject: Subject): Rule => (subject.scope.endsWith(':address') ? rules().address : rules().account);

export class Throttled extends ApiError {
  constructor(retryAfterSeconds: number) {
    super(429, 'too_many_attempts', 'Too many attempts. Please try again later.');
    this.headers = { 'retry-after': String(retryAfterSeconds) };
  }
}

/** 429 with Retry-After when any subject is locked. */
export async function assertNotThrottled(db: Db, subjects: Subject[]): Promise<void> {
  if (subjects.length === 0) return;
  const now = new Date();
  const locked = await db
    .select({ lockedUntil: signInAttempts.lockedUntil })
    .from(signInAttempts)
    .where(and(or(...subjects.map((s) => and(eq(signInAttempts.scope, s.scope), eq(signInAttempts.key, s.key)))), gt(signInAttempts.lockedUntil, now)));
  const until = Math.max(0, ...locked.map((r) => r.lockedUntil?.getTime() ?? 0));
  if (until > now.getTime()) throw new Throttled(Math.max(1, Math.ceil((until - now.getTime()) / 1000)));
}

/** Counts one failure for each subject (atomically: concurrent failures are all counted). */
export async function recordFailure(db: Db, subjects: Subject[]): Promise<void> {
  const now = Date.now();
  for (const subject of subjects) {
    const rule = ruleOf(subject);
    const windowStart = new Date(now - rule.windowMs).toISOString();
    const lockUntil = new Date(now + rule.lockMs).toISOString();
    const nowIso = new Date(now).toISOString();
    const expired = sql`${signInAttempts.windowStartedAt} < ${windowStart}::timestamptz`;
    const count = sql`(case when ${expired} then 1 else ${signInAttempts.failures} + 1 end)`;
    await db
      .insert(signInAttempts)
      .values({ ...subject, failures: 1, windowStartedAt: new Date(now), lockedUntil: rule.max <= 1 ? new Date(now + rule.lockMs) : null })
      .onConflictDoUpdate({
        target: [signInAttempts.scope, signInAttempts.key],
        set: {
          failures: count,
          windowStartedAt: sql`case when ${expired} then ${nowIso}::timestamptz else ${signInAttempts.windowStartedAt} end`,
          lockedUntil: sql`case when ${count} >= ${rule.max} then ${lockUntil}::timestamptz else ${signInAttempts.lockedUntil} end`,
        },
      });
  }
}

/** Forgets a subject's failures (after the right secret). */
export async function clearFailures(db: Db, subject: Subject | undefined): Promise<void> {
  if (!subject) return;
  await db.delete(signInAttempts).where(and(eq(signInAttempts.scope, subject.scope), inArray(signInAttempts.key, [subject.key])));
}
