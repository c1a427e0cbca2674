/**
 * The author's income history as the statement rules need it: every book's
 * months from the stored daily rows and entries, and the settlement facts.
 * The whole history is read because a month's state can depend on months
 * long before it (amounts carried forward) and its tax lines on every
 * earlier month of its year; an author's history is a few hundred rows.
 */
import type { Db } from '../../db/client';
import {
  type DailyParts,
  dailySumsByBook,
  dailySumsByBookMonth,
  entries,
  settlementFacts,
} from '../../repositories/income';
import { lastDayOfMonth } from '../platform/calendar';
import {
  type BookMonth,
  buildStatements,
  preTaxOf,
  type StatementRow,
  zeroParts,
} from './statements';

function bookMonthOf(map: Map<string, BookMonth>, bookId: string, month: string): BookMonth {
  const key = `${bookId}/${month}`;
  let bookMonth = map.get(key);
  if (!bookMonth) {
    bookMonth = { bookId, month, parts: zeroParts(), adjustments: [] };
    map.set(key, bookMonth);
  }
  return bookMonth;
}

/** Every book-month of the author with income or entries. */
async function loadHistory(db: Db, authorId: string): Promise<BookMonth[]> {
  const [sums, entryRows] = await Promise.all([
    dailySumsByBookMonth(db, authorId),
    entries(db, authorId),
  ]);
  const byKey = new Map<string, BookMonth>();
  for (const row of sums) {
    const bookMonth = bookMonthOf(byKey, row.bookId, row.month);
    bookMonth.parts.subscription += row.subscription;
    bookMonth.parts.reward += row.reward;
    bookMonth.parts.ad_share += row.ad_share;
  }
  for (const entry of entryRows) {
    const bookMonth = bookMonthOf(byKey, entry.bookId, entry.month);
    bookMonth.parts[entry.kind] += entry.amount;
    if (entry.kind === 'adjustment') {
      bookMonth.adjustments.push({
        book_id: entry.bookId,
        reason: entry.reason,
        amount: entry.amount,
      });
    }
  }
  return [...byKey.values()];
}

/** Book-months of a range of days: what accrued by day only (entries come with a closed month). */
export async function loadDayCut(
  db: Db,
  authorId: string,
  from: string,
  to: string,
): Promise<BookMonth[]> {
  const month = from.slice(0, 7);
  const sums = await dailySumsByBook(db, authorId, from, to);
  return sums.map((row: DailyParts & { bookId: string }) => ({
    bookId: row.bookId,
    month,
    parts: {
      ...zeroParts(),
      subscription: row.subscription,
      reward: row.reward,
      ad_share: row.ad_share,
    },
    adjustments: [],
  }));
}

/** The author's statements for a scope (one book, or all with null), oldest first. */
export async function loadStatements(
  db: Db,
  authorId: string,
  bookId: string | null,
  today: string,
): Promise<{ history: BookMonth[]; rows: StatementRow[] }> {
  const [history, facts] = await Promise.all([
    loadHistory(db, authorId),
    settlementFacts(db, authorId),
  ]);
  const rows = buildStatements({ history, ...facts, today, bookId });
  return { history, rows };
}

/**
 * The pre-tax income of one month over every book: what accrued by day plus
 * the month's entries, as its statement row adds it up (the home page's figure).
 */
export async function monthPreTax(db: Db, authorId: string, month: string): Promise<number> {
  const [cut, entryRows] = await Promise.all([
    loadDayCut(db, authorId, `${month}-01`, lastDayOfMonth(month)),
    entries(db, authorId),
  ]);
  const daily = cut.reduce((sum, bookMonth) => sum + preTaxOf(bookMonth.parts), 0);
  return entryRows.filter((e) => e.month === month).reduce((sum, e) => sum + e.amount, daily);
}
