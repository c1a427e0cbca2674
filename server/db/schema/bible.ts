/**
 * The story bible of a book: entities (characters, places, ...), the facts
 * that become true of them from a chapter on, foreshadowing threads, and the
 * mention index (which chapters name which entity). Chapters are referred to
 * by number where the author types one (progressions, threads) and by id in
 * the index, which follows the chapter through renumbering.
 */
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { BIBLE_ENTITY_KINDS, type BibleEntityKind } from '../../../src/lib/contract/enums';
import { books } from './books';
import { count, createTime, id, oneOf, updateTime } from './columns';

/** A free field of an entity's card (年龄: 17, 境界: 筑基). */
export interface BibleFieldValue {
  key: string;
  value: string;
}

/** One row per book with a bible: its limits, and the version of its names. */
export const bibleSettings = pgTable('bible_settings', {
  bookId: text('book_id')
    .primaryKey()
    .references(() => books.id, { onDelete: 'cascade' }),
  unseenChapters: integer('unseen_chapters').notNull().default(50),
  threadOverdueChapters: integer('thread_overdue_chapters').notNull().default(300),
  // Bumped with every change of a name or alias: a server process keys its
  // compiled matcher by it, so a save never matches against stale names,
  // whichever process changed them.
  namesVersion: integer('names_version').notNull().default(0),
});

export const bibleEntities = pgTable(
  'bible_entities',
  {
    id: id(),
    bookId: text('book_id')
      .notNull()
      .references(() => books.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<BibleEntityKind>().notNull(),
    name: text('name').notNull(),
    aliases: jsonb('aliases').$type<string[]>().notNull().default([]),
    fields: jsonb('fields').$type<BibleFieldValue[]>().notNull().default([]),
    notes: text('notes').notNull().default(''),
    tags: jsonb('tags').$type<string[]>().notNull().default([]),
    isMain: boolean('is_main').notNull().default(false),
    createTime: createTime(),
    updateTime: updateTime(),
  },
  (t) => [
    uniqueIndex('bible_entities_book_name_uq').on(t.bookId, t.name),
    index('bible_entities_book_kind_idx').on(t.bookId, t.kind),
    oneOf('bible_entities_kind_ck', t.kind, BIBLE_ENTITY_KINDS),
  ],
);

export const bibleProgressions = pgTable(
  'bible_progressions',
  {
    id: id(),
    entityId: text('entity_id')
      .notNull()
      .references(() => bibleEntities.id, { onDelete: 'cascade' }),
    fromChapterNo: integer('from_chapter_no').notNull(),
    fact: text('fact').notNull(),
    createTime: createTime(),
  },
  (t) => [index('bible_progressions_entity_idx').on(t.entityId, t.fromChapterNo)],
);

/**
 * How often a chapter's working text names an entity, and the line it first
 * does. Rewritten for a chapter on each of its saves, for the whole book when
 * names change. Only the entity is a foreign key: chapters and books are
 * never deleted (a chapter is trashed, and reads join live chapters), and a
 * rebuild writes tens of thousands of rows, each key check costing as much
 * as the row on embedded PGlite.
 */
export const bibleMentions = pgTable(
  'bible_mentions',
  {
    entityId: text('entity_id')
      .notNull()
      .references(() => bibleEntities.id, { onDelete: 'cascade' }),
    chapterId: text('chapter_id').notNull(),
    bookId: text('book_id').notNull(),
    count: count('count'),
    context: text('context').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.entityId, t.chapterId] }),
    index('bible_mentions_chapter_idx').on(t.chapterId),
  ],
);

export const bibleThreads = pgTable(
  'bible_threads',
  {
    id: id(),
    bookId: text('book_id')
      .notNull()
      .references(() => books.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    notes: text('notes').notNull().default(''),
    plantedChapterNo: integer('planted_chapter_no').notNull(),
    payoffChapterNo: integer('payoff_chapter_no'),
    resolvedChapterNo: integer('resolved_chapter_no'),
    createTime: createTime(),
    updateTime: updateTime(),
  },
  (t) => [index('bible_threads_book_idx').on(t.bookId, t.plantedChapterNo)],
);
