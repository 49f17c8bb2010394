import { spawn, type ChildProcess } from 'node:child_process';
import { expect, test } from './fixtures';
import { nearEveryBlock } from './catalogue-helpers';
import { startStubBackend, type StubBackend } from './stub-backend';

/**
 * The storefront against an external 6amMart-style backend (API_BASE_URL): a stub answers
 * the frame and three sections of the food home, one of them malformed. The page renders
 * with the good sections and leaves the broken one out.
 */
const BASE_PORT = Number(process.env.E2E_PORT ?? 3100);
const STOREFRONT_PORT = BASE_PORT + 2;
const STUB_PORT = BASE_PORT + 50;
const STOREFRONT = `http://localhost:${STOREFRONT_PORT}`;

let stub: StubBackend;
let server: ChildProcess | undefined;
let serverLog = '';

async function waitForHealth(deadline: number): Promise<void> {
  while (Date.now() < deadline) {
    if (server?.exitCode !== null && server?.exitCode !== undefined) throw new Error(`the storefront exited: ${serverLog}`);
    try {
      const res = await fetch(`${STOREFRONT}/api/health`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`the storefront did not start: ${serverLog}`);
}

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(150_000);
  stub = await startStubBackend(STUB_PORT);
  server = spawn(process.execPath, ['--require', 'tsx/cjs', 'src/http/serve.ts', '-p', String(STOREFRONT_PORT)], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      API_BASE_URL: stub.origin,
      SITE_URL: STOREFRONT,
      CORS_ORIGINS: 'https://app.example',
      UPSTREAM_CACHE_MS: '0',
      SHARED_CACHE_MB: '0',
      NEXT_TELEMETRY_DISABLED: '1',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  server.stdout?.on('data', (chunk: Buffer) => (serverLog += chunk.toString()));
  server.stderr?.on('data', (chunk: Buffer) => (serverLog += chunk.toString()));
  await waitForHealth(Date.now() + 120_000);
});

test.afterAll(async () => {
  if (server && server.exitCode === null) {
    const exited = new Promise((resolve) => server?.once('exit', resolve));
    server.kill('SIGTERM');
    await exited;
  }
  await stub?.close();
});

test('a malformed section from the backend is left out and the page still renders', async ({ page }) => {
  const response = await page.goto(`${STOREFRONT}/home?module_id=1`);
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { name: 'Special food offers' })).toBeVisible();
  await expect(page.getByText('Stub Falafel Wrap').first()).toBeVisible();
  await nearEveryBlock(page);
  await expect(page.getByRole('heading', { name: 'New restaurants' })).toBeVisible();
  await expect(page.getByText('Stub Grill House').first()).toBeVisible();
  // the backend answered items/most-reviewed with an item whose name is an object
  expect(stub.requests).toContain('items/most-reviewed');
  await expect(page.getByRole('heading', { name: 'Best reviewed items' })).toHaveCount(0);
  await expect(page.getByText('Broken Shawarma')).toHaveCount(0);
});

test('a web client on an allowed origin passes the preflight over HTTP; another origin does not', async ({ request }) => {
  const preflight = (origin: string) =>
    request.fetch(`${STOREFRONT}/api/v1/items/discounted`, {
      method: 'OPTIONS',
      headers: { origin, 'access-control-request-method': 'GET', 'access-control-request-headers': 'zoneid,moduleid,x-localization,authorization' },
    });
  const allowed = await preflight('https://app.example');
  expect(allowed.status()).toBe(204);
  expect(allowed.headers()['access-control-allow-origin']).toBe('https://app.example');
  expect(allowed.headers()['access-control-allow-headers']).toMatch(/zoneId/);
  const other = await preflight('https://other.example');
  expect(other.headers()['access-control-allow-origin']).toBeUndefined();

  const answer = await request.get(`${STOREFRONT}/api/v1/items/discounted`, { headers: { origin: 'https://app.example', zoneid: '[1]', moduleid: '1' } });
  expect(answer.status()).toBe(200);
  expect(answer.headers()['access-control-allow-origin']).toBe('https://app.example');
  const { products } = (await answer.json()) as { products: { name: string }[] };
  expect(products[0]?.name).toBe('Stub Falafel Wrap');
});
