import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ListPage } from '../../../lib/api-client';
import { ACCOUNT_KEY } from './use-addresses';
import { fetchPointsHistory, fetchPointsSummary, type PointsHistoryRow, type PointsSummary } from './points';

// Under ACCOUNT_KEY: the session drops them when someone logs in or out.
export const POINTS_KEY = [...ACCOUNT_KEY, 'points'] as const;

/**
 * The member's points: asked again each time a page needs them (an order or the shop changes them).
 * The key names the language (the tier's name is in it); `enabled` false asks nothing (a guest has none).
 */
export function usePointsSummary(language: string, enabled = true) {
  return useQuery<PointsSummary>({
    queryKey: [...POINTS_KEY, 'summary', language],
    queryFn: ({ signal }) => fetchPointsSummary(signal),
    enabled,
    staleTime: 0,
  });
}

/** A page of the points history; the previous page stays on show while the next one loads. */
export function usePointsHistory(page: number) {
  return useQuery<ListPage<PointsHistoryRow>>({
    queryKey: [...POINTS_KEY, 'history', page],
    queryFn: ({ signal }) => fetchPointsHistory(page, signal),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}
