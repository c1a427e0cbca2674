/**
 * Queries of `books` as the author's screens, chapter writes, signing and
 * the home page need them. Ownership is part of every author-facing query:
 * another author's book is simply not found.
 */
import { and, asc, count, desc, eq, inArray, ne, type SQL, sql } from 'drizzle-orm';
import { sumOf } from '../db/aggregates';
import type { Db } from '../db/client';
import {
  authors,
  type Book,
  type BookKind,
  books,
  type NewBook,
  type ReviewStatus,
  type SerialStatus,
  type SignStatus,
} from '../db/schema';
import { containing } from './like';

/** What chapter writes need of their book (read under its row lock). */
export type LockedBook = Pick<Book, 'id' | 'allowVip' | 'chapterCount' | 'lastPublishedAt'>;

/** What income and data answers say about a book. */
export type BookSummary = Pick<
  Book,
  'id' | 'title' | 'kind' | 'allowVip' | 'serialStatus' | 'signStatus'
>;

/** The columns of a BookSummary, for every query that answers one. */
export const bookSummaryColumns = {
  id: books.id,
  title: books.title,
  kind: books.kind,
  allowVip: books.allowVip,
  serialStatus: books.serialStatus,
  signStatus: books.signStatus,
};

/** The author's book, or undefined (also for another author's). */
export async function findOwnBook(
  db: Db,
  authorId: string,
  bookId: string,
): Promise<Book | undefined> {
  const [row] = await db
    .select()
    .from(books)
    .where(and(eq(books.id, bookId), eq(books.authorId, authorId)))
    .limit(1);
  return row;
}

/** The author's book's id, or undefined: the narrowest ownership check. */
export async function findOwnBookId(
  db: Db,
  authorId: string,
  bookId: string,
): Promise<Pick<Book, 'id'> | undefined> {
  const [row] = await db
    .select({ id: books.id })
    .from(books)
    .where(and(eq(books.id, bookId), eq(books.authorId, authorId)));
  return row;
}

/** The author's book as income and data describe it, or undefined. */
export async function findOwnBookSummary(
  db: Db,
  authorId: string,
  bookId: string,
): Promise<BookSummary | undefined> {
  const [row] = await db
    .select(bookSummaryColumns)
    .from(books)
    .where(and(eq(books.id, bookId), eq(books.authorId, authorId)))
    .limit(1);
  return row;
}

/**
 * Locks the book's row for the rest of the transaction (with `authorId`,
 * only the author's own book); undefined when there is none.
 */
export async function lockBookRow(
  tx: Db,
  bookId: string,
  authorId?: string,
): Promise<LockedBook | undefined> {
  const [book] = await tx
    .select({
      id: books.id,
      allowVip: books.allowVip,
      chapterCount: books.chapterCount,
      lastPublishedAt: books.lastPublishedAt,
    })
    .from(books)
    .where(and(eq(books.id, bookId), authorId ? eq(books.authorId, authorId) : undefined))
    .for('update');
  return book;
}

/** What the book list may be narrowed to. */
export interface BookFilter {
  kind: BookKind;
  keyword?: string;
  serialStatus?: SerialStatus;
  reviewStatus?: ReviewStatus;
  signStatus?: SignStatus;
}

const BOOK_ORDERS = {
  update_desc: [desc(books.updateTime), asc(books.id)],
  words_desc: [desc(books.wordCount), asc(books.id)],
  create_desc: [desc(books.createTime), asc(books.id)],
} as const;

export type BookOrder = keyof typeof BOOK_ORDERS;

/** A page of the author's books and how many match in all. */
export async function pageOfBooks(
  db: Db,
  authorId: string,
  filter: BookFilter,
  order: BookOrder,
  offset: number,
  limit: number,
): Promise<{ rows: Book[]; total: number }> {
  const conditions: SQL[] = [eq(books.authorId, authorId), eq(books.kind, filter.kind)];
  if (filter.keyword) conditions.push(containing(books.title, filter.keyword));
  if (filter.serialStatus) conditions.push(eq(books.serialStatus, filter.serialStatus));
  if (filter.reviewStatus) conditions.push(eq(books.reviewStatus, filter.reviewStatus));
  if (filter.signStatus) conditions.push(eq(books.signStatus, filter.signStatus));
  const where = and(...conditions);
  const [rows, [counted]] = await Promise.all([
    db
      .select()
      .from(books)
      .where(where)
      .orderBy(...BOOK_ORDERS[order])
      .limit(limit)
      .offset(offset),
    db.select({ total: count() }).from(books).where(where),
  ]);
  return { rows, total: counted?.total ?? 0 };
}

/** True when another of the author's books (any kind) has this title. */
export async function titleTaken(
  db: Db,
  authorId: string,
  title: string,
  exceptBookId?: string,
): Promise<boolean> {
  const conditions = [eq(books.authorId, authorId), eq(books.title, title)];
  if (exceptBookId) conditions.push(ne(books.id, exceptBookId));
  const [row] = await db
    .select({ id: books.id })
    .from(books)
    .where(and(...conditions))
    .limit(1);
  return row !== undefined;
}

