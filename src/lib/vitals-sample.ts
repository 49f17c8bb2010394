/**
 * Whether this page load is in the field-data sample (`VITALS_SAMPLE_RATE`, carried by
 * `<html data-souk-vitals>`), decided once per load. Every page asks (pages/_app.tsx); only a
 * sampled one loads the reporter (src/lib/vitals-client.ts, src/components/VitalsReporter.tsx).
 */
let sampled: boolean | undefined;

export function inSample(): boolean {
  if (sampled === undefined) {
    const rate = Number(document.documentElement.dataset.soukVitals ?? 0);
    sampled = Number.isFinite(rate) && Math.random() < rate;
  }
  return sampled;
}
