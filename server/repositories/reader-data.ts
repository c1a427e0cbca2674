/**
 * Work-data queries: the stored daily figures of a book and its chapters'
 * lifetime figures. Sums, averages, window functions and sorting run in the
 * database; rates and drops are computed from the rows in ./metrics.ts.
 */
import { and, asc, count, eq, gte, inArray, lte, max, min, or, type SQL, sql } from 'drizzle-orm';
import type { ChapterSortKey } from '../../src/lib/contract/income-data';
import { sumOf } from '../db/aggregates';
import type { Db } from '../db/client';
import { bookDailyStats, books, chapterReads, chapters } from '../db/schema';

/** The first and last day a book has daily figures for. */
export async function statsBounds(db: Db, bookId: string) {
  const [row] = await db
    .select({ first: min(bookDailyStats.date), last: max(bookDailyStats.date) })
    .from(bookDailyStats)
    .where(eq(bookDailyStats.bookId, bookId));
  return { first: row?.first ?? null, last: row?.last ?? null };
}

/**
 * The author's books that have reader data or are signed, long before short,
 * then the books still being written before the finished ones (the screen
 * opens on the first book with figures: the one the author works on, not the
 * oldest), then the latest published first.
 */
export async function booksWithData(db: Db, authorId: string) {
  const bounds = db
    .select({
      bookId: bookDailyStats.bookId,
      first: min(bookDailyStats.date).as('first'),
      last: max(bookDailyStats.date).as('last'),
    })
    .from(bookDailyStats)
    .where(eq(bookDailyStats.authorId, authorId))
    .groupBy(bookDailyStats.bookId)
    .as('bounds');
  return db
    .select({
      id: books.id,
      title: books.title,
      kind: books.kind,
      allowVip: books.allowVip,
      first: bounds.first,
      last: bounds.last,
    })
    .from(books)
    .leftJoin(bounds, eq(bounds.bookId, books.id))
    .where(
      and(
        eq(books.authorId, authorId),
        or(eq(books.signStatus, 'signed'), sql`${bounds.bookId} is not null`),
      ),
    )
    .orderBy(
      asc(books.kind),
      sql`${books.serialStatus} in ('completed', 'completion_pending')`,
      sql`${books.lastPublishedAt} desc nulls last`,
      asc(books.createTime),
      asc(books.id),
    );
}

const inRange = (bookId: string, from: string, to: string) =>
  and(
    eq(bookDailyStats.bookId, bookId),
    gte(bookDailyStats.date, from),
    lte(bookDailyStats.date, to),
  );

/** One row per day with figures, oldest first. */
export async function dailyStats(db: Db, bookId: string, from: string, to: string) {
  return db
    .select()
    .from(bookDailyStats)
    .where(inRange(bookId, from, to))
    .orderBy(asc(bookDailyStats.date));
}

/** One row per calendar month: sums, the daily average of readers, the last total. */
export async function monthlyStats(db: Db, bookId: string, from: string, to: string) {
  const month = sql<string>`to_char(${bookDailyStats.date}, 'YYYY-MM')`;
  return db
    .select({
      month,
      days: count(),
      readerDays: sumOf(sql`${bookDailyStats.readers}`),
      views: sumOf(sql`${bookDailyStats.views}`),
      favoritesAdded: sumOf(sql`${bookDailyStats.newFavorites}`),
      favoritesRemoved: sumOf(sql`${bookDailyStats.favoritesRemoved}`),
      favoritesTotal:
        sql<number>`(array_agg(${bookDailyStats.favorites} order by ${bookDailyStats.date} desc))[1]`.mapWith(
          Number,
        ),
      subscriptions: sumOf(sql`${bookDailyStats.subscriptions}`),
      comments: sumOf(sql`${bookDailyStats.comments}`),
      chaptersPublished: sumOf(sql`${bookDailyStats.chaptersPublished}`),
      wordsAdded: sumOf(sql`${bookDailyStats.wordsAdded}`),
    })
    .from(bookDailyStats)
    .where(inRange(bookId, from, to))
    .groupBy(month)
    .orderBy(asc(month));
}

