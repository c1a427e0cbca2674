/**
 * Chapters as the spec answers them, read as they are: a full chapter with
 * its neighbours and pending revision, and summaries of a batch. Nothing
 * here writes; the reads that first publish due chapters are in
 * ./queries.ts. Commands, versions and revisions answer through these, so
 * they never import the scheduler (which imports them).
 */
import type { Db } from '../../db/client';
import type { Chapter } from '../../db/schema';
import { notFound } from '../../http/failure';
import { revisionOf } from '../../repositories/chapter-revisions';
import { chapterRow, neighbourIds, summariesInReadingOrder } from '../../repositories/chapters';
import { type ChapterSummaryView, type ChapterView, toChapterView, toSummary } from './mappers';

/** A full chapter as the spec's Chapter, with its neighbours and pending revision. */
export async function toChapter(db: Db, row: Chapter): Promise<ChapterView> {
  // A trashed chapter is out of the reading order: no neighbours.
  const [neighbours, revision] = await Promise.all([
    row.status === 'trashed'
      ? { prev: null, next: null }
      : neighbourIds(db, row.bookId, row.position),
    revisionOf(db, row.id),
  ]);
  return toChapterView(row, neighbours, revision);
}

export async function readChapter(db: Db, chapterId: string): Promise<ChapterView> {
  const row = await chapterRow(db, chapterId);
  if (!row) throw notFound();
  return toChapter(db, row);
}

/** Summaries of the given chapters as they are now, in reading order. */
export async function summariesOf(db: Db, ids: string[]): Promise<ChapterSummaryView[]> {
  return (await summariesInReadingOrder(db, ids)).map(toSummary);
}
