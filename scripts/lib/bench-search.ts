/**
 * The search part of `npm run bench`: the p95 of get-combined-data for a searched term at 20
 * concurrent requests (budget 50 ms in the embedded API), and the results page as a Lighthouse
 * target (its first-load JavaScript is the /home route's, which the bundle measure reports).
 */
import autocannon from 'autocannon';
import { loadRun, mark, type LoadRun } from './bench-stats';

export const SEARCH_CONNECTIONS = 20;
export const SEARCH_P95_BUDGET_MS = 50;
/** A word with results in every food zone, partial ("shawar…") as a shopper types it. */
export const SEARCH_TERM = 'shawar';

export interface SearchLoadFigures extends LoadRun {
  variant: string;
  url: string;
  connections: number;
  durationS: number;
}


export function resultsPath(moduleId: number): string {
  return `/home?search=${SEARCH_TERM}&data_type=searched&module_id=${moduleId}`;
}

/**
 * Two runs: the same search every time (after the first, the embedded API answers from its
 * short response cache, as it does for a crowd searching one word), and every request a new
 * query (an unused parameter defeats the cache), so each one runs the trigram search, the count
 * and the formatting in the database.
 */
export async function measureSearchApi(base: string, zoneIds: string, moduleId: number, duration: number): Promise<SearchLoadFigures[]> {
  const path = `/api/v1/get-combined-data?name=${SEARCH_TERM}&data_type=searched&list_type=item&limit=12&offset=1`;
  const headers = { Accept: 'application/json', zoneId: zoneIds, moduleId: String(moduleId), 'X-localization': 'en' };
  const out: SearchLoadFigures[] = [];
  for (const variant of ['same query (response cache)', 'new query each time (database)'] as const) {
    const fresh = variant.startsWith('new');
    let n = 0;
    const times: number[] = [];
    await fetch(`${base}${path}`, { headers });
    const result = await new Promise<autocannon.Result>((resolve, reject) => {
      const instance = autocannon(
        {
          url: `${base}${path}`,
          connections: SEARCH_CONNECTIONS,
          duration,
          headers,
          requests: [{ setupRequest: (req) => (fresh ? { ...req, path: `${path}&bench=${(n += 1)}` } : req) }],
        },
        (error, finished) => (error ? reject(error) : resolve(finished)),
      );
      instance.on('response', (_client, _status, _bytes, responseTime) => times.push(responseTime));
    });
    const figures: SearchLoadFigures = {
      variant,
      url: path,
      connections: SEARCH_CONNECTIONS,
      durationS: duration,
      ...loadRun(result, times),
    };
    console.log(`  search ${variant} @${SEARCH_CONNECTIONS}: ${figures.rps} req/s p50 ${figures.p50Ms} ms p95 ${figures.p95Ms} ms p99 ${figures.p99Ms} ms non-2xx ${figures.non2xx}`);
    out.push(figures);
  }
  return out;
}

export function searchMarkdown(figures: SearchLoadFigures[]): string[] {
  const lines = [
    '## Search API (get-combined-data, autocannon)',
    '',
    `Budget: p95 ≤ ${SEARCH_P95_BUDGET_MS} ms at ${SEARCH_CONNECTIONS} concurrent requests for a searched term (\`${SEARCH_TERM}\`), embedded API (database named at the top). The results page's first-load JavaScript is the \`/home\` row above (budget 200 KB); its Lighthouse scores are the \`results\` row.`,
    '',
    '| run | conns | req/s | p50 | p95 | p99 | non-2xx | errors |',
    '|---|---:|---:|---:|---:|---:|---:|---:|',
  ];
  for (const f of figures) {
    lines.push(`| ${f.variant} | ${f.connections} | ${f.rps} | ${f.p50Ms} ms | ${mark(f.p95Ms <= SEARCH_P95_BUDGET_MS)} ${f.p95Ms} ms | ${f.p99Ms} ms | ${f.non2xx} | ${f.errors} |`);
  }
  lines.push('');
  return lines;
}
