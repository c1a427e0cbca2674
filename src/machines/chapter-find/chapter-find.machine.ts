import { assertEvent, assign, enqueueActions, type SnapshotFrom, setup } from 'xstate';
import {
  type CompiledFind,
  compileFind,
  type FindError,
  type FindMatch,
  type FindSpec,
  findAll,
  replaceMatches,
} from '../../lib/text-find';

/** Matches counted (and stepped through) at most; the count says "10,000+" beyond. */
export const FIND_LIMIT = 10_000;

/** The search options the author toggles. */
export type FindOption = 'regex' | 'caseSensitive' | 'wholeWord';

/** Input of the machine: the text to search when the panel opens. */
export interface ChapterFindInput {
  readonly text: string;
}

/** Events of the find bar. */
export type ChapterFindEvent =
  /** The author typed in the find field (searched after `searchDebounce` of quiet). */
  | { type: 'find.query'; query: string }
  | { type: 'find.replacement'; replacement: string }
  | { type: 'find.option'; option: FindOption; value: boolean }
  /** The chapter's text changed (typing, or a replace): searched again after the debounce. */
  | { type: 'find.text'; text: string }
  | { type: 'find.next' }
  | { type: 'find.previous' }
  /** Replace the current match and move to the next. */
  | { type: 'find.replace' }
  | { type: 'find.replaceAll' }
  /** Put back the text the last replace all changed (while the text is still its result). */
  | { type: 'find.undoReplaceAll' };

/** What the machine asks of the editor; subscribe with `actor.on(type, handler)`. */
export type ChapterFindEmitted =
  /** Show (select and scroll to) this match in the text. */
  | { type: 'find.reveal'; start: number; end: number }
  /**
   * The chapter's text after a replace: the editor takes it as the author's
   * change (`replaceAll`: history keeps the text it replaced).
   */
  | { type: 'find.changed'; text: string; replaceAll: boolean };

interface Context {
  readonly text: string;
  readonly query: string;
  readonly replacement: string;
  readonly spec: Omit<FindSpec, 'query'>;
  readonly matches: readonly FindMatch[];
  /** Index of the current match in `matches`, or -1. */
  readonly current: number;
  readonly error: FindError | null;
  /** The query, options or text changed since the last search. */
  readonly stale: boolean;
  /** Matches the last replace all changed, until the next search. */
  readonly replaced: number | null;
  /** The text before and after the last replace all, while the text is still its result. */
  readonly undo: { readonly before: string; readonly after: string } | null;
}

type Ok = Extract<CompiledFind, { ok: true }>;

function compiled(context: Context): CompiledFind | null {
  if (context.query === '') return null;
  return compileFind({ query: context.query, ...context.spec });
}

/** Searches the context's text; the current match stays the one at or after `from`. */
function searched(context: Context, from: number): Partial<Context> {
  const found = compiled(context);
  if (!found) return { matches: [], current: -1, error: null, stale: false };
  if (!found.ok) return { matches: [], current: -1, error: found.error, stale: false };
  const matches = findAll(context.text, found, FIND_LIMIT);
  const at = matches.findIndex((m) => m.start >= from);
  return {
    matches,
    current: matches.length === 0 ? -1 : at === -1 ? 0 : at,
    error: null,
    stale: false,
  };
}

function fresh(context: Context): Context {
  if (!context.stale) return context;
  const at = context.matches[context.current]?.start ?? 0;
  return { ...context, ...searched(context, at), replaced: null };
}

/**
 * Find and replace in the chapter being edited. The text and the query are
 * searched after `searchDebounce` of quiet (a keystroke in a 30,000-character
 * chapter restarts a timer, nothing more); stepping or replacing right after
 * typing searches first. Options search at once. It never changes the text
 * itself: it emits `find.changed` for the editor to take as the author's
 * change (saved, kept locally and, on a published chapter, a revision), and
 * `find.reveal` for the view to show a match.
 */
