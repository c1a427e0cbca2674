/** What the work-data views read from the screen's machine. */
import type { SnapshotFrom } from 'xstate';
import type { DataErrorId, RangeProblem } from './book-data.logic';
import type { bookDataMachine } from './book-data.machine';
import type {
  BookDataQuery,
  ChapterExport,
  ChapterRows,
  DataBook,
  DataDaily,
  Readthrough,
} from './book-data.types';

type BookDataSnapshot = SnapshotFrom<typeof bookDataMachine>;

/** The query on show (as the URL carries it). */
export const selectQuery = (s: BookDataSnapshot): BookDataQuery => s.context.query;
/** The books of the selector. */
export const selectBooks = (s: BookDataSnapshot): readonly DataBook[] => s.context.books;
/** The book on show, or null (none yet, none at all, or not the author's). */
export const selectBook = (s: BookDataSnapshot): DataBook | null => s.context.book;
/** The selector's books are on their way and none is known yet. */
export const selectBooksLoading = (s: BookDataSnapshot): boolean =>
  s.hasTag('loading.books') && s.context.books.length === 0;
/** Why the books could not be loaded (nothing else can show), or null. */
export const selectBooksError = (s: BookDataSnapshot): DataErrorId | null =>
  s.matches('booksFailed') ? s.context.errors.books : null;
/** The author has no book with reader data. */
export const selectNoBooks = (s: BookDataSnapshot): boolean => s.matches({ shown: 'noBooks' });
/** The URL names a book that is not among the author's. */
export const selectUnknownBook = (s: BookDataSnapshot): boolean =>
  s.matches({ shown: 'unknownBook' });

/** KPI figures and daily rows of the range, or null before they arrive. */
export const selectDaily = (s: BookDataSnapshot): DataDaily | null => s.context.daily;
export const selectDailyLoading = (s: BookDataSnapshot): boolean => s.hasTag('loading.daily');
export const selectDailyError = (s: BookDataSnapshot): DataErrorId | null =>
  s.matches({ shown: { book: { daily: 'failed' } } }) ? s.context.errors.daily : null;
/** What is wrong with the custom range in the URL, or null. */
export const selectRangeProblem = (s: BookDataSnapshot): RangeProblem | null =>
  s.matches({ shown: { book: { daily: 'invalidRange' } } }) ? s.context.rangeProblem : null;

/** The chapter table's loaded pages, total and VIP figures, or null before the first answer. */
export const selectChapters = (s: BookDataSnapshot): ChapterRows | null => s.context.chapters;
export const selectChaptersLoading = (s: BookDataSnapshot): boolean => s.hasTag('loading.chapters');
export const selectChaptersError = (s: BookDataSnapshot): DataErrorId | null =>
  s.matches({ shown: { book: { chapters: 'failed' } } }) ? s.context.errors.chapters : null;

/** The read-through curve, or null before it arrives. */
export const selectReadthrough = (s: BookDataSnapshot): Readthrough | null => s.context.readthrough;
export const selectReadthroughLoading = (s: BookDataSnapshot): boolean =>
  s.hasTag('loading.readthrough');
export const selectReadthroughError = (s: BookDataSnapshot): DataErrorId | null =>
  s.matches({ shown: { book: { readthrough: 'failed' } } }) ? s.context.errors.readthrough : null;

/** The freshness stamp: the last Beijing day the book's figures include. */
export const selectDataUntil = (s: BookDataSnapshot): string | null =>
  s.context.daily?.data_until ?? s.context.book?.data_until ?? null;

/** The whole chapter table is being gathered for its CSV file. */
export const selectExporting = (s: BookDataSnapshot): boolean => s.hasTag('exporting.chapters');
/** The last whole table gathered for a CSV file (its `seq` tells a new one). */
export const selectChapterExport = (s: BookDataSnapshot): ChapterExport | null =>
  s.context.chapterExport;
/** Why the last gathering for a CSV file failed, or null. */
export const selectExportError = (s: BookDataSnapshot): DataErrorId | null =>
  s.context.errors.export;
