/**
 * Queries of `chapter_versions`. Rows are only inserted and (by retention)
 * deleted; the text hash is computed by the database (a generated column), and
 * comparisons use the same expression, so "the same text" has one definition.
 */
import { and, count, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { newId } from '../db/ids';
import { books, type ChapterVersion, chapterVersions, type VersionReason } from '../db/schema';

/** What the save throttle reads of a chapter's newest version. */
export interface NewestVersionRow {
  createTime: Date;
  /** It holds exactly the text being saved. */
  sameText: boolean;
}

/** What retention reads of a version (no text). */
export interface RetentionRow {
  id: string;
  chapterId: string;
  createTime: Date;
  seq: number;
  published: boolean;
}

/** A chapter's text as history keeps it. */
export interface TextSnapshot {
  chapterId: string;
  bookId: string;
  title: string;
  content: string;
  authorNote: string;
  wordCount: number;
}

/** The database's hash of a text, as the generated column computes it. */
function textHashOf(text: Pick<TextSnapshot, 'title' | 'content' | 'authorNote'>): SQL {
  return sql`md5(${text.title}::text || chr(30) || ${text.content}::text || chr(30) || ${text.authorNote}::text)`;
}

export async function insertVersion(
  db: Db,
  text: TextSnapshot,
  reason: VersionReason,
  published: boolean,
  now: Date,
): Promise<string> {
  const id = newId();
  await db.insert(chapterVersions).values({
    id,
    chapterId: text.chapterId,
    bookId: text.bookId,
    title: text.title,
    content: text.content,
    authorNote: text.authorNote,
    wordCount: text.wordCount,
    reason,
    published,
    createTime: now,
  });
  return id;
}

/** Copies chapters' stored text into versions in one statement (publishing a batch). */
export async function insertVersionsFromChapters(
  db: Db,
  chapterIds: string[],
  reason: VersionReason,
  published: boolean,
  now: Date,
): Promise<void> {
  if (chapterIds.length === 0) return;
  const rows = chapterIds.map((id) => sql`(${id}::text, ${newId()}::text)`);
  await db.execute(sql`
    INSERT INTO chapter_versions
      (id, chapter_id, book_id, title, content, author_note, word_count, reason, published, create_time)
    SELECT n.version_id, c.id, c.book_id, c.title, c.content, c.author_note, c.word_count,
      ${reason}, ${published}, ${now.toISOString()}::timestamptz
    FROM chapters c JOIN (VALUES ${sql.join(rows, sql`, `)}) AS n(chapter_id, version_id)
      ON n.chapter_id = c.id`);
}

/**
 * Keeps, as versions, the texts a bulk change is about to replace: the
 * chapters' own (`checkpoint`; `published` for a published chapter) or their
 * pending revisions' (`revision_discarded`), each unless history holds that
 * text already. One statement for any number of chapters.
 */
export async function keepTextsOf(
  db: Db,
  chapterIds: string[],
  from: 'chapters' | 'revisions',
  now: Date,
): Promise<void> {
  if (chapterIds.length === 0) return;
  const pairs = chapterIds.map((id) => sql`(${id}::text, ${newId()}::text)`);
  const [table, key, reason, published]: [SQL, SQL, VersionReason, SQL] =
    from === 'chapters'
      ? [sql`chapters`, sql`t.id`, 'checkpoint', sql`t.status = 'published'`]
      : [sql`chapter_revisions`, sql`t.chapter_id`, 'revision_discarded', sql`false`];
  await db.execute(sql`
    INSERT INTO chapter_versions
      (id, chapter_id, book_id, title, content, author_note, word_count, reason, published, create_time)
    SELECT n.version_id, n.chapter_id, t.book_id, t.title, t.content, t.author_note, t.word_count,
      ${reason}, ${published}, ${now.toISOString()}::timestamptz
    FROM (VALUES ${sql.join(pairs, sql`, `)}) AS n(chapter_id, version_id)
    JOIN ${table} t ON ${key} = n.chapter_id
    WHERE NOT EXISTS (
      SELECT 1 FROM chapter_versions v WHERE v.chapter_id = n.chapter_id
        AND v.text_hash = md5(t.title || chr(30) || t.content || chr(30) || t.author_note))`);
}

/** The chapter's newest version, and whether it holds `text`, as the throttle reads it. */
export async function newestVersion(db: Db, text: TextSnapshot): Promise<NewestVersionRow | null> {
  const [row] = await db
    .select({
      createTime: chapterVersions.createTime,
      sameText: sql<boolean>`${chapterVersions.textHash} = ${textHashOf(text)}`,
    })
    .from(chapterVersions)
    .where(eq(chapterVersions.chapterId, text.chapterId))
    .orderBy(desc(chapterVersions.createTime), desc(chapterVersions.seq))
    .limit(1);
  return row ?? null;
}

/** Whether the chapter has any version at all (seeded and imported chapters start with none). */
export async function hasVersions(db: Db, chapterId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: chapterVersions.id })
    .from(chapterVersions)
    .where(eq(chapterVersions.chapterId, chapterId))
    .limit(1);
  return row !== undefined;
}

