/** The bench's production servers: one started on a free port, waited for, stopped by its PID; and a JSON GET of its API. */
import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { root } from './prepare.mjs';
import type { Server } from './bench-types';

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

export async function waitFor(url: string, timeoutMs: number, alive: () => boolean = () => true): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (!alive()) throw new Error(`the server of ${url} ended before it answered`);
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}

/**
 * The production server of `npm start` (Next behind the shared page cache) on in-memory PGlite
 * unless `env` says otherwise; `upMs`: how long it may take to answer its health check (a large
 * seed takes a while).
 */
export async function startServer(env: Record<string, string> = {}, fixedPort: number | null = null, upMs = 120_000): Promise<Server> {
  const port = fixedPort ?? (await freePort());
  const base = `http://127.0.0.1:${port}`;
  // the load measure sends anonymous requests, which is what the shared page cache serves
  const child = spawn(process.execPath, ['--require', 'tsx/cjs', join(root, 'src/http/serve.ts'), '-p', String(port)], {
    cwd: root,
    env: { ...process.env, NODE_ENV: 'production', SOUK_DB: 'memory', SITE_URL: base, NEXT_TELEMETRY_DISABLED: '1', ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const stop = () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
      setTimeout(() => child.kill('SIGKILL'), 5000).unref();
    });
  try {
    await waitFor(`${base}/api/health`, upMs, () => child.exitCode === null && child.signalCode === null);
  } catch (error) {
    await stop();
    throw error;
  }
  return { base, process: child, stop };
}

export async function api<T>(base: string, path: string, headers: Record<string, string> = {}): Promise<T> {
  const response = await fetch(`${base}/api/v1/${path}`, { headers: { Accept: 'application/json', ...headers } });
  if (!response.ok) throw new Error(`GET ${path} answered ${response.status}`);
  return (await response.json()) as T;
}
