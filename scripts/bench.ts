/**
 * `npm run bench`: first-load JavaScript per route, Lighthouse (mobile preset, simulated
 * throttling) and server throughput (autocannon), written to bench/report.json and
 * bench/REPORT.md with the machine's CPU count, versions and date.
 *
 *   npm run bench                                       everything (24 minutes on 2 cores, 2026-11-27)
 *   npm run bench -- --only lighthouse --page product   one measure, one page
 *   npm run bench -- --only throttled --page product --variants 0,1   the slow phone, tricks on and Next's loading
 *   flags: --only bundle,lighthouse,throttled,load,vitals,search,cart,orders   --page landing|home-<module>|store|product|category|results (comma-separated)
 *          --variants 0,1,… (throttled: which of scripts/lib/throttled.ts VARIANTS; default all)   --port N (first port; default free ones)
 *          --skip-build (measure the build in the dist folder as it is)
 *          --runs N (Lighthouse runs per page, median taken; default 3)   --duration S (load seconds; default 15)
 *          --scripts-blocked (Lighthouse also audits each page with its script files refused: the HTML alone)
 *          --connections 10,50   --out DIR (default bench)
 *   npm run bench -- --only size [--sizes 1,100] [--postgres] [--duration 10]
 *                                                       each page and call at each catalogue size (SOUK_SEED_SCALE), caches off, side by side
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus, totalmem } from 'node:os';
import { join } from 'node:path';
import { allFirstLoads, budgetFor, CATALOGUE_ROUTES, KB, largestChunks, type ChunkSize, type RouteSize } from './lib/bundles';
import { ensureBuilt, ensureInstalled, generateMedia, root } from './lib/prepare.mjs';
import { startPostgres } from './lib/postgres.mjs';
import { measureSearchApi, resultsPath, searchMarkdown, type SearchLoadFigures } from './lib/bench-search';
import { cartMarkdown, measureCartAdd, type CartFigures } from './lib/cart-bench';
import { measureOrderPlace, ordersMarkdown, type OrderFigures } from './lib/orders-bench';
import { measureThrottled, NO_HINTS_DIST, throttledMarkdown, VARIANTS, type ThrottledFigures } from './lib/throttled';
import { benchVitals, vitalsMarkdown, type BenchVitals } from './lib/bench-vitals';
import { measureShoppers, shoppersMarkdown, type ShoppersReport } from './lib/bench-shoppers';
import { lighthouseMarkdown, measureLighthouse, type LighthouseFigures } from './lib/bench-lighthouse';
import { measureLoad, type LoadFigures } from './lib/bench-load';
import type { Target } from './lib/bench-types';
import { api, startServer } from './lib/bench-server';
import { mark } from './lib/bench-stats';
import { measureSizes, sizeMarkdown, type SizeReport } from './lib/bench-size';

const MEASURES = ['bundle', 'lighthouse', 'throttled', 'load', 'vitals', 'search', 'cart', 'shoppers', 'orders', 'size'] as const;
type Measure = (typeof MEASURES)[number];

interface Options {
  only: Measure[];
  pages: string[] | null;
  runs: number;
  duration: number;
  connections: number[];
  out: string;
  variants: number[];
  /** --variants was given: Lighthouse, too, measures each of those variants (page by page, in turn). */
  variantsGiven: boolean;
  port: number | null;
  skipBuild: boolean;
  /** --postgres: the server's database is a throw-away PostgreSQL server instead of in-memory PGlite. */
  postgres: boolean;
  /** --scripts-blocked: Lighthouse also audits each page with its script files blocked (its HTML, CSS and pictures alone). */
  scriptsBlocked: boolean;
  /** --sizes: the catalogue sizes (SOUK_SEED_SCALE) the size measure compares; its load: the first of --connections (10) for --duration (10 s). */
  sizes: number[];
  sizeConnections: number;
  sizeDuration: number;
}

