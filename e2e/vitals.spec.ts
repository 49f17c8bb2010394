import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { aStoreAndProduct } from './catalogue-helpers';
import { expect, hydrating, test } from './fixtures';
import { startOwnServer, type OwnServer } from './own-server';

/**
 * Field data: a visit reports its Core Web Vitals to /api/v1/vitals when the page is hidden,
 * and `npm run vitals` reads them back from the database. A server of the test's own, on a
 * database folder of its own, with every visit sampled.
 */
test.describe.configure({ mode: 'serial', timeout: 180_000 });

let server: OwnServer;
const dataDir = mkdtempSync(join(tmpdir(), 'souk-e2e-vitals-'));
test.beforeAll(async () => {
  test.setTimeout(330_000); // a database on disk is migrated and seeded first (1.5 min on a busy 2-core machine)
  server = await startOwnServer(3, { SOUK_DB: 'pglite', DATA_DIR: dataDir, VITALS_SAMPLE_RATE: '1' }, 300_000);
});
test.afterAll(async () => {
  await server?.stop();
  rmSync(dataDir, { recursive: true, force: true, maxRetries: 5 });
});

test('a visit’s vitals reach the endpoint, and npm run vitals reports them per route', async ({ browser, request }) => {
  const { product } = await aStoreAndProduct(request, 'ecommerce');
  const context = await browser.newContext({ baseURL: server.baseURL });
  const page = hydrating(await context.newPage());
  const beacons: { status: number; url: string }[] = [];
  page.on('requestfinished', async (r) => {
    if (r.url().includes('/api/v1/vitals')) beacons.push({ status: (await r.response())?.status() ?? 0, url: r.url() });
  });
  await page.goto(`/product/${product.slug}`);
  await page.getByRole('heading', { level: 1 }).click(); // an interaction, so INP has something to measure
  // the reporter of a sampled visit loads after hydration: a page hidden before it listens has its
  // LCP and CLS dropped by web-vitals (they were measured hidden), so hide it once the page is quiet
  await page.waitForLoadState('networkidle');
  // hiding the page is when LCP, CLS and INP are final
  await page.evaluate(() => {
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    document.dispatchEvent(new Event('visibilitychange'));
  });
  await expect.poll(() => beacons.length, { timeout: 15_000 }).toBeGreaterThan(0);
  expect(beacons[0]).toEqual({ status: 204, url: `${server.baseURL}/api/v1/vitals` });
  await context.close();

  await server.stop(); // PGlite: one process at a time on the folder
  const { stdout } = await promisify(execFile)(join('node_modules', '.bin', 'tsx'), ['scripts/vitals.ts'], {
    env: { ...process.env, NODE_ENV: 'production', DATA_DIR: dataDir, SOUK_DB: 'pglite' },
    timeout: 90_000,
  });
  // the page's route pattern, never its address (the slug)
  expect(stdout).not.toContain(product.slug);
  const row = stdout.split('\n').find((line) => line.startsWith('| `/product/[id]` | last day'));
  expect(row).toBeDefined();
  expect(row).toMatch(/\d+ ms \(1\)/); // LCP, TTFB and FCP of the one visit
  expect(row).toMatch(/0\.\d{3} \(1\)/); // CLS
});
