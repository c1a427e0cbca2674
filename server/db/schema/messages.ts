/** Messages to authors. */
import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import {
  MESSAGE_CATEGORIES,
  MESSAGE_TARGET_KINDS,
  MESSAGE_TEMPLATE_KEYS,
  MESSAGE_TODO_TASKS,
  type MessageCategory,
  type MessageTargetKind,
  type MessageTemplateKey,
  type MessageTodoTask,
  REVIEW_REASON_CODES,
  type ReviewChange,
  type ReviewReasonCode,
} from '../../../src/lib/contract/messages';
import { authors } from './accounts';
import { books } from './books';
import { id, oneOf, tstz } from './columns';
import { MESSAGE_TYPES, type MessageType } from './values';

export const messages = pgTable(
  'messages',
  {
    id: id(),
    authorId: text('author_id')
      .notNull()
      .references(() => authors.id, { onDelete: 'cascade' }),
    type: text('type').$type<MessageType>().notNull(),
    title: text('title').notNull(),
    subTitle: text('sub_title').notNull().default(''),
    avatar: text('avatar'),
    content: text('content').notNull().default(''),
    messageType: integer('message_type').notNull().default(0),
    // 0 unread, 1 read: the numeric form the client already speaks.
    status: integer('status').notNull().default(0),
    time: tstz('time').notNull().defaultNow(),
    category: text('category').$type<MessageCategory>().notNull().default('platform'),
    // What the message opens: a chapter, book or application id, a month
    // (YYYY-MM) of income; null for the account and for general notices.
    targetKind: text('target_kind').$type<MessageTargetKind>(),
    targetId: text('target_id'),
    // The book the target belongs to, for the book filter.
    bookId: text('book_id').references(() => books.id, { onDelete: 'set null' }),
    quote: text('quote'),
    reasonCode: text('reason_code').$type<ReviewReasonCode>(),
    changes: jsonb('changes').$type<ReviewChange[]>().notNull().default([]),
    // To-dos: what the state follows and when it is due.
    task: text('task').$type<MessageTodoTask>(),
    dueAt: tstz('due_at'),
    // A system message as a template key and its values, for the client to
    // show in the page's language; title, subTitle and content keep the
    // Chinese text. Null for messages people wrote.
    template: text('template').$type<MessageTemplateKey>(),
    templateParams: jsonb('template_params').$type<Record<string, string>>().notNull().default({}),
  },
  (t) => [
    index('messages_author_type_status_time_idx').on(t.authorId, t.type, t.status, t.time),
    index('messages_author_book_time_idx').on(t.authorId, t.bookId, t.time),
    oneOf('messages_type_ck', t.type, MESSAGE_TYPES),
    oneOf('messages_category_ck', t.category, MESSAGE_CATEGORIES),
    oneOf('messages_target_kind_ck', t.targetKind, MESSAGE_TARGET_KINDS),
    oneOf('messages_reason_code_ck', t.reasonCode, REVIEW_REASON_CODES),
    oneOf('messages_task_ck', t.task, MESSAGE_TODO_TASKS),
    oneOf('messages_template_ck', t.template, MESSAGE_TEMPLATE_KEYS),
    check('messages_status_ck', sql`${t.status} in (0, 1)`),
  ],
);
