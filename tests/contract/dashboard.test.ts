/**
 * Contract tests of the home page's dashboard. Every figure is recomputed
 * here from the stored rows, and a chapter published during the test must
 * move the counters, so a wrong window, join or author filter fails.
 */
import { and, eq, gte } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  authors,
  bookDailyStats,
  books,
  chapters,
  incomeDaily,
  incomeEntries,
} from '../../server/db/schema';
import { op, SIGNED_PHONE, startServer, type TestServer, UNSIGNED_PHONE } from './harness';

interface DashboardBook {
  id: string;
  title: string;
  update_time: string;
}
interface Dashboard {
  book_count: number;
  total_words: number;
  words_this_month: number;
  chapters_this_week: number;
  recent_books: DashboardBook[];
  signed: null | {
    month: string;
    income_this_month: number;
    readers_yesterday: number;
    readers_daily: { date: string; readers: number }[];
  };
}

const SHANGHAI = 8 * 3_600_000;
const DAY = 86_400_000;

/** 'YYYY-MM-DD' on the Shanghai calendar. */
const shanghaiDay = (ms: number) => new Date(ms + SHANGHAI).toISOString().slice(0, 10);

let server: TestServer;
let token: string;
let unsignedToken: string;
let signedId: string;

beforeAll(async () => {
  server = await startServer();
  token = await server.login();
  unsignedToken = await server.login(UNSIGNED_PHONE);
  const [signed] = await server.context.db
    .select()
    .from(authors)
    .where(eq(authors.phone, SIGNED_PHONE));
  signedId = signed!.id;
});

afterAll(async () => {
  await server?.close();
});

/** Start of this month and of this week (Monday) as instants, on the Shanghai calendar. */
function windows(now: Date): { monthStart: number; weekStart: number } {
  const today = shanghaiDay(now.getTime());
  const monthStart = Date.parse(`${today.slice(0, 7)}-01T00:00:00+08:00`);
  const todayStart = Date.parse(`${today}T00:00:00+08:00`);
  const weekday = (new Date(`${today}T00:00:00Z`).getUTCDay() + 6) % 7; // 0 = Monday
  return { monthStart, weekStart: todayStart - weekday * DAY };
}

async function expectedFigures(authorId: string) {
  const db = server.context.db;
  const own = await db.select().from(books).where(eq(books.authorId, authorId));
  const { monthStart, weekStart } = windows(server.context.now());
  const published = await db
    .select({ words: chapters.wordCount, at: chapters.publishedAt, bookId: chapters.bookId })
    .from(chapters)
    .where(and(eq(chapters.status, 'published'), gte(chapters.publishedAt, new Date(0))));
  const mine = published.filter((row) => own.some((book) => book.id === row.bookId));
  return {
    book_count: own.length,
    total_words: own.reduce((sum, book) => sum + book.wordCount, 0),
    words_this_month: mine
      .filter((row) => row.at!.getTime() >= monthStart)
      .reduce((sum, row) => sum + row.words, 0),
    chapters_this_week: mine.filter((row) => row.at!.getTime() >= weekStart).length,
    recentIds: [...own]
      .sort((a, b) => b.updateTime.getTime() - a.updateTime.getTime() || (a.id < b.id ? 1 : -1))
      .slice(0, 5)
      .map((book) => book.id),
  };
}

