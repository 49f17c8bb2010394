import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { toApiError } from './errors';

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: { silent?: boolean };
    mutationMeta: { silent?: boolean };
  }
}

/** Data rendered by the server stays fresh for a minute, so hydration never refetches it. */
export const DEFAULT_STALE_TIME = 60_000;


/**
 * A new client per server request and per page load in the browser (never module scope,
 * or one shopper's data would leak into another's render).
 */
export function makeQueryClient(onError?: (error: unknown) => void): QueryClient {
  const server = typeof window === 'undefined';
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: DEFAULT_STALE_TIME,
        // data nothing shows is kept for TanStack's 5 minutes unless a call sets its own time
        // (the spec's cache times, src/api). Hydrated data takes the longer of this and the
        // call's time, so this stays at the shortest.
        refetchOnWindowFocus: false,
        retry: server
          ? false
          : (failures, error) => {
              const status = toApiError(error).status;
              return failures < 1 && (status === 0 || status >= 500);
            },
      },
      mutations: { retry: false },
    },
    queryCache: new QueryCache({
      onError: (error, query) => {
        if (!server && !query.meta?.silent) onError?.(error);
      },
    }),
    mutationCache: new MutationCache({
      onError: (error, _variables, _context, mutation) => {
        if (!mutation.meta?.silent) onError?.(error);
      },
    }),
  });
}
