/**
 * Reader data of a signed author's book: the daily series for a date range
 * and per-chapter figures of its published chapters, paged in the database.
 */
import { and, asc, count, desc, eq, gte, lte, sql } from 'drizzle-orm';
import { bookDailyStats, chapterReads, chapters } from '../db/schema';
import { invalid } from '../http/failure';
import { authed } from '../http/operations';
import { addDays, dayNumber, FIRST_DATE, requireSignedAuthor, shanghaiDate } from './signed-only';

/** The longest daily range, in days, counting both ends. */
export const MAX_DAILY_DAYS = 366;

export const dataHandlers = authed({
  async getDataDaily({ app, author, query }) {
    await requireSignedAuthor(app, author, query.book_id);
    // Today's figures are not in until tomorrow, so the default ends yesterday.
    const to = query.to ?? addDays(shanghaiDate(app.now()), -1);
    const from = query.from ?? addDays(to, -29);
    if (to < FIRST_DATE) throw invalid({ to: 'validation.range' });
    if (from < FIRST_DATE) throw invalid({ from: 'validation.range' });
    const span = dayNumber(to) - dayNumber(from) + 1;
    if (span < 1 || span > MAX_DAILY_DAYS) throw invalid({ from: 'validation.range' });

    const rows = await app.db
      .select()
      .from(bookDailyStats)
      .where(
        and(
          eq(bookDailyStats.bookId, query.book_id),
          eq(bookDailyStats.authorId, author.id),
          gte(bookDailyStats.date, from),
          lte(bookDailyStats.date, to),
        ),
      )
      .orderBy(asc(bookDailyStats.date));
    return {
      list: rows.map((row) => ({
        book_id: row.bookId,
        date: row.date,
        views: row.views,
        readers: row.readers,
        new_favorites: row.newFavorites,
        favorites: row.favorites,
        subscriptions: row.subscriptions,
        subscription_income: row.subscriptionIncome,
        rewards: row.rewards,
        words_added: row.wordsAdded,
        chapters_published: row.chaptersPublished,
        comments: row.comments,
      })),
    };
  },

  async getDataChapters({ app, author, query }) {
    await requireSignedAuthor(app, author, query.book_id);
    const page = query.page ?? 1;
    const pageSize = query.page_size ?? 20;
    const published = and(eq(chapters.bookId, query.book_id), eq(chapters.status, 'published'));
    // Chapters nobody has read yet have no chapter_reads row: they count as 0.
    const reads = sql<number>`coalesce(${chapterReads.reads}, 0)`.mapWith(Number);
    const order =
      query.sort === 'reads_desc'
        ? [desc(reads), asc(chapters.chapterNo), asc(chapters.id)]
        : [asc(chapters.chapterNo), asc(chapters.id)];

    const [counted] = await app.db.select({ total: count() }).from(chapters).where(published);
    const rows = await app.db
      .select({
        chapter_id: chapters.id,
        chapter_no: chapters.chapterNo,
        title: chapters.title,
        reads,
        subscriptions: sql<number>`coalesce(${chapterReads.subscriptions}, 0)`.mapWith(Number),
        comments: sql<number>`coalesce(${chapterReads.comments}, 0)`.mapWith(Number),
        published_at: chapters.publishedAt,
      })
      .from(chapters)
      .leftJoin(chapterReads, eq(chapterReads.chapterId, chapters.id))
      .where(published)
      .orderBy(...order)
      .limit(pageSize)
      .offset((page - 1) * pageSize);
    return {
      total: counted?.total ?? 0,
      page,
      page_size: pageSize,
      list: rows.map((row) => ({ ...row, published_at: row.published_at?.toISOString() ?? null })),
    };
  },
});
