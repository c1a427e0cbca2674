import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { deferred, flush } from '../testing/wait';
import { chapterRowAt, DEFAULT_BOOK_DATA_QUERY } from './book-data.logic';
import { bookDataMachine } from './book-data.machine';
import {
  selectBook,
  selectBooksError,
  selectChapterExport,
  selectChapters,
  selectChaptersError,
  selectDaily,
  selectDailyError,
  selectDailyLoading,
  selectExportError,
  selectExporting,
  selectNoBooks,
  selectRangeProblem,
  selectReadthrough,
  selectUnknownBook,
} from './book-data.selectors';
import type {
  BookDataQuery,
  ChapterPage,
  DataBook,
  DataDaily,
  FetchChaptersInput,
  FetchDailyInput,
  FetchReadthroughInput,
  Readthrough,
} from './book-data.types';

const BOOKS: DataBook[] = [
  {
    book_id: 'short1',
    title: 'No figures yet',
    kind: 'short',
    is_vip: false,
    data_from: null,
    data_until: null,
  },
  {
    book_id: 'big',
    title: '星海长歌',
    kind: 'long',
    is_vip: true,
    data_from: '2024-11-22',
    data_until: '2026-11-21',
  },
  {
    book_id: 'other',
    title: '青云剑主',
    kind: 'long',
    is_vip: true,
    data_from: '2025-01-01',
    data_until: '2026-11-20',
  },
];

const kpi = { value: 1, previous: null, change: null, change_percent: null, trend: null };
const daily = (input: FetchDailyInput): DataDaily => ({
  book_id: input.bookId,
  by: input.by,
  from: input.from ?? '2024-11-22',
  to: input.to ?? '2026-11-21',
  previous_from: null,
  previous_to: null,
  data_from: '2024-11-22',
  data_until: '2026-11-21',
  kpis: { readers: kpi, views: kpi, favorites_net: kpi, subscriptions: kpi, comments: kpi },
  list: [],
});
const TOTAL_CHAPTERS = 3000;
/** The server's page: rows numbered by their place in the order asked for. */
const chapterPage = (input: FetchChaptersInput): ChapterPage => {
  const first = (input.page - 1) * input.pageSize;
  const count = Math.max(0, Math.min(input.pageSize, TOTAL_CHAPTERS - first));
  return {
    total: TOTAL_CHAPTERS,
    page: input.page,
    page_size: input.pageSize,
    vip: null,
    list: Array.from({ length: count }, (_, i) => ({
      chapter_id: `${input.sort}-${input.order}-${first + i}`,
      chapter_no: first + i + 1,
      title: `第${first + i + 1}章`,
      is_vip: false,
      published_at: null,
      views: 0,
      unique_readers: 0,
      finished_readers: 0,
      completion_rate: null,
      next_chapter_rate: null,
      subscriptions: 0,
      first_day_subscriptions: 0,
      comments: 0,
    })),
  };
};
const readthrough: Readthrough = { chapter_nos: [1, 2], readers: [10, 8], drops: [] };

const query = (patch: Partial<BookDataQuery>): BookDataQuery => ({
  ...DEFAULT_BOOK_DATA_QUERY,
  ...patch,
});

interface Fakes {
  books?: () => Promise<readonly DataBook[]>;
  daily?: (input: FetchDailyInput) => Promise<DataDaily>;
  chapters?: (input: FetchChaptersInput) => Promise<ChapterPage>;
  readthrough?: (input: FetchReadthroughInput) => Promise<Readthrough>;
}

