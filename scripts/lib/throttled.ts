/**
 * What a shopper on a slow phone feels, measured in Chromium through Playwright and the
 * DevTools protocol: 4× CPU slowdown, 150 ms latency, 1.6 Mbps down, no cache, a 412 px touch
 * screen. Per page and variant (a server started with some speed trick switched off), the
 * median of N visits of: first contentful paint, largest contentful paint, hydration done
 * (Next's `Next.js-hydration` measure), main-thread blocking after the first paint (each long
 * task's time over 50 ms), and the delay from a tap on the header's location button at the
 * `load` event to the page's answer (the button expanded), with the taps that got no answer, or
 * more than one, counted. Variants are visited in turn (page by page, run by run)
 * so that the machine's noise falls on all of them alike.
 */
import { chromium, type Browser, type Page } from '@playwright/test';
import { median } from './bench-stats';

export interface Variant {
  name: string;
  /** The server environment that switches a trick off (docs/performance.md). */
  env: Record<string, string>;
}

/** The build without the tricks switched when building (`SOUK_COMPILE_HINTS=0 SOUK_SHORT_CLASS_NAMES=0 NEXT_DIST_DIR=.next-nohints npm run build`). */
export const NO_HINTS_DIST = '.next-nohints';

/** Next's own behaviour: every trick of src/speed off (the shared page cache, part of the server, stays). */
const NEXT_DEFAULT = { SOUK_SCRIPT_LOADING: 'next', NEXT_DIST_DIR: NO_HINTS_DIST };

/** Every trick on, Next's own behaviour, then each trick off in turn. */
export const VARIANTS: Variant[] = [
  { name: 'all tricks on', env: {} },
  { name: 'script loading: Next default', env: { SOUK_SCRIPT_LOADING: 'next' } },
  { name: 'shared page cache off', env: { SHARED_CACHE_MB: '0' } },
  { name: 'Next default (every trick off)', env: NEXT_DEFAULT },
  { name: 'build-time tricks off (compile hints, short class names)', env: { NEXT_DIST_DIR: NO_HINTS_DIST } },
];

export interface ThrottledFigures {
  page: string;
  url: string;
  variant: string;
  runs: number;
  fcpMs: number;
  lcpMs: number;
  hydratedMs: number;
  /** Median main-thread blocking after the first paint: each long task's time over 50 ms, summed until the page settled. */
  blockingMs: number;
  /** Median delay from the tap to the answer, over the taps answered. */
  tapMs: number | null;
  /** Median time of the answer since the navigation began (the tap comes at the load event, which differs per variant). */
  answeredAtMs: number | null;
  tapsAnswered: number;
  tapsLost: number;
  /** Taps answered more than once (a popover opened and closed again). */
  tapsRepeated: number;
}

interface Sample {
  fcp: number | null;
  lcp: number | null;
  hydrated: number | null;
  blocking: number | null;
  tapDelay: number | null;
  answeredAt: number | null;
  answers: number;
  expanded: boolean;
}

const NETWORK = { offline: false, latency: 150, downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: (750 * 1024) / 8 };
const LOCATION_BUTTON = 'header button[aria-haspopup="dialog"][aria-label*="elivery location"]';

/** What the recorder keeps in the page, as `window.__bench`: times since the navigation began. */
interface Recorded {
  fcp: number | null;
  lcp: number | null;
  tap: number | null;
  answers: number[];
  /** Each long task's start and duration. */
  longTasks: [number, number][];
}

/** Installed before the page's own scripts: paint timings, long tasks, the tap's time and each answer to it. */
function recorder(selector: string) {
  const bench: Recorded = { fcp: null, lcp: null, tap: null, answers: [], longTasks: [] };
  (window as unknown as { __bench: Recorded }).__bench = bench;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) if (entry.name === 'first-contentful-paint') bench.fcp = entry.startTime;
  }).observe({ type: 'paint', buffered: true });
  new PerformanceObserver((list) => {
    const entries = list.getEntries();
    const last = entries[entries.length - 1];
    if (last) bench.lcp = last.startTime;
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) bench.longTasks.push([entry.startTime, entry.duration]);
  }).observe({ type: 'longtask', buffered: true });
  document.addEventListener('pointerdown', () => (bench.tap ??= performance.now()), true);
  new MutationObserver((mutations) => {
    for (const m of mutations) {
      const target = m.target as Element;
      if (target.matches(selector) && target.getAttribute('aria-expanded') === 'true') bench.answers.push(performance.now());
    }
  }).observe(document, { subtree: true, attributes: true, attributeFilter: ['aria-expanded'] });
}

