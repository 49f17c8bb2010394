/**
 * The bench's answer to "the machine or the code?": an empty Next.js page (bench/reference: the
 * same Next and React, a heading and nothing else, served by `next start`) audited by Lighthouse
 * in the same run as the catalogue pages, interleaved with them, so each page's gap to it in
 * score and blocking time is the page's own work on this machine, whatever the machine's speed
 * or load that day.
 */
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { LighthouseFigures } from './bench-lighthouse';
import type { Server, Target } from './bench-types';
import { mark } from './bench-stats';
import { root, runOrExit } from './prepare.mjs';

const DIR = join(root, 'bench', 'reference');
const SOURCES = ['pages/index.js', 'next.config.js'];

/** What a catalogue page may cost beyond the reference (issue 55): 5 points of score, 150 ms of blocking time. */
export const GAP_BUDGET = { points: 5, tbtMs: 150 };

export const REFERENCE_NAME = 'reference (empty Next.js page)';

function version(pkg: string): string {
  return (JSON.parse(readFileSync(join(root, 'node_modules', pkg, 'package.json'), 'utf8')) as { version: string }).version;
}

/** `next build` of the reference page unless it was built from these sources with this Next and React. */
export function ensureReferenceBuilt(): void {
  const hash = createHash('sha256');
  for (const file of SOURCES) hash.update(readFileSync(join(DIR, file)));
  hash.update(`next ${version('next')} react ${version('react')}`);
  const want = hash.digest('hex');
  const stamp = join(DIR, '.next', 'souk-build.stamp');
  if (existsSync(join(DIR, '.next', 'BUILD_ID')) && existsSync(stamp) && readFileSync(stamp, 'utf8') === want) return;
  console.log('› Building the reference page (bench/reference)…');
  runOrExit(join(root, 'node_modules', '.bin', 'next'), ['build', '--webpack', DIR], { env: { ...process.env, NODE_ENV: 'production', NEXT_TELEMETRY_DISABLED: '1' } });
  writeFileSync(stamp, want);
}

/** `next start` of the reference build on `port`, once it answers. */
export async function startReference(port: number): Promise<Server & { target: Target }> {
  const base = `http://127.0.0.1:${port}`;
  const child = spawn(join(root, 'node_modules', '.bin', 'next'), ['start', DIR, '-p', String(port), '-H', '127.0.0.1'], {
    cwd: root,
    env: { ...process.env, NODE_ENV: 'production', NEXT_TELEMETRY_DISABLED: '1' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const until = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the reference server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${base}/`)).ok) break;
    } catch {
      // not up yet
    }
    if (Date.now() > until) throw new Error('the reference server did not start within 60 s');
    await new Promise((r) => setTimeout(r, 300));
  }
  return {
    base,
    process: child,
    target: { name: REFERENCE_NAME, path: '/', origin: base, reference: true },
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
        setTimeout(() => child.kill('SIGKILL'), 5000).unref();
      }),
  };
}

/** Runs as `min–max`, for the spread behind a median. */
const spread = (values: number[] | undefined) => (values?.length ? `${Math.min(...values)}–${Math.max(...values)}` : '–');

/** The report's section: each page's gap to the reference, in score and blocking time. */
export function referenceMarkdown(figures: LighthouseFigures[]): string[] {
  const reference = figures.find((f) => f.reference);
  if (!reference) return [];
  const lines = [
    '## The machine or the code: each page against an empty Next.js page',
    '',
    `The reference is an empty Next.js page of the same Next and React (\`bench/reference\`, \`next start\`), audited in the same run, interleaved with the pages (median of ${reference.runs}; the runs' range beside it). A page's gap to it is its own work on this machine; the aim is at most ${GAP_BUDGET.points} points and ${GAP_BUDGET.tbtMs} ms of TBT.`,
    '',
    '| page | perf | runs | gap | TBT | runs | gap | within |',
    '|---|---:|---:|---:|---:|---:|---:|---|',
  ];
  for (const f of figures) {
    const isReference = f === reference;
    const points = reference.performance - f.performance;
    const tbt = f.tbtMs - reference.tbtMs;
    const within = isReference ? '' : mark(points <= GAP_BUDGET.points && tbt <= GAP_BUDGET.tbtMs);
    lines.push(
      `| ${isReference ? `**${f.page}**` : `${f.page} (\`${f.url}\`)`} | ${f.performance} | ${spread(f.performanceRuns)} | ${isReference ? '' : `${points > 0 ? '−' : '+'}${Math.abs(points)}`} | ${f.tbtMs} ms | ${spread(f.tbtRuns)} | ${isReference ? '' : `${tbt >= 0 ? '+' : '−'}${Math.abs(tbt)} ms`} | ${within} |`,
    );
  }
  lines.push('');
  return lines;
}
