/**
 * One load measure of a page for one kind of shopper (autocannon): req/s, latencies, errors, the
 * server's CPU time per answer, and the page's HTML and dehydrated data sizes. Shared by the
 * shopper rows (bench-shoppers.ts) and the crowd rows (bench-crowd.ts).
 */
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import autocannon from 'autocannon';
import { loadRun } from './bench-stats';

export interface ShopperPage {
  name: string;
  path: string;
  moduleId: number;
}

export interface ShopperFigures {
  page: string;
  shopper: string;
  connections: number;
  durationS: number;
  requests: number;
  rps: number;
  ratioToFloor?: number;
  p50Ms: number;
  p95Ms: number;
  p99Ms: number;
  non2xx: number;
  errors: number;
  cpuMsPerRequest: number;
  htmlBytes: number;
  htmlGzipBytes: number;
  nextDataBytes: number;
  queries: number;
  duplicateQueries: number;
  cache: string;
}

/** The crowd's connection count (issue 37: 20 shoppers at once, each at their own address). */
export const CROWD_CONNECTIONS = 20;


/** User + system CPU time of a process, in ms (Linux /proc; clock ticks of 10 ms). */
function cpuMs(pid: number): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    // after the name: state(0) … utime(11) stime(12)
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return Number.NaN;
  }
}

/**
 * The dehydrated queries of a page's `__NEXT_DATA__`: how many, and how many repeat another:
 * the same key, or the same call (the key's names, without scope and paging) spelt with another
 * scope and holding the same data (the module list once for no zone and once for the zone).
 */
export function dehydratedQueries(html: string): { nextDataBytes: number; queries: number; duplicateQueries: number } {
  const match = /<script id="__NEXT_DATA__" type="application\/json"[^>]*>([\s\S]*?)<\/script>/.exec(html);
  if (!match?.[1]) return { nextDataBytes: 0, queries: 0, duplicateQueries: 0 };
  type Dehydrated = { queryKey?: unknown[]; queryHash: string; state?: { data?: unknown } };
  const data = JSON.parse(match[1]) as { props?: { pageProps?: { dehydratedState?: { queries?: Dehydrated[] } } } };
  const queries = data.props?.pageProps?.dehydratedState?.queries ?? [];
  const seen = new Set<string>();
  let duplicates = 0;
  for (const q of queries) {
    const sameCall = `${JSON.stringify((q.queryKey ?? []).filter((part) => typeof part === 'string'))} ${JSON.stringify(q.state?.data ?? null)}`;
    if (seen.has(q.queryHash) || seen.has(sameCall)) duplicates += 1;
    seen.add(q.queryHash);
    seen.add(sameCall);
  }
  return { nextDataBytes: Buffer.byteLength(match[1]), queries: queries.length, duplicateQueries: duplicates };
}

/** A shopper's cookie: the same on every request, or a new one each time (the crowd: another point each request). */
export type CookieOf = string | undefined | (() => string);

export async function measure(base: string, pid: number, page: string, shopper: string, path: string, cookieOf: CookieOf, connections: number, duration: number): Promise<ShopperFigures> {
  const cookie = typeof cookieOf === 'function' ? cookieOf() : cookieOf;
  const headers: Record<string, string> = { Accept: 'text/html', 'Accept-Encoding': 'gzip', ...(cookie ? { Cookie: cookie } : {}) };
  // each request of a crowd carries a cookie of its own
  const requests: autocannon.Request[] | undefined =
    typeof cookieOf === 'function' ? [{ setupRequest: (req: autocannon.Request) => ({ ...req, headers: { ...req.headers, Cookie: cookieOf() } }) }] : undefined;
  // one visit first: the sizes, and a warm server (caches filled) as a real one would be
  const sample = await fetch(`${base}${path}`, { headers: { Accept: 'text/html', ...(cookie ? { Cookie: cookie } : {}) } });
  const html = await sample.text();
  const cache = sample.headers.get('x-souk-cache') ?? 'none';
  const sizes = dehydratedQueries(html);
  const times: number[] = [];
  const cpuBefore = cpuMs(pid);
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon({ url: `${base}${path}`, connections, duration, headers, ...(requests ? { requests } : {}) }, (error, finished) => (error ? reject(error) : resolve(finished)));
    instance.on('response', (_client, _status, _bytes, responseTime) => times.push(responseTime));
  });
  const cpu = cpuMs(pid) - cpuBefore;
  const figures: ShopperFigures = {
    page,
    shopper,
    connections,
    durationS: duration,
    ...loadRun(result, times),
    cpuMsPerRequest: result.requests.total ? Number((cpu / result.requests.total).toFixed(2)) : Number.NaN,
    htmlBytes: Buffer.byteLength(html),
    htmlGzipBytes: gzipSync(html).length,
    cache,
    ...sizes,
  };
  console.log(
    `  ${page} · ${shopper} @${connections}: ${figures.rps} req/s p50 ${figures.p50Ms} ms p95 ${figures.p95Ms} ms p99 ${figures.p99Ms} ms non-2xx ${figures.non2xx} errors ${figures.errors} CPU ${figures.cpuMsPerRequest} ms/req HTML ${figures.htmlBytes} B __NEXT_DATA__ ${figures.nextDataBytes} B (${figures.queries} queries, ${figures.duplicateQueries} twice) [${cache}]`,
  );
  return figures;
}
