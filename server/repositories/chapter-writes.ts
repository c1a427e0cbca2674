/**
 * Writes of `chapters`: inserts, text saves, status changes and moves. Each
 * runs inside the caller's transaction, after the book's row lock.
 */
import { and, eq, inArray, lte, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { type Chapter, chapters, type NewChapter } from '../db/schema';

/** What `notePublished` reads back from an UPDATE ... RETURNING. */
const publishedColumns = {
  id: chapters.id,
  title: chapters.title,
  publishedAt: chapters.publishedAt,
  volumeId: chapters.volumeId,
  position: chapters.position,
};

/** A chapter that just went out. */
export interface PublishedRow {
  id: string;
  title: string;
  publishedAt: Date | null;
  volumeId: string;
  position: number;
}

export async function insertChapters(tx: Db, rows: NewChapter[]): Promise<void> {
  await tx.insert(chapters).values(rows);
}

/** Sets columns of one chapter; answers the row as stored. */
export async function updateChapterRow(
  tx: Db,
  chapterId: string,
  set: Partial<NewChapter>,
): Promise<Chapter> {
  const [row] = await tx.update(chapters).set(set).where(eq(chapters.id, chapterId)).returning();
  return row!;
}

/** Sets columns of one chapter and adds 1 to its version; answers the row as stored. */
export async function bumpChapterVersion(
  tx: Db,
  chapterId: string,
  set: Partial<NewChapter>,
): Promise<Chapter> {
  const [row] = await tx
    .update(chapters)
    .set({ ...set, version: sql`${chapters.version} + 1` })
    .where(eq(chapters.id, chapterId))
    .returning();
  return row!;
}

/** Adds 1 to the chapters' versions (their text changed elsewhere: a revision went or came). */
export async function bumpChapterVersions(tx: Db, ids: string[], now: Date): Promise<void> {
  if (ids.length === 0) return;
  await tx
    .update(chapters)
    .set({ version: sql`${chapters.version} + 1`, updateTime: now })
    .where(inArray(chapters.id, ids));
}

/** The chapters' pending revisions become their text, each version going up by one. */
export async function applyRevisionTexts(tx: Db, ids: string[], now: Date): Promise<void> {
  if (ids.length === 0) return;
  await tx.execute(sql`
    UPDATE chapters AS c SET
      title = r.title, content = r.content, author_note = r.author_note, is_vip = r.is_vip,
      word_count = r.word_count, version = c.version + 1,
      update_time = ${now.toISOString()}::timestamptz
    FROM chapter_revisions AS r
    WHERE r.chapter_id = c.id AND ${inArray(sql`c.id`, ids)}`);
}

/** Publishes the chapters now. */
export async function publishChaptersNow(
  tx: Db,
  ids: string[],
  now: Date,
): Promise<PublishedRow[]> {
  return tx
    .update(chapters)
    .set({ status: 'published', publishAt: null, publishedAt: now, updateTime: now })
    .where(inArray(chapters.id, ids))
    .returning(publishedColumns);
}

/** Scheduled chapters of one book (or of every book) whose time has come. */
function dueChapters(now: Date, bookId?: string) {
  return and(
    bookId ? eq(chapters.bookId, bookId) : undefined,
    eq(chapters.status, 'scheduled'),
    lte(chapters.publishAt, now),
  );
}

/** Books with scheduled chapters whose time has come: one indexed probe when there are none. */
export async function booksWithDueChapters(db: Db, now: Date, bookId?: string): Promise<string[]> {
  const rows = await db
    .selectDistinct({ bookId: chapters.bookId })
    .from(chapters)
    .where(dueChapters(now, bookId));
  return rows.map((row) => row.bookId);
}

/**
 * Publishes the book's due chapters with `published_at` = `publish_at` (the
 * time the author promised readers, not the time the timer fired).
 */
export async function publishDueChaptersOf(
  tx: Db,
  bookId: string,
  now: Date,
): Promise<PublishedRow[]> {
  return tx
    .update(chapters)
    .set({
      status: 'published',
      publishedAt: sql`${chapters.publishAt}`,
      publishAt: null,
      updateTime: now,
    })
    .where(dueChapters(now, bookId))
    .returning(publishedColumns);
}

/** Scheduled chapters become drafts again. */
export async function unscheduleRows(tx: Db, ids: string[], now: Date): Promise<void> {
  await tx
    .update(chapters)
    .set({ status: 'draft', publishAt: null, updateTime: now })
    .where(inArray(chapters.id, ids));
}

/** Into the trash, remembering the state to restore; a trashed chapter never goes out. */
export async function trashRows(tx: Db, ids: string[], now: Date): Promise<void> {
  await tx
    .update(chapters)
    .set({
      statusBeforeTrash: sql`${chapters.status}`,
      status: 'trashed',
      publishAt: null,
      trashedAt: now,
      updateTime: now,
    })
    .where(inArray(chapters.id, ids));
}

/** Out of the trash, as drafts. */
export async function restoreRows(tx: Db, ids: string[], now: Date): Promise<void> {
  await tx
    .update(chapters)
    .set({ status: 'draft', statusBeforeTrash: null, trashedAt: null, updateTime: now })
    .where(inArray(chapters.id, ids));
}

/** Moves chapters into a volume at the given positions, in one statement. */
export async function placeChapters(
  tx: Db,
  volumeId: string,
  moves: { id: string; position: number }[],
  now: Date,
): Promise<void> {
  const values = moves.map((m) => sql`(${m.id}::text, ${m.position}::double precision)`);
  await tx.execute(sql`
    UPDATE chapters SET volume_id = ${volumeId}, position = m.position, update_time = ${now.toISOString()}::timestamptz
    FROM (VALUES ${sql.join(values, sql`, `)}) AS m(id, position)
    WHERE chapters.id = m.id`);
}
