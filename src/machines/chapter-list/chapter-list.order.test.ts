import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { book, countsOf } from '../testing/chapter-list';
import { waitFor } from '../testing/wait';
import {
  type ChapterPage,
  type ChapterPageQuery,
  chapterListMachine,
  rowAt,
  selectOrder,
  selectPages,
  selectScrollTarget,
} from './chapter-list.machine';

const PAGE = 10;
const rows = book(35);

/** The list endpoint, newest first when asked. */
function serveOrdered(asked: ChapterPageQuery[]) {
  return fromPromise<ChapterPage, ChapterPageQuery>(async ({ input }) => {
    asked.push(input);
    const ordered = input.sort === 'newest' ? [...rows].reverse() : rows;
    const from = (input.page - 1) * input.pageSize;
    return {
      list: ordered.slice(from, from + input.pageSize),
      total: ordered.length,
      counts: countsOf(rows),
    };
  });
}

function start(order?: 'reading' | 'newest') {
  const asked: ChapterPageQuery[] = [];
  const actor = createActor(
    chapterListMachine.provide({ actors: { fetchPage: serveOrdered(asked) } }),
    { input: { bookId: 'b1', pageSize: PAGE, ...(order ? { order } : {}) } },
  ).start();
  const row = (index: number) => rowAt(selectPages(actor.getSnapshot()), PAGE, index);
  return { actor, asked, row };
}

const loaded = (s: ReturnType<ReturnType<typeof start>['actor']['getSnapshot']>) =>
  s.matches({ loader: 'idle' });

describe('chapterListMachine: order', () => {
  it('opens newest first when asked: the latest chapter is the first row', async () => {
    const { actor, asked, row } = start('newest');
    await waitFor(actor, loaded);
    expect(asked[0]?.sort).toBe('newest');
    expect(row(0)?.chapter_no).toBe(35);
    expect(selectOrder(actor.getSnapshot())).toBe('newest');
  });

  it('keeps reading order without an order (as before)', async () => {
    const { actor, asked, row } = start();
    await waitFor(actor, loaded);
    expect(asked[0]?.sort).toBeUndefined();
    expect(row(0)?.chapter_no).toBe(1);
  });

  it('switching the order loads the view again from its top', async () => {
    const { actor, row } = start('newest');
    await waitFor(actor, loaded);
    actor.send({ type: 'chapters.order', order: 'reading' });
    await waitFor(actor, (s) => loaded(s) && rowAt(selectPages(s), PAGE, 0) !== undefined);
    expect(row(0)?.chapter_no).toBe(1);
  });

  it('a jump newest first scrolls to the chapter’s row counted from the end', async () => {
    const { actor, row } = start('newest');
    await waitFor(actor, loaded);
    actor.send({ type: 'chapters.jump', chapterNo: 12 });
    // 35 chapters newest first: chapter 12 is row 23.
    expect(selectScrollTarget(actor.getSnapshot())?.index).toBe(23);
    await waitFor(actor, (s) => loaded(s) && rowAt(selectPages(s), PAGE, 23) !== undefined);
    expect(row(23)?.chapter_no).toBe(12);
  });
});
