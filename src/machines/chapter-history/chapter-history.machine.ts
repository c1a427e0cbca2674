import { assertEvent, assign, not, type SnapshotFrom, setup } from 'xstate';
import { declaredActor } from '../common/declared-actor';

/** Why the server kept a version (VersionReason in the spec). */
export type VersionReason = string;

/** One entry of a chapter's history, as listed. */
export interface VersionSummary {
  readonly id: string;
  readonly title: string;
  readonly wordCount: number;
  /** Words minus those of the next older version. */
  readonly wordDelta: number;
  readonly reason: VersionReason;
  /** Readers had this text. */
  readonly published: boolean;
  readonly createTime: string;
}

/** A version with its whole text. */
export interface VersionText extends VersionSummary {
  readonly content: string;
  readonly authorNote: string;
}

/** How long history is kept (shown under the list). */
export interface HistoryRetention {
  readonly fullDays: number;
  readonly editIntervalMinutes: number;
}

/** Output of `fetchVersions`: one page of the history, newest first. */
export interface HistoryPage {
  readonly list: readonly VersionSummary[];
  readonly total: number;
  readonly page: number;
  readonly retention: HistoryRetention;
}

/** Input of `fetchVersions`. */
export interface FetchVersionsInput {
  readonly chapterId: string;
  readonly page: number;
}

/** Message ids the machine sets. */
export const HISTORY_ERRORS = {
  load: 'desk.history.error.load',
  compare: 'desk.history.error.compare',
} as const;

/** Input of the machine. */
export interface ChapterHistoryInput {
  readonly chapterId: string;
}

/** Events of the history panel. */
export type ChapterHistoryEvent =
  /** Read the history again from its newest entry (after a save, restore or apply). */
  | { type: 'history.refresh' }
  /** The next page of older versions. */
  | { type: 'history.more' }
  /** Tick or untick a version for comparison; a third tick replaces the earlier of the two. */
  | { type: 'history.toggle'; versionId: string }
  /** Compare the two ticked versions side by side. */
  | { type: 'history.compare' }
  /** Back to the list. */
  | { type: 'history.closeCompare' };

interface Context {
  readonly chapterId: string;
  readonly versions: readonly VersionSummary[];
  readonly total: number;
  readonly page: number;
  readonly retention: HistoryRetention | null;
  /** Ticked version ids, in the order they were ticked (at most two). */
  readonly selected: readonly string[];
  /** Texts read so far, by version id (versions never change, so they are never read twice). */
  readonly texts: Readonly<Record<string, VersionText>>;
  readonly error: string | null;
}

/** Older first: the left side of a comparison. */
function ordered(context: Context): [string, string] | null {
  if (context.selected.length !== 2) return null;
  const [a, b] = context.selected as [string, string];
  const ia = context.versions.findIndex((v) => v.id === a);
  const ib = context.versions.findIndex((v) => v.id === b);
  // The list is newest first: the larger index is the older version.
  return ia > ib ? [a, b] : [b, a];
}

/**
 * A chapter's history for the editor's panel: the versions newest first
 * (paged), two of them ticked and compared side by side (their texts read
 * once and kept), and read again after the text changes. Restoring is the
 * editor's (`version.restore` on chapterEditorMachine): it saves the author's
 * unsent text first, and the panel refreshes when the editor says it is done.
 */
