import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { deferred, waitFor } from '../testing/wait';
import {
  type BookMatchChapter,
  type BookSearchInput,
  type BookSearchPage,
  bookReplaceMachine,
  type CollectInput,
  REPLACE_BATCH,
  REPLACE_ERRORS,
  type ReplaceBatchInput,
  type ReplaceBatchResult,
  type ReplaceTarget,
  selectPhase,
  selectProgress,
  selectReplaceError,
  selectReplaceFieldErrors,
  selectTickedCount,
  selectUndoConflicts,
  selectUndone,
  type UndoReplaceInput,
  type UndoReplaceResult,
} from './book-replace.machine';

const CHAPTERS = 250;
const chapter = (n: number): BookMatchChapter => ({
  chapterId: `c${n}`,
  chapterNo: n,
  title: `第${n}章`,
  status: n % 2 ? 'published' : 'draft',
  textState: n % 2 ? 'published' : 'draft',
  version: 3,
  matchCount: 2,
  matches: [
    { index: 0, field: 'content', before: '前', match: '林川', after: '后' },
    { index: 1, field: 'content', before: '前', match: '林川', after: '后' },
  ],
});

interface Fakes {
  search?: (input: BookSearchInput) => Promise<BookSearchPage>;
  batch?: (input: ReplaceBatchInput) => Promise<ReplaceBatchResult>;
  undo?: (input: UndoReplaceInput) => Promise<UndoReplaceResult>;
}

function start(fakes: Fakes = {}) {
  const search = vi.fn(
    fakes.search ??
      (async ({ page, pageSize }: BookSearchInput) => ({
        totalMatches: CHAPTERS * 2,
        totalChapters: CHAPTERS,
        scannedChapters: 3000,
        complete: true,
        page,
        list: Array.from({ length: pageSize }, (_, i) => chapter((page - 1) * pageSize + i + 1)),
      })),
  );
  const collect = vi.fn(
    async (_: CollectInput): Promise<readonly ReplaceTarget[]> =>
      Array.from({ length: CHAPTERS }, (_, i) => ({ chapterId: `c${i + 1}`, version: 3 })),
  );
  const batch = vi.fn(
    fakes.batch ??
      (async (input: ReplaceBatchInput) => ({
        undoId: input.undoId ?? 'u1',
        changed: input.chapters.length,
        replaced: input.chapters.length * 2,
        skipped: 0,
      })),
  );
  const undo = vi.fn(fakes.undo ?? (async () => ({ restored: CHAPTERS, skipped: 0 })));
  const actor = createActor(
    bookReplaceMachine.provide({
      actors: {
        search: fromPromise(({ input }: { input: BookSearchInput }) => search(input)),
        collectTargets: fromPromise(({ input }: { input: CollectInput }) => collect(input)),
        replaceBatch: fromPromise(({ input }: { input: ReplaceBatchInput }) => batch(input)),
        undo: fromPromise(({ input }: { input: UndoReplaceInput }) => undo(input)),
      },
    }),
    { input: { bookId: 'b1' } },
  ).start();
  return { actor, search, collect, batch, undo, snap: () => actor.getSnapshot() };
}

async function searched(t: ReturnType<typeof start>, query = '林川') {
  t.actor.send({ type: 'replace.query', query });
  t.actor.send({ type: 'replace.replacement', replacement: '林舟' });
  t.actor.send({ type: 'replace.option', option: 'wholeWord', value: true });
  t.actor.send({ type: 'replace.search' });
  await waitFor(t.actor, (s) => selectPhase(s) === 'results' && !s.matches('searching'));
}

