/**
 * `react-dom/client` as Next's client entry sees it (next.config.js swaps it in for that one
 * importer): the same API, except that the first hydration is started inside
 * `startTransition`. React then hydrates at transition priority, in slices of a few
 * milliseconds that yield to the browser between them, instead of one long task; on a slow
 * phone the page stays responsive while it hydrates, and an early click is replayed once its
 * part is hydrated. The server HTML is unchanged: every part of the page is in it, in order.
 *
 * Switch: `SOUK_HYDRATE_TRANSITION=0` (read by pages/_document.tsx into `<html
 * data-souk-hydrate="sync">`) hydrates as Next would. Either way, the tap keeper
 * (src/speed/tap-keeper.ts) is told that the root exists.
 */
import { startTransition } from 'react';
import * as ReactDOMClient from 'react-dom/client';
import { announceRoot } from './tap-keeper';

/** Whether the page asked for Next's own hydration (the switch is off). */
export function hydratesSynchronously(): boolean {
  return typeof document !== 'undefined' && document.documentElement.dataset.soukHydrate === 'sync';
}

export function hydrateRoot(...args: Parameters<typeof ReactDOMClient.hydrateRoot>): ReactDOMClient.Root {
  let root: ReactDOMClient.Root | undefined;
  if (hydratesSynchronously()) root = ReactDOMClient.hydrateRoot(...args);
  else
    startTransition(() => {
      root = ReactDOMClient.hydrateRoot(...args);
    });
  if (!root) throw new Error('hydrateRoot returned no root');
  announceRoot();
  return root;
}

export const { createRoot } = ReactDOMClient;

// Next's client entry is CommonJS and reads the module's `default` export.
const client: typeof ReactDOMClient = { ...ReactDOMClient, hydrateRoot };
export default client;
