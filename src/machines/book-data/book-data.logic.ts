/**
 * The pure rules of the work-data screen: the query the URL carries (read
 * leniently, written without defaults), the date range a preset means for a
 * book, and what a failed call tells the author. Days are 'YYYY-MM-DD'
 * strings on the platform calendar (Asia/Shanghai) and are never turned into
 * instants in the browser's time zone: the arithmetic is on UTC calendar
 * days, which have no daylight-saving gaps.
 */
import { ErrorCodes, isOneOf } from '../../lib/contract';
import {
  CHAPTER_SORT_KEYS,
  DATA_CHAPTERS_MAX_PAGE_SIZE,
  DATA_MAX_DAYS,
} from '../../lib/contract/income-data';
import {
  type BookDataQuery,
  type ChapterFigures,
  type ChapterPageEntry,
  type ChapterRows,
  type DataBook,
  type Day,
  type FetchDailyInput,
  RANGE_PRESETS,
  type RangePreset,
  TREND_METRICS,
} from './book-data.types';

/** Rows per page the chapter table loads as it scrolls. */
export const CHAPTER_PAGE_SIZE = 200;
/** Rows per request when the whole table is gathered for its CSV (the contract's maximum). */
export const CHAPTER_EXPORT_PAGE_SIZE = DATA_CHAPTERS_MAX_PAGE_SIZE;

export const DEFAULT_BOOK_DATA_QUERY: BookDataQuery = {
  book: '',
  range: '30d',
  from: '',
  to: '',
  metric: 'readers',
  sort: 'chapter_no',
  order: 'asc',
};

/** Days each preset covers, counting both ends. */
const PRESET_DAYS: Readonly<Record<Exclude<RangePreset, 'all' | 'custom'>, number>> = {
  '7d': 7,
  '30d': 30,
  '90d': 90,
  '365d': 365,
};

const DAY_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;
const MS_PER_DAY = 86_400_000;

/** Days since 1970-01-01 of a valid 'YYYY-MM-DD', or null for anything else (2026-02-30 too). */
function dayNumber(day: string): number | null {
  const match = DAY_PATTERN.exec(day);
  if (!match) return null;
  const [year, month, date] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const ms = Date.UTC(year, month - 1, date);
  const back = new Date(ms);
  if (back.getUTCFullYear() !== year || back.getUTCMonth() !== month - 1) return null;
  if (back.getUTCDate() !== date) return null;
  return ms / MS_PER_DAY;
}

/** True for a real calendar day written 'YYYY-MM-DD'. */
export const isDay = (value: string): boolean => dayNumber(value) !== null;

/** `day` moved by `days` (negative for earlier). */
export function addDays(day: Day, days: number): Day {
  const n = dayNumber(day);
  if (n === null) throw new RangeError(`not a day: ${day}`);
  return new Date((n + days) * MS_PER_DAY).toISOString().slice(0, 10);
}

/** Days from `from` to `to`, counting both ends (0 when `to` is before `from`). */
export function daySpan(from: Day, to: Day): number {
  const a = dayNumber(from);
  const b = dayNumber(to);
  if (a === null || b === null || b < a) return 0;
  return b - a + 1;
}

/** Days in the month of 'YYYY-MM'. */
export function daysInMonth(month: string): number {
  const [year, m] = month.split('-').map(Number);
  return new Date(Date.UTC(year ?? 1970, m ?? 1, 0)).getUTCDate();
}

/**
 * The query a URL search string describes. Unknown or bad values fall back
 * to the defaults, so a hand-edited or old URL still shows the screen (an
 * old `page` is ignored: the table scrolls through every chapter); a custom
 * range keeps what it was given (the machine says what is wrong).
 */
export function parseBookDataQuery(search: string): BookDataQuery {
  const params = new URLSearchParams(search);
  const d = DEFAULT_BOOK_DATA_QUERY;
  const range = params.get('range');
  const metric = params.get('metric');
  const sort = params.get('sort');
  const order = params.get('order');
  const validRange = isOneOf(RANGE_PRESETS, range) ? range : d.range;
  return {
    book: (params.get('book_id') ?? '').trim().slice(0, 64),
    range: validRange,
    from: validRange === 'custom' ? (params.get('from') ?? '').slice(0, 10) : '',
    to: validRange === 'custom' ? (params.get('to') ?? '').slice(0, 10) : '',
    metric: isOneOf(TREND_METRICS, metric) ? metric : d.metric,
    sort: isOneOf(CHAPTER_SORT_KEYS, sort) ? sort : d.sort,
    order: order === 'desc' ? 'desc' : 'asc',
  };
}

/** The URL search string (without '?') of a query; defaults are left out. */
export function bookDataSearch(query: BookDataQuery): string {
  const d = DEFAULT_BOOK_DATA_QUERY;
  const params = new URLSearchParams();
  if (query.book) params.set('book_id', query.book);
  if (query.range !== d.range) params.set('range', query.range);
  if (query.range === 'custom') {
    if (query.from) params.set('from', query.from);
    if (query.to) params.set('to', query.to);
  }
  if (query.metric !== d.metric) params.set('metric', query.metric);
  if (query.sort !== d.sort) params.set('sort', query.sort);
  if (query.order !== d.order) params.set('order', query.order);
  return params.toString();
}