export const chapterHistoryMachine = setup({
  types: {
    context: {} as Context,
    events: {} as ChapterHistoryEvent,
    input: {} as ChapterHistoryInput,
  },
  actors: {
    fetchVersions: declaredActor<HistoryPage, FetchVersionsInput>(
      'chapterHistory',
      'fetchVersions',
    ),
    fetchVersionTexts: declaredActor<readonly VersionText[], { versionIds: readonly string[] }>(
      'chapterHistory',
      'fetchVersionTexts',
    ),
  },
  guards: {
    hasMore: ({ context }) => context.versions.length < context.total,
    canCompare: ({ context }) => context.selected.length === 2,
    hasBothTexts: ({ context }) => context.selected.every((id) => id in context.texts),
  },
  actions: {
    assignFirstPage: assign(({ context }, page: HistoryPage) => {
      const ids = new Set(page.list.map((v) => v.id));
      return {
        versions: page.list,
        total: page.total,
        page: 1,
        retention: page.retention,
        // A ticked version that is no longer on the first page stays ticked only if listed.
        selected: context.selected.filter((id) => ids.has(id)),
        error: null,
      };
    }),
    appendPage: assign(({ context }, page: HistoryPage) => {
      const known = new Set(context.versions.map((v) => v.id));
      return {
        // Versions written meanwhile shift the pages: skip what is listed already.
        versions: [...context.versions, ...page.list.filter((v) => !known.has(v.id))],
        total: page.total,
        page: page.page,
        error: null,
      };
    }),
    toggle: assign({
      selected: ({ context, event }) => {
        assertEvent(event, 'history.toggle');
        const { versionId } = event;
        if (context.selected.includes(versionId)) {
          return context.selected.filter((id) => id !== versionId);
        }
        return [...context.selected, versionId].slice(-2);
      },
    }),
    keepTexts: assign({
      texts: ({ context }, texts: readonly VersionText[]) => {
        const next = { ...context.texts };
        for (const text of texts) next[text.id] = text;
        return next;
      },
      error: null,
    }),
    setLoadError: assign({ error: HISTORY_ERRORS.load }),
    setCompareError: assign({ error: HISTORY_ERRORS.compare }),
    clearError: assign({ error: null }),
  },
}).createMachine({
  id: 'chapterHistory',
  context: ({ input }) => ({
    chapterId: input.chapterId,
    versions: [],
    total: 0,
    page: 0,
    retention: null,
    selected: [],
    texts: {},
    error: null,
  }),
  initial: 'loading',
  on: {
    'history.refresh': { target: '.loading' },
    'history.toggle': { actions: 'toggle' },
  },
  states: {
    loading: {
      invoke: {
        src: 'fetchVersions',
        input: ({ context }) => ({ chapterId: context.chapterId, page: 1 }),
        onDone: {
          target: 'list',
          actions: { type: 'assignFirstPage', params: ({ event }) => event.output },
        },
        onError: { target: 'failed', actions: 'setLoadError' },
      },
    },
    failed: {
      on: { 'history.refresh': { target: 'loading' } },
    },
    list: {
      on: {
        'history.more': { guard: 'hasMore', target: 'loadingMore' },
        'history.compare': { guard: 'canCompare', target: 'comparing' },
      },
    },
    loadingMore: {
      tags: ['busy'],
      invoke: {
        src: 'fetchVersions',
        input: ({ context }) => ({ chapterId: context.chapterId, page: context.page + 1 }),
        onDone: {
          target: 'list',
          actions: { type: 'appendPage', params: ({ event }) => event.output },
        },
        onError: { target: 'list', actions: 'setLoadError' },
      },
    },
    comparing: {
      initial: 'check',
      on: { 'history.closeCompare': { target: 'list', actions: 'clearError' } },
      states: {
        check: {
          always: [
            { guard: not('canCompare'), target: '#chapterHistory.list' },
            { guard: 'hasBothTexts', target: 'shown' },
            { target: 'reading' },
          ],
        },
        reading: {
          tags: ['busy'],
          invoke: {
            src: 'fetchVersionTexts',
            input: ({ context }) => ({
              versionIds: context.selected.filter((id) => !(id in context.texts)),
            }),
            onDone: {
              target: 'shown',
              actions: { type: 'keepTexts', params: ({ event }) => event.output },
            },
            onError: { target: 'failed', actions: 'setCompareError' },
          },
        },
        shown: {
          on: {
            // Ticking another pair from the comparison shows that pair.
            'history.toggle': { target: 'check', actions: 'toggle' },
          },
        },
        failed: {
          on: { 'history.compare': { target: 'check' } },
        },
      },
    },
  },
});

export type ChapterHistorySnapshot = SnapshotFrom<typeof chapterHistoryMachine>;

export const selectVersions = (s: ChapterHistorySnapshot) => s.context.versions;
export const selectRetention = (s: ChapterHistorySnapshot) => s.context.retention;
export const selectSelected = (s: ChapterHistorySnapshot) => s.context.selected;
export const selectHistoryError = (s: ChapterHistorySnapshot) => s.context.error;
export const selectHistoryLoading = (s: ChapterHistorySnapshot) => s.matches('loading');
export const selectHistoryBusy = (s: ChapterHistorySnapshot) => s.hasTag('busy');
export const selectHasMore = (s: ChapterHistorySnapshot) =>
  s.context.versions.length < s.context.total;
export const selectIsComparing = (s: ChapterHistorySnapshot) => s.matches('comparing');
/** The two texts being compared, older first, once both are read; else null. */
export const selectComparison = (
  s: ChapterHistorySnapshot,
): readonly [VersionText, VersionText] | null => {
  if (!s.matches({ comparing: 'shown' })) return null;
  const pair = ordered(s.context);
  if (!pair) return null;
  const left = s.context.texts[pair[0]];
  const right = s.context.texts[pair[1]];
  return left && right ? [left, right] : null;
};
