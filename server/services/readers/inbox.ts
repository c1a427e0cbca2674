/**
 * The readers' inbox: one list across book reviews, chapter and paragraph
 * comments and readers' replies, newest first, a keyset page at a time; and
 * which chapters and paragraphs of a book readers talk about most.
 */
import type { AppContext } from '../../context';
import { invalid, notFound } from '../../http/failure';
import type { Query } from '../../http/operations';
import { findBookById } from '../../repositories/books';
import {
  booksWithComments,
  countsPerChapter,
  type InboxCursor,
  type InboxFilter,
  inboxPage,
  topParagraphs,
} from '../../repositories/reader-comments';
import { decodeCursor, encodeCursor } from './cursor';
import { toComments } from './view';

const TOP_PARAGRAPHS = 20;

/** One of the author's books, or 102001 (also for another author's). */
export async function ownBook(app: AppContext, authorId: string, bookId: string) {
  const book = await findBookById(app.db, bookId);
  if (!book || book.authorId !== authorId) throw notFound('Book not found');
  return book;
}

function checkedQuery(query: Query<'listReaderComments'>): {
  filter: InboxFilter;
  cursor?: InboxCursor;
} {
  const errors: Record<string, string> = {};
  const ranged = query.chapter_from !== undefined || query.chapter_to !== undefined;
  if (ranged && query.book_id === undefined) errors.book_id = 'validation.required';
  if (
    query.chapter_from !== undefined &&
    query.chapter_to !== undefined &&
    query.chapter_from > query.chapter_to
  ) {
    errors.chapter_to = 'validation.range';
  }
  let cursor: InboxCursor | undefined;
  if (query.cursor !== undefined) {
    cursor = decodeCursor(query.cursor) ?? undefined;
    if (!cursor) errors.cursor = 'validation.format';
  }
  const keyword = query.keyword?.trim();
  if (Object.keys(errors).length > 0) throw invalid(errors);
  return {
    filter: {
      kind: query.kind,
      bookId: query.book_id,
      chapterFrom: query.chapter_from,
      chapterTo: query.chapter_to,
      unread: query.unread,
      answered: query.answered,
      keyword: keyword || undefined,
    },
    cursor,
  };
}

export async function readerCommentPage(
  app: AppContext,
  authorId: string,
  query: Query<'listReaderComments'>,
) {
  const { filter, cursor } = checkedQuery(query);
  if (filter.bookId !== undefined) await ownBook(app, authorId, filter.bookId);
  const pageSize = query.page_size ?? 20;
  const [rows, books] = await Promise.all([
    inboxPage(app.db, authorId, filter, cursor, pageSize),
    booksWithComments(app.db, authorId),
  ]);
  const page = rows.slice(0, pageSize);
  const last = page.at(-1);
  return {
    list: await toComments(app.db, page),
    next_cursor:
      rows.length > pageSize && last
        ? encodeCursor({ time: last.comment.createTime, id: last.comment.id })
        : null,
    books,
  };
}

export async function readerCommentCounts(app: AppContext, authorId: string, bookId: string) {
  await ownBook(app, authorId, bookId);
  const [perChapter, paragraphs] = await Promise.all([
    countsPerChapter(app.db, bookId),
    topParagraphs(app.db, bookId, TOP_PARAGRAPHS),
  ]);
  let total = 0;
  let unread = 0;
  let bookReviews = 0;
  const chapters = [];
  for (const row of perChapter) {
    total += row.comments;
    unread += row.unread;
    if (row.chapterId === null || row.chapterNo === null) {
      bookReviews += row.comments;
      continue;
    }
    chapters.push({
      chapter_id: row.chapterId,
      chapter_no: row.chapterNo,
      title: row.title ?? '',
      comments: row.comments,
      paragraph_comments: row.paragraphComments,
      unread: row.unread,
    });
  }
  return {
    book_id: bookId,
    total,
    unread,
    book_reviews: bookReviews,
    chapters,
    top_paragraphs: paragraphs.map((p) => ({
      chapter_id: p.chapterId,
      chapter_no: p.chapterNo,
      title: p.title,
      index: p.index,
      comments: p.comments,
    })),
  };
}
