/**
 * The size bench (`npm run bench -- --only size [--sizes 1,100] [--postgres]`): one server per
 * catalogue size (SOUK_SEED_SCALE), started side by side with every cache off (SOUK_API_CACHE=0,
 * SHARED_CACHE_MB=0: each request a cold render or a cold call), each loaded in turn by autocannon
 * as a located shopper, page after page, the sizes interleaved in slices (A B B A, then B A A B
 * for the next page) so that the shared machine's noise falls on every size alike.
 *
 * Per page or call and size: req/s, p50, p95, the answer's bytes, the database's time per request
 * (PGlite: its worker's busy time, from /api/health's pool; PostgreSQL: pg_stat_statements of that size's
 * own database) and the server's peak RSS. Then, cold, the sitemap: its index, its first part, and
 * every part streamed to count the products and stores it lists.
 */
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { treeRss } from './bench-load';
import { loadRun, type LoadRun } from './bench-stats';
import { api, startServer } from './bench-server';
import { resultsPath } from './bench-search';
import { startPostgres } from './postgres.mjs';
import { root } from './prepare.mjs';
import type { Server } from './bench-types';
import { measureSitemap, type SitemapFigures } from './bench-sitemap';

export interface SizeOptions {
  sizes: number[];
  postgres: boolean;
  duration: number;
  connections: number;
  port: number | null;
}

interface SizeTarget {
  name: string;
  kind: 'page' | 'call';
  path: string;
  headers: Record<string, string>;
}

export interface SizeFigures extends LoadRun {
  target: string;
  kind: 'page' | 'call';
  path: string;
  scale: number;
  bytes: number;
  dbMsPerRequest: number;
  statementsPerRequest: number;
  peakRssMb: number;
}

export interface SizeReport {
  database: string;
  connections: number;
  durationS: number;
  catalogue: { scale: number; stores: number; items: number; startMs: number }[];
  rows: SizeFigures[];
  sitemap: SitemapFigures[];
  /** PostgreSQL only: each size's statements that took the most time over the run. */
  statements?: { scale: number; calls: number; totalMs: number; meanMs: number; query: string }[];
}

interface SizeServer {
  scale: number;
  server: Server;
  startMs: number;
  busy: () => Promise<{ ms: number; statements: number }>;
}

const PG_SETTINGS = ['shared_preload_libraries=pg_stat_statements', 'pg_stat_statements.track=top', 'pg_stat_statements.max=10000', 'shared_buffers=256MB'];

function databaseOf(url: string, name: string): string {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}

function seedDatabase(url: string, scale: number): Promise<void> {
  return new Promise((resolve, reject) => {
    // tsx's own command (ESM as well: the database's close imports modules dynamically)
    const child = spawn(join(root, 'node_modules', '.bin', 'tsx'), [join(root, 'scripts/db.ts'), 'seed'], {
      cwd: root,
      env: { ...process.env, DATABASE_URL: url, SOUK_SEED_SCALE: String(scale) },
      stdio: ['ignore', 'inherit', 'inherit'],
    });
    child.on('error', reject);
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`seeding at ${scale}× failed (exit ${code})`))));
  });
}

/** The database time of one size's server: PGlite's busy time, from its health check's pool. */
async function healthBusy(base: string): Promise<{ ms: number; statements: number }> {
  const body = (await (await fetch(`${base}/api/health`)).json()) as { pool?: { busyMs?: number; statements?: number } };
  return { ms: body.pool?.busyMs ?? Number.NaN, statements: body.pool?.statements ?? Number.NaN };
}

