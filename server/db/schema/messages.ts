/** Messages to authors. */
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { authors } from './accounts';
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
  },
  (t) => [
    index('messages_author_type_status_time_idx').on(t.authorId, t.type, t.status, t.time),
    oneOf('messages_type_ck', t.type, MESSAGE_TYPES),
    check('messages_status_ck', sql`${t.status} in (0, 1)`),
  ],
);
