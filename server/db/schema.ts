/**
 * Storage for the reference author API, one module per area under
 * server/db/schema/ (drizzle-kit reads the tables through this file).
 * Status-like columns are plain text with CHECK constraints rather than
 * Postgres enums: adding a value later is a one-line constraint swap instead
 * of an ALTER TYPE. The value lists come from src/lib/contract (generated
 * from the spec), so the database, the server's checks and the client share
 * one source of truth. Money is always integer cents (fen); every timestamp
 * carries a time zone.
 */
import type { authors, sessions, smsCodes } from './schema/accounts';
import type { bibleEntities, bibleProgressions, bibleThreads } from './schema/bible';
import type { books, categories, volumes } from './schema/books';
import type { chapterReviewEvents } from './schema/chapter-review';
import type {
  chapterOperations,
  chapterRevisions,
  chapters,
  chapterVersions,
} from './schema/chapters';
import type { exportJobs } from './schema/exports';
import type { storedFiles } from './schema/files';
import type { incomeDaily, incomeEntries, incomeHolds } from './schema/income';
import type { messages } from './schema/messages';
import type { bookDailyStats, chapterReads } from './schema/reader-data';
import type { readerComments } from './schema/readers';
import type { signApplications } from './schema/signing';

export * from './schema/accounts';
export * from './schema/backups';
export * from './schema/bible';
export * from './schema/books';
export * from './schema/chapter-review';
export * from './schema/chapters';
export * from './schema/exports';
export * from './schema/files';
export * from './schema/income';
export * from './schema/messages';
export * from './schema/prepublish';
export * from './schema/reader-data';
export * from './schema/readers';
export * from './schema/signing';
export * from './schema/values';
export * from './schema/web-vitals';

export type Author = typeof authors.$inferSelect;
export type NewAuthor = typeof authors.$inferInsert;
export type Session = typeof sessions.$inferSelect;
export type SmsCode = typeof smsCodes.$inferSelect;
export type Category = typeof categories.$inferSelect;
export type Book = typeof books.$inferSelect;
export type NewBook = typeof books.$inferInsert;
export type Volume = typeof volumes.$inferSelect;
export type NewVolume = typeof volumes.$inferInsert;
export type Chapter = typeof chapters.$inferSelect;
export type NewChapter = typeof chapters.$inferInsert;
export type SignApplication = typeof signApplications.$inferSelect;
export type NewSignApplication = typeof signApplications.$inferInsert;
export type IncomeEntry = typeof incomeEntries.$inferSelect;
export type IncomeHold = typeof incomeHolds.$inferSelect;
export type IncomeDaily = typeof incomeDaily.$inferSelect;
export type BookDailyStats = typeof bookDailyStats.$inferSelect;
export type ChapterReads = typeof chapterReads.$inferSelect;
export type Message = typeof messages.$inferSelect;
export type NewMessage = typeof messages.$inferInsert;
export type StoredFile = typeof storedFiles.$inferSelect;
export type ChapterRevision = typeof chapterRevisions.$inferSelect;
export type ChapterVersion = typeof chapterVersions.$inferSelect;
export type ChapterOperation = typeof chapterOperations.$inferSelect;
export type ExportJobRow = typeof exportJobs.$inferSelect;
export type BibleEntity = typeof bibleEntities.$inferSelect;
export type BibleProgression = typeof bibleProgressions.$inferSelect;
export type BibleThread = typeof bibleThreads.$inferSelect;
export type ReaderCommentRow = typeof readerComments.$inferSelect;
export type NewReaderComment = typeof readerComments.$inferInsert;
export type ChapterReviewEventRow = typeof chapterReviewEvents.$inferSelect;
