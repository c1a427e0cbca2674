/**
 * Chapters of a book. The rules (order, numbers, aggregates, states) live in
 * server/services/chapters.ts; reads first publish what the scheduler has
 * not reached yet, so a due chapter never shows as scheduled. The check rides
 * on the read's first query, so it costs nothing when nothing is due.
 */
import { authed } from '../http/operations';
import {
  bookOverview,
  createChapter,
  importChapters,
  listChapters,
  moveChapters,
  ownedChapter,
  ownedChapterAndDue,
  publishChapters,
  restoreChapters,
  toChapter,
  trashChapters,
  unscheduleChapters,
  updateChapter,
} from '../services/chapters';
import { replaceInBook, searchBook } from '../services/replace';
import { applyRevision, discardRevision } from '../services/revisions';
import { publishDueChapters } from '../services/scheduler';
import { calendarOf, planSchedule, stockpileOf } from '../services/stockpile';
import { undoOperation } from '../services/undo';
import { listHistory, restoreVersion, versionView } from '../services/versions';

export const chapterHandlers = authed({
  async listChapters({ query, author, app }) {
    // The list is the hottest read (an author scrolls thousands of rows), so
    // pages are served from the read cache until the author writes or a
    // scheduled chapter of the book comes due.
    // Keyed on the validated parameters only, named one by one: nothing a
    // client adds can make a new entry (unknown ones are refused anyway).
    const { book_id, volume_id, status, keyword, page: pageNo, page_size, sort } = query;
    const params = [
      book_id,
      volume_id ?? null,
      status ?? null,
      keyword ?? null,
      pageNo,
      page_size,
      sort ?? null,
    ];
    const cacheKey = `chapters:${author.id}:${JSON.stringify(params)}`;
    const cached = app.readCache.get<Awaited<ReturnType<typeof listChapters>>>(cacheKey, author.id);
    if (cached) return cached;
    const generation = app.readCache.generation(author.id);
    let book = await bookOverview(app.db, author.id, query.book_id, app.now());
    if (book.due > 0) {
      await publishDueChapters(app, book.id);
      book = await bookOverview(app.db, author.id, query.book_id, app.now());
    }
    const page = await listChapters(app.db, book, query);
    app.readCache.set(cacheKey, author.id, generation, page, book.nextDueAt ?? undefined);
    return page;
  },

  async getChapter({ query, author, app }) {
    let { chapter, due } = await ownedChapterAndDue(app.db, author.id, query.chapter_id, app.now());
    if (due) {
      await publishDueChapters(app, chapter.bookId);
      chapter = await ownedChapter(app.db, author.id, query.chapter_id);
    }
    return toChapter(app.db, chapter);
  },

  createChapter: ({ body, author, app }) => createChapter(app, author.id, body),
  updateChapter: ({ body, author, app }) => updateChapter(app, author.id, body),
  publishChapters: ({ body, author, app }) => publishChapters(app, author.id, body),
  unscheduleChapters: ({ body, author, app }) =>
    unscheduleChapters(app, author.id, body.chapter_ids),
  trashChapters: ({ body, author, app }) => trashChapters(app, author.id, body.chapter_ids),
  restoreChapters: ({ body, author, app }) => restoreChapters(app, author.id, body.chapter_ids),
  moveChapters: ({ body, author, app }) => moveChapters(app, author.id, body),
  importChapters: ({ body, author, app }) => importChapters(app, author.id, body),

  // The writer's desk: revisions, history, undo, find and replace, the stockpile.
  applyChapterRevision: ({ body, author, app }) => applyRevision(app, author.id, body),
  discardChapterRevision: ({ body, author, app }) => discardRevision(app, author.id, body),
  listChapterVersions: ({ query, author, app }) => listHistory(app, author.id, query),
  getChapterVersion: ({ query, author, app }) => versionView(app, author.id, query.version_id),
  restoreChapterVersion: ({ body, author, app }) => restoreVersion(app, author.id, body),
  undoChapterOperation: ({ body, author, app }) => undoOperation(app, author.id, body),
  searchChapters: ({ query, author, app }) => searchBook(app, author.id, query),
  replaceInChapters: ({ body, author, app }) => replaceInBook(app, author.id, body),
  getStockpile: ({ query, author, app }) => stockpileOf(app, author.id, query.book_id),
  planSchedule: ({ body, author, app }) => planSchedule(app, author.id, body),
  getChapterCalendar: ({ query, author, app }) => calendarOf(app, author.id, query),
});
