/**
 * The home page's figures in one call: a dashboard that needs five requests
 * paints five times and is slowest on the phone networks authors write on.
 * Every figure is an aggregate the database computes; the calendar is the
 * platform's (Asia/Shanghai), the same as income and data use.
 */
import type { AppContext } from '../../context';
import type { Author } from '../../db/schema';
import { bookTotals, recentBooks } from '../../repositories/books';
import { publishedSince, readersByDay } from '../../repositories/home-figures';
import { bookViews } from '../books/book-view';
import { monthPreTax } from '../income/history';
import { addDays, shanghaiDate, shanghaiMidnight, weekday } from '../platform/calendar';
import { deskFigures } from './stockpile';

/** How many books "recent books" shows. */
const RECENT_BOOKS = 5;
/** Days of the readers series, ending yesterday. */
const READER_DAYS = 30;

/** 'YYYY-MM-DD' of the Monday on or before a date. */
function mondayOf(date: string): string {
  return addDays(date, -weekday(date));
}

export async function dashboard(app: AppContext, author: Pick<Author, 'id' | 'isSigned'>) {
  const today = shanghaiDate(app.now());
  const month = today.slice(0, 7);
  const monthStart = shanghaiMidnight(`${month}-01`);
  const weekStart = shanghaiMidnight(mondayOf(today));
  const since = monthStart < weekStart ? monthStart : weekStart;

  const totals = await bookTotals(app.db, author.id);
  const recent = await publishedSince(app.db, author.id, { monthStart, weekStart, since });
  const recent_books = await bookViews(app.db, await recentBooks(app.db, author.id, RECENT_BOOKS));

  return {
    book_count: totals.bookCount,
    total_words: totals.totalWords,
    words_this_month: recent.wordsThisMonth,
    chapters_this_week: recent.chaptersThisWeek,
    recent_books,
    desk: await deskFigures(app, author.id),
    signed: author.isSigned ? await signedFigures(app, author.id, month, today) : null,
  };
}

/** This month's pre-tax income so far and the readers of the last 30 days. */
async function signedFigures(app: AppContext, authorId: string, month: string, today: string) {
  // The same figure as the month's statement row (income service).
  const incomeThisMonth = await monthPreTax(app.db, authorId, month);
  const yesterday = addDays(today, -1);
  const readers = await readersByDay(
    app.db,
    authorId,
    addDays(yesterday, 1 - READER_DAYS),
    yesterday,
  );
  const last = readers.at(-1);
  return {
    month,
    income_this_month: incomeThisMonth,
    readers_yesterday: last?.date === yesterday ? last.readers : 0,
    readers_daily: readers,
  };
}
