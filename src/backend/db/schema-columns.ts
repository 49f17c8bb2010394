/** Columns several tables share. */
import { timestamp } from 'drizzle-orm/pg-core';

/** When a row was written (timestamptz, set by the database). */
export const createdAt = () => timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();
