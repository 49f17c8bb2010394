/**
 * Field data: the Core Web Vitals of real visits (LCP, INP, CLS, TTFB and FCP, measured by the
 * `web-vitals` library through Next's `useReportWebVitals`, src/components/VitalsReporter.tsx), for a sampled
 * share of page loads (`VITALS_SAMPLE_RATE`, carried by `<html data-souk-vitals>`). They are
 * sent with `sendBeacon` to the same origin's `/api/v1/vitals` when the page is hidden (when
 * LCP, CLS and INP are final), with the page's route pattern (`/product/[id]`, never its
 * address) and a device class; nothing that identifies the shopper.
 */
import { inSample } from './vitals-sample';

export const VITALS_ENDPOINT = '/api/v1/vitals';

export const VITAL_NAMES = ['LCP', 'INP', 'CLS', 'TTFB', 'FCP'] as const;
export type VitalName = (typeof VITAL_NAMES)[number];

export const DEVICE_CLASSES = ['phone-low', 'phone', 'tablet', 'desktop'] as const;
export type DeviceClass = (typeof DEVICE_CLASSES)[number];

export interface VitalsBeacon {
  route: string;
  device: DeviceClass;
  metrics: { name: VitalName; value: number }[];
}

interface Metric {
  name: string;
  value: number;
  navigationType?: string;
}

/** A phone is a small touch screen; a slow one has few cores or little memory. */
export function deviceClass(view: { coarse: boolean; shortSide: number; cores?: number; memoryGb?: number }): DeviceClass {
  if (!view.coarse) return 'desktop';
  if (view.shortSide >= 600) return 'tablet';
  const slow = (view.cores !== undefined && view.cores <= 4) || (view.memoryGb !== undefined && view.memoryGb <= 2);
  return slow ? 'phone-low' : 'phone';
}

const isVital = (name: string): name is VitalName => (VITAL_NAMES as readonly string[]).includes(name);

const pending: VitalsBeacon['metrics'] = [];
let flushing = false;

/** From the first vital kept, whatever is pending leaves when the page is hidden. */
function flushWhenHidden(): void {
  if (flushing) return;
  flushing = true;
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') flush();
  });
  window.addEventListener('pagehide', flush);
}

function currentDevice(): DeviceClass {
  const nav = navigator as Navigator & { deviceMemory?: number };
  return deviceClass({
    coarse: window.matchMedia('(pointer: coarse)').matches,
    shortSide: Math.min(window.screen.width, window.screen.height),
    cores: nav.hardwareConcurrency,
    memoryGb: nav.deviceMemory,
  });
}

/** The route pattern of the page the visit began on (Next's page, e.g. `/store/[slug]`). */
function route(): string {
  const data = (window as Window & { __NEXT_DATA__?: { page?: unknown } }).__NEXT_DATA__;
  return typeof data?.page === 'string' ? data.page : '/';
}

function flush(): void {
  if (!pending.length) return;
  const beacon: VitalsBeacon = { route: route(), device: currentDevice(), metrics: pending.splice(0) };
  const body = new Blob([JSON.stringify(beacon)], { type: 'application/json' });
  if (!navigator.sendBeacon?.(VITALS_ENDPOINT, body)) {
    void fetch(VITALS_ENDPOINT, { method: 'POST', body, keepalive: true, credentials: 'same-origin' }).catch(() => undefined);
  }
}

/**
 * Next's `useReportWebVitals` callback: keeps the vitals of a sampled visit until the page is
 * hidden. Only the page the visit began on is reported (not client-side navigations), so the
 * route is always that page's.
 */
export function reportVital(metric: Metric): void {
  if (metric.navigationType === 'soft-navigation') return;
  if (!isVital(metric.name) || !Number.isFinite(metric.value) || !inSample()) return;
  flushWhenHidden();
  pending.push({ name: metric.name, value: metric.value });
  // LCP, CLS and INP are final when the page is hidden: whatever arrives then leaves at once
  if (document.visibilityState === 'hidden') flush();
}
