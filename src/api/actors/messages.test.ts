import { describe, expect, it, vi } from 'vitest';
import { envelope, fakeFetch, json } from '../testing/fake-fetch';
import { createMessageActors } from './messages';
import { createSettingsActors } from './settings';
import { bodyOf, run, testApi } from './testing';

describe('the message actors', () => {
  it('mark some messages read by id, or all of a type', async () => {
    const fetch = fakeFetch(() => envelope(0, { updated: 2, unread: 3 }));
    const { markRead } = createMessageActors(testApi(fetch), { isLoggedIn: () => true });

    await expect(run(markRead, { ids: ['m1', 'm2'] })).resolves.toEqual({ updated: 2, unread: 3 });
    await run(markRead, { all: true, type: 'notice' });

    const [byId, all] = fetch.mock.calls.map(([request]) => request as Request);
    expect(await bodyOf(byId!)).toEqual({ ids: ['m1', 'm2'] });
    expect(await bodyOf(all!)).toEqual({ all: true, type: 'notice' });
  });

  it('send the filter in view: as the page query, and with All Read', async () => {
    const fetch = fakeFetch(() =>
      envelope(0, { list: [], total: 0, page: 1, page_size: 20, books: [], updated: 0, unread: 0 }),
    );
    const { fetchPage, markRead } = createMessageActors(testApi(fetch), {
      isLoggedIn: () => true,
    });
    const filter = { bookId: 'b1', dateFrom: '2026-11-01', dateTo: '2026-11-20' };
    await run(fetchPage, { type: 'todo', status: 0, ...filter, page: 2, pageSize: 20 });
    await run(markRead, { all: true, type: 'todo', ...filter });

    const [pageCall, readCall] = fetch.mock.calls.map(([request]) => request as Request);
    const query = Object.fromEntries(new URL(pageCall!.url).searchParams);
    expect(query).toEqual({
      type: 'todo',
      status: '0',
      book_id: 'b1',
      date_from: '2026-11-01',
      date_to: '2026-11-20',
      page: '2',
      page_size: '20',
    });
    expect(await bodyOf(readCall!)).toEqual({
      all: true,
      type: 'todo',
      book_id: 'b1',
      date_from: '2026-11-01',
      date_to: '2026-11-20',
    });
  });

  it('ask for the unread counts only with a session', async () => {
    const fetch = fakeFetch(() => envelope(0, { unread: 1, message: 1, notice: 0, todo: 0 }));
    let loggedIn = false;
    const { fetchStatistics } = createMessageActors(testApi(fetch), {
      isLoggedIn: () => loggedIn,
    });

    await expect(run(fetchStatistics, undefined)).rejects.toThrow('logged out');
    expect(fetch).not.toHaveBeenCalled();
    loggedIn = true;
    await expect(run(fetchStatistics, undefined)).resolves.toMatchObject({ unread: 1 });
  });
});

describe('the settings actors', () => {
  it('read the template menu from its own envelope, and treat a missing list as none', async () => {
    const menu = [
      { path: '/home', name: 'Home', meta: { locale: 'menu.home', requiresAuth: true } },
    ];
    const answers = [menu, null];
    const fetch = fakeFetch(() => json({ data: answers.shift(), status: 'ok', msg: '', code: 0 }));
    const { loadServerMenu } = createSettingsActors(testApi(fetch), { writeText: vi.fn() });

    await expect(run(loadServerMenu, undefined)).resolves.toEqual(menu);
    await expect(run(loadServerMenu, undefined)).resolves.toEqual([]);
  });
});