function parseArgs(argv: string[]): Options {
  const get = (name: string) => {
    const i = argv.indexOf(`--${name}`);
    return i >= 0 ? argv[i + 1] : undefined;
  };
  const list = (value: string | undefined) => (value ? value.split(',').map((v) => v.trim()).filter(Boolean) : null);
  const only = (list(get('only')) ?? [...MEASURES]) as Measure[];
  for (const m of only) if (!(MEASURES as readonly string[]).includes(m)) throw new Error(`Unknown measure: ${m}`);
  return {
    only,
    pages: list(get('page')),
    runs: Number(get('runs') ?? 3),
    duration: Number(get('duration') ?? 15),
    connections: (list(get('connections')) ?? ['10', '50']).map(Number),
    out: get('out') ?? join(root, 'bench'),
    variants: (list(get('variants')) ?? VARIANTS.map((_, i) => String(i))).map(Number),
    variantsGiven: get('variants') !== undefined,
    port: get('port') ? Number(get('port')) : null,
    skipBuild: argv.includes('--skip-build'),
    postgres: argv.includes('--postgres'),
    scriptsBlocked: argv.includes('--scripts-blocked'),
    sizes: (list(get('sizes')) ?? ['1', '100']).map(Number),
    sizeConnections: Number(list(get('connections'))?.[0] ?? 10),
    sizeDuration: Number(get('duration') ?? 10),
  };
}

/** Finds real URLs to measure from the running marketplace (the same way a crawler would). */
async function discoverTargets(base: string): Promise<Target[]> {
  const config = await api<{ default_location?: { lat: string | number; lng: string | number } }>(base, 'config');
  const lat = config.default_location?.lat ?? 25.2048;
  const lng = config.default_location?.lng ?? 55.2708;
  const zone = await api<{ zone_id: string }>(base, `config/get-zone-id?lat=${lat}&lng=${lng}`);
  const modules = await api<{ id: number; module_type: string }[]>(base, 'module', { zoneId: zone.zone_id });
  const targets: Target[] = [{ name: 'landing', path: '/' }];
  for (const m of modules) targets.push({ name: `home-${m.module_type}`, path: `/home?module_id=${m.id}` });
  const shop = modules.find((m) => m.module_type === 'ecommerce') ?? modules.find((m) => m.module_type !== 'parcel');
  if (shop) {
    const headers = { zoneId: zone.zone_id, moduleId: String(shop.id) };
    const items = await api<{ products: { id: number; slug?: string }[] }>(base, 'items/popular?limit=1&offset=1&type=all', headers);
    const stores = await api<{ stores: { id: number; slug?: string }[] }>(base, 'stores/popular?limit=1&offset=1&type=all', headers);
    const categories = await api<{ id: number; slug?: string }[]>(base, 'categories', headers);
    const item = items.products[0];
    const store = stores.stores[0];
    const category = categories[0];
    if (store) targets.push({ name: 'store', path: `/store/${store.slug ?? store.id}` });
    if (item) targets.push({ name: 'product', path: `/product/${item.slug ?? item.id}` });
    if (category) targets.push({ name: 'category', path: `/category/${category.id}` });
  }
  const food = modules.find((m) => m.module_type === 'food');
  if (food) targets.push({ name: 'results', path: resultsPath(food.id) });
  return targets;
}


function versionOf(pkg: string): string {
  try {
    return (JSON.parse(readFileSync(join(root, 'node_modules', pkg, 'package.json'), 'utf8')) as { version: string }).version;
  } catch {
    return 'unknown';
  }
}

interface Report {
  date: string;
  database: string;
  machine: { cpus: number; cpuModel: string; memoryGb: number; node: string };
  versions: Record<string, string>;
  bundle?: { routes: (RouteSize & { budget?: number })[]; largestChunks: ChunkSize[] };
  lighthouse?: LighthouseFigures[];
  throttled?: ThrottledFigures[];
  vitals?: BenchVitals;
  load?: { floor: LoadFigures[]; pages: LoadFigures[] };
  search?: SearchLoadFigures[];
  cart?: CartFigures;
  shoppers?: ShoppersReport;
  orders?: OrderFigures;
  size?: SizeReport;
}

