/**
 * The chapter list's queries: a book's counts per status in one narrow
 * query, and pages in reading order. PGlite pays about a millisecond per
 * statement, so a list keeps to two.
 */
import { and, asc, desc, eq, gt, inArray, lte, ne, or, type SQL, sql } from 'drizzle-orm';
import type { ChapterReviewState } from '../../src/lib/contract/chapter-review';
import type { Db } from '../db/client';
import { books, type ChapterStatus, chapters } from '../db/schema';
import { type ChapterSummaryRow, summaryColumns } from './chapters';
import { containing } from './like';

/** Counts of one book's chapters, as one row. */
export interface BookStatusRow {
  /** Non-trashed chapters: the book's aggregate, kept in step by every write. */
  live: number;
  draft: number;
  scheduled: number;
  trashed: number;
  /** Scheduled chapters whose time (`now`) has come. */
  due: number;
  /** When the next scheduled chapter goes out, as the driver hands it over. */
  nextDueAt: string | null;
  /** Published or scheduled chapters with a pending revision. */
  revisions: number;
  /** The words applying every pending revision would add. */
  revisionWords: number;
}

/** A pending revision: a published or scheduled chapter's edits readers do not have yet. */
const PENDING = sql`FROM chapter_revisions r JOIN chapters rc ON rc.id = r.chapter_id
  WHERE r.book_id = ${books.id} AND rc.status IN ('published', 'scheduled')`;

/**
 * Ownership, counts per status and due chapters of a book in ONE query. The
 * GROUP BY reads only the few draft, scheduled and trashed rows (index on
 * book_id, status): a 3,000-chapter book never has its published rows
 * counted per request. Undefined when the book is unknown or another
 * author's.
 */
export async function bookStatusRow(
  db: Db,
  authorId: string,
  bookId: string,
  now: Date,
): Promise<BookStatusRow | undefined> {
  const countOf = (condition: SQL) =>
    sql<number>`count(${chapters.id}) filter (where ${condition})`.mapWith(Number);
  const [row] = await db
    .select({
      live: books.chapterCount,
      draft: countOf(eq(chapters.status, 'draft')),
      scheduled: countOf(eq(chapters.status, 'scheduled')),
      trashed: countOf(eq(chapters.status, 'trashed')),
      due: countOf(and(eq(chapters.status, 'scheduled'), lte(chapters.publishAt, now)) as SQL),
      nextDueAt: sql<
        string | null
      >`min(${chapters.publishAt}) filter (where ${chapters.status} = 'scheduled')`,
      revisions: sql<number>`(SELECT count(*) ${PENDING})`.mapWith(Number),
      revisionWords:
        sql<number>`(SELECT coalesce(sum(r.word_count - rc.word_count), 0) ${PENDING})`.mapWith(
          Number,
        ),
    })
    .from(books)
    .leftJoin(
      chapters,
      and(
        eq(chapters.bookId, books.id),
        inArray(chapters.status, ['draft', 'scheduled', 'trashed']),
      ),
    )
    .where(and(eq(books.id, bookId), eq(books.authorId, authorId)))
    .groupBy(books.id);
  return row;
}

/**
 * Non-trashed chapters numbered in (low, high], in number order (newest
 * first: descending). Numbers are contiguous, so this pages the default view
 * at the same cost on page 60 as on page 1.
 */
export async function chaptersNumbered(
  db: Db,
  bookId: string,
  low: number,
  high: number,
  newestFirst: boolean,
): Promise<ChapterSummaryRow[]> {
  return db
    .select(summaryColumns)
    .from(chapters)
    .where(
      and(
        eq(chapters.bookId, bookId),
        gt(chapters.chapterNo, low),
        lte(chapters.chapterNo, high),
        ne(chapters.status, 'trashed'),
      ),
    )
    .orderBy(newestFirst ? desc(chapters.chapterNo) : asc(chapters.chapterNo));
}

/** What a filtered view of a book's chapters asks for. */
export interface ChapterFilter {
  bookId: string;
  volumeId?: string;
  /** One status; without it, every chapter but the trashed. */
  status?: ChapterStatus;
  /** Part of the title, or a whole chapter number. */
  keyword?: string;
  /** Only published or scheduled chapters with a pending revision. */
  withRevision?: boolean;
  /** Only chapters in one of these review states (index on book_id, review_state, position). */
  reviewStates?: ChapterReviewState[];
}

function whereOf(filter: ChapterFilter): SQL | undefined {
  const where: SQL[] = [eq(chapters.bookId, filter.bookId)];
  if (filter.volumeId) where.push(eq(chapters.volumeId, filter.volumeId));
  where.push(filter.status ? eq(chapters.status, filter.status) : ne(chapters.status, 'trashed'));
  if (filter.withRevision) {
    where.push(
      inArray(chapters.status, ['published', 'scheduled']),
      sql`EXISTS (SELECT 1 FROM chapter_revisions r WHERE r.chapter_id = ${chapters.id})`,
    );
  }
  if (filter.reviewStates) where.push(inArray(chapters.reviewState, filter.reviewStates));
  const keyword = filter.keyword;
  if (keyword) {
    const byTitle = containing(chapters.title, keyword);
    // A whole number also finds the chapter of that number ("12" -> 第12章).
    const byNumber = /^[0-9]{1,9}$/.test(keyword)
      ? eq(chapters.chapterNo, Number(keyword))
      : undefined;
    where.push(byNumber ? (or(byTitle, byNumber) as SQL) : byTitle);
  }
  return and(...where);
}

export async function countChapters(db: Db, filter: ChapterFilter): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)`.mapWith(Number) })
    .from(chapters)
    .where(whereOf(filter));
  return row?.n ?? 0;
}

/**
 * A page of a filtered view in reading order. Positions are distinct within
 * a book, so position alone orders the page and the (book_id, status,
 * position) / (volume_id, position) indexes deliver it already sorted.
 */
export async function pageOfChapters(
  db: Db,
  filter: ChapterFilter,
  newestFirst: boolean,
  offset: number,
  limit: number,
): Promise<ChapterSummaryRow[]> {
  return db
    .select(summaryColumns)
    .from(chapters)
    .where(whereOf(filter))
    .orderBy(newestFirst ? desc(chapters.position) : asc(chapters.position))
    .limit(limit)
    .offset(offset);
}
