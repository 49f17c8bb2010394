// `npm test`: install what is missing, then lint, type check, unit and component tests
// (jest), and the Playwright suite against a production build.
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ensureBuilt, ensureInstalled, generateMedia, root, run } from './lib/prepare.mjs';

function chromiumPath() {
  const candidates = [process.env.PLAYWRIGHT_CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'].filter(Boolean);
  return candidates.find((path) => existsSync(path));
}

const bin = (name) => join(root, 'node_modules', '.bin', name);
const results = [];

function step(name, command, args, env = {}) {
  console.log(`\n━━ ${name} ━━`);
  const status = run(command, args, { env: { ...process.env, ...env } });
  results.push({ name, ok: status === 0 });
  return status === 0;
}

ensureInstalled();
const chromium = chromiumPath();
if (!chromium) {
  console.error(
    '\n✗ No Chromium found for the browser tests.\n' +
      '  Install Debian\'s package:   sudo apt-get update && sudo apt-get install -y chromium\n' +
      '  or point PLAYWRIGHT_CHROMIUM_PATH at a Chromium or Chrome binary.\n' +
      '  (.ci/run installs it automatically.)',
  );
  process.exit(1);
}

mkdirSync(join(root, 'test-reports'), { recursive: true });
const only = process.env.SOUK_TEST_ONLY; // e.g. "e2e" while iterating locally
const want = (name) => !only || only.split(',').includes(name);

if (want('lint')) step('lint', bin('eslint'), ['.', '--max-warnings=0']);
if (want('types')) step('type check', bin('tsc'), ['--noEmit', '-p', '.']);
if (want('unit')) {
  step('unit and component tests (jest)', bin('jest'), ['--ci', '--json', '--outputFile=test-reports/jest.json'], {
    NODE_ENV: 'test',
  });
}
if (want('e2e')) {
  generateMedia();
  ensureBuilt();
  step('browser tests (playwright)', bin('playwright'), ['test'], { PLAYWRIGHT_CHROMIUM_PATH: chromium });
}
if (want('bench')) {
  // a small smoke run of `npm run bench` (one page, one short measure) so it cannot rot; no timing is asserted
  step('bench smoke run', bin('tsx'), ['scripts/bench.ts', '--only', 'bundle,load', '--page', 'product', '--duration', '2', '--connections', '2', '--out', 'test-results/bench-smoke']);
}

function count(file, read) {
  try {
    return read(JSON.parse(readFileSync(join(root, file), 'utf8')));
  } catch {
    return { passed: 0, failed: 0, skipped: 0 };
  }
}
const jest = count('test-reports/jest.json', (r) => ({ passed: r.numPassedTests, failed: r.numFailedTests, skipped: r.numPendingTests }));
const e2e = count('test-results/playwright.json', (r) => ({
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
process.exit(failedSteps ? 1 : 0);
