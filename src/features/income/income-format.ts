/**
 * How the income screen writes the platform's calendar strings and signed
 * figures. Days and months arrive as Beijing calendar strings; they are
 * formatted as UTC dates of the same numbers, so no browser time zone can
 * move them by a day.
 */
import { type AppIntl, formatMoney } from '../../i18n/intl';

/** 'YYYY-MM' as "Nov 2026" / "2026年11月". */
export function formatMonth(intl: AppIntl, month: string): string {
  const [year, mon] = month.split('-').map(Number);
  return intl.formatDate(Date.UTC(year ?? 1970, (mon ?? 1) - 1, 1), {
    year: 'numeric',
    month: 'short',
    timeZone: 'UTC',
  });
}

/** 'YYYY-MM-DD' as "Dec 10, 2026" / "2026年12月10日". */
export function formatDay(intl: AppIntl, day: string): string {
  const [year, mon, date] = day.split('-').map(Number);
  return intl.formatDate(Date.UTC(year ?? 1970, (mon ?? 1) - 1, date ?? 1), {
    dateStyle: 'medium',
    timeZone: 'UTC',
  });
}

/** 'YYYY-MM-DD' as "10 Dec" / "12月10日", for a row of one month. */
export function formatShortDay(intl: AppIntl, day: string): string {
  const [year, mon, date] = day.split('-').map(Number);
  return intl.formatDate(Date.UTC(year ?? 1970, (mon ?? 1) - 1, date ?? 1), {
    month: 'short',
    day: 'numeric',
    timeZone: 'UTC',
  });
}

/** An amount for a chart's axis: short ("¥1.9万", "CN¥19K"). */
export function formatCompactMoney(intl: AppIntl, cents: number): string {
  return intl.formatNumber(Math.round(cents) / 100, {
    style: 'currency',
    currency: 'CNY',
    notation: 'compact',
    maximumFractionDigits: 1,
  });
}

/** An amount with its sign always written ("+CN¥474.62", "−CN¥58.20", "CN¥0.00"). */
export function formatSignedMoney(intl: AppIntl, cents: number): string {
  if (cents === 0) return formatMoney(intl, 0);
  return intl.formatNumber(Math.round(cents) / 100, {
    style: 'currency',
    currency: 'CNY',
    signDisplay: 'exceptZero',
  });
}

/** A change in percent as the server rounded it ("+3.5%", "−5.3%"). */
export function formatSignedPercent(intl: AppIntl, percent: number): string {
  return intl.formatNumber(percent / 100, {
    style: 'percent',
    maximumFractionDigits: 1,
    signDisplay: 'exceptZero',
  });
}

/**
 * A contract value as part of a message id: message ids are camelCase
 * ('carried_forward' -> 'income.state.carriedForward').
 */
export const idPart = (value: string): string =>
  value.replace(/_([a-z0-9])/g, (_, next: string) => next.toUpperCase());

/** 'YYYY-MM-DD' as "2026/12/25" / "12/25/2026", for narrow table columns. */
export function formatNumericDay(intl: AppIntl, day: string): string {
  const [year, mon, date] = day.split('-').map(Number);
  return intl.formatDate(Date.UTC(year ?? 1970, (mon ?? 1) - 1, date ?? 1), {
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    timeZone: 'UTC',
  });
}