/** Sums over a period: what the KPI cards compare. */
export async function periodTotals(db: Db, bookId: string, from: string, to: string) {
  const [row] = await db
    .select({
      days: count(),
      readerDays: sumOf(sql`${bookDailyStats.readers}`),
      views: sumOf(sql`${bookDailyStats.views}`),
      favoritesNet: sumOf(sql`${bookDailyStats.newFavorites} - ${bookDailyStats.favoritesRemoved}`),
      subscriptions: sumOf(sql`${bookDailyStats.subscriptions}`),
      comments: sumOf(sql`${bookDailyStats.comments}`),
    })
    .from(bookDailyStats)
    .where(inRange(bookId, from, to));
  return row!;
}

const published = (bookId: string) =>
  and(eq(chapters.bookId, bookId), eq(chapters.status, 'published'));

/** A published chapter's lifetime figures, with the readers of the chapter after it. */
function chapterFigures(db: Db, bookId: string) {
  const readers = sql<number>`coalesce(${chapterReads.uniqueReaders}, 0)`;
  return db.$with('figures').as(
    db
      .select({
        chapterId: sql<string>`${chapters.id}`.as('chapter_id'),
        chapterNo: sql<number>`${chapters.chapterNo}`.as('chapter_no'),
        title: sql<string>`${chapters.title}`.as('title'),
        isVip: sql<boolean>`${chapters.isVip}`.as('is_vip'),
        // As ISO text in the query: drivers hand raw timestamps over differently.
        publishedAt: sql<
          string | null
        >`to_char(${chapters.publishedAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`.as(
          'published_at',
        ),
        views: sql<number>`coalesce(${chapterReads.views}, 0)`.as('views'),
        uniqueReaders: readers.as('unique_readers'),
        finishedReaders: sql<number>`coalesce(${chapterReads.finishedReaders}, 0)`.as(
          'finished_readers',
        ),
        subscriptions: sql<number>`coalesce(${chapterReads.subscriptions}, 0)`.as('subscriptions'),
        firstDaySubscriptions: sql<number>`coalesce(${chapterReads.firstDaySubscriptions}, 0)`.as(
          'first_day_subscriptions',
        ),
        comments: sql<number>`coalesce(${chapterReads.comments}, 0)`.as('comments'),
        // Reading order is position; the last chapter has no next one (null).
        nextReaders: sql<
          number | null
        >`lead(${readers}) over (order by ${chapters.position}, ${chapters.id})`.as('next_readers'),
      })
      .from(chapters)
      .leftJoin(chapterReads, eq(chapterReads.chapterId, chapters.id))
      .where(published(bookId)),
  );
}

/** Published chapters of a book. */
export async function publishedCount(db: Db, bookId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(chapters).where(published(bookId));
  return row?.n ?? 0;
}

/**
 * A page of the chapter table sorted by any column on the server; rates sort
 * by their exact value, and chapters without one (nobody read or finished
 * it, or no next chapter yet) come last either way.
 */
export async function chapterPage(
  db: Db,
  bookId: string,
  sort: ChapterSortKey,
  order: 'asc' | 'desc',
  limit: number,
  offset: number,
) {
  const figures = chapterFigures(db, bookId);
  const sortExpression: Record<ChapterSortKey, SQL> = {
    chapter_no: sql`${figures.chapterNo}`,
    views: sql`${figures.views}`,
    unique_readers: sql`${figures.uniqueReaders}`,
    completion_rate: sql`${figures.finishedReaders}::float8 / nullif(${figures.uniqueReaders}, 0)`,
    next_chapter_rate: sql`${figures.nextReaders}::float8 / nullif(${figures.finishedReaders}, 0)`,
    subscriptions: sql`${figures.subscriptions}`,
    first_day_subscriptions: sql`${figures.firstDaySubscriptions}`,
    comments: sql`${figures.comments}`,
  };
  const direction = order === 'asc' ? sql`asc` : sql`desc`;
  const tieBreak = sort === 'chapter_no' ? direction : sql`asc`;
  const rows = await db
    .with(figures)
    .select()
    .from(figures)
    .orderBy(
      sql`${sortExpression[sort]} ${direction} nulls last`,
      sql`${figures.chapterNo} ${tieBreak}`,
      sql`${figures.chapterId} asc`,
    )
    .limit(limit)
    .offset(offset);
  return rows.map((row) => ({
    ...row,
    // Window and coalesce results come back as text on some drivers.
    views: Number(row.views),
    uniqueReaders: Number(row.uniqueReaders),
    finishedReaders: Number(row.finishedReaders),
    subscriptions: Number(row.subscriptions),
    firstDaySubscriptions: Number(row.firstDaySubscriptions),
    comments: Number(row.comments),
    nextReaders: row.nextReaders === null ? null : Number(row.nextReaders),
  }));
}

