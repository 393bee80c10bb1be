import type { RaRecord } from 'react-admin';

/** updated_at and friends as lists show them: the date part only (YYYY-MM-DD). */
export const datePart = (source: string) => (record: RaRecord) => String(record[source] ?? '').slice(0, 10);

/** A timestamp as YYYY-MM-DD HH:MM:SS (UTC, as the server stores it). */
export const dateTime = (source: string) => (record: RaRecord) => (record[source] ? String(record[source]).slice(0, 19).replace('T', ' ') : '');

/** A timestamp value as YYYY-MM-DD HH:MM:SS (UTC); '' for none. */
export const timestamp = (value: string | null | undefined) => (value ? String(value).slice(0, 19).replace('T', ' ') : '');
