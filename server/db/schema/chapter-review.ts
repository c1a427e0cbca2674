/** The platform's review of published chapters: every step, per chapter. */
import { bigserial, index, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import type {
  ChapterAppealDiff,
  ChapterReviewEventKind,
  ChapterReviewSpan,
} from '../../../src/lib/contract/chapter-review';
import { CHAPTER_REVIEW_EVENT_KINDS } from '../../../src/lib/contract/chapter-review';
import { books } from './books';
import { chapters } from './chapters';
import { createTime, id, oneOf } from './columns';

/**
 * Rows are only inserted: the timeline the author reads. The current state
 * is kept on `chapters.review_state` (written in the same transaction), so
 * the chapter list filters on an index instead of reading this table.
 */
export const chapterReviewEvents = pgTable(
  'chapter_review_events',
  {
    id: id(),
    chapterId: text('chapter_id')
      .notNull()
      .references(() => chapters.id, { onDelete: 'cascade' }),
    bookId: text('book_id')
      .notNull()
      .references(() => books.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<ChapterReviewEventKind>().notNull(),
    /** The platform's reason, or the author's note to an appeal. */
    reason: text('reason'),
    spans: jsonb('spans').$type<ChapterReviewSpan[]>().notNull().default([]),
    diff: jsonb('diff').$type<ChapterAppealDiff>(),
    /**
     * The kept text (chapter_versions) the step is about: the text readers
     * had at a block, the text an appeal sent. No foreign key: retention
     * never removes published versions, and an appeal's text is kept as such.
     */
    versionId: text('version_id'),
    createTime: createTime(),
    // Orders steps written in one transaction (one clock reading).
    seq: bigserial('seq', { mode: 'number' }).notNull(),
  },
  (t) => [
    index('chapter_review_events_chapter_idx').on(t.chapterId, t.createTime, t.seq),
    oneOf('chapter_review_events_kind_ck', t.kind, CHAPTER_REVIEW_EVENT_KINDS),
  ],
);