/**
 * What the VIP summary is made of, aggregated in the database (a 5,000-chapter
 * book has thousands of VIP chapters): how many there are, their
 * subscriptions summed, the first in reading order and the most subscribed
 * (the earlier one on a tie).
 */
export async function vipAggregates(db: Db, bookId: string) {
  const subscriptions = sql`coalesce(${chapterReads.subscriptions}, 0)`;
  const firstDay = sql`coalesce(${chapterReads.firstDaySubscriptions}, 0)`;
  const readingOrder = sql`${chapters.position}, ${chapters.id}`;
  const byMost = sql`${subscriptions} desc, ${chapters.position}, ${chapters.id}`;
  const [row] = await db
    .select({
      count: count(),
      sum: sumOf(subscriptions),
      firstId: sql<string | null>`(array_agg(${chapters.id} order by ${readingOrder}))[1]`,
      firstNo: sql<number | null>`(array_agg(${chapters.chapterNo} order by ${readingOrder}))[1]`,
      firstDay: sql<number | null>`(array_agg(${firstDay} order by ${readingOrder}))[1]`,
      mostId: sql<string | null>`(array_agg(${chapters.id} order by ${byMost}))[1]`,
      mostNo: sql<number | null>`(array_agg(${chapters.chapterNo} order by ${byMost}))[1]`,
      most: sql<number | null>`max(${subscriptions})`,
    })
    .from(chapters)
    .leftJoin(chapterReads, eq(chapterReads.chapterId, chapters.id))
    .where(and(published(bookId), eq(chapters.isVip, true)));
  const number = (value: unknown) => (value === null || value === undefined ? null : Number(value));
  return {
    count: row?.count ?? 0,
    sum: row?.sum ?? 0,
    first:
      row?.firstId != null
        ? {
            chapterId: row.firstId,
            chapterNo: number(row.firstNo)!,
            firstDaySubscriptions: number(row.firstDay)!,
          }
        : null,
    most:
      row?.mostId != null
        ? {
            chapterId: row.mostId,
            chapterNo: number(row.mostNo)!,
            subscriptions: number(row.most)!,
          }
        : null,
  };
}

/** Unique readers of every published chapter in reading order (no titles: 5,000 of them). */
export async function readersByChapter(db: Db, bookId: string) {
  return db
    .select({
      chapterId: chapters.id,
      chapterNo: chapters.chapterNo,
      readers: sql<number>`coalesce(${chapterReads.uniqueReaders}, 0)`.mapWith(Number),
    })
    .from(chapters)
    .leftJoin(chapterReads, eq(chapterReads.chapterId, chapters.id))
    .where(published(bookId))
    .orderBy(asc(chapters.position), asc(chapters.id));
}

/** Titles of some chapters, by id. */
export async function chapterTitles(db: Db, chapterIds: string[]): Promise<Map<string, string>> {
  if (chapterIds.length === 0) return new Map();
  const rows = await db
    .select({ id: chapters.id, title: chapters.title })
    .from(chapters)
    .where(inArray(chapters.id, chapterIds));
  return new Map(rows.map((row) => [row.id, row.title]));
}