/** Servers for every size: in-memory PGlite seeded at start, or a database each on one PostgreSQL server. */
async function startSizes(options: SizeOptions): Promise<{ servers: SizeServer[]; stop: () => Promise<void>; statements?: (scale: number) => Promise<SizeReport['statements']> }> {
  const noCache = { SOUK_API_CACHE: '0', SHARED_CACHE_MB: '0' };
  const port = (i: number) => (options.port === null ? null : options.port + i);
  if (!options.postgres) {
    const servers = await Promise.all(
      options.sizes.map(async (scale, i) => {
        const started = Date.now();
        const server = await startServer({ ...noCache, SOUK_SEED_SCALE: String(scale) }, port(i), 20 * 60_000);
        return { scale, server, startMs: Date.now() - started, busy: () => healthBusy(server.base) };
      }),
    );
    return { servers, stop: async () => void (await Promise.all(servers.map((s) => s.server.stop()))) };
  }
  const postgres = await startPostgres({ settings: PG_SETTINGS });
  const admin = new pg.Client({ connectionString: postgres.url });
  const servers: SizeServer[] = [];
  try {
    await admin.connect();
    await admin.query('CREATE EXTENSION IF NOT EXISTS pg_stat_statements');
    for (const scale of options.sizes) {
      await admin.query(`CREATE DATABASE souk_x${scale}`);
      const seeded = Date.now();
      await seedDatabase(databaseOf(postgres.url, `souk_x${scale}`), scale);
      console.log(`  seeded ${scale}× on PostgreSQL in ${Math.round((Date.now() - seeded) / 1000)} s`);
    }
    for (const [i, scale] of options.sizes.entries()) {
      const started = Date.now();
      const server = await startServer({ ...noCache, DATABASE_URL: databaseOf(postgres.url, `souk_x${scale}`) }, port(i), 5 * 60_000);
      const busy = async () => {
        const { rows } = await admin.query<{ ms: number; calls: string }>(
          'SELECT COALESCE(sum(s.total_exec_time + s.total_plan_time), 0)::float8 AS ms, COALESCE(sum(s.calls), 0) AS calls FROM pg_stat_statements s JOIN pg_database d ON d.oid = s.dbid WHERE d.datname = $1',
          [`souk_x${scale}`],
        );
        return { ms: Number(rows[0]?.ms ?? 0), statements: Number(rows[0]?.calls ?? 0) };
      };
      servers.push({ scale, server, startMs: Date.now() - started, busy });
    }
    await admin.query('SELECT pg_stat_statements_reset()');
  } catch (error) {
    await Promise.all(servers.map((s) => s.server.stop()));
    await admin.end().catch(() => undefined);
    postgres.stop();
    throw error;
  }
  const statements = async (scale: number) => {
    const { rows } = await admin.query<{ calls: string; total: number; mean: number; query: string }>(
      `SELECT s.calls, s.total_exec_time + s.total_plan_time AS total, (s.total_exec_time + s.total_plan_time) / greatest(s.calls, 1) AS mean, s.query
         FROM pg_stat_statements s JOIN pg_database d ON d.oid = s.dbid WHERE d.datname = $1 ORDER BY total DESC LIMIT 8`,
      [`souk_x${scale}`],
    );
    return rows.map((r) => ({ scale, calls: Number(r.calls), totalMs: Math.round(r.total), meanMs: Number(r.mean.toFixed(2)), query: r.query.replace(/\s+/g, ' ').slice(0, 220) }));
  };
  return {
    servers,
    statements,
    stop: async () => {
      await Promise.all(servers.map((s) => s.server.stop()));
      await admin.end().catch(() => undefined);
      postgres.stop();
    },
  };
}

