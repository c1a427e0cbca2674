/**
 * The home page's figures in one call: a dashboard that needs five requests
 * paints five times and is slowest on the phone networks authors write on.
 * Every figure is an aggregate the database computes; the calendar is the
 * platform's (Asia/Shanghai), the same as income and data use.
 */
import { and, asc, count, desc, eq, gte, lte, sql } from 'drizzle-orm';
import type { AppContext } from '../context';
import { sumOf } from '../db/aggregates';
import { bookDailyStats, books, chapters } from '../db/schema';
import { authed } from '../http/operations';
import { addDays, shanghaiDate, shanghaiMidnight, weekday } from '../services/calendar';
import { monthPreTax } from '../services/income/history';
import { deskFigures } from '../services/stockpile';
import { categoryPath, loadCategoryIndex, toBook } from './book-view';

/** How many books "recent books" shows. */
export const RECENT_BOOKS = 5;
/** Days of the readers series, ending yesterday. */
export const READER_DAYS = 30;

/** 'YYYY-MM-DD' of the Monday on or before a date. */
function mondayOf(date: string): string {
  return addDays(date, -weekday(date));
}

export const dashboardHandlers = authed({
  async getDashboard({ app, author }) {
    const today = shanghaiDate(app.now());
    const month = today.slice(0, 7);
    const monthStart = shanghaiMidnight(`${month}-01`);
    const weekStart = shanghaiMidnight(mondayOf(today));
    const since = monthStart < weekStart ? monthStart : weekStart;

    const [totals] = await app.db
      .select({ book_count: count(), total_words: sumOf(sql`${books.wordCount}`) })
      .from(books)
      .where(eq(books.authorId, author.id));

    const [recent] = await app.db
      .select({
        words_this_month: sumOf(
          sql`case when ${chapters.publishedAt} >= ${monthStart} then ${chapters.wordCount} else 0 end`,
        ),
        chapters_this_week: sumOf(
          sql`case when ${chapters.publishedAt} >= ${weekStart} then 1 else 0 end`,
        ),
      })
      .from(chapters)
      .innerJoin(books, eq(books.id, chapters.bookId))
      .where(
        and(
          eq(books.authorId, author.id),
          eq(chapters.status, 'published'),
          gte(chapters.publishedAt, since),
        ),
      );

    const recentRows = await app.db
      .select()
      .from(books)
      .where(eq(books.authorId, author.id))
      .orderBy(desc(books.updateTime), desc(books.id))
      .limit(RECENT_BOOKS);
    const categories = recentRows.length > 0 ? await loadCategoryIndex(app.db) : null;
    const recent_books = recentRows.map((row) =>
      toBook(row, categories ? categoryPath(categories, row.categoryId) : []),
    );

    return {
      book_count: totals?.book_count ?? 0,
      total_words: totals?.total_words ?? 0,
      words_this_month: recent?.words_this_month ?? 0,
      chapters_this_week: recent?.chapters_this_week ?? 0,
      recent_books,
      desk: await deskFigures(app, author.id),
      signed: author.isSigned ? await signedFigures(app, author.id, month, today) : null,
    };
  },
});

/** This month's pre-tax income so far and the readers of the last 30 days. */
async function signedFigures(app: AppContext, authorId: string, month: string, today: string) {
  // The same figure as the month's statement row (income service).
  const incomeThisMonth = await monthPreTax(app.db, authorId, month);

  const yesterday = addDays(today, -1);
  const readers = await app.db
    .select({ date: bookDailyStats.date, readers: sumOf(sql`${bookDailyStats.readers}`) })
    .from(bookDailyStats)
    .where(
      and(
        eq(bookDailyStats.authorId, authorId),
        gte(bookDailyStats.date, addDays(yesterday, 1 - READER_DAYS)),
        lte(bookDailyStats.date, yesterday),
      ),
    )
    .groupBy(bookDailyStats.date)
    .orderBy(asc(bookDailyStats.date));
  const last = readers.at(-1);
  return {
    month,
    income_this_month: incomeThisMonth,
    readers_yesterday: last?.date === yesterday ? last.readers : 0,
    readers_daily: readers,
  };
}
