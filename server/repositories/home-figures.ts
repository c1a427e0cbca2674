/** The home page's aggregates over an author's chapters and reader figures. */
import { and, asc, eq, gte, lte, sql } from 'drizzle-orm';
import { sumOf } from '../db/aggregates';
import type { Db } from '../db/client';
import { bookDailyStats, books, chapters } from '../db/schema';

/**
 * Words of chapters published since `monthStart` and chapters published
 * since `weekStart`, over the author's books; `since` is the earlier of the
 * two, so the scan starts there.
 */
export async function publishedSince(
  db: Db,
  authorId: string,
  starts: { monthStart: Date; weekStart: Date; since: Date },
): Promise<{ wordsThisMonth: number; chaptersThisWeek: number }> {
  const [row] = await db
    .select({
      wordsThisMonth: sumOf(
        sql`case when ${chapters.publishedAt} >= ${starts.monthStart} then ${chapters.wordCount} else 0 end`,
      ),
      chaptersThisWeek: sumOf(
        sql`case when ${chapters.publishedAt} >= ${starts.weekStart} then 1 else 0 end`,
      ),
    })
    .from(chapters)
    .innerJoin(books, eq(books.id, chapters.bookId))
    .where(
      and(
        eq(books.authorId, authorId),
        eq(chapters.status, 'published'),
        gte(chapters.publishedAt, starts.since),
      ),
    );
  return { wordsThisMonth: row?.wordsThisMonth ?? 0, chaptersThisWeek: row?.chaptersThisWeek ?? 0 };
}

/** Readers of all the author's books per day, over days `from`..`to` ('YYYY-MM-DD'). */
export async function readersByDay(
  db: Db,
  authorId: string,
  from: string,
  to: string,
): Promise<{ date: string; readers: number }[]> {
  return db
    .select({ date: bookDailyStats.date, readers: sumOf(sql`${bookDailyStats.readers}`) })
    .from(bookDailyStats)
    .where(
      and(
        eq(bookDailyStats.authorId, authorId),
        gte(bookDailyStats.date, from),
        lte(bookDailyStats.date, to),
      ),
    )
    .groupBy(bookDailyStats.date)
    .orderBy(asc(bookDailyStats.date));
}
