/** Income: daily accruals, entries, holds, payments and attendance leaves. */
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import {
  ADJUSTMENT_REASONS,
  type AdjustmentReason,
  HOLD_REASONS,
  type HoldReason,
  INCOME_ENTRY_KINDS,
  type IncomeEntryKind,
} from '../../../src/lib/contract/income-data';
import { cents, count, createTime, id, oneOf } from './columns';
import { authorRef, bookRef, day } from './refs';

/**
 * Income that accrues by day, per book: what readers paid and gave. Monthly
 * statements, tax and totals are computed from these rows and the entries
 * below, never stored, so every figure can be recomputed.
 */
export const incomeDaily = pgTable(
  'income_daily',
  {
    authorId: authorRef(),
    bookId: bookRef(),
    date: day('date').notNull(),
    subscription: cents('subscription'),
    // Chapter purchases and the distinct readers who made them that day.
    purchases: count('purchases'),
    payingReaders: count('paying_readers'),
    reward: cents('reward'),
    adShare: cents('ad_share'),
  },
  (t) => [
    primaryKey({ columns: [t.bookId, t.date] }),
    index('income_daily_author_date_idx').on(t.authorId, t.date),
  ],
);

/**
 * Amounts the platform decides once a month closes (attendance bonus,
 * guarantee top-up, completion reward) and adjustments, which may be
 * negative. Several adjustments may fall in one month, hence the own id.
 */
export const incomeEntries = pgTable(
  'income_entries',
  {
    id: id(),
    authorId: authorRef(),
    bookId: bookRef(),
    // 'YYYY-MM': a settlement period, not an instant, so no time zone games.
    month: text('month').notNull(),
    kind: text('kind').$type<IncomeEntryKind>().notNull(),
    amount: integer('amount').notNull(),
    // Set for adjustments only: why the amount changed.
    reason: text('reason').$type<AdjustmentReason>(),
    createTime: createTime(),
  },
  (t) => [
    index('income_entries_author_month_idx').on(t.authorId, t.month),
    oneOf('income_entries_kind_ck', t.kind, INCOME_ENTRY_KINDS),
    oneOf('income_entries_reason_ck', t.reason, ADJUSTMENT_REASONS),
    // Only an adjustment may take money away, and only an adjustment has a reason.
    check(
      'income_entries_amount_ck',
      sql`${t.kind} = 'adjustment' or (${t.amount} >= 0 and ${t.reason} is null)`,
    ),
  ],
);

/** A month's payment stopped by the platform, with why; released when fixed. */
export const incomeHolds = pgTable(
  'income_holds',
  {
    authorId: authorRef(),
    month: text('month').notNull(),
    reason: text('reason').$type<HoldReason>().notNull(),
    since: day('since').notNull(),
    releasedOn: day('released_on'),
  },
  (t) => [
    primaryKey({ columns: [t.authorId, t.month] }),
    oneOf('income_holds_reason_ck', t.reason, HOLD_REASONS),
  ],
);

/** The bank transfer of a month's statement (months carried into it ride along). */
export const incomePayments = pgTable(
  'income_payments',
  {
    authorId: authorRef(),
    month: text('month').notNull(),
    paidOn: day('paid_on').notNull(),
  },
  (t) => [primaryKey({ columns: [t.authorId, t.month] })],
);

/** A day off from the attendance count (请假), taken ahead for one book. */
export const attendanceLeaves = pgTable(
  'attendance_leaves',
  {
    bookId: bookRef(),
    authorId: authorRef(),
    date: day('date').notNull(),
    createTime: createTime(),
  },
  (t) => [primaryKey({ columns: [t.bookId, t.date] })],
);