/** The newest version of the chapter holding exactly this text, if any. */
export async function versionWithText(
  db: Db,
  text: Pick<TextSnapshot, 'chapterId' | 'title' | 'content' | 'authorNote'>,
): Promise<string | null> {
  const [row] = await db
    .select({ id: chapterVersions.id })
    .from(chapterVersions)
    .where(
      and(
        eq(chapterVersions.chapterId, text.chapterId),
        eq(chapterVersions.textHash, textHashOf(text)),
      ),
    )
    .orderBy(desc(chapterVersions.createTime), desc(chapterVersions.seq))
    .limit(1);
  return row?.id ?? null;
}

/** What retention reads of the chapters' versions: no text. */
export async function versionsForRetention(db: Db, chapterIds: string[]): Promise<RetentionRow[]> {
  if (chapterIds.length === 0) return [];
  return db
    .select({
      id: chapterVersions.id,
      chapterId: chapterVersions.chapterId,
      createTime: chapterVersions.createTime,
      seq: chapterVersions.seq,
      published: chapterVersions.published,
    })
    .from(chapterVersions)
    .where(inArray(chapterVersions.chapterId, chapterIds));
}

/** Versions by id (with their text). */
export async function versionsById(db: Db, ids: string[]): Promise<ChapterVersion[]> {
  if (ids.length === 0) return [];
  return db.select().from(chapterVersions).where(inArray(chapterVersions.id, ids));
}

export async function deleteVersions(db: Db, ids: string[]): Promise<void> {
  if (ids.length > 0) await db.delete(chapterVersions).where(inArray(chapterVersions.id, ids));
}

/** Summary columns of a version (everything but the text). */
const summaryColumns = {
  id: chapterVersions.id,
  chapterId: chapterVersions.chapterId,
  title: chapterVersions.title,
  wordCount: chapterVersions.wordCount,
  reason: chapterVersions.reason,
  published: chapterVersions.published,
  createTime: chapterVersions.createTime,
  seq: chapterVersions.seq,
  // The next older version's words, for the change; null for the oldest.
  previousWords: sql<number | null>`lag(${chapterVersions.wordCount}) over (
    partition by ${chapterVersions.chapterId}
    order by ${chapterVersions.createTime}, ${chapterVersions.seq})`.as('previous_words'),
};
export type VersionSummaryRow = Pick<
  ChapterVersion,
  'id' | 'chapterId' | 'title' | 'wordCount' | 'reason' | 'published' | 'createTime' | 'seq'
> & { previousWords: number | null };

/** A page of a chapter's versions, newest first, with the total. */
export async function pageOfVersions(
  db: Db,
  chapterId: string,
  offset: number,
  limit: number,
): Promise<{ rows: VersionSummaryRow[]; total: number }> {
  const ranked = db
    .select(summaryColumns)
    .from(chapterVersions)
    .where(eq(chapterVersions.chapterId, chapterId))
    .as('ranked');
  const [rows, [counted]] = await Promise.all([
    db
      .select()
      .from(ranked)
      .orderBy(desc(ranked.createTime), desc(ranked.seq))
      .limit(limit)
      .offset(offset),
    db
      .select({ total: count() })
      .from(chapterVersions)
      .where(eq(chapterVersions.chapterId, chapterId)),
  ]);
  return { rows: rows as VersionSummaryRow[], total: counted?.total ?? 0 };
}

/** One version with its text and the words of the version before it, if the author owns it. */
export async function ownedVersion(
  db: Db,
  authorId: string,
  versionId: string,
): Promise<(ChapterVersion & { previousWords: number | null }) | null> {
  const [row] = await db
    .select({
      version: chapterVersions,
      previousWords: sql<number | null>`(
        select p.word_count from chapter_versions p
        where p.chapter_id = ${chapterVersions.chapterId}
          and (p.create_time, p.seq) < (${chapterVersions.createTime}, ${chapterVersions.seq})
        order by p.create_time desc, p.seq desc limit 1)`,
    })
    .from(chapterVersions)
    .innerJoin(books, eq(books.id, chapterVersions.bookId))
    .where(and(eq(chapterVersions.id, versionId), eq(books.authorId, authorId)));
  return row ? { ...row.version, previousWords: row.previousWords } : null;
}
