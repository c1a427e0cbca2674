/** Dates and times of the desk on the Beijing calendar, in the reader's language. */
import type { AppIntl } from '../../i18n/intl';

const BEIJING = 'Asia/Shanghai';

/** A Beijing day (YYYY-MM-DD) as an instant inside it. */
const dayInstant = (day: string): Date => new Date(`${day}T12:00:00+08:00`);

/** '11月25日周三' / 'Wed, Nov 25'. */
export function formatDay(intl: AppIntl, day: string): string {
  return intl.formatDate(dayInstant(day), {
    month: 'short',
    day: 'numeric',
    weekday: 'short',
    timeZone: BEIJING,
  });
}

/** '2026年11月' / 'November 2026'. */
export function formatMonth(intl: AppIntl, month: string): string {
  return intl.formatDate(dayInstant(`${month}-15`), {
    year: 'numeric',
    month: 'long',
    timeZone: BEIJING,
  });
}

/** The Beijing time of day of an instant, '18:00'. */
export function formatBeijingTime(intl: AppIntl, iso: string): string {
  return intl.formatDate(new Date(iso), {
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone: BEIJING,
  });
}

/** A Beijing date and time of an instant, '11月25日 18:00'. */
export function formatBeijingDateTime(intl: AppIntl, iso: string): string {
  return intl.formatDate(new Date(iso), {
    month: 'short',
    day: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone: BEIJING,
  });
}

/** Short weekday names, Monday first. */
export function weekdayNames(intl: AppIntl): { short: string; long: string }[] {
  // 2024-01-01 was a Monday.
  return Array.from({ length: 7 }, (_, i) => {
    const date = dayInstant(`2024-01-0${i + 1}`);
    return {
      short: intl.formatDate(date, { weekday: 'narrow', timeZone: BEIJING }),
      long: intl.formatDate(date, { weekday: 'long', timeZone: BEIJING }),
    };
  });
}

/** Monday-first weekday (0-6) of a Beijing day. */
export function weekdayOf(day: string): number {
  return (new Date(`${day}T00:00:00Z`).getUTCDay() + 6) % 7;
}
