import { getDb } from '../db/client';
import { webVitals } from '../db/schema-vitals';
import { bucketOf, MAX_ROUTES_PER_HOUR, p75, recordVitals, vitalsReport } from '../services/vitals';
import { call, errorCode } from '../../testing/backend';

beforeEach(async () => {
  await (await getDb()).delete(webVitals);
});

const beacon = (route = '/product/[slug]', metrics = [{ name: 'LCP', value: 1234.5 }, { name: 'CLS', value: 0.012 }]) => ({
  route,
  device: 'phone',
  metrics,
});

describe('POST vitals', () => {
  it('records a visit’s vitals, and the report gives their 75th percentile per route', async () => {
    for (const lcp of [900, 1100, 1300, 2600]) {
      const res = await call('vitals', { method: 'POST', body: beacon('/product/[slug]', [{ name: 'LCP', value: lcp }]) });
      expect(res.status).toBe(204);
    }
    expect((await call('vitals', { method: 'POST', body: beacon('/', [{ name: 'INP', value: 180 }, { name: 'CLS', value: 0.02 }]) })).status).toBe(204);
    const report = await vitalsReport(await getDb());
    const product = report.find((r) => r.route === '/product/[slug]');
    expect(product?.day.LCP).toEqual({ p75: 1350, n: 4 });
    expect(product?.week.LCP?.n).toBe(4);
    const landing = report.find((r) => r.route === '/');
    expect(landing?.day.INP).toEqual({ p75: 185, n: 1 });
    expect(landing?.day.CLS?.p75).toBeCloseTo(0.025);
  });

  it('refuses what is not a beacon with a 422 naming the field', async () => {
    const bad: [unknown, string][] = [
      [{ ...beacon(), route: 'https://elsewhere.example/x' }, 'route'],
      [{ ...beacon(), route: `/${'a'.repeat(200)}` }, 'route'],
      [{ ...beacon(), device: 'fridge' }, 'device'],
      [{ ...beacon(), metrics: [] }, 'metrics'],
      [{ ...beacon(), metrics: [{ name: 'LCP', value: -1 }] }, 'metrics.0.value'],
      [{ ...beacon(), metrics: [{ name: 'LCP', value: 'fast' }] }, 'metrics.0.value'],
      [{ ...beacon(), metrics: [{ name: 'LCP', value: 1 }, { name: 'LCP', value: 2 }] }, 'metrics'],
      [{ ...beacon(), metrics: [{ name: 'FID', value: 1 }] }, 'metrics.0.name'],
      [{ ...beacon(), email: 'a@b.c' }, 'validation'],
    ];
    for (const [body, field] of bad) {
      const res = await call('vitals', { method: 'POST', body });
      expect(res.status).toBe(422);
      expect(errorCode(res)).toBe(field);
    }
    expect(await vitalsReport(await getDb())).toEqual([]);
  });

  it('does not grow with repeated beacons, and refuses new routes past the hourly limit', async () => {
    const db = await getDb();
    const now = new Date('2026-01-01T10:30:00Z');
    for (let i = 0; i < 50; i += 1) await recordVitals(db, { route: '/', device: 'desktop', metrics: [{ name: 'LCP', value: 1000 }] }, now);
    expect(await db.select().from(webVitals)).toHaveLength(1);
    for (let i = 1; i < MAX_ROUTES_PER_HOUR; i += 1) {
      await recordVitals(db, { route: `/r${i}`, device: 'desktop', metrics: [{ name: 'TTFB', value: 10 }] }, now);
    }
    await expect(recordVitals(db, { route: '/one-too-many', device: 'desktop', metrics: [{ name: 'TTFB', value: 10 }] }, now)).rejects.toThrow();
    // a route already seen this hour still counts
    await recordVitals(db, { route: '/r7', device: 'desktop', metrics: [{ name: 'TTFB', value: 10 }] }, now);
  });
});

describe('the histograms', () => {
  it('bucket milliseconds finely below a second and CLS in hundredths', () => {
    expect(bucketOf('LCP', 1234.5)).toBe(1200);
    expect(bucketOf('INP', 87)).toBe(80);
    expect(bucketOf('TTFB', 90_000)).toBe(60_000);
    expect(bucketOf('CLS', 0.123)).toBe(120);
    expect(p75('LCP', [])).toBeNull();
    expect(p75('LCP', [{ bucket: 100, count: 3 }, { bucket: 2000, count: 1 }])).toBe(105);
  });
});
