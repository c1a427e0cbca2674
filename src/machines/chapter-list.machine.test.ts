import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, SimulatedClock } from 'xstate';
import {
  ACTION_FAILED,
  type ChapterActionInput,
  type ChapterCounts,
  type ChapterPage,
  type ChapterPageQuery,
  type ChapterRow,
  type ChapterStatus,
  chapterListMachine,
  GATHER_PAGE_SIZE,
  JUMP_OUT_OF_RANGE,
  LIST_LOAD_ERROR,
  nextPageToLoad,
  rowAt,
  SELECT_ALL_FAILED,
  selectCounts,
  selectFilterStatus,
  selectGatherError,
  selectGathering,
  selectHighlightNo,
  selectJumpError,
  selectLoadError,
  selectLoading,
  selectNotice,
  selectPages,
  selectProgress,
  selectRunning,
  selectScrollTarget,
  selectSelectedCount,
  selectSelection,
  selectTotal,
  selectTypedKeyword,
} from './chapter-list.machine';
import { flush } from './testing/wait';

const PAGE_SIZE = 10;

/** A book of `n` chapters; the last two are drafts, the one before is scheduled. */
function book(n: number): ChapterRow[] {
  return Array.from({ length: n }, (_, i) => {
    const status: ChapterStatus = i >= n - 2 ? 'draft' : i === n - 3 ? 'scheduled' : 'published';
    return {
      id: `c${i + 1}`,
      volume_id: i < n / 2 ? 'v1' : 'v2',
      chapter_no: i + 1,
      title: `第${i + 1}章`,
      word_count: 2000,
      status,
      publish_at: status === 'scheduled' ? '2026-12-01T20:00:00+08:00' : null,
      published_at: status === 'published' ? '2026-01-01T20:00:00+08:00' : null,
      update_time: '2026-01-01T20:00:00+08:00',
    };
  });
}

function countsOf(rows: readonly ChapterRow[]): ChapterCounts {
  const counts = { draft: 0, scheduled: 0, published: 0, trashed: 0 };
  for (const row of rows) counts[row.status] += 1;
  return counts;
}

/** A fake list endpoint over rows, filtering as the server does. */
function serve(rows: readonly ChapterRow[]) {
  return (q: ChapterPageQuery): Promise<ChapterPage> => {
    const matching = rows.filter(
      (r) =>
        (q.status ? r.status === q.status : r.status !== 'trashed') &&
        (!q.volumeId || r.volume_id === q.volumeId) &&
        (!q.keyword || r.title.includes(q.keyword)),
    );
    const from = (q.page - 1) * q.pageSize;
    return Promise.resolve({
      list: matching.slice(from, from + q.pageSize),
      total: matching.length,
      counts: countsOf(rows),
    });
  };
}

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

interface Fakes {
  page?: (q: ChapterPageQuery) => Promise<ChapterPage>;
  act?: (input: ChapterActionInput) => Promise<readonly ChapterRow[]>;
}

function start(rows: readonly ChapterRow[], fakes: Fakes = {}) {
  const fetchPage = vi.fn(fakes.page ?? serve(rows));
  const runAction = vi.fn(
    fakes.act ??
      ((input: ChapterActionInput) =>
        Promise.resolve(rows.filter((r) => input.chapterIds.includes(r.id)))),
  );
  const reportChanged = vi.fn();
  const clock = new SimulatedClock();
  const actor = createActor(
    chapterListMachine.provide({
      actors: {
        fetchPage: fromPromise(({ input }: { input: ChapterPageQuery }) => fetchPage(input)),
        runAction: fromPromise(({ input }: { input: ChapterActionInput }) => runAction(input)),
      },
      actions: { reportChanged },
    }),
    { input: { bookId: 'b1', pageSize: PAGE_SIZE }, clock },
  ).start();
  const snap = () => actor.getSnapshot();
  const row = (index: number) => rowAt(selectPages(snap()), PAGE_SIZE, index);
  return { actor, fetchPage, runAction, reportChanged, clock, snap, row };
}

