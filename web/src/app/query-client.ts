import { QueryCache, QueryClient } from '@tanstack/react-query';

/**
 * The app's one QueryClient, defaults set once (docs/product.md section 7): data never goes stale by itself, no
 * automatic retries for queries or mutations, no refetch on focus or reconnect and no polling. Queries
 * that differ (stats: 1 hour, registrations: every 15 minutes) say so in their own queryOptions.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    // Failed background reads (history, curated lists, meta) are only logged (docs/product.md section 8); screens
    // that must say something about a failure read the query's error state themselves.
    queryCache: new QueryCache({
      onError: (err, query) => console.error('query failed', query.queryKey, err),
    }),
    defaultOptions: {
      queries: {
        staleTime: Infinity,
        retry: false,
        refetchOnWindowFocus: false,
        refetchOnReconnect: false,
        refetchInterval: false,
      },
      mutations: { retry: false },
    },
  });
}
