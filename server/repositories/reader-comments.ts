/**
 * Queries of readers' comments. Every read and write is scoped to the
 * book's author (`author_id`), so another author's ids match nothing. The
 * inbox pages by keyset (create_time, id) on a partial index of readers'
 * comments, never by OFFSET; counts per chapter are one grouped scan of the
 * book's rows.
 */
import {
  and,
  count,
  desc,
  eq,
  ilike,
  inArray,
  isNotNull,
  not,
  or,
  type SQL,
  sql,
} from 'drizzle-orm';
import type { ReaderCommentKind } from '../../src/lib/contract/readers';
import type { Db } from '../db/client';
import {
  books,
  chapters,
  type NewReaderComment,
  type ReaderCommentRow,
  readerComments,
  readerMutes,
} from '../db/schema';
import { countOwnRows } from './author-rows';

export interface InboxFilter {
  kind?: ReaderCommentKind;
  bookId?: string;
  /** Chapter numbers of `bookId`, both included. */
  chapterFrom?: number;
  chapterTo?: number;
  unread?: boolean;
  answered?: boolean;
  keyword?: string;
}

/** Where the previous page ended. */
export interface InboxCursor {
  time: Date;
  id: string;
}

export interface InboxRow {
  comment: ReaderCommentRow;
  bookTitle: string;
  chapterNo: number | null;
  chapterTitle: string | null;
  chapterContent: string | null;
  muted: boolean;
}

