/**
 * Contract tests of work data: the books with figures, a book's daily (or
 * monthly) series with KPI figures, the per-chapter table and the
 * read-through curve, for signed authors only. Expected values come from
 * the stored rows, so wrong ranges, sums, orders, joins or rates fail here.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authors, bookDailyStats, books, chapterReads, chapters } from '../../server/db/schema';
import { addDays, shanghaiDate } from '../../server/services/platform/calendar';
import type { components } from '../../src/api/schema';
import { CHAPTER_SORT_KEYS } from '../../src/lib/contract/income-data';
import {
  expectFieldError,
  op,
  SIGNED_PHONE,
  startServer,
  type TestServer,
  UNSIGNED_PHONE,
} from './harness';

type Schemas = components['schemas'];
type Books = Extract<Schemas['DataBooksEnvelope'], { code: 0 }>['body'];
type Daily = Extract<Schemas['DataDailyEnvelope'], { code: 0 }>['body'];
type ChapterPage = Extract<Schemas['DataChapterPageEnvelope'], { code: 0 }>['body'];
type Readthrough = Extract<Schemas['DataReadthroughEnvelope'], { code: 0 }>['body'];
type ChapterFigures = Schemas['ChapterFigures'];

const DAY_MS = 86_400_000;

let server: TestServer;
let token: string;
let unsignedToken: string;
let unsignedAuthorId: string;
let signedAuthorId: string;
/** The signed author's big book: stats, chapter figures, VIP chapters and drafts. */
let bookId: string;
/** A book of the signed author without VIP. */
let plainBookId: string;
/** A book of the unsigned author. */
let foreignBookId: string;
let yesterday: string;

