/**
 * The configuration switches of the storefront's speed tricks (docs/performance.md), read from
 * the server's environment when a page is rendered. Each trick can be turned off on its own,
 * to measure what it is worth (`npm run bench`) or to ship without it after an upgrade broke it.
 *
 * | variable | values | default |
 * |---|---|---|
 * | `SOUK_SCRIPT_LOADING` | `early` (the shared runtime fetched at once at low priority, the page's own chunks after the first paint; all run after it), `next` (Next's own deferred scripts) | `early` |
 * | `VITALS_SAMPLE_RATE` | share of page views that report their Core Web Vitals, 0 to 1 | `0.1` |
 *
 * The shared page cache has its own switch (`SHARED_CACHE_MB=0`, src/http/serve.ts).
 */
export type ScriptLoading = 'early' | 'next';

export interface SpeedSwitches {
  scriptLoading: ScriptLoading;
  vitalsSampleRate: number;
}

export const DEFAULT_VITALS_SAMPLE_RATE = 0.1;

const LOADINGS: readonly ScriptLoading[] = ['early', 'next'];

export function speedSwitches(env: Record<string, string | undefined>): SpeedSwitches {
  const loading = env.SOUK_SCRIPT_LOADING?.trim().toLowerCase();
  if (loading && !LOADINGS.includes(loading as ScriptLoading)) {
    throw new Error(`SOUK_SCRIPT_LOADING must be one of ${LOADINGS.join(', ')} (got "${loading}")`);
  }
  const rate = env.VITALS_SAMPLE_RATE === undefined || env.VITALS_SAMPLE_RATE === '' ? DEFAULT_VITALS_SAMPLE_RATE : Number(env.VITALS_SAMPLE_RATE);
  if (!Number.isFinite(rate) || rate < 0 || rate > 1) throw new Error(`VITALS_SAMPLE_RATE must be a number from 0 to 1 (got "${env.VITALS_SAMPLE_RATE}")`);
  return {
    scriptLoading: (loading as ScriptLoading | undefined) ?? 'early',
    vitalsSampleRate: rate,
  };
}

/** The `<html>` attributes that carry the switches the browser needs (the same for every request). */
export function switchAttributes(switches: SpeedSwitches): Record<string, string> {
  return {
    'data-souk-vitals': String(switches.vitalsSampleRate),
  };
}
