import { describe, expect, it } from 'vitest';
import { book, PAGE_SIZE, serve, start } from '../testing/chapter-list';
import { deferred, flush } from '../testing/wait';
import {
  ACTION_FAILED,
  type ChapterPage,
  type ChapterRow,
  GATHER_PAGE_SIZE,
  SELECT_ALL_FAILED,
  selectGatherError,
  selectGathering,
  selectNotice,
  selectPages,
  selectProgress,
  selectRunning,
  selectSelectedCount,
  selectSelection,
  selectTotal,
} from './chapter-list.machine';

describe('chapter list: selection and actions', () => {
  it('selects rows, all loaded rows, and clears on a new view', async () => {
    const { actor, snap } = start(book(30));
    await flush();
    actor.send({ type: 'chapters.select', ids: ['c1', 'c2', 'unknown'], selected: true });
    expect(selectSelectedCount(snap())).toBe(2);
    actor.send({ type: 'chapters.select', ids: ['c1'], selected: false });
    expect(selectSelectedCount(snap())).toBe(1);
    actor.send({ type: 'chapters.selectLoaded' });
    expect(selectSelectedCount(snap())).toBe(10);
    actor.send({ type: 'chapters.clearSelection' });
    expect(selectSelectedCount(snap())).toBe(0);
    actor.send({ type: 'chapters.select', ids: ['c1'], selected: true });
    actor.send({ type: 'chapters.filterStatus', status: 'draft' });
    expect(selectSelectedCount(snap())).toBe(0);
  });

  it('selects the whole view, 500 rows a call, only once all of it is in', async () => {
    const rows = book(1200);
    const gates: ReturnType<typeof deferred<ChapterPage>>[] = [];
    const { actor, runAction, fetchPage, snap } = start(rows, {
      page: (q) => {
        if (q.pageSize !== GATHER_PAGE_SIZE) return serve(rows)(q);
        const gate = deferred<ChapterPage>();
        gates.push(gate);
        return gate.promise.then(() => serve(rows)(q));
      },
    });
    await flush();
    actor.send({ type: 'chapters.select', ids: ['c1'], selected: true });
    actor.send({ type: 'chapters.selectAll' });
    expect(fetchPage).toHaveBeenLastCalledWith({ bookId: 'b1', page: 1, pageSize: 500 });
    expect(selectGathering(snap())).toEqual({ done: 0, of: 1200 });
    // No action on a selection still being gathered.
    actor.send({ type: 'chapters.act', action: { kind: 'publish' } });
    expect(runAction).not.toHaveBeenCalled();
    gates[0]!.resolve({} as ChapterPage);
    await flush();
    expect(selectGathering(snap())).toEqual({ done: 500, of: 1200 });
    // Until the last page is in, the selection is the one before.
    expect(selectSelectedCount(snap())).toBe(1);
    gates[1]!.resolve({} as ChapterPage);
    await flush();
    gates[2]!.resolve({} as ChapterPage);
    await flush();
    expect(fetchPage.mock.calls.filter(([q]) => q.pageSize === 500).map(([q]) => q.page)).toEqual([
      1, 2, 3,
    ]);
    expect(selectGathering(snap())).toBeNull();
    expect(selectSelectedCount(snap())).toBe(1200);
    expect(selectSelection(snap()).c1200).toEqual({
      title: '第1200章',
      chapter_no: 1200,
      status: 'draft',
    });
    actor.send({ type: 'chapters.act', action: { kind: 'publish' } });
    await flush();
    expect(runAction.mock.calls.map(([input]) => input.chapterIds.length)).toEqual([500, 500, 200]);
  });

  it('selects within the filtered view only', async () => {
    const rows = book(30);
    const { actor, fetchPage, snap } = start(rows);
    await flush();
    actor.send({ type: 'chapters.filterStatus', status: 'draft' });
    await flush();
    actor.send({ type: 'chapters.selectAll' });
    await flush();
    expect(fetchPage).toHaveBeenLastCalledWith({
      bookId: 'b1',
      status: 'draft',
      page: 1,
      pageSize: 500,
    });
    expect(Object.keys(selectSelection(snap()))).toEqual(['c29', 'c30']);
  });

  it('keeps the selection it had when a page fails, and says so', async () => {
    const rows = book(800);
    const { actor, snap } = start(rows, {
      page: (q) =>
        q.pageSize === GATHER_PAGE_SIZE && q.page === 2
          ? Promise.reject(new Error('offline'))
          : serve(rows)(q),
    });
    await flush();
    actor.send({ type: 'chapters.select', ids: ['c2'], selected: true });
    actor.send({ type: 'chapters.selectAll' });
    await flush();
    expect(selectGathering(snap())).toBeNull();
    expect(selectGatherError(snap())).toBe(SELECT_ALL_FAILED);
    expect(Object.keys(selectSelection(snap()))).toEqual(['c2']);
    // A new try starts clean.
    actor.send({ type: 'chapters.selectAll' });
    expect(selectGatherError(snap())).toBeNull();
  });

  it('stops gathering on a new view or a cleared selection, and drops late pages', async () => {
    const rows = book(1200);
    const gate = deferred<ChapterPage>();
    const { actor, snap } = start(rows, {
      page: (q) =>
        q.pageSize === GATHER_PAGE_SIZE ? gate.promise.then(() => serve(rows)(q)) : serve(rows)(q),
    });
    await flush();
    actor.send({ type: 'chapters.selectAll' });
    actor.send({ type: 'chapters.clearSelection' });
    expect(selectGathering(snap())).toBeNull();
    actor.send({ type: 'chapters.selectAll' });
    actor.send({ type: 'chapters.filterVolume', volumeId: 'v2' });
    expect(selectGathering(snap())).toBeNull();
    gate.resolve({} as ChapterPage);
    await flush();
    expect(selectSelectedCount(snap())).toBe(0);
    // A jump within the whole book keeps it going.
    actor.send({ type: 'chapters.filterVolume', volumeId: null });
    await flush();
    actor.send({ type: 'chapters.selectAll' });
    actor.send({ type: 'chapters.jump', chapterNo: 700 });
    await flush();
    expect(selectSelectedCount(snap())).toBe(1200);
  });

  it('does nothing without a selection', async () => {
    const { actor, runAction, snap } = start(book(10));
    await flush();
    actor.send({ type: 'chapters.act', action: { kind: 'publish' } });
    expect(selectRunning(snap())).toBe(false);
    expect(runAction).not.toHaveBeenCalled();
  });

  it('publishes, patches the rows at once, reloads the window and reports the change', async () => {
    let rows = book(30);
    const published = rows
      .slice(28)
      .map((r) => ({ ...r, status: 'published' as const, published_at: '2026-02-01T00:00:00Z' }));
    const gate = deferred<readonly ChapterRow[]>();
    const { actor, runAction, reportChanged, fetchPage, snap, row } = start(rows, {
      page: (q) => serve(rows)(q),
      act: () => gate.promise,
    });
    await flush();
    actor.send({ type: 'chapters.range', start: 20, end: 29 });
    await flush();
    actor.send({ type: 'chapters.select', ids: ['c30', 'c29'], selected: true });
    actor.send({ type: 'chapters.act', action: { kind: 'publish' } });
    expect(selectRunning(snap())).toBe(true);
    expect(selectProgress(snap())).toEqual({ done: 0, of: 1 });
    // In reading order.
    expect(runAction).toHaveBeenCalledWith({
      action: { kind: 'publish' },
      chapterIds: ['c29', 'c30'],
    });
    const callsBefore = fetchPage.mock.calls.length;
    rows = [...rows.slice(0, 28), ...published];
    gate.resolve(published);
    await Promise.resolve();
    await Promise.resolve();
    // Patched before the window comes back from the server.
    expect(row(29)?.status).toBe('published');
    await flush();
    expect(selectRunning(snap())).toBe(false);
    expect(selectNotice(snap())).toEqual({ kind: 'done', action: 'publish', count: 2 });
    expect(selectSelectedCount(snap())).toBe(0);
    expect(row(29)?.status).toBe('published');
    expect(reportChanged).toHaveBeenCalledTimes(1);
    // The window's pages (3) load again.
    expect(fetchPage.mock.calls.length).toBeGreaterThan(callsBefore);
    actor.send({ type: 'chapters.dismissNotice' });
    expect(selectNotice(snap())).toBeNull();
  });

  it('sends a large selection in batches of 500 with progress', async () => {
    const rows = book(1200);
    const gates = [
      deferred<readonly ChapterRow[]>(),
      deferred<readonly ChapterRow[]>(),
      deferred<readonly ChapterRow[]>(),
    ];
    let call = 0;
    const { actor, runAction, snap } = start(rows, {
      page: (q) => serve(rows)({ ...q, pageSize: 1200 }),
      act: () => gates[call++]!.promise,
    });
    await flush();
    actor.send({ type: 'chapters.selectLoaded' });
    expect(selectSelectedCount(snap())).toBe(1200);
    actor.send({
      type: 'chapters.act',
      action: { kind: 'schedule', publishAt: '2026-12-01T12:00:00Z' },
    });
    gates[0]!.resolve([]);
    await flush();
    expect(selectProgress(snap())).toEqual({ done: 1, of: 3 });
    gates[1]!.resolve([]);
    await flush();
    gates[2]!.resolve([]);
    await flush();
    expect(runAction.mock.calls.map(([input]) => input.chapterIds.length)).toEqual([500, 500, 200]);
    expect(runAction.mock.calls[2]?.[0].action).toEqual({
      kind: 'schedule',
      publishAt: '2026-12-01T12:00:00Z',
    });
    expect(selectNotice(snap())).toEqual({ kind: 'done', action: 'schedule', count: 1200 });
  });

  it('refuses to trash published chapters without a call, naming them', async () => {
    const { actor, runAction, snap } = start(book(30));
    await flush();
    actor.send({ type: 'chapters.select', ids: ['c1', 'c2', 'c10'], selected: true });
    actor.send({ type: 'chapters.act', action: { kind: 'trash' } });
    expect(runAction).not.toHaveBeenCalled();
    expect(selectNotice(snap())).toEqual({
      kind: 'refused',
      action: 'trash',
      reasonId: 'chapters.refused.trashPublished',
      titles: ['第1章', '第2章', '第10章'],
      done: 0,
    });
    // The selection stays, so the author can narrow it.
    expect(selectSelectedCount(snap())).toBe(3);
  });

  it('refuses unschedule of unscheduled and restore of untrashed chapters', async () => {
    const { actor, snap } = start(book(30));
    await flush();
    actor.send({ type: 'chapters.range', start: 20, end: 29 });
    await flush();
    actor.send({ type: 'chapters.select', ids: ['c28', 'c29'], selected: true });
    actor.send({ type: 'chapters.act', action: { kind: 'unschedule' } });
    expect(selectNotice(snap())).toMatchObject({
      reasonId: 'chapters.refused.unscheduleNotScheduled',
      titles: ['第29章'],
    });
    actor.send({ type: 'chapters.act', action: { kind: 'restore' } });
    expect(selectNotice(snap())).toMatchObject({
      reasonId: 'chapters.refused.restoreNotTrashed',
      titles: ['第28章', '第29章'],
    });
  });

  it('names at most five chapters in a refusal', async () => {
    const { actor, snap } = start(book(30));
    await flush();
    actor.send({ type: 'chapters.selectLoaded' });
    actor.send({ type: 'chapters.act', action: { kind: 'trash' } });
    const notice = selectNotice(snap());
    expect(notice?.kind === 'refused' && notice.titles).toHaveLength(5);
  });

  it('gives the server refusal (103001) its reason, after earlier batches', async () => {
    const rows = book(700).map((r) => ({ ...r, status: 'draft' as const }));
    let call = 0;
    const { actor, reportChanged, snap } = start(rows, {
      page: (q) => serve(rows)({ ...q, pageSize: 700 }),
      act: () =>
        call++ === 0
          ? Promise.resolve([])
          : Promise.reject({
              code: 103001,
              body: null,
              message: 'Published chapters cannot be trashed',
            }),
    });
    await flush();
    actor.send({ type: 'chapters.selectLoaded' });
    actor.send({ type: 'chapters.act', action: { kind: 'trash' } });
    await flush();
    await flush();
    expect(selectNotice(snap())).toEqual({
      kind: 'refused',
      action: 'trash',
      reasonId: 'chapters.refused.trashPublished',
      titles: [],
      done: 500,
    });
    expect(selectRunning(snap())).toBe(false);
    expect(reportChanged).toHaveBeenCalledTimes(1);
  });

  it('says a bulk apply of revisions the pre-publish check blocks (103003) is the check’s', async () => {
    const rows = book(3).map((r) => ({ ...r, status: 'published' as const, has_revision: true }));
    const failure = { code: 103003, msg: 'blocked', body: { rules_version: 1, chapters: [] } };
    const { actor, snap } = start(rows, { act: () => Promise.reject(failure) });
    await flush();
    actor.send({ type: 'chapters.select', ids: ['c1'], selected: true });
    actor.send({ type: 'chapters.act', action: { kind: 'applyRevisions' } });
    await flush();
    expect(selectNotice(snap())).toEqual({
      kind: 'failed',
      action: 'applyRevisions',
      reasonId: 'error.103003',
      done: 0,
    });
  });

  it('reports a validation failure by its message id, and other failures generically', async () => {
    const rows = book(20).map((r) => ({ ...r, status: 'draft' as const }));
    let failure: unknown = {
      code: 101001,
      body: { errors: { publish_at: 'validation.pastTime' } },
    };
    const { actor, snap } = start(rows, { act: () => Promise.reject(failure) });
    await flush();
    actor.send({ type: 'chapters.select', ids: ['c1'], selected: true });
    actor.send({
      type: 'chapters.act',
      action: { kind: 'schedule', publishAt: '2020-01-01T00:00:00Z' },
    });
    await flush();
    expect(selectNotice(snap())).toEqual({
      kind: 'failed',
      action: 'schedule',
      reasonId: 'validation.pastTime',
      done: 0,
    });
    // The selection survives a failure, to try again.
    expect(selectSelectedCount(snap())).toBe(1);
    failure = new Error('offline');
    actor.send({ type: 'chapters.act', action: { kind: 'move', volumeId: 'v2' } });
    await flush();
    expect(selectNotice(snap())).toMatchObject({ kind: 'failed', reasonId: ACTION_FAILED });
  });

  it('ignores a second action while one runs', async () => {
    const gate = deferred<readonly ChapterRow[]>();
    const { actor, runAction } = start(book(20), { act: () => gate.promise });
    await flush();
    actor.send({ type: 'chapters.range', start: 10, end: 19 });
    await flush();
    actor.send({ type: 'chapters.select', ids: ['c20'], selected: true });
    actor.send({ type: 'chapters.act', action: { kind: 'publish' } });
    actor.send({ type: 'chapters.act', action: { kind: 'trash' } });
    expect(runAction).toHaveBeenCalledTimes(1);
    gate.resolve([]);
  });

  it('reloads the window on refresh, showing the old rows meanwhile', async () => {
    const { actor, fetchPage, row } = start(book(20));
    await flush();
    actor.send({ type: 'chapters.refresh' });
    expect(row(0)?.title).toBe('第1章');
    await flush();
    expect(fetchPage).toHaveBeenCalledTimes(2);
  });

  it('keeps a running action and a page in flight through a search or a filter', async () => {
    const gate = deferred<readonly ChapterRow[]>();
    const { actor, runAction, clock, snap } = start(book(20), { act: () => gate.promise });
    await flush();
    actor.send({ type: 'chapters.select', ids: ['c1'], selected: true });
    actor.send({ type: 'chapters.act', action: { kind: 'publish' } });
    actor.send({ type: 'chapters.search', keyword: '第1' });
    actor.send({ type: 'chapters.filterStatus', status: 'draft' });
    clock.increment(300);
    actor.send({ type: 'chapters.search', keyword: '第2' });
    expect(selectRunning(snap())).toBe(true);
    expect(snap().matches({ search: 'debouncing' })).toBe(true);
    gate.resolve([]);
    await flush();
    expect(runAction).toHaveBeenCalledTimes(1);
    expect(selectNotice(snap())).toEqual({ kind: 'done', action: 'publish', count: 1 });
  });

  it('applies a cleared search even when a filter came in between', async () => {
    const { actor, clock, fetchPage, snap } = start(book(40));
    await flush();
    actor.send({ type: 'chapters.search', keyword: '第3' });
    clock.increment(300);
    await flush();
    actor.send({ type: 'chapters.search', keyword: '' });
    clock.increment(100);
    actor.send({ type: 'chapters.filterStatus', status: 'draft' });
    await flush();
    clock.increment(300);
    await flush();
    expect(fetchPage).toHaveBeenLastCalledWith({
      bookId: 'b1',
      status: 'draft',
      page: 1,
      pageSize: PAGE_SIZE,
    });
    expect(selectTotal(snap())).toBe(2);
  });

  it('loads an empty view again after a refresh (chapters imported elsewhere)', async () => {
    let rows: ChapterRow[] = [];
    const { actor, snap, row } = start([], { page: (q) => serve(rows)(q) });
    await flush();
    expect(selectTotal(snap())).toBe(0);
    rows = book(3);
    actor.send({ type: 'chapters.refresh' });
    await flush();
    expect(selectTotal(snap())).toBe(3);
    expect(row(2)?.title).toBe('第3章');
  });

  it('drops pages past the end when the view shrinks', async () => {
    let rows = book(25);
    const { actor, snap } = start(rows, { page: (q) => serve(rows)(q) });
    await flush();
    actor.send({ type: 'chapters.range', start: 15, end: 24 });
    await flush();
    expect(Object.keys(selectPages(snap()))).toEqual(['1', '2', '3']);
    rows = rows.slice(0, 12);
    actor.send({ type: 'chapters.refresh' });
    await flush();
    expect(selectTotal(snap())).toBe(12);
    expect(Object.keys(selectPages(snap()))).toEqual(['1', '2']);
  });
});
