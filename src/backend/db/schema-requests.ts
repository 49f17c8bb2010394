/**
 * Idempotency keys: the first answer to a state-changing call sent with an `Idempotency-Key`,
 * per caller (`c:<customer id>`, `g:<guest id>`, `t:<token hash>` for a token no account holds,
 * or `a` for an anonymous call, where the key alone names it). Only the key's hash is kept and
 * the answer is sealed with the key itself (a sign-up's answer carries a token), so the table
 * alone reveals no answer. A row with no status is a call still running, held until
 * `locked_until` (its process renews that while it runs); rows older than a day are removed by
 * the jobs queue (services/request-keys.ts).
 */
import { customType, index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (v) => (Buffer.isBuffer(v) ? v : Buffer.from(v)),
});

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    scope: text('scope').notNull(),
    keyHash: text('key_hash').notNull(),
    /** The bearer token's hash when a token sent the call: a repeat after it signed out (or removed its account) is still that caller. */
    tokenHash: text('token_hash'),
    /** sha256 of the method, the path, the query and the body (files by their bytes' hash). */
    fingerprint: text('fingerprint').notNull(),
    /** The first answer's status; null while the call runs. */
    status: integer('status'),
    /** The first answer (status, headers, body), sealed with the key (AES-256-GCM). */
    answer: bytea('answer'),
    lockedUntil: at('locked_until').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.scope, t.keyHash] }), index('idempotency_keys_token_idx').on(t.keyHash, t.tokenHash), index('idempotency_keys_created_idx').on(t.createdAt)],
);
