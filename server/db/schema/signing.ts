/** Signing applications. */
import { index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { authors } from './accounts';
import { books } from './books';
import { createTime, id, oneOf, tstz, updateTime } from './columns';
import {
  CONTRACT_TYPES,
  type ContractType,
  SIGN_APPLICATION_STATUSES,
  type SignApplicationStatus,
} from './values';

export interface SignContact {
  phone: string;
  email: string;
  qq: string;
}

export const signApplications = pgTable(
  'sign_applications',
  {
    id: id(),
    bookId: text('book_id')
      .notNull()
      .references(() => books.id, { onDelete: 'cascade' }),
    authorId: text('author_id')
      .notNull()
      .references(() => authors.id, { onDelete: 'cascade' }),
    contractType: text('contract_type').$type<ContractType>().notNull(),
    plannedTotalWords: integer('planned_total_words').notNull(),
    updatesPerWeek: integer('updates_per_week').notNull(),
    outline: text('outline').notNull().default(''),
    contact: jsonb('contact').$type<SignContact>().notNull(),
    status: text('status').$type<SignApplicationStatus>().notNull().default('draft'),
    reviewerComment: text('reviewer_comment'),
    submitTime: tstz('submit_time'),
    createTime: createTime(),
    updateTime: updateTime(),
  },
  (t) => [
    index('sign_applications_book_created_idx').on(t.bookId, t.createTime),
    oneOf('sign_applications_contract_type_ck', t.contractType, CONTRACT_TYPES),
    oneOf('sign_applications_status_ck', t.status, SIGN_APPLICATION_STATUSES),
  ],
);