function start(fakes: Fakes = {}) {
  const fetchBooks = vi.fn(fakes.books ?? (async () => BOOKS));
  const fetchDaily = vi.fn(fakes.daily ?? (async (input: FetchDailyInput) => daily(input)));
  const fetchChapters = vi.fn(
    fakes.chapters ?? (async (input: FetchChaptersInput) => chapterPage(input)),
  );
  const fetchReadthrough = vi.fn(fakes.readthrough ?? (async () => readthrough));
  const actor = createActor(
    bookDataMachine.provide({
      actors: {
        fetchBooks: fromPromise(() => fetchBooks()),
        fetchDaily: fromPromise(({ input }: { input: FetchDailyInput }) => fetchDaily(input)),
        fetchChapters: fromPromise(({ input }: { input: FetchChaptersInput }) =>
          fetchChapters(input),
        ),
        fetchReadthrough: fromPromise(({ input }: { input: FetchReadthroughInput }) =>
          fetchReadthrough(input),
        ),
      },
    }),
  ).start();
  const send = (patch: Partial<BookDataQuery>) =>
    actor.send({ type: 'bookData.query', query: query(patch) });
  return {
    actor,
    send,
    snap: () => actor.getSnapshot(),
    fetchBooks,
    fetchDaily,
    fetchChapters,
    fetchReadthrough,
  };
}

