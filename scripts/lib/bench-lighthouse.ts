/** The Lighthouse part of `npm run bench`: each page audited `runs` times in one Chromium, the median kept. */
import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';
import * as chromeLauncher from 'chrome-launcher';
import { KB } from './bundles';
import { root } from './prepare.mjs';
import type { Target } from './bench-types';
import { mark, median } from './bench-stats';


export interface LighthouseFigures {
  page: string;
  url: string;
  /** The speed-trick variant measured (scripts/lib/throttled.ts), when several were. */
  variant?: string;
  runs: number;
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  fcpMs: number;
  transferKb: number;
  /** Lighthouse's own CPU figure for the machine (environment.benchmarkIndex): higher is faster; its simulated timings scale with it. */
  benchmarkIndex: number;
  /** The bench's reference page (scripts/lib/bench-reference.ts): no budget marks. */
  reference?: true;
  /** Each run's performance score and TBT, in the order run (the spread behind the medians). */
  performanceRuns?: number[];
  tbtRuns?: number[];
  /**
   * The same page with its script files blocked (`--scripts-blocked`), audited between the runs
   * above: what its HTML, stylesheets and pictures alone score on this machine, the floor that
   * shipping less JavaScript can reach.
   */
  scriptsBlocked?: { performance: number; tbtMs: number };
}

const run = promisify(execFile);

export interface RunResult {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcpMs: number | null;
  tbtMs: number | null;
  cls: number | null;
  fcpMs: number | null;
  transferBytes: number | null;
  benchmarkIndex: number | null;
  failing: string[];
  runtimeError: string | null;
}

/** Audits that failed on the first run of each page, for the report. */
export const failing = new Map<string, string[]>();

async function audit(url: string, port: number, scriptsBlocked = false): Promise<RunResult> {
  const args = [join(root, 'scripts/lib/lighthouse-run.mjs'), url, String(port), ...(scriptsBlocked ? ['scripts-blocked'] : [])];
  const { stdout } = await run(process.execPath, args, { maxBuffer: 16 * 1024 * 1024 });
  return JSON.parse(stdout) as RunResult;
}

type Sample = Omit<LighthouseFigures, 'page' | 'url' | 'runs' | 'variant' | 'scriptsBlocked' | 'performanceRuns' | 'tbtRuns' | 'reference'>;

function sampleOf(r: RunResult): Sample {
  return {
    performance: r.performance,
    accessibility: r.accessibility,
    bestPractices: r.bestPractices,
    seo: r.seo,
    lcpMs: r.lcpMs ?? Number.NaN,
    tbtMs: r.tbtMs ?? Number.NaN,
    cls: r.cls ?? Number.NaN,
    fcpMs: r.fcpMs ?? Number.NaN,
    transferKb: (r.transferBytes ?? Number.NaN) / KB,
    benchmarkIndex: r.benchmarkIndex ?? Number.NaN,
  };
}

/** A target's address: on the server under test, or on the target's own (the bench's reference page). */
const urlOf = (base: string, target: Target) => `${target.origin ?? base}${target.path}`;

/**
 * Each page audited `runs` times, the pages interleaved (run 1 of every page, then run 2, …) so
 * that the machine's noise falls on all of them alike; with `scriptsBlocked`, each run is followed
 * by one with the page's script files blocked.
 */