/** Why a custom range cannot be asked for (a message id), or null when it can. */
export type RangeProblem = 'data.range.invalid' | 'data.range.tooLong';

/** The daily call a query asks for, or the problem with its custom range. */
export function dailyInput(
  query: BookDataQuery,
  book: DataBook,
): { input: FetchDailyInput } | { problem: RangeProblem } {
  const bookId = book.book_id;
  if (query.range === 'custom') {
    if (!isDay(query.from) || !isDay(query.to) || query.to < query.from) {
      return { problem: 'data.range.invalid' };
    }
    if (daySpan(query.from, query.to) > DATA_MAX_DAYS) return { problem: 'data.range.tooLong' };
    return { input: { bookId, from: query.from, to: query.to, by: 'day' } };
  }
  // Presets end at the book's last day of figures: a book that stopped
  // getting readers still shows its last weeks, not empty ones.
  const to = book.data_until ?? undefined;
  if (query.range === 'all') return { input: { bookId, ...(to ? { to } : {}), by: 'month' } };
  const days = PRESET_DAYS[query.range];
  return to
    ? { input: { bookId, from: addDays(to, 1 - days), to, by: 'day' } }
    : { input: { bookId, by: 'day' } };
}

/** Message ids of the failures the screen explains. */
export const DATA_ERRORS = {
  load: 'data.error.load',
  range: 'data.error.range',
  book: 'data.error.book',
  notAllowed: 'data.error.notAllowed',
} as const;
export type DataErrorId = (typeof DATA_ERRORS)[keyof typeof DATA_ERRORS];

/**
 * What a rejection means to the author, read structurally (an `ApiError`
 * carries the envelope's numeric `code`): a refused range, a book that is
 * not theirs (or gone), not signed; anything else is worth a retry.
 */
export function dataErrorOf(reason: unknown): DataErrorId {
  const code =
    typeof reason === 'object' && reason !== null && 'code' in reason ? reason.code : null;
  switch (code) {
    case ErrorCodes.invalid:
      return DATA_ERRORS.range;
    case ErrorCodes.notFound:
      return DATA_ERRORS.book;
    case ErrorCodes.notAllowed:
      return DATA_ERRORS.notAllowed;
    default:
      return DATA_ERRORS.load;
  }
}

/** The book a query means: the one it names, else the first with figures, else the first. */
export function pickBook(books: readonly DataBook[], wanted: string): DataBook | null {
  if (wanted) return books.find((book) => book.book_id === wanted) ?? null;
  return books.find((book) => book.data_until !== null) ?? books[0] ?? null;
}

/** The rows of the chapter table the view has in its window, first and last (from 0). */
export interface RowRange {
  readonly start: number;
  readonly end: number;
}

/** The page (from 1) that holds row `index` (from 0). */
const chapterPageOf = (index: number, pageSize: number): number =>
  Math.floor(Math.max(0, index) / pageSize) + 1;

/**
 * The chapter-table page to load next: before the first answer, page 1;
 * then the first page of the window (and half a page past it, so scrolling
 * rarely meets a gap) that is missing or stale. Null when the window is
 * loaded.
 */
export function nextChapterPage(rows: ChapterRows | null, range: RowRange): number | null {
  if (rows === null) return chapterPageOf(range.start, CHAPTER_PAGE_SIZE);
  if (rows.total === 0) return rows.pages[1]?.fresh ? null : 1;
  const { pageSize } = rows;
  const lastRow = Math.min(rows.total - 1, Math.max(range.start, range.end) + pageSize / 2);
  const last = chapterPageOf(lastRow, pageSize);
  for (
    let page = chapterPageOf(Math.min(range.start, rows.total - 1), pageSize);
    page <= last;
    page++
  ) {
    if (!rows.pages[page]?.fresh) return page;
  }
  return null;
}

/** The row at `index` (from 0), when its page is loaded. */
export function chapterRowAt(rows: ChapterRows | null, index: number): ChapterFigures | undefined {
  if (rows === null) return undefined;
  const page = rows.pages[chapterPageOf(index, rows.pageSize)];
  return page?.rows[index % rows.pageSize];
}

/** Every loaded page kept on show but marked for loading again (a refresh). */
export function staleChapterPages(
  pages: Readonly<Record<number, ChapterPageEntry>>,
): Record<number, ChapterPageEntry> {
  const stale: Record<number, ChapterPageEntry> = {};
  for (const [page, entry] of Object.entries(pages))
    stale[Number(page)] = { ...entry, fresh: false };
  return stale;
}

/**
 * Whether the CSV gathering asks for another page: the last one was full
 * and the rows so far fall short of the total (a table that shrank
 * meanwhile ends on its short page instead of asking forever).
 */
export const moreChapterPagesToGather = (
  lastPageRows: number,
  gathered: number,
  total: number,
): boolean => lastPageRows >= CHAPTER_EXPORT_PAGE_SIZE && gathered < total;
