// `npm test` (8 minutes at most on 2 cores): install what is missing, then the lockfile check,
// lint, the type check and the production build side by side, unit and component tests (jest)
// once lint and the type check have ended (beside the build's tail), and the browser journeys
// (Playwright, in Chromium's headless shell) against the build. `npm run test:slow` (`--slow`): the
// API tests once more against a real PostgreSQL server, the browser specs playwright.config.ts
// lists as slow (in the full Chromium), a smoke run of the bench, and last, alone on the machine,
// the production shape under load (scripts/test-scale.ts; by itself: `npm run test:scale`); CI runs
// both. Each step is timed (test-reports/timings.json, timings-slow.json).
// Whatever fails ends in one short line.
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { aptInstall, aptInstallInBackground, ensureInstalled, guarded, root, SetupError } from './lib/prepare.mjs';
import { failed, reportTimings, results, step, timed, together } from './lib/steps.mjs';
import { findPostgres, startPostgres } from './lib/postgres.mjs';

/** Where Debian and Ubuntu put the full Chromium. */
const CHROMIUM_PATHS = ['/usr/bin/chromium', '/usr/bin/chromium-browser'];
/**
 * Debian's chromium-headless-shell: the same Blink and V8 without the full browser's display
 * pipeline, which is what Playwright itself runs for headless Chromium. `npm test`'s browser
 * journeys run in it (the fast set took 148 s in it against 221 s in the full Chromium on a quiet
 * 2-core machine, 2026-11-27, the full browser using more than one core of the two); the slow set,
 * whose specs measure loads, taps and vitals, and the bench keep the full Chromium a shopper runs.
 */
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';

/**
 * The browser named by PLAYWRIGHT_CHROMIUM_PATH, else the headless shell (`shell`) or the full Chromium, when installed.
 * @param {boolean} shell the fast set's browser: the headless shell
 */
function chromiumPath(shell) {
  if (process.env.PLAYWRIGHT_CHROMIUM_PATH) return existsSync(process.env.PLAYWRIGHT_CHROMIUM_PATH) ? process.env.PLAYWRIGHT_CHROMIUM_PATH : undefined;
  if (shell) return existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : undefined;
  return CHROMIUM_PATHS.find((path) => existsSync(path));
}

/**
 * The browser for the browser tests: found, or installed with apt-get when the suite runs as root;
 * when the headless shell cannot be had, the full Chromium does the fast set too, more slowly.
 * @param {boolean} shell
 */
function ensureChromium(shell) {
  const found = chromiumPath(shell);
  if (found) return found;
  if (aptInstall([shell ? 'chromium-headless-shell' : 'chromium', 'fonts-noto-core'], 'for the browser tests')) {
    const installed = chromiumPath(shell);
    if (installed) return installed;
  }
  const full = shell ? chromiumPath(false) : undefined;
  if (full) {
    console.log(`› No chromium-headless-shell here: the browser tests run in ${full}, more slowly.`);
    return full;
  }
  throw new SetupError(
    `No Chromium found for the browser tests. Install Debian's package (sudo apt-get update && sudo apt-get install -y ${shell ? 'chromium-headless-shell' : 'chromium'} fonts-noto-core) or point PLAYWRIGHT_CHROMIUM_PATH at a Chromium or Chrome binary.`,
  );
}

/**
 * The Debian packages the chosen steps need and this machine lacks (Chromium, PostgreSQL, nginx),
 * installed by one apt-get that runs beside npm ci instead of after it, each in the middle of the
 * suite. Root with apt-get only; otherwise each step's own check says what to install.
 * @param {{ e2e: boolean, shell: boolean, postgres: boolean, nginx: boolean }} needs
 * @returns {Promise<void>}
 */
function installMissingPackages(needs) {
  const packages = [];
  if (needs.e2e && !chromiumPath(needs.shell)) packages.push(needs.shell ? 'chromium-headless-shell' : 'chromium', 'fonts-noto-core');
  if (needs.postgres && !findPostgres()) packages.push('postgresql');
  if (needs.nginx && !existsSync('/usr/sbin/nginx')) packages.push('nginx');
  // a failure here is reported by the step that needs the package, with what to install
  return aptInstallInBackground(packages, 'beside npm ci');
}

