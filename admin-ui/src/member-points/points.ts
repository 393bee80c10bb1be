import { useLocaleState } from 'react-admin';
import type { Schema } from '@shop/kernel';
import { listPath } from '../common/paths';

/** GET /api/admin/points/member: one row of the members list. */
export type MemberRow = Schema<'MemberRow'>;
/** GET and POST /api/admin/user/{id}/points: the member's tier, balance and points about to expire. */
export type MemberPoints = Schema<'MemberPointsAnswer'>;
/** GET /api/admin/user/{id}/points/history: one change of the member's points. */
export type PointsHistoryRow = Schema<'AdminPointsHistoryRow'>;

/** The list's API resource (ra-data-simple-rest: GET /api/admin/points/member). */
export const MEMBERS_API = 'points/member';
/** A member's history as an API resource: GET /api/admin/user/{id}/points/history. */
export const historyApi = (id: string | number) => `user/${encodeURIComponent(String(id))}/points/history`;

/** The members list, /admin/membership/member, and a member's page below it. */
export const MEMBERS_PATH = listPath('membership/member');
export const memberPath = (id: unknown) => `${MEMBERS_PATH}/${encodeURIComponent(String(id))}`;

export const fullName = (person: { first_name?: string | null; last_name?: string | null }) => `${person.first_name ?? ''} ${person.last_name ?? ''}`.trim();

/** A timestamp's date part (YYYY-MM-DD, UTC as the server keeps it); '' for none. */
export const datePart = (value: string | null | undefined) => (value ? String(value).slice(0, 10) : '');

/** Points as staff read them in the interface language (1,250). */
export function usePointsFormat(): (points: number) => string {
  const [locale] = useLocaleState();
  const format = new Intl.NumberFormat(locale, { maximumFractionDigits: 0 });
  return (points: number) => format.format(points);
}
