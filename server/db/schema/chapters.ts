/** Chapters, their pending revisions, kept versions and undoable bulk operations, and writing days. */
import { type SQL, sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import {
  CHAPTER_REVIEW_STATES,
  type ChapterReviewState,
} from '../../../src/lib/contract/chapter-review';
import { authors } from './accounts';
import { books, volumes } from './books';
import { count, createTime, id, oneOf, tstz, updateTime } from './columns';
import {
  CHAPTER_STATUSES,
  type ChapterStatus,
  UNDO_KINDS,
  type UndoKind,
  VERSION_REASONS,
  type VersionReason,
} from './values';

export const chapters = pgTable(
  'chapters',
  {
    id: id(),
    bookId: text('book_id')
      .notNull()
      .references(() => books.id, { onDelete: 'cascade' }),
    // No cascade: deleting a volume must move or trash its chapters first.
    volumeId: text('volume_id')
      .notNull()
      .references(() => volumes.id),
    chapterNo: integer('chapter_no').notNull(),
    // Sparse rank within the book (gaps of 1024, midpoints on insert), so a
    // reorder updates one row instead of renumbering thousands. Double
    // precision allows ~50 bisections between two neighbours before a
    // rebalance is needed.
    position: doublePrecision('position').notNull(),
    title: text('title').notNull(),
    content: text('content').notNull().default(''),
    authorNote: text('author_note').notNull().default(''),
    wordCount: count('word_count'),
    status: text('status').$type<ChapterStatus>().notNull().default('draft'),
    // Restoring from the trash returns a chapter to where it was.
    statusBeforeTrash: text('status_before_trash').$type<Exclude<ChapterStatus, 'trashed'>>(),
    publishAt: tstz('publish_at'),
    publishedAt: tstz('published_at'),
    isVip: boolean('is_vip').notNull().default(false),
    // Optimistic concurrency: updates carry the version they were based on.
    version: integer('version').notNull().default(1),
    createTime: createTime(),
    updateTime: updateTime(),
    trashedAt: tstz('trashed_at'),
    // The editor's id for the draft a chapter was started as: a create sent
    // again under it (its answer was lost) finds this chapter instead of
    // making a second one.
    draftId: text('draft_id'),
    // The platform's review after publishing (null before): kept in step with
    // chapter_review_events so the list filters on an index.
    reviewState: text('review_state').$type<ChapterReviewState>(),
  },
  (t) => [
    index('chapters_book_position_idx').on(t.bookId, t.position),
    uniqueIndex('chapters_book_draft_idx')
      .on(t.bookId, t.draftId)
      .where(sql`${t.draftId} is not null`),
    index('chapters_book_status_position_idx').on(t.bookId, t.status, t.position),
    index('chapters_volume_position_idx').on(t.volumeId, t.position),
    index('chapters_book_no_idx').on(t.bookId, t.chapterNo),
    // The scheduler's sweep over every book: only scheduled rows are indexed.
    index('chapters_scheduled_due_idx').on(t.publishAt).where(sql`${t.status} = 'scheduled'`),
    oneOf('chapters_status_ck', t.status, CHAPTER_STATUSES),
    index('chapters_book_review_position_idx')
      .on(t.bookId, t.reviewState, t.position)
      .where(sql`${t.reviewState} is not null`),
    oneOf('chapters_review_state_ck', t.reviewState, CHAPTER_REVIEW_STATES),
    oneOf('chapters_status_before_trash_ck', t.statusBeforeTrash, [
      'draft',
      'scheduled',
      'published',
    ]),
  ],
);

/**
 * A published or scheduled chapter's edits, kept apart from the text readers
 * get (or will get at `publish_at`) until the author applies them. At most one
 * per chapter; drafts never have one (their saves are their text).
 */
export const chapterRevisions = pgTable(
  'chapter_revisions',
  {
    chapterId: text('chapter_id')
      .primaryKey()
      .references(() => chapters.id, { onDelete: 'cascade' }),
    bookId: text('book_id')
      .notNull()
      .references(() => books.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    content: text('content').notNull(),
    authorNote: text('author_note').notNull(),
    isVip: boolean('is_vip').notNull(),
    wordCount: count('word_count'),
    createTime: createTime(),
    updateTime: updateTime(),
  },
  // A book's pending revisions are counted on every chapter list.
  (t) => [index('chapter_revisions_book_idx').on(t.bookId)],
);

/**
 * Every kept text of a chapter. Rows are only ever inserted, and deleted by
 * the retention rule (server/services/chapters/version-rules.ts); never updated.
 */
export const chapterVersions = pgTable(
  'chapter_versions',
  {
    id: id(),
    chapterId: text('chapter_id')
      .notNull()
      .references(() => chapters.id, { onDelete: 'cascade' }),
    bookId: text('book_id')
      .notNull()
      .references(() => books.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    content: text('content').notNull(),
    authorNote: text('author_note').notNull(),
    wordCount: count('word_count'),
    // Computed by the database, so one function decides what "the same text" is.
    textHash: text('text_hash')
      .notNull()
      .generatedAlwaysAs(
        (): SQL =>
          sql`md5(${chapterVersions.title} || chr(30) || ${chapterVersions.content} || chr(30) || ${chapterVersions.authorNote})`,
      ),
    reason: text('reason').$type<VersionReason>().notNull(),
    // Readers had this text: retention never removes it.
    published: boolean('published').notNull().default(false),
    createTime: createTime(),
    // Orders versions written at the same instant (one transaction keeps its
    // clock): a checkpoint and the change after it.
    seq: bigserial('seq', { mode: 'number' }).notNull(),
  },
  (t) => [
    index('chapter_versions_chapter_time_idx').on(t.chapterId, t.createTime, t.seq),
    index('chapter_versions_chapter_hash_idx').on(t.chapterId, t.textHash),
    oneOf('chapter_versions_reason_ck', t.reason, VERSION_REASONS),
  ],
);

/**
 * A bulk change that can be undone: what each chapter was before, and how it
 * looked right after, so an undo can tell whether it changed since.
 */
export const chapterOperations = pgTable(
  'chapter_operations',
  {
    id: id(),
    authorId: text('author_id')
      .notNull()
      .references(() => authors.id, { onDelete: 'cascade' }),
    bookId: text('book_id')
      .notNull()
      .references(() => books.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<UndoKind>().notNull(),
    entries: jsonb('entries').$type<unknown[]>().notNull(),
    createTime: createTime(),
    expiresAt: tstz('expires_at').notNull(),
    undoneAt: tstz('undone_at'),
  },
  (t) => [
    index('chapter_operations_author_time_idx').on(t.authorId, t.createTime),
    oneOf('chapter_operations_kind_ck', t.kind, UNDO_KINDS),
  ],
);

/** Net words an author wrote per Beijing day (saves in the editor), for today's words and the streak. */
export const writingDays = pgTable(
  'writing_days',
  {
    authorId: text('author_id')
      .notNull()
      .references(() => authors.id, { onDelete: 'cascade' }),
    date: date('date', { mode: 'string' }).notNull(),
    words: integer('words').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.authorId, t.date] })],
);
