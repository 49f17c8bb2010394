/**
 * Hydration in slices (switch: `SOUK_HYDRATION_SLICES`, on by default; docs/performance.md).
 *
 * React hydrates a server-rendered root in one task: on a phone, the food home's whole page was
 * one task of 45–75 ms (×4 on Lighthouse's phone), and a tap during it waited for all of it.
 * Content inside an `<Activity>` boundary is hydrated after the root, at React's lowest
 * priority, in slices of about 5 ms that yield to the browser between them; a tap on content
 * not hydrated yet has React hydrate that boundary first and then answer the tap
 * (selective hydration, as for Suspense). Unlike Suspense, an Activity boundary is never sent
 * apart from the HTML around it, so the page paints as before.
 *
 * The server and the browser must draw the same boundaries: the server reads the switch from
 * its environment and, when it is off, says so on `<html data-souk-slices="off">`
 * (switchAttributes) for the browser to read.
 */
import { Activity, useEffect, useSyncExternalStore, type ReactNode } from 'react';
import { speedSwitches } from './switches';

export function slicesOn(): boolean {
  // typeof window: Next compiles the server's branch out of the browser's code
  if (typeof window === 'undefined') return speedSwitches(process.env).hydrationSlices;
  return document.documentElement.dataset.soukSlices !== 'off';
}

/** The user-timing mark each server-rendered slice leaves when it has hydrated, for `npm run bench`. */
export const SLICE_MARK = 'souk:slice-hydrated';

const unchanging = () => () => undefined;

function SliceMark() {
  // the server's value (false) while the slice hydrates; true when it is drawn in the browser later
  const drawnHere = useSyncExternalStore(unchanging, () => true, () => false);
  const hydrated = !drawnHere;
  useEffect(() => {
    if (hydrated && typeof performance.mark === 'function') performance.mark(SLICE_MARK);
  }, [hydrated]);
  return null;
}

/** Its children hydrate in their own short tasks, after the page around them. */
export function HydrationSlice({ children }: { children: ReactNode }) {
  if (!slicesOn()) return children;
  return (
    <Activity mode="visible">
      {children}
      <SliceMark />
    </Activity>
  );
}
