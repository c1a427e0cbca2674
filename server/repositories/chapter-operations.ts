/** Queries of `chapter_operations`: undoable bulk changes and the chapter states they need. */
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client';
import { newId } from '../db/ids';
import { type ChapterOperation, chapterOperations, chapters, type UndoKind } from '../db/schema';

/** What tells whether a chapter changed after an operation. */
export interface ChapterStamp {
  updateTime: string;
  position: number;
  version: number;
}

/** Where a chapter was and in what state, as a trash, move or schedule changes it. */
export interface Placement {
  status: (typeof chapters.$inferSelect)['status'];
  statusBeforeTrash: (typeof chapters.$inferSelect)['statusBeforeTrash'];
  volumeId: string;
  position: number;
  publishAt: string | null;
  trashedAt: string | null;
}

/** A chapter's entry in an operation: what it was, and its stamp right after. */
export type OperationEntry =
  | { id: string; after: ChapterStamp; placement: Placement }
  | { id: string; after: ChapterStamp; text: { versionId: string; hadRevision: boolean } };

const iso = (d: Date | null) => (d ? d.toISOString() : null);

export async function placementsOf(db: Db, ids: string[]): Promise<(Placement & { id: string })[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({
      id: chapters.id,
      status: chapters.status,
      statusBeforeTrash: chapters.statusBeforeTrash,
      volumeId: chapters.volumeId,
      position: chapters.position,
      publishAt: chapters.publishAt,
      trashedAt: chapters.trashedAt,
    })
    .from(chapters)
    .where(inArray(chapters.id, ids));
  return rows.map((r) => ({ ...r, publishAt: iso(r.publishAt), trashedAt: iso(r.trashedAt) }));
}

/** The chapters' current stamps and what an undo needs to put them back, by id. */
export async function chapterStates(db: Db, ids: string[]) {
  if (ids.length === 0) return new Map<string, ChapterStamp & ChapterState>();
  const rows = await db
    .select({
      id: chapters.id,
      bookId: chapters.bookId,
      status: chapters.status,
      volumeId: chapters.volumeId,
      position: chapters.position,
      wordCount: chapters.wordCount,
      version: chapters.version,
      updateTime: chapters.updateTime,
    })
    .from(chapters)
    .where(inArray(chapters.id, ids));
  return new Map(rows.map((r) => [r.id, { ...r, updateTime: r.updateTime.toISOString() }]));
}
export interface ChapterState {
  id: string;
  bookId: string;
  status: Placement['status'];
  volumeId: string;
  wordCount: number;
}

export async function insertOperation(
  db: Db,
  values: { authorId: string; bookId: string; kind: UndoKind; entries: OperationEntry[] },
  now: Date,
  expiresAt: Date,
): Promise<string> {
  const id = newId();
  await db.insert(chapterOperations).values({ id, ...values, createTime: now, expiresAt });
  return id;
}

/** The author's operation, locked for the undo (or for a batch joining it). */
export async function lockOwnedOperation(
  db: Db,
  authorId: string,
  id: string,
): Promise<StoredOperation | null> {
  const [row] = await db
    .select()
    .from(chapterOperations)
    .where(and(eq(chapterOperations.id, id), eq(chapterOperations.authorId, authorId)))
    .for('update');
  return (row as StoredOperation | undefined) ?? null;
}

/** An operation with its entries typed (the column is jsonb). */
export type StoredOperation = Omit<ChapterOperation, 'entries'> & { entries: OperationEntry[] };

export async function updateOperation(
  db: Db,
  id: string,
  set: { entries?: OperationEntry[]; undoneAt?: Date },
): Promise<void> {
  await db.update(chapterOperations).set(set).where(eq(chapterOperations.id, id));
}

/** Every chapter's position in the book (a few thousand numbers). */
export async function positionsOf(db: Db, bookId: string): Promise<Map<string, number>> {
  const rows = await db
    .select({ id: chapters.id, position: chapters.position })
    .from(chapters)
    .where(eq(chapters.bookId, bookId));
  return new Map(rows.map((r) => [r.id, r.position]));
}

/** Chapters of the book other than `except` at any of the positions. */
export async function chaptersAtPositions(
  db: Db,
  bookId: string,
  positions: number[],
  except: string[],
): Promise<Set<number>> {
  if (positions.length === 0) return new Set();
  const rows = await db
    .select({ id: chapters.id, position: chapters.position })
    .from(chapters)
    .where(and(eq(chapters.bookId, bookId), inArray(chapters.position, positions)));
  const skip = new Set(except);
  return new Set(rows.filter((r) => !skip.has(r.id)).map((r) => r.position));
}
