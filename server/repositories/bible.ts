/**
 * Queries of the story bible: entities, progressions, threads, the book's
 * bible settings and the mention index. Chapter numbers and counts read
 * through `chapters`, leaving trashed chapters out, so the index never has
 * to follow a chapter into the trash and back.
 */
import { and, asc, eq, gt, inArray, lte, ne, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import {
  type BibleEntity,
  type BibleProgression,
  type BibleThread,
  bibleEntities,
  bibleMentions,
  bibleProgressions,
  bibleSettings,
  bibleThreads,
  books,
  chapterRevisions,
  chapters,
  volumes,
} from '../db/schema';
import { bookRowsOf } from './book-rows';

export type BibleSettingsRow = typeof bibleSettings.$inferSelect;
export type NewBibleEntity = typeof bibleEntities.$inferInsert;
export type NewBibleThread = typeof bibleThreads.$inferInsert;
export type NewBibleMention = typeof bibleMentions.$inferInsert;

const live = ne(chapters.status, 'trashed');

// ------------------------------------------------------------------ settings

export async function settingsOf(db: Db, bookId: string): Promise<BibleSettingsRow | undefined> {
  const [row] = await db.select().from(bibleSettings).where(eq(bibleSettings.bookId, bookId));
  return row;
}

/** The version of the book's names, or undefined when the book has no bible. */
export async function namesVersionOf(db: Db, bookId: string): Promise<number | undefined> {
  const [row] = await db
    .select({ version: bibleSettings.namesVersion })
    .from(bibleSettings)
    .where(eq(bibleSettings.bookId, bookId));
  return row?.version;
}

/** The book's settings row, made with the defaults when missing. */
export async function ensureSettings(tx: Db, bookId: string): Promise<BibleSettingsRow> {
  await tx.insert(bibleSettings).values({ bookId }).onConflictDoNothing();
  return (await settingsOf(tx, bookId))!;
}

export async function updateSettings(
  tx: Db,
  bookId: string,
  values: Pick<BibleSettingsRow, 'unseenChapters' | 'threadOverdueChapters'>,
): Promise<BibleSettingsRow> {
  await ensureSettings(tx, bookId);
  const [row] = await tx
    .update(bibleSettings)
    .set(values)
    .where(eq(bibleSettings.bookId, bookId))
    .returning();
  return row!;
}

export async function bumpNamesVersion(tx: Db, bookId: string): Promise<void> {
  await ensureSettings(tx, bookId);
  await tx
    .update(bibleSettings)
    .set({ namesVersion: sql`${bibleSettings.namesVersion} + 1` })
    .where(eq(bibleSettings.bookId, bookId));
}

/** The number of the book's last chapter that is not trashed (0 when none). */
export async function lastChapterNo(db: Db, bookId: string): Promise<number> {
  const [row] = await db
    .select({ no: sql<number | null>`max(${chapters.chapterNo})` })
    .from(chapters)
    .where(and(eq(chapters.bookId, bookId), live));
  return Number(row?.no ?? 0);
}

// ------------------------------------------------------------------ entities

export async function entitiesOf(db: Db, bookId: string): Promise<BibleEntity[]> {
  return db
    .select()
    .from(bibleEntities)
    .where(eq(bibleEntities.bookId, bookId))
    .orderBy(asc(bibleEntities.kind), asc(bibleEntities.name));
}

/** Every entity's names and aliases, for the matcher. */
export async function namesOf(
  db: Db,
  bookId: string,
): Promise<{ id: string; name: string; aliases: string[] }[]> {
  return db
    .select({ id: bibleEntities.id, name: bibleEntities.name, aliases: bibleEntities.aliases })
    .from(bibleEntities)
    .where(eq(bibleEntities.bookId, bookId));
}

const entityRows = bookRowsOf(bibleEntities);
/** The author's entity, or undefined (also for another author's). */
export const findOwnEntity = entityRows.findOwn;
export const insertEntity = entityRows.insert;
export const updateEntity = entityRows.update;
export const deleteEntity = entityRows.remove;

export interface MentionStats {
  entityId: string;
  chapterCount: number;
  firstChapterNo: number;
  lastChapterNo: number;
}

/** Per entity of the book: chapters naming it, the first and the last. */
export async function mentionStats(db: Db, bookId: string): Promise<Map<string, MentionStats>> {
  const rows = await db
    .select({
      entityId: bibleMentions.entityId,
      chapterCount: sql<number>`count(*)`.mapWith(Number),
      firstChapterNo: sql<number>`min(${chapters.chapterNo})`.mapWith(Number),
      lastChapterNo: sql<number>`max(${chapters.chapterNo})`.mapWith(Number),
    })
    .from(bibleMentions)
    .innerJoin(chapters, eq(chapters.id, bibleMentions.chapterId))
    .where(and(inArray(bibleMentions.entityId, entityIdsOf(db, bookId)), live))
    .groupBy(bibleMentions.entityId);
  return new Map(rows.map((r) => [r.entityId, r]));
}

export interface ChapterRef {
  chapterId: string;
  chapterNo: number;
  title: string;
}

/** The first (or last) chapter naming the entity. */
export async function edgeAppearance(
  db: Db,
  entityId: string,
  last: boolean,
): Promise<ChapterRef | undefined> {
  const [row] = await db
    .select({ chapterId: chapters.id, chapterNo: chapters.chapterNo, title: chapters.title })
    .from(bibleMentions)
    .innerJoin(chapters, eq(chapters.id, bibleMentions.chapterId))
    .where(and(eq(bibleMentions.entityId, entityId), live))
    .orderBy(last ? sql`${chapters.chapterNo} desc` : asc(chapters.chapterNo))
    .limit(1);
  return row;
}

export interface VolumeCount {
  volumeId: string;
  title: string;
  chapters: number;
  chapterCount: number;
  mentionCount: number;
}

/** Every volume of the book in order, with the chapters naming the entity and the names counted. */
export async function volumeCounts(
  db: Db,
  bookId: string,
  entityId: string,
): Promise<VolumeCount[]> {
  const counted = db
    .select({
      volumeId: chapters.volumeId,
      chapterCount: sql<number>`count(*)`.as('named_chapters'),
      mentionCount: sql<number>`sum(${bibleMentions.count})`.as('named_mentions'),
    })
    .from(bibleMentions)
    .innerJoin(chapters, eq(chapters.id, bibleMentions.chapterId))
    .where(and(eq(bibleMentions.entityId, entityId), live))
    .groupBy(chapters.volumeId)
    .as('counted');
  const rows = await db
    .select({
      volumeId: volumes.id,
      title: volumes.title,
      chapters: volumes.chapterCount,
      chapterCount: sql<number>`coalesce(${counted.chapterCount}, 0)`.mapWith(Number),
      mentionCount: sql<number>`coalesce(${counted.mentionCount}, 0)`.mapWith(Number),
    })
    .from(volumes)
    .leftJoin(counted, eq(counted.volumeId, volumes.id))
    .where(eq(volumes.bookId, bookId))
    .orderBy(asc(volumes.sort), asc(volumes.createTime), asc(volumes.id));
  return rows;
}

export interface AppearanceRow extends ChapterRef {
  volumeId: string;
  count: number;
  context: string;
}

/** The chapters naming the entity after chapter `afterNo`, in reading order. */
export async function appearancesAfter(
  db: Db,
  entityId: string,
  afterNo: number,
  limit: number,
): Promise<AppearanceRow[]> {
  return db
    .select({
      chapterId: chapters.id,
      chapterNo: chapters.chapterNo,
      title: chapters.title,
      volumeId: chapters.volumeId,
      count: bibleMentions.count,
      context: bibleMentions.context,
    })
    .from(bibleMentions)
    .innerJoin(chapters, eq(chapters.id, bibleMentions.chapterId))
    .where(and(eq(bibleMentions.entityId, entityId), live, gt(chapters.chapterNo, afterNo)))
    .orderBy(asc(chapters.chapterNo))
    .limit(limit);
}

// ------------------------------------------------------------------ progressions

export async function progressionsOf(
  db: Db,
  entityId: string,
  upToChapterNo?: number,
): Promise<BibleProgression[]> {
  return db
    .select()
    .from(bibleProgressions)
    .where(
      and(
        eq(bibleProgressions.entityId, entityId),
        upToChapterNo === undefined
          ? undefined
          : lte(bibleProgressions.fromChapterNo, upToChapterNo),
      ),
    )
    .orderBy(
      asc(bibleProgressions.fromChapterNo),
      asc(bibleProgressions.createTime),
      asc(bibleProgressions.id),
    );
}

/** Every progression of the book's entities, in chapter order (for the bible's export). */
export async function progressionsOfBook(db: Db, bookId: string): Promise<BibleProgression[]> {
  return db
    .select({
      id: bibleProgressions.id,
      entityId: bibleProgressions.entityId,
      fromChapterNo: bibleProgressions.fromChapterNo,
      fact: bibleProgressions.fact,
      createTime: bibleProgressions.createTime,
    })
    .from(bibleProgressions)
    .innerJoin(bibleEntities, eq(bibleEntities.id, bibleProgressions.entityId))
    .where(eq(bibleEntities.bookId, bookId))
    .orderBy(
      asc(bibleProgressions.fromChapterNo),
      asc(bibleProgressions.createTime),
      asc(bibleProgressions.id),
    );
}

export async function insertProgression(
  tx: Db,
  values: typeof bibleProgressions.$inferInsert,
): Promise<BibleProgression> {
  const [row] = await tx.insert(bibleProgressions).values(values).returning();
  return row!;
}

/** The author's progression, or undefined. */
export async function findOwnProgression(
  db: Db,
  authorId: string,
  progressionId: string,
): Promise<BibleProgression | undefined> {
  const [row] = await db
    .select({ progression: bibleProgressions })
    .from(bibleProgressions)
    .innerJoin(bibleEntities, eq(bibleEntities.id, bibleProgressions.entityId))
    .innerJoin(books, eq(books.id, bibleEntities.bookId))
    .where(and(eq(bibleProgressions.id, progressionId), eq(books.authorId, authorId)));
  return row?.progression;
}

export async function deleteProgression(tx: Db, progressionId: string): Promise<void> {
  await tx.delete(bibleProgressions).where(eq(bibleProgressions.id, progressionId));
}

/** Moves the progressions of one entity to another (a merge). */
export async function moveProgressions(tx: Db, fromId: string, toId: string): Promise<void> {
  await tx
    .update(bibleProgressions)
    .set({ entityId: toId })
    .where(eq(bibleProgressions.entityId, fromId));
}

// ------------------------------------------------------------------ threads

export async function threadsOf(db: Db, bookId: string, openOnly: boolean): Promise<BibleThread[]> {
  return db
    .select()
    .from(bibleThreads)
    .where(
      and(
        eq(bibleThreads.bookId, bookId),
        openOnly ? sql`${bibleThreads.resolvedChapterNo} is null` : undefined,
      ),
    )
    .orderBy(
      asc(bibleThreads.plantedChapterNo),
      asc(bibleThreads.createTime),
      asc(bibleThreads.id),
    );
}

const threadRows = bookRowsOf(bibleThreads);
export const findOwnThread = threadRows.findOwn;
export const insertThread = threadRows.insert;
export const updateThread = threadRows.update;
export const deleteThread = threadRows.remove;

// ------------------------------------------------------------------ mention index

/** Rows per INSERT: a few megabytes of arrays at most. */
const MENTION_BATCH = 5000;

/**
 * Inserts mention rows, one array per column (`unnest`): a rebuild writes
 * tens of thousands of rows, and five parameters a row made the statement's
 * parsing and binding cost more than the rows themselves.
 */
export async function insertMentions(tx: Db, rows: NewBibleMention[]): Promise<void> {
  for (let i = 0; i < rows.length; i += MENTION_BATCH) {
    const batch = rows.slice(i, i + MENTION_BATCH);
    // One parameter per column (sql.param keeps drizzle from spreading the array).
    const column = <K extends keyof NewBibleMention>(key: K) => sql.param(batch.map((r) => r[key]));
    await tx.execute(sql`
      insert into ${bibleMentions} (entity_id, chapter_id, book_id, count, context)
      select * from unnest(
        ${column('entityId')}::text[], ${column('chapterId')}::text[], ${column('bookId')}::text[],
        ${column('count')}::int[], ${column('context')}::text[]
      )`);
  }
}

export async function deleteChapterMentions(tx: Db, chapterId: string): Promise<void> {
  await tx.delete(bibleMentions).where(eq(bibleMentions.chapterId, chapterId));
}

/** Every mention row of the book, found through its entities (the primary key's prefix). */
export async function deleteBookMentions(tx: Db, bookId: string): Promise<void> {
  await tx.delete(bibleMentions).where(inArray(bibleMentions.entityId, entityIdsOf(tx, bookId)));
}

function entityIdsOf(db: Db, bookId: string) {
  return db
    .select({ id: bibleEntities.id })
    .from(bibleEntities)
    .where(eq(bibleEntities.bookId, bookId));
}

export interface ChapterWorkingText {
  id: string;
  position: number;
  content: string;
}

/**
 * A page of the book's chapters with the text the author edits (the pending
 * revision when there is one), in position order after `afterPosition`.
 */
export async function workingTextsAfter(
  db: Db,
  bookId: string,
  afterPosition: number,
  limit: number,
): Promise<ChapterWorkingText[]> {
  return db
    .select({
      id: chapters.id,
      position: chapters.position,
      content: sql<string>`coalesce(${chapterRevisions.content}, ${chapters.content})`,
    })
    .from(chapters)
    .leftJoin(chapterRevisions, eq(chapterRevisions.chapterId, chapters.id))
    .where(and(eq(chapters.bookId, bookId), gt(chapters.position, afterPosition)))
    .orderBy(asc(chapters.position))
    .limit(limit);
}

/** The working texts of some chapters of a book (after a replace or a restore). */
export async function workingTextsOf(db: Db, chapterIds: string[]): Promise<ChapterWorkingText[]> {
  if (chapterIds.length === 0) return [];
  return db
    .select({
      id: chapters.id,
      position: chapters.position,
      content: sql<string>`coalesce(${chapterRevisions.content}, ${chapters.content})`,
    })
    .from(chapters)
    .leftJoin(chapterRevisions, eq(chapterRevisions.chapterId, chapters.id))
    .where(inArray(chapters.id, chapterIds));
}