describe('find and replace across the book', () => {
  it('searches with the options and pages the chapters with matches', async () => {
    const t = start();
    await searched(t);
    expect(t.search).toHaveBeenCalledWith({
      bookId: 'b1',
      spec: { query: '林川', regex: false, caseSensitive: false, wholeWord: true },
      page: 1,
      pageSize: 20,
    });
    expect(selectTickedCount(t.snap())).toBe(CHAPTERS);
    t.actor.send({ type: 'replace.page', page: 3 });
    await waitFor(t.actor, (s) => s.matches('results') && s.context.results?.page === 3);
    expect(t.snap().context.results?.list[0]?.chapterId).toBe('c41');
  });

  it('shows an invalid expression on the field, not as a failure', async () => {
    const t = start({
      search: async () => {
        throw { kind: 'invalid', errors: { query: 'validation.format' } };
      },
    });
    t.actor.send({ type: 'replace.query', query: '(?<=x)' });
    t.actor.send({ type: 'replace.search' });
    await waitFor(
      t.actor,
      (s) => s.matches('form') && Object.keys(s.context.fieldErrors).length > 0,
    );
    expect(selectReplaceFieldErrors(t.snap())).toEqual({ query: 'validation.format' });
    expect(selectReplaceError(t.snap())).toBeNull();
  });

  it('sends the ticked chapters in batches joined to one undo, leaving unticked matches alone', async () => {
    const t = start();
    await searched(t);
    t.actor.send({ type: 'replace.toggleChapter', chapterId: 'c2' });
    t.actor.send({ type: 'replace.toggleMatch', chapterId: 'c1', version: 2, index: 1 });
    expect(selectTickedCount(t.snap())).toBe(CHAPTERS - 1);
    t.actor.send({ type: 'replace.apply' });
    await waitFor(t.actor, (s) => selectPhase(s) === 'done');
    const calls = t.batch.mock.calls.map(([input]) => input);
    expect(calls.map((c) => c.chapters.length)).toEqual([REPLACE_BATCH, REPLACE_BATCH, 49]);
    expect(calls.map((c) => c.undoId)).toEqual([null, 'u1', 'u1']);
    expect(calls[0]!.chapters[0]).toEqual({ chapterId: 'c1', version: 2, exclude: [1] });
    expect(calls.flatMap((c) => c.chapters).some((c) => c.chapterId === 'c2')).toBe(false);
    expect(calls[0]!.replacement).toBe('林舟');
    expect(selectProgress(t.snap())).toMatchObject({ done: 249, total: 249, changed: 249 });
  });

  it('replaces only the chapters ticked after unticking all', async () => {
    const t = start();
    await searched(t);
    t.actor.send({ type: 'replace.tickAll', on: false });
    t.actor.send({ type: 'replace.apply' });
    expect(selectPhase(t.snap())).toBe('results');
    t.actor.send({ type: 'replace.toggleChapter', chapterId: 'c7' });
    t.actor.send({ type: 'replace.apply' });
    await waitFor(t.actor, (s) => selectPhase(s) === 'done');
    expect(t.batch.mock.calls.map(([input]) => input.chapters)).toEqual([
      [{ chapterId: 'c7', version: 3 }],
    ]);
  });

  it('stops after the batch in flight when asked, and what went through can be undone', async () => {
    const first = deferred<ReplaceBatchResult>();
    const t = start({ batch: () => first.promise });
    await searched(t);
    t.actor.send({ type: 'replace.apply' });
    await waitFor(t.actor, (s) => s.matches({ applying: 'sending' }));
    t.actor.send({ type: 'replace.stop' });
    first.resolve({ undoId: 'u1', changed: REPLACE_BATCH, replaced: 200, skipped: 0 });
    await waitFor(t.actor, (s) => selectPhase(s) === 'done');
    expect(t.batch).toHaveBeenCalledTimes(1);
    t.actor.send({ type: 'replace.undo' });
    await waitFor(t.actor, (s) => selectPhase(s) === 'undone');
    expect(t.undo).toHaveBeenCalledWith({ undoId: 'u1', skipChanged: false });
    expect(selectUndone(t.snap())).toEqual({ restored: CHAPTERS, skipped: 0 });
  });

  it('keeps the undo when a batch fails half way', async () => {
    let calls = 0;
    const t = start({
      batch: async (input) => {
        calls += 1;
        if (calls === 2) throw { kind: 'failed' };
        return { undoId: 'u9', changed: input.chapters.length, replaced: 1, skipped: 0 };
      },
    });
    await searched(t);
    t.actor.send({ type: 'replace.apply' });
    await waitFor(t.actor, (s) => selectPhase(s) === 'done');
    expect(selectReplaceError(t.snap())).toBe(REPLACE_ERRORS.apply);
    expect(t.snap().context.undoId).toBe('u9');
  });

  it('reports chapters changed since, and undoes the others when asked', async () => {
    const t = start({
      undo: async ({ skipChanged }) => {
        if (!skipChanged) throw { kind: 'conflict', conflicts: 3 };
        return { restored: CHAPTERS - 3, skipped: 3 };
      },
    });
    await searched(t);
    t.actor.send({ type: 'replace.apply' });
    await waitFor(t.actor, (s) => selectPhase(s) === 'done');
    t.actor.send({ type: 'replace.undo' });
    await waitFor(t.actor, (s) => s.matches('done') && selectUndoConflicts(s) === 3);
    t.actor.send({ type: 'replace.undo', skipChanged: true });
    await waitFor(t.actor, (s) => selectPhase(s) === 'undone');
    expect(selectUndone(t.snap())).toEqual({ restored: CHAPTERS - 3, skipped: 3 });
  });

  it('says an undo that is spent or too old cannot be done', async () => {
    const t = start({
      undo: async () => {
        throw { kind: 'expired' };
      },
    });
    await searched(t);
    t.actor.send({ type: 'replace.apply' });
    await waitFor(t.actor, (s) => selectPhase(s) === 'done');
    t.actor.send({ type: 'replace.undo' });
    await waitFor(t.actor, (s) => s.matches('done') && s.context.error !== null);
    expect(selectReplaceError(t.snap())).toBe(REPLACE_ERRORS.undoExpired);
    t.actor.send({ type: 'replace.undo' });
    expect(t.undo).toHaveBeenCalledTimes(1);
  });
});
