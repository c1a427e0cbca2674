import { assertEvent, assign, type SnapshotFrom, setup } from 'xstate';
import { declaredActor } from '../common/declared-actor';
import {
  type BookReplaceFailure,
  type BookSearchInput,
  type BookSearchPage,
  type CollectInput,
  REPLACE_ERRORS,
  type ReplaceBatchInput,
  type ReplaceBatchResult,
  type ReplaceProgress,
  type ReplaceSpec,
  type ReplaceTarget,
  type UndoReplaceInput,
  type UndoReplaceResult,
} from './book-replace.types';

export * from './book-replace.types';

/** Chapters per replace call (the contract's limit). */
export const REPLACE_BATCH = 100;
/** Chapters with matches per page of results. */
export const RESULTS_PAGE_SIZE = 20;

/** Events of the book's find and replace. */
export type BookReplaceEvent =
  | { type: 'replace.query'; query: string }
  | { type: 'replace.replacement'; replacement: string }
  | { type: 'replace.option'; option: 'regex' | 'caseSensitive' | 'wholeWord'; value: boolean }
  /** Search the book with the form's query and options. */
  | { type: 'replace.search' }
  | { type: 'replace.page'; page: number }
  /** Tick or untick a chapter (all its matches). */
  | { type: 'replace.toggleChapter'; chapterId: string }
  /** Tick or untick one listed match of a chapter searched at `version`. */
  | { type: 'replace.toggleMatch'; chapterId: string; version: number; index: number }
  /** Tick every chapter with matches, or none. */
  | { type: 'replace.tickAll'; on: boolean }
  /** Replace in the ticked chapters, in batches. */
  | { type: 'replace.apply' }
  /** Stop after the batch in flight (what was changed can still be undone). */
  | { type: 'replace.stop' }
  /** Undo the whole replace (every batch); `skipChanged` leaves chapters saved since. */
  | { type: 'replace.undo'; skipChanged?: boolean }
  /** Back to the form for another search. */
  | { type: 'replace.again' };

/** Which chapters are ticked: all but `flipped`, or only `flipped`. */
interface Ticks {
  readonly mode: 'all' | 'none';
  readonly flipped: readonly string[];
}

interface Context {
  readonly bookId: string;
  readonly query: string;
  readonly replacement: string;
  readonly options: Omit<ReplaceSpec, 'query'>;
  /** The search the results are of (the form may have moved on). */
  readonly searched: ReplaceSpec | null;
  readonly results: BookSearchPage | null;
  readonly ticks: Ticks;
  /** Listed matches left alone, by chapter, with the version they were seen at. */
  readonly excluded: Readonly<Record<string, { version: number; indexes: readonly number[] }>>;
  readonly targets: readonly ReplaceTarget[];
  readonly progress: ReplaceProgress;
  readonly stopping: boolean;
  readonly undoId: string | null;
  readonly undone: UndoReplaceResult | null;
  /** Chapters saved since the replace, when an undo met them. */
  readonly undoConflicts: number;
  readonly fieldErrors: Readonly<Record<string, string>>;
  readonly error: string | null;
}

const NO_PROGRESS: ReplaceProgress = { done: 0, total: 0, changed: 0, replaced: 0, skipped: 0 };

const failureOf = (error: unknown): BookReplaceFailure =>
  typeof error === 'object' && error !== null && 'kind' in error
    ? (error as BookReplaceFailure)
    : { kind: 'failed' };

/** True when the chapter is ticked. */
export function isTicked(ticks: Ticks, chapterId: string): boolean {
  return ticks.flipped.includes(chapterId) === (ticks.mode === 'none');
}

/** The chapters a replace sends, in reading order: the ticked ones with their left-alone matches. */
function targetsOf(
  all: readonly ReplaceTarget[],
  ticks: Ticks,
  excluded: Context['excluded'],
): ReplaceTarget[] {
  const flipped = new Set(ticks.flipped);
  return all
    .filter((t) => flipped.has(t.chapterId) === (ticks.mode === 'none'))
    .map((t) => {
      const left = excluded[t.chapterId];
      // Sent at the version the author saw: a chapter saved since is skipped, not misread.
      return left && left.indexes.length > 0
        ? { chapterId: t.chapterId, version: left.version, exclude: left.indexes }
        : t;
    });
}