describe('the work-data machine', () => {
  it('shows the first book with figures for a bare URL, each part loaded once', async () => {
    const m = start();
    m.send({});
    await flush();

    expect(selectBook(m.snap())?.book_id).toBe('big');
    // 30 days by default, ending at the book's last day of figures.
    expect(m.fetchDaily.mock.calls).toEqual([
      [{ bookId: 'big', from: '2026-10-23', to: '2026-11-21', by: 'day' }],
    ]);
    expect(m.fetchChapters.mock.calls).toEqual([
      [{ bookId: 'big', sort: 'chapter_no', order: 'asc', page: 1, pageSize: 200 }],
    ]);
    expect(m.fetchReadthrough.mock.calls).toEqual([[{ bookId: 'big' }]]);
    expect(selectDaily(m.snap())?.book_id).toBe('big');
    expect(selectChapters(m.snap())?.total).toBe(3000);
    expect(selectReadthrough(m.snap())).toEqual(readthrough);
  });

  it('reloads only the part a new query changes', async () => {
    const m = start();
    m.send({});
    await flush();

    m.send({ sort: 'completion_rate', order: 'desc' });
    await flush();
    expect(m.fetchChapters).toHaveBeenLastCalledWith({
      bookId: 'big',
      sort: 'completion_rate',
      order: 'desc',
      page: 1,
      pageSize: 200,
    });
    expect(m.fetchDaily).toHaveBeenCalledTimes(1);

    m.send({ sort: 'completion_rate', order: 'desc', range: 'all' });
    await flush();
    expect(m.fetchDaily).toHaveBeenLastCalledWith({ bookId: 'big', to: '2026-11-21', by: 'month' });
    expect(m.fetchChapters).toHaveBeenCalledTimes(2);

    // The trend's metric is drawn from the rows already there.
    m.send({ sort: 'completion_rate', order: 'desc', range: 'all', metric: 'views' });
    await flush();
    expect(m.snap().context.query.metric).toBe('views');
    expect(m.fetchDaily).toHaveBeenCalledTimes(2);
    expect(m.fetchChapters).toHaveBeenCalledTimes(2);
    expect(m.fetchReadthrough).toHaveBeenCalledTimes(1);
  });

  it('reloads every part for another book, and never shows the last book’s figures meanwhile', async () => {
    const next = deferred<DataDaily>();
    const m = start();
    m.send({});
    await flush();
    m.fetchDaily.mockImplementationOnce(() => next.promise);

    m.send({ book: 'other', range: '7d' });
    await flush();
    expect(selectBook(m.snap())?.book_id).toBe('other');
    expect(selectDaily(m.snap())).toBeNull();
    expect(selectDailyLoading(m.snap())).toBe(true);
    expect(m.fetchDaily).toHaveBeenLastCalledWith({
      bookId: 'other',
      from: '2026-11-14',
      to: '2026-11-20',
      by: 'day',
    });
    expect(m.fetchChapters).toHaveBeenCalledTimes(2);
    expect(m.fetchReadthrough).toHaveBeenLastCalledWith({ bookId: 'other' });

    next.resolve(daily({ bookId: 'other', by: 'day' }));
    await flush();
    expect(selectDaily(m.snap())?.book_id).toBe('other');
  });

  it('drops an answer that a newer query overtook', async () => {
    const slow = deferred<ChapterPage>();
    const m = start();
    m.send({});
    await flush();
    m.fetchChapters.mockImplementationOnce(() => slow.promise);

    m.send({ sort: 'views', order: 'desc' });
    m.send({ sort: 'comments', order: 'desc' });
    await flush();
    slow.resolve(
      chapterPage({ bookId: 'big', sort: 'views', order: 'desc', page: 1, pageSize: 200 }),
    );
    await flush();

    expect(chapterRowAt(selectChapters(m.snap()), 0)?.chapter_id).toBe('comments-desc-0');
  });

  it('loads the pages the table window reaches, and only those', async () => {
    const m = start();
    m.send({});
    await flush();
    expect(m.fetchChapters).toHaveBeenCalledTimes(1);
    expect(chapterRowAt(selectChapters(m.snap()), 2950)).toBeUndefined();

    // A jump near the end: its page, not the fourteen before it.
    m.actor.send({ type: 'bookData.chapterRange', start: 2940, end: 2960 });
    await flush();
    expect(m.fetchChapters).toHaveBeenCalledTimes(2);
    expect(m.fetchChapters).toHaveBeenLastCalledWith(
      expect.objectContaining({ page: 15, pageSize: 200 }),
    );
    expect(chapterRowAt(selectChapters(m.snap()), 2950)?.chapter_no).toBe(2951);
    expect(selectChapters(m.snap())?.total).toBe(3000);

    // Scrolling within loaded pages asks for nothing.
    m.actor.send({ type: 'bookData.chapterRange', start: 10, end: 30 });
    await flush();
    expect(m.fetchChapters).toHaveBeenCalledTimes(2);
  });

  it('starts another order from its first page, keeping the count on show', async () => {
    const next = deferred<ChapterPage>();
    const m = start();
    m.send({});
    await flush();
    m.actor.send({ type: 'bookData.chapterRange', start: 700, end: 720 });
    await flush();
    m.fetchChapters.mockImplementationOnce(() => next.promise);

    m.send({ sort: 'completion_rate', order: 'desc' });
    await flush();
    expect(selectChapters(m.snap())?.total).toBe(3000);
    expect(chapterRowAt(selectChapters(m.snap()), 0)).toBeUndefined();
    expect(m.fetchChapters).toHaveBeenLastCalledWith(
      expect.objectContaining({ sort: 'completion_rate', order: 'desc', page: 1 }),
    );
    next.resolve(
      chapterPage({
        bookId: 'big',
        sort: 'completion_rate',
        order: 'desc',
        page: 1,
        pageSize: 200,
      }),
    );
    await flush();
    expect(chapterRowAt(selectChapters(m.snap()), 0)?.chapter_id).toBe('completion_rate-desc-0');
  });

  it('gathers the whole table in pages of 500, in the order shown, for one CSV file', async () => {
    const m = start();
    m.send({ sort: 'views', order: 'desc' });
    await flush();
    m.fetchChapters.mockClear();

    m.actor.send({ type: 'bookData.exportChapters' });
    expect(selectExporting(m.snap())).toBe(true);
    await flush();
    expect(selectExporting(m.snap())).toBe(false);
    expect(m.fetchChapters.mock.calls.map(([input]) => [input.page, input.pageSize])).toEqual([
      [1, 500],
      [2, 500],
      [3, 500],
      [4, 500],
      [5, 500],
      [6, 500],
    ]);
    expect(m.fetchChapters.mock.calls.every(([input]) => input.sort === 'views')).toBe(true);
    const gathered = selectChapterExport(m.snap());
    expect(gathered?.seq).toBe(1);
    expect(gathered?.rows).toHaveLength(3000);
    expect(gathered?.rows[2999]?.chapter_id).toBe('views-desc-2999');

    m.actor.send({ type: 'bookData.exportChapters' });
    await flush();
    expect(selectChapterExport(m.snap())?.seq).toBe(2);
  });

  it('says so when the table could not be gathered, and keeps the screen as it was', async () => {
    const m = start();
    m.send({});
    await flush();
    m.fetchChapters.mockImplementationOnce(async () => {
      throw Object.assign(new Error('Request Error'), { code: 500001 });
    });
    m.actor.send({ type: 'bookData.exportChapters' });
    await flush();
    expect(selectExportError(m.snap())).toBe('data.error.load');
    expect(selectChapterExport(m.snap())).toBeNull();
    expect(selectChaptersError(m.snap())).toBeNull();
  });

  it('says what is wrong with a custom range instead of asking for it', async () => {
    const m = start();
    m.send({ range: 'custom', from: '2026-11-10', to: '2026-11-01' });
    await flush();
    expect(selectRangeProblem(m.snap())).toBe('data.range.invalid');

    m.send({ range: 'custom', from: '2025-01-01', to: '2026-01-02' });
    await flush();
    expect(selectRangeProblem(m.snap())).toBe('data.range.tooLong');
    expect(m.fetchDaily).not.toHaveBeenCalled();

    m.send({ range: 'custom', from: '2026-11-01', to: '2026-11-10' });
    await flush();
    expect(selectRangeProblem(m.snap())).toBeNull();
    expect(m.fetchDaily).toHaveBeenCalledWith({
      bookId: 'big',
      from: '2026-11-01',
      to: '2026-11-10',
      by: 'day',
    });
  });

  it('lets one part fail alone and retries it', async () => {
    let failDaily = true;
    const m = start({
      daily: async (input) => {
        if (failDaily) throw Object.assign(new Error('Request Error'), { code: 500001 });
        return daily(input);
      },
    });
    m.send({});
    await flush();
    expect(selectDailyError(m.snap())).toBe('data.error.load');
    expect(selectChapters(m.snap())).not.toBeNull();
    expect(selectChaptersError(m.snap())).toBeNull();

    failDaily = false;
    m.actor.send({ type: 'bookData.retry' });
    await flush();
    expect(selectDailyError(m.snap())).toBeNull();
    expect(selectDaily(m.snap())).not.toBeNull();
    expect(m.fetchChapters).toHaveBeenCalledTimes(1);
  });

  it('tells a refused range from a failure worth retrying', async () => {
    const m = start({
      daily: async () => {
        throw Object.assign(new Error('invalid'), { code: 101001 });
      },
    });
    m.send({ range: 'custom', from: '2026-11-01', to: '2026-11-30' });
    await flush();
    expect(selectDailyError(m.snap())).toBe('data.error.range');
  });

  it('retries the books when they could not be loaded', async () => {
    let fail = true;
    const m = start({
      books: async () => {
        if (fail) throw new Error('offline');
        return BOOKS;
      },
    });
    m.send({});
    await flush();
    expect(selectBooksError(m.snap())).toBe('data.error.load');
    expect(m.fetchDaily).not.toHaveBeenCalled();

    fail = false;
    m.actor.send({ type: 'bookData.retry' });
    await flush();
    expect(selectBooksError(m.snap())).toBeNull();
    expect(selectBook(m.snap())?.book_id).toBe('big');
  });

  it('says so when the author has no book with data, or the URL names a book not theirs', async () => {
    const none = start({ books: async () => [] });
    none.send({});
    await flush();
    expect(selectNoBooks(none.snap())).toBe(true);
    expect(none.fetchDaily).not.toHaveBeenCalled();

    const m = start();
    m.send({ book: 'someone-elses' });
    await flush();
    expect(selectUnknownBook(m.snap())).toBe(true);
    expect(m.fetchChapters).not.toHaveBeenCalled();

    m.send({ book: 'big' });
    await flush();
    expect(selectUnknownBook(m.snap())).toBe(false);
    expect(selectChapters(m.snap())).not.toBeNull();
  });

  it('refreshes behind what it shows when the screen is shown again', async () => {
    const m = start();
    m.send({});
    await flush();
    const shown = selectDaily(m.snap());

    m.actor.send({ type: 'bookData.refresh' });
    expect(selectDaily(m.snap())).toBe(shown);
    await flush();
    expect(m.fetchBooks).toHaveBeenCalledTimes(2);
    expect(m.fetchDaily).toHaveBeenCalledTimes(2);
    expect(selectDaily(m.snap())).not.toBeNull();
  });
});