beforeAll(async () => {
  server = await startServer();
  token = await server.login();
  unsignedToken = await server.login(UNSIGNED_PHONE);
  const db = server.context.db;
  const [signed] = await db.select().from(authors).where(eq(authors.phone, SIGNED_PHONE));
  const [unsigned] = await db.select().from(authors).where(eq(authors.phone, UNSIGNED_PHONE));
  signedAuthorId = signed!.id;
  unsignedAuthorId = unsigned!.id;
  const own = await db.select().from(books).where(eq(books.authorId, signedAuthorId));
  bookId = own.find((b) => b.title === '星海长歌')!.id;
  plainBookId = own.find((b) => b.title === '长安夜雨')!.id;
  const [foreign] = await db.select().from(books).where(eq(books.authorId, unsignedAuthorId));
  foreignBookId = foreign!.id;
  yesterday = addDays(shanghaiDate(server.context.now()), -1);
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

/** The KPI values of a period, recomputed from stored rows. */
function kpiOf(rows: Awaited<ReturnType<typeof storedDays>>) {
  const sum = (pick: (r: (typeof rows)[number]) => number) => rows.reduce((a, r) => a + pick(r), 0);
  return {
    readers: rows.length ? Math.round(sum((r) => r.readers) / rows.length) : 0,
    views: sum((r) => r.views),
    favorites_net: sum((r) => r.newFavorites - r.favoritesRemoved),
    subscriptions: sum((r) => r.subscriptions),
    comments: sum((r) => r.comments),
  };
}

describe(op('getDataBooks'), () => {
  it('lists the signed books with the first and last day of their figures', async () => {
    const { list } = await server.ok<Books>('getDataBooks', { token });
    const big = list.find((b) => b.book_id === bookId)!;
    const days = await storedDays();
    expect(big).toEqual({
      book_id: bookId,
      title: '星海长歌',
      kind: 'long',
      is_vip: true,
      data_from: days[0]!.date,
      data_until: days.at(-1)!.date,
    });
    expect(big.data_until).toBe(yesterday);
    expect(list.map((b) => b.book_id)).not.toContain(plainBookId);
    expect(list.map((b) => b.book_id)).not.toContain(foreignBookId);
  });

  it('puts the books being written before the completed ones, long before short', async () => {
    const { list } = await server.ok<Books>('getDataBooks', { token });
    const own = await server.context.db
      .select()
      .from(books)
      .where(eq(books.authorId, signedAuthorId));
    const finished = (id: string) =>
      ['completed', 'completion_pending'].includes(
        own.find((b) => b.id === id)?.serialStatus ?? '',
      );
    const order = list.map((b) => `${b.kind}:${finished(b.book_id) ? 1 : 0}`);
    expect(order).toEqual([...order].sort());
    expect(list.some((b) => finished(b.book_id))).toBe(true);
    // The first book with figures, which the screen opens on, is one being written.
    expect(finished(list.find((b) => b.data_until !== null)!.book_id)).toBe(false);
  });

  it('answers 103001 unsigned and 100002 without a token', async () => {
    expect(await server.call('getDataBooks', { token: unsignedToken })).toMatchObject({
      code: 103001,
      body: null,
    });
    expect(await server.call('getDataBooks', {})).toMatchObject({ code: 100002 });
  });
});

describe(op('getDataDaily'), () => {
  it('answers the 30 days ending yesterday by default, as stored, with KPI figures', async () => {
    const data = await server.ok<Daily>('getDataDaily', { token, query: { book_id: bookId } });
    const from = addDays(yesterday, -29);
    const expected = (await storedDays()).filter((r) => r.date >= from && r.date <= yesterday);
    expect(expected).toHaveLength(30);
    expect(data).toMatchObject({ by: 'day', from, to: yesterday, data_until: yesterday });
    expect(data.list).toEqual(
      expected.map((r) => ({
        period: r.date,
        days: 1,
        readers: r.readers,
        views: r.views,
        favorites_added: r.newFavorites,
        favorites_removed: r.favoritesRemoved,
        favorites_net: r.newFavorites - r.favoritesRemoved,
        favorites_total: r.favorites,
        subscriptions: r.subscriptions,
        comments: r.comments,
        chapters_published: r.chaptersPublished,
        words_added: r.wordsAdded,
      })),
    );
    const values = kpiOf(expected);
    for (const [key, value] of Object.entries(values)) {
      expect(data.kpis[key as keyof typeof values].value, key).toBe(value);
    }
    // The seed holds 40 days: the 30 days before are not all covered, so no comparison.
    expect(data.previous_from).toBeNull();
    expect(data.kpis.views).toMatchObject({ previous: null, change: null, trend: null });
  });

  it('compares a range with the equal period just before it when the figures cover it', async () => {
    const from = addDays(yesterday, -6);
    const data = await server.ok<Daily>('getDataDaily', {
      token,
      query: { book_id: bookId, from, to: yesterday },
    });
    const stored = await storedDays();
    const previousFrom = addDays(from, -7);
    const previousTo = addDays(from, -1);
    expect([data.previous_from, data.previous_to]).toEqual([previousFrom, previousTo]);
    const now = kpiOf(stored.filter((r) => r.date >= from && r.date <= yesterday));
    const before = kpiOf(stored.filter((r) => r.date >= previousFrom && r.date <= previousTo));
    for (const key of Object.keys(now) as (keyof typeof now)[]) {
      const kpi = data.kpis[key];
      expect(kpi.value, key).toBe(now[key]);
      expect(kpi.previous, key).toBe(before[key]);
      expect(kpi.change).toBe(now[key] - before[key]);
      expect(kpi.trend).toBe(
        now[key] > before[key] ? 'up' : now[key] < before[key] ? 'down' : 'flat',
      );
    }
  });

  it('answers all time by month: sums, the daily average of readers, the last total', async () => {
    const data = await server.ok<Daily>('getDataDaily', {
      token,
      query: { book_id: bookId, by: 'month' },
    });
    const stored = await storedDays();
    expect(data).toMatchObject({ by: 'month', from: stored[0]!.date, to: yesterday });
    const months = [...new Set(stored.map((r) => r.date.slice(0, 7)))];
    expect(data.list.map((r) => r.period)).toEqual(months);
    for (const row of data.list) {
      const ofMonth = stored.filter((r) => r.date.startsWith(row.period));
      expect(row.days).toBe(ofMonth.length);
      expect(row.readers).toBe(
        Math.round(ofMonth.reduce((a, r) => a + r.readers, 0) / ofMonth.length),
      );
      expect(row.views).toBe(ofMonth.reduce((a, r) => a + r.views, 0));
      expect(row.favorites_total).toBe(ofMonth.at(-1)!.favorites);
      expect(row.favorites_net).toBe(row.favorites_added - row.favorites_removed);
    }
    expect(data.kpis.subscriptions.value).toBe(kpiOf(stored).subscriptions);
    expect(data.previous_from).toBeNull();
  });

  it('rejects a reversed range, one over 366 days, one reaching today, naming the field', async () => {
    const call = (query: Record<string, string>) =>
      server.call('getDataDaily', { token, query: { book_id: bookId, ...query } });
    expectFieldError(
      await call({ from: '2026-03-02', to: '2026-03-01' }),
      'from',
      'validation.range',
    );
    expectFieldError(
      await call({ from: '2025-01-01', to: '2026-01-02' }),
      'from',
      'validation.range',
    );
    expect((await call({ from: '2025-01-02', to: '2026-01-02' })).code).toBe(0);
    expectFieldError(await call({ to: addDays(yesterday, 1) }), 'to', 'validation.range');
    expectFieldError(await call({ from: '2999-01-01' }), 'from', 'validation.range');
    expectFieldError(await call({ by: 'month', from: '2010-01-01' }), 'from', 'validation.range');
    expect((await call({ by: 'month', from: addDays(yesterday, -3000) })).code).toBe(0);
    expectFieldError(await call({ by: 'week' }), 'by', 'validation.enum');
    expectFieldError(await call({ from: '2026-02-30' }), 'from', 'validation.format');
    expectFieldError(await call({ to: '0000-01-10' }), 'to', 'validation.range');
    expectFieldError(
      await server.call('getDataDaily', { token, query: {} }),
      'book_id',
      'validation.required',
    );
  });

  it('answers 102001 for another author’s book, 103001 unsigned, 100002 without a token', async () => {
    expect(
      await server.call('getDataDaily', { token, query: { book_id: foreignBookId } }),
    ).toMatchObject({ code: 102001, body: null });
    expect(
      await server.call('getDataDaily', {
        token: unsignedToken,
        query: { book_id: foreignBookId },
      }),
    ).toMatchObject({ code: 103001, body: null });
    expect(await server.call('getDataDaily', { query: { book_id: bookId } })).toMatchObject({
      code: 100002,
    });
  });
});

/** The published chapters of the big book with their stored figures, in reading order. */
async function storedChapters(id = bookId): Promise<ChapterFigures[]> {
  const rows = await server.context.db
    .select({ chapter: chapters, reads: chapterReads })
    .from(chapters)
    .leftJoin(chapterReads, eq(chapterReads.chapterId, chapters.id))
    .where(and(eq(chapters.bookId, id), eq(chapters.status, 'published')));
  rows.sort((a, b) => a.chapter.position - b.chapter.position);
  const share = (n: number, d: number) => (d === 0 ? null : Math.round((n / d) * 10_000) / 10_000);
  return rows.map(({ chapter, reads }, i) => {
    const unique = reads?.uniqueReaders ?? 0;
    const finished = reads?.finishedReaders ?? 0;
    const next = rows[i + 1]?.reads?.uniqueReaders;
    return {
      chapter_id: chapter.id,
      chapter_no: chapter.chapterNo,
      title: chapter.title,
      is_vip: chapter.isVip,
      published_at: chapter.publishedAt?.toISOString() ?? null,
      views: reads?.views ?? 0,
      unique_readers: unique,
      finished_readers: finished,
      completion_rate: share(finished, unique),
      next_chapter_rate: i + 1 < rows.length ? share(next ?? 0, finished) : null,
      subscriptions: reads?.subscriptions ?? 0,
      first_day_subscriptions: reads?.firstDaySubscriptions ?? 0,
      comments: reads?.comments ?? 0,
    };
  });
}

describe(op('getDataChapters'), () => {
  it('pages the published chapters in reading order with their figures and rates', async () => {
    const expected = await storedChapters();
    const first = await server.ok<ChapterPage>('getDataChapters', {
      token,
      query: { book_id: bookId },
    });
    expect(first).toMatchObject({
      sort: 'chapter_no',
      order: 'asc',
      page: 1,
      page_size: 100,
      total: expected.length,
      data_until: yesterday,
    });
    expect(first.list).toEqual(expected.slice(0, 100));
    expect(first.list.some((r) => r.completion_rate! < 1)).toBe(true);
    expect(first.list.at(-1)?.next_chapter_rate).toBeNull();

    const third = await server.ok<ChapterPage>('getDataChapters', {
      token,
      query: { book_id: bookId, page: 3, page_size: 7 },
    });
    expect(third.list).toEqual(expected.slice(14, 21));
    const beyond = await server.ok<ChapterPage>('getDataChapters', {
      token,
      query: { book_id: bookId, page: 99, page_size: 500 },
    });
    expect(beyond.list).toEqual([]);
    expect(beyond.total).toBe(expected.length);
  });

  it('sorts by every column in both orders, rows without a value last', async () => {
    const expected = await storedChapters();
    for (const sort of CHAPTER_SORT_KEYS) {
      for (const order of ['asc', 'desc'] as const) {
        const page = await server.ok<ChapterPage>('getDataChapters', {
          token,
          query: { book_id: bookId, sort, order, page_size: 500 },
        });
        const values = page.list.map((r) => r[sort]);
        const present = values.filter((v) => v !== null) as number[];
        const sorted = [...present].sort((a, b) => (order === 'asc' ? a - b : b - a));
        expect(present, `${sort} ${order}`).toEqual(sorted);
        expect(values.slice(present.length).every((v) => v === null)).toBe(true);
        expect(page.list.map((r) => r.chapter_id).sort()).toEqual(
          expected.map((r) => r.chapter_id).sort(),
        );
      }
    }
  });

  it('summarises a VIP book’s first-order, average and highest subscriptions', async () => {
    const expected = (await storedChapters()).filter((r) => r.is_vip);
    expect(expected.length).toBeGreaterThan(0);
    const page = await server.ok<ChapterPage>('getDataChapters', {
      token,
      query: { book_id: bookId, page_size: 1 },
    });
    const highest = expected.reduce((a, r) => (r.subscriptions > a.subscriptions ? r : a));
    expect(page.vip).toEqual({
      vip_chapters: expected.length,
      first_order: expected[0]!.first_day_subscriptions,
      first_vip_chapter_id: expected[0]!.chapter_id,
      first_vip_chapter_no: expected[0]!.chapter_no,
      average: Math.round(expected.reduce((a, r) => a + r.subscriptions, 0) / expected.length),
      highest: highest.subscriptions,
      highest_chapter_id: highest.chapter_id,
      highest_chapter_no: highest.chapter_no,
    });
    const plain = await server.ok<ChapterPage>('getDataChapters', {
      token,
      query: { book_id: plainBookId },
    });
    expect(plain.vip).toBeNull();
    expect(plain.list.every((r) => r.views === 0 && r.completion_rate === null)).toBe(true);
  });

  it('answers zeros and no rates for a published chapter nobody has read yet', async () => {
    const expected = await storedChapters();
    const last = expected.at(-1)!;
    await server.context.db.delete(chapterReads).where(eq(chapterReads.chapterId, last.chapter_id));
    const page = await server.ok<ChapterPage>('getDataChapters', {
      token,
      query: { book_id: bookId, sort: 'completion_rate', order: 'desc', page_size: 500 },
    });
    expect(page.list.at(-1)).toMatchObject({
      chapter_id: last.chapter_id,
      views: 0,
      unique_readers: 0,
      completion_rate: null,
    });
    // Its predecessor now has a next chapter without readers.
    const before = page.list.find((r) => r.chapter_id === expected.at(-2)!.chapter_id)!;
    expect(before.next_chapter_rate).toBe(0);
  });

  it('rejects a bad sort, order, page or page size and a missing book', async () => {
    const call = (query: Record<string, string | number>) =>
      server.call('getDataChapters', { token, query: { book_id: bookId, ...query } });
    expectFieldError(await call({ sort: 'reads_desc' }), 'sort', 'validation.enum');
    expectFieldError(await call({ order: 'down' }), 'order', 'validation.enum');
    expectFieldError(await call({ page_size: 501 }), 'page_size', 'validation.range');
    expectFieldError(await call({ page: 0 }), 'page', 'validation.range');
    expectFieldError(await call({ page: 'two' }), 'page', 'validation.type');
    expectFieldError(
      await server.call('getDataChapters', { token, query: {} }),
      'book_id',
      'validation.required',
    );
  });

  it('answers 102001 for another author’s book, 103001 unsigned, 100002 without a token', async () => {
    expect(
      await server.call('getDataChapters', { token, query: { book_id: foreignBookId } }),
    ).toMatchObject({ code: 102001, body: null });
    expect(
      await server.call('getDataChapters', {
        token: unsignedToken,
        query: { book_id: foreignBookId },
      }),
    ).toMatchObject({ code: 103001, body: null });
    expect(await server.call('getDataChapters', { query: { book_id: bookId } })).toMatchObject({
      code: 100002,
    });
  });
});

describe(op('getDataReadthrough'), () => {
  it('answers unique readers by chapter and the five largest drops with their chapters', async () => {
    const expected = await storedChapters();
    const curve = await server.ok<Readthrough>('getDataReadthrough', {
      token,
      query: { book_id: bookId },
    });
    expect(curve.chapter_nos).toEqual(expected.map((r) => r.chapter_no));
    expect(curve.readers).toEqual(expected.map((r) => r.unique_readers));
    expect(curve.data_until).toBe(yesterday);
    const drops = expected
      .slice(1)
      .map((r, i) => ({
        r,
        lost: expected[i]!.unique_readers - r.unique_readers,
        before: expected[i]!,
      }))
      .filter((d) => d.lost > 0)
      .sort((a, b) => b.lost - a.lost || a.r.chapter_no - b.r.chapter_no)
      .slice(0, 5);
    expect(curve.drops).toEqual(
      drops.map(({ r, lost, before }) => ({
        chapter_id: r.chapter_id,
        chapter_no: r.chapter_no,
        title: r.title,
        readers_before: before.unique_readers,
        readers: r.unique_readers,
        lost,
        lost_rate: Math.round((lost / before.unique_readers) * 10_000) / 10_000,
      })),
    );
    expect(curve.drops).toHaveLength(5);
  });

  it('answers an empty curve for a book without published chapters read', async () => {
    const curve = await server.ok<Readthrough>('getDataReadthrough', {
      token,
      query: { book_id: plainBookId },
    });
    expect(curve.drops).toEqual([]);
    expect(curve.readers.every((r) => r === 0)).toBe(true);
  });

  it('answers 102001 for another author’s book, 103001 unsigned, 100002 without a token', async () => {
    expect(
      await server.call('getDataReadthrough', { token, query: { book_id: foreignBookId } }),
    ).toMatchObject({ code: 102001, body: null });
    expectFieldError(
      await server.call('getDataReadthrough', { token, query: {} }),
      'book_id',
      'validation.required',
    );
    expect(
      await server.call('getDataReadthrough', { token: unsignedToken, query: { book_id: bookId } }),
    ).toMatchObject({ code: 103001, body: null });
    expect(await server.call('getDataReadthrough', { query: { book_id: bookId } })).toMatchObject({
      code: 100002,
    });
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
    for (const operation of ['getDataDaily', 'getDataChapters', 'getDataReadthrough'] as const) {
      const result = await server.call(operation, { token: other, query: { book_id: bookId } });
      expect(result, operation).toMatchObject({ code: 102001, body: null });
    }
    const { list } = await server.ok<Books>('getDataBooks', { token: other });
    expect(list.map((b) => b.book_id)).not.toContain(bookId);
    const own = await server.ok<Daily>('getDataDaily', {
      token: other,
      query: { book_id: foreignBookId },
    });
    expect(own.list).toEqual([]);
    expect(own.data_until).toBeNull();
  });

  it('answers 109017 to a logged-out token and 100002 once a token expired', async () => {
    const short = await server.login();
    await server.ok('logout', { token: short });
    expect(
      await server.call('getDataChapters', { token: short, query: { book_id: bookId } }),
    ).toMatchObject({ code: 109017, body: null });
    server.advanceClock(31 * DAY_MS);
    expect(await server.call('getDataDaily', { token, query: { book_id: bookId } })).toMatchObject({
      code: 100002,
    });
  });
});
