import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { toApiError } from '@/api/errors';

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: { silent?: boolean };
    mutationMeta: { silent?: boolean };
  }
}

/** Data rendered by the server stays fresh for a minute, so hydration never refetches it. */
export const DEFAULT_STALE_TIME = 60_000;

/** How long the browser keeps data nothing shows (the default is 5 minutes). */
export const PAGE_DATA_KEPT_MS = 30 * 60_000;

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
        // the server's data for blocks that hydrate only when scrolled to (HydrateNearView)
        // has no observer until then: keep it for a long read rather than the default 5 minutes
        ...(server ? {} : { gcTime: PAGE_DATA_KEPT_MS }),
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
