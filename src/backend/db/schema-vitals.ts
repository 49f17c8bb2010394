/**
 * Field data: Core Web Vitals of sampled visits, kept as per-hour histograms (one row per hour,
 * route, device class, metric and value bucket, with a count) rather than one row per visit.
 * The table's size is bounded by what it describes, not by how many beacons arrive: a client
 * that sends a thousand beacons only raises counts. Nothing in it identifies a shopper.
 */
import { integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

export const webVitals = pgTable(
  'web_vitals',
  {
    /** The hour the values arrived in (UTC, truncated). */
    hour: timestamp('hour', { withTimezone: true, mode: 'date' }).notNull(),
    /** The page's route pattern, e.g. `/product/[id]`. */
    route: text('route').notNull(),
    /** `phone-low`, `phone`, `tablet` or `desktop`. */
    device: text('device').notNull(),
    /** `LCP`, `INP`, `CLS`, `TTFB` or `FCP`. */
    metric: text('metric').notNull(),
    /** The bucket's lower bound: milliseconds, or thousandths for CLS (see services/vitals.ts). */
    bucket: integer('bucket').notNull(),
    count: integer('count').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.hour, t.route, t.device, t.metric, t.bucket] })],
);
