/** Queries of `chapter_revisions`: at most one pending revision per chapter. */
import { and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { type ChapterRevision, type ChapterStatus, chapterRevisions, chapters } from '../db/schema';

export async function revisionOf(db: Db, chapterId: string): Promise<ChapterRevision | null> {
  const [row] = await db
    .select()
    .from(chapterRevisions)
    .where(eq(chapterRevisions.chapterId, chapterId));
  return row ?? null;
}

export async function revisionsOf(db: Db, chapterIds: string[]): Promise<ChapterRevision[]> {
  if (chapterIds.length === 0) return [];
  return db.select().from(chapterRevisions).where(inArray(chapterRevisions.chapterId, chapterIds));
}

/** Writes the chapter's revision, creating it on the first save. */
export async function upsertRevision(
  db: Db,
  revision: Omit<ChapterRevision, 'createTime'>,
  now: Date,
): Promise<void> {
  const { chapterId: _key, bookId: _book, ...changes } = revision;
  await db
    .insert(chapterRevisions)
    .values({ ...revision, createTime: now })
    .onConflictDoUpdate({ target: chapterRevisions.chapterId, set: changes });
}

export async function deleteRevisions(db: Db, chapterIds: string[]): Promise<void> {
  if (chapterIds.length === 0) return;
  await db.delete(chapterRevisions).where(inArray(chapterRevisions.chapterId, chapterIds));
}

/** What a bulk apply or discard reads of each pending revision (no text). */
export interface PendingRevisionRow {
  chapterId: string;
  volumeId: string;
  status: ChapterStatus;
  chapterNo: number;
  position: number;
  /** The revision's title (what the chapter would be called). */
  title: string;
  /** The words applying it adds to the chapter (negative when it removes words). */
  wordDelta: number;
  titleChanged: boolean;
}

/** Only published or scheduled chapters' revisions are pending: a trashed chapter's wait. */
const pendingIn = (bookId: string): SQL =>
  and(
    eq(chapterRevisions.bookId, bookId),
    inArray(chapters.status, ['published', 'scheduled']),
  ) as SQL;

/** The book's pending revisions (of `chapterIds` only, when given). */
export async function pendingRevisionRows(
  db: Db,
  bookId: string,
  chapterIds?: string[],
): Promise<PendingRevisionRow[]> {
  return db
    .select({
      chapterId: chapterRevisions.chapterId,
      volumeId: chapters.volumeId,
      status: chapters.status,
      chapterNo: chapters.chapterNo,
      position: chapters.position,
      title: chapterRevisions.title,
      wordDelta: sql<number>`${chapterRevisions.wordCount} - ${chapters.wordCount}`.mapWith(Number),
      titleChanged: sql<boolean>`${chapterRevisions.title} <> ${chapters.title}`,
    })
    .from(chapterRevisions)
    .innerJoin(chapters, eq(chapters.id, chapterRevisions.chapterId))
    .where(
      chapterIds
        ? and(pendingIn(bookId), inArray(chapterRevisions.chapterId, chapterIds))
        : pendingIn(bookId),
    );
}

/** How many revisions are pending in the book, and the words applying them all would add. */
export async function pendingRevisionTotals(
  db: Db,
  bookId: string,
): Promise<{ count: number; word_delta: number }> {
  const [row] = await db
    .select({
      count: sql<number>`count(*)`.mapWith(Number),
      word_delta:
        sql<number>`coalesce(sum(${chapterRevisions.wordCount} - ${chapters.wordCount}), 0)`.mapWith(
          Number,
        ),
    })
    .from(chapterRevisions)
    .innerJoin(chapters, eq(chapters.id, chapterRevisions.chapterId))
    .where(pendingIn(bookId));
  return row ?? { count: 0, word_delta: 0 };
}