/** The pages and calls measured, found on the smallest size (its rows are in every larger one, under the same ids). */
async function discover(base: string): Promise<SizeTarget[]> {
  const lat = 25.2048;
  const lng = 55.2708;
  const { zone_id: zone } = await api<{ zone_id: string }>(base, `config/get-zone-id?lat=${lat}&lng=${lng}`);
  const modules = await api<{ id: number; module_type: string }[]>(base, 'module', { zoneId: zone });
  const food = modules.find((m) => m.module_type === 'food');
  if (!food) throw new Error('no food module to measure');
  const headers = { zoneId: zone, moduleId: String(food.id), latitude: String(lat), longitude: String(lng) };
  const [items, stores, categories] = await Promise.all([
    api<{ products: { id: number; slug?: string }[] }>(base, 'items/popular?limit=1&offset=1&type=all', headers),
    api<{ stores: { id: number; slug?: string }[] }>(base, 'stores/popular?limit=1&offset=1&type=all', headers),
    api<{ id: number }[]>(base, 'categories', headers),
  ]);
  const location = encodeURIComponent(JSON.stringify({ lat, lng, address: 'Downtown Dubai' }));
  const cookie = { Cookie: `souk_zone=${encodeURIComponent(zone)}; souk_module=${food.id}; souk_location=${location}`, Accept: 'text/html' };
  const page = (name: string, path: string): SizeTarget => ({ name, kind: 'page', path, headers: cookie });
  const call = (name: string, path: string): SizeTarget => ({ name, kind: 'call', path: `/api/v1/${path}`, headers: { ...headers, Accept: 'application/json' } });
  // the pizza search where the demo sells pizza (Dubai Marina): Downtown has none at 1× and hundreds at
  // 100× (the seed's branches open across the city), which compares an empty answer with a full page
  const marina = await api<{ zone_id: string }>(base, 'config/get-zone-id?lat=25.0790&lng=55.1404');
  const pizzaCall: SizeTarget = { ...call('items/search?name=pizza (Dubai Marina)', 'items/search?name=pizza&offset=1&limit=12'), headers: { ...headers, zoneId: marina.zone_id, latitude: '25.0790', longitude: '55.1404', Accept: 'application/json' } };
  const item = items.products[0];
  const store = stores.stores[0];
  const category = categories[0];
  return [
    page('food module home', `/home?module_id=${food.id}`),
    ...(store ? [page('store page', `/store/${store.slug ?? store.id}`)] : []),
    ...(item ? [page('product page', `/product/${item.slug ?? item.id}`)] : []),
    ...(category ? [page('category page', `/category/${category.id}`)] : []),
    page('search results page', resultsPath(food.id)),
    // pizza (the issue's): where it is sold at both sizes (9 at 1×), and in Downtown (none at 1×,
    // hundreds at 100×: an empty answer against a full page); chicken: a dozen at 1×
    pizzaCall,
    call('items/search?name=pizza (Downtown)', 'items/search?name=pizza&offset=1&limit=12'),
    call('items/search?name=chicken', 'items/search?name=chicken&offset=1&limit=12'),
    // grill: one store so named at 1×, a full page at 100×; one a page, the same answer at both sizes
    call('get-combined-data (stores named grill)', 'get-combined-data?name=grill&data_type=searched&list_type=store&offset=1&limit=12'),
    call('get-combined-data (stores named grill, one a page)', 'get-combined-data?name=grill&data_type=searched&list_type=store&offset=1&limit=1'),
    call('stores/get-stores/all', 'stores/get-stores/all?offset=1&limit=12&type=all'),
    call('stores/top-offer-near-me', 'stores/top-offer-near-me?offset=1&limit=12&type=all'),
    call('items/popular', 'items/popular?offset=1&limit=12&type=all'),
    call('categories', 'categories'),
    call('module', 'module'),
    { name: 'sitemap.xml', kind: 'page', path: '/sitemap.xml', headers: { Accept: 'application/xml' } },
  ];
}

/** One slice of load on one size: every answer's time, the requests, the database's work, the peak RSS. */
interface Slice {
  times: number[];
  requests: number;
  seconds: number;
  non2xx: number;
  errors: number;
  dbMs: number;
  statements: number;
  peak: number;
}

async function loadSlice(size: SizeServer, target: SizeTarget, connections: number, duration: number): Promise<Slice> {
  const url = `${size.server.base}${target.path}`;
  const pid = size.server.process.pid ?? 0;
  let peak = treeRss(pid);
  const sampler = setInterval(() => {
    peak = Math.max(peak, treeRss(pid));
  }, 250);
  const times: number[] = [];
  const before = await size.busy();
  const started = Date.now();
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon({ url, connections, duration, headers: target.headers, timeout: 30 }, (error, finished) => (error ? reject(error) : resolve(finished)));
    instance.on('response', (_client, _status, _bytes, responseTime) => times.push(responseTime));
  });
  const seconds = (Date.now() - started) / 1000;
  const after = await size.busy();
  clearInterval(sampler);
  return { times, requests: result.requests.total, seconds, non2xx: result.non2xx, errors: result.errors + result.timeouts, dbMs: after.ms - before.ms, statements: after.statements - before.statements, peak };
}

