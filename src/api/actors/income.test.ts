import { describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { envelope, fakeFetch, hangingFetch } from '../testing/fake-fetch';
import { createIncomeActors } from './income';
import { run, testApi } from './testing';

/** Path and query of the nth recorded request. */
function requestOf(fetch: ReturnType<typeof fakeFetch>, n = 0) {
  const url = new URL((fetch.mock.calls[n]![0] as Request).url);
  return { path: url.pathname, query: Object.fromEntries(url.searchParams) };
}

describe('the income actors', () => {
  it('ask for all works without a book id, and for one book with it', async () => {
    const fetch = fakeFetch(() => envelope(0, { today: '2026-11-24' }));
    const { fetchOverview, fetchAttendance } = createIncomeActors(testApi(fetch));

    await expect(run(fetchOverview, { bookId: null })).resolves.toEqual({ today: '2026-11-24' });
    await run(fetchOverview, { bookId: 'b1' });
    await run(fetchAttendance, { bookId: 'b2' });

    expect(requestOf(fetch, 0)).toEqual({ path: '/author/income/overview', query: {} });
    expect(requestOf(fetch, 1)).toEqual({
      path: '/author/income/overview',
      query: { book_id: 'b1' },
    });
    expect(requestOf(fetch, 2)).toEqual({
      path: '/author/income/attendance',
      query: { book_id: 'b2' },
    });
  });

  it('send the range of statements only when there is one (else the server’s last 12 months)', async () => {
    const fetch = fakeFetch(() => envelope(0, { list: [] }));
    const { fetchSummary } = createIncomeActors(testApi(fetch));

    await run(fetchSummary, { bookId: null, range: null });
    await run(fetchSummary, { bookId: 'b1', range: { from: '2026-01', to: '2026-11' } });

    expect(requestOf(fetch, 0)).toEqual({ path: '/author/income/summary', query: {} });
    expect(requestOf(fetch, 1).query).toEqual({ book_id: 'b1', from: '2026-01', to: '2026-11' });
  });

  it('ask for the daily rows of a month', async () => {
    const fetch = fakeFetch(() => envelope(0, { month: '2026-10', list: [] }));
    const { fetchDaily } = createIncomeActors(testApi(fetch));

    await expect(run(fetchDaily, { bookId: null, month: '2026-10' })).resolves.toMatchObject({
      month: '2026-10',
    });
    expect(requestOf(fetch)).toEqual({ path: '/author/income/daily', query: { month: '2026-10' } });
  });

  it('fail with the envelope’s code for an unsigned author', async () => {
    const fetch = fakeFetch(() => envelope(103001, null, 'not signed'));
    const { fetchOverview } = createIncomeActors(testApi(fetch));

    await expect(run(fetchOverview, { bookId: null })).rejects.toMatchObject({ code: 103001 });
  });

  it('cancel the call when the actor stops', async () => {
    const fetch = hangingFetch();
    const { fetchSummary } = createIncomeActors(testApi(fetch));
    const actor = createActor(fetchSummary, { input: { bookId: null, range: null } }).start();
    await vi.waitFor(() => expect(fetch).toHaveBeenCalledOnce());

    actor.stop();

    expect((fetch.mock.calls[0]![0] as Request).signal.aborted).toBe(true);
  });
});
