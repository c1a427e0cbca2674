import { describe, expect, it } from 'vitest';
import { book, start } from '../testing/chapter-list';
import { flush } from '../testing/wait';
import {
  batchActionOf,
  type ChapterActionInput,
  dailySchedule,
  foreseenClashes,
  selectCanUndo,
  selectNotice,
  selectOrderRefusal,
  selectOrderRefusedNow,
  selectPages,
  selectSelection,
} from './chapter-list.machine';

// book(30): chapter 28 is scheduled for 2026-12-01 20:00 Beijing, 29 and 30 are drafts.
const EARLIER = [
  {
    chapter_id: 'c28',
    chapter_no: 28,
    title: '第28章',
    status: 'scheduled' as const,
    publish_at: '2026-12-01T20:00:00+08:00',
  },
  {
    chapter_id: 'c29',
    chapter_no: 29,
    title: '第29章',
    status: 'draft' as const,
    publish_at: null,
  },
];

/** The server's refusal of chapter 30 sent without its earlier chapters or the author's choice. */
function refusingServer(rows: ReturnType<typeof book>) {
  return async (input: ChapterActionInput) => {
    const { action, chapterIds } = input;
    const chosen = (action.kind === 'publish' || action.kind === 'schedule') && action.outOfOrder;
    if (chapterIds.includes('c30') && !chapterIds.includes('c29') && !chosen) {
      throw { code: 103002, body: { earlier: EARLIER, earlier_count: 2 } };
    }
    return rows.filter((r) => chapterIds.includes(r.id));
  };
}

/** Scrolls to the last page (chapters 21 to 30), so its rows can be selected. */
async function showLastPage(actor: ReturnType<typeof start>['actor']) {
  await flush();
  actor.send({ type: 'chapters.range', start: 20, end: 29 });
  await flush();
}

describe('chapter list: reading order', () => {
  it('asks when earlier chapters are unpublished, and publishes them first, together, in order', async () => {
    const rows = book(30);
    const { actor, runAction, snap } = start(rows, { act: refusingServer(rows) });
    await showLastPage(actor);
    actor.send({ type: 'chapters.select', ids: ['c30'], selected: true });
    actor.send({ type: 'chapters.act', action: { kind: 'publish' } });
    await flush();
    expect(selectOrderRefusal(snap())).toEqual({ earlier: EARLIER, count: 2 });
    expect(selectOrderRefusedNow(snap())).toBe(true);
    expect(selectNotice(snap())).toBeNull();

    actor.send({ type: 'chapters.chooseOrder', choice: 'earlierFirst' });
    await flush();
    expect(runAction).toHaveBeenLastCalledWith({
      action: { kind: 'publish' },
      chapterIds: ['c28', 'c29', 'c30'],
    });
    expect(selectOrderRefusal(snap())).toBeNull();
    expect(selectNotice(snap())).toEqual({ kind: 'done', action: 'publish', count: 3 });
  });

  it('publishes anyway with the flag, and offers no schedule after a draft', async () => {
    const rows = book(30);
    const { actor, runAction, snap } = start(rows, { act: refusingServer(rows) });
    await showLastPage(actor);
    actor.send({ type: 'chapters.select', ids: ['c30'], selected: true });
    actor.send({
      type: 'chapters.act',
      action: { kind: 'schedule', publishAt: '2026-11-30T12:00:00.000Z' },
    });
    await flush();
    actor.send({ type: 'chapters.chooseOrder', choice: 'scheduleAfter' });
    await flush();
    expect(runAction).toHaveBeenCalledTimes(1);

    actor.send({ type: 'chapters.chooseOrder', choice: 'anyway' });
    await flush();
    expect(runAction).toHaveBeenLastCalledWith({
      action: { kind: 'schedule', publishAt: '2026-11-30T12:00:00.000Z', outOfOrder: true },
      chapterIds: ['c30'],
    });
    expect(selectNotice(snap())).toEqual({ kind: 'done', action: 'schedule', count: 1 });
  });

  it('leaves the chapters as they are on cancel, the selection kept', async () => {
    const rows = book(30);
    const { actor, snap } = start(rows, { act: refusingServer(rows) });
    await showLastPage(actor);
    actor.send({ type: 'chapters.select', ids: ['c30'], selected: true });
    actor.send({ type: 'chapters.act', action: { kind: 'publish' } });
    await flush();
    actor.send({ type: 'chapters.cancelOrder' });
    expect(selectOrderRefusal(snap())).toBeNull();
    expect(Object.keys(selectSelection(snap()))).toEqual(['c30']);
  });

  it('says what earlier batches did when the author cancels after a refusal', async () => {
    const rows = book(600);
    const { actor, snap } = start(rows, {
      act: async ({ chapterIds }) => {
        if (chapterIds.includes('c600')) {
          throw { code: 103002, body: { earlier: [], earlier_count: 1 } };
        }
        return rows.filter((r) => chapterIds.includes(r.id));
      },
      undoId: () => 'u1',
    });
    await flush();
    actor.send({ type: 'chapters.selectAll' });
    for (let i = 0; i < 10; i++) await flush();
    actor.send({
      type: 'chapters.act',
      action: { kind: 'schedule', publishAt: '2026-12-09T12:00:00.000Z' },
    });
    for (let i = 0; i < 10; i++) await flush();
    expect(selectOrderRefusal(snap())).toEqual({ earlier: [], count: 1 });
    actor.send({ type: 'chapters.cancelOrder' });
    expect(selectNotice(snap())).toEqual({ kind: 'done', action: 'schedule', count: 500 });
    expect(selectCanUndo(snap())).toBe(true);
  });

  it('foresees the earlier chapters a schedule would go out before, from the loaded rows', async () => {
    const { actor, snap } = start(book(30));
    await showLastPage(actor);
    actor.send({ type: 'chapters.select', ids: ['c30'], selected: true });
    const before = Date.parse('2026-12-01T11:00:00Z');
    const clashes = foreseenClashes(
      selectPages(snap()),
      selectSelection(snap()),
      before,
      NO_SPACING,
    );
    expect(clashes.map((c) => c.chapter_no)).toEqual([28, 29]);
    const after = Date.parse('2026-12-01T13:00:00Z');
    expect(
      foreseenClashes(selectPages(snap()), selectSelection(snap()), after, NO_SPACING).map(
        (c) => c.chapter_no,
      ),
    ).toEqual([29]);
  });
});

