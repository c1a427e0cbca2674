/**
 * The income screen's CSV files, built from the very answers on screen (the
 * statements with their totals row, the daily rows with theirs), headers in
 * the UI language, amounts in yuan with 2 decimals (src/lib/csv.ts, which
 * also hands a file to the browser).
 */

import type { IncomeDaily, IncomeSummary } from '../../lib/contract/income-types';
import { type CsvCell, type CsvFile, csvFileName, toCsv } from '../../lib/csv';
import { DAILY_COLUMNS, STATEMENT_AMOUNT_COLUMNS } from './income-columns';
import { idPart } from './income-format';

type Translate = (id: string, values?: Record<string, string | number>) => string;

/** The statements of the range and their totals row, as on screen. */
export function statementsCsv(summary: IncomeSummary, bookTitle: string, t: Translate): CsvFile {
  const header = [
    t('income.col.month'),
    ...STATEMENT_AMOUNT_COLUMNS.map((column) => t(column.label)),
    t('income.col.state'),
    t('income.csv.estimatedUntil'),
    t('income.csv.holdReason'),
    t('income.csv.holdFix'),
    t('income.csv.carriedTo'),
    t('income.col.expectedPay'),
    t('income.col.paidOn'),
  ];
  const rows: CsvCell[][] = summary.list.map((statement) => [
    statement.month,
    ...STATEMENT_AMOUNT_COLUMNS.map((column) => ({ cents: statement[column.key] })),
    t(`income.state.${idPart(statement.state)}`),
    statement.estimated_until,
    statement.hold ? t(`income.hold.reason.${idPart(statement.hold.reason)}`) : null,
    statement.hold && !statement.hold.released_on
      ? t(`income.hold.fix.${idPart(statement.hold.fix)}`)
      : null,
    statement.carried_to,
    statement.expected_pay_date,
    statement.paid_on,
  ]);
  rows.push([
    t('income.totals'),
    ...STATEMENT_AMOUNT_COLUMNS.map((column) => ({ cents: summary.totals[column.key] })),
  ]);
  return {
    name: csvFileName([t('income.csv.statementsName'), bookTitle, summary.from, summary.to]),
    text: toCsv(header, rows),
  };
}

/** One month's daily rows and their totals, as on screen. */
export function dailyCsv(daily: IncomeDaily, bookTitle: string, t: Translate): CsvFile {
  const header = [t('income.col.date'), ...DAILY_COLUMNS.map((column) => t(column.label))];
  const rows: CsvCell[][] = daily.list.map((day) => [
    day.date,
    ...DAILY_COLUMNS.map((column) => (column.money ? { cents: day[column.key] } : day[column.key])),
  ]);
  rows.push([
    t('income.totals'),
    ...DAILY_COLUMNS.map((column): CsvCell => {
      // Distinct readers of different days do not add up: no total.
      if (column.key === 'paying_readers') return null;
      const total = daily.totals[column.key];
      return column.money ? { cents: total } : total;
    }),
  ]);
  return {
    name: csvFileName([t('income.csv.dailyName'), bookTitle, daily.month]),
    text: toCsv(header, rows),
  };
}
