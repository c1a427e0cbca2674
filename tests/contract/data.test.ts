/**
 * Contract tests of the data screens: a book's daily series and its
 * per-chapter figures, for signed authors only. Expected values come from
 * the stored rows, so wrong ranges, orders or joins fail here.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  authors,
  bookDailyStats,
  books,
  chapterReads,
  chapters,
  incomeDaily,
} from '../../server/db/schema';
import {
  expectFieldError,
  op,
  SIGNED_PHONE,
  startServer,
  type TestServer,
  UNSIGNED_PHONE,
} from './harness';

interface DailyRow {
  book_id: string;
  date: string;
  views: number;
  readers: number;
  new_favorites: number;
  favorites: number;
  subscriptions: number;
  subscription_income: number;
  rewards: number;
  words_added: number;
  chapters_published: number;
  comments: number;
}
interface ChapterRow {
  chapter_id: string;
  chapter_no: number;
  title: string;
  reads: number;
  subscriptions: number;
  comments: number;
  published_at: string | null;
}
interface ChapterPage {
  list: ChapterRow[];
  total: number;
  page: number;
  page_size: number;
}

const DAY_MS = 86_400_000;

/** 'YYYY-MM-DD' on the Asia/Shanghai calendar, `back` days before now. */
function shanghaiDay(now: Date, back = 0): string {
  return new Date(now.getTime() + 8 * 3_600_000 - back * DAY_MS).toISOString().slice(0, 10);
}

let server: TestServer;
let token: string;
let unsignedToken: string;
let unsignedAuthorId: string;
/** The signed author's big book (it has stats and chapter reads). */
let bookId: string;
/** A book of the unsigned author. */
let foreignBookId: string;

beforeAll(async () => {
  server = await startServer();
  token = await server.login();
  unsignedToken = await server.login(UNSIGNED_PHONE);
  const db = server.context.db;
  const [signed] = await db.select().from(authors).where(eq(authors.phone, SIGNED_PHONE));
  const [unsigned] = await db.select().from(authors).where(eq(authors.phone, UNSIGNED_PHONE));
  unsignedAuthorId = unsigned!.id;
  // The seed's long novel: signed, with daily stats and with unpublished
  // chapters (drafts and scheduled ones) besides the published ones.
  const [withDrafts] = await db
    .selectDistinct({ bookId: chapters.bookId })
    .from(chapters)
    .innerJoin(books, eq(books.id, chapters.bookId))
    .innerJoin(bookDailyStats, eq(bookDailyStats.bookId, books.id))
    .where(and(eq(books.authorId, signed!.id), eq(chapters.status, 'draft')));
  bookId = withDrafts!.bookId;
  const [foreign] = await db.select().from(books).where(eq(books.authorId, unsignedAuthorId));
  foreignBookId = foreign!.id;
});

afterAll(async () => {
  await server?.close();
});

async function storedDays(id = bookId) {
  const rows = await server.context.db
    .select()
    .from(bookDailyStats)
    .where(eq(bookDailyStats.bookId, id));
  return rows.sort((a, b) => a.date.localeCompare(b.date));
}

