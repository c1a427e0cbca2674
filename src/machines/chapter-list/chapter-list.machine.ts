import { and, not, stateIn } from 'xstate';
import { openingView, pageQuery } from './chapter-list.query';
import { batchActionOf } from './chapter-list.reading-order';
import { chapterListSetup } from './chapter-list.setup';
import { GATHER_PAGE_SIZE } from './chapter-list.types';

// The machine module is the list's one entry point: its vocabulary, pure
// rules and selectors are re-exported here.
export * from './chapter-list.logic';
export * from './chapter-list.query';
export * from './chapter-list.reading-order';
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
export const chapterListMachine = chapterListSetup.createMachine({
  id: 'chapterList',
  context: ({ input }) => ({
    ...openingView(input),
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
    orderRefused: null,
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
              action: context.running ? batchActionOf(context.running) : { kind: 'publish' },
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
            onError: [
              {
                guard: { type: 'isOrderRefusal', params: ({ event }) => ({ error: event.error }) },
                target: 'orderRefused',
                actions: [
                  { type: 'assignOrderRefused', params: ({ event }) => ({ error: event.error }) },
                  'reportChanged',
                  'requestReload',
                ],
              },
              {
                target: 'idle',
                actions: [
                  { type: 'failAction', params: ({ event }) => ({ error: event.error }) },
                  'reportChanged',
                  'requestReload',
                ],
              },
            ],
          },
        },
        // Earlier chapters are unpublished (103002): the author publishes
        // them first, schedules after them, or publishes anyway.
        orderRefused: {
          on: {
            'chapters.chooseOrder': {
              guard: 'isOfferedOrderChoice',
              target: 'running',
              actions: 'startResolvedAction',
            },
            'chapters.cancelOrder': { target: 'idle', actions: 'clearOrderRefused' },
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
