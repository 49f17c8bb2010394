// One Lighthouse run (mobile preset, simulated throttling) in plain Node, printed as JSON.
// It runs outside tsx because tsx's transform renames functions that Lighthouse sends into
// the page, which then fail there. Usage: node lighthouse-run.mjs <url> <chrome-port> [scripts-blocked]
// With `scripts-blocked`, every script file the page loads (`/_next/static/**.js`) is refused, so
// the run scores the page's HTML, stylesheets and pictures alone (its small inline scripts still run).
import lighthouse from 'lighthouse';

// A trace can come back without the page's navigationStart (NO_NAVSTART) or another runtime
// error when the machine is busy: such a run has no metrics, so it is run again (at most twice
// more), and an error is only reported when every attempt had one.
const ATTEMPTS = 3;
const [url, port, mode] = process.argv.slice(2);
const blockedUrlPatterns = mode === 'scripts-blocked' ? ['*/_next/static/*.js'] : [];
let result;
for (let attempt = 1; attempt <= ATTEMPTS; attempt += 1) {
  result = await lighthouse(url, { port: Number(port), output: 'json', logLevel: 'error', blockedUrlPatterns });
  if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
  if (!result.lhr.runtimeError) break;
  process.stderr.write(`lighthouse ${url}: ${result.lhr.runtimeError.code} (attempt ${attempt} of ${ATTEMPTS})\n`);
}
const { categories, audits } = result.lhr;
const score = (key) => Math.round((categories[key]?.score ?? 0) * 100);
const num = (key) => audits[key]?.numericValue ?? null;
process.stdout.write(
  JSON.stringify({
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    lcpMs: num('largest-contentful-paint'),
    tbtMs: num('total-blocking-time'),
    cls: num('cumulative-layout-shift'),
    fcpMs: num('first-contentful-paint'),
    transferBytes: num('total-byte-weight'),
    benchmarkIndex: result.lhr.environment?.benchmarkIndex ?? null,
    runtimeError: result.lhr.runtimeError ? `${result.lhr.runtimeError.code}: ${result.lhr.runtimeError.message}` : null,
    failing: Object.values(audits)
      .filter((a) => a.score !== null && a.score < 1 && a.scoreDisplayMode === 'binary')
      .map((a) => a.id),
  }),
);