/** A schedule that sends every chapter at its start. */
const NO_SPACING = { intervalMinutes: 0 };

describe('batchActionOf', () => {
  it('starts each batch of an interval schedule where the chapters before it left off', () => {
    const action = {
      kind: 'schedule' as const,
      publishAt: '2026-12-01T12:00:00.000Z',
      intervalMinutes: 60,
    };
    const running = { action, batches: [['a', 'b'], ['c']], next: 1, changed: 2, undoIds: [] };
    expect(batchActionOf(running)).toEqual({ ...action, publishAt: '2026-12-01T14:00:00.000Z' });
    expect(batchActionOf({ ...running, next: 0 })).toEqual(action);
  });

  it('starts each batch of a times-of-day schedule at the next time after the batch before', () => {
    const action = {
      kind: 'schedule' as const,
      publishAt: '2026-12-01T04:00:00.000Z',
      daily: { times: ['12:00', '20:00'], timeZone: 'Asia/Shanghai' },
    };
    const running = { action, batches: [['a', 'b', 'c'], ['d']], next: 1, changed: 3, undoIds: [] };
    // a at 12:00 and b at 20:00 on 1 December, c at 12:00 on the 2nd: d's batch starts at 20:00.
    expect(batchActionOf(running)).toEqual({ ...action, publishAt: '2026-12-02T12:00:00.000Z' });
  });
});

describe('dailySchedule', () => {
  const now = Date.parse('2026-12-01T13:00:00+08:00');

  it('starts at the first time still ahead, sorted and without repeats', () => {
    // 12:00 on the 1st has gone: the first chapter goes at 20:00.
    expect(dailySchedule('2026-12-01', ['20:00', '12:00', '20:00'], 'Asia/Shanghai', now)).toEqual({
      kind: 'schedule',
      publishAt: '2026-12-01T12:00:00.000Z',
      daily: { times: ['12:00', '20:00'], timeZone: 'Asia/Shanghai' },
    });
    // A later day starts at its first time.
    expect(dailySchedule('2026-12-03', ['20:00', '12:00'], 'Asia/Shanghai', now)?.publishAt).toBe(
      '2026-12-03T04:00:00.000Z',
    );
  });

  it('is not ready while the day or a time is incomplete', () => {
    expect(dailySchedule('2026-12-0', ['20:00'], 'Asia/Shanghai', now)).toBeNull();
    expect(dailySchedule('2026-12-03', ['20:00', ''], 'Asia/Shanghai', now)).toBeNull();
    expect(dailySchedule('2026-12-03', [], 'Asia/Shanghai', now)).toBeNull();
  });
});
