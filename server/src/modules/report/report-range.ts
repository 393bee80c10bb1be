import type { ReportGroup } from './report.dto';

/** Today's date (YYYY-MM-DD) in a time zone. */
export function todayIn(timeZone: string, now = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
}

/** A time zone the shop may use: one Intl (and so Postgres, both read the IANA database) knows. */
export function isTimeZone(name: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

const asDate = (day: string) => new Date(`${day}T00:00:00Z`);
const asDay = (date: Date) => date.toISOString().slice(0, 10);

/** A real calendar date written YYYY-MM-DD (not 2026-02-30). */
export function isCalendarDay(text: string): boolean {
  return /^\d{4}-\d{2}-\d{2}$/.test(text) && !Number.isNaN(asDate(text).getTime()) && asDay(asDate(text)) === text;
}

export function addDays(day: string, days: number): string {
  const date = asDate(day);
  date.setUTCDate(date.getUTCDate() + days);
  return asDay(date);
}

/** Days from `from` to `to`, both counted. */
export function daysBetween(from: string, to: string): number {
  return Math.round((asDate(to).getTime() - asDate(from).getTime()) / 86_400_000) + 1;
}

/** The first day of the period holding `day`: itself, the Monday of its week, or the first of its month (as Postgres date_trunc). */
export function periodStart(day: string, group: ReportGroup): string {
  if (group === 'day') return day;
  if (group === 'month') return `${day.slice(0, 8)}01`;
  const weekday = (asDate(day).getUTCDay() + 6) % 7; // Monday 0
  return addDays(day, -weekday);
}

/** Every period the range touches, in order: the chart shows days without sales as zero. */
export function periodsOf(from: string, to: string, group: ReportGroup): string[] {
  const periods: string[] = [];
  let day = periodStart(from, group);
  while (day <= to) {
    periods.push(day);
    if (group === 'day') day = addDays(day, 1);
    else if (group === 'week') day = addDays(day, 7);
    else {
      const date = asDate(day);
      date.setUTCMonth(date.getUTCMonth() + 1);
      day = asDay(date);
    }
  }
  return periods;
}
