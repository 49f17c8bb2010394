/**
 * Sign-in throttling: failed attempts counted per account and per client address, in the
 * database so that every server process sharing it sees the same counts.
 */
import { integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

export const signInAttempts = pgTable(
  'sign_in_attempts',
  {
    /** What is counted: `account` (a normalised e-mail or phone, known or not) or `address` (a client address). */
    scope: text('scope').notNull(),
    key: text('key').notNull(),
    failures: integer('failures').notNull().default(0),
    windowStartedAt: timestamp('window_started_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    /** Attempts are refused (429) until then. */
    lockedUntil: timestamp('locked_until', { withTimezone: true, mode: 'date' }),
  },
  (t) => [primaryKey({ columns: [t.scope, t.key] })],
);