describe(op('getDashboard'), () => {
  it("gives the signed author's counts, recent books, income and readers", async () => {
    const dashboard = await server.ok<Dashboard>('getDashboard', { token });
    const expected = await expectedFigures(signedId);
    expect(dashboard.book_count).toBe(expected.book_count);
    expect(dashboard.book_count).toBeGreaterThan(1);
    expect(dashboard.total_words).toBe(expected.total_words);
    expect(dashboard.words_this_month).toBe(expected.words_this_month);
    expect(dashboard.chapters_this_week).toBe(expected.chapters_this_week);
    expect(dashboard.recent_books.map((book) => book.id)).toEqual(expected.recentIds);

    const signed = dashboard.signed!;
    const today = shanghaiDay(server.context.now().getTime());
    expect(signed.month).toBe(today.slice(0, 7));
    // This month so far: what accrued by day plus any entry already made, as its statement adds up.
    const days = await server.context.db
      .select()
      .from(incomeDaily)
      .where(eq(incomeDaily.authorId, signedId));
    const entries = await server.context.db
      .select()
      .from(incomeEntries)
      .where(and(eq(incomeEntries.authorId, signedId), eq(incomeEntries.month, signed.month)));
    expect(signed.income_this_month).toBe(
      days
        .filter((r) => r.date.startsWith(`${signed.month}-`))
        .reduce((sum, r) => sum + r.subscription + r.reward + r.adShare, 0) +
        entries.reduce((sum, e) => sum + e.amount, 0),
    );

    const yesterday = shanghaiDay(server.context.now().getTime() - DAY);
    const stats = await server.context.db
      .select()
      .from(bookDailyStats)
      .where(eq(bookDailyStats.authorId, signedId));
    const readersOn = (date: string) =>
      stats.filter((row) => row.date === date).reduce((sum, row) => sum + row.readers, 0);
    expect(signed.readers_yesterday).toBe(readersOn(yesterday));
    expect(signed.readers_yesterday).toBeGreaterThan(0);
    expect(signed.readers_daily).toHaveLength(30);
    expect(signed.readers_daily.at(-1)).toEqual({ date: yesterday, readers: readersOn(yesterday) });
    for (const day of signed.readers_daily) expect(day.readers).toBe(readersOn(day.date));
    const dates = signed.readers_daily.map((day) => day.date);
    expect(dates).toEqual([...dates].sort());
  });

  it('counts a chapter published now in this month and this week, and puts its book first', async () => {
    const before = await server.ok<Dashboard>('getDashboard', { token });
    const book = await server.ok<{ id: string }>('createBook', {
      token,
      body: {
        kind: 'short',
        title: `仪表盘测试${Date.now()}`,
        audience: 'male',
        category_id: await leafCategory(),
        tags: [],
        protagonists: [],
        synopsis:
          '一个用来检验首页统计的短篇：少年在雪夜推开院门，看见满院落雪与一盏未熄的灯，从此踏上寻找故人的路。',
      },
    });
    const { list: volumes } = await server.ok<{ list: { id: string }[] }>('listVolumes', {
      token,
      query: { book_id: book.id },
    });
    const chapter = await server.ok<{ id: string; word_count: number }>('createChapter', {
      token,
      body: {
        book_id: book.id,
        volume_id: volumes[0]!.id,
        title: '第一章 开端',
        content: '春风十里，不如你。\n她推开门，看见雪落满了院子。',
      },
    });
    await server.ok('publishChapters', { token, body: { chapter_id: chapter.id } });

    const after = await server.ok<Dashboard>('getDashboard', { token });
    expect(chapter.word_count).toBeGreaterThan(0);
    expect(after.book_count).toBe(before.book_count + 1);
    expect(after.total_words).toBe(before.total_words + chapter.word_count);
    expect(after.words_this_month).toBe(before.words_this_month + chapter.word_count);
    expect(after.chapters_this_week).toBe(before.chapters_this_week + 1);
    expect(after.recent_books[0]!.id).toBe(book.id);
  });

  it("keeps to the caller's own books and has no signed figures for an unsigned author", async () => {
    const dashboard = await server.ok<Dashboard>('getDashboard', { token: unsignedToken });
    const [unsigned] = await server.context.db
      .select()
      .from(authors)
      .where(eq(authors.phone, UNSIGNED_PHONE));
    const expected = await expectedFigures(unsigned!.id);
    expect(dashboard.signed).toBeNull();
    expect(dashboard.book_count).toBe(expected.book_count);
    expect(dashboard.total_words).toBe(expected.total_words);
    expect(dashboard.recent_books.map((book) => book.id)).toEqual(expected.recentIds);
  });

  it('needs a session', async () => {
    expect((await server.call('getDashboard', { token: null })).code).toBe(100002);
  });
});

async function leafCategory(): Promise<string> {
  type Node = { id: string; children?: Node[] };
  const tree = await server.ok<Node[]>('getCategoryTree', { token });
  // The first channel is male; its first leaf suits a male-audience book.
  let node = tree[0]!;
  while (node.children?.length) node = node.children[0]!;
  return node.id;
}
