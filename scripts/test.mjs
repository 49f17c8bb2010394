// `npm test`: install what is missing, then the lockfile check, lint, type check, unit and
// component tests (jest), the API tests once more against a real PostgreSQL server, and the
// Playwright suite against a production build. Whatever fails ends in one short line.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ensureBuilt, ensureInstalled, generateMedia, guarded, root, run, SetupError } from './lib/prepare.mjs';
import { startPostgres } from './lib/postgres.mjs';

const CHROMIUM_PATHS = () => [process.env.PLAYWRIGHT_CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'].filter(Boolean);

function chromiumPath() {
  return CHROMIUM_PATHS().find((path) => existsSync(/** @type {string} */ (path)));
}

/** Chromium for the browser tests: found, or installed with apt-get when the suite runs as root. */
function ensureChromium() {
  const found = chromiumPath();
  if (found) return found;
  const root = typeof process.getuid === 'function' && process.getuid() === 0;
  const apt = spawnSync('sh', ['-c', 'command -v apt-get'], { stdio: 'ignore' }).status === 0;
  if (root && apt) {
    console.log("› Installing Debian's chromium for the browser tests…");
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
    const quiet = { stdio: /** @type {const} */ (['ignore', 'ignore', 'inherit']), env };
    if (spawnSync('apt-get', ['update', '-qq'], quiet).status === 0) spawnSync('apt-get', ['install', '-y', '-qq', 'chromium', 'fonts-noto-core'], quiet);
    const installed = chromiumPath();
    if (installed) return installed;
  }
  throw new SetupError(
    "No Chromium found for the browser tests. Install Debian's package (sudo apt-get update && sudo apt-get install -y chromium fonts-noto-core) or point PLAYWRIGHT_CHROMIUM_PATH at a Chromium or Chrome binary.",
  );
}

const bin = (name) => join(root, 'node_modules', '.bin', name);
const results = [];

function step(name, command, args, env = {}) {
  console.log(`\n━━ ${name} ━━`);
  const status = run(command, args, { env: { ...process.env, ...env } });
  results.push({ name, ok: status === 0 });
  return status === 0;
}

await guarded(main);

async function main() {
  ensureInstalled();
  const only = process.env.SOUK_TEST_ONLY; // e.g. "e2e" while iterating locally
  const want = (name) => !only || only.split(',').includes(name);
  const chromium = want('e2e') ? ensureChromium() : undefined;

  mkdirSync(join(root, 'test-reports'), { recursive: true });

  if (want('lockfile')) {
    // the lockfile npm ci accepts here, and on macOS and Windows (every platform's binaries listed)
    step('lockfile', process.execPath, [join(root, 'scripts', 'lib', 'lockfile.mjs')]);
    step('lockfile (npm ci --dry-run)', 'npm', ['ci', '--dry-run', '--include=dev', '--no-audit', '--no-fund', '--loglevel=error']);
  }
  if (want('lint')) step('lint', bin('eslint'), ['.', '--max-warnings=0']);
  if (want('types')) step('type check', bin('tsc'), ['--noEmit', '-p', '.']);
  if (want('unit')) {
    step('unit and component tests (jest)', bin('jest'), ['--ci', '--json', '--outputFile=test-reports/jest.json'], {
      NODE_ENV: 'test',
    });
  }
  if (want('postgres')) {
    // the same API tests against a real PostgreSQL server (the other driver the product supports)
    console.log('\n━━ API tests against a PostgreSQL server ━━');
    let server;
    try {
      server = await startPostgres();
    } catch (error) {
      console.error(`✗ ${error instanceof Error ? error.message : String(error)}`);
      results.push({ name: 'API tests on PostgreSQL (jest)', ok: false });
    }
    if (server) try {
      // the API's own tests, and the contract test (every answer against the contract's schemas)
      step('API tests on PostgreSQL (jest)', bin('jest'), ['--ci', 'src/backend', 'src/gateway/contract.test.ts', '--json', '--outputFile=test-reports/jest-postgres.json'], {
        NODE_ENV: 'test',
        SOUK_TEST_PG_URL: server.url,
      });
    } finally {
      server.stop();
    }
  }
  if (want('e2e')) {
    generateMedia();
    ensureBuilt();
    step('browser tests (playwright)', bin('playwright'), ['test'], { PLAYWRIGHT_CHROMIUM_PATH: chromium });
  }
  if (want('bench')) {
    // a small smoke run of `npm run bench` (one page, one short measure) so it cannot rot; no timing is asserted
    step('bench smoke run', bin('tsx'), ['scripts/bench.ts', '--only', 'bundle,load,shoppers', '--page', 'product', '--duration', '2', '--connections', '2', '--out', 'test-results/bench-smoke']);
  }

  function count(file, read) {
    try {
      return read(JSON.parse(readFileSync(join(root, file), 'utf8')));
    } catch {
      return { passed: 0, failed: 0, skipped: 0 };
    }
  }
  const jestOf = (r) => ({ passed: r.numPassedTests, failed: r.numFailedTests, skipped: r.numPendingTests });
  const jestLite = want('unit') ? count('test-reports/jest.json', jestOf) : { passed: 0, failed: 0, skipped: 0 };
  const jestPg = want('postgres') ? count('test-reports/jest-postgres.json', jestOf) : { passed: 0, failed: 0, skipped: 0 };
  const jest = { passed: jestLite.passed + jestPg.passed, failed: jestLite.failed + jestPg.failed, skipped: jestLite.skipped + jestPg.skipped };
  const e2e = !want('e2e') ? { passed: 0, failed: 0, flaky: 0, skipped: 0 } : count('test-results/playwright.json', (r) => ({
    passed: r.stats?.expected ?? 0,
    failed: r.stats?.unexpected ?? 0,
    flaky: r.stats?.flaky ?? 0,
    skipped: r.stats?.skipped ?? 0,
  }));

  console.log('\n━━ summary ━━');
  for (const { name, ok } of results) console.log(`${ok ? '✓' : '✗'} ${name}`);
  const failedSteps = results.filter((r) => !r.ok).length;
  const passed = jest.passed + e2e.passed;
  const failed = jest.failed + e2e.failed + (failedSteps && jest.failed + e2e.failed === 0 ? failedSteps : 0);
  if (e2e.flaky) console.log(`(${e2e.flaky} browser test(s) passed only on retry: see test-results/playwright.json)`);
  console.log(`tests: ${passed + (e2e.flaky ?? 0)} passed, ${failed} failed, ${jest.skipped + e2e.skipped} skipped`);
  if (failedSteps) throw new SetupError(`${failedSteps} step(s) failed: ${results.filter((r) => !r.ok).map((r) => r.name).join(', ')}`);
}