describe('chapter list: paging', () => {
  it('loads only the first page before painting, with total and counts', async () => {
    const { fetchPage, snap, row } = start(book(3000));
    expect(selectLoading(snap())).toBe(true);
    expect(selectTotal(snap())).toBeNull();
    await flush();
    // The first page plus the half-page lookahead is still page 1.
    expect(fetchPage).toHaveBeenCalledTimes(1);
    expect(fetchPage).toHaveBeenCalledWith({ bookId: 'b1', page: 1, pageSize: PAGE_SIZE });
    expect(selectTotal(snap())).toBe(3000);
    expect(selectCounts(snap())).toEqual({ draft: 2, scheduled: 1, published: 2997, trashed: 0 });
    expect(row(0)?.title).toBe('第1章');
    expect(row(10)).toBeUndefined();
    expect(selectLoading(snap())).toBe(false);
  });

  it('fetches the pages the window reaches, ahead of it, and nothing twice', async () => {
    const { actor, fetchPage, row } = start(book(3000));
    await flush();
    actor.send({ type: 'chapters.range', start: 5, end: 12 });
    await flush();
    // Rows 5..12 plus half a page ahead (17): pages 1 and 2, only 2 is new.
    expect(fetchPage.mock.calls.map(([q]) => q.page)).toEqual([1, 2]);
    actor.send({ type: 'chapters.range', start: 2000, end: 2008 });
    await flush();
    // 2000..2008 and half a page ahead (2013): pages 201 and 202.
    expect(fetchPage.mock.calls.map(([q]) => q.page)).toEqual([1, 2, 201, 202]);
    expect(row(2000)?.chapter_no).toBe(2001);
    actor.send({ type: 'chapters.range', start: 6, end: 9 });
    await flush();
    expect(fetchPage).toHaveBeenCalledTimes(4);
  });

  it('loads the window as it stands when the page in flight lands', async () => {
    const first = deferred<ChapterPage>();
    const rows = book(100);
    const calls: number[] = [];
    const { actor, snap } = start(rows, {
      page: (q) => {
        calls.push(q.page);
        return q.page === 1 ? first.promise : serve(rows)(q);
      },
    });
    actor.send({ type: 'chapters.range', start: 50, end: 55 });
    first.resolve(await serve(rows)({ bookId: 'b1', page: 1, pageSize: PAGE_SIZE }));
    await flush();
    expect(calls).toEqual([1, 6, 7]);
    expect(selectLoading(snap())).toBe(false);
  });

  it('stops at the end of the book and on an empty view', async () => {
    const { actor, fetchPage, snap } = start(book(15));
    await flush();
    actor.send({ type: 'chapters.range', start: 10, end: 14 });
    await flush();
    actor.send({ type: 'chapters.range', start: 14, end: 40 });
    await flush();
    expect(fetchPage.mock.calls.map(([q]) => q.page)).toEqual([1, 2]);
    expect(nextPageToLoad(snap().context)).toBeNull();

    const empty = start([]);
    await flush();
    expect(selectTotal(empty.snap())).toBe(0);
    expect(empty.fetchPage).toHaveBeenCalledTimes(1);
  });

  it('reports a failed page and loads it again on retry', async () => {
    let fail = true;
    const rows = book(30);
    const { actor, snap, row } = start(rows, {
      page: (q) => (fail ? Promise.reject(new Error('offline')) : serve(rows)(q)),
    });
    await flush();
    expect(selectLoadError(snap())).toBe(LIST_LOAD_ERROR);
    expect(snap().matches({ loader: 'failed' })).toBe(true);
    // Scrolling does not hammer a failing server.
    actor.send({ type: 'chapters.range', start: 20, end: 25 });
    await flush();
    expect(snap().matches({ loader: 'failed' })).toBe(true);
    fail = false;
    actor.send({ type: 'chapters.retry' });
    await flush();
    expect(selectLoadError(snap())).toBeNull();
    expect(row(20)?.title).toBe('第21章');
  });
});

