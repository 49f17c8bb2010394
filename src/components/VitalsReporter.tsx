import { useReportWebVitals } from 'next/web-vitals';
import { reportVital } from '@/lib/vitals-client';

/**
 * Hands the Core Web Vitals that Next measures with the `web-vitals` library (`useReportWebVitals`)
 * to the field-data reporter. Loaded only on the visits in the sample (pages/_app.tsx), so the
 * library costs the others nothing; its observers read the buffered entries of the page so far.
 */
export default function VitalsReporter() {
  useReportWebVitals(reportVital);
  return null;
}