export const chapterFindMachine = setup({
  types: {
    context: {} as Context,
    events: {} as ChapterFindEvent,
    input: {} as ChapterFindInput,
    emitted: {} as ChapterFindEmitted,
  },
  delays: { searchDebounce: 150 },
  actions: {
    assignQuery: assign(({ event }) => {
      assertEvent(event, 'find.query');
      return { query: event.query, stale: true, replaced: null };
    }),
    assignReplacement: assign(({ event }) => {
      assertEvent(event, 'find.replacement');
      return { replacement: event.replacement };
    }),
    assignText: assign(({ context, event }) => {
      assertEvent(event, 'find.text');
      if (event.text === context.text) return {};
      // Any other change of the text ends what a replace all can undo.
      const undo = context.undo?.after === event.text ? context.undo : null;
      return { text: event.text, stale: true, undo };
    }),
    assignOption: assign(({ context, event }) => {
      assertEvent(event, 'find.option');
      return { spec: { ...context.spec, [event.option]: event.value }, stale: true };
    }),
    search: assign(({ context }) => fresh(context)),
    step: enqueueActions(({ context, event, enqueue }) => {
      assertEvent(event, ['find.next', 'find.previous']);
      const now = fresh(context);
      const count = now.matches.length;
      if (count === 0) {
        enqueue.assign(now);
        return;
      }
      // Right after a search the current match is the one to show first.
      const move = context.stale ? 0 : event.type === 'find.next' ? 1 : -1;
      const current = (now.current + move + count) % count;
      enqueue.assign({ ...now, current });
      const match = now.matches[current]!;
      enqueue.emit({ type: 'find.reveal', start: match.start, end: match.end });
    }),
    replaceCurrent: enqueueActions(({ context, enqueue }) => {
      const now = fresh(context);
      const match = now.matches[now.current];
      const found = compiled(now);
      if (!match || !found?.ok) {
        enqueue.assign(now);
        return;
      }
      const text = replaceMatches(now.text, [match], found as Ok, now.replacement);
      const after = match.start + (text.length - now.text.length) + (match.end - match.start);
      const next = { ...now, text, stale: true };
      const result = { ...next, ...searched(next, after), replaced: null };
      enqueue.assign(result);
      enqueue.emit({ type: 'find.changed', text, replaceAll: false });
      const upcoming = result.matches[result.current];
      if (upcoming) {
        enqueue.emit({ type: 'find.reveal', start: upcoming.start, end: upcoming.end });
      }
    }),
    replaceAll: enqueueActions(({ context, enqueue }) => {
      const now = fresh(context);
      const found = compiled(now);
      if (!found?.ok || now.matches.length === 0) {
        enqueue.assign(now);
        return;
      }
      // Every match, not only the counted ones.
      const all = findAll(now.text, found, Number.POSITIVE_INFINITY);
      const text = replaceMatches(now.text, all, found, now.replacement);
      const next = { ...now, text, stale: true };
      const undo = { before: now.text, after: text };
      enqueue.assign({ ...next, ...searched(next, 0), replaced: all.length, undo });
      enqueue.emit({ type: 'find.changed', text, replaceAll: true });
    }),
    undoReplaceAll: enqueueActions(({ context, enqueue }) => {
      const { undo } = context;
      if (!undo || context.text !== undo.after) return;
      const next = { ...context, text: undo.before, stale: true, undo: null };
      enqueue.assign({ ...next, ...searched(next, 0), replaced: null });
      enqueue.emit({ type: 'find.changed', text: undo.before, replaceAll: false });
    }),
  },
}).createMachine({
  id: 'chapterFind',
  context: ({ input }) => ({
    text: input.text,
    query: '',
    replacement: '',
    spec: { regex: false, caseSensitive: false, wholeWord: false },
    matches: [],
    current: -1,
    error: null,
    stale: false,
    replaced: null,
    undo: null,
  }),
  initial: 'settled',
  on: {
    'find.query': { target: '.waiting', reenter: true, actions: 'assignQuery' },
    'find.text': { target: '.waiting', reenter: true, actions: 'assignText' },
    'find.replacement': { actions: 'assignReplacement' },
    'find.option': { target: '.settled', actions: ['assignOption', 'search'] },
    'find.next': { target: '.settled', actions: 'step' },
    'find.previous': { target: '.settled', actions: 'step' },
    'find.replace': { target: '.settled', actions: 'replaceCurrent' },
    'find.replaceAll': { target: '.settled', actions: 'replaceAll' },
    'find.undoReplaceAll': { target: '.settled', actions: 'undoReplaceAll' },
  },
  states: {
    settled: {},
    waiting: {
      tags: ['searching'],
      after: { searchDebounce: { target: 'settled', actions: 'search' } },
    },
  },
});

export type ChapterFindSnapshot = SnapshotFrom<typeof chapterFindMachine>;

export const selectFindQuery = (s: ChapterFindSnapshot) => s.context.query;
export const selectReplacement = (s: ChapterFindSnapshot) => s.context.replacement;
export const selectFindSpec = (s: ChapterFindSnapshot) => s.context.spec;
export const selectMatchCount = (s: ChapterFindSnapshot) => s.context.matches.length;
/** 1-based number of the current match, or 0. */
export const selectCurrentNumber = (s: ChapterFindSnapshot) => s.context.current + 1;
export const selectFindError = (s: ChapterFindSnapshot) => s.context.error;
export const selectReplacedCount = (s: ChapterFindSnapshot) => s.context.replaced;
/** The last replace all can be undone from the bar. */
export const selectCanUndoReplaceAll = (s: ChapterFindSnapshot) => s.context.undo !== null;