describe(op('getDataDaily'), () => {
  it('answers the 30 days ending yesterday by default, oldest first, as stored', async () => {
    const data = await server.ok<{ list: DailyRow[] }>('getDataDaily', {
      token,
      query: { book_id: bookId },
    });
    const now = server.context.now();
    const yesterday = shanghaiDay(now, 1);
    const from = shanghaiDay(now, 30);
    const expected = (await storedDays()).filter((r) => r.date >= from && r.date <= yesterday);
    expect(expected).toHaveLength(30);
    expect(data.list[0]!.date).toBe(from);
    expect(data.list.at(-1)!.date).toBe(yesterday);
    expect(data.list).toEqual(
      expected.map((r) => ({
        book_id: bookId,
        date: r.date,
        views: r.views,
        readers: r.readers,
        new_favorites: r.newFavorites,
        favorites: r.favorites,
        subscriptions: r.subscriptions,
        subscription_income: r.subscriptionIncome,
        rewards: r.rewards,
        words_added: r.wordsAdded,
        chapters_published: r.chaptersPublished,
        comments: r.comments,
      })),
    );
    expect(data.list.every((row) => row.views > 0)).toBe(true);
  });

  it('answers an explicit range whose income agrees with the income rows', async () => {
    const now = server.context.now();
    const from = shanghaiDay(now, 10);
    const to = shanghaiDay(now, 6);
    const data = await server.ok<{ list: DailyRow[] }>('getDataDaily', {
      token,
      query: { book_id: bookId, from, to },
    });
    expect(data.list.map((row) => row.date)).toEqual(
      [10, 9, 8, 7, 6].map((back) => shanghaiDay(now, back)),
    );
    const income = await server.context.db
      .select()
      .from(incomeDaily)
      .where(eq(incomeDaily.bookId, bookId));
    for (const row of data.list) {
      const day = income.find((r) => r.date === row.date);
      expect(row.subscription_income).toBe(day!.subscription);
      expect(row.rewards).toBe(day!.reward);
    }
  });

  it('accepts 366 days and answers only the days that have data', async () => {
    const now = server.context.now();
    const to = shanghaiDay(now, 1);
    const from = shanghaiDay(now, 366);
    const data = await server.ok<{ list: DailyRow[] }>('getDataDaily', {
      token,
      query: { book_id: bookId, from, to },
    });
    const stored = (await storedDays()).filter((r) => r.date >= from && r.date <= to);
    expect(data.list).toHaveLength(stored.length);
    expect(data.list.length).toBeLessThan(366);
  });

  it('rejects a reversed range and one over 366 days', async () => {
    const reversed = await server.call('getDataDaily', {
      token,
      query: { book_id: bookId, from: '2026-03-02', to: '2026-03-01' },
    });
    expectFieldError(reversed, 'from', 'validation.range');
    const tooLong = await server.call('getDataDaily', {
      token,
      query: { book_id: bookId, from: '2025-01-01', to: '2026-01-02' },
    });
    expectFieldError(tooLong, 'from', 'validation.range');
    // `from` alone, after the default `to` (yesterday).
    const future = await server.call('getDataDaily', {
      token,
      query: { book_id: bookId, from: '2999-01-01' },
    });
    expectFieldError(future, 'from', 'validation.range');
  });

  it('rejects a missing book and malformed dates', async () => {
    expectFieldError(
      await server.call('getDataDaily', { token, query: {} }),
      'book_id',
      'validation.required',
    );
    expectFieldError(
      await server.call('getDataDaily', { token, query: { book_id: bookId, from: '2026-02-30' } }),
      'from',
      'validation.format',
    );
    expectFieldError(
      await server.call('getDataDaily', { token, query: { book_id: bookId, to: '20260101' } }),
      'to',
      'validation.format',
    );
    expectFieldError(
      await server.call('getDataDaily', { token, query: { book_id: bookId, to: '0000-01-10' } }),
      'to',
      'validation.range',
    );
  });

  it('answers 102001 for an unknown book and another author’s book', async () => {
    const unknown = await server.call('getDataDaily', { token, query: { book_id: 'missing' } });
    expect(unknown).toMatchObject({ code: 102001, body: null });
    const foreign = await server.call('getDataDaily', {
      token,
      query: { book_id: foreignBookId },
    });
    expect(foreign).toMatchObject({ code: 102001, body: null });
  });

  it('answers 103001 to the unsigned author, even for their own book', async () => {
    const result = await server.call('getDataDaily', {
      token: unsignedToken,
      query: { book_id: foreignBookId },
    });
    expect(result).toMatchObject({ code: 103001, body: null });
  });

  it('answers 100002 without a token', async () => {
    const result = await server.call('getDataDaily', { query: { book_id: bookId } });
    expect(result).toMatchObject({ code: 100002, body: null });
  });
});

