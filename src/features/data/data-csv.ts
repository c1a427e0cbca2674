/**
 * The work-data screen's CSV files, built from the very answers on screen,
 * with the income screen's rules (src/lib/csv.ts): UTF-8 with a byte-order
 * mark, text cells starting with = + - @ escaped, headers in the UI
 * language, a file name with the book and the days it covers.
 *
 * - The daily (or monthly) rows of the period, in the columns of the
 *   screen's table, and a totals row of the figures that add up (readers of
 *   different days do not, and total favourites is a level, not a flow).
 * - The whole chapter table in the order shown, gathered by the same
 *   operation and sort as the screen's rows; shares as percentages with two
 *   decimals, empty where there is none (nobody opened or finished).
 */
import { type CsvCell, type CsvFile, csvFileName, toCsv } from '../../lib/csv';
import type {
  ChapterExport,
  DataBook,
  DataDaily,
  DataRow,
} from '../../machines/book-data/book-data.types';
import { type ChapterColumn, chapterColumnsFor } from './chapter-columns';
import { DAILY_COLUMNS } from './daily-columns';

type Translate = (id: string, values?: Record<string, string | number>) => string;

/** The daily figures a totals row adds up; the others are left empty there. */
const ADDING: ReadonlySet<keyof DataRow> = new Set([
  'views',
  'favorites_added',
  'favorites_removed',
  'favorites_net',
  'subscriptions',
  'comments',
]);

/** The totals row's figures of the period: sums of the figures that add up. */
function dailyTotals(daily: DataDaily): Partial<Record<keyof DataRow, number>> {
  const totals: Partial<Record<keyof DataRow, number>> = {};
  for (const column of DAILY_COLUMNS) {
    if (!ADDING.has(column.key)) continue;
    totals[column.key] = daily.list.reduce((sum, row) => sum + row[column.key], 0);
  }
  return totals;
}

/** The period's rows and their totals, as on screen. */
export function dailyDataCsv(daily: DataDaily, bookTitle: string, t: Translate): CsvFile {
  const byMonth = daily.by === 'month';
  const header = [
    t(byMonth ? 'data.col.month' : 'data.col.day'),
    ...(byMonth ? [t('data.csv.days')] : []),
    ...DAILY_COLUMNS.map((column) => t(column.label)),
  ];
  const rows: CsvCell[][] = daily.list.map((row) => [
    row.period,
    ...(byMonth ? [row.days] : []),
    ...DAILY_COLUMNS.map((column) => row[column.key]),
  ]);
  const totals = dailyTotals(daily);
  rows.push([
    t('data.csv.totals'),
    ...(byMonth ? [daily.list.reduce((sum, row) => sum + row.days, 0)] : []),
    ...DAILY_COLUMNS.map((column) => totals[column.key] ?? null),
  ]);
  return {
    name: csvFileName([t('data.csv.dailyName'), bookTitle, daily.from, daily.to]),
    text: toCsv(header, rows),
  };
}

/** A share (0..1, 4 decimals) as a percentage with 2 decimals: 0.8123 -> 81.23. */
export const sharePercent = (share: number | null): number | null =>
  share === null ? null : Math.round(share * 10_000) / 100;

const headerOf = (column: ChapterColumn, t: Translate): string =>
  column.share ? t('data.csv.percent', { label: t(column.label) }) : t(column.label);

/** Every chapter's figures in the order gathered, with the screen's columns. */
export function chaptersCsv(gathered: ChapterExport, book: DataBook, t: Translate): CsvFile {
  const columns = chapterColumnsFor(book.is_vip);
  const header = [
    t('data.csv.chapterNo'),
    t('data.csv.chapterTitle'),
    t('data.csv.vip'),
    ...columns.map((column) => headerOf(column, t)),
  ];
  const rows: CsvCell[][] = gathered.rows.map((row) => [
    row.chapter_no,
    row.title,
    row.is_vip ? t('data.chapters.vip') : null,
    ...columns.map((column) =>
      column.share ? sharePercent(row[column.key]) : (row[column.key] ?? null),
    ),
  ]);
  return {
    name: csvFileName([
      t('data.csv.chaptersName'),
      book.title,
      ...(book.data_from && book.data_until ? [book.data_from, book.data_until] : []),
    ]),
    text: toCsv(header, rows),
  };
}
