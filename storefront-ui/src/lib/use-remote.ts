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

/** One piece of server data: its key (naming everything the request depends on, language included) and how it is read. */
export interface RemoteQuery<T> {
  key: string;
  load: (signal: AbortSignal) => Promise<T>;
  /** The data the page is about, not a side panel's: when the server renders the page and this is not found, the page answers 404. */
  page?: boolean;
  /** The same for every page (settings, currencies, the menu): the server keeps it between the pages it renders. */
  shared?: boolean;
}

/** The query-cache options of a remote query, for useQuery and for the server's prefetch before it renders a page. */
export function remoteQueryOptions<T>({ key, load, page, shared }: RemoteQuery<T>) {
  return {
    queryKey: ['remote', key] as const,
    meta: page || shared ? { page: page === true, shared: shared === true } : undefined,
    queryFn: async ({ signal }: { signal: AbortSignal }): Promise<T> => {
      try {
        return await load(signal);
      } catch (error) {
        if (signal.aborted) throw error;
        throw asApiError(error);
      }
    },
  };
}

/**
 * Server data for a page, kept in the shared query cache under `key`. A new key keeps showing the
 * previous answer until its own arrives; the request of a key the page left is aborted.
 */
export function useRemote<T>(key: string, load: (signal: AbortSignal) => Promise<T>, options: { page?: boolean; shared?: boolean } = {}): Remote<T> {
  return useRemoteQuery({ key, load, ...options });
}

/** useRemote for a RemoteQuery made by the page's own query function (the one its route's pageData prefetches). */
export function useRemoteQuery<T>(remote: RemoteQuery<T>): Remote<T> {
  const query = useQuery<T, unknown, T, readonly unknown[]>({ ...remoteQueryOptions(remote), placeholderData: keepPreviousData });
  const { refetch } = query;
  const retry = useCallback(() => void refetch(), [refetch]);
  const loading = query.isPending || query.isPlaceholderData || (query.isError && query.isFetching);
  return { data: query.data ?? null, error: loading || !query.isError ? null : asApiError(query.error), loading, retry };
}
