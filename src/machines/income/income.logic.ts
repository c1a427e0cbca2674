/**
 * The income screen's query as pure functions: what the URL says, what the
 * URL should say, which months a range preset covers on the platform's
 * calendar, and whether a custom range is one the server accepts. The
 * machine and the views share these, and so does the unit test.
 */
import { STATEMENT_MAX_MONTHS } from '../../lib/contract/income-data';

/** Month range presets; `custom` takes `from` and `to`. */
export const INCOME_RANGES = [
  'last_12',
  'this_month',
  'last_month',
  'this_year',
  'all',
  'custom',
] as const;
export type IncomeRange = (typeof INCOME_RANGES)[number];

/** What the screen shows; the whole of it lives in the URL. */
export interface IncomeQuery {
  /** One book's id, or null for all works. */
  readonly book: string | null;
  readonly range: IncomeRange;
  /** First and last month of a custom range ('YYYY-MM'); null for presets. */
  readonly from: string | null;
  readonly to: string | null;
  /** The month of the daily rows; null for the range's last month. */
  readonly daily: string | null;
}

/** All works, the last 12 months, daily rows of the newest month. */
export const DEFAULT_INCOME_QUERY: IncomeQuery = {
  book: null,
  range: 'last_12',
  from: null,
  to: null,
  daily: null,
};

/** The platform's calendar as the server tells it (Beijing time). */
export interface IncomeCalendar {
  readonly currentMonth: string;
  /** The first month with a statement; null when there is none yet. */
  readonly firstMonth: string | null;
}

/** A range of months, both ends included. */
export interface MonthRange {
  readonly from: string;
  readonly to: string;
}

const MONTH = /^(?!0000)[0-9]{4}-(0[1-9]|1[0-2])$/;
// Book ids are short opaque strings; anything else in the URL is ignored.
const BOOK_ID = /^[A-Za-z0-9_-]{1,64}$/;

/** True for a 'YYYY-MM' month the contract accepts. */
const isMonth = (value: string | null | undefined): value is string =>
  typeof value === 'string' && MONTH.test(value);

/** Months since year 0 (a total order that adds like numbers). */
const monthIndex = (month: string): number => {
  const [year, mon] = month.split('-').map(Number);
  return (year ?? 0) * 12 + ((mon ?? 1) - 1);
};

const fromIndex = (index: number): string => {
  const year = Math.floor(index / 12);
  const mon = (index % 12) + 1;
  return `${String(year).padStart(4, '0')}-${String(mon).padStart(2, '0')}`;
};

/** `month` moved by `delta` months. */
export const addMonths = (month: string, delta: number): string =>
  fromIndex(monthIndex(month) + delta);

/** Months from `from` to `to`, both counted (0 when `to` is earlier). */
export const monthSpan = (from: string, to: string): number =>
  Math.max(0, monthIndex(to) - monthIndex(from) + 1);

/** Every month from `to` back to `from`, newest first. */
export function monthsNewestFirst(from: string, to: string): string[] {
  const months: string[] = [];
  for (let index = monthIndex(to); index >= monthIndex(from); index--)
    months.push(fromIndex(index));
  return months;
}

/**
 * The query a URL search string describes. Unknown or malformed values fall
 * back to the defaults, so a hand-edited URL still shows the screen; a
 * custom range without both months is the default range.
 */
export function parseIncomeQuery(search: string): IncomeQuery {
  const params = new URLSearchParams(search);
  const book = params.get('book');
  const rangeParam = params.get('range');
  let range: IncomeRange = (INCOME_RANGES as readonly string[]).includes(rangeParam ?? '')
    ? (rangeParam as IncomeRange)
    : DEFAULT_INCOME_QUERY.range;
  const from = params.get('from');
  const to = params.get('to');
  const custom = range === 'custom' && isMonth(from) && isMonth(to);
  if (range === 'custom' && !custom) range = DEFAULT_INCOME_QUERY.range;
  const daily = params.get('daily');
  return {
    book: book && BOOK_ID.test(book) ? book : null,
    range,
    from: custom ? from : null,
    to: custom ? to : null,
    daily: isMonth(daily) ? daily : null,
  };
}

/** The URL search string (without '?') for a query; defaults are left out. */
export function incomeSearch(query: IncomeQuery): string {
  const params = new URLSearchParams();
  if (query.book) params.set('book', query.book);
  if (query.range !== DEFAULT_INCOME_QUERY.range) params.set('range', query.range);
  if (query.range === 'custom' && query.from && query.to) {
    params.set('from', query.from);
    params.set('to', query.to);
  }
  if (query.daily) params.set('daily', query.daily);
  return params.toString();
}

/** True when two queries show the same thing. */
export const sameIncomeQuery = (a: IncomeQuery, b: IncomeQuery): boolean =>
  incomeSearch(a) === incomeSearch(b);

/** The months a query's range covers on the platform's calendar. */
export function resolveRange(query: IncomeQuery, calendar: IncomeCalendar): MonthRange {
  const current = calendar.currentMonth;
  switch (query.range) {
    case 'this_month':
      return { from: current, to: current };
    case 'last_month': {
      const last = addMonths(current, -1);
      return { from: last, to: last };
    }
    case 'this_year':
      return { from: `${current.slice(0, 4)}-01`, to: current };
    case 'all': {
      // The server answers at most STATEMENT_MAX_MONTHS months at once.
      const earliest = addMonths(current, -(STATEMENT_MAX_MONTHS - 1));
      const first = calendar.firstMonth ?? current;
      return { from: monthIndex(first) < monthIndex(earliest) ? earliest : first, to: current };
    }
    case 'custom':
      if (query.from && query.to) return { from: query.from, to: query.to };
      return { from: addMonths(current, -11), to: current };
    default:
      return { from: addMonths(current, -11), to: current };
  }
}

/** Message ids of what is wrong with a custom range. */
export const CUSTOM_RANGE_ERRORS = {
  missing: 'income.range.error.missing',
  order: 'income.range.error.order',
  future: 'income.range.error.future',
  tooLong: 'income.range.error.tooLong',
} as const;
export type CustomRangeError = (typeof CUSTOM_RANGE_ERRORS)[keyof typeof CUSTOM_RANGE_ERRORS];

/** Why the server would refuse this custom range, as a message id; null when it is fine. */
export function customRangeError(
  from: string,
  to: string,
  currentMonth: string,
): CustomRangeError | null {
  if (!isMonth(from) || !isMonth(to)) return CUSTOM_RANGE_ERRORS.missing;
  if (monthIndex(from) > monthIndex(to)) return CUSTOM_RANGE_ERRORS.order;
  if (monthIndex(to) > monthIndex(currentMonth)) return CUSTOM_RANGE_ERRORS.future;
  if (monthSpan(from, to) > STATEMENT_MAX_MONTHS) return CUSTOM_RANGE_ERRORS.tooLong;
  return null;
}