export async function measureLighthouse(base: string, targets: Target[], runs: number, scriptsBlocked = false): Promise<LighthouseFigures[]> {
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? process.env.PLAYWRIGHT_CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
  });
  const samples = targets.map((): Sample[] => []);
  const blocked = targets.map((): RunResult[] => []);
  try {
    // warm the servers' caches once, as a real server would be
    for (const target of targets) await fetch(urlOf(base, target));
    for (let i = 0; i < runs; i += 1) {
      for (const [t, target] of targets.entries()) {
        const r = await audit(urlOf(base, target), chrome.port);
        if (scriptsBlocked) blocked[t]?.push(await audit(urlOf(base, target), chrome.port, true));
        if (r.runtimeError) console.log(`  lighthouse ${target.name}: ${r.runtimeError}`);
        if (i === 0 && ((r.failing.length && !target.reference) || r.runtimeError)) failing.set(target.name, r.runtimeError ? [r.runtimeError] : r.failing);
        samples[t]?.push(sampleOf(r));
      }
    }
  } finally {
    await chrome.kill();
  }
  return targets.map((target, t) => {
    const own = samples[t] ?? [];
    const pick = (key: keyof Sample) => median(own.map((s) => s[key]));
    const figures: LighthouseFigures = {
      page: target.name,
      url: target.path,
      ...(target.reference && { reference: true as const }),
      runs,
      performance: pick('performance'),
      accessibility: pick('accessibility'),
      bestPractices: pick('bestPractices'),
      seo: pick('seo'),
      lcpMs: Math.round(pick('lcpMs')),
      tbtMs: Math.round(pick('tbtMs')),
      cls: Number(pick('cls').toFixed(3)),
      fcpMs: Math.round(pick('fcpMs')),
      transferKb: Number(pick('transferKb').toFixed(1)),
      benchmarkIndex: Math.round(pick('benchmarkIndex')),
      performanceRuns: own.map((s) => s.performance),
      tbtRuns: own.map((s) => Math.round(s.tbtMs)),
      ...(scriptsBlocked && {
        scriptsBlocked: { performance: median((blocked[t] ?? []).map((r) => r.performance)), tbtMs: Math.round(median((blocked[t] ?? []).map((r) => r.tbtMs ?? Number.NaN))) },
      }),
    };
    const floor = figures.scriptsBlocked ? ` | scripts blocked: perf ${figures.scriptsBlocked.performance} TBT ${figures.scriptsBlocked.tbtMs} ms` : '';
    console.log(`  lighthouse ${target.name} ${new URL(target.origin ?? base).port}: perf ${figures.performance} a11y ${figures.accessibility} bp ${figures.bestPractices} seo ${figures.seo} LCP ${figures.lcpMs} ms TBT ${figures.tbtMs} ms CLS ${figures.cls} CPU index ${figures.benchmarkIndex}${floor}`);
    return figures;
  });
}

/** The report's Lighthouse section (bench/REPORT.md). */
export function lighthouseMarkdown(figures: LighthouseFigures[]): string[] {
  const blocked = figures.some((l) => l.scriptsBlocked);
  const lines = [
    '## Lighthouse (mobile preset, simulated throttling, median of runs)',
    '',
    'Budgets: Performance ≥ 90, Accessibility ≥ 95, Best Practices 100, SEO 100, CLS ≤ 0.05, LCP ≤ 2.5 s. "CPU index" is Lighthouse\'s benchmarkIndex of the machine during the runs (median; higher is faster): the simulated phone is this machine slowed 4×, so the same page scores lower on a slower or busier machine.',
    ...(blocked ? ['', '"Scripts blocked" is the same page audited with its script files refused (`--scripts-blocked`, one such run after each of the others): its HTML, stylesheets and pictures alone on this machine, the most that shipping less JavaScript could give.'] : []),
    '',
    `| page | perf | a11y | best pr. | SEO | LCP | TBT | CLS | FCP | transfer | CPU index |${blocked ? ' scripts blocked: perf, TBT |' : ''}`,
    `|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|${blocked ? '---:|' : ''}`,
  ];
  for (const l of figures) {
    const floor = l.scriptsBlocked ? ` ${l.scriptsBlocked.performance}, ${l.scriptsBlocked.tbtMs} ms |` : blocked ? ' – |' : '';
    // the reference (an empty Next.js page, no title or language) is measured, not held to the budgets
    const held = (ok: boolean) => (l.reference ? '' : `${mark(ok)} `);
    lines.push(
      `| ${l.page} (\`${l.url}\`)${l.variant ? ` [${l.variant}]` : ''} | ${held(l.performance >= 90)}${l.performance} | ${held(l.accessibility >= 95)}${l.accessibility} | ${held(l.bestPractices >= 100)}${l.bestPractices} | ${held(l.seo >= 100)}${l.seo} | ${held(l.lcpMs <= 2500)}${l.lcpMs} ms | ${l.tbtMs} ms | ${held(l.cls <= 0.05)}${l.cls} | ${l.fcpMs} ms | ${l.transferKb} KB | ${l.benchmarkIndex} |${floor}`,
    );
  }
  const notes = [...failing.entries()].map(([page, ids]) => `- ${page}: ${ids.join(', ')}`);
  if (notes.length) lines.push('', 'Failing pass/fail audits (first run):', '', ...notes);
  lines.push('');
  return lines;
}
