/**
 * Queries of export jobs and their files' chunks, and the chapters an export
 * reads, a batch at a time in book order. Every read of a job is scoped to
 * its author, so another author's job id matches nothing.
 */
import { and, asc, count, desc, eq, gt, inArray, lt, ne, or, type SQL, sql } from 'drizzle-orm';
import type { ExportScope } from '../../src/lib/contract/export';
import type { Db } from '../db/client';
import type { ExportJobRow } from '../db/schema';
import { chapterRevisions, chapters, exportChunks, exportJobs } from '../db/schema';

export type NewExportJob = typeof exportJobs.$inferInsert;

export async function insertExportJob(db: Db, values: NewExportJob): Promise<ExportJobRow> {
  const [row] = await db.insert(exportJobs).values(values).returning();
  return row!;
}

/** The author's job, or undefined (also another author's). */
export async function findOwnExportJob(
  db: Db,
  authorId: string,
  jobId: string,
): Promise<ExportJobRow | undefined> {
  const [row] = await db
    .select()
    .from(exportJobs)
    .where(and(eq(exportJobs.id, jobId), eq(exportJobs.authorId, authorId)))
    .limit(1);
  return row;
}

export async function findExportJob(db: Db, jobId: string): Promise<ExportJobRow | undefined> {
  const [row] = await db.select().from(exportJobs).where(eq(exportJobs.id, jobId)).limit(1);
  return row;
}

/** The author's jobs (of one book when given), newest first. */
export async function ownExportJobs(
  db: Db,
  authorId: string,
  bookId: string | undefined,
  limit: number,
): Promise<ExportJobRow[]> {
  return db
    .select()
    .from(exportJobs)
    .where(
      and(eq(exportJobs.authorId, authorId), bookId ? eq(exportJobs.bookId, bookId) : undefined),
    )
    .orderBy(desc(exportJobs.createTime), desc(exportJobs.id))
    .limit(limit);
}

/** Jobs of the author still queued or running. */
export async function unfinishedJobCount(db: Db, authorId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(exportJobs)
    .where(
      and(eq(exportJobs.authorId, authorId), inArray(exportJobs.state, ['queued', 'running'])),
    );
  return row?.n ?? 0;
}

export async function updateExportJob(
  db: Db,
  jobId: string,
  values: Partial<Omit<NewExportJob, 'id' | 'authorId'>>,
): Promise<void> {
  await db.update(exportJobs).set(values).where(eq(exportJobs.id, jobId));
}

export async function insertExportChunk(
  db: Db,
  jobId: string,
  seq: number,
  bytes: Buffer,
): Promise<void> {
  await db.insert(exportChunks).values({ jobId, seq, bytes });
}

/** The chunk `seq` of a job's file, or undefined past its end. */
export async function exportChunk(db: Db, jobId: string, seq: number): Promise<Buffer | undefined> {
  const [row] = await db
    .select({ bytes: exportChunks.bytes })
    .from(exportChunks)
    .where(and(eq(exportChunks.jobId, jobId), eq(exportChunks.seq, seq)))
    .limit(1);
  return row?.bytes;
}

export async function deleteExportChunks(db: Db, jobId: string): Promise<void> {
  await db.delete(exportChunks).where(eq(exportChunks.jobId, jobId));
}

/** Removes jobs whose file expired; answers how many. */
export async function deleteExpiredExportJobs(db: Db, now: Date): Promise<number> {
  const gone = await db
    .delete(exportJobs)
    .where(lt(exportJobs.expiresAt, now))
    .returning({ id: exportJobs.id });
  return gone.length;
}

/**
 * Marks failed the jobs still queued or running that have not moved since
 * `before` (their server stopped), drops their partial files, and answers them.
 */
export async function failStaleExportJobs(
  db: Db,
  before: Date,
  now: Date,
  error: string,
): Promise<string[]> {
  const stale = await db
    .update(exportJobs)
    .set({
      state: 'failed',
      error,
      finishTime: now,
      expiresAt: new Date(now.getTime() + 3_600_000),
    })
    .where(and(inArray(exportJobs.state, ['queued', 'running']), lt(exportJobs.updateTime, before)))
    .returning({ id: exportJobs.id });
  const ids = stale.map((row) => row.id);
  if (ids.length > 0) await db.delete(exportChunks).where(inArray(exportChunks.jobId, ids));
  return ids;
}

/** One chapter as an export writes it. */
export interface ExportChapterRow {
  id: string;
  volumeId: string;
  chapterNo: number;
  position: number;
  title: string;
  content: string;
}

/** Which chapters a scope takes, and which of their texts. */
export interface ChapterSelection {
  bookId: string;
  scope: ExportScope;
  volumeId?: string | null;
}

function selectionWhere(selection: ChapterSelection): SQL {
  const where: (SQL | undefined)[] = [eq(chapters.bookId, selection.bookId)];
  if (selection.scope === 'published') where.push(eq(chapters.status, 'published'));
  else if (selection.scope === 'drafts') where.push(eq(chapters.status, 'draft'));
  else where.push(ne(chapters.status, 'trashed'));
  if (selection.scope === 'volume' && selection.volumeId) {
    where.push(eq(chapters.volumeId, selection.volumeId));
  }
  return and(...where)!;
}

export async function countSelectedChapters(db: Db, selection: ChapterSelection): Promise<number> {
  const [row] = await db.select({ n: count() }).from(chapters).where(selectionWhere(selection));
  return row?.n ?? 0;
}

/**
 * The next `limit` chapters of the selection after (position, id), in book
 * order. `published` takes the text readers have; the other scopes the
 * author's latest words (a pending revision over the chapter's own text).
 */
export async function selectedChaptersAfter(
  db: Db,
  selection: ChapterSelection,
  after: { position: number; id: string } | null,
  limit: number,
): Promise<ExportChapterRow[]> {
  const latest = selection.scope !== 'published';
  const afterWhere = after
    ? or(
        gt(chapters.position, after.position),
        and(eq(chapters.position, after.position), gt(chapters.id, after.id)),
      )
    : undefined;
  return db
    .select({
      id: chapters.id,
      volumeId: chapters.volumeId,
      chapterNo: chapters.chapterNo,
      position: chapters.position,
      title: latest
        ? sql<string>`coalesce(${chapterRevisions.title}, ${chapters.title})`
        : chapters.title,
      content: latest
        ? sql<string>`coalesce(${chapterRevisions.content}, ${chapters.content})`
        : chapters.content,
    })
    .from(chapters)
    .leftJoin(chapterRevisions, eq(chapterRevisions.chapterId, chapters.id))
    .where(and(selectionWhere(selection), afterWhere))
    .orderBy(asc(chapters.position), asc(chapters.id))
    .limit(limit);
}
