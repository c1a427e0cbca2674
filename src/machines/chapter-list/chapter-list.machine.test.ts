import { describe, expect, it } from 'vitest';
import { book, PAGE_SIZE, serve, start } from '../testing/chapter-list';
import { deferred, flush } from '../testing/wait';
import {
  type ChapterPage,
  JUMP_OUT_OF_RANGE,
  LIST_LOAD_ERROR,
  nextPageToLoad,
  selectCounts,
  selectFilterStatus,
  selectHighlightNo,
  selectJumpError,
  selectLoadError,
  selectLoading,
  selectScrollTarget,
  selectTotal,
  selectTypedKeyword,
} from './chapter-list.machine';

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
    expect(selectCounts(snap())).toEqual({
      draft: 2,
      scheduled: 1,
      published: 2997,
      trashed: 0,
      revision: 0,
      revisionWords: 0,
    });
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
