/**
 * Chapters of a book and the writer's desk. The rules (order, numbers,
 * aggregates, states) live in server/services/chapters/.
 */
import { authed } from '../http/operations';
import {
  moveChapters,
  publishChapters,
  restoreChapters,
  trashChapters,
  unscheduleChapters,
} from '../services/chapters/batch-commands';
import { applyRevisions, discardRevisions } from '../services/chapters/bulk-revisions';
import { createChapter, importChapters, updateChapter } from '../services/chapters/commands';
import { chapterOf, chapterPage } from '../services/chapters/queries';
import { applyRevision, discardRevision } from '../services/chapters/revisions';
import { undoOperation } from '../services/chapters/undo';
import { listHistory, restoreVersion, versionView } from '../services/chapters/versions';
import { replaceInBook, searchBook } from '../services/desk/replace';
import { calendarOf, planSchedule, stockpileOf } from '../services/desk/stockpile';

export const chapterHandlers = authed({
  listChapters: ({ query, author, app }) => chapterPage(app, author.id, query),
  getChapter: ({ query, author, app }) => chapterOf(app, author.id, query.chapter_id),
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
  applyChapterRevisions: ({ body, author, app }) => applyRevisions(app, author.id, body),
  discardChapterRevisions: ({ body, author, app }) => discardRevisions(app, author.id, body),
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
