import { and, assign, not, raise, setup, stateIn } from 'xstate';
import {
  actionFailedNotice,
  batchesOf,
  bookTotal,
  EMPTY_FILTER,
  gatherPages,
  isFiltered,
  jumpChanges,
  jumpInRange,
  nextPageToLoad,
  offenders,
  pageQuery,
  patchRows,
  refusalNotice,
  resetView,
  selectedOf,
  staled,
  undoableOf,
  undoFailedChanges,
  undoneNotice,
  withinTotal,
} from './chapter-list.logic';
import {
  type ChapterActionInput,
  type ChapterActionResult,
  type ChapterListContext,
  type ChapterListEvent,
  type ChapterListInput,
  type ChapterPage,
  type ChapterPageQuery,
  DEFAULT_PAGE_SIZE,
  GATHER_PAGE_SIZE,
  JUMP_OUT_OF_RANGE,
  LIST_LOAD_ERROR,
  SELECT_ALL_FAILED,
  type SelectedChapter,
  type UndoInput,
  type UndoOutcome,
} from './chapter-list.types';
import { declaredActor } from './shared/declared-actor';

// The machine module is the list's one entry point: its vocabulary, pure
// rules and selectors are re-exported here.
export * from './chapter-list.logic';
export * from './chapter-list.selectors';
export * from './chapter-list.types';

/** Events that change what the list shows: the loader starts over. */
const VIEW_CHANGES = {
  'chapters.filterStatus': { target: 'checking', actions: 'assignStatusFilter' },
  'chapters.filterVolume': { target: 'checking', actions: 'assignVolumeFilter' },
  'chapters.jump': [
    { guard: 'jumpInRange', target: 'checking', actions: 'assignJump' },
    { actions: 'assignJumpError' },
  ],
  'chapters.order': { target: 'checking', actions: 'assignOrder' },
  'chapters.refresh': { target: 'checking', actions: ['markStale', 'clearLoadError'] },
  'chapters.reload': { target: 'checking' },
} as const;

/**
 * The chapter list of /chapter-manage: a virtual window over thousands of
 * rows, filled one page call at a time as the window reaches them (never the
 * whole book up front), with status / volume / title filters, jump to a
 * number, a selection, and actions on it (publish, schedule, unschedule,
 * move, trash, restore) sent in batches the API accepts.
 *
 * Parallel regions: `loader` fetches the next missing page of the window,
 * `search` debounces typed keywords, `action` runs the selected action batch
 * by batch. A refusal the list can foresee (trashing a published chapter) is
 * reported without a call, naming the chapters; one the server answers
 * (103001) gets the same reason.
 *
 * The composition root provides `fetchPage`, `runAction` and the
 * `reportChanged` action (to refresh the volumes' counts).
 */
