/** The two statistics every part of the bench reports. */

/** The p-th percentile of ascending values (nearest rank), NaN for none. */
export function percentile(sorted: number[], p: number): number {
  if (!sorted.length) return Number.NaN;
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return sorted[Math.max(0, index)] ?? Number.NaN;
}

/** The median (the mean of the middle two for an even count), 0 for none. */
export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[mid] ?? 0) : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2;
}

/** p50, p95 and p99 of response times in ms, rounded (the times are sorted in place). */
export function latency(times: number[]): { p50Ms: number; p95Ms: number; p99Ms: number } {
  times.sort((a, b) => a - b);
  return { p50Ms: Math.round(percentile(times, 50)), p95Ms: Math.round(percentile(times, 95)), p99Ms: Math.round(percentile(times, 99)) };
}

/** What every autocannon run reports: requests, their rate, latency, non-2xx answers and errors (timeouts included). */
export interface LoadRun {
  requests: number;
  rps: number;
  p50Ms: number;
  p95Ms: number;
  p99Ms: number;
  non2xx: number;
  errors: number;
}

/** The figures of an autocannon run, from its result and the response times it reported. */
export function loadRun(result: { requests: { total: number; average: number }; non2xx: number; errors: number; timeouts: number }, times: number[]): LoadRun {
  return {
    requests: result.requests.total,
    rps: Number(result.requests.average.toFixed(1)),
    ...latency(times),
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
  };
}

/** A budget's mark in the report: met or not. */
export const mark = (ok: boolean): string => (ok ? '✅' : '❌');
