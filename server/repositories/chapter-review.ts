/**
 * Queries of the platform's review of chapters: the steps (only inserted)
 * and the state kept on the chapter row beside them.
 */
import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { ChapterReviewState } from '../../src/lib/contract/chapter-review';
import type { Db } from '../db/client';
import { books, type ChapterReviewEventRow, chapterReviewEvents, chapters } from '../db/schema';

export type NewReviewEvent = Omit<ChapterReviewEventRow, 'id' | 'seq' | 'createTime'> & {
  createTime: Date;
};

/** Appends steps (in the order given: `seq` keeps it within one clock reading). */
export async function insertReviewEvents(db: Db, events: NewReviewEvent[]): Promise<void> {
  if (events.length > 0) await db.insert(chapterReviewEvents).values(events);
}

/** Sets the chapters' current review state (no version bump: the text did not change). */
export async function setReviewState(
  db: Db,
  chapterIds: string[],
  state: ChapterReviewState,
): Promise<void> {
  if (chapterIds.length === 0) return;
  await db.update(chapters).set({ reviewState: state }).where(inArray(chapters.id, chapterIds));
}

/** A chapter's steps, oldest first. */
export async function reviewEventsOf(db: Db, chapterId: string): Promise<ChapterReviewEventRow[]> {
  return db
    .select()
    .from(chapterReviewEvents)
    .where(eq(chapterReviewEvents.chapterId, chapterId))
    .orderBy(asc(chapterReviewEvents.createTime), asc(chapterReviewEvents.seq));
}

/** A step with the chapter it belongs to, for a book's whole record. */
export interface BookReviewEventRow {
  chapterNo: number;
  title: string;
  state: ChapterReviewState | null;
  kind: ChapterReviewEventRow['kind'];
  time: Date;
  reason: string | null;
  spans: ChapterReviewEventRow['spans'];
  diff: ChapterReviewEventRow['diff'];
}

/** Every step of every chapter of a book, in reading order, each chapter's oldest first. */
export async function reviewEventsOfBook(db: Db, bookId: string): Promise<BookReviewEventRow[]> {
  return db
    .select({
      chapterNo: chapters.chapterNo,
      title: chapters.title,
      state: chapters.reviewState,
      kind: chapterReviewEvents.kind,
      time: chapterReviewEvents.createTime,
      reason: chapterReviewEvents.reason,
      spans: chapterReviewEvents.spans,
      diff: chapterReviewEvents.diff,
    })
    .from(chapterReviewEvents)
    .innerJoin(chapters, eq(chapters.id, chapterReviewEvents.chapterId))
    .where(eq(chapterReviewEvents.bookId, bookId))
    .orderBy(
      asc(chapters.position),
      asc(chapterReviewEvents.createTime),
      asc(chapterReviewEvents.seq),
    );
}

/** The chapter's newest step of one of these kinds. */
export async function latestReviewEvent(
  db: Db,
  chapterId: string,
  kinds: ChapterReviewEventRow['kind'][],
): Promise<ChapterReviewEventRow | undefined> {
  const [row] = await db
    .select()
    .from(chapterReviewEvents)
    .where(
      and(eq(chapterReviewEvents.chapterId, chapterId), inArray(chapterReviewEvents.kind, kinds)),
    )
    .orderBy(desc(chapterReviewEvents.createTime), desc(chapterReviewEvents.seq))
    .limit(1);
  return row;
}

/** The chapter's book and its author, for the platform's decisions (no ownership to check). */
export async function chapterBookAndAuthor(
  db: Db,
  chapterId: string,
): Promise<{ bookId: string; authorId: string; bookTitle: string } | undefined> {
  const [row] = await db
    .select({ bookId: chapters.bookId, authorId: books.authorId, bookTitle: books.title })
    .from(chapters)
    .innerJoin(books, eq(books.id, chapters.bookId))
    .where(eq(chapters.id, chapterId));
  return row;
}
