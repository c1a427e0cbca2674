/**
 * The guard shared by the income and data screens: their figures exist only
 * for signed authors, and a book of another author must look exactly like a
 * book that does not exist. Also the Asia/Shanghai calendar helpers both
 * areas need, since "this month" and "yesterday" are the author's, not UTC's.
 */
import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../context';
import { type Author, books } from '../db/schema';
import { notAllowed, notFound } from '../http/failure';

/** China has no daylight saving time, so a fixed offset is exact. */
const SHANGHAI_OFFSET_MS = 8 * 3_600_000;
const DAY_MS = 86_400_000;

/**
 * Answers 103001 for an unsigned author before anything else is looked at,
 * then 102001 when `bookId` is given and is not one of the author's books.
 */
export async function requireSignedAuthor(
  app: AppContext,
  author: Author,
  bookId?: string,
): Promise<void> {
  if (!author.isSigned) throw notAllowed('Income and data are for signed authors');
  if (bookId === undefined) return;
  const [book] = await app.db
    .select({ id: books.id })
    .from(books)
    .where(and(eq(books.id, bookId), eq(books.authorId, author.id)))
    .limit(1);
  if (!book) throw notFound();
}

/**
 * The first day PostgreSQL's date type accepts ('0000-01-01' is out of
 * range there although the spec's patterns allow it).
 */
export const FIRST_DATE = '0001-01-01';

/** 'YYYY-MM-DD' of the given instant on the Asia/Shanghai calendar. */
export function shanghaiDate(instant: Date): string {
  return new Date(instant.getTime() + SHANGHAI_OFFSET_MS).toISOString().slice(0, 10);
}

/** Days since 1970-01-01 of a 'YYYY-MM-DD' date (calendar arithmetic, no zone). */
export function dayNumber(date: string): number {
  return Math.floor(Date.parse(`${date}T00:00:00Z`) / DAY_MS);
}

/** The 'YYYY-MM-DD' date `days` after (or before, when negative) `date`. */
export function addDays(date: string, days: number): string {
  const shifted = new Date((dayNumber(date) + days) * DAY_MS).toISOString().slice(0, 10);
  // Before year 1 toISOString writes '-000001-…' or '0000-…': clamp instead.
  return shifted < FIRST_DATE ? FIRST_DATE : shifted;
}

/** Months since year 0 of a 'YYYY-MM' month, so ranges are a subtraction. */
export function monthNumber(month: string): number {
  return Number(month.slice(0, 4)) * 12 + Number(month.slice(5, 7)) - 1;
}

/** The 'YYYY-MM' month `months` after (or before, when negative) `month`. */
export function addMonths(month: string, months: number): string {
  // Clamped at year 0: the Month pattern allows '0000-01', and a default
  // range reaching before it just means "from the beginning".
  const n = Math.max(0, monthNumber(month) + months);
  const year = Math.floor(n / 12);
  return `${String(year).padStart(4, '0')}-${String((n % 12) + 1).padStart(2, '0')}`;
}
