/**
 * The author's own time zone, as the publish and schedule forms show and
 * take times in it (the browser's zone).
 */

const pad = (n: number) => String(n).padStart(2, '0');

/** A `datetime-local` value for a moment, in the browser's (the author's) time zone. */
export function toLocalInputValue(date: Date): string {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(
    date.getHours(),
  )}:${pad(date.getMinutes())}`;
}

/**
 * The author's zone as shown next to the time, named in the page's language:
 * "中国标准时间, UTC+8" on a Chinese page, "China Standard Time, UTC+8" on an
 * English one (the raw IANA id "Asia/Shanghai" only where the browser has no name).
 */
export function zoneLabel(locale: string, date: Date = new Date()): string {
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  const name =
    new Intl.DateTimeFormat(locale, { timeZoneName: 'long' })
      .formatToParts(date)
      .find((part) => part.type === 'timeZoneName')?.value ?? zone;
  const offset = -date.getTimezoneOffset();
  const sign = offset >= 0 ? '+' : '-';
  const hours = Math.floor(Math.abs(offset) / 60);
  const minutes = Math.abs(offset) % 60;
  return `${name}, UTC${sign}${hours}${minutes ? `:${pad(minutes)}` : ''}`;
}
