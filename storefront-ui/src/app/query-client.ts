import { QueryClient } from '@tanstack/react-query';

/** How long an answer counts as fresh: a page met again within this time shows without asking again. */
export const FRESH_MS = 30_000;

/**
 * The storefront's server-data cache (TanStack Query). One per browser tab; the server makes one per
 * rendered page and sends what it loaded along with the HTML, so the page starts from it.
 * Failures are not retried on their own: the pages show the server's message with a retry button.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: FRESH_MS, retry: false, retryOnMount: false, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}
