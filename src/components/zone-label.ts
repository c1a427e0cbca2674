import type { AppIntl } from '../i18n/intl';

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * The author's zone as shown next to the time, named in the page's language
 * and punctuated by its catalogue: "中国标准时间，UTC+8" on a Chinese page
 * (a full-width comma), "China Standard Time, UTC+8" on an English one (the
 * raw IANA id "Asia/Shanghai" only where the browser has no name).
 */
export function zoneLabel(intl: AppIntl, date: Date = new Date()): string {
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  const name =
    new Intl.DateTimeFormat(intl.locale, { timeZoneName: 'long' })
      .formatToParts(date)
      .find((part) => part.type === 'timeZoneName')?.value ?? zone;
  const offset = -date.getTimezoneOffset();
  const sign = offset >= 0 ? '+' : '-';
  const hours = Math.floor(Math.abs(offset) / 60);
  const minutes = Math.abs(offset) % 60;
  return intl.formatMessage(
    { id: 'editor.publish.zone' },
    { name, offset: `${sign}${hours}${minutes ? `:${pad(minutes)}` : ''}` },
  );
}
