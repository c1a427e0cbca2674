/** Queries of `chapter_revisions`: at most one pending revision per chapter. */
import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client';
import { type ChapterRevision, chapterRevisions } from '../db/schema';

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
