/** The field-data report as a Markdown table (`npm run vitals`, and the bench's own visits). */
import { METRICS, type Metric, type RouteReport } from '../../src/backend/services/vitals';

const format = (metric: Metric, value: number) => (metric === 'CLS' ? value.toFixed(3) : `${Math.round(value)} ms`);

function cell(figures: RouteReport['day'], metric: Metric): string {
  const f = figures[metric];
  return f ? `${format(metric, f.p75)} (${f.n})` : '–';
}

export function vitalsTable(report: RouteReport[]): string {
  if (!report.length) return 'No field data in the last week.';
  const lines = [
    `| route | period | ${METRICS.map((m) => `${m} p75 (n)`).join(' | ')} |`,
    `|---|---|${METRICS.map(() => '---:').join('|')}|`,
  ];
  for (const r of report) {
    lines.push(`| \`${r.route}\` | last day | ${METRICS.map((m) => cell(r.day, m)).join(' | ')} |`);
    lines.push(`| \`${r.route}\` | last week | ${METRICS.map((m) => cell(r.week, m)).join(' | ')} |`);
  }
  return lines.join('\n');
}
