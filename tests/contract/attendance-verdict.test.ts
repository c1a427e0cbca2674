/**
 * One month, one attendance verdict (issue 31): the stockpile calendar
 * (getChapterCalendar) and income's attendance (getIncomeAttendance) judge
 * a month by the same rule (src/lib/attendance-day.ts), so a month with a
 * single missed day is lost on both screens, never kept on one and lost on
 * the other. The month is built in the database: last month of the signed
 * demo's long novel, every day with one chapter of exactly the threshold
 * except the 15th, which has none.
 */
import { and, eq, gte, lt } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { attendanceLeaves, chapters } from '../../server/db/schema';
import type { components } from '../../src/api/schema';
import { type Book, deskServer } from './desk-helpers';
import { op, type TestServer } from './harness';

type Calendar = Extract<components['schemas']['CalendarEnvelope'], { code: 0 }>['body'];
type Attendance = Extract<components['schemas']['IncomeAttendanceEnvelope'], { code: 0 }>['body'];

let server: TestServer;
let token: string;
let book: Book;
let month: string;
const MISSED_DAY = 15;

const beijingDate = (instant: number) =>
  new Date(instant + 8 * 3_600_000).toISOString().slice(0, 10);
const beijingNoon = (date: string) => new Date(`${date}T12:00:00+08:00`);

beforeAll(async () => {
  ({ server, token, bigBook: book } = await deskServer());
  const db = server.context.db;
  const today = beijingDate(server.context.now().getTime());
  // Last month: every day of it is over.
  const firstOfThisMonth = new Date(`${today.slice(0, 7)}-01T00:00:00+08:00`);
  month = beijingDate(firstOfThisMonth.getTime() - 1).slice(0, 7);
  const start = new Date(`${month}-01T00:00:00+08:00`);
  const days = Number(beijingDate(firstOfThisMonth.getTime() - 1).slice(8, 10));

  // Nothing of the seed's in the month: its chapters go out the day before it, no leaves.
  const before = new Date(start.getTime() - 86_400_000);
  await db
    .update(chapters)
    .set({ publishedAt: before })
    .where(
      and(
        eq(chapters.bookId, book.id),
        eq(chapters.status, 'published'),
        gte(chapters.publishedAt, start),
        lt(chapters.publishedAt, firstOfThisMonth),
      ),
    );
  await db.delete(attendanceLeaves).where(eq(attendanceLeaves.bookId, book.id));

  // One chapter of exactly the threshold a day, but none on the 15th.
  const published = await db
    .select({ id: chapters.id })
    .from(chapters)
    .where(and(eq(chapters.bookId, book.id), eq(chapters.status, 'published')))
    .orderBy(chapters.position)
    .limit(days - 1);
  expect(published).toHaveLength(days - 1);
  const dates = Array.from(
    { length: days },
    (_, i) => `${month}-${String(i + 1).padStart(2, '0')}`,
  ).filter((_, i) => i + 1 !== MISSED_DAY);
  const calendar = await server.ok<Calendar>('getChapterCalendar', {
    token,
    query: { book_id: book.id, month },
  });
  for (const [i, row] of published.entries()) {
    await db
      .update(chapters)
      .set({ publishedAt: beijingNoon(dates[i]!), wordCount: calendar.daily_threshold })
      .where(eq(chapters.id, row.id));
  }
});
afterAll(() => server?.close());

describe(`${op('getChapterCalendar')} and ${op('getIncomeAttendance')}`, () => {
  it('give a month with exactly one missed day the same verdict: lost on both', async () => {
    const missed = `${month}-${MISSED_DAY}`;
    const income = await server.ok<Attendance>('getIncomeAttendance', {
      token,
      query: { month, book_id: book.id },
    });
    const calendar = await server.ok<Calendar>('getChapterCalendar', {
      token,
      query: { book_id: book.id, month },
    });
    const paid = income.list[0]!;
    // Only the 15th falls short, on both screens.
    expect(paid.days.filter((d) => d.status !== 'met').map((d) => d.date)).toEqual([missed]);
    expect(calendar.days.filter((d) => d.status !== 'met').map((d) => d.date)).toEqual([missed]);

    // Income pays nothing for it; the calendar says the same.
    expect(paid).toMatchObject({
      eligible: true,
      verdict: 'failed',
      reason: 'day_without_update',
      failed_on: missed,
      bonus: 0,
    });
    expect(calendar.attendance).toMatchObject({
      eligible: true,
      allowed_misses: 0,
      missed_days: 1,
      status: 'lost',
    });
  });
});
