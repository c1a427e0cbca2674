/**
 * Queries of the stockpile planner and calendar: aggregates over a book's
 * drafts, scheduled and published chapters. Drafts and scheduled chapters
 * come from the (book_id, status, position) index; published ones of a
 * window are few compared with the book.
 */
import { and, asc, desc, eq, gte, inArray, lt, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { books, chapters } from '../db/schema';

const sumOf = (expression: SQL) => sql<number>`coalesce(sum(${expression}), 0)`.mapWith(Number);
const countIf = (condition: SQL) =>
  sql<number>`count(*) filter (where ${condition})`.mapWith(Number);
/** Words and chapters of the rows grouped. */
const wordsAndChapters = () => ({
  words: sumOf(sql`${chapters.wordCount}`),
  chapters: sql<number>`count(*)`.mapWith(Number),
});

export interface StockTotals {
  bookId: string;
  finishedCount: number;
  finishedWords: number;
  unfinishedCount: number;
  unfinishedWords: number;
  scheduledCount: number;
  scheduledWords: number;
  lastPublishAt: Date | null;
}

/** Drafts (finished from `minWords`) and scheduled chapters per book. */
export async function stockTotals(
  db: Db,
  bookIds: string[],
  minWords: number,
): Promise<Map<string, StockTotals>> {
  if (bookIds.length === 0) return new Map();
  const finished = sql`${chapters.status} = 'draft' and ${chapters.wordCount} >= ${minWords}`;
  const unfinished = sql`${chapters.status} = 'draft' and ${chapters.wordCount} < ${minWords}`;
  const scheduled = sql`${chapters.status} = 'scheduled'`;
  const rows = await db
    .select({
      bookId: chapters.bookId,
      finishedCount: countIf(finished),
      finishedWords: sumOf(sql`case when ${finished} then ${chapters.wordCount} else 0 end`),
      unfinishedCount: countIf(unfinished),
      unfinishedWords: sumOf(sql`case when ${unfinished} then ${chapters.wordCount} else 0 end`),
      scheduledCount: countIf(scheduled),
      scheduledWords: sumOf(sql`case when ${scheduled} then ${chapters.wordCount} else 0 end`),
      lastPublishAt: sql<string | null>`max(${chapters.publishAt})`,
    })
    .from(chapters)
    .where(and(inArray(chapters.bookId, bookIds), inArray(chapters.status, ['draft', 'scheduled'])))
    .groupBy(chapters.bookId);
  return new Map(
    rows.map((r) => [
      r.bookId,
      { ...r, lastPublishAt: r.lastPublishAt === null ? null : new Date(r.lastPublishAt) },
    ]),
  );
}

/** Words and chapters published per book in [from, to). */
export async function publishedBetween(
  db: Db,
  bookIds: string[],
  from: Date,
  to: Date,
): Promise<Map<string, { words: number; chapters: number }>> {
  if (bookIds.length === 0) return new Map();
  const rows = await db
    .select({ bookId: chapters.bookId, ...wordsAndChapters() })
    .from(chapters)
    .where(
      and(
        inArray(chapters.bookId, bookIds),
        eq(chapters.status, 'published'),
        gte(chapters.publishedAt, from),
        lt(chapters.publishedAt, to),
      ),
    )
    .groupBy(chapters.bookId);
  return new Map(rows.map((r) => [r.bookId, { words: r.words, chapters: r.chapters }]));
}

/** Per Beijing day in [from, to): words and chapters published, and scheduled. */
export async function dayTotals(db: Db, bookId: string, from: Date, to: Date) {
  const perDay = (status: 'published' | 'scheduled', column: typeof chapters.publishAt) =>
    db
      .select({
        date: sql<string>`to_char(${column} at time zone 'Asia/Shanghai', 'YYYY-MM-DD')`,
        ...wordsAndChapters(),
      })
      .from(chapters)
      .where(
        and(
          eq(chapters.bookId, bookId),
          eq(chapters.status, status),
          gte(column, from),
          lt(column, to),
        ),
      )
      .groupBy(sql`1`);
  const [published, scheduled] = await Promise.all([
    perDay('published', chapters.publishedAt),
    perDay('scheduled', chapters.publishAt),
  ]);
  return { published, scheduled };
}

/** What the planner needs of a chapter. */
export interface PlanRow {
  id: string;
  chapterNo: number;
  title: string;
  wordCount: number;
  status: (typeof chapters.$inferSelect)['status'];
  position: number;
  publishAt: Date | null;
}

const planColumns = {
  id: chapters.id,
  chapterNo: chapters.chapterNo,
  title: chapters.title,
  wordCount: chapters.wordCount,
  status: chapters.status,
  position: chapters.position,
  publishAt: chapters.publishAt,
};

/** The book's chapters among `ids`, in reading order. */
export async function planRowsOf(db: Db, bookId: string, ids: string[]): Promise<PlanRow[]> {
  return db
    .select(planColumns)
    .from(chapters)
    .where(and(eq(chapters.bookId, bookId), inArray(chapters.id, ids)))
    .orderBy(asc(chapters.position));
}

/** The first `limit` finished drafts of the book, in reading order. */
export async function finishedDrafts(
  db: Db,
  bookId: string,
  minWords: number,
  limit: number,
): Promise<PlanRow[]> {
  return db
    .select(planColumns)
    .from(chapters)
    .where(
      and(
        eq(chapters.bookId, bookId),
        eq(chapters.status, 'draft'),
        gte(chapters.wordCount, minWords),
      ),
    )
    .orderBy(asc(chapters.position))
    .limit(limit);
}

/** Every scheduled chapter of the book. */
export async function scheduledChapters(db: Db, bookId: string): Promise<PlanRow[]> {
  return db
    .select(planColumns)
    .from(chapters)
    .where(and(eq(chapters.bookId, bookId), eq(chapters.status, 'scheduled')))
    .orderBy(asc(chapters.position));
}

/** Schedules each chapter at its own time, in one statement. */
export async function scheduleEach(
  db: Db,
  plan: { id: string; publishAt: Date }[],
  now: Date,
): Promise<void> {
  if (plan.length === 0) return;
  const values = plan.map((p) => sql`(${p.id}::text, ${p.publishAt.toISOString()}::timestamptz)`);
  await db.execute(sql`
    UPDATE chapters SET status = 'scheduled', publish_at = p.publish_at,
      update_time = ${now.toISOString()}::timestamptz
    FROM (VALUES ${sql.join(values, sql`, `)}) AS p(id, publish_at)
    WHERE chapters.id = p.id`);
}

/** The author's long novels still serialising (or paused), most recently updated first. */
export async function serialisingBooks(db: Db, authorId: string, limit: number) {
  return db
    .select({ id: books.id, title: books.title })
    .from(books)
    .where(
      and(
        eq(books.authorId, authorId),
        eq(books.kind, 'long'),
        inArray(books.serialStatus, ['serial', 'hiatus']),
      ),
    )
    .orderBy(desc(books.updateTime), desc(books.id))
    .limit(limit);
}