describe(op('getDataChapters'), () => {
  async function storedPublished() {
    const db = server.context.db;
    const rows = await db
      .select({ chapter: chapters, reads: chapterReads })
      .from(chapters)
      .leftJoin(chapterReads, eq(chapterReads.chapterId, chapters.id))
      .where(and(eq(chapters.bookId, bookId), eq(chapters.status, 'published')));
    return rows
      .map(({ chapter, reads }) => ({
        chapter_id: chapter.id,
        chapter_no: chapter.chapterNo,
        title: chapter.title,
        reads: reads?.reads ?? 0,
        subscriptions: reads?.subscriptions ?? 0,
        comments: reads?.comments ?? 0,
        published_at: chapter.publishedAt?.toISOString() ?? null,
      }))
      .sort((a, b) => a.chapter_no - b.chapter_no || a.chapter_id.localeCompare(b.chapter_id));
  }

  it('pages published chapters by chapter number with their figures', async () => {
    const expected = await storedPublished();
    const first = await server.ok<ChapterPage>('getDataChapters', {
      token,
      query: { book_id: bookId },
    });
    expect(first.total).toBe(expected.length);
    expect(first.page).toBe(1);
    expect(first.page_size).toBe(20);
    expect(first.list).toEqual(expected.slice(0, 20));
    expect(first.list[0]!.reads).toBeGreaterThan(0);

    const third = await server.ok<ChapterPage>('getDataChapters', {
      token,
      query: { book_id: bookId, page: 3, page_size: 7 },
    });
    expect(third.list).toEqual(expected.slice(14, 21));
    expect(third.total).toBe(expected.length);

    const beyond = await server.ok<ChapterPage>('getDataChapters', {
      token,
      query: { book_id: bookId, page: 99, page_size: 100 },
    });
    expect(beyond).toEqual({ list: [], total: expected.length, page: 99, page_size: 100 });
  });

  it('leaves out chapters that are not published', async () => {
    const all = await server.context.db.select().from(chapters).where(eq(chapters.bookId, bookId));
    const unpublished = all.filter((c) => c.status !== 'published').map((c) => c.id);
    expect(unpublished.length).toBeGreaterThan(0);
    const page = await server.ok<ChapterPage>('getDataChapters', {
      token,
      query: { book_id: bookId, page_size: 100 },
    });
    expect(page.total).toBe(all.length - unpublished.length);
    expect(page.list.some((row) => unpublished.includes(row.chapter_id))).toBe(false);
  });

  it('sorts by reads, most read first, chapter number breaking ties', async () => {
    const expected = (await storedPublished()).sort(
      (a, b) => b.reads - a.reads || a.chapter_no - b.chapter_no,
    );
    const page = await server.ok<ChapterPage>('getDataChapters', {
      token,
      query: { book_id: bookId, sort: 'reads_desc', page_size: 10 },
    });
    expect(page.list).toEqual(expected.slice(0, 10));
    expect(page.list[0]!.reads).toBeGreaterThan(page.list.at(-1)!.reads);
  });

  it('answers zeros for a published chapter nobody has read yet', async () => {
    const expected = await storedPublished();
    expect(expected.length).toBeLessThanOrEqual(100);
    const last = expected.at(-1)!;
    await server.context.db.delete(chapterReads).where(eq(chapterReads.chapterId, last.chapter_id));
    const page = await server.ok<ChapterPage>('getDataChapters', {
      token,
      query: { book_id: bookId, sort: 'reads_desc', page_size: 100 },
    });
    const row = page.list.find((r) => r.chapter_id === last.chapter_id);
    expect(row).toMatchObject({ reads: 0, subscriptions: 0, comments: 0 });
    expect(page.list.at(-1)!.chapter_id).toBe(last.chapter_id);
    expect(page.total).toBe(expected.length);
  });

  it('rejects a bad sort, page or page size and a missing book', async () => {
    const call = (query: Record<string, string | number>) =>
      server.call('getDataChapters', { token, query: { book_id: bookId, ...query } });
    expectFieldError(await call({ sort: 'reads_asc' }), 'sort', 'validation.enum');
    expectFieldError(await call({ page_size: 101 }), 'page_size', 'validation.range');
    expectFieldError(await call({ page: 0 }), 'page', 'validation.range');
    expectFieldError(await call({ page: 'two' }), 'page', 'validation.type');
    expectFieldError(
      await server.call('getDataChapters', { token, query: {} }),
      'book_id',
      'validation.required',
    );
  });

  it('answers 102001 for another author’s book, 103001 to the unsigned author', async () => {
    const foreign = await server.call('getDataChapters', {
      token,
      query: { book_id: foreignBookId },
    });
    expect(foreign).toMatchObject({ code: 102001, body: null });
    const unsigned = await server.call('getDataChapters', {
      token: unsignedToken,
      query: { book_id: foreignBookId },
    });
    expect(unsigned).toMatchObject({ code: 103001, body: null });
  });

  it('answers 100002 without a token', async () => {
    const result = await server.call('getDataChapters', { query: { book_id: bookId } });
    expect(result).toMatchObject({ code: 100002, body: null });
  });
});

// Runs last: it signs the second author and ends sessions.
describe('data of a second signed author', () => {
  it('never shows the first author’s book data to another signed author', async () => {
    await server.context.db
      .update(authors)
      .set({ isSigned: true })
      .where(eq(authors.id, unsignedAuthorId));
    const other = await server.login(UNSIGNED_PHONE);
    for (const operation of ['getDataDaily', 'getDataChapters'] as const) {
      const result = await server.call(operation, { token: other, query: { book_id: bookId } });
      expect(result, operation).toMatchObject({ code: 102001, body: null });
    }
    // Their own book answers, with nothing of the first author in it.
    const own = await server.ok<{ list: DailyRow[] }>('getDataDaily', {
      token: other,
      query: { book_id: foreignBookId },
    });
    expect(own.list.every((row) => row.book_id === foreignBookId)).toBe(true);
  });

  it('answers 109017 to a logged-out token and 100002 once a token expired', async () => {
    const short = await server.login();
    await server.ok('logout', { token: short });
    const revoked = await server.call('getDataChapters', {
      token: short,
      query: { book_id: bookId },
    });
    expect(revoked).toMatchObject({ code: 109017, body: null });

    server.advanceClock(31 * DAY_MS);
    const expired = await server.call('getDataDaily', { token, query: { book_id: bookId } });
    expect(expired).toMatchObject({ code: 100002, body: null });
  });
});
