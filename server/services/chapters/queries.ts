/**
 * The two reads of the chapter API, one chapter and the chapter list. Each
 * first publishes what the scheduler has not reached yet (a named step,
 * `publishDueChapters`, in its own transaction), so a due chapter never
 * shows as scheduled; the check rides on the read's first query, so it
 * costs nothing when nothing is due. Plain reads are in ./views.ts.
 */

import type { components } from '../../../src/api/schema';
import { statesOfFilter } from '../../../src/lib/contract/chapter-review';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import { notFound } from '../../http/failure';
import type { Query } from '../../http/operations';
import {
  bookStatusRow,
  chaptersNumbered,
  countChapters,
  pageOfChapters,
} from '../../repositories/chapter-lists';
import type { ChapterSummaryRow } from '../../repositories/chapters';
import { canonicalQueryKey } from '../platform/read-cache';
import { type ChapterView, toSummary } from './mappers';
import { ownedChapter, ownedChapterAndDue } from './ownership';
import { publishDueChapters } from './scheduler';
import { toChapter } from './views';

type StatusCounts = components['schemas']['ChapterStatusCounts'];
type PendingRevisions = components['schemas']['PendingRevisions'];
type ListQuery = Query<'listChapters'>;

/** The author's chapter, after publishing its book's due chapters. */
export async function chapterOf(
  app: AppContext,
  authorId: string,
  chapterId: string,
): Promise<ChapterView> {
  let { chapter, due } = await ownedChapterAndDue(app.db, authorId, chapterId, app.now());
  if (due) {
    await publishDueChapters(app, chapter.bookId);
    chapter = await ownedChapter(app.db, authorId, chapterId);
  }
  return toChapter(app.db, chapter);
}

/** What a chapter list needs to know about its book before reading a page. */
export interface BookOverview {
  id: string;
  counts: StatusCounts;
  revisions: PendingRevisions;
  /** Scheduled chapters whose time has come (the scheduler has not run yet). */
  due: number;
  /** When the next scheduled chapter goes out (epoch ms), if any: a cached page expires then. */
  nextDueAt: number | null;
}

/**
 * Ownership, counts per status and due chapters of a book in one query.
 * `published` is the book's non-trashed count, an aggregate kept in step,
 * minus drafts and scheduled. 102001 when the book is unknown or another
 * author's.
 */
export async function bookOverview(
  db: Db,
  authorId: string,
  bookId: string,
  now: Date,
): Promise<BookOverview> {
  const row = await bookStatusRow(db, authorId, bookId, now);
  if (!row) throw notFound();
  return {
    id: bookId,
    counts: {
      draft: row.draft,
      scheduled: row.scheduled,
      published: row.live - row.draft - row.scheduled,
      trashed: row.trashed,
    },
    revisions: { count: row.revisions, word_delta: row.revisionWords },
    due: row.due,
    nextDueAt: row.nextDueAt === null ? null : Date.parse(String(row.nextDueAt)),
  };
}

/**
 * A page of the book's chapters in reading order, without content. Reading
 * order is position order, so every variant is an ordered index scan; the
 * default view (no filter) pages by number range, which costs the same on
 * page 60 as on page 1.
 */
export async function listChapters(db: Db, book: BookOverview, query: ListQuery) {
  const page = query.page ?? 1;
  const pageSize = query.page_size ?? 50;
  const offset = (page - 1) * pageSize;
  const newest = query.sort === 'newest';
  const { counts, revisions } = book;
  const keyword = query.keyword?.trim() ?? '';
  const respond = (rows: ChapterSummaryRow[], total: number) => ({
    list: rows.map(toSummary),
    total,
    page,
    page_size: pageSize,
    counts,
    revisions,
  });

  if (!query.volume_id && !query.status && !keyword && !query.revision && !query.review_state) {
    const total = counts.draft + counts.scheduled + counts.published;
    if (offset >= total) return respond([], total);
    // Newest first counts the same number range down from the last chapter.
    const low = newest ? Math.max(0, total - offset - pageSize) : offset;
    const high = newest ? total - offset : offset + pageSize;
    return respond(await chaptersNumbered(db, book.id, low, high, newest), total);
  }

  const filter = {
    bookId: book.id,
    volumeId: query.volume_id,
    status: query.status,
    keyword: keyword || undefined,
    withRevision: query.revision,
    reviewStates: query.review_state ? statesOfFilter(query.review_state) : undefined,
  };
  const onlyFilter = !query.volume_id && !keyword && !query.review_state;
  const total =
    onlyFilter && query.status && !query.revision
      ? counts[query.status]
      : onlyFilter && query.revision && !query.status
        ? revisions.count
        : await countChapters(db, filter);
  if (offset >= total) return respond([], total);
  return respond(await pageOfChapters(db, filter, newest, offset, pageSize), total);
}

export type ChapterPage = Awaited<ReturnType<typeof listChapters>>;

/**
 * The chapter list as the author sees it. The list is the hottest read (an
 * author scrolls thousands of rows), so pages are served from the read cache
 * until the author writes or a scheduled chapter of the book comes due.
 */
export async function chapterPage(
  app: AppContext,
  authorId: string,
  query: ListQuery,
): Promise<ChapterPage> {
  // Keyed on every validated parameter in a canonical order: unknown ones
  // were refused before this point, and a parameter the spec adds later
  // (sort, say) is in the key without anyone remembering to add it.
  const cacheKey = `chapters:${authorId}:${canonicalQueryKey(query)}`;
  const cached = app.readCache.get<ChapterPage>(cacheKey, authorId);
  if (cached) return cached;
  const generation = app.readCache.generation(authorId);
  let book = await bookOverview(app.db, authorId, query.book_id, app.now());
  if (book.due > 0) {
    await publishDueChapters(app, book.id);
    book = await bookOverview(app.db, authorId, query.book_id, app.now());
  }
  const page = await listChapters(app.db, book, query);
  app.readCache.set(cacheKey, authorId, generation, page, book.nextDueAt ?? undefined);
  return page;
}
