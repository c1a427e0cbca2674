/**
 * Monthly statements computed from stored facts: each book's month (daily
 * income summed, plus the month's entries), the author's tax per income
 * class (./tax.ts), each book's share of it, the settlement (./settlement.ts)
 * and the totals row, which is the sum of the very rows answered, so screen,
 * CSV and totals always agree.
 *
 * Tax and settlement belong to the author's whole month (one payment covers
 * every book). A one-book view shows the book's parts and its share of each
 * class's tax, in proportion to the book's income of that class; the shares
 * of all books add up to the author's tax exactly (largest remainder).
 */
import type { AdjustmentReason, IncomeClass } from '../../../src/lib/contract/income-data';
import type { HoldFact, Settlement } from './settlement';
import { settle } from './settlement';
import {
  allocate,
  type Components,
  INCOME_COMPONENTS,
  type IncomeComponent,
  incomeByClass,
  type TaxComputation,
  withhold,
} from './tax';

export interface Adjustment {
  book_id: string;
  reason: AdjustmentReason | null;
  amount: number;
}

/** One book's month as stored: what accrued by day, and the month's entries. */
export interface BookMonth {
  bookId: string;
  month: string;
  parts: Components;
  adjustments: Adjustment[];
}

export function zeroParts(): Components {
  return {
    subscription: 0,
    reward: 0,
    ad_share: 0,
    attendance_bonus: 0,
    guarantee_top_up: 0,
    completion_reward: 0,
    adjustment: 0,
  };
}

export function preTaxOf(parts: Components): number {
  return INCOME_COMPONENTS.reduce((sum, key) => sum + parts[key], 0);
}

function addParts(into: Components, parts: Components): void {
  for (const key of INCOME_COMPONENTS) into[key] += parts[key];
}

/** A month of the author: the tax computation and each book's share of it. */
export interface MonthComputation {
  month: string;
  lines: TaxComputation[];
  author: { parts: Components; preTax: number; tax: number; afterTax: number };
  books: Map<
    string,
    { parts: Components; adjustments: Adjustment[]; withheld: Record<IncomeClass, number> }
  >;
}

/** Tax of one month from every book's month (all books of the author). */
export function computeMonth(month: string, bookMonths: readonly BookMonth[]): MonthComputation {
  const parts = zeroParts();
  for (const bookMonth of bookMonths) addParts(parts, bookMonth.parts);
  const byClass = incomeByClass(parts);
  const lines = (Object.keys(byClass) as IncomeClass[])
    .filter((incomeClass) => byClass[incomeClass] !== 0)
    .map((incomeClass) => withhold(incomeClass, byClass[incomeClass]));

  const bookClassIncome = bookMonths.map((b) => incomeByClass(b.parts));
  const books: MonthComputation['books'] = new Map();
  bookMonths.forEach((b) => {
    books.set(b.bookId, {
      parts: b.parts,
      adjustments: b.adjustments,
      withheld: { labour_remuneration: 0, authors_remuneration: 0, royalties: 0 },
    });
  });
  for (const line of lines) {
    const shares = allocate(
      line.withheld,
      bookClassIncome.map((income) => income[line.income_class]),
    );
    bookMonths.forEach((b, i) => {
      books.get(b.bookId)!.withheld[line.income_class] = shares[i]!;
    });
  }
  const preTax = preTaxOf(parts);
  const tax = lines.reduce((sum, line) => sum + line.withheld, 0);
  return { month, lines, author: { parts, preTax, tax, afterTax: preTax - tax }, books };
}

/** One month's figures for a scope: the whole author (bookId null) or one book. */
export function scopeFigures(computation: MonthComputation, bookId: string | null) {
  if (bookId === null) {
    return { ...computation.author, present: computation.books.size > 0 };
  }
  const book = computation.books.get(bookId);
  if (!book) {
    return { parts: zeroParts(), preTax: 0, tax: 0, afterTax: 0, present: false };
  }
  const preTax = preTaxOf(book.parts);
  const tax = Object.values(book.withheld).reduce((sum, v) => sum + v, 0);
  return { parts: book.parts, preTax, tax, afterTax: preTax - tax, present: true };
}

