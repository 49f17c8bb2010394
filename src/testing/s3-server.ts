/**
 * An S3-compatible server for the storage tests, where this machine has one: moto's
 * `moto_server` (Python's moto, which the machine image ships), on a free loopback port. Where it
 * is missing, the tests run the bucket driver on the SDK's mock client only.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { accessSync, constants } from 'node:fs';
import { createServer } from 'node:net';
import { delimiter, join } from 'node:path';

/** The moto_server program on PATH, or null. */
export function findMotoServer(): string | null {
  for (const dir of (process.env.PATH ?? '').split(delimiter)) {
    if (!dir) continue;
    const file = join(dir, 'moto_server');
    try {
      accessSync(file, constants.X_OK);
      return file;
    } catch {
      // not in this folder
    }
  }
  return null;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

export interface S3Server {
  endpoint: string;
  stop: () => void;
}

/** Starts moto_server on 127.0.0.1 and answers once it serves (within 20 s). */
export async function startS3Server(program: string): Promise<S3Server> {
  const port = await freePort();
  const child: ChildProcess = spawn(program, ['-H', '127.0.0.1', '-p', String(port)], { stdio: 'ignore' });
  const endpoint = `http://127.0.0.1:${port}`;
  const stop = () => {
    if (child.exitCode === null) child.kill('SIGTERM');
  };
  const until = Date.now() + 20_000;
  while (Date.now() < until) {
    if (child.exitCode !== null) break;
    const up = await fetch(`${endpoint}/moto-api/`).then(
      () => true,
      () => false,
    );
    if (up) return { endpoint, stop };
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
  stop();
  throw new Error(`moto_server did not start on port ${port}`);
}
