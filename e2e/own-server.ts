import { spawn, type ChildProcess } from 'node:child_process';

/**
 * A production server of the build with an environment of the test's own (a speed trick
 * switched off, a database on disk), on a port next to the suite's: E2E_PORT + offset. The
 * production server of `npm start` (src/http/serve.ts), or with `plain` Next's own `next start`
 * (what most hosts run: no shared page cache, no production server around Next).
 */
export interface OwnServer {
  baseURL: string;
  stop: () => Promise<void>;
  /** Sends the server a signal (SIGTERM: it drains, then closes); `exited` resolves when it has gone. */
  signal: (name: NodeJS.Signals) => void;
  exited: Promise<void>;
}

export async function startOwnServer(offset: number, env: Record<string, string>, startMs = 120_000, { plain = false }: { plain?: boolean } = {}): Promise<OwnServer> {
  const port = Number(process.env.E2E_PORT ?? 3100) + offset;
  const baseURL = `http://localhost:${port}`;
  const command = plain ? ['node_modules/next/dist/bin/next', 'start', '-p', String(port)] : ['--require', 'tsx/cjs', 'src/http/serve.ts', '-p', String(port)];
  const child: ChildProcess = spawn(process.execPath, command, {
    // its log's warnings and errors (JSON lines on stdout) show with the run's
    env: { ...process.env, NODE_ENV: 'production', SOUK_DB: 'memory', SITE_URL: baseURL, NEXT_TELEMETRY_DISABLED: '1', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  // a hook that timed out never gets to stop it: the worker's exit does
  process.once('exit', () => child.kill('SIGKILL'));
  const stop = () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
      setTimeout(() => child.kill('SIGKILL'), 8000).unref();
    });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const signal = (name: NodeJS.Signals) => void child.kill(name);
  const until = Date.now() + startMs;
  while (Date.now() < until) {
    if (child.exitCode !== null) throw new Error(`the server on ${port} exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${baseURL}/api/health`, { signal: AbortSignal.timeout(5000) })).ok) return { baseURL, stop, signal, exited };
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  await stop();
  throw new Error(`the server on ${port} did not start`);
}