export interface TaxLine extends TaxComputation {
  /** Withheld on this class from January through this month. */
  ytd_withheld: number;
  /** One book's part of the line; null for all books. */
  share: { income: number; withheld: number; ytd_withheld: number } | null;
}

export type StatementRow = Components &
  Omit<Settlement, 'month'> & {
    month: string;
    book_id: string | null;
    adjustments: Adjustment[];
    pre_tax: number;
    tax: number;
    after_tax: number;
    tax_lines: TaxLine[];
  };

export type Totals = Components & { pre_tax: number; tax: number; after_tax: number };

/** Every stored book-month grouped into months, oldest first. */
function groupByMonth(history: readonly BookMonth[]): Map<string, BookMonth[]> {
  const months = new Map<string, BookMonth[]>();
  for (const bookMonth of [...history].sort((a, b) => a.month.localeCompare(b.month))) {
    const list = months.get(bookMonth.month) ?? [];
    list.push(bookMonth);
    months.set(bookMonth.month, list);
  }
  return months;
}

/**
 * The statements of every month of the author's history, for a scope, oldest
 * first (only months in which the scope has income or entries).
 */
export function buildStatements(input: {
  history: readonly BookMonth[];
  holds: ReadonlyMap<string, HoldFact>;
  paidOn: ReadonlyMap<string, string>;
  today: string;
  bookId: string | null;
}): StatementRow[] {
  const computations = [...groupByMonth(input.history)].map(([month, list]) =>
    computeMonth(month, list),
  );
  const settlements = settle(
    computations.map((c) => ({
      month: c.month,
      afterTax: c.author.afterTax,
      hold: input.holds.get(c.month) ?? null,
      paidOn: input.paidOn.get(c.month) ?? null,
    })),
    input.today,
  );

  const rows: StatementRow[] = [];
  const ytd = new Map<string, number>();
  const ytdKey = (year: string, incomeClass: IncomeClass, share: boolean) =>
    `${year}/${incomeClass}/${share ? 'share' : 'all'}`;
  const addYtd = (key: string, amount: number) => {
    const sum = (ytd.get(key) ?? 0) + amount;
    ytd.set(key, sum);
    return sum;
  };

  computations.forEach((computation, i) => {
    const year = computation.month.slice(0, 4);
    const book = input.bookId === null ? null : computation.books.get(input.bookId);
    const taxLines: TaxLine[] = computation.lines.map((line) => {
      const ytdAll = addYtd(ytdKey(year, line.income_class, false), line.withheld);
      if (input.bookId === null) return { ...line, ytd_withheld: ytdAll, share: null };
      const withheld = book?.withheld[line.income_class] ?? 0;
      return {
        ...line,
        ytd_withheld: ytdAll,
        share: {
          income: book ? incomeByClass(book.parts)[line.income_class] : 0,
          withheld,
          ytd_withheld: addYtd(ytdKey(year, line.income_class, true), withheld),
        },
      };
    });
    const figures = scopeFigures(computation, input.bookId);
    if (!figures.present) return;
    const { month: _month, ...settlement } = settlements[i]!;
    const adjustments = book
      ? book.adjustments
      : [...computation.books.values()].flatMap((b) => b.adjustments);
    rows.push({
      month: computation.month,
      book_id: input.bookId,
      ...figures.parts,
      adjustments,
      pre_tax: figures.preTax,
      tax: figures.tax,
      after_tax: figures.afterTax,
      tax_lines: taxLines,
      ...settlement,
    });
  });
  return rows;
}

/** The totals row: the sum of exactly the rows given. */
export function totalsOf(rows: readonly StatementRow[]): Totals {
  const totals: Totals = { ...zeroParts(), pre_tax: 0, tax: 0, after_tax: 0 };
  const keys: (IncomeComponent | 'pre_tax' | 'tax' | 'after_tax')[] = [
    ...INCOME_COMPONENTS,
    'pre_tax',
    'tax',
    'after_tax',
  ];
  for (const row of rows) for (const key of keys) totals[key] += row[key];
  return totals;
}
