/**
 * The four income figures of the overview, each against the previous equal
 * period so the screen shows the change with its real sign:
 *
 * - this month: pre-tax income that accrued by day from the 1st through
 *   yesterday (estimated: bonuses and adjustments come with the statement),
 *   against the same days of last month (all of it when it is shorter);
 * - last month: its statement's after-tax income and state, against the
 *   month before;
 * - this year: after-tax income of this year's statements through this
 *   month (this month as estimated so far), against last year through the
 *   same day (that month cut to the same days, taxed as its own month);
 * - all time: after-tax income of every statement; it has no earlier period
 *   of equal length, so nothing to compare with.
 *
 * A previous period is only compared when the history covers all of it:
 * a figure from before the first statement would be a zero that is not one.
 */
import type { SettlementState } from '../../../src/lib/contract/income-data';
import type { Db } from '../../db/client';
import { addDays, addMonths, dayOfMonth, daysInMonth, lastDayOfMonth } from '../platform/calendar';
import { type Change, compare } from '../platform/period-change';
import { loadDayCut } from './history';
import { statementDate } from './settlement';
import {
  type BookMonth,
  computeMonth,
  preTaxOf,
  type StatementRow,
  scopeFigures,
  zeroParts,
} from './statements';

export interface IncomeKpi extends Change {
  value: number;
  basis: 'pre_tax' | 'after_tax';
  from: string;
  to: string;
  previous_from: string | null;
  previous_to: string | null;
  state: SettlementState | null;
  estimated_until: string | null;
}

function kpi(
  basis: IncomeKpi['basis'],
  value: number,
  period: [string, string],
  previous: { value: number; from: string; to: string } | null,
): IncomeKpi {
  return {
    value,
    basis,
    from: period[0],
    to: period[1],
    previous_from: previous?.from ?? null,
    previous_to: previous?.to ?? null,
    state: null,
    estimated_until: null,
    ...compare(value, previous?.value ?? null),
  };
}

/** Pre-tax income of a day cut, for the scope. */
function cutPreTax(cut: readonly BookMonth[], bookId: string | null): number {
  const parts = zeroParts();
  for (const bookMonth of cut) {
    if (bookId !== null && bookMonth.bookId !== bookId) continue;
    for (const key of Object.keys(parts) as (keyof typeof parts)[]) {
      parts[key] += bookMonth.parts[key];
    }
  }
  return preTaxOf(parts);
}

export async function incomeKpis(input: {
  db: Db;
  authorId: string;
  bookId: string | null;
  /** The scope's statements, oldest first. */
  rows: readonly StatementRow[];
  today: string;
}) {
  const { db, authorId, bookId, rows, today } = input;
  const yesterday = addDays(today, -1);
  const thisMonth = today.slice(0, 7);
  const lastMonth = addMonths(thisMonth, -1);
  // Days of this month that are over (0 on the 1st).
  const daysSoFar = yesterday.startsWith(thisMonth) ? Number(yesterday.slice(8, 10)) : 0;
  const firstMonth = rows[0]?.month ?? null;
  const covers = (month: string) => firstMonth !== null && firstMonth <= month;
  const rowOf = (month: string) => rows.find((row) => row.month === month);
  const afterTaxOf = (from: string, to: string) =>
    rows.filter((r) => r.month >= from && r.month <= to).reduce((sum, r) => sum + r.after_tax, 0);
  // A sum is final once the last of its estimated months is.
  const estimatedUntil = (from: string, to: string) =>
    rows
      .filter((r) => r.month >= from && r.month <= to && r.estimated_until !== null)
      .reduce<string | null>(
        (latest, r) => (latest && latest > r.estimated_until! ? latest : r.estimated_until),
        null,
      );

  // This month so far, against the same days of last month.
  const monthStart = `${thisMonth}-01`;
  const previousMonthEnd = dayOfMonth(lastMonth, Math.min(daysSoFar, daysInMonth(lastMonth)));
  const [soFar, lastMonthCut] = await Promise.all([
    daysSoFar > 0 ? loadDayCut(db, authorId, monthStart, yesterday) : Promise.resolve([]),
    daysSoFar > 0
      ? loadDayCut(db, authorId, `${lastMonth}-01`, previousMonthEnd)
      : Promise.resolve([]),
  ]);
  const thisMonthKpi = kpi(
    'pre_tax',
    cutPreTax(soFar, bookId),
    [monthStart, daysSoFar > 0 ? yesterday : monthStart],
    daysSoFar > 0 && covers(lastMonth)
      ? { value: cutPreTax(lastMonthCut, bookId), from: `${lastMonth}-01`, to: previousMonthEnd }
      : null,
  );
  thisMonthKpi.state = rowOf(thisMonth)?.state ?? 'estimated';
  thisMonthKpi.estimated_until = statementDate(thisMonth);

  // Last month's statement, against the month before.
  const monthBefore = addMonths(lastMonth, -1);
  const last = rowOf(lastMonth);
  const lastMonthKpi = kpi(
    'after_tax',
    last?.after_tax ?? 0,
    [`${lastMonth}-01`, lastDayOfMonth(lastMonth)],
    covers(monthBefore)
      ? {
          value: rowOf(monthBefore)?.after_tax ?? 0,
          from: `${monthBefore}-01`,
          to: lastDayOfMonth(monthBefore),
        }
      : null,
  );
  lastMonthKpi.state = last?.state ?? null;
  lastMonthKpi.estimated_until = last?.estimated_until ?? null;

  // This year through this month, against last year through the same day.
  const year = thisMonth.slice(0, 4);
  const lastYear = String(Number(year) - 1).padStart(4, '0');
  const sameMonthLastYear = `${lastYear}${thisMonth.slice(4)}`;
  let previousYear: { value: number; from: string; to: string } | null = null;
  if (covers(`${lastYear}-01`)) {
    let value = afterTaxOf(`${lastYear}-01`, addMonths(sameMonthLastYear, -1));
    let to = lastDayOfMonth(addMonths(sameMonthLastYear, -1));
    if (daysSoFar > 0) {
      to = dayOfMonth(sameMonthLastYear, Math.min(daysSoFar, daysInMonth(sameMonthLastYear)));
      const cut = await loadDayCut(db, authorId, `${sameMonthLastYear}-01`, to);
      value += scopeFigures(computeMonth(sameMonthLastYear, cut), bookId).afterTax;
    }
    // On 1 January no day of the year is over: both periods are that one day.
    previousYear = {
      value,
      from: `${lastYear}-01-01`,
      to: to < `${lastYear}-01-01` ? `${lastYear}-01-01` : to,
    };
  }
  const thisYearKpi = kpi(
    'after_tax',
    afterTaxOf(`${year}-01`, thisMonth),
    [`${year}-01-01`, daysSoFar > 0 ? yesterday : monthStart],
    previousYear,
  );
  thisYearKpi.estimated_until = estimatedUntil(`${year}-01`, thisMonth);

  const allTimeKpi = kpi(
    'after_tax',
    afterTaxOf('0000-00', '9999-99'),
    [firstMonth ? `${firstMonth}-01` : monthStart, daysSoFar > 0 ? yesterday : monthStart],
    null,
  );
  allTimeKpi.estimated_until = estimatedUntil('0000-00', '9999-99');

  return {
    this_month: thisMonthKpi,
    last_month: lastMonthKpi,
    this_year: thisYearKpi,
    all_time: allTimeKpi,
  };
}
