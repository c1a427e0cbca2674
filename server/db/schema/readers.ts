/**
 * What readers write about the author's books (the reference server plays
 * the reading platform): book reviews, chapter and paragraph comments, the
 * replies under them (readers' and the author's), and readers the author
 * muted for a book.
 */
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
} from 'drizzle-orm/pg-core';
import { READER_COMMENT_KINDS, type ReaderCommentKind } from '../../../src/lib/contract/readers';
import { chapters } from './chapters';
import { count, createTime, id, oneOf } from './columns';
import { authorRef, bookRef } from './refs';

export const readerComments = pgTable(
  'reader_comments',
  {
    id: id(),
    // The book's author, so every inbox query is scoped by one indexed column.
    authorId: authorRef(),
    bookId: bookRef(),
    // Null for book reviews; the chapter's comments go with it.
    chapterId: text('chapter_id').references(() => chapters.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<ReaderCommentKind>().notNull(),
    // A reply's thread: the thread's first comment (one level, as readers' apps show them).
    parentId: text('parent_id').references((): AnyPgColumn => readerComments.id, {
      onDelete: 'cascade',
    }),
    // The comment a reply answers (the thread's first comment or a reply in it).
    replyToId: text('reply_to_id'),
    // Paragraph comments: the index among non-blank lines when commented,
    // the hash of that paragraph (to find it again after edits) and its start.
    paragraphIndex: integer('paragraph_index'),
    paragraphHash: text('paragraph_hash'),
    paragraphExcerpt: text('paragraph_excerpt'),
    // The platform's reader account; the author's own replies carry the author's id.
    readerId: text('reader_id').notNull(),
    readerName: text('reader_name').notNull(),
    byAuthor: boolean('by_author').notNull().default(false),
    content: text('content').notNull(),
    likeCount: count('like_count'),
    likedByAuthor: boolean('liked_by_author').notNull().default(false),
    pinned: boolean('pinned').notNull().default(false),
    hidden: boolean('hidden').notNull().default(false),
    reported: boolean('reported').notNull().default(false),
    // The author's read state and whether the author replied to it.
    isRead: boolean('is_read').notNull().default(false),
    answered: boolean('answered').notNull().default(false),
    createTime: createTime(),
  },
  (t) => [
    // The inbox: the author's readers' comments newest first, a keyset page
    // at a time (create_time, id); filters by kind or book ride on it.
    index('reader_comments_inbox_idx')
      .on(t.authorId, t.createTime.desc(), t.id.desc())
      .where(sql`not ${t.byAuthor}`),
    index('reader_comments_book_inbox_idx')
      .on(t.bookId, t.createTime.desc(), t.id.desc())
      .where(sql`not ${t.byAuthor}`),
    // Unread counts (the navbar) read only the unread rows.
    index('reader_comments_unread_idx')
      .on(t.authorId, t.bookId)
      .where(sql`not ${t.isRead} and not ${t.byAuthor}`),
    // Counts per chapter and per paragraph: one grouped scan of the book.
    index('reader_comments_book_chapter_idx').on(t.bookId, t.chapterId, t.paragraphIndex),
    index('reader_comments_parent_idx').on(t.parentId, t.createTime),
    index('reader_comments_reply_to_idx').on(t.replyToId).where(sql`${t.byAuthor}`),
    oneOf('reader_comments_kind_ck', t.kind, READER_COMMENT_KINDS),
  ],
);

/** Readers the author muted for a book: they can no longer comment on it. */
export const readerMutes = pgTable(
  'reader_mutes',
  {
    bookId: bookRef(),
    readerId: text('reader_id').notNull(),
    authorId: authorRef(),
    createTime: createTime(),
  },
  (t) => [primaryKey({ columns: [t.bookId, t.readerId] })],
);
