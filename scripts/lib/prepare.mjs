// Shared steps of `npm start`, `npm test` and `npm run bench`: install what is missing,
// draw the seed images, and build when the sources changed since the last build.
// Uses only Node's own modules, because it runs before dependencies exist.
import { spawn, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';

export const root = new URL('../..', import.meta.url).pathname.replace(/\/$/, '');

/** A failure the commands report in one short line (no stack trace), then exit 1. */
export class SetupError extends Error {}

export function run(command, args, options = {}) {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: process.env, ...options });
  if (result.error) {
    const missing = /** @type {NodeJS.ErrnoException} */ (result.error).code === 'ENOENT';
    throw new SetupError(
      missing
        ? `${relative(root, command) || command} is missing. Remove node_modules and run the command again to reinstall.`
        : `${command} could not start: ${result.error.message}`,
    );
  }
  return result.status ?? 1;
}

/** Whether Debian packages can be installed here: running as root with apt-get on the path. */
export function canApt() {
  const root = typeof process.getuid === 'function' && process.getuid() === 0;
  return root && spawnSync('sh', ['-c', 'command -v apt-get'], { stdio: 'ignore' }).status === 0;
}

/** The shell line that installs `packages` with apt-get, quietly and without questions. */
const aptLine = (/** @type {string[]} */ packages) => `apt-get update -qq && apt-get install -y -qq ${packages.join(' ')}`;
const aptOptions = () => ({ stdio: /** @type {const} */ (['ignore', 'ignore', 'inherit']), env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });

/** Says what is being installed, and why (`for …`). */
const announce = (/** @type {string[]} */ packages, /** @type {string} */ purpose) =>
  console.log(`› Installing Debian's ${packages.join(', ')} ${purpose}…`);

/**
 * Installs Debian `packages` with apt-get when `canApt()`; true when apt-get succeeded. The caller
 * checks for what it needs afterwards and says what to install when it is still missing.
 * @param {string[]} packages
 * @param {string} purpose
 */
export function aptInstall(packages, purpose) {
  if (!canApt()) return false;
  announce(packages, purpose);
  return spawnSync('sh', ['-c', aptLine(packages)], aptOptions()).status === 0;
}

/**
 * The same, running beside whatever the caller does next (npm ci); resolves when apt-get ended.
 * @param {string[]} packages
 * @param {string} purpose
 * @returns {Promise<void>}
 */
export function aptInstallInBackground(packages, purpose) {
  if (!packages.length || !canApt()) return Promise.resolve();
  announce(packages, purpose);
  return new Promise((resolve) => {
    spawn('sh', ['-c', aptLine(packages)], aptOptions()).on('close', () => resolve()).on('error', () => resolve());
  });
}

/**
 * Runs a command's main function: a SetupError (or any other error) ends it with one short
 * line instead of a stack trace.
 * @param {() => void | Promise<void>} main
 */
export async function guarded(main) {
  try {
    await main();
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    console.error(`\n✗ ${message.split('\n')[0]}`);
    process.exit(1);
  }
}

export function runOrExit(command, args, options) {
  const status = run(command, args, options);
  if (status !== 0) {
    console.error(`\n✗ ${command} ${args.join(' ')} failed (exit ${status})`);
    process.exit(status);
  }
}

function lockHash() {
  const lock = join(root, 'package-lock.json');
  return existsSync(lock) ? createHash('sha256').update(readFileSync(lock)).digest('hex') : 'no-lock';
}

/** `npm ci` when node_modules is missing or was installed from another lockfile. */
export function ensureInstalled() {
  const stamp = join(root, 'node_modules', '.souk-install.stamp');
  const want = lockHash();
  // an install made without the devDependencies (NODE_ENV=production) lacks the tools: install again
  const tools = ['next', 'tsx', 'jest'].every((name) => existsSync(join(root, 'node_modules', '.bin', name)));
  if (tools && existsSync(stamp) && readFileSync(stamp, 'utf8') === want) return;
  console.log('› Installing dependencies (npm ci)…');
  // the build, the database scripts and the tests need the devDependencies too, whatever
  // NODE_ENV the environment sets (npm leaves them out when it is production)
  if (run('npm', ['ci', '--include=dev', '--no-audit', '--no-fund', '--loglevel=error']) !== 0) {
    throw new SetupError('npm ci failed (see above). Check the network access to the npm registry, then run the command again.');
  }
  writeFileSync(stamp, want);
}

export function tsx(script, args = [], options = {}) {
  return run(join(root, 'node_modules', '.bin', 'tsx'), [script, ...args], options);
}

export function generateMedia() {
  if (!existsSync(join(root, 'scripts', 'generate-media.ts'))) return;
  const status = tsx('scripts/generate-media.ts');
  if (status !== 0) process.exit(status);
}

const BUILD_INPUTS = ['pages', 'src', 'public', 'next.config.js', 'next-i18next.config.js', 'tsconfig.json', 'package-lock.json'];
const SKIP = new Set(['node_modules', '.next', 'media']);
const isBuildDir = (name) => name.startsWith('.next');

function* files(path) {
  const stat = statSync(path);
  if (stat.isDirectory()) {
    for (const entry of readdirSync(path).sort()) {
      if (SKIP.has(entry) || isBuildDir(entry) || entry.endsWith('.test.ts') || entry.endsWith('.test.tsx')) continue;
      yield* files(join(path, entry));
    }
  } else yield path;
}

function sourceHash() {
  const hash = createHash('sha256');
  for (const input of BUILD_INPUTS) {
    const path = join(root, input);
    if (!existsSync(path)) continue;
    for (const file of files(path)) {
      hash.update(relative(root, file));
      hash.update(readFileSync(file));
    }
  }
  hash.update(process.env.NEXT_PUBLIC_GOOGLE_MAPS_KEY ?? '');
  return hash.digest('hex');
}

/**
 * `next build` unless the last build was made from exactly these sources; `distDir` and `env`
 * make a second build side by side (the bench's build without compile hints).
 * @param {{ distDir?: string, env?: Record<string, string> }} [options]
 */
export function ensureBuilt(options = {}) {
  const dist = options.distDir ?? (process.env.NEXT_DIST_DIR || '.next');
  const stamp = join(root, dist, 'souk-build.stamp');
  const want = sourceHash();
  if (existsSync(join(root, dist, 'BUILD_ID')) && existsSync(stamp) && readFileSync(stamp, 'utf8') === want) {
    console.log(`› Production build${options.distDir ? ` in ${dist}` : ''} is up to date.`);
    return;
  }
  console.log(`› Building the storefront (next build${options.distDir ? ` into ${dist}` : ''})…`);
  // a production build whatever NODE_ENV the environment sets (Next refuses to build otherwise)
  runOrExit(join(root, 'node_modules', '.bin', 'next'), ['build', '--webpack'], {
    env: { ...process.env, NODE_ENV: 'production', NEXT_TELEMETRY_DISABLED: '1', ...(options.distDir ? { NEXT_DIST_DIR: dist } : {}), ...options.env },
  });
  writeFileSync(stamp, want);
}
