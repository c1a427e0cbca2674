/**
 * How the work-data screen writes its figures: counts and shares in the
 * author's locale, and platform days ('YYYY-MM-DD') and months ('YYYY-MM')
 * as calendar dates that no time zone moves.
 */
import { useMemo } from 'react';
import { dayToDate } from '../../components/chart/trend';
import { useIntl } from '../../components/intl';

export interface DataFormat {
  /** A count: "12,752". */
  count: (value: number) => string;
  /** A share to 4 decimals as a percentage: 0.8123 -> "81.2%"; "–" for none. */
  share: (value: number | null) => string;
  /** A percent figure (change_percent): 6.5 -> "6.5%". */
  percent: (value: number) => string;
  /** A day, short: "Nov 7" / "11月7日". */
  day: (day: string) => string;
  /** A day with its year: "Nov 7, 2026". */
  fullDay: (day: string) => string;
  /** A day or, by month, a month ("Nov 2026"). */
  period: (period: string) => string;
}

/** A dash for a figure that does not exist (not zero). */
const NO_FIGURE = '–';

export function useDataFormat(): DataFormat {
  const intl = useIntl();
  return useMemo(() => {
    const utc = { timeZone: 'UTC' } as const;
    const fullDay = (day: string) =>
      intl.formatDate(dayToDate(day), { ...utc, year: 'numeric', month: 'short', day: 'numeric' });
    return {
      count: (value) => intl.formatNumber(value),
      share: (value) =>
        value === null
          ? NO_FIGURE
          : intl.formatNumber(value, { style: 'percent', maximumFractionDigits: 1 }),
      percent: (value) =>
        intl.formatNumber(value / 100, { style: 'percent', maximumFractionDigits: 1 }),
      day: (day) => intl.formatDate(dayToDate(day), { ...utc, month: 'short', day: 'numeric' }),
      fullDay,
      period: (period) =>
        period.length === 7
          ? intl.formatDate(dayToDate(`${period}-01`), { ...utc, year: 'numeric', month: 'short' })
          : fullDay(period),
    };
  }, [intl]);
}
