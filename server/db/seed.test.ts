import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countWords } from '../../src/lib/word-count';
import { isValidChineseIdNumber } from '../services/id-card';
import { verifyPassword } from '../services/passwords';
import { type DatabaseHandle, openDatabase } from './client';
import { migrateDatabase } from './migrate';
import {
  authors,
  bookDailyStats,
  books,
  chapterReads,
  chapters,
  incomeDaily,
  incomeMonthly,
  messages,
  volumes,
} from './schema';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, type SeedSummary, seedDemoData } from './seed';

const now = new Date('2026-03-15T04:00:00Z');
let handle: DatabaseHandle;
let summary: SeedSummary;

// PGlite start-up alone takes several seconds on a slow machine.
beforeAll(async () => {
  handle = await openDatabase({ inMemory: true });
  await migrateDatabase(handle);
  summary = await seedDemoData(handle.db, { chaptersInBigBook: 60, daysOfStats: 30, now });
}, 60_000);

afterAll(async () => {
  await handle?.close();
});

describe('seedDemoData', () => {
  it('seeds both demo authors with working passwords', async () => {
    expect(summary.seeded).toBe(true);
    expect(summary.authors).toBe(2);
    const rows = await handle.db.select().from(authors);
    expect(rows).toHaveLength(2);
    for (const account of DEMO_ACCOUNTS) {
      const author = rows.find((a) => a.phone === account.phone);
      expect(author?.penName).toBe(account.penName);
      expect(author?.isSigned).toBe(account.signed);
      expect(await verifyPassword(DEMO_PASSWORD, author?.passwordHash ?? '')).toBe(true);
      expect(await verifyPassword('wrong', author?.passwordHash ?? '')).toBe(false);
    }
    const signed = rows.find((a) => a.isSigned);
    expect(signed?.isCertified).toBe(true);
    expect(isValidChineseIdNumber(signed?.idCard ?? '', now)).toBe(true);
  });

  it('lays out the big book as requested', async () => {
    const [big] = await handle.db.select().from(books).where(eq(books.title, '星海长歌'));
    expect(big?.chapterCount).toBe(60);
    const rows = await handle.db
      .select({ status: chapters.status, n: sql<number>`count(*)::int` })
      .from(chapters)
      .where(eq(chapters.bookId, big!.id))
      .groupBy(chapters.status);
    const byStatus = Object.fromEntries(rows.map((r) => [r.status, r.n]));
    expect(byStatus).toEqual({ published: 52, scheduled: 3, draft: 5 });
    const vols = await handle.db.select().from(volumes).where(eq(volumes.bookId, big!.id));
    expect(vols).toHaveLength(10);
    expect(vols.every((v) => v.title.length <= 20)).toBe(true);
  });

  it('gives every chapter the word count of its content', async () => {
    const rows = await handle.db
      .select({ content: chapters.content, wordCount: chapters.wordCount })
      .from(chapters);
    expect(rows.length).toBe(summary.chapters);
    for (const row of rows) {
      expect(row.wordCount).toBe(countWords(row.content));
      expect(row.content.length).toBeGreaterThanOrEqual(2000);
    }
  });

  it('keeps book and volume aggregates equal to their chapters', async () => {
    const sums = (key: typeof chapters.bookId | typeof chapters.volumeId) =>
      handle.db
        .select({
          id: key,
          words: sql<number>`coalesce(sum(${chapters.wordCount}), 0)::int`,
          n: sql<number>`count(*)::int`,
        })
        .from(chapters)
        .where(sql`${chapters.status} <> 'trashed'`)
        .groupBy(key);
    const byBook = new Map((await sums(chapters.bookId)).map((r) => [r.id, r]));
    const byVolume = new Map((await sums(chapters.volumeId)).map((r) => [r.id, r]));
    for (const book of await handle.db.select().from(books)) {
      expect(book.wordCount).toBe(byBook.get(book.id)?.words ?? 0);
      expect(book.chapterCount).toBe(byBook.get(book.id)?.n ?? 0);
    }
    for (const volume of await handle.db.select().from(volumes)) {
      expect(volume.wordCount).toBe(byVolume.get(volume.id)?.words ?? 0);
      expect(volume.chapterCount).toBe(byVolume.get(volume.id)?.n ?? 0);
    }
  });

  it('makes monthly income the sum of its daily rows', async () => {
    const monthly = await handle.db.select().from(incomeMonthly);
    expect(monthly.length).toBe(24); // two signed books x 12 months
    const daily = await handle.db
      .select({
        bookId: incomeDaily.bookId,
        month: sql<string>`to_char(${incomeDaily.date}, 'YYYY-MM')`,
        subscription: sql<number>`sum(${incomeDaily.subscription})::int`,
        reward: sql<number>`sum(${incomeDaily.reward})::int`,
      })
      .from(incomeDaily)
      .groupBy(incomeDaily.bookId, sql`2`);
    const key = (bookId: string, month: string) => `${bookId}/${month}`;
    const dailyByMonth = new Map(daily.map((d) => [key(d.bookId, d.month), d]));
    for (const m of monthly) {
      const d = dailyByMonth.get(key(m.bookId, m.month));
      expect(m.subscription).toBe(d?.subscription ?? 0);
      expect(m.reward).toBe(d?.reward ?? 0);
      expect(m.preTax).toBe(m.subscription + m.reward + m.adShare + m.attendanceBonus + m.other);
      expect(m.afterTax).toBe(m.preTax - m.tax);
    }
    expect(monthly.find((m) => m.month === '2026-03')?.settleStatus).toBe('pending');
    expect(monthly.find((m) => m.month === '2026-02')?.settleStatus).toBe('settled');
    expect(monthly.find((m) => m.month === '2025-04')?.settleStatus).toBe('paid');
  });

  it('seeds stats, chapter reads and messages', async () => {
    const [stats] = await handle.db.select({ n: sql<number>`count(*)::int` }).from(bookDailyStats);
    expect(stats?.n).toBe(60); // two signed books x 30 days
    const [reads] = await handle.db.select({ n: sql<number>`count(*)::int` }).from(chapterReads);
    expect(reads?.n).toBeGreaterThan(0);
    const list = await handle.db.select().from(messages);
    expect(new Set(list.map((m) => m.type))).toEqual(new Set(['message', 'notice', 'todo']));
    expect(list.filter((m) => m.status === 0).length).toBe(12);
  });

  it('does nothing the second time', async () => {
    const again = await seedDemoData(handle.db, { chaptersInBigBook: 60, daysOfStats: 30, now });
    expect(again.seeded).toBe(false);
    expect(await handle.db.select({ id: authors.id }).from(authors)).toHaveLength(2);
  });
});