/** A page's figures at one size from its slices: their answers' times and requests together. */
async function figuresOf(size: SizeServer, target: SizeTarget, slices: Slice[]): Promise<SizeFigures> {
  const sample = await fetch(`${size.server.base}${target.path}`, { headers: target.headers });
  const bytes = Buffer.byteLength(await sample.text());
  if (!sample.ok) console.warn(`  ${target.name} at ${size.scale}× answered ${sample.status}`);
  const sum = (pick: (s: Slice) => number) => slices.reduce((n, s) => n + pick(s), 0);
  const requests = sum((s) => s.requests);
  const run = loadRun(
    { requests: { total: requests, average: requests / Math.max(sum((s) => s.seconds), 1e-9) }, non2xx: sum((s) => s.non2xx), errors: sum((s) => s.errors), timeouts: 0 },
    slices.flatMap((s) => s.times),
  );
  const per = (value: number) => (run.requests ? Number((value / run.requests).toFixed(2)) : Number.NaN);
  const figures: SizeFigures = {
    target: target.name,
    kind: target.kind,
    path: target.path,
    scale: size.scale,
    ...run,
    bytes,
    dbMsPerRequest: per(sum((s) => s.dbMs)),
    statementsPerRequest: per(sum((s) => s.statements)),
    peakRssMb: Math.round(Math.max(...slices.map((s) => s.peak)) / (1024 * 1024)),
  };
  console.log(
    `  ${target.name} @${size.scale}×: ${figures.rps} req/s p50 ${figures.p50Ms} ms p95 ${figures.p95Ms} ms ${bytes} B db ${figures.dbMsPerRequest} ms/req (${figures.statementsPerRequest} statements) RSS ${figures.peakRssMb} MB non-2xx ${figures.non2xx} errors ${figures.errors}`,
  );
  return figures;
}

/**
 * One page at every size, in slices of half the duration in the order A B B A (for the next page
 * B A A B), so that a slow spell of the shared machine, or one that passes, falls on every size
 * alike: with one block per size, the same call's 1× p95 went 20, 27 and 40 ms in three runs.
 */
async function measurePage(servers: SizeServer[], target: SizeTarget, first: boolean, connections: number, duration: number): Promise<SizeFigures[]> {
  const ordered = first ? servers : [...servers].reverse();
  const slices = new Map<SizeServer, Slice[]>(servers.map((s) => [s, []]));
  for (const size of [...ordered, ...[...ordered].reverse()]) slices.get(size)?.push(await loadSlice(size, target, connections, duration / 2));
  const rows: SizeFigures[] = [];
  for (const size of ordered) rows.push(await figuresOf(size, target, slices.get(size) ?? []));
  return rows;
}

/** Active stores and items at one size, from the counts the API keeps (the lists' totals stop at 1 000). */
async function catalogueOf(base: string): Promise<{ stores: number; items: number }> {
  const [modules, categories] = await Promise.all([api<{ stores_count: number }[]>(base, 'module'), api<{ products_count: number }[]>(base, 'categories')]);
  // every item counts once under its root category (and again under a subcategory, which is not listed here)
  return { stores: modules.reduce((n, m) => n + m.stores_count, 0), items: categories.reduce((n, c) => n + c.products_count, 0) };
}

