/**
 * Whose chapters, volumes and books a request may touch, and the book lock
 * every chapter write takes first. Another author's id answers 102001, as an
 * unknown one does, so ids reveal nothing.
 *
 * Every write locks the book row first, so two writers of one book are
 * serialised (renumbering and aggregates never interleave) and locks are
 * always taken in the same order: book, then its chapters.
 */
import type { Db } from '../../db/client';
import type { Book, Chapter, Volume } from '../../db/schema';
import { invalid, notFound } from '../../http/failure';
import { findOwnBookId, type LockedBook, lockBookRow } from '../../repositories/books';
import {
  type ChapterSummaryRow,
  ownChapterRows,
  ownChapterWithDue,
} from '../../repositories/chapters';
import { findOwnVolume } from '../../repositories/volumes';

export type { LockedBook } from '../../repositories/books';

/** The author's book (its id: all callers need), or 102001. */
export async function ownedBook(
  db: Db,
  authorId: string,
  bookId: string,
): Promise<Pick<Book, 'id'>> {
  const book = await findOwnBookId(db, authorId, bookId);
  if (!book) throw notFound();
  return book;
}

/** The author's volume with its book's VIP flag, or 102001. */
export async function ownedVolume(
  db: Db,
  authorId: string,
  volumeId: string,
): Promise<Volume & { allowVip: boolean }> {
  const volume = await findOwnVolume(db, authorId, volumeId);
  if (!volume) throw notFound();
  return volume;
}

/**
 * The author's chapters by id (summary columns); 102001 when any id is
 * unknown or another author's, so a batch is all-or-nothing and leaks nothing.
 */
async function ownedChapters(
  db: Db,
  authorId: string,
  ids: string[],
): Promise<ChapterSummaryRow[]> {
  const unique = [...new Set(ids)];
  const rows = await ownChapterRows(db, authorId, unique);
  if (rows.length !== unique.length) throw notFound();
  return rows;
}

/** The one book a batch of chapters belongs to (a batch never spans books). */
function singleBook(rows: ChapterSummaryRow[]): string {
  const bookIds = new Set(rows.map((r) => r.bookId));
  if (bookIds.size !== 1) throw invalid({ chapter_ids: 'validation.invalid' });
  return rows[0]!.bookId;
}

/**
 * Serialises the writers of one book; see the module comment. With
 * `authorId`, also the ownership check (102001 for another author's book).
 */
export async function lockBook(tx: Db, bookId: string, authorId?: string): Promise<LockedBook> {
  const book = await lockBookRow(tx, bookId, authorId);
  if (!book) throw notFound();
  return book;
}

/**
 * Locks the batch's book and reads the chapters again under the lock: what
 * was read before may have changed while waiting for it.
 */
export async function lockBatch(
  tx: Db,
  authorId: string,
  ids: string[],
): Promise<{ book: LockedBook; rows: ChapterSummaryRow[] }> {
  const bookId = singleBook(await ownedChapters(tx, authorId, ids));
  const book = await lockBook(tx, bookId);
  const rows = await ownedChapters(tx, authorId, ids);
  singleBook(rows);
  return { book, rows };
}

/** The author's chapter with content, or 102001. */
export async function ownedChapter(db: Db, authorId: string, chapterId: string): Promise<Chapter> {
  return (await ownedChapterAndDue(db, authorId, chapterId, null)).chapter;
}

/**
 * The author's chapter, and whether its book has scheduled chapters whose
 * time has come (`now`; not checked when null), in one statement.
 */
export async function ownedChapterAndDue(
  db: Db,
  authorId: string,
  chapterId: string,
  now: Date | null,
): Promise<{ chapter: Chapter; due: boolean }> {
  const row = await ownChapterWithDue(db, authorId, chapterId, now);
  if (!row) throw notFound();
  return row;
}
