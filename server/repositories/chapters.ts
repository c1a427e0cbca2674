/**
 * Reads of `chapters`: single chapters, batches and neighbours. Reading order
 * is position order within a book (see server/services/chapters/positions.ts),
 * so every read here is an index probe or an ordered index scan.
 */
import { and, asc, desc, eq, gt, inArray, lt, lte, ne, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client';
import { books, type Chapter, chapters, volumes } from '../db/schema';

/** Every column but `content` and `author_note`: what lists carry. */
export const summaryColumns = {
  id: chapters.id,
  bookId: chapters.bookId,
  volumeId: chapters.volumeId,
  chapterNo: chapters.chapterNo,
  position: chapters.position,
  title: chapters.title,
  wordCount: chapters.wordCount,
  status: chapters.status,
  publishAt: chapters.publishAt,
  publishedAt: chapters.publishedAt,
  isVip: chapters.isVip,
  version: chapters.version,
  updateTime: chapters.updateTime,
  reviewState: chapters.reviewState,
  // One primary-key probe per row: lists can badge chapters with pending edits.
  hasRevision: sql<boolean>`exists (select 1 from chapter_revisions r where r.chapter_id = ${chapters.id})`,
};
export type ChapterSummaryRow = Pick<
  Chapter,
  Exclude<keyof typeof summaryColumns, 'hasRevision'>
> & {
  hasRevision: boolean;
};

/** The author's chapters by id (summary columns); ids of other authors match nothing. */
export async function ownChapterRows(
  db: Db,
  authorId: string,
  ids: string[],
): Promise<ChapterSummaryRow[]> {
  return db
    .select(summaryColumns)
    .from(chapters)
    .innerJoin(books, eq(books.id, chapters.bookId))
    .where(and(inArray(chapters.id, ids), eq(books.authorId, authorId)));
}

/** How many of `ids` are chapters of the book. */
export async function countChaptersOfBook(db: Db, bookId: string, ids: string[]): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)`.mapWith(Number) })
    .from(chapters)
    .where(and(eq(chapters.bookId, bookId), inArray(chapters.id, ids)));
  return row?.n ?? 0;
}

/** The book of the author's chapter, or undefined (also for another author's). */
export async function ownChapterBookId(
  db: Db,
  authorId: string,
  chapterId: string,
): Promise<string | undefined> {
  const [owned] = await db
    .select({ bookId: chapters.bookId })
    .from(chapters)
    .innerJoin(books, eq(books.id, chapters.bookId))
    .where(and(eq(chapters.id, chapterId), eq(books.authorId, authorId)));
  return owned?.bookId;
}

/**
 * The author's chapter, and whether its book has scheduled chapters whose
 * time has come (`now`; not checked when null), in one statement.
 */
export async function ownChapterWithDue(
  db: Db,
  authorId: string,
  chapterId: string,
  now: Date | null,
): Promise<{ chapter: Chapter; due: boolean } | undefined> {
  const due = alias(chapters, 'due');
  const [row] = await db
    .select({
      chapter: chapters,
      due: now
        ? sql<boolean>`exists (${db
            .select({ one: sql`1` })
            .from(due)
            .where(
              and(
                eq(due.bookId, chapters.bookId),
                eq(due.status, 'scheduled'),
                lte(due.publishAt, now),
              ),
            )})`
        : sql<boolean>`false`,
    })
    .from(chapters)
    .innerJoin(books, eq(books.id, chapters.bookId))
    .where(and(eq(chapters.id, chapterId), eq(books.authorId, authorId)));
  return row ? { chapter: row.chapter, due: Boolean(row.due) } : undefined;
}

export async function chapterRow(db: Db, chapterId: string): Promise<Chapter | undefined> {
  const [row] = await db.select().from(chapters).where(eq(chapters.id, chapterId));
  return row;
}

/** Whole chapters by id (with `bookId`, only those of that book). */
export async function chapterRows(db: Db, ids: string[], bookId?: string): Promise<Chapter[]> {
  return db
    .select()
    .from(chapters)
    .where(and(inArray(chapters.id, ids), bookId ? eq(chapters.bookId, bookId) : undefined));
}

export async function chapterSummaryRow(
  db: Db,
  chapterId: string,
): Promise<ChapterSummaryRow | undefined> {
  const [row] = await db.select(summaryColumns).from(chapters).where(eq(chapters.id, chapterId));
  return row;
}

/** Summaries of the given chapters, in reading order. */
export async function summariesInReadingOrder(db: Db, ids: string[]): Promise<ChapterSummaryRow[]> {
  return db
    .select(summaryColumns)
    .from(chapters)
    .innerJoin(volumes, eq(volumes.id, chapters.volumeId))
    .where(inArray(chapters.id, ids))
    .orderBy(asc(volumes.sort), asc(chapters.position), asc(chapters.id));
}

/** The chapter a create under this draft id made earlier, if any. */
export async function chapterIdOfDraft(
  db: Db,
  bookId: string,
  draftId: string,
): Promise<string | undefined> {
  const [made] = await db
    .select({ id: chapters.id })
    .from(chapters)
    .where(and(eq(chapters.bookId, bookId), eq(chapters.draftId, draftId)));
  return made?.id;
}

/** True when the chapter is one of the volume's. */
export async function isChapterOfVolume(
  db: Db,
  chapterId: string,
  volumeId: string,
): Promise<boolean> {
  const [row] = await db
    .select({ id: chapters.id })
    .from(chapters)
    .where(and(eq(chapters.id, chapterId), eq(chapters.volumeId, volumeId)));
  return row !== undefined;
}

/** The volume of a chapter of the book, or undefined. */
export async function volumeOfChapter(
  db: Db,
  chapterId: string,
  bookId: string,
): Promise<string | undefined> {
  const [row] = await db
    .select({ volumeId: chapters.volumeId })
    .from(chapters)
    .where(and(eq(chapters.id, chapterId), eq(chapters.bookId, bookId)));
  return row?.volumeId;
}

/** True when the volume holds any chapter (trashed ones count: they can be restored). */
export async function volumeHasChapters(db: Db, volumeId: string): Promise<boolean> {
  const [held] = await db
    .select({ id: chapters.id })
    .from(chapters)
    .where(eq(chapters.volumeId, volumeId))
    .limit(1);
  return held !== undefined;
}

/**
 * The non-trashed neighbours of a position in the book: two probes of the
 * (book_id, position) index in one statement, stopping at the first
 * non-trashed row each way.
 */
export async function neighbourIds(
  db: Db,
  bookId: string,
  position: number,
): Promise<{ prev: string | null; next: string | null }> {
  const side = (direction: 'prev' | 'next') =>
    db
      .select({ id: chapters.id, direction: sql<string>`${direction}::text` })
      .from(chapters)
      .where(
        and(
          eq(chapters.bookId, bookId),
          direction === 'prev' ? lt(chapters.position, position) : gt(chapters.position, position),
          ne(chapters.status, 'trashed'),
        ),
      )
      .orderBy(direction === 'prev' ? desc(chapters.position) : asc(chapters.position))
      .limit(1);
  const found = await side('prev').unionAll(side('next'));
  return {
    prev: found.find((r) => r.direction === 'prev')?.id ?? null,
    next: found.find((r) => r.direction === 'next')?.id ?? null,
  };
}