const bin = (name) => join(root, 'node_modules', '.bin', name);
/** `npm run test:slow`: the browser specs kept out of `npm test` for its time (see playwright.config.ts). */
const slow = process.argv.includes('--slow');
/** `npm run test:scale`: only the production shape under load (scripts/test-scale.ts), after the build. */
const scaleOnly = process.argv.includes('--scale');

await guarded(main);

async function main() {
  const startedAt = performance.now();
  const only = process.env.SOUK_TEST_ONLY; // e.g. "e2e" while iterating locally
  const steps = scaleOnly ? ['scale'] : slow ? ['postgres', 'e2e', 'bench', 'scale'] : ['lockfile', 'lint', 'types', 'unit', 'e2e'];
  const want = (name) => steps.includes(name) && (!only || only.split(',').includes(name));
  // the fast set runs in the headless shell; the slow set and the bench in the full Chromium
  const shell = !slow;
  const packages = installMissingPackages({ e2e: want('e2e') || want('bench'), shell, postgres: want('postgres') || want('scale'), nginx: want('scale') });
  await timed('install check (npm ci when needed)', ensureInstalled);
  await timed('Debian packages (apt-get beside npm ci, when missing)', () => packages);
  let chromium;
  if (want('e2e')) await timed('Chromium check', () => { chromium = ensureChromium(shell); });

  mkdirSync(join(root, 'test-reports'), { recursive: true });

  if (want('lockfile')) {
    // the lockfile npm ci accepts here, and on macOS and Windows (every platform's binaries listed)
    await step({ name: 'lockfile', command: process.execPath, args: [join(root, 'scripts', 'lib', 'lockfile.mjs')] });
    await step({ name: 'lockfile (npm ci --dry-run)', command: 'npm', args: ['ci', '--dry-run', '--include=dev', '--no-audit', '--no-fund', '--loglevel=error'] });
  }
  // lint, the type check and the build each keep about one core busy: they run side by side
  const firstRound = [];
  if (want('lint')) firstRound.push({ name: 'lint', command: bin('eslint'), args: ['.', '--max-warnings=0'] });
  // import cycles, type-only imports included (madge; import/no-cycle cannot see those)
  if (want('lint')) firstRound.push({ name: 'import cycles', command: process.execPath, args: [join(root, 'scripts', 'cycles.mjs')] });
  if (want('types')) firstRound.push({ name: 'type check', command: bin('tsc'), args: ['--noEmit', '-p', '.'] });
  // the build leaves the type check to its own step when that runs
  if (want('e2e') || want('scale')) firstRound.push({ name: 'production build (when stale)', command: process.execPath, args: [join(root, 'scripts', 'build.mjs')], env: want('types') ? { SOUK_TYPES_CHECKED: '1' } : {} });
  // the unit tests start when lint and the type check have ended, on the cores the build's tail leaves free
  const unit = { name: 'unit and component tests (jest)', command: bin('jest'), args: ['--ci', '--json', '--outputFile=test-reports/jest.json'], env: { NODE_ENV: 'test' } };
  const before = firstRound.filter((s) => s.name === 'lint' || s.name === 'type check' || s.name === 'import cycles').map((s) => s.name);
  if (want('unit') && firstRound.length) firstRound.push({ ...unit, after: before });
  let built = true;
  if (firstRound.length > 1) {
    await together(firstRound);
    built = results.find((r) => r.name === 'production build (when stale)')?.ok ?? true;
  } else if (firstRound[0]) built = await step(firstRound[0]);

  if (want('unit') && !firstRound.length) await step(unit);
  if (want('postgres')) {
    // the same API tests against a real PostgreSQL server (the other driver the product supports)
    let server;
    try {
      await timed('PostgreSQL server start', async () => { server = await startPostgres(); });
    } catch (error) {
      console.error(`✗ ${error instanceof Error ? error.message : String(error)}`);
      failed('API tests on PostgreSQL (jest)');
    }
    if (server) try {
      // the API's own tests, and the contract test (every answer against the contract's schemas)
      await step({ name: 'API tests on PostgreSQL (jest)', command: bin('jest'), args: ['--ci', 'src/backend', 'src/gateway/contract.test.ts', '--json', '--outputFile=test-reports/jest-postgres.json'], env: {
        NODE_ENV: 'test',
        SOUK_TEST_PG_URL: server.url,
      } });
    } finally {
      server.stop();
    }
  }
  /** A step that tests the production build: failed at once when there is none. */
  const onTheBuild = async (s) => {
    if (built) await step(s);
    else failed(`${s.name}: no build to test`);
  };
  // the browser journeys against the build
  if (want('e2e')) {
    await onTheBuild({ name: `browser tests (playwright${slow ? ', slow specs' : ''})`, command: bin('playwright'), args: ['test'], env: { PLAYWRIGHT_CHROMIUM_PATH: chromium, SOUK_E2E_SET: slow ? 'slow' : 'fast' } });
  }
  if (want('bench')) {
    // a small smoke run of `npm run bench` (one page, one short measure) so it cannot rot; no timing is asserted
    await step({ name: 'bench smoke run', command: bin('tsx'), args: ['scripts/bench.ts', '--only', 'bundle,load,shoppers', '--page', 'product', '--duration', '2', '--connections', '2', '--out', 'test-results/bench-smoke'] });
  }
  // the production shape under load (nginx, two processes, PostgreSQL, a process killed and the
  // database stopped mid-run), last and alone: what it checks under load (answers within the
  // gateway's limits, a restart's time) is the machine's to give, and a browser suite beside it on
  // two cores made a busy process's refusals (503 + Retry-After) fail CI runs
  if (want('scale')) {
    await onTheBuild({ name: 'the production shape under load (test:scale)', command: bin('tsx'), args: ['scripts/test-scale.ts'] });
  }

  function count(file, read) {
    try {
      return read(JSON.parse(readFileSync(join(root, file), 'utf8')));
    } catch {
      return { passed: 0, failed: 0, skipped: 0 };
    }
  }
  const jestOf = (r) => ({ passed: r.numPassedTests, failed: r.numFailedTests, skipped: r.numPendingTests });
  const none = { passed: 0, failed: 0, skipped: 0 };
  const jestLite = want('unit') ? count('test-reports/jest.json', jestOf) : none;
  const jestPg = want('postgres') ? count('test-reports/jest-postgres.json', jestOf) : none;
  const jest = { passed: jestLite.passed + jestPg.passed, failed: jestLite.failed + jestPg.failed, skipped: jestLite.skipped + jestPg.skipped };
  const e2e = !want('e2e') ? { passed: 0, failed: 0, flaky: 0, skipped: 0 } : count('test-results/playwright.json', (r) => ({
    passed: r.stats?.expected ?? 0,
    failed: r.stats?.unexpected ?? 0,
    flaky: r.stats?.flaky ?? 0,
    skipped: r.stats?.skipped ?? 0,
  }));

  reportTimings(slow ? 'npm run test:slow' : 'npm test', startedAt);
  console.log('\n━━ summary ━━');
  for (const { name, ok } of results) console.log(`${ok ? '✓' : '✗'} ${name}`);
  const failedSteps = results.filter((r) => !r.ok).length;
  const passed = jest.passed + e2e.passed;
  const failedTests = jest.failed + e2e.failed + (failedSteps && jest.failed + e2e.failed === 0 ? failedSteps : 0);
  if (e2e.flaky) console.log(`(${e2e.flaky} browser test(s) passed only on retry: see test-results/playwright.json)`);
  console.log(`tests: ${passed + (e2e.flaky ?? 0)} passed, ${failedTests} failed, ${jest.skipped + e2e.skipped} skipped`);
  if (failedSteps) throw new SetupError(`${failedSteps} step(s) failed: ${results.filter((r) => !r.ok).map((r) => r.name).join(', ')}`);
}
