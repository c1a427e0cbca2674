import { describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { envelope, fakeFetch, hangingFetch } from '../testing/fake-fetch';
import { createDataActors } from './data';
import { run, testApi } from './testing';

const queryOf = (call: unknown[]): Record<string, string> => {
  const url = new URL((call[0] as Request).url);
  return { path: url.pathname, ...Object.fromEntries(url.searchParams) };
};

describe('the data actors', () => {
  it('give the selector the list of books', async () => {
    const book = {
      book_id: 'b1',
      title: '星海长歌',
      kind: 'long',
      is_vip: true,
      data_from: '2024-11-22',
      data_until: '2026-11-21',
    };
    const fetch = fakeFetch(() => envelope(0, { list: [book] }));
    const { fetchBooks } = createDataActors(testApi(fetch));

    await expect(run(fetchBooks, undefined)).resolves.toEqual([book]);
    expect(queryOf(fetch.mock.calls[0]!)).toEqual({ path: '/author/data/books' });
  });

  it('ask for the daily rows with only the bounds that are set', async () => {
    const fetch = fakeFetch(() => envelope(0, { list: [] }));
    const { fetchDaily } = createDataActors(testApi(fetch));

    await run(fetchDaily, { bookId: 'b1', from: '2026-11-15', to: '2026-11-21', by: 'day' });
    await run(fetchDaily, { bookId: 'b1', to: '2026-11-21', by: 'month' });

    expect(fetch.mock.calls.map(queryOf)).toEqual([
      {
        path: '/author/data/daily',
        book_id: 'b1',
        by: 'day',
        from: '2026-11-15',
        to: '2026-11-21',
      },
      { path: '/author/data/daily', book_id: 'b1', by: 'month', to: '2026-11-21' },
    ]);
  });

  it('ask the server for a sorted page of the chapter table', async () => {
    const page = { total: 3000, page: 2, page_size: 100, vip: null, list: [] };
    const fetch = fakeFetch(() => envelope(0, page));
    const { fetchChapters } = createDataActors(testApi(fetch));

    await expect(
      run(fetchChapters, {
        bookId: 'b1',
        sort: 'completion_rate',
        order: 'desc',
        page: 2,
        pageSize: 100,
      }),
    ).resolves.toEqual(page);
    expect(queryOf(fetch.mock.calls[0]!)).toEqual({
      path: '/author/data/chapters',
      book_id: 'b1',
      sort: 'completion_rate',
      order: 'desc',
      page: '2',
      page_size: '100',
    });
  });

  it('reject with the envelope code, so the screen can say what went wrong', async () => {
    const fetch = fakeFetch(() => envelope(102001, null, 'not found'));
    const { fetchReadthrough } = createDataActors(testApi(fetch));

    await expect(run(fetchReadthrough, { bookId: 'gone' })).rejects.toMatchObject({
      code: 102001,
    });
    expect(queryOf(fetch.mock.calls[0]!)).toEqual({
      path: '/author/data/readthrough',
      book_id: 'gone',
    });
  });

  it('cancel the call when the actor stops, without a toast', async () => {
    const fetch = hangingFetch();
    const api = testApi(fetch);
    const { fetchChapters } = createDataActors(api);
    const actor = createActor(fetchChapters, {
      input: { bookId: 'b1', sort: 'views', order: 'asc', page: 1, pageSize: 100 },
    }).start();
    await vi.waitFor(() => expect(fetch).toHaveBeenCalledOnce());
    const request = fetch.mock.calls[0]![0] as Request;

    actor.stop();

    expect(request.signal.aborted).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(api.toast.error).not.toHaveBeenCalled();
  });
});