export async function measureSizes(options: SizeOptions): Promise<SizeReport> {
  const sizes = [...options.sizes].sort((a, b) => a - b);
  const started = await startSizes({ ...options, sizes });
  try {
    const { servers } = started;
    const smallest = servers[0];
    if (!smallest) throw new Error('no size to measure');
    const targets = await discover(smallest.server.base);
    const catalogue = [];
    for (const s of servers) catalogue.push({ scale: s.scale, startMs: s.startMs, ...(await catalogueOf(s.server.base)) });
    for (const c of catalogue) console.log(`  ${c.scale}×: ${c.stores} stores, ${c.items} items (server up in ${Math.round(c.startMs / 1000)} s)`);
    const rows: SizeFigures[] = [];
    for (const [i, target] of targets.entries()) rows.push(...(await measurePage(servers, target, i % 2 === 0, options.connections, options.duration)));
    const sitemap: SitemapFigures[] = [];
    for (const size of servers) {
      const figures = await measureSitemap(size.scale, size.server.base);
      console.log(`  sitemap @${size.scale}×: index ${figures.indexMs} ms, ${figures.parts} parts, first part ${figures.firstPartMs} ms ${figures.firstPartBytes} B, ${figures.products} products and ${figures.stores} stores in ${figures.allPartsMs} ms`);
      sitemap.push(figures);
    }
    // one size after the other: they share one connection
    let statements: SizeReport['statements'];
    if (started.statements) {
      statements = [];
      for (const s of sizes) statements.push(...((await started.statements(s)) ?? []));
    }
    return {
      database: options.postgres ? 'PostgreSQL 15 (a throw-away local server, one database per size, `pg` pool of 10 per server)' : 'in-memory PGlite in a worker thread, seeded at start',
      connections: options.connections,
      durationS: options.duration,
      catalogue,
      rows,
      sitemap,
      ...(statements ? { statements } : {}),
    };
  } finally {
    await started.stop();
  }
}

const ratio = (a: number, b: number) => (b > 0 ? `${(a / b).toFixed(2)}×` : '–');

export function sizeMarkdown(report: SizeReport): string[] {
  const sizes = [...new Set(report.rows.map((r) => r.scale))].sort((a, b) => a - b);
  const smallest = sizes[0] ?? 1;
  const lines = [
    '## Catalogue size (each request cold: API and page caches off)',
    '',
    `Database: ${report.database}. ${report.connections} connections, ${report.durationS} s per page and size, a located shopper (zone, module and delivery point cookies; the calls with the same headers); the sizes run side by side in one run, each page's in slices of half that, A B B A, so that the machine's slow spells fall on every size alike.`,
    '',
    `| size | stores | items | server up in |`,
    '|---:|---:|---:|---:|',
    ...report.catalogue.map((c) => `| ${c.scale}× | ${c.stores} | ${c.items} | ${(c.startMs / 1000).toFixed(1)} s |`),
    '',
    `| page or call | size | req/s | p50 | p95 | p95 vs ${smallest}× | bytes | db ms/req | statements/req | peak RSS |`,
    '|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|',
  ];
  for (const r of report.rows) {
    const base = report.rows.find((x) => x.target === r.target && x.scale === smallest);
    const vs = r.scale === smallest || !base ? '' : ratio(r.p95Ms, base.p95Ms);
    const errors = r.non2xx + r.errors ? ` (${r.non2xx} non-2xx, ${r.errors} errors)` : '';
    lines.push(`| ${r.target} | ${r.scale}× | ${r.rps}${errors} | ${r.p50Ms} ms | ${r.p95Ms} ms | ${vs} | ${r.bytes} | ${r.dbMsPerRequest} | ${r.statementsPerRequest} | ${r.peakRssMb} MB |`);
  }
  lines.push('', '| sitemap | index | parts | first part | its URLs | every part | products listed | stores listed |', '|---:|---:|---:|---:|---:|---:|---:|---:|');
  for (const s of report.sitemap) {
    if (s.failed) {
      lines.push(`| ${s.scale}× | failed after ${s.indexMs} ms: ${s.failed} | | | | | | |`);
      continue;
    }
    lines.push(`| ${s.scale}× | ${s.indexMs} ms, ${s.indexBytes} B | ${s.parts} | ${s.firstPartMs} ms, ${(s.firstPartBytes / 1e6).toFixed(1)} MB | ${s.firstPartUrls} | ${(s.allPartsMs / 1000).toFixed(1)} s | ${s.products} | ${s.stores} |`);
  }
  if (report.statements?.length) {
    lines.push('', '| size | statement (pg_stat_statements, most time first) | calls | total | mean |', '|---:|---|---:|---:|---:|');
    for (const s of report.statements) lines.push(`| ${s.scale}× | \`${s.query.replace(/\|/g, '\\|')}\` | ${s.calls} | ${s.totalMs} ms | ${s.meanMs} ms |`);
  }
  lines.push('');
  return lines;
}
