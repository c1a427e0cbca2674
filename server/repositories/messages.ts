/**
 * Queries of `messages`: every read and write is scoped to one author, so
 * ids of other authors' messages match nothing and reveal nothing.
 */
import { and, count, desc, eq, gte, inArray, isNotNull, lt, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import {
  authors,
  books,
  incomeHolds,
  type Message,
  type MessageType,
  messages,
  type NewMessage,
} from '../db/schema';
import { countOwnRows } from './author-rows';

/** `status` of a message the author has not read yet (1 once read). */
const UNREAD = 0;
export const READ = 1;

/** What a page of messages (or an All Read) may be narrowed to. */
export interface MessageFilter {
  type?: MessageType;
  status?: number;
  bookId?: string;
  /** First instant of the range (included). */
  from?: Date;
  /** First instant after the range (excluded). */
  until?: Date;
}

function filterConditions(authorId: string, filter: MessageFilter): SQL[] {
  const conditions: SQL[] = [eq(messages.authorId, authorId)];
  if (filter.type !== undefined) conditions.push(eq(messages.type, filter.type));
  if (filter.status !== undefined) conditions.push(eq(messages.status, filter.status));
  if (filter.bookId !== undefined) conditions.push(eq(messages.bookId, filter.bookId));
  if (filter.from !== undefined) conditions.push(gte(messages.time, filter.from));
  if (filter.until !== undefined) conditions.push(lt(messages.time, filter.until));
  return conditions;
}

/** Unread messages of the author, counted per type (types without any are absent). */
export async function unreadCountsByType(
  db: Db,
  authorId: string,
): Promise<{ type: MessageType; n: number }[]> {
  return db
    .select({ type: messages.type, n: count() })
    .from(messages)
    .where(and(eq(messages.authorId, authorId), eq(messages.status, UNREAD)))
    .groupBy(messages.type);
}

export async function unreadCount(db: Db, authorId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(messages)
    .where(and(eq(messages.authorId, authorId), eq(messages.status, UNREAD)));
  return row?.n ?? 0;
}

/** A page of the author's messages, newest first, and how many match in all. */
export async function pageOfMessages(
  db: Db,
  authorId: string,
  filter: MessageFilter,
  offset: number,
  limit: number,
): Promise<{ rows: Message[]; total: number }> {
  const where = and(...filterConditions(authorId, filter));
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(messages)
      .where(where)
      // id breaks ties so pages never overlap or skip on equal times.
      .orderBy(desc(messages.time), desc(messages.id))
      .limit(limit)
      .offset(offset),
    db.select({ n: count() }).from(messages).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/** The author's books that messages are about, by title. */
export async function booksOfMessages(
  db: Db,
  authorId: string,
): Promise<{ id: string; title: string }[]> {
  return db
    .selectDistinct({ id: books.id, title: books.title })
    .from(messages)
    .innerJoin(books, eq(books.id, messages.bookId))
    .where(and(eq(messages.authorId, authorId), isNotNull(messages.bookId)))
    .orderBy(books.title);
}

/** How many of `ids` are the author's messages. */
export const countOwnMessages = (
  db: Db,
  authorId: string,
  ids: readonly string[],
): Promise<number> => countOwnRows(db, messages, authorId, ids);

/** Marks the author's unread messages read (those with `ids`, or all in the filter); answers how many. */
export async function markRead(
  db: Db,
  authorId: string,
  which: { ids: readonly string[] } | { filter: MessageFilter },
): Promise<number> {
  const conditions =
    'ids' in which
      ? [eq(messages.authorId, authorId), inArray(messages.id, [...which.ids])]
      : filterConditions(authorId, which.filter);
  conditions.push(eq(messages.status, UNREAD));
  const updated = await db
    .update(messages)
    .set({ status: READ })
    .where(and(...conditions))
    .returning({ id: messages.id });
  return updated.length;
}

export async function insertMessage(
  db: Pick<Db, 'insert'>,
  message: Omit<NewMessage, 'id'>,
): Promise<void> {
  await db.insert(messages).values(message);
}

/** What the to-dos' targets say now: the facts their states follow. */
export interface TodoFacts {
  certified: boolean;
  books: Map<string, { signStatus: string; reviewStatus: string }>;
  /** Months of the author with a hold not yet released. */
  heldMonths: Set<string>;
}

export async function todoFacts(
  db: Db,
  authorId: string,
  bookIds: readonly string[],
  months: readonly string[],
): Promise<TodoFacts> {
  const [author] = await db
    .select({ certified: authors.isCertified })
    .from(authors)
    .where(eq(authors.id, authorId));
  const bookRows =
    bookIds.length === 0
      ? []
      : await db
          .select({ id: books.id, signStatus: books.signStatus, reviewStatus: books.reviewStatus })
          .from(books)
          .where(and(eq(books.authorId, authorId), inArray(books.id, [...bookIds])));
  const holds =
    months.length === 0
      ? []
      : await db
          .select({ month: incomeHolds.month, releasedOn: incomeHolds.releasedOn })
          .from(incomeHolds)
          .where(and(eq(incomeHolds.authorId, authorId), inArray(incomeHolds.month, [...months])));
  return {
    certified: author?.certified ?? false,
    books: new Map(bookRows.map((b) => [b.id, b])),
    heldMonths: new Set(holds.filter((h) => h.releasedOn === null).map((h) => h.month)),
  };
}
