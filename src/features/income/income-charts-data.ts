/**
 * What the income charts draw and say, from the very answers the tables and
 * the CSV files use (one query each), so chart, table, file and totals
 * cannot disagree: the statements' components month by month, oldest first,
 * and the chosen month's days; and the figures each chart's summary states.
 */
import type { IncomeDaily, IncomeSummary, IncomeTotals } from '../../lib/contract/income-types';
import { type AmountColumn, STATEMENT_AMOUNT_COLUMNS } from './income-columns';

/** The components a statement adds up to its pre-tax amount, in table order. */
export const COMPONENT_COLUMNS: readonly AmountColumn[] = STATEMENT_AMOUNT_COLUMNS.filter(
  (column) => !['pre_tax', 'tax', 'after_tax'].includes(column.key),
);

/** One component's amounts, one per month of {@link MonthlyComponents.months}. */
export interface ComponentSeries {
  readonly key: keyof IncomeTotals;
  /** Message id of its name. */
  readonly label: string;
  readonly values: readonly number[];
}

/** The stacked columns: months oldest first, one series per component. */
export interface MonthlyComponents {
  readonly months: readonly string[];
  readonly series: readonly ComponentSeries[];
}

/** The statements of the range as columns by component (left to right, oldest first). */
export function monthlyComponents(summary: IncomeSummary): MonthlyComponents {
  const oldestFirst = [...summary.list].sort((a, b) => a.month.localeCompare(b.month));
  return {
    months: oldestFirst.map((statement) => statement.month),
    series: COMPONENT_COLUMNS.map((column) => ({
      key: column.key,
      label: column.label,
      values: oldestFirst.map((statement) => statement[column.key]),
    })),
  };
}

/** What the monthly chart's summary says; every amount in fen. */
export interface MonthlySummary {
  readonly months: number;
  readonly from: string;
  readonly to: string;
  /** The range's pre-tax total: the statements' totals row. */
  readonly preTax: number;
  /** The month with the highest pre-tax amount (the latest of equals). */
  readonly best: { readonly month: string; readonly preTax: number };
  /** The component with the largest total, and its share of the pre-tax total (0..1, null when that is not positive). */
  readonly largest: {
    readonly label: string;
    readonly total: number;
    readonly share: number | null;
  };
}

/** The monthly chart's summary; null without statements. */
export function monthlySummary(summary: IncomeSummary): MonthlySummary | null {
  const first = summary.list[0];
  if (!first) return null;
  const best = summary.list.reduce(
    (top, statement) =>
      statement.pre_tax > top.pre_tax ||
      (statement.pre_tax === top.pre_tax && statement.month > top.month)
        ? statement
        : top,
    first,
  );
  const largest = COMPONENT_COLUMNS.reduce((top, column) =>
    summary.totals[column.key] > summary.totals[top.key] ? column : top,
  );
  const preTax = summary.totals.pre_tax;
  const largestTotal = summary.totals[largest.key];
  return {
    months: summary.list.length,
    from: summary.from,
    to: summary.to,
    preTax,
    best: { month: best.month, preTax: best.pre_tax },
    largest: {
      label: largest.label,
      total: largestTotal,
      share: preTax > 0 ? largestTotal / preTax : null,
    },
  };
}

/** What the daily line's summary says; every amount in fen. */
export interface DailySummary {
  readonly days: number;
  /** The month's total: the daily table's totals row. */
  readonly total: number;
  /** The mean of the days shown, rounded to the fen. */
  readonly average: number;
  readonly best: { readonly date: string; readonly total: number };
  readonly worst: { readonly date: string; readonly total: number };
}

/** The daily line's summary; null without days. */
export function dailySummary(daily: IncomeDaily): DailySummary | null {
  const first = daily.list[0];
  if (!first) return null;
  let best = first;
  let worst = first;
  for (const day of daily.list) {
    if (day.total > best.total) best = day;
    if (day.total < worst.total) worst = day;
  }
  return {
    days: daily.list.length,
    total: daily.totals.total,
    average: Math.round(daily.totals.total / daily.list.length),
    best: { date: best.date, total: best.total },
    worst: { date: worst.date, total: worst.total },
  };
}
