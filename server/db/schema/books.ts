/** Categories, books and their volumes. */
import {
  type AnyPgColumn,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { authors } from './accounts';
import { count, createTime, id, oneOf, tstz, updateTime } from './columns';
import {
  AUDIENCES,
  type Audience,
  BOOK_KINDS,
  type BookKind,
  REVIEW_STATUSES,
  type ReviewField,
  type ReviewStatus,
  SERIAL_STATUSES,
  type SerialStatus,
  SIGN_STATUSES,
  type SignStatus,
} from './values';

export const categories = pgTable(
  'categories',
  {
    id: id(),
    // Null at the top level, which is the audience channel (male / female).
    parentId: text('parent_id').references((): AnyPgColumn => categories.id),
    // The zh-CN name; `nameEn` is the en-US one. Answers carry both (the
    // spec's CategoryNames), so nothing read from here depends on a language.
    name: text('name').notNull(),
    nameEn: text('name_en').notNull(),
    // The channel's audience, on the channel and every node below it, so no
    // code tells the channels apart by their names.
    audience: text('audience').$type<Audience>().notNull(),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [
    index('categories_parent_idx').on(t.parentId, t.sort),
    oneOf('categories_audience_ck', t.audience, AUDIENCES),
  ],
);

export const books = pgTable(
  'books',
  {
    id: id(),
    authorId: text('author_id')
      .notNull()
      .references(() => authors.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<BookKind>().notNull(),
    title: text('title').notNull(),
    audience: text('audience').$type<Audience>().notNull(),
    categoryId: text('category_id')
      .notNull()
      .references(() => categories.id),
    tags: jsonb('tags').$type<string[]>().notNull().default([]),
    protagonists: jsonb('protagonists').$type<string[]>().notNull().default([]),
    synopsis: text('synopsis').notNull().default(''),
    coverUrl: text('cover_url'),
    serialStatus: text('serial_status').$type<SerialStatus>().notNull().default('serial'),
    reviewStatus: text('review_status').$type<ReviewStatus>().notNull().default('draft'),
    rejectReason: text('reject_reason'),
    // What the reviewer asked to change with `reject_reason`; empty otherwise.
    rejectFields: jsonb('reject_fields').$type<ReviewField[]>().notNull().default([]),
    signStatus: text('sign_status').$type<SignStatus>().notNull().default('unsigned'),
    allowVip: boolean('allow_vip').notNull().default(false),
    // Aggregates kept in step with chapters by the server (not trashed only),
    // so book lists never scan chapter content.
    wordCount: count('word_count'),
    chapterCount: count('chapter_count'),
    lastChapterTitle: text('last_chapter_title'),
    lastPublishedAt: tstz('last_published_at'),
    createTime: createTime(),
    updateTime: updateTime(),
  },
  (t) => [
    uniqueIndex('books_author_title_uq').on(t.authorId, t.title),
    index('books_author_kind_updated_idx').on(t.authorId, t.kind, t.updateTime),
    oneOf('books_kind_ck', t.kind, BOOK_KINDS),
    oneOf('books_audience_ck', t.audience, AUDIENCES),
    oneOf('books_serial_status_ck', t.serialStatus, SERIAL_STATUSES),
    oneOf('books_review_status_ck', t.reviewStatus, REVIEW_STATUSES),
    oneOf('books_sign_status_ck', t.signStatus, SIGN_STATUSES),
  ],
);

export const volumes = pgTable(
  'volumes',
  {
    id: id(),
    bookId: text('book_id')
      .notNull()
      .references(() => books.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    // Sparse rank like chapters.position: moving a volume rewrites one row.
    sort: integer('sort').notNull(),
    chapterCount: count('chapter_count'),
    wordCount: count('word_count'),
    createTime: createTime(),
  },
  (t) => [index('volumes_book_sort_idx').on(t.bookId, t.sort)],
);
