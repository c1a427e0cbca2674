/**
 * The income queries: stored facts only (daily rows, monthly entries, holds,
 * payments, chapters and leaves for attendance). Sums are computed by the
 * database; everything derived from them (tax, states, totals) is computed
 * in the services beside this file.
 */
import { and, asc, eq, exists, gte, inArray, lt, lte, or, sql } from 'drizzle-orm';
import type {
  AdjustmentReason,
  HoldReason,
  IncomeEntryKind,
} from '../../src/lib/contract/income-data';
import { sumOf } from '../db/aggregates';
import type { Db } from '../db/client';
import {
  attendanceLeaves,
  books,
  chapters,
  incomeDaily,
  incomeEntries,
  incomeHolds,
  incomePayments,
} from '../db/schema';
import { bookSummaryColumns } from './books';

/** A month's payment stopped by the platform, as settlement reads it. */
export interface HoldRow {
  reason: HoldReason;
  since: string;
  releasedOn: string | null;
}

/** What accrues by day, summed. */
export interface DailyParts {
  subscription: number;
  reward: number;
  ad_share: number;
}

const dailyParts = {
  subscription: sumOf(sql`${incomeDaily.subscription}`),
  reward: sumOf(sql`${incomeDaily.reward}`),
  ad_share: sumOf(sql`${incomeDaily.adShare}`),
};

/** Daily income summed per book and month, over the author's whole history. */
export async function dailySumsByBookMonth(db: Db, authorId: string) {
  const month = sql<string>`to_char(${incomeDaily.date}, 'YYYY-MM')`;
  return db
    .select({ bookId: incomeDaily.bookId, month, ...dailyParts })
    .from(incomeDaily)
    .where(eq(incomeDaily.authorId, authorId))
    .groupBy(incomeDaily.bookId, month);
}

/** Daily income summed per book over a range of days (both ends included). */
export async function dailySumsByBook(db: Db, authorId: string, from: string, to: string) {
  return db
    .select({ bookId: incomeDaily.bookId, ...dailyParts })
    .from(incomeDaily)
    .where(
      and(
        eq(incomeDaily.authorId, authorId),
        gte(incomeDaily.date, from),
        lte(incomeDaily.date, to),
      ),
    )
    .groupBy(incomeDaily.bookId);
}

export interface EntryRow {
  bookId: string;
  month: string;
  kind: IncomeEntryKind;
  amount: number;
  reason: AdjustmentReason | null;
}

/** Every monthly entry of the author (bonuses, top-ups, rewards, adjustments). */
export async function entries(db: Db, authorId: string): Promise<EntryRow[]> {
  return db
    .select({
      bookId: incomeEntries.bookId,
      month: incomeEntries.month,
      kind: incomeEntries.kind,
      amount: incomeEntries.amount,
      reason: incomeEntries.reason,
    })
    .from(incomeEntries)
    .where(eq(incomeEntries.authorId, authorId))
    .orderBy(asc(incomeEntries.month), asc(incomeEntries.createTime), asc(incomeEntries.id));
}

/** Holds and payments of the author, by month. */
export async function settlementFacts(db: Db, authorId: string) {
  const [holds, payments] = await Promise.all([
    db.select().from(incomeHolds).where(eq(incomeHolds.authorId, authorId)),
    db.select().from(incomePayments).where(eq(incomePayments.authorId, authorId)),
  ]);
  return {
    holds: new Map<string, HoldRow>(
      holds.map((h) => [h.month, { reason: h.reason, since: h.since, releasedOn: h.releasedOn }]),
    ),
    paidOn: new Map(payments.map((p) => [p.month, p.paidOn])),
  };
}

/** Daily rows of one month (one book, or summed over books), oldest first. */
export async function dailyRows(
  db: Db,
  authorId: string,
  from: string,
  to: string,
  bookId?: string,
) {
  const conditions = [
    eq(incomeDaily.authorId, authorId),
    gte(incomeDaily.date, from),
    lte(incomeDaily.date, to),
  ];
  if (bookId) conditions.push(eq(incomeDaily.bookId, bookId));
  // Grouping by date is a no-op for one book and the sum over books otherwise.
  return db
    .select({
      date: incomeDaily.date,
      ...dailyParts,
      purchases: sumOf(sql`${incomeDaily.purchases}`),
      paying_readers: sumOf(sql`${incomeDaily.payingReaders}`),
    })
    .from(incomeDaily)
    .where(and(...conditions))
    .groupBy(incomeDaily.date)
    .orderBy(asc(incomeDaily.date));
}

/**
 * The author's books that have income or may earn it (signed), long before
 * short, oldest first: what the book selector offers.
 */
export async function booksWithIncome(db: Db, authorId: string) {
  const hasDaily = db
    .select({ one: sql`1` })
    .from(incomeDaily)
    .where(eq(incomeDaily.bookId, books.id));
  const hasEntries = db
    .select({ one: sql`1` })
    .from(incomeEntries)
    .where(eq(incomeEntries.bookId, books.id));
  return db
    .select(bookSummaryColumns)
    .from(books)
    .where(
      and(
        eq(books.authorId, authorId),
        or(eq(books.signStatus, 'signed'), exists(hasDaily), exists(hasEntries)),
      ),
    )
    .orderBy(asc(books.kind), asc(books.createTime), asc(books.id));
}

/**
 * Published and scheduled chapters of the books that go out in [start, end)
 * (the first and the day after the last Beijing day asked), with their
 * Beijing day: the attendance calendar's input.
 */
export async function chaptersOutBetween(db: Db, bookIds: string[], start: Date, end: Date) {
  if (bookIds.length === 0) return [];
  const at = sql<Date>`coalesce(${chapters.publishedAt}, ${chapters.publishAt})`;
  return db
    .select({
      bookId: chapters.bookId,
      chapterId: chapters.id,
      chapterNo: chapters.chapterNo,
      title: chapters.title,
      words: chapters.wordCount,
      status: chapters.status,
      at: sql<string>`to_char(${at} at time zone 'Asia/Shanghai', 'YYYY-MM-DD"T"HH24:MI:SS"+08:00"')`,
      day: sql<string>`to_char(${at} at time zone 'Asia/Shanghai', 'YYYY-MM-DD')`,
    })
    .from(chapters)
    .where(
      and(
        inArray(chapters.bookId, bookIds),
        or(
          and(
            eq(chapters.status, 'published'),
            gte(chapters.publishedAt, start),
            lt(chapters.publishedAt, end),
          ),
          and(
            eq(chapters.status, 'scheduled'),
            gte(chapters.publishAt, start),
            lt(chapters.publishAt, end),
          ),
        ),
      ),
    );
}

/** Leave days of the books in [from, to]. */
export async function leavesBetween(db: Db, bookIds: string[], from: string, to: string) {
  if (bookIds.length === 0) return [];
  return db
    .select({ bookId: attendanceLeaves.bookId, date: attendanceLeaves.date })
    .from(attendanceLeaves)
    .where(
      and(
        inArray(attendanceLeaves.bookId, bookIds),
        gte(attendanceLeaves.date, from),
        lte(attendanceLeaves.date, to),
      ),
    );
}
