/**
 * The process's Prometheus figures (prom-client's default registry), served by the production
 * server at /metrics (src/http/metrics-route.ts). Each figure is counted where it arises, through
 * the small hooks below; the gauges of moving parts (the pool, the queue, the live events, the
 * page cache) read their probes (./probes.ts) when scraped.
 *
 * Next bundles the pages and the API route apart from the server's own modules, each bundle with
 * its own copy of this module: prom-client itself is loaded from node_modules by all of them
 * (serverExternalPackages in next.config.js), and each figure is made once, by whichever copy
 * asks first, and found in the shared registry by the others.
 */
import { collectDefaultMetrics, Counter, Gauge, Histogram, register, type Metric } from 'prom-client';
import { probe } from './probes';

export { register };

const SECONDS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
const QUERY_SECONDS = [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5];
/** How long a scrape waits for the queue's depth (a query) before leaving it out. */
const PROBE_WAIT_MS = 1000;

function once<T extends Metric>(name: string, make: (name: string) => T): T {
  return (register.getSingleMetric(name) as T | undefined) ?? make(name);
}

const httpDuration = () =>
  once('http_request_duration_seconds', (name) => new Histogram({ name, help: 'Time to answer a request, by method, route pattern and status', labelNames: ['method', 'route', 'status'], buckets: SECONDS }));
const renderDuration = () =>
  once('souk_page_render_duration_seconds', (name) => new Histogram({ name, help: "Time Next took to answer a page or its data (the page cache's misses and passes), by route pattern", labelNames: ['route'], buckets: SECONDS }));
const pageCache = () =>
  once('souk_page_cache_requests_total', (name) => new Counter({ name, help: 'Page requests the page cache looked up: cache is shared (no cookies) or scope (a shopper scope), result hit, stale, miss or pass (not kept)', labelNames: ['cache', 'result'] }));
const apiCache = () => once('souk_api_cache_requests_total', (name) => new Counter({ name, help: "Anonymous catalogue calls the embedded API's response cache looked up, by result (hit or miss)", labelNames: ['result'] }));
const queryDuration = () =>
  once('souk_db_query_duration_seconds', (name) => new Histogram({ name, help: 'Time of an SQL statement, by database (postgres or pglite) and operation', labelNames: ['database', 'operation'], buckets: QUERY_SECONDS }));
const jobsDone = () => once('souk_jobs_completed_total', (name) => new Counter({ name, help: 'Jobs this process ran to the end, by queue', labelNames: ['queue'] }));
const jobsFailed = () => once('souk_jobs_failed_total', (name) => new Counter({ name, help: 'Jobs that failed in this process (retried by the queue), by queue', labelNames: ['queue'] }));
const ordersPlaced = () => once('souk_orders_placed_total', (name) => new Counter({ name, help: 'Orders placed (each once, however often it was sent), by type', labelNames: ['type'] }));
const ordersRefused = () => once('souk_orders_refused_total', (name) => new Counter({ name, help: "Orders refused, by the answer's error code", labelNames: ['reason'] }));

/** The gauges read from the probes when scraped, and the process's default figures. */
function defineGauges(): void {
  once('souk_db_pool_connections', (name) => new Gauge({
    name,
    help: "The database pool's connections: state total (open), idle (open, not lent out), waiting (calls waiting for one) or max",
    labelNames: ['database', 'state'],
    collect() {
      this.reset();
      const pool = probe('pool')?.();
      if (!pool) return;
      for (const state of ['total', 'idle', 'waiting', 'max'] as const) this.set({ database: pool.kind, state }, pool[state]);
    },
  }));
  once('souk_jobs_queued', (name) => new Gauge({
    name,
    help: 'Jobs waiting to run, by queue (all processes share the queue)',
    labelNames: ['queue'],
    async collect() {
      this.reset();
      const read = probe('queue');
      if (!read) return;
      let timer: NodeJS.Timeout | undefined;
      const late = new Promise<null>((resolve) => (timer = setTimeout(resolve, PROBE_WAIT_MS, null)));
      const queue = await Promise.race([read().catch(() => null), late]).finally(() => clearTimeout(timer));
      for (const [queueName, size] of Object.entries(queue?.queued ?? {})) this.set({ queue: queueName }, size);
    },
  }));
  once('souk_event_streams_open', (name) => new Gauge({
    name,
    help: 'Live event streams (Server-Sent Events) open on this process',
    collect() {
      this.set(probe('streams')?.() ?? 0);
    },
  }));
  once('souk_event_listener_up', (name) => new Gauge({
    name,
    help: "1 while the live events' database listener listens; 0 while it connects, or before the first live stream asked for it",
    collect() {
      this.set(probe('listener')?.() === 'listening' ? 1 : 0);
    },
  }));
  once('souk_page_cache_bytes', (name) => new Gauge({
    name,
    help: "Bytes the page cache holds, by cache (shared: pages asked for without cookies; scope: a shopper scope's)",
    labelNames: ['cache'],
    collect() {
      this.reset();
      for (const [cache, held] of Object.entries(probe('pageCache')?.() ?? {})) this.set({ cache }, held.bytes);
    },
  }));
  once('souk_page_cache_entries', (name) => new Gauge({
    name,
    help: 'Pages the page cache holds, by cache',
    labelNames: ['cache'],
    collect() {
      this.reset();
      for (const [cache, held] of Object.entries(probe('pageCache')?.() ?? {})) this.set({ cache }, held.entries);
    },
  }));
  // memory, CPU, event-loop lag, garbage collection, handles: once per process
  if (!register.getSingleMetric('process_cpu_user_seconds_total')) collectDefaultMetrics();
}

/** Every figure of the process in Prometheus's text format. */
export async function metricsText(): Promise<{ contentType: string; body: string }> {
  defineGauges();
  // the counters exist (at 0) before their first event, so a dashboard finds them
  for (const make of [httpDuration, renderDuration, pageCache, apiCache, queryDuration, jobsDone, jobsFailed, ordersPlaced, ordersRefused]) make();
  return { contentType: register.contentType, body: await register.metrics() };
}

export function observeRequest(method: string, route: string, status: number, seconds: number): void {
  httpDuration().observe({ method, route, status: String(status) }, seconds);
}

export function observeRender(route: string, seconds: number): void {
  renderDuration().observe({ route }, seconds);
}

export type PageCacheResult = 'hit' | 'stale' | 'miss' | 'pass';

export function notePageCache(cache: 'shared' | 'scope', result: PageCacheResult): void {
  pageCache().inc({ cache, result });
}

export function noteApiCache(result: 'hit' | 'miss'): void {
  apiCache().inc({ result });
}

/** The statement's kind from its first word: select, insert, update, delete or other. */
export function sqlOperation(text: string): string {
  const word = /^\s*(\w+)/.exec(text)?.[1]?.toLowerCase();
  return word === 'select' || word === 'insert' || word === 'update' || word === 'delete' ? word : 'other';
}

export function observeQuery(database: 'postgres' | 'pglite', operation: string, seconds: number): void {
  queryDuration().observe({ database, operation }, seconds);
}

export function noteJobs(queue: string, outcome: 'completed' | 'failed', count: number): void {
  (outcome === 'completed' ? jobsDone() : jobsFailed()).inc({ queue }, count);
}

export function noteOrderPlaced(type: string): void {
  ordersPlaced().inc({ type });
}

export function noteOrderRefused(reason: string): void {
  ordersRefused().inc({ reason });
}
