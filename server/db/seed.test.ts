import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countWords } from '../../src/lib/word-count';
import { isValidChineseIdNumber } from '../services/account/id-card';
import { verifyPassword } from '../services/auth/passwords';
import { loadStatements } from '../services/income/history';
import { type DatabaseHandle, openDatabase } from './client';
import { migrateDatabase } from './migrate';
import {
  attendanceLeaves,
  authors,
  bookDailyStats,
  books,
  chapterReads,
  chapters,
  incomeDaily,
  incomeEntries,
  incomeHolds,
  incomePayments,
  messages,
  readerComments,
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

  it('gives the signed author 24 months of statements in every settlement state', async () => {
    const [signed] = await handle.db.select().from(authors).where(eq(authors.isSigned, true));
    const { rows } = await loadStatements(handle.db, signed!.id, null, '2026-03-15');
    expect(rows[0]?.month).toBe('2024-04');
    expect(rows.at(-1)?.month).toBe('2026-03');
    expect(rows).toHaveLength(24);
    const state = (month: string) => rows.find((r) => r.month === month)?.state;
    expect(state('2026-03')).toBe('estimated');
    // The 15th: last month's statement is out, its pay day (the 25th) not yet.
    expect(state('2026-02')).toBe('settled');
    expect(state('2025-12')).toBe('held');
    expect(rows.find((r) => r.month === '2025-12')?.hold?.reason).toBe('subscription_review');
    // The returned transfer of November was released three days ago.
    expect(rows.find((r) => r.month === '2025-11')).toMatchObject({
      state: 'settled',
      hold: { reason: 'bank_account_rejected', released_on: '2026-03-12' },
      expected_pay_date: '2026-04-27',
    });
    // Before the big book went VIP only the completed book earned: under 100 yuan.
    expect(rows[0]).toMatchObject({ state: 'carried_forward', carried_to: '2024-05' });
    expect(state('2024-05')).toBe('paid');
    expect(rows.filter((r) => r.state === 'paid').length).toBeGreaterThan(15);
    expect(rows.some((r) => r.adjustment < 0)).toBe(true);
    expect(rows.some((r) => r.guarantee_top_up > 0)).toBe(true);
    expect(rows.some((r) => r.completion_reward > 0)).toBe(true);
  });

  it('records payments only for stated, unheld months whose pay day has passed', async () => {
    const payments = await handle.db.select().from(incomePayments);
    const holds = await handle.db.select().from(incomeHolds);
    expect(holds.map((h) => h.month).sort()).toEqual(['2025-11', '2025-12']);
    const months = payments.map((p) => p.month);
    expect(months).not.toContain('2025-12');
    expect(months).not.toContain('2025-11');
    expect(months).not.toContain('2026-02');
    expect(months).not.toContain('2024-04'); // carried forward, paid with May
    for (const payment of payments) expect(payment.paidOn < '2026-03-15').toBe(true);
    // Entries are money the platform decided: only adjustments may be negative.
    for (const entry of await handle.db.select().from(incomeEntries)) {
      if (entry.kind !== 'adjustment') expect(entry.amount).toBeGreaterThanOrEqual(0);
    }
  });

  it('gives the big book a leave day this month, with no chapter out that day', async () => {
    const [big] = await handle.db.select().from(books).where(eq(books.title, '星海长歌'));
    const leaves = await handle.db.select().from(attendanceLeaves);
    expect(leaves.map((l) => [l.bookId, l.date])).toEqual([[big!.id, '2026-03-09']]);
    const rows = await handle.db
      .select({ at: chapters.publishedAt })
      .from(chapters)
      .where(eq(chapters.bookId, big!.id));
    const beijingDay = (at: Date) => new Date(at.getTime() + 8 * 3_600_000).toISOString();
    expect(rows.filter((r) => r.at && beijingDay(r.at).startsWith('2026-03-09'))).toEqual([]);
  });

  it('makes daily income and reader figures agree', async () => {
    const income = await handle.db.select().from(incomeDaily);
    const stats = await handle.db.select().from(bookDailyStats);
    const statsOf = new Map(stats.map((s) => [`${s.bookId}/${s.date}`, s]));
    let compared = 0;
    for (const day of income) {
      const stat = statsOf.get(`${day.bookId}/${day.date}`);
      if (!stat) continue;
      expect(day.purchases).toBe(stat.subscriptions);
      expect(day.payingReaders).toBeLessThanOrEqual(day.purchases);
      compared++;
    }
    expect(compared).toBeGreaterThan(0);
    for (const stat of stats) expect(stat.favoritesRemoved).toBeLessThanOrEqual(stat.newFavorites);
  });

  it('lays chapter figures out as a funnel: the next chapter never has more readers than finished this one', async () => {
    const [big] = await handle.db.select().from(books).where(eq(books.title, '星海长歌'));
    const rows = await handle.db
      .select({ position: chapters.position, reads: chapterReads })
      .from(chapterReads)
      .innerJoin(chapters, eq(chapters.id, chapterReads.chapterId))
      .where(eq(chapterReads.bookId, big!.id));
    rows.sort((a, b) => a.position - b.position);
    expect(rows.length).toBe(52);
    rows.forEach(({ reads }, i) => {
      expect(reads.finishedReaders).toBeLessThanOrEqual(reads.uniqueReaders);
      const next = rows[i + 1];
      if (next) expect(next.reads.uniqueReaders).toBeLessThanOrEqual(reads.finishedReaders);
    });
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

  it("seeds readers' comments on published chapters, with threads, answers and unread ones", async () => {
    const rows = await handle.db
      .select({
        kind: readerComments.kind,
        byAuthor: readerComments.byAuthor,
        isRead: readerComments.isRead,
        parentId: readerComments.parentId,
        status: chapters.status,
        paragraphHash: readerComments.paragraphHash,
      })
      .from(readerComments)
      .leftJoin(chapters, eq(chapters.id, readerComments.chapterId));
    expect(rows.length).toBeGreaterThan(300);
    expect(new Set(rows.map((r) => r.kind))).toEqual(new Set(['book', 'chapter', 'paragraph']));
    expect(rows.filter((r) => r.kind !== 'book').every((r) => r.status === 'published')).toBe(true);
    const roots = rows.filter((r) => r.parentId === null && r.kind === 'paragraph');
    expect(roots.every((r) => /^[0-9a-f]{8}$/.test(r.paragraphHash ?? ''))).toBe(true);
    expect(rows.some((r) => r.byAuthor)).toBe(true);
    expect(rows.some((r) => !r.byAuthor && r.parentId !== null)).toBe(true);
    expect(rows.some((r) => !r.isRead)).toBe(true);
    console.log(`seed: ${rows.length} reader comments, ${summary.ms} ms in all`);
  });

  it('does nothing the second time', async () => {
    const again = await seedDemoData(handle.db, { chaptersInBigBook: 60, daysOfStats: 30, now });
    expect(again.seeded).toBe(false);
    expect(await handle.db.select({ id: authors.id }).from(authors)).toHaveLength(2);
  });
});
