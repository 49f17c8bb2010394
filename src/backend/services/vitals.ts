/**
 * Field data (Core Web Vitals) as histograms: recording a beacon's values, and the 75th
 * percentiles per route over the last day and week (`npm run vitals`).
 */
import { and, eq, gte, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { webVitals } from '../db/schema-vitals';

export const METRICS = ['LCP', 'INP', 'CLS', 'TTFB', 'FCP'] as const;
export type Metric = (typeof METRICS)[number];
export const DEVICES = ['phone-low', 'phone', 'tablet', 'desktop'] as const;
export type Device = (typeof DEVICES)[number];

/** Routes one hour may hold: beyond it, values for routes not yet seen that hour are refused. */
export const MAX_ROUTES_PER_HOUR = 200;
/** How long histograms are kept. */
export const KEEP_DAYS = 35;

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** CLS is unitless: it is kept in thousandths so every metric buckets as integers. */
const scale = (metric: Metric) => (metric === 'CLS' ? 1000 : 1);

/** Bucket widths: 10 units below 1 000, 100 below 10 000, 1 000 below 60 000, then one bucket. */
export function bucketWidth(bucket: number): number {
  if (bucket < 1000) return 10;
  if (bucket < 10_000) return 100;
  if (bucket < 60_000) return 1000;
  return 0;
}

/** The lower bound of the bucket a value falls in. */
export function bucketOf(metric: Metric, value: number): number {
  const units = Math.max(0, Math.round(value * scale(metric)));
  if (units >= 60_000) return 60_000;
  const width = bucketWidth(units);
  return Math.floor(units / width) * width;
}

/** The 75th percentile of a histogram (the middle of the bucket it falls in), in the metric's unit. */
export function p75(metric: Metric, buckets: { bucket: number; count: number }[]): number | null {
  const sorted = [...buckets].sort((a, b) => a.bucket - b.bucket);
  const total = sorted.reduce((sum, b) => sum + b.count, 0);
  if (!total) return null;
  let seen = 0;
  for (const b of sorted) {
    seen += b.count;
    if (seen >= 0.75 * total) return (b.bucket + bucketWidth(b.bucket) / 2) / scale(metric);
  }
  return null;
}

export interface Beacon {
  route: string;
  device: Device;
  metrics: { name: Metric; value: number }[];
}

export class TooManyRoutes extends Error {}

/** Adds a beacon's values to this hour's histograms. */
export async function recordVitals(db: Db, beacon: Beacon, now = new Date()): Promise<void> {
  const hour = new Date(Math.floor(now.getTime() / HOUR) * HOUR);
  const [seen] = await db
    .select({ n: sql<number>`1` })
    .from(webVitals)
    .where(and(eq(webVitals.hour, hour), eq(webVitals.route, beacon.route)))
    .limit(1);
  if (!seen) {
    const [routes] = await db
      .select({ n: sql<number>`count(distinct ${webVitals.route})::int` })
      .from(webVitals)
      .where(eq(webVitals.hour, hour));
    if ((routes?.n ?? 0) >= MAX_ROUTES_PER_HOUR) throw new TooManyRoutes();
    // the first values of a route in an hour: a good moment to let old histograms go
    await db.delete(webVitals).where(lt(webVitals.hour, new Date(now.getTime() - KEEP_DAYS * DAY)));
  }
  const rows = new Map<string, { metric: Metric; bucket: number; count: number }>();
  for (const m of beacon.metrics) {
    const bucket = bucketOf(m.name, m.value);
    const key = `${m.name}:${bucket}`;
    const row = rows.get(key) ?? { metric: m.name, bucket, count: 0 };
    row.count += 1;
    rows.set(key, row);
  }
  if (!rows.size) return;
  await db
    .insert(webVitals)
    .values([...rows.values()].map((r) => ({ hour, route: beacon.route, device: beacon.device, metric: r.metric, bucket: r.bucket, count: r.count })))
    .onConflictDoUpdate({
      target: [webVitals.hour, webVitals.route, webVitals.device, webVitals.metric, webVitals.bucket],
      set: { count: sql`${webVitals.count} + excluded.count` },
    });
}

export interface RouteReport {
  route: string;
  /** p75 per metric and the number of values behind it, over the last day and the last week. */
  day: Partial<Record<Metric, { p75: number; n: number }>>;
  week: Partial<Record<Metric, { p75: number; n: number }>>;
}

/** The 75th percentiles per route (all device classes together) for the last day and week. */
export async function vitalsReport(db: Db, now = new Date()): Promise<RouteReport[]> {
  const weekAgo = new Date(now.getTime() - 7 * DAY);
  const dayAgo = new Date(now.getTime() - DAY);
  const rows = await db
    .select({ hour: webVitals.hour, route: webVitals.route, metric: webVitals.metric, bucket: webVitals.bucket, count: webVitals.count })
    .from(webVitals)
    .where(gte(webVitals.hour, new Date(Math.floor(weekAgo.getTime() / HOUR) * HOUR)));
  const routes = [...new Set(rows.map((r) => r.route))].sort();
  return routes.map((route) => {
    const figures = (since: Date) => {
      const out: RouteReport['day'] = {};
      for (const metric of METRICS) {
        const buckets = rows.filter((r) => r.route === route && r.metric === metric && r.hour.getTime() >= Math.floor(since.getTime() / HOUR) * HOUR);
        const value = p75(metric, buckets);
        if (value !== null) out[metric] = { p75: value, n: buckets.reduce((sum, b) => sum + b.count, 0) };
      }
      return out;
    };
    return { route, day: figures(dayAgo), week: figures(weekAgo) };
  });
}
