import type { Schema } from '@shop/kernel';
import { api } from '../../../lib/api-client';

export type PointsSummary = Schema<'PointsSummaryAnswer'>;
export type PointsHistoryRow = Schema<'PointsHistoryRow'>;
export type PointsType = PointsHistoryRow['type'];

/** Rows in a page of the points history. */
export const POINTS_PER_PAGE = 20;

/** GET /api/account/points: tier, balance, points about to expire, and what points pay at checkout (tier name in the interface language). */
export const fetchPointsSummary = (signal?: AbortSignal) => api.get<PointsSummary>('/account/points', { signal });

/** GET /api/account/points/history: a page of the history, newest first, and how many rows it holds in all. */
export const fetchPointsHistory = (page: number, signal?: AbortSignal) =>
  api.list<PointsHistoryRow>('/account/points/history', { query: { page }, signal, language: false });