export async function insertBook(db: Db, values: NewBook): Promise<Book> {
  const [created] = await db.insert(books).values(values).returning();
  return created!;
}

/** Updates the author's book; undefined when it is not theirs. */
export async function updateOwnBook(
  db: Db,
  authorId: string,
  bookId: string,
  set: Partial<NewBook>,
): Promise<Book | undefined> {
  const [row] = await db
    .update(books)
    .set(set)
    .where(and(eq(books.id, bookId), eq(books.authorId, authorId)))
    .returning();
  return row;
}

/** A book's states a conditional update may expect. */
export interface BookStates {
  reviewStatus?: ReviewStatus;
  serialStatus?: SerialStatus;
  /** Any of these. */
  signStatus?: SignStatus[];
}

/**
 * Updates the book; with `expected`, only while it is still in the states
 * the caller checked, so a decision made in between is not overwritten.
 * Undefined when it changed meanwhile (or does not exist).
 */
export async function updateBook(
  db: Pick<Db, 'update'>,
  bookId: string,
  set: Partial<NewBook>,
  expected: BookStates = {},
): Promise<Book | undefined> {
  const [row] = await db
    .update(books)
    .set(set)
    .where(
      and(
        eq(books.id, bookId),
        expected.reviewStatus ? eq(books.reviewStatus, expected.reviewStatus) : undefined,
        expected.serialStatus ? eq(books.serialStatus, expected.serialStatus) : undefined,
        expected.signStatus ? inArray(books.signStatus, expected.signStatus) : undefined,
      ),
    )
    .returning();
  return row;
}

/** Words in all of the author's books (their aggregates already leave trashed chapters out). */
export async function authorWordCount(db: Db, authorId: string): Promise<number> {
  const [row] = await db
    .select({ total: sumOf(sql`${books.wordCount}`) })
    .from(books)
    .where(eq(books.authorId, authorId));
  return row?.total ?? 0;
}

/** How many books the author has and the words in them. */
export async function bookTotals(
  db: Db,
  authorId: string,
): Promise<{ bookCount: number; totalWords: number }> {
  const [row] = await db
    .select({ bookCount: count(), totalWords: sumOf(sql`${books.wordCount}`) })
    .from(books)
    .where(eq(books.authorId, authorId));
  return { bookCount: row?.bookCount ?? 0, totalWords: row?.totalWords ?? 0 };
}

/** Every book of the author, oldest first (the account export's order). */
export async function booksOfAuthor(db: Db, authorId: string): Promise<Book[]> {
  return db
    .select()
    .from(books)
    .where(eq(books.authorId, authorId))
    .orderBy(asc(books.createTime), asc(books.id));
}

/** The author's most recently updated books. */
export async function recentBooks(db: Db, authorId: string, limit: number): Promise<Book[]> {
  return db
    .select()
    .from(books)
    .where(eq(books.authorId, authorId))
    .orderBy(desc(books.updateTime), desc(books.id))
    .limit(limit);
}

/** Adds to the book's chapter and word counts and marks it updated. */
export async function addBookCounts(
  tx: Db,
  bookId: string,
  chapters: number,
  words: number,
  now: Date,
): Promise<void> {
  await tx
    .update(books)
    .set({
      chapterCount: sql`${books.chapterCount} + ${chapters}`,
      wordCount: sql`${books.wordCount} + ${words}`,
      updateTime: now,
    })
    .where(eq(books.id, bookId));
}

/** Sets what the book shows as its latest published chapter. */
export async function setLastPublished(
  tx: Db,
  bookId: string,
  last: { title: string; publishedAt: Date | null } | undefined,
): Promise<void> {
  await tx
    .update(books)
    .set({ lastChapterTitle: last?.title ?? null, lastPublishedAt: last?.publishedAt ?? null })
    .where(eq(books.id, bookId));
}

export async function findBookById(
  db: Pick<Db, 'select'>,
  bookId: string,
): Promise<Book | undefined> {
  const [book] = await db.select().from(books).where(eq(books.id, bookId)).limit(1);
  return book;
}

/** Every book (or one author's, by phone) with its author, for platform staff. */
export async function booksForStaff(db: Db, phone?: string) {
  return db
    .select({
      id: books.id,
      phone: authors.phone,
      penName: authors.penName,
      kind: books.kind,
      title: books.title,
      reviewStatus: books.reviewStatus,
      serialStatus: books.serialStatus,
      signStatus: books.signStatus,
    })
    .from(books)
    .innerJoin(authors, eq(authors.id, books.authorId))
    .where(phone ? eq(authors.phone, phone) : undefined)
    .orderBy(asc(authors.phone), asc(books.kind), asc(books.createTime), asc(books.id));
}
