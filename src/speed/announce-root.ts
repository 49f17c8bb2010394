/**
 * `react-dom/client` as Next's client entry sees it (next.config.js swaps it in for that one
 * importer): the same API, except that `hydrateRoot` tells the tap keeper
 * (src/speed/tap-keeper.ts) that React's root exists, so that the keeper stops holding taps the
 * moment React can answer them itself (React replays a click on the part it hydrates first; a
 * tap held and replayed by both would be answered twice).
 *
 * Until 2026-11-26 the first hydration also ran inside `startTransition` (in slices that yield).
 * Measured on the throttled phone it hydrated no sooner than Next's own hydration (up to 0.26 s
 * later) and only Lighthouse's blocking time improved, so it was removed (bench/measurements.md).
 */
import * as ReactDOMClient from 'react-dom/client';
import { announceRoot } from './tap-keeper';

export function hydrateRoot(...args: Parameters<typeof ReactDOMClient.hydrateRoot>): ReactDOMClient.Root {
  const root = ReactDOMClient.hydrateRoot(...args);
  announceRoot();
  return root;
}

export const { createRoot } = ReactDOMClient;

// Next's client entry is CommonJS and reads the module's `default` export.
const client: typeof ReactDOMClient = { ...ReactDOMClient, hydrateRoot };
export default client;