/**
 * Find and replace across a book (a renamed character in 3,000 chapters):
 * the form, a paged search listing matches by chapter with context and
 * counts, chapters and listed matches ticked (all by default), then the
 * replace: every chapter with matches is gathered with its version
 * (`collectTargets`), and the ticked ones are sent in batches of
 * REPLACE_BATCH, each joining the first batch's undo, with progress. One
 * undo puts the whole replace back; chapters saved since are reported and
 * can be left as they are.
 */
/** What a guard or action reads from a failed actor. */
interface ActorError {
  error: unknown;
}
/** The `params` of a guard or action on an invoke's error event. */
const errorOfEvent = ({ event }: { event: { error?: unknown } }): ActorError => ({
  error: event.error,
});

export const bookReplaceMachine = setup({
  types: {
    context: {} as Context,
    events: {} as BookReplaceEvent,
    input: {} as { bookId: string },
  },
  actors: {
    search: declaredActor<BookSearchPage, BookSearchInput>('bookReplace', 'search'),
    collectTargets: declaredActor<readonly ReplaceTarget[], CollectInput>(
      'bookReplace',
      'collectTargets',
    ),
    replaceBatch: declaredActor<ReplaceBatchResult, ReplaceBatchInput>(
      'bookReplace',
      'replaceBatch',
    ),
    undo: declaredActor<UndoReplaceResult, UndoReplaceInput>('bookReplace', 'undo'),
  },
  guards: {
    hasQuery: ({ context }) => context.query !== '',
    hasTicked: ({ context }) =>
      context.results !== null &&
      (context.ticks.mode === 'all'
        ? context.ticks.flipped.length < context.results.totalChapters
        : context.ticks.flipped.length > 0),
    moreToSend: ({ context }) =>
      !context.stopping && context.progress.done < context.targets.length,
    // The failed actor's error comes as a parameter (`params: errorOfEvent`),
    // typed by the invoke's own error event.
    failedInvalid: (_, { error }: ActorError) => failureOf(error).kind === 'invalid',
    failedConflict: (_, { error }: ActorError) => failureOf(error).kind === 'conflict',
    failedExpired: (_, { error }: ActorError) => failureOf(error).kind === 'expired',
    canUndo: ({ context }) => context.undoId !== null,
  },
  actions: {
    assignForm: assign(({ context, event }) => {
      assertEvent(event, ['replace.query', 'replace.replacement', 'replace.option']);
      if (event.type === 'replace.query') return { query: event.query, fieldErrors: {} };
      if (event.type === 'replace.replacement') return { replacement: event.replacement };
      return { options: { ...context.options, [event.option]: event.value }, fieldErrors: {} };
    }),
    startSearch: assign(({ context }) => ({
      searched: { query: context.query, ...context.options },
      results: null,
      ticks: { mode: 'all' as const, flipped: [] },
      excluded: {},
      error: null,
      fieldErrors: {},
    })),
    assignResults: assign((_, results: BookSearchPage) => ({ results, error: null })),
    assignFieldErrors: assign((_, { error }: ActorError) => {
      const failure = failureOf(error);
      return { fieldErrors: failure.kind === 'invalid' ? failure.errors : {}, searched: null };
    }),
    setSearchError: assign({ error: REPLACE_ERRORS.search }),
    toggleChapter: assign(({ context, event }) => {
      assertEvent(event, 'replace.toggleChapter');
      const { flipped } = context.ticks;
      const next = flipped.includes(event.chapterId)
        ? flipped.filter((id) => id !== event.chapterId)
        : [...flipped, event.chapterId];
      return { ticks: { mode: context.ticks.mode, flipped: next } };
    }),
    toggleMatch: assign(({ context, event }) => {
      assertEvent(event, 'replace.toggleMatch');
      const seen = context.excluded[event.chapterId];
      const indexes = seen?.indexes ?? [];
      const next = indexes.includes(event.index)
        ? indexes.filter((i) => i !== event.index)
        : [...indexes, event.index];
      return {
        excluded: {
          ...context.excluded,
          [event.chapterId]: { version: event.version, indexes: next },
        },
      };
    }),
    tickAll: assign(({ event }) => {
      assertEvent(event, 'replace.tickAll');
      return { ticks: { mode: event.on ? ('all' as const) : ('none' as const), flipped: [] } };
    }),
    startApply: assign({
      progress: NO_PROGRESS,
      stopping: false,
      undoId: null,
      undone: null,
      undoConflicts: 0,
      error: null,
    }),
    assignTargets: assign(({ context }, all: readonly ReplaceTarget[]) => {
      const targets = targetsOf(all, context.ticks, context.excluded);
      return { targets, progress: { ...NO_PROGRESS, total: targets.length } };
    }),
    assignBatch: assign(({ context }, result: ReplaceBatchResult) => {
      const p = context.progress;
      return {
        undoId: result.undoId ?? context.undoId,
        progress: {
          ...p,
          done: Math.min(p.done + REPLACE_BATCH, context.targets.length),
          changed: p.changed + result.changed,
          replaced: p.replaced + result.replaced,
          skipped: p.skipped + result.skipped,
        },
      };
    }),
    setStopping: assign({ stopping: true }),
    setApplyError: assign({ error: REPLACE_ERRORS.apply }),
    assignUndone: assign((_, result: UndoReplaceResult) => ({
      undone: result,
      undoConflicts: 0,
      error: null,
    })),
    assignUndoConflicts: assign((_, { error }: ActorError) => {
      const failure = failureOf(error);
      return { undoConflicts: failure.kind === 'conflict' ? failure.conflicts : 0 };
    }),
    setUndoError: assign({ error: REPLACE_ERRORS.undo }),
    setUndoExpired: assign({ error: REPLACE_ERRORS.undoExpired, undoId: null }),
  },
}).createMachine({
  id: 'bookReplace',
  context: ({ input }) => ({
    bookId: input.bookId,
    query: '',
    replacement: '',
    options: { regex: false, caseSensitive: false, wholeWord: false },
    searched: null,
    results: null,
    ticks: { mode: 'all', flipped: [] },
    excluded: {},
    targets: [],
    progress: NO_PROGRESS,
    stopping: false,
    undoId: null,
    undone: null,
    undoConflicts: 0,
    fieldErrors: {},
    error: null,
  }),
  initial: 'form',
  states: {
    form: {
      on: {
        'replace.query': { actions: 'assignForm' },
        'replace.replacement': { actions: 'assignForm' },
        'replace.option': { actions: 'assignForm' },
        'replace.search': { guard: 'hasQuery', target: 'searching', actions: 'startSearch' },
      },
    },
    searching: {
      tags: ['busy'],
      invoke: {
        src: 'search',
        input: ({ context }) => ({
          bookId: context.bookId,
          spec: context.searched!,
          page: context.results?.page ?? 1,
          pageSize: RESULTS_PAGE_SIZE,
        }),
        onDone: {
          target: 'results',
          actions: { type: 'assignResults', params: ({ event }) => event.output },
        },
        onError: [
          {
            guard: { type: 'failedInvalid', params: errorOfEvent },
            target: 'form',
            actions: { type: 'assignFieldErrors', params: errorOfEvent },
          },
          { target: 'form', actions: 'setSearchError' },
        ],
      },
    },
    results: {
      on: {
        // Editing the search leaves these results; the replacement may change freely.
        'replace.query': { target: 'form', actions: 'assignForm' },
        'replace.option': { target: 'form', actions: 'assignForm' },
        'replace.replacement': { actions: 'assignForm' },
        'replace.search': { guard: 'hasQuery', target: 'searching', actions: 'startSearch' },
        'replace.page': { target: 'paging' },
        'replace.toggleChapter': { actions: 'toggleChapter' },
        'replace.toggleMatch': { actions: 'toggleMatch' },
        'replace.tickAll': { actions: 'tickAll' },
        'replace.apply': { guard: 'hasTicked', target: 'applying', actions: 'startApply' },
      },
    },
    paging: {
      tags: ['busy'],
      invoke: {
        src: 'search',
        input: ({ context, event }) => {
          assertEvent(event, 'replace.page');
          return {
            bookId: context.bookId,
            spec: context.searched!,
            page: event.page,
            pageSize: RESULTS_PAGE_SIZE,
          };
        },
        onDone: {
          target: 'results',
          actions: { type: 'assignResults', params: ({ event }) => event.output },
        },
        onError: { target: 'results', actions: 'setSearchError' },
      },
    },
    applying: {
      tags: ['applying'],
      initial: 'collecting',
      on: { 'replace.stop': { actions: 'setStopping' } },
      states: {
        collecting: {
          invoke: {
            src: 'collectTargets',
            input: ({ context }) => ({ bookId: context.bookId, spec: context.searched! }),
            onDone: {
              target: 'next',
              actions: { type: 'assignTargets', params: ({ event }) => event.output },
            },
            onError: { target: '#bookReplace.results', actions: 'setApplyError' },
          },
        },
        next: {
          always: [{ guard: 'moreToSend', target: 'sending' }, { target: '#bookReplace.done' }],
        },
        sending: {
          invoke: {
            src: 'replaceBatch',
            input: ({ context }) => ({
              bookId: context.bookId,
              spec: context.searched!,
              replacement: context.replacement,
              chapters: context.targets.slice(
                context.progress.done,
                context.progress.done + REPLACE_BATCH,
              ),
              undoId: context.undoId,
            }),
            onDone: {
              target: 'next',
              actions: { type: 'assignBatch', params: ({ event }) => event.output },
            },
            // What went through stays undoable from the result.
            onError: { target: '#bookReplace.done', actions: 'setApplyError' },
          },
        },
      },
    },
    done: {
      on: {
        'replace.undo': { guard: 'canUndo', target: 'undoing' },
        'replace.again': { target: 'form' },
      },
    },
    undoing: {
      tags: ['busy'],
      invoke: {
        src: 'undo',
        input: ({ context, event }) => {
          assertEvent(event, 'replace.undo');
          return { undoId: context.undoId ?? '', skipChanged: event.skipChanged ?? false };
        },
        onDone: {
          target: 'undone',
          actions: { type: 'assignUndone', params: ({ event }) => event.output },
        },
        onError: [
          {
            guard: { type: 'failedConflict', params: errorOfEvent },
            target: 'done',
            actions: { type: 'assignUndoConflicts', params: errorOfEvent },
          },
          {
            guard: { type: 'failedExpired', params: errorOfEvent },
            target: 'done',
            actions: 'setUndoExpired',
          },
          { target: 'done', actions: 'setUndoError' },
        ],
      },
    },
    undone: {
      on: { 'replace.again': { target: 'form' } },
    },
  },
});

