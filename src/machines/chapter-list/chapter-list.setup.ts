/**
 * The chapter list machine's setup: the actors it declares, its named
 * actions, guards and delays. Its states are in ./chapter-list.machine.ts,
 * what its actions compute in ./chapter-list.logic.ts.
 */
import { assign, raise, setup } from 'xstate';
import { declaredActor } from '../common/declared-actor';
import { orderChoices, orderRefusalOf } from '../common/reading-order';
import {
  actionFailedNotice,
  batchesOf,
  bookTotal,
  gatherPages,
  isFiltered,
  jumpChanges,
  jumpInRange,
  nextPageToLoad,
  offenders,
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
import { orderRefusedOf, resolvedAction } from './chapter-list.reading-order';
import {
  type ChapterActionInput,
  type ChapterActionResult,
  type ChapterListContext,
  type ChapterListEvent,
  type ChapterListInput,
  type ChapterPage,
  type ChapterPageQuery,
  JUMP_OUT_OF_RANGE,
  LIST_LOAD_ERROR,
  SELECT_ALL_FAILED,
  type SelectedChapter,
  type UndoInput,
  type UndoOutcome,
} from './chapter-list.types';

export const chapterListSetup = setup({
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
    /** The server refused the batch out of reading order (103002). */
    isOrderRefusal: (_, params: { error: unknown }) => orderRefusalOf(params.error) !== null,
    /** The way out the author picked is one the refusal offers. */
    isOfferedOrderChoice: ({ context, event }) =>
      event.type === 'chapters.chooseOrder' &&
      context.orderRefused !== null &&
      orderChoices(context.orderRefused.refusal).includes(event.choice),
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
    assignOrderRefused: assign(({ context }, params: { error: unknown }) => {
      const running = context.running;
      if (!running) return {};
      return {
        running: null,
        pages: staled(context.pages),
        undo: undoableOf(running),
        orderRefused: orderRefusedOf(running, context.selection, params.error),
      };
    }),
    startResolvedAction: assign(({ context, event }) => {
      const refused = context.orderRefused;
      if (event.type !== 'chapters.chooseOrder' || !refused) return {};
      const { action, selection } = resolvedAction(refused, event.choice);
      return {
        running: {
          action,
          batches: batchesOf(selection),
          next: 0,
          changed: refused.done,
          undoIds: [],
        },
        orderRefused: null,
        notice: null,
        undo: null,
      };
    }),
    // Batches done before the refusal stay done: say so, with their undo.
    clearOrderRefused: assign(({ context }) => {
      const refused = context.orderRefused;
      return {
        orderRefused: null,
        notice:
          refused && refused.done > 0
            ? { kind: 'done' as const, action: refused.action.kind, count: refused.done }
            : null,
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
});