const kb = (bytes: number) => `${(bytes / KB).toFixed(1)} KB`;

function markdown(report: Report): string {
  const lines: string[] = [
    '# Souk bench report',
    '',
    `${report.date} · ${report.machine.cpus} × ${report.machine.cpuModel} · ${report.machine.memoryGb} GB · Node ${report.machine.node}`,
    '',
    `Versions: ${Object.entries(report.versions).map(([k, v]) => `${k} ${v}`).join(', ')}`,
    '',
    `Database of the server under test: ${report.database}.`,
    '',
  ];
  if (report.bundle) {
    lines.push('## First-load JavaScript (from the build manifest)', '', '| route | gzip | raw | budget |', '|---|---:|---:|---|');
    for (const r of report.bundle.routes) {
      const budget = r.budget ? `${mark(r.gzip <= r.budget)} ≤ ${kb(r.budget)}` : '';
      lines.push(`| \`${r.route}\` | ${kb(r.gzip)} | ${kb(r.raw)} | ${budget} |`);
    }
    lines.push('', '### Largest client chunks', '', '| chunk | gzip | contains (bytes before minification) |', '|---|---:|---|');
    for (const c of report.bundle.largestChunks) {
      lines.push(`| \`${c.file.split('/').pop()}\` | ${kb(c.gzip)} | ${c.packages.map((p) => `${p.name} ${kb(p.bytes)}`).join(', ')} |`);
    }
    lines.push('');
  }
  if (report.lighthouse) lines.push(...lighthouseMarkdown(report.lighthouse));
  if (report.throttled) lines.push(...throttledMarkdown(report.throttled));
  if (report.vitals) lines.push(...vitalsMarkdown(report.vitals));
  if (report.load) {
    lines.push(
      '## Server throughput (autocannon, anonymous, in-memory database)',
      '',
      'Budget: product page at 50 connections with no errors, p95 < 250 ms, ≥ 25% of the floor (the prerendered 404 page).',
      '',
      'Anonymous pages are served by the shared page cache in front of Next (`src/http/serve.ts`, honouring the pages\' own `s-maxage`); the last row bypasses it with a cookie, so every request is rendered.',
      '',
      '| page | conns | req/s | vs floor | p50 | p95 | p99 | non-2xx | errors | peak RSS |',
      '|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|',
    );
    for (const f of [...report.load.floor, ...report.load.pages]) {
      const ratio = f.ratioToFloor !== undefined ? `${(f.ratioToFloor * 100).toFixed(0)}%` : 'floor';
      lines.push(`| ${f.page} | ${f.connections} | ${f.rps} | ${ratio} | ${f.p50Ms} ms | ${f.p95Ms} ms | ${f.p99Ms} ms | ${f.non2xx} | ${f.errors} | ${f.peakRssMb} MB |`);
    }
    lines.push('');
  }
  if (report.search) lines.push(...searchMarkdown(report.search));
  if (report.cart) lines.push(...cartMarkdown(report.cart));
  if (report.shoppers) lines.push(...shoppersMarkdown(report.shoppers));
  if (report.orders) lines.push(...ordersMarkdown(report.orders));
  if (report.size) lines.push(...sizeMarkdown(report.size));
  return lines.join('\n');
}

