import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import { ApiError } from './api-client';

export interface Remote<T> {
  /** The last answer; while a new request runs it is the previous one (stale), so the page keeps its frame. */
  data: T | null;
  /** The failure of the current request, if it failed. */
  error: ApiError | null;
  /** True until the answer (or failure) for the current key has arrived. */
  loading: boolean;
  retry: () => void;
}

/**
 * A failure as an ApiError. One that went through the server's rendering arrives as a plain object
 * (serialised with the page), and one that never reached the server as a plain Error.
 */
export function asApiError(error: unknown): ApiError {
  if (error instanceof ApiError) return error;
  if (typeof error === 'object' && error !== null && 'status' in error && Array.isArray((error as ApiError).messages)) {
    const { status, messages, errors } = error as ApiError;
    return new ApiError(Number(status), messages, errors ?? {});
  }
  return new ApiError(0, [{ text: error instanceof Error ? error.message : String(error) }]);
}

/**
 * Server data for a page (`page: true` marks the data the page is about, not a side panel's), kept in the shared query cache under `key` (the key names everything the
 * request depends on, language included). A new key keeps showing the previous answer until its own
 * arrives; the request of a key the page left is aborted.
 */
export function useRemote<T>(key: string, load: (signal: AbortSignal) => Promise<T>, options: { page?: boolean; shared?: boolean } = {}): Remote<T> {
  const query = useQuery<T, unknown>({
    queryKey: ['remote', key],
    // page: the page's own data (when the server renders the page and this is not found, the page
    // answers 404). shared: the same for every page (settings, currencies, the menu), which the server
    // keeps between the pages it renders.
    meta: options.page || options.shared ? { page: options.page === true, shared: options.shared === true } : undefined,
    queryFn: async ({ signal }) => {
      try {
        return await load(signal);
      } catch (error) {
        if (signal.aborted) throw error;
        throw asApiError(error);
      }
    },
    placeholderData: keepPreviousData,
  });
  const { refetch } = query;
  const retry = useCallback(() => void refetch(), [refetch]);
  const loading = query.isPending || query.isPlaceholderData || (query.isError && query.isFetching);
  return { data: query.data ?? null, error: loading || !query.isError ? null : asApiError(query.error), loading, retry };
}
