import type { Locale } from '../../../lib/language';

/** A publish date as the reader's calendar day (UTC on server and browser alike, so the page hydrates as rendered). */
export function publishDate(iso: string, locale: Locale): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(date);
}