describe('chapter list: filters and search', () => {
  it('filters by status from page 1 and drops the answer of the old view', async () => {
    const slow = deferred<ChapterPage>();
    const rows = book(50);
    let firstCall = true;
    const { actor, fetchPage, snap, row } = start(rows, {
      page: (q) => {
        if (firstCall) {
          firstCall = false;
          return slow.promise;
        }
        return serve(rows)(q);
      },
    });
    actor.send({ type: 'chapters.filterStatus', status: 'draft' });
    await flush();
    slow.resolve(await serve(rows)({ bookId: 'b1', page: 1, pageSize: PAGE_SIZE }));
    await flush();
    expect(selectFilterStatus(snap())).toBe('draft');
    expect(fetchPage).toHaveBeenLastCalledWith({
      bookId: 'b1',
      status: 'draft',
      page: 1,
      pageSize: PAGE_SIZE,
    });
    expect(selectTotal(snap())).toBe(2);
    expect(row(0)?.title).toBe('第49章');
  });

  it('filters by volume and back to the whole book', async () => {
    const { actor, fetchPage, snap } = start(book(40));
    await flush();
    actor.send({ type: 'chapters.filterVolume', volumeId: 'v2' });
    await flush();
    expect(fetchPage).toHaveBeenLastCalledWith({
      bookId: 'b1',
      volumeId: 'v2',
      page: 1,
      pageSize: PAGE_SIZE,
    });
    expect(selectTotal(snap())).toBe(20);
    actor.send({ type: 'chapters.filterVolume', volumeId: null });
    await flush();
    expect(selectTotal(snap())).toBe(40);
  });

  it('searches after the typing pause, with the last keyword only', async () => {
    const { actor, fetchPage, clock, snap } = start(book(300));
    await flush();
    actor.send({ type: 'chapters.search', keyword: '第2' });
    clock.increment(200);
    actor.send({ type: 'chapters.search', keyword: ' 第25 ' });
    expect(selectTypedKeyword(snap())).toBe(' 第25 ');
    clock.increment(299);
    await flush();
    expect(fetchPage).toHaveBeenCalledTimes(1);
    clock.increment(1);
    await flush();
    expect(fetchPage).toHaveBeenCalledTimes(2);
    expect(fetchPage).toHaveBeenLastCalledWith({
      bookId: 'b1',
      keyword: '第25',
      page: 1,
      pageSize: PAGE_SIZE,
    });
    // 第25章 and 第250..259章.
    expect(selectTotal(snap())).toBe(11);
  });
});

describe('chapter list: jump to a number', () => {
  it('scrolls to the row of that number and loads its page first', async () => {
    const { actor, fetchPage, snap, row } = start(book(3000));
    await flush();
    actor.send({ type: 'chapters.jump', chapterNo: 2500 });
    await flush();
    expect(selectScrollTarget(snap())).toEqual({ index: 2499, seq: 1 });
    expect(selectHighlightNo(snap())).toBe(2500);
    expect(fetchPage.mock.calls[1]?.[0].page).toBe(250);
    expect(row(2499)?.title).toBe('第2500章');
    actor.send({ type: 'chapters.jump', chapterNo: 2500 });
    expect(selectScrollTarget(snap())?.seq).toBe(2);
  });

  it('leaves a filter for the whole book to jump', async () => {
    const { actor, fetchPage, snap } = start(book(100));
    await flush();
    actor.send({ type: 'chapters.filterStatus', status: 'published' });
    await flush();
    actor.send({ type: 'chapters.jump', chapterNo: 42 });
    await flush();
    expect(selectFilterStatus(snap())).toBe('all');
    expect(fetchPage).toHaveBeenLastCalledWith({ bookId: 'b1', page: 5, pageSize: PAGE_SIZE });
    expect(selectScrollTarget(snap())?.index).toBe(41);
  });

  it('says so for a number the book does not have', async () => {
    const { actor, snap } = start(book(100));
    await flush();
    actor.send({ type: 'chapters.jump', chapterNo: 101 });
    expect(selectJumpError(snap())).toEqual({ id: JUMP_OUT_OF_RANGE, max: 100 });
    expect(selectScrollTarget(snap())).toBeNull();
    actor.send({ type: 'chapters.jump', chapterNo: 0 });
    expect(selectJumpError(snap())?.id).toBe(JUMP_OUT_OF_RANGE);
    actor.send({ type: 'chapters.dismissNotice' });
    expect(selectJumpError(snap())).toBeNull();
  });
});

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