async function visit(browser: Browser, url: string): Promise<Sample> {
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    deviceScaleFactor: 1.75,
    isMobile: true,
    hasTouch: true,
    userAgent: 'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Mobile Safari/537.36',
  });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    await cdp.send('Network.emulateNetworkConditions', NETWORK);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await page.addInitScript(recorder, LOCATION_BUTTON);
    await page.goto(url, { waitUntil: 'load', timeout: 60_000 });
    const button = page.locator(`${LOCATION_BUTTON}:visible`).first(); // the header of the phone's width
    const box = await button.boundingBox();
    if (box) await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
    await settle(page);
    const sample = await page.evaluate((selector) => {
      const b = (window as unknown as { __bench: Recorded }).__bench;
      const paint = b.fcp;
      const measure = performance.getEntriesByName('Next.js-hydration')[0];
      const first = b.answers[0];
      return {
        fcp: b.fcp,
        lcp: b.lcp,
        hydrated: measure ? measure.startTime + measure.duration : null,
        blocking: paint === null ? null : b.longTasks.filter(([start]) => start >= paint).reduce((sum, [, duration]) => sum + Math.max(0, duration - 50), 0),
        tapDelay: first !== undefined && b.tap !== null ? first - b.tap : null,
        answeredAt: first ?? null,
        answers: b.answers.length,
        expanded: [...document.querySelectorAll(selector)].some((b) => b.getAttribute('aria-expanded') === 'true'),
      };
    }, LOCATION_BUTTON);
    // leaving the page sends its field data (src/lib/vitals-client.ts), as a shopper's would
    await page.goto('about:blank').catch(() => undefined);
    await page.waitForTimeout(500);
    return sample;
  } finally {
    await context.close();
  }
}

/** Waits for hydration, then for the tap's answer (or 6 s more), then a little longer for a second answer. */
async function settle(page: Page) {
  await page.waitForFunction(() => performance.getEntriesByName('Next.js-hydration').length > 0, undefined, { timeout: 60_000 });
  await page
    .waitForFunction(() => (window as unknown as { __bench: Recorded }).__bench.answers.length > 0, undefined, { timeout: 6000 })
    .catch(() => undefined);
  await page.waitForTimeout(1000);
}


const present = (values: (number | null)[]) => values.filter((v): v is number => v !== null);

export async function measureThrottled(
  targets: { name: string; path: string }[],
  servers: { variant: Variant; base: string }[],
  runs: number,
): Promise<ThrottledFigures[]> {
  const browser = await chromium.launch({
    executablePath: process.env.PLAYWRIGHT_CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
  const out: ThrottledFigures[] = [];
  try {
    for (const target of targets) {
      const samples = new Map<string, Sample[]>(servers.map((s) => [s.variant.name, []]));
      for (const server of servers) await fetch(`${server.base}${target.path}`); // warm each server once
      for (let i = 0; i < runs; i += 1) {
        for (const server of servers) samples.get(server.variant.name)?.push(await visit(browser, `${server.base}${target.path}`));
      }
      for (const server of servers) {
        const list = samples.get(server.variant.name) ?? [];
        const answered = list.filter((s) => s.answers > 0);
        const figures: ThrottledFigures = {
          page: target.name,
          url: target.path,
          variant: server.variant.name,
          runs,
          fcpMs: Math.round(median(present(list.map((s) => s.fcp)))),
          lcpMs: Math.round(median(present(list.map((s) => s.lcp)))),
          hydratedMs: Math.round(median(present(list.map((s) => s.hydrated)))),
          blockingMs: Math.round(median(present(list.map((s) => s.blocking)))),
          tapMs: answered.length ? Math.round(median(present(answered.map((s) => s.tapDelay)))) : null,
          answeredAtMs: answered.length ? Math.round(median(present(answered.map((s) => s.answeredAt)))) : null,
          tapsAnswered: list.filter((s) => s.answers === 1 && s.expanded).length,
          tapsLost: list.filter((s) => s.answers === 0).length,
          tapsRepeated: list.filter((s) => s.answers > 1 || (s.answers === 1 && !s.expanded)).length,
        };
        console.log(
          `  throttled ${target.name} [${server.variant.name}]: FCP ${figures.fcpMs} LCP ${figures.lcpMs} hydrated ${figures.hydratedMs} ms, blocking ${figures.blockingMs} ms, tap ${figures.tapMs ?? '–'} ms answered at ${figures.answeredAtMs ?? '–'} ms (${figures.tapsAnswered} answered, ${figures.tapsLost} lost, ${figures.tapsRepeated} repeated)`,
        );
        out.push(figures);
      }
    }
  } finally {
    await browser.close();
  }
  return out;
}

export function throttledMarkdown(figures: ThrottledFigures[]): string[] {
  const lines = [
    '## On a throttled phone (Chromium: 4× CPU, 150 ms, 1.6 Mbps, no cache; median of runs)',
    '',
    'A tap on the header’s location button at the `load` event; "blocking after FCP" sums each long task’s time over 50 ms from the first paint until the page settled; "tap" is the delay from the tap to the answer, "answered at" the answer’s time since the navigation began. Each variant switches one trick off (docs/performance.md); the variants were visited in turn in one run, on a shared 2-core machine (noisy: compare within a run).',
    '',
    '| page | variant | FCP | LCP | hydration done | blocking after FCP | tap | answered at | answered / lost / repeated |',
    '|---|---|---:|---:|---:|---:|---:|---:|---|',
  ];
  for (const f of figures) {
    lines.push(
      `| ${f.page} | ${f.variant} | ${f.fcpMs} ms | ${f.lcpMs} ms | ${f.hydratedMs} ms | ${f.blockingMs} ms | ${f.tapMs === null ? '–' : `${f.tapMs} ms`} | ${f.answeredAtMs === null ? '–' : `${f.answeredAtMs} ms`} | ${f.tapsAnswered} / ${f.tapsLost} / ${f.tapsRepeated} of ${f.runs} |`,
    );
  }
  lines.push('');
  return lines;
}
