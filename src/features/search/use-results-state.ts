import { useRouter } from 'next/router';
import { useCallback, type MouseEvent } from 'react';
import { parseSearchState, searchHref, type SearchState } from './search-state';

/**
 * The results page's state is the URL: read from the router's query (the server's props until
 * the router has it) and changed by a shallow navigation, so the page keeps its frame and the
 * list fetches what the new URL names. Back and Forward walk through the states.
 */
export function useResultsState(initial: SearchState): { state: SearchState; go: (next: SearchState) => void; linkTo: (next: SearchState) => (event: MouseEvent<HTMLAnchorElement>) => void } {
  const router = useRouter();
  const state = parseSearchState(router.query) ?? initial;
  const go = useCallback(
    (next: SearchState) => {
      void router.push(searchHref(next), undefined, { shallow: true, scroll: false, locale: router.locale });
    },
    [router],
  );
  // a plain link the server renders, followed without a page load once the script is there
  const linkTo = useCallback(
    (next: SearchState) => (event: MouseEvent<HTMLAnchorElement>) => {
      if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0) return;
      event.preventDefault();
      go(next);
    },
    [go],
  );
  return { state, go, linkTo };
}
