/** The Lighthouse part of `npm run bench`: each page audited `runs` times in one Chromium, the median kept. */
import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';
import * as chromeLauncher from 'chrome-launcher';
import { KB } from './bundles';
import { root } from './prepare.mjs';
import type { Target } from './bench-types';
import { median } from './bench-stats';


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

export async function measureLighthouse(base: string, targets: Target[], runs: number): Promise<LighthouseFigures[]> {
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? process.env.PLAYWRIGHT_CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
  });
  const out: LighthouseFigures[] = [];
  try {
    for (const target of targets) {
      const url = `${base}${target.path}`;
      await fetch(url); // warm the server's caches once, as a real server would be
      const samples: Omit<LighthouseFigures, 'page' | 'url' | 'runs' | 'variant'>[] = [];
      for (let i = 0; i < runs; i += 1) {
        const { stdout } = await run(process.execPath, [join(root, 'scripts/lib/lighthouse-run.mjs'), url, String(chrome.port)], {
          maxBuffer: 16 * 1024 * 1024,
        });
        const r = JSON.parse(stdout) as RunResult;
        if (r.runtimeError) console.log(`  lighthouse ${target.name}: ${r.runtimeError}`);
        if (i === 0 && (r.failing.length || r.runtimeError)) failing.set(target.name, r.runtimeError ? [r.runtimeError] : r.failing);
        samples.push({
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
        });
      }
      const pick = (key: keyof (typeof samples)[number]) => median(samples.map((s) => s[key]));
      const figures: LighthouseFigures = {
        page: target.name,
        url: target.path,
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
      };
      console.log(`  lighthouse ${target.name} ${new URL(base).port}: perf ${figures.performance} a11y ${figures.accessibility} bp ${figures.bestPractices} seo ${figures.seo} LCP ${figures.lcpMs} ms TBT ${figures.tbtMs} ms CLS ${figures.cls} CPU index ${figures.benchmarkIndex}`);
      out.push(figures);
    }
  } finally {
    await chrome.kill();
  }
  return out;
}
