/** Accounts: one-time codes, pending sign-ups, social identities, referrals and stored uploads. */
import { customType, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (v) => (Buffer.isBuffer(v) ? v : Buffer.from(v)),
});

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * One-time codes (only their hash is kept). purpose: login (OTP sign-in), verify (a channel of an
 * account), reset (forgot password), profile (a changed phone or e-mail). One live code per target.
 */
export const otpCodes = pgTable(
  'otp_codes',
  {
    id: serial('id').primaryKey(),
    channel: text('channel').notNull(),
    target: text('target').notNull(),
    purpose: text('purpose').notNull(),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    createdAt: at('created_at').notNull().defaultNow(),
    expiresAt: at('expires_at').notNull(),
  },
  (t) => [uniqueIndex('otp_codes_target_idx').on(t.channel, t.target, t.purpose)],
);

/**
 * A verified phone or provider identity that has no complete account yet: the shopper finishes
 * it with auth/update-info, proving it with the completion token (stored hashed).
 */
export const pendingSignups = pgTable(
  'pending_signups',
  {
    id: serial('id').primaryKey(),
    tokenHash: text('token_hash').notNull(),
    phone: text('phone'),
    email: text('email'),
    name: text('name'),
    provider: text('provider'),
    subject: text('subject'),
    createdAt: at('created_at').notNull().defaultNow(),
    expiresAt: at('expires_at').notNull(),
  },
  (t) => [uniqueIndex('pending_signups_token_idx').on(t.tokenHash)],
);

export const socialIdentities = pgTable(
  'social_identities',
  {
    id: serial('id').primaryKey(),
    provider: text('provider').notNull(),
    subject: text('subject').notNull(),
    customerId: integer('customer_id').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('social_identities_subject_idx').on(t.provider, t.subject), index('social_identities_customer_idx').on(t.customerId)],
);

export const referrals = pgTable(
  'referrals',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id').notNull(),
    referrerId: integer('referrer_id').notNull(),
    reward: integer('reward').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('referrals_customer_idx').on(t.customerId)],
);

/** Uploaded files (profile photos), kept in the database so every server process serves them. */
export const storedFiles = pgTable(
  'stored_files',
  {
    id: serial('id').primaryKey(),
    key: text('key').notNull(),
    contentType: text('content_type').notNull(),
    data: bytea('data').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('stored_files_key_idx').on(t.key)],
);

/**
 * Uploads served only to the account that sent them (identity documents, partner papers,
 * prescriptions), whichever store keeps their bytes. `customer_id` null: sent without an account,
 * served to no caller of the API. A key not listed here is public (profile photos, store images).
 */
export const privateFiles = pgTable('private_files', {
  key: text('key').primaryKey(),
  customerId: integer('customer_id'),
  createdAt: at('created_at').notNull().defaultNow(),
});