export type BookReplaceSnapshot = SnapshotFrom<typeof bookReplaceMachine>;

/** Where the replace is, for the view. */
export type ReplacePhase = 'form' | 'results' | 'applying' | 'done' | 'undone';

export const selectPhase = (s: BookReplaceSnapshot): ReplacePhase => {
  if (s.matches('applying')) return 'applying';
  if (s.matches('done') || s.matches('undoing')) return 'done';
  if (s.matches('undone')) return 'undone';
  if (s.matches('results') || s.matches('paging')) return 'results';
  return 'form';
};
export const selectReplaceQuery = (s: BookReplaceSnapshot) => s.context.query;
export const selectReplaceText = (s: BookReplaceSnapshot) => s.context.replacement;
export const selectReplaceOptions = (s: BookReplaceSnapshot) => s.context.options;
export const selectResults = (s: BookReplaceSnapshot) => s.context.results;
export const selectTicks = (s: BookReplaceSnapshot) => s.context.ticks;
export const selectExcluded = (s: BookReplaceSnapshot) => s.context.excluded;
export const selectProgress = (s: BookReplaceSnapshot) => s.context.progress;
export const selectStopping = (s: BookReplaceSnapshot) => s.context.stopping;
export const selectUndone = (s: BookReplaceSnapshot) => s.context.undone;
export const selectUndoConflicts = (s: BookReplaceSnapshot) => s.context.undoConflicts;
export const selectCanUndo = (s: BookReplaceSnapshot) => s.context.undoId !== null;
export const selectReplaceFieldErrors = (s: BookReplaceSnapshot) => s.context.fieldErrors;
export const selectReplaceError = (s: BookReplaceSnapshot) => s.context.error;
export const selectReplaceBusy = (s: BookReplaceSnapshot) => s.hasTag('busy');
/** Chapters ticked, of those with matches. */
export const selectTickedCount = (s: BookReplaceSnapshot): number => {
  const total = s.context.results?.totalChapters ?? 0;
  const { mode, flipped } = s.context.ticks;
  return mode === 'all' ? total - flipped.length : flipped.length;
};