export const chapterListMachine = setup({
  types: {
    context: {} as ChapterListContext,
    events: {} as ChapterListEvent,
    input: {} as ChapterListInput,
  },
  actors: {
    fetchPage: declaredActor<ChapterPage, ChapterPageQuery>('chapterList', 'fetchPage'),
    runAction: declaredActor<ChapterActionResult, ChapterActionInput>('chapterList', 'runAction'),
    undoAction: declaredActor<UndoOutcome, UndoInput>('chapterList', 'undoAction'),
  },
  delays: {
    searchDebounce: 300,
  },
  guards: {
    hasPageToLoad: ({ context }) => nextPageToLoad(context) !== null,
    hasSelection: ({ context }) => Object.keys(context.selection).length > 0,
    /** A jump leaves a filtered view for the whole book. */
    isFilteredView: ({ context }) => isFiltered(context.filter),
    /** The page just gathered is not the view's last, by its latest total (it may have changed meanwhile). */
    hasMoreToGather: ({ context }, params: { total: number }) =>
      (context.gathering?.done ?? 0) + 1 < gatherPages(params.total),
    isForeseenRefusal: ({ context, event }) =>
      event.type === 'chapters.act' && offenders(event.action, context.selection).length > 0,
    canUndo: ({ context }) => context.undo !== null,
    hasMoreBatches: ({ context }) =>
      context.running !== null && context.running.next + 1 < context.running.batches.length,
    jumpInRange: ({ context, event }) =>
      event.type === 'chapters.jump' && jumpInRange(context, event.chapterNo),
  },
  actions: {
    // The app replaces this to refresh what depends on chapters (volume counts).
    reportChanged: () => {},
    assignRange: assign(({ event }) =>
      event.type === 'chapters.range'
        ? { range: { start: Math.max(0, event.start), end: Math.max(0, event.end) } }
        : {},
    ),
    assignLoadingPage: assign(({ context }) => ({ loadingPage: nextPageToLoad(context) })),
    assignPage: assign(({ context }, params: { page: ChapterPage }) => {
      const page = context.loadingPage ?? 1;
      return {
        // A view that shrank (chapters trashed or moved away) drops the pages past its end.
        pages: {
          ...withinTotal(context.pages, params.page.total, context.pageSize),
          [page]: { rows: params.page.list, fresh: true },
        },
        total: params.page.total,
        counts: params.page.counts,
        loadingPage: null,
        loadError: null,
      };
    }),
    assignLoadError: assign({ loadingPage: null, loadError: LIST_LOAD_ERROR }),
    clearLoadError: assign({ loadError: null }),
    assignStatusFilter: assign(({ context, event }) =>
      event.type === 'chapters.filterStatus'
        ? resetView({ ...context.filter, status: event.status })
        : {},
    ),
    assignVolumeFilter: assign(({ context, event }) =>
      event.type === 'chapters.filterVolume'
        ? resetView({ ...context.filter, volumeId: event.volumeId })
        : {},
    ),
    assignTyped: assign(({ event }) =>
      event.type === 'chapters.search' ? { typedKeyword: event.keyword } : {},
    ),
    applyKeyword: assign(({ context }) =>
      resetView({ ...context.filter, keyword: context.typedKeyword.trim() }),
    ),
    assignJump: assign(({ context, event }) =>
      event.type === 'chapters.jump' ? jumpChanges(context, event.chapterNo) : {},
    ),
    assignOrder: assign(({ context, event }) =>
      event.type === 'chapters.order' ? resetView({ ...context.filter, order: event.order }) : {},
    ),
    assignJumpError: assign(({ context }) => ({
      jumpError: { id: JUMP_OUT_OF_RANGE, max: bookTotal(context) ?? 0 },
    })),
    assignSelect: assign(({ context, event }) => {
      if (event.type !== 'chapters.select') return {};
      const next: Record<string, SelectedChapter> = { ...context.selection };
      if (!event.selected) {
        for (const id of event.ids) delete next[id];
        return { selection: next };
      }
      const wanted = new Set(event.ids);
      for (const entry of Object.values(context.pages)) {
        for (const row of entry.rows) {
          if (wanted.has(row.id)) next[row.id] = selectedOf(row);
        }
      }
      return { selection: next };
    }),
    selectLoaded: assign(({ context }) => {
      const next: Record<string, SelectedChapter> = {};
      for (const entry of Object.values(context.pages)) {
        for (const row of entry.rows) next[row.id] = selectedOf(row);
      }
      return { selection: next };
    }),
    clearSelection: assign({ selection: {} }),
    startGathering: assign({ gathering: { done: 0, rows: {} }, gatherError: null }),
    assignGathered: assign(({ context }, params: { page: ChapterPage }) => {
      const gathering = context.gathering;
      if (!gathering) return {};
      const rows: Record<string, SelectedChapter> = { ...gathering.rows };
      for (const row of params.page.list) rows[row.id] = selectedOf(row);
      return { gathering: { done: gathering.done + 1, rows } };
    }),
    selectGathered: assign(({ context }) => ({
      selection: context.gathering?.rows ?? context.selection,
      gathering: null,
    })),
    // A selection short of the view would look whole: keep the one before.
    failGathering: assign({ gathering: null, gatherError: SELECT_ALL_FAILED }),
    stopGathering: assign({ gathering: null }),
    assignRefusal: assign(({ context, event }) =>
      event.type === 'chapters.act'
        ? { notice: refusalNotice(event.action, context.selection, 0) }
        : {},
    ),
    startAction: assign(({ context, event }) =>
      event.type === 'chapters.act'
        ? {
            running: {
              action: event.action,
              batches: batchesOf(context.selection),
              next: 0,
              changed: 0,
              undoIds: [],
            },
            notice: null,
            undo: null,
          }
        : {},
    ),
    assignBatchDone: assign(({ context }, { result }: { result: ChapterActionResult }) => {
      const running = context.running;
      if (!running) return {};
      return {
        pages: patchRows(context.pages, result.rows),
        running: {
          ...running,
          next: running.next + 1,
          changed: running.changed + (running.batches[running.next]?.length ?? 0),
          undoIds: result.undoId ? [...running.undoIds, result.undoId] : running.undoIds,
        },
      };
    }),
    finishAction: assign(({ context }) => {
      const running = context.running;
      if (!running) return {};
      return {
        running: null,
        selection: {},
        pages: staled(context.pages),
        notice: { kind: 'done' as const, action: running.action.kind, count: running.changed },
        undo: undoableOf(running),
      };
    }),
    failAction: assign(({ context }, params: { error: unknown }) => {
      const running = context.running;
      if (!running) return {};
      return {
        running: null,
        pages: staled(context.pages),
        // Earlier batches went through: they can still be undone.
        undo: undoableOf(running),
        notice: actionFailedNotice(running, context.selection, params.error),
      };
    }),
    markStale: assign(({ context }) => ({ pages: staled(context.pages) })),
    requestReload: raise({ type: 'chapters.refresh' }),
    requestViewLoad: raise({ type: 'chapters.reload' }),
    dismissNotice: assign({ notice: null, jumpError: null, undo: null }),
    assignUndoAsked: assign(({ context, event }) =>
      event.type === 'chapters.undo' && context.undo
        ? { undo: { ...context.undo, skipChanged: event.skipChanged } }
        : {},
    ),
    assignUndone: assign(({ context }, { outcome }: { outcome: UndoOutcome }) => ({
      notice: undoneNotice(context, outcome),
      undo: null,
      pages: staled(context.pages),
    })),
    assignUndoFailed: assign(({ context }, { error }: { error: unknown }) => ({
      ...undoFailedChanges(context, error),
      pages: staled(context.pages),
    })),
  },
}).createMachine({
  id: 'chapterList',
  context: ({ input }) => ({
    bookId: input.bookId,
    pageSize: input.pageSize ?? DEFAULT_PAGE_SIZE,
    filter: { ...EMPTY_FILTER, order: input.order ?? 'reading' },
    typedKeyword: '',
    pages: {},
    total: null,
    counts: null,
    range: { start: 0, end: 0 },
    loadingPage: null,
    loadError: null,
    selection: {},
    gathering: null,
    gatherError: null,
    running: null,
    notice: null,
    undo: null,
    scrollTarget: null,
    highlightNo: null,
    jumpError: null,
  }),
  type: 'parallel',
  states: {
    loader: {
      initial: 'checking',
      states: {
        checking: {
          always: [{ guard: 'hasPageToLoad', target: 'fetching' }, { target: 'idle' }],
        },
        idle: {
          on: {
            ...VIEW_CHANGES,
            'chapters.range': { target: 'checking', actions: 'assignRange' },
          },
        },
        fetching: {
          entry: 'assignLoadingPage',
          invoke: {
            src: 'fetchPage',
            input: ({ context }) => pageQuery(context, context.loadingPage ?? 1),
            onDone: {
              target: 'checking',
              actions: { type: 'assignPage', params: ({ event }) => ({ page: event.output }) },
            },
            onError: { target: 'failed', actions: 'assignLoadError' },
          },
          on: {
            // Leaving 'fetching' drops the page in flight: it belongs to the old view.
            ...VIEW_CHANGES,
            // The page in flight stays wanted when the window moves on a
            // little; the next check picks the window's new gaps.
            'chapters.range': { actions: 'assignRange' },
          },
        },
        failed: {
          on: {
            ...VIEW_CHANGES,
            'chapters.retry': { target: 'checking', actions: 'clearLoadError' },
            'chapters.range': { actions: 'assignRange' },
          },
        },
      },
    },
    // Transitions stay inside their region: one that re-entered a region
    // from its own level would re-enter the whole parallel machine, and
    // cancel a running action or a page in flight with it.
    search: {
      initial: 'idle',
      states: {
        idle: {
          on: { 'chapters.search': { target: 'debouncing', actions: 'assignTyped' } },
        },
        debouncing: {
          after: {
            searchDebounce: { target: 'idle', actions: ['applyKeyword', 'requestViewLoad'] },
          },
          on: {
            'chapters.search': { target: 'debouncing', reenter: true, actions: 'assignTyped' },
          },
        },
      },
    },
    // Select-all: every page of the view, GATHER_PAGE_SIZE rows a call; the
    // selection changes only once the whole view is in.
    gather: {
      initial: 'idle',
      states: {
        idle: {
          on: { 'chapters.selectAll': { target: 'gathering', actions: 'startGathering' } },
        },
        gathering: {
          invoke: {
            src: 'fetchPage',
            input: ({ context }) =>
              pageQuery(context, (context.gathering?.done ?? 0) + 1, GATHER_PAGE_SIZE),
            onDone: [
              {
                guard: {
                  type: 'hasMoreToGather',
                  params: ({ event }) => ({ total: event.output.total }),
                },
                target: 'gathering',
                reenter: true,
                actions: {
                  type: 'assignGathered',
                  params: ({ event }) => ({ page: event.output }),
                },
              },
              {
                target: 'idle',
                actions: [
                  { type: 'assignGathered', params: ({ event }) => ({ page: event.output }) },
                  'selectGathered',
                ],
              },
            ],
            onError: { target: 'idle', actions: 'failGathering' },
          },
          on: {
            // A new view or a cleared selection ends it.
            'chapters.filterStatus': { target: 'idle', actions: 'stopGathering' },
            'chapters.filterVolume': { target: 'idle', actions: 'stopGathering' },
            'chapters.order': { target: 'idle', actions: 'stopGathering' },
            'chapters.jump': { guard: 'isFilteredView', target: 'idle', actions: 'stopGathering' },
            'chapters.reload': { target: 'idle', actions: 'stopGathering' },
            'chapters.clearSelection': { target: 'idle', actions: 'stopGathering' },
          },
        },
      },
    },
    action: {
      initial: 'idle',
      states: {
        idle: {
          on: {
            'chapters.act': [
              { guard: 'isForeseenRefusal', actions: 'assignRefusal' },
              {
                // Not on a selection still being gathered, nor while an undo runs.
                guard: and([
                  'hasSelection',
                  not(stateIn({ gather: 'gathering' })),
                  not(stateIn({ undo: 'undoing' })),
                ]),
                target: 'running',
                actions: 'startAction',
              },
            ],
          },
        },
        running: {
          invoke: {
            src: 'runAction',
            input: ({ context }) => ({
              action: context.running?.action ?? { kind: 'publish' },
              chapterIds: context.running?.batches[context.running.next] ?? [],
            }),
            onDone: [
              {
                guard: 'hasMoreBatches',
                target: 'running',
                reenter: true,
                actions: {
                  type: 'assignBatchDone',
                  params: ({ event }) => ({ result: event.output }),
                },
              },
              {
                target: 'idle',
                actions: [
                  { type: 'assignBatchDone', params: ({ event }) => ({ result: event.output }) },
                  'finishAction',
                  'reportChanged',
                  'requestReload',
                ],
              },
            ],
            onError: {
              target: 'idle',
              actions: [
                { type: 'failAction', params: ({ event }) => ({ error: event.error }) },
                'reportChanged',
                'requestReload',
              ],
            },
          },
        },
      },
    },
    // Undo of the last trash, move or schedule, from its notice.
    undo: {
      initial: 'idle',
      states: {
        idle: {
          on: {
            'chapters.undo': {
              guard: and(['canUndo', not(stateIn({ action: 'running' }))]),
              target: 'undoing',
              actions: 'assignUndoAsked',
            },
          },
        },
        undoing: {
          invoke: {
            src: 'undoAction',
            input: ({ context }) => ({
              undoIds: context.undo?.undoIds ?? [],
              skipChanged: context.undo?.skipChanged ?? false,
            }),
            onDone: {
              target: 'idle',
              actions: [
                { type: 'assignUndone', params: ({ event }) => ({ outcome: event.output }) },
                'reportChanged',
                'requestReload',
              ],
            },
            onError: {
              target: 'idle',
              actions: [
                { type: 'assignUndoFailed', params: ({ event }) => ({ error: event.error }) },
                'reportChanged',
                'requestReload',
              ],
            },
          },
        },
      },
    },
  },
  on: {
    'chapters.select': { actions: 'assignSelect' },
    'chapters.selectLoaded': { actions: 'selectLoaded' },
    'chapters.clearSelection': { actions: 'clearSelection' },
    'chapters.dismissNotice': { actions: 'dismissNotice' },
  },
});
