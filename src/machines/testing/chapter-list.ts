/** What the chapter-list machine's tests share: fakes, fixtures and a started actor. */
import { vi } from 'vitest';
import { createActor, fromPromise, SimulatedClock } from 'xstate';
import {
  type ChapterActionInput,
  type ChapterActionResult,
  type ChapterCounts,
  type ChapterPage,
  type ChapterPageQuery,
  type ChapterRow,
  type ChapterStatus,
  chapterListMachine,
  rowAt,
  selectPages,
  type UndoInput,
  type UndoOutcome,
} from '../chapter-list/chapter-list.machine';
export const PAGE_SIZE = 10;

/** A book of `n` chapters; the last two are drafts, the one before is scheduled. */
export function book(n: number): ChapterRow[] {
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
      is_vip: false,
      update_time: '2026-01-01T20:00:00+08:00',
      has_revision: false,
    };
  });
}

export function countsOf(rows: readonly ChapterRow[]): ChapterCounts {
  const counts = { draft: 0, scheduled: 0, published: 0, trashed: 0 };
  for (const row of rows) counts[row.status] += 1;
  const revision = rows.filter((r) => r.has_revision && r.status !== 'trashed').length;
  return { ...counts, revision, revisionWords: 0 };
}

/** A fake list endpoint over rows, filtering as the server does. */
export function serve(rows: readonly ChapterRow[]) {
  return (q: ChapterPageQuery): Promise<ChapterPage> => {
    const matching = rows.filter(
      (r) =>
        (q.status ? r.status === q.status : r.status !== 'trashed') &&
        (!q.revision || r.has_revision) &&
        (!q.reviewState ||
          r.review_state === q.reviewState ||
          (q.reviewState === 'in_review' && r.review_state === 'appealed')) &&
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

export interface Fakes {
  page?: (q: ChapterPageQuery) => Promise<ChapterPage>;
  act?: (input: ChapterActionInput) => Promise<readonly ChapterRow[]>;
  /** The undo id a call answers (none by default). */
  undoId?: (input: ChapterActionInput) => string | null;
  undo?: (input: UndoInput) => Promise<UndoOutcome>;
}

export function start(rows: readonly ChapterRow[], fakes: Fakes = {}) {
  const fetchPage = vi.fn(fakes.page ?? serve(rows));
  const runAction = vi.fn(
    fakes.act ??
      ((input: ChapterActionInput) =>
        Promise.resolve(rows.filter((r) => input.chapterIds.includes(r.id)))),
  );
  const undoAction = vi.fn(
    fakes.undo ??
      ((input: UndoInput) => Promise.resolve({ restored: input.undoIds.length, skipped: 0 })),
  );
  const reportChanged = vi.fn();
  const clock = new SimulatedClock();
  const actor = createActor(
    chapterListMachine.provide({
      actors: {
        fetchPage: fromPromise(({ input }: { input: ChapterPageQuery }) => fetchPage(input)),
        runAction: fromPromise(
          async ({ input }: { input: ChapterActionInput }): Promise<ChapterActionResult> => ({
            rows: await runAction(input),
            undoId: fakes.undoId?.(input) ?? null,
          }),
        ),
        undoAction: fromPromise(({ input }: { input: UndoInput }) => undoAction(input)),
      },
      actions: { reportChanged },
    }),
    { input: { bookId: 'b1', pageSize: PAGE_SIZE }, clock },
  ).start();
  const snap = () => actor.getSnapshot();
  const row = (index: number) => rowAt(selectPages(snap()), PAGE_SIZE, index);
  return { actor, fetchPage, runAction, undoAction, reportChanged, clock, snap, row };
}
