/**
 * Reads of chapters' working texts (a pending revision's, else the chapter's
 * own) in reading order, a batch at a time, for searching a whole book
 * without holding it in memory; or of chosen chapters, for a page of results.
 */
import { and, asc, eq, inArray, ne, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { chapterRevisions, chapters } from '../db/schema';

export interface WorkingTextRow {
  id: string;
  chapterNo: number;
  status: (typeof chapters.$inferSelect)['status'];
  version: number;
  position: number;
  hasRevision: boolean;
  title: string;
  content: string;
}

/** The next `limit` non-trashed chapters of the book after (position, id), with their working text. */
export async function workingTextsAfter(
  db: Db,
  bookId: string,
  after: { position: number; id: string } | null,
  limit: number,
  onlyChapterId?: string,
): Promise<WorkingTextRow[]> {
  const where: (SQL | undefined)[] = [
    eq(chapters.bookId, bookId),
    ne(chapters.status, 'trashed'),
    onlyChapterId ? eq(chapters.id, onlyChapterId) : undefined,
    after
      ? sql`(${chapters.position}, ${chapters.id}) > (${after.position}, ${after.id})`
      : undefined,
  ];
  return selectWorkingTexts(db)
    .where(and(...where))
    .orderBy(asc(chapters.position), asc(chapters.id))
    .limit(limit);
}

/** The book's non-trashed chapters among `ids`, with their working text, in reading order. */
export async function workingTextsOf(
  db: Db,
  bookId: string,
  ids: readonly string[],
): Promise<WorkingTextRow[]> {
  if (ids.length === 0) return [];
  return selectWorkingTexts(db)
    .where(
      and(
        eq(chapters.bookId, bookId),
        ne(chapters.status, 'trashed'),
        inArray(chapters.id, [...ids]),
      ),
    )
    .orderBy(asc(chapters.position), asc(chapters.id));
}

function selectWorkingTexts(db: Db) {
  return db
    .select({
      id: chapters.id,
      chapterNo: chapters.chapterNo,
      status: chapters.status,
      version: chapters.version,
      position: chapters.position,
      hasRevision: sql<boolean>`${chapterRevisions.chapterId} is not null`,
      title: sql<string>`coalesce(${chapterRevisions.title}, ${chapters.title})`,
      content: sql<string>`coalesce(${chapterRevisions.content}, ${chapters.content})`,
    })
    .from(chapters)
    .leftJoin(chapterRevisions, eq(chapterRevisions.chapterId, chapters.id))
    .$dynamic();
}