/** LIKE's wildcards taken literally. */
function likePattern(keyword: string): string {
  return `%${keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

function inboxConditions(authorId: string, filter: InboxFilter, cursor?: InboxCursor): SQL[] {
  const c = readerComments;
  const where: SQL[] = [eq(c.authorId, authorId), not(c.byAuthor)];
  if (filter.kind) where.push(eq(c.kind, filter.kind));
  if (filter.bookId) where.push(eq(c.bookId, filter.bookId));
  if (filter.bookId && (filter.chapterFrom !== undefined || filter.chapterTo !== undefined)) {
    where.push(
      inArray(
        c.chapterId,
        chapterRange(filter.bookId, filter.chapterFrom ?? 1, filter.chapterTo ?? 2_147_483_647),
      ),
    );
  }
  if (filter.unread !== undefined) where.push(eq(c.isRead, !filter.unread));
  if (filter.answered !== undefined) where.push(eq(c.answered, filter.answered));
  if (filter.keyword) {
    const pattern = likePattern(filter.keyword);
    where.push(or(ilike(c.content, pattern), ilike(c.readerName, pattern))!);
  }
  if (cursor) where.push(sql`(${c.createTime}, ${c.id}) < (${cursor.time}, ${cursor.id})`);
  return where;
}

function chapterRange(bookId: string, from: number, to: number): SQL {
  return sql`(select ${chapters.id} from ${chapters} where ${chapters.bookId} = ${bookId} and ${chapters.chapterNo} between ${from} and ${to})`;
}

/** A page of the inbox, newest first, one row more than `limit` when there is a next page. */
export async function inboxPage(
  db: Db,
  authorId: string,
  filter: InboxFilter,
  cursor: InboxCursor | undefined,
  limit: number,
): Promise<InboxRow[]> {
  return inboxRows(db)
    .where(and(...inboxConditions(authorId, filter, cursor)))
    .orderBy(desc(readerComments.createTime), desc(readerComments.id))
    .limit(limit + 1);
}

/** Replies in each thread (first comments' ids). */
export async function replyCounts(
  db: Db,
  rootIds: readonly string[],
): Promise<Map<string, number>> {
  if (rootIds.length === 0) return new Map();
  const rows = await db
    .select({ parentId: readerComments.parentId, n: count() })
    .from(readerComments)
    .where(inArray(readerComments.parentId, [...rootIds]))
    .groupBy(readerComments.parentId);
  return new Map(rows.map((r) => [r.parentId ?? '', r.n]));
}

/** The author's replies to each of `ids`, oldest first. */
export async function authorRepliesTo(db: Db, ids: readonly string[]): Promise<ReaderCommentRow[]> {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(readerComments)
    .where(and(inArray(readerComments.replyToId, [...ids]), readerComments.byAuthor))
    .orderBy(readerComments.createTime, readerComments.id);
}

/** The author's books that readers commented on, by title. */
export async function booksWithComments(
  db: Db,
  authorId: string,
): Promise<{ id: string; title: string }[]> {
  return db
    .select({ id: books.id, title: books.title })
    .from(books)
    .where(
      and(
        eq(books.authorId, authorId),
        sql`exists (select 1 from ${readerComments} rc where rc.book_id = ${books.id})`,
      ),
    )
    .orderBy(books.title);
}

/** One of the author's comments, or undefined (also for another author's). */
export async function findOwnComment(
  db: Pick<Db, 'select'>,
  authorId: string,
  id: string,
): Promise<ReaderCommentRow | undefined> {
  const [row] = await db
    .select()
    .from(readerComments)
    .where(and(eq(readerComments.id, id), eq(readerComments.authorId, authorId)))
    .limit(1);
  return row;
}

/** The row as the inbox shows it (book, chapter, muted), by id. */
export async function inboxRowById(
  db: Db,
  authorId: string,
  id: string,
): Promise<InboxRow | undefined> {
  const c = readerComments;
  const [row] = await inboxRows(db).where(and(eq(c.id, id), eq(c.authorId, authorId)));
  return row;
}

/** An inbox row: the comment, where it stands, and whether its reader is muted in the book. */
function inboxRows(db: Db) {
  const c = readerComments;
  return db
    .select({
      comment: c,
      bookTitle: books.title,
      chapterNo: chapters.chapterNo,
      chapterTitle: chapters.title,
      // Only paragraph comments need the text, to find their paragraph again.
      chapterContent: sql<
        string | null
      >`case when ${c.kind} = 'paragraph' then ${chapters.content} end`,
      muted: sql<boolean>`exists (select 1 from ${readerMutes} m where m.book_id = ${c.bookId} and m.reader_id = ${c.readerId})`,
    })
    .from(c)
    .innerJoin(books, eq(books.id, c.bookId))
    .leftJoin(chapters, eq(chapters.id, c.chapterId));
}

export async function insertComment(
  db: Pick<Db, 'insert'>,
  row: NewReaderComment,
): Promise<ReaderCommentRow> {
  const [inserted] = await db.insert(readerComments).values(row).returning();
  return inserted!;
}

export type CommentFlags = Partial<
  Pick<ReaderCommentRow, 'pinned' | 'hidden' | 'reported' | 'likedByAuthor' | 'isRead' | 'answered'>
>;

/** Sets flags of one of the author's comments; a like changes the count with it, in one statement. */
export async function updateFlags(
  db: Pick<Db, 'update'>,
  authorId: string,
  id: string,
  flags: CommentFlags,
): Promise<void> {
  const c = readerComments;
  const set: Record<string, unknown> = { ...flags };
  if (flags.likedByAuthor !== undefined) {
    // Counted only when the author's like actually changes.
    set.likeCount = flags.likedByAuthor
      ? sql`${c.likeCount} + case when ${c.likedByAuthor} then 0 else 1 end`
      : sql`greatest(0, ${c.likeCount} - case when ${c.likedByAuthor} then 1 else 0 end)`;
  }
  await db
    .update(c)
    .set(set)
    .where(and(eq(c.id, id), eq(c.authorId, authorId)));
}

/** How many of `ids` are comments on the author's books. */
export const countOwnComments = (
  db: Db,
  authorId: string,
  ids: readonly string[],
): Promise<number> => countOwnRows(db, readerComments, authorId, ids);

/** Marks readers' comments read (by ids, or all, or all of a book); answers how many. */
export async function markCommentsRead(
  db: Db,
  authorId: string,
  which: { ids: readonly string[] } | { bookId?: string },
): Promise<number> {
  const c = readerComments;
  const where: SQL[] = [eq(c.authorId, authorId), not(c.isRead), not(c.byAuthor)];
  if ('ids' in which) where.push(inArray(c.id, [...which.ids]));
  else if (which.bookId) where.push(eq(c.bookId, which.bookId));
  const rows = await db
    .update(c)
    .set({ isRead: true })
    .where(and(...where))
    .returning({ id: c.id });
  return rows.length;
}

/** Readers' comments on the author's books not read yet (the navbar's count). */
export async function unreadCommentCount(db: Db, authorId: string): Promise<number> {
  const c = readerComments;
  const [row] = await db
    .select({ n: count() })
    .from(c)
    .where(and(eq(c.authorId, authorId), not(c.isRead), not(c.byAuthor)));
  return row?.n ?? 0;
}

export async function isMuted(
  db: Pick<Db, 'select'>,
  bookId: string,
  readerId: string,
): Promise<boolean> {
  const rows = await db
    .select({ bookId: readerMutes.bookId })
    .from(readerMutes)
    .where(and(eq(readerMutes.bookId, bookId), eq(readerMutes.readerId, readerId)))
    .limit(1);
  return rows.length > 0;
}

export async function setMuted(
  db: Db,
  mute: { authorId: string; bookId: string; readerId: string },
  muted: boolean,
): Promise<void> {
  if (muted) {
    await db.insert(readerMutes).values(mute).onConflictDoNothing();
    return;
  }
  await db
    .delete(readerMutes)
    .where(and(eq(readerMutes.bookId, mute.bookId), eq(readerMutes.readerId, mute.readerId)));
}

/** Whether the reader wrote anything on the book (the author's replies do not count). */
export async function readerCommentedOn(
  db: Db,
  bookId: string,
  readerId: string,
): Promise<boolean> {
  const rows = await db
    .select({ id: readerComments.id })
    .from(readerComments)
    .where(
      and(
        eq(readerComments.bookId, bookId),
        eq(readerComments.readerId, readerId),
        not(readerComments.byAuthor),
      ),
    )
    .limit(1);
  return rows.length > 0;
}

export interface ChapterCountRow {
  chapterId: string | null;
  chapterNo: number | null;
  title: string | null;
  comments: number;
  paragraphComments: number;
  unread: number;
}

/** Readers' comments of a book per chapter (null: book reviews), in one grouped query. */
export async function countsPerChapter(db: Db, bookId: string): Promise<ChapterCountRow[]> {
  const c = readerComments;
  const grouped = db
    .select({
      chapterId: c.chapterId,
      comments: sql<number>`count(*)::int`.as('comments'),
      paragraphComments: sql<number>`(count(*) filter (where ${c.kind} = 'paragraph'))::int`.as(
        'paragraph_comments',
      ),
      unread: sql<number>`(count(*) filter (where not ${c.isRead}))::int`.as('unread'),
    })
    .from(c)
    .where(and(eq(c.bookId, bookId), not(c.byAuthor)))
    .groupBy(c.chapterId)
    .as('g');
  return db
    .select({
      chapterId: grouped.chapterId,
      chapterNo: chapters.chapterNo,
      title: chapters.title,
      comments: grouped.comments,
      paragraphComments: grouped.paragraphComments,
      unread: grouped.unread,
    })
    .from(grouped)
    .leftJoin(chapters, eq(chapters.id, grouped.chapterId))
    .orderBy(desc(grouped.comments), sql`${chapters.chapterNo} nulls first`);
}

/** The paragraphs of a book with the most readers' comments (first comments and replies). */
export async function topParagraphs(
  db: Db,
  bookId: string,
  limit: number,
): Promise<
  { chapterId: string; chapterNo: number; title: string; index: number; comments: number }[]
> {
  const c = readerComments;
  return db
    .select({
      chapterId: chapters.id,
      chapterNo: chapters.chapterNo,
      title: chapters.title,
      index: sql<number>`${c.paragraphIndex}`.mapWith(Number),
      comments: count(),
    })
    .from(c)
    .innerJoin(chapters, eq(chapters.id, c.chapterId))
    .where(
      and(
        eq(c.bookId, bookId),
        eq(c.kind, 'paragraph'),
        not(c.byAuthor),
        isNotNull(c.paragraphIndex),
      ),
    )
    .groupBy(chapters.id, chapters.chapterNo, chapters.title, c.paragraphIndex)
    .orderBy(desc(count()), chapters.chapterNo, c.paragraphIndex)
    .limit(limit);
}

/** A book's chapter by its number (the platform's add-comment names chapters so). */
export async function chapterOfBookByNo(
  db: Pick<Db, 'select'>,
  bookId: string,
  chapterNo: number,
): Promise<{ id: string; status: string; content: string } | undefined> {
  const [row] = await db
    .select({ id: chapters.id, status: chapters.status, content: chapters.content })
    .from(chapters)
    .where(and(eq(chapters.bookId, bookId), eq(chapters.chapterNo, chapterNo)))
    .limit(1);
  return row;
}

/** Any comment by id, whoever's book it is on (the platform's side). */
export async function commentById(
  db: Pick<Db, 'select'>,
  id: string,
): Promise<ReaderCommentRow | undefined> {
  const [row] = await db.select().from(readerComments).where(eq(readerComments.id, id)).limit(1);
  return row;
}
