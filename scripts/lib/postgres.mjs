// @ts-check
// A throw-away PostgreSQL server for the test suite: Debian's `postgresql` package, initialised
// in a temporary directory, listening on 127.0.0.1 on a free port, stopped and removed
// afterwards. Installed with apt-get when missing and the suite runs as root.
import { spawn, spawnSync } from 'node:child_process';
import { chownSync, existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { aptInstall, SetupError } from './prepare.mjs';

const isRoot = () => typeof process.getuid === 'function' && process.getuid() === 0;
const has = (/** @type {string} */ command) => spawnSync('sh', ['-c', `command -v ${command}`], { stdio: 'ignore' }).status === 0;

/** The bin folder of the newest PostgreSQL with initdb and pg_ctl, or null. */
export function findPostgres() {
  const fromEnv = process.env.SOUK_PG_BIN;
  if (fromEnv && existsSync(join(fromEnv, 'initdb'))) return fromEnv;
  const base = '/usr/lib/postgresql';
  if (existsSync(base)) {
    const versions = readdirSync(base)
      .filter((v) => existsSync(join(base, v, 'bin', 'initdb')) && existsSync(join(base, v, 'bin', 'pg_ctl')))
      .sort((a, b) => Number(b) - Number(a));
    if (versions[0]) return join(base, versions[0], 'bin');
  }
  const onPath = spawnSync('sh', ['-c', 'dirname "$(command -v initdb)"'], { encoding: 'utf8' });
  return onPath.status === 0 && onPath.stdout.trim() && has('pg_ctl') ? onPath.stdout.trim() : null;
}

/** The PostgreSQL bin folder, installing Debian's package first when missing and allowed. */
export function ensurePostgres() {
  const found = findPostgres();
  if (found) return found;
  const installed = aptInstall(['postgresql'], 'for the API tests against a PostgreSQL server') ? findPostgres() : null;
  if (installed) return installed;
  throw new SetupError(
    'No PostgreSQL server found for the API tests. Install Debian\'s package (sudo apt-get install -y postgresql) or set SOUK_PG_BIN to a folder with initdb and pg_ctl.',
  );
}

/** A loopback port the system says is free. */
export function freeLoopbackPort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

/** A free port for the server (SOUK_PG_PORT picks one instead). */
async function freePort() {
  const fixed = Number(process.env.SOUK_PG_PORT);
  if (Number.isInteger(fixed) && fixed > 0) return fixed;
  return freeLoopbackPort();
}

/**
 * Starts a server; `stop()` stops it and removes its folder. initdb refuses to run as root, so
 * as root the server runs as the `postgres` user the Debian package creates. With `dir`, the
 * data folder is kept there across runs (`npm run cluster`) and `stop()` leaves it; `port` picks
 * the port. `pause()` stops the server and `resume()` starts it again on the same port and data
 * (`npm run test:scale` takes the database away for a few seconds with them). `settings`: more
 * server settings (`-c name=value` each), e.g. pg_stat_statements for the size bench.
 * @param {{ dir?: string, port?: number, settings?: string[] }} [options]
 * @returns {Promise<{ url: string, stop: () => void, pause: () => Promise<unknown>, resume: () => Promise<unknown> }>}
 */
export async function startPostgres(options = {}) {
  const bin = ensurePostgres();
  const keep = Boolean(options.dir);
  const dir = options.dir ?? mkdtempSync(join(tmpdir(), 'souk-pg-'));
  if (keep) mkdirSync(dir, { recursive: true });
  /** @type {string[]} */
  let asUser = [];
  if (isRoot()) {
    const ids = spawnSync('id', ['-u', 'postgres'], { encoding: 'utf8' });
    const gid = spawnSync('id', ['-g', 'postgres'], { encoding: 'utf8' });
    if (ids.status !== 0) throw new SetupError('PostgreSQL will not run as root and there is no postgres user to run it as (apt-get install postgresql creates one).');
    chownSync(dir, Number(ids.stdout.trim()), Number(gid.stdout.trim()));
    asUser = ['runuser', '-u', 'postgres', '--'];
  }
  const exec = (/** @type {string} */ tool, /** @type {string[]} */ args) => {
    const [command, ...rest] = [...asUser, join(bin, tool), ...args];
    return spawnSync(/** @type {string} */ (command), rest, { encoding: 'utf8', cwd: dir });
  };
  const remove = () => {
    if (!keep) rmSync(dir, { recursive: true, force: true });
  };
  const data = join(dir, 'data');
  if (!existsSync(join(data, 'PG_VERSION'))) {
    const init = exec('initdb', ['-D', data, '-U', 'souk', '-A', 'trust', '-E', 'UTF8', '--no-sync', '--locale=C']);
    if (init.status !== 0) {
      remove();
      throw new SetupError(`initdb failed: ${(init.stderr || init.stdout).trim().split('\n').pop()}`);
    }
  }
  const port = options.port ?? (await freePort());
  // a kept cluster's data should survive a crash of the machine: fsync stays on there
  const fast = keep ? '' : ' -c fsync=off -c synchronous_commit=off -c full_page_writes=off';
  const more = (options.settings ?? []).map((setting) => ` -c ${setting}`).join('');
  const settings = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1${fast} -c max_connections=200${more}`;
  const pgStart = () => exec('pg_ctl', ['-D', data, '-o', settings, '-l', join(dir, 'server.log'), '-w', '-t', '60', 'start']);
  const pgStop = () => exec('pg_ctl', ['-D', data, '-m', 'fast', '-w', '-t', '30', 'stop']);
  const stop = () => {
    pgStop();
    remove();
  };
  const start = pgStart();
  if (start.status !== 0) {
    stop();
    throw new SetupError(`PostgreSQL did not start on port ${port}: ${(start.stderr || start.stdout).trim().split('\n').pop()}`);
  }
  // without blocking the caller's event loop (test:scale's shoppers go on meanwhile)
  const later = (/** @type {string[]} */ args) =>
    new Promise((resolve, reject) => {
      const [command, ...rest] = [...asUser, join(bin, 'pg_ctl'), ...args];
      const child = spawn(/** @type {string} */ (command), rest, { cwd: dir, stdio: 'ignore' });
      child.on('error', reject);
      child.on('exit', (code) => (code === 0 ? resolve(undefined) : reject(new SetupError(`pg_ctl ${args.at(-1)} failed (exit ${code})`))));
    });
  const pause = () => later(['-D', data, '-m', 'fast', '-w', '-t', '30', 'stop']);
  const resume = () => later(['-D', data, '-o', settings, '-l', join(dir, 'server.log'), '-w', '-t', '60', 'start']);
  return { url: `postgres://souk@127.0.0.1:${port}/postgres`, stop, pause, resume };
}