async function main() {
  const options = parseArgs(process.argv.slice(2));
  ensureInstalled();
  generateMedia();
  if (!options.skipBuild) ensureBuilt();
  // Next's own behaviour is measured on a second build, without compile hints (a build-time trick)
  const variantsMeasured = options.only.includes('throttled') || (options.only.includes('lighthouse') && options.variantsGiven);
  const needsNoHints = variantsMeasured && options.variants.some((i) => VARIANTS[i]?.env.NEXT_DIST_DIR === NO_HINTS_DIST);
  if (needsNoHints && (!options.skipBuild || !existsSync(join(root, NO_HINTS_DIST, 'BUILD_ID')))) {
    ensureBuilt({ distDir: NO_HINTS_DIST, env: { SOUK_COMPILE_HINTS: '0' } });
  }
  const started = Date.now();
  const cpuList = cpus();
  const report: Report = {
    date: new Date().toISOString(),
    database: options.postgres ? 'PostgreSQL (a throw-away local server, `pg` pool of 10), seeded at start' : 'in-memory PGlite in a worker thread, seeded at start',
    machine: { cpus: cpuList.length, cpuModel: cpuList[0]?.model.trim() ?? 'unknown', memoryGb: Math.round(totalmem() / 1024 ** 3), node: process.version },
    versions: Object.fromEntries(['next', 'react', '@mui/material', '@tanstack/react-query', 'lighthouse', 'autocannon'].map((p) => [p, versionOf(p)])),
  };

  if (options.only.includes('bundle')) {
    console.log('› First-load JavaScript');
    const routes = allFirstLoads(root).map((r) => (CATALOGUE_ROUTES.includes(r.route) ? { ...r, budget: budgetFor(r.route) } : r));
    for (const r of routes) console.log(`  ${r.route.padEnd(28)} ${kb(r.gzip).padStart(10)} gzip ${kb(r.raw).padStart(10)} raw`);
    report.bundle = { routes, largestChunks: largestChunks(root) };
  }

  if (options.only.includes('size')) {
    console.log(`› Catalogue size (${options.sizes.join('×, ')}×, caches off)`);
    report.size = await measureSizes({ sizes: options.sizes, postgres: options.postgres, duration: options.sizeDuration, connections: options.sizeConnections, port: options.port });
  }

  if (options.only.some((m) => m !== 'bundle' && m !== 'size')) {
    // the bench's own visits report their vitals (every one sampled) into a database it reads afterwards
    const vitals = options.only.includes('vitals') ? await benchVitals() : null;
    const postgres = options.postgres ? await startPostgres() : null;
    const server = await startServer({ ...vitals?.env, ...(postgres ? { DATABASE_URL: postgres.url } : {}) }, options.port).catch((error: unknown) => {
      postgres?.stop();
      throw error;
    });
    try {
      const all = await discoverTargets(server.base);
      const wanted = (t: Target) => !options.pages || options.pages.some((p) => t.name === p || (p === 'home' && t.name.startsWith('home-')));
      const variants = options.variants.map((i) => VARIANTS[i]).filter((v) => v !== undefined);
      const variantServers = variantsMeasured
          ? await Promise.all(
              variants.map(async (variant, i) =>
                i === 0 && !Object.keys(variant.env).length ? server : startServer(variant.env, options.port === null ? null : options.port + 1 + i),
              ),
            )
          : [];
      try {
        if (options.only.includes('lighthouse')) {
          console.log('› Lighthouse');
          if (!options.variantsGiven) report.lighthouse = await measureLighthouse(server.base, all.filter(wanted), options.runs, options.scriptsBlocked);
          else {
            // each page under each variant in turn, so that the machine's noise falls on all alike
            report.lighthouse = [];
            for (const target of all.filter(wanted)) {
              for (const [i, s] of variantServers.entries()) {
                const figures = await measureLighthouse(s.base, [target], options.runs, options.scriptsBlocked);
                report.lighthouse.push(...figures.map((f) => ({ ...f, variant: variants[i]?.name })));
              }
            }
          }
        }
        if (options.only.includes('throttled')) {
          console.log('› Throttled phone (tricks on and off)');
          const shopped = all.filter((t) => ['landing', 'home-food', 'store', 'product'].includes(t.name)).filter(wanted);
          report.throttled = await measureThrottled(shopped, variantServers.map((s, i) => ({ variant: variants[i] ?? VARIANTS[0]!, base: s.base })), options.runs);
        }
      } finally {
        await Promise.all(variantServers.filter((s) => s !== server).map((s) => s.stop()));
      }
      if (options.only.includes('load')) {
        console.log('› Server throughput');
        const loadTargets = all.filter((t) => ['product', 'store', 'home-grocery', 'category'].includes(t.name)).filter(wanted);
        const floorTarget = { name: 'floor (404 page)', path: '/this-page-does-not-exist' };
        const floor: LoadFigures[] = [];
        const pages: LoadFigures[] = [];
        for (const connections of options.connections) {
          await fetch(`${server.base}${floorTarget.path}`);
          floor.push(await measureLoad(server, floorTarget, connections, options.duration));
          for (const target of loadTargets) {
            await fetch(`${server.base}${target.path}`);
            const figures = await measureLoad(server, target, connections, options.duration);
            const base = floor.find((f) => f.connections === connections);
            figures.ratioToFloor = base && base.rps > 0 ? Number((figures.rps / base.rps).toFixed(3)) : undefined;
            pages.push(figures);
          }
        }
        // the same product page rendered for every request (a cookie the shared cache does not know
        // bypasses it; Souk's own cookies are shared per scope, see --only shoppers): what
        // Next's server rendering alone sustains, for a shopper with a session or with the cache off
        const product = loadTargets.find((t) => t.name === 'product');
        const busiest = Math.max(...options.connections);
        if (product) {
          const rendered = { name: 'product, rendered (cache bypassed)', path: product.path, cookie: 'bench_render=1' };
          const figures = await measureLoad(server, rendered, busiest, Math.min(options.duration, 10));
          const base = floor.find((f) => f.connections === busiest);
          figures.ratioToFloor = base && base.rps > 0 ? Number((figures.rps / base.rps).toFixed(3)) : undefined;
          pages.push(figures);
        }
        report.load = { floor, pages };
      }
      if (options.only.includes('search')) {
        console.log('› Search API');
        const zone = await api<{ zone_id: string }>(server.base, 'config/get-zone-id?lat=25.2048&lng=55.2708');
        const modules = await api<{ id: number; module_type: string }[]>(server.base, 'module', { zoneId: zone.zone_id });
        const food = modules.find((m) => m.module_type === 'food');
        if (food) report.search = await measureSearchApi(server.base, zone.zone_id, food.id, options.duration);
      }
      if (options.only.includes('cart')) {
        console.log('› Cart');
        report.cart = await measureCartAdd(server.base, 20, options.duration);
      }
      if (options.only.includes('shoppers')) {
        console.log('› Every shopper (anonymous, location, guest cart, signed in)');
        report.shoppers = await measureShoppers({ base: server.base, pid: server.process.pid ?? 0 }, all.filter(wanted), Math.max(...options.connections), options.duration);
      }
      if (options.only.includes('orders')) {
        console.log('› Order placement');
        report.orders = await measureOrderPlace(server.base, 20, options.duration);
      }
    } finally {
      await server.stop();
      postgres?.stop();
    }
    if (vitals) report.vitals = await vitals.report();
  }

  mkdirSync(options.out, { recursive: true });
  writeFileSync(join(options.out, 'report.json'), `${JSON.stringify(report, null, 2)}\n`);
  // what limits a budget that is not met, and what was tried, written by hand in bench/NOTES.md
  const notesPath = join(root, 'bench', 'NOTES.md');
  const notes = existsSync(notesPath) ? `\n${readFileSync(notesPath, 'utf8').trim()}\n` : '';
  writeFileSync(join(options.out, 'REPORT.md'), `${markdown(report)}\n${notes}\n_Bench took ${Math.round((Date.now() - started) / 1000)} s._\n`);
  console.log(`› Wrote ${join(options.out, 'REPORT.md')} in ${Math.round((Date.now() - started) / 1000)} s`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
