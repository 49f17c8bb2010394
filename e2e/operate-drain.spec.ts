import { expect, test } from './fixtures';
import { startOwnServer, type OwnServer } from './own-server';

/**
 * A process told to stop (SIGTERM, a deploy) says so before it stops taking connections: its
 * readiness check answers 503 `draining` for SHUTDOWN_GRACE_MS while it still answers shoppers,
 * so nginx's supervisor or an orchestrator takes it out of rotation first (issue 54).
 */
let server: OwnServer | undefined;

test.beforeAll(async () => {
  test.setTimeout(180_000);
  server = await startOwnServer(4, { SHUTDOWN_GRACE_MS: '4000' });
});
test.afterAll(async () => {
  await server?.stop();
});

test('while draining, /api/health?ready=1 answers 503 and pages are still served, then the process closes', async () => {
  test.setTimeout(60_000);
  const base = server!.baseURL;
  const ready = await fetch(`${base}/api/health?ready=1`);
  expect(ready.status).toBe(200);
  expect(await ready.json()).toMatchObject({ status: 'ok', phase: 'serving' });

  server!.signal('SIGTERM');
  await expect.poll(async () => (await fetch(`${base}/api/health?ready=1`)).status).toBe(503);
  const draining = await fetch(`${base}/api/health?ready=1`);
  expect(draining.headers.get('retry-after')).toBe('5');
  expect(await draining.json()).toMatchObject({ status: 'draining', phase: 'draining', database: { reachable: true } });
  // the plain health check keeps its answer: the process is healthy, only leaving
  expect((await fetch(`${base}/api/health`)).status).toBe(200);
  // shoppers still get their pages, each answer asking the client to reconnect elsewhere
  const page = await fetch(`${base}/about-us`);
  expect(page.status).toBe(200);
  expect(page.headers.get('connection')).toBe('close');

  await server!.exited;
  await expect(fetch(`${base}/api/health`)).rejects.toThrow();
});
