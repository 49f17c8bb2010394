/**
 * `npm run vitals`: the 75th percentiles of the Core Web Vitals that visits reported (field
 * data, see docs/performance.md), per route, for the last day and the last week.
 * Reads the database the server writes to: PGlite under DATA_DIR (default ./data/pglite), or
 * PostgreSQL at DATABASE_URL.   Flags: --json (machine-readable)
 */
import { closeDatabase, getRawDb, runMigrations } from '../src/backend/db/client';
import { METRICS, vitalsReport, type Metric, type RouteReport } from '../src/backend/services/vitals';

const format = (metric: Metric, value: number) => (metric === 'CLS' ? value.toFixed(3) : `${Math.round(value)} ms`);

function cell(figures: RouteReport['day'], metric: Metric): string {
  const f = figures[metric];
  return f ? `${format(metric, f.p75)} (${f.n})` : '–';
}

export function vitalsTable(report: RouteReport[]): string {
  if (!report.length) return 'No field data in the last week.';
  const lines = [
    '| route | period | ' + METRICS.map((m) => `${m} p75 (n)`).join(' | ') + ' |',
    '|---|---|' + METRICS.map(() => '---:').join('|') + '|',
  ];
  for (const r of report) {
    lines.push(`| \`${r.route}\` | last day | ${METRICS.map((m) => cell(r.day, m)).join(' | ')} |`);
    lines.push(`| \`${r.route}\` | last week | ${METRICS.map((m) => cell(r.week, m)).join(' | ')} |`);
  }
  return lines.join('\n');
}

async function main(): Promise<void> {
  const { db, kind } = await getRawDb();
  await runMigrations(db, kind);
  const report = await vitalsReport(db);
  if (process.argv.includes('--json')) console.log(JSON.stringify(report, null, 2));
  else console.log(`Field data: 75th percentiles per route (values counted in brackets)\n\n${vitalsTable(report)}`);
}

if (process.argv[1]?.endsWith('vitals.ts')) {
  main()
    .catch((error: unknown) => {
      console.error('✗ Could not read the field data:', error instanceof Error ? error.message : error);
      process.exitCode = 1;
    })
    .finally(() => closeDatabase());
}
