import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { flush, waitFor } from '../testing/wait';
import {
  chapterHistoryMachine,
  type FetchVersionsInput,
  HISTORY_ERRORS,
  type HistoryPage,
  selectComparison,
  selectHasMore,
  selectHistoryError,
  selectIsComparing,
  selectSelected,
  selectVersions,
  type VersionSummary,
  type VersionText,
} from './chapter-history.machine';

const version = (n: number): VersionSummary => ({
  id: `k${n}`,
  title: `第1章 v${n}`,
  wordCount: 100 + n,
  wordDelta: n === 1 ? 101 : 1,
  reason: n === 1 ? 'publish' : 'edit',
  published: n === 1,
  createTime: `2026-11-${String(n).padStart(2, '0')}T10:00:00+08:00`,
});
const text = (id: string): VersionText => ({
  ...version(Number(id.slice(1))),
  content: `正文 ${id}`,
  authorNote: '',
});

/** 45 versions, newest (k45) first, served 30 a page. */
function pages(total = 45) {
  const all = Array.from({ length: total }, (_, i) => version(total - i));
  return async ({ page }: FetchVersionsInput): Promise<HistoryPage> => ({
    list: all.slice((page - 1) * 30, page * 30),
    total,
    page,
    retention: { fullDays: 30, editIntervalMinutes: 10 },
  });
}

function start(
  fetch = pages(),
  read = async (ids: readonly string[]): Promise<readonly VersionText[]> => ids.map(text),
) {
  const fetchVersions = vi.fn(fetch);
  const fetchTexts = vi.fn(read);
  const actor = createActor(
    chapterHistoryMachine.provide({
      actors: {
        fetchVersions: fromPromise(({ input }: { input: FetchVersionsInput }) =>
          fetchVersions(input),
        ),
        fetchVersionTexts: fromPromise<readonly VersionText[], { versionIds: readonly string[] }>(
          ({ input }) => fetchTexts(input.versionIds),
        ),
      },
    }),
    { input: { chapterId: 'c1' } },
  ).start();
  return { actor, fetchVersions, fetchTexts, snap: () => actor.getSnapshot() };
}

describe('chapter history', () => {
  it('lists the newest versions first and pages to older ones', async () => {
    const t = start();
    await waitFor(t.actor, (s) => s.matches('list'));
    expect(
      selectVersions(t.snap())
        .map((v) => v.id)
        .slice(0, 2),
    ).toEqual(['k45', 'k44']);
    expect(selectHasMore(t.snap())).toBe(true);
    t.actor.send({ type: 'history.more' });
    await waitFor(t.actor, (s) => s.matches('list') && s.context.versions.length === 45);
    expect(selectHasMore(t.snap())).toBe(false);
    expect(t.fetchVersions).toHaveBeenLastCalledWith({ chapterId: 'c1', page: 2 });
  });

  it('compares two ticked versions, older on the left, reading each text once', async () => {
    const t = start();
    await waitFor(t.actor, (s) => s.matches('list'));
    t.actor.send({ type: 'history.compare' });
    expect(selectIsComparing(t.snap())).toBe(false);
    t.actor.send({ type: 'history.toggle', versionId: 'k44' });
    t.actor.send({ type: 'history.toggle', versionId: 'k40' });
    t.actor.send({ type: 'history.compare' });
    await waitFor(t.actor, (s) => selectComparison(s) !== null);
    expect(selectComparison(t.snap())!.map((v) => v.id)).toEqual(['k40', 'k44']);
    // A third tick replaces the earlier pick; texts already read are not read again.
    t.actor.send({ type: 'history.toggle', versionId: 'k45' });
    await waitFor(t.actor, (s) => selectComparison(s) !== null);
    expect(selectSelected(t.snap())).toEqual(['k40', 'k45']);
    expect(t.fetchTexts.mock.calls.map(([ids]) => ids)).toEqual([['k44', 'k40'], ['k45']]);
    t.actor.send({ type: 'history.closeCompare' });
    expect(t.snap().matches('list')).toBe(true);
  });

  it('goes back to the list when a tick leaves fewer than two', async () => {
    const t = start();
    await waitFor(t.actor, (s) => s.matches('list'));
    t.actor.send({ type: 'history.toggle', versionId: 'k45' });
    t.actor.send({ type: 'history.toggle', versionId: 'k44' });
    t.actor.send({ type: 'history.compare' });
    await waitFor(t.actor, (s) => selectComparison(s) !== null);
    t.actor.send({ type: 'history.toggle', versionId: 'k44' });
    expect(t.snap().matches('list')).toBe(true);
  });

  it('reads the history again on refresh (after a restore) and keeps the ticks still listed', async () => {
    let total = 3;
    const t = start(async (input) => pages(total)(input));
    await waitFor(t.actor, (s) => s.matches('list'));
    t.actor.send({ type: 'history.toggle', versionId: 'k3' });
    total = 4;
    t.actor.send({ type: 'history.refresh' });
    await waitFor(t.actor, (s) => s.matches('list') && s.context.versions.length === 4);
    expect(selectVersions(t.snap())[0]!.id).toBe('k4');
    expect(selectSelected(t.snap())).toEqual(['k3']);
  });

  it('says when the history or the texts cannot be read, and tries again', async () => {
    let fail = true;
    const t = start(
      async (input) => {
        if (fail) throw new Error('offline');
        return pages(3)(input);
      },
      async () => {
        throw new Error('offline');
      },
    );
    await waitFor(t.actor, (s) => s.matches('failed'));
    expect(selectHistoryError(t.snap())).toBe(HISTORY_ERRORS.load);
    fail = false;
    t.actor.send({ type: 'history.refresh' });
    await waitFor(t.actor, (s) => s.matches('list'));
    expect(selectHistoryError(t.snap())).toBeNull();
    t.actor.send({ type: 'history.toggle', versionId: 'k1' });
    t.actor.send({ type: 'history.toggle', versionId: 'k2' });
    t.actor.send({ type: 'history.compare' });
    await waitFor(t.actor, (s) => s.matches({ comparing: 'failed' }));
    await flush();
    expect(selectHistoryError(t.snap())).toBe(HISTORY_ERRORS.compare);
  });
});
