import { and, assign, not, raise, type SnapshotFrom, setup, stateIn } from 'xstate';
import { failureCode, firstFieldError } from '../lib/api-failure';
import {
  type ChapterStatus,
  ErrorCodes,
  FIELD_LIMITS,
  refusesChapterAction,
} from '../lib/contract';
import { declaredActor } from './shared/declared-actor';

export type { ChapterStatus };

/** The list's status filter: every chapter but the trashed ones, or one state. */
export type ChapterStatusFilter = 'all' | ChapterStatus;

/** One row of the list, as GET /author/chapter/list returns it (without content). */
export interface ChapterRow {
  readonly id: string;
  readonly volume_id: string;
  readonly chapter_no: number;
  readonly title: string;
  readonly word_count: number;
  readonly status: ChapterStatus;
  readonly publish_at: string | null;
  readonly published_at: string | null;
  readonly update_time: string;
}

/** Chapters per state over the whole book. */
export interface ChapterCounts {
  readonly draft: number;
  readonly scheduled: number;
  readonly published: number;
  readonly trashed: number;
}

/** Input of the `fetchPage` actor (GET /author/chapter/list). */
export interface ChapterPageQuery {
  readonly bookId: string;
  readonly volumeId?: string;
  readonly status?: ChapterStatus;
  readonly keyword?: string;
  /** From 1. */
  readonly page: number;
  readonly pageSize: number;
}

/** Output of the `fetchPage` actor. */
export interface ChapterPage {
  readonly list: readonly ChapterRow[];
  readonly total: number;
  readonly counts: ChapterCounts;
}

/** What can be done to selected chapters. */
export type ChapterAction =
  | { readonly kind: 'publish' }
  /** ISO-8601 time at least a minute ahead. */
  | { readonly kind: 'schedule'; readonly publishAt: string }
  | { readonly kind: 'unschedule' }
  | { readonly kind: 'trash' }
  | { readonly kind: 'restore' }
  /**
   * To the end of a volume, or after the chapter of a number (which names
   * its volume: the app looks the number up when it calls the API).
   */
  | {
      readonly kind: 'move';
      readonly volumeId?: string;
      readonly afterChapterNo?: number;
    };
export type ChapterActionKind = ChapterAction['kind'];

/** Input of the `runAction` actor: one call, at most {@link ACTION_BATCH} ids. */
export interface ChapterActionInput {
  readonly action: ChapterAction;
  readonly chapterIds: readonly string[];
}

/** What the list keeps of a selected row, so a refusal can name it. */
export interface SelectedChapter {
  readonly title: string;
  readonly chapter_no: number;
  readonly status: ChapterStatus;
}

/** What the last action came to; message ids only. */
export type ChapterListNotice =
  | { readonly kind: 'done'; readonly action: ChapterActionKind; readonly count: number }
  /** Refused: `reasonId` says why, `titles` names the chapters at fault (may be empty). */
  | {
      readonly kind: 'refused';
      readonly action: ChapterActionKind;
      readonly reasonId: string;
      readonly titles: readonly string[];
      /** Chapters changed by earlier batches before the refusal. */
      readonly done: number;
    }
  | {
      readonly kind: 'failed';
      readonly action: ChapterActionKind;
      readonly reasonId: string;
      readonly done: number;
    };

/** Input of the machine. */
export interface ChapterListInput {
  readonly bookId: string;
  /** Rows per page call (the API allows up to 500). */
  readonly pageSize?: number;
}

/** Events the chapter list accepts. */
export type ChapterListEvent =
  /** The rows the view shows now (indexes, end inclusive); missing pages load. */
  | { type: 'chapters.range'; start: number; end: number }
  | { type: 'chapters.filterStatus'; status: ChapterStatusFilter }
  /** Title (or number) search; applied after the `searchDebounce` delay. */
  | { type: 'chapters.search'; keyword: string }
  /** One volume's chapters, or the whole book (null). */
  | { type: 'chapters.filterVolume'; volumeId: string | null }
  /** Scroll to a chapter number (switches back to the whole book). */
  | { type: 'chapters.jump'; chapterNo: number }
  /** Select or unselect rows. */
  | { type: 'chapters.select'; ids: readonly string[]; selected: boolean }
  /** Select every loaded row of the current view. */
  | { type: 'chapters.selectLoaded' }
  /** Select every row of the current view, loading what is not loaded. */
  | { type: 'chapters.selectAll' }
  | { type: 'chapters.clearSelection' }
  /** Apply an action to the selection. */
  | { type: 'chapters.act'; action: ChapterAction }
  /** Reload the rows in view (after changes made elsewhere). */
  | { type: 'chapters.refresh' }
  | { type: 'chapters.retry' }
  | { type: 'chapters.dismissNotice' }
  /** Internal: the view changed outside the loader (a keyword was applied). */
  | { type: 'chapters.reload' };

/** Message ids the machine sets (chapters.json carries them). */
export const LIST_LOAD_ERROR = 'chapters.list.loadError';
export const JUMP_OUT_OF_RANGE = 'chapters.jump.outOfRange';
export const ACTION_FAILED = 'chapters.action.failed';
export const SELECT_ALL_FAILED = 'chapters.selectAll.failed';
export const REFUSAL_IDS: Readonly<Record<ChapterActionKind, string>> = {
  publish: 'chapters.refused.publishTrashed',
  schedule: 'chapters.refused.publishTrashed',
  unschedule: 'chapters.refused.unscheduleNotScheduled',
  trash: 'chapters.refused.trashPublished',
  restore: 'chapters.refused.restoreNotTrashed',
  move: 'chapters.refused.move',
};

/** Ids per bulk call: the contract's limit. */
export const ACTION_BATCH = FIELD_LIMITS.chapterIds.maxItems;
export const DEFAULT_PAGE_SIZE = 100;
/** Rows per call when selecting a whole view: the API's largest page. */
export const GATHER_PAGE_SIZE = FIELD_LIMITS.chapterPageSize.max;
const MAX_NAMED = 5;

interface PageEntry {
  readonly rows: readonly ChapterRow[];
  /** False once an action may have changed it: shown, but loaded again. */
  readonly fresh: boolean;
}

interface Filter {
  readonly status: ChapterStatusFilter;
  readonly keyword: string;
  readonly volumeId: string | null;
}

interface RunningAction {
  readonly action: ChapterAction;
  readonly batches: readonly (readonly string[])[];
  /** Batches done. */
  readonly next: number;
  /** Chapters changed so far. */
  readonly changed: number;
}

interface Gathering {
  /** Pages of {@link GATHER_PAGE_SIZE} rows done. */
  readonly done: number;
  readonly rows: Readonly<Record<string, SelectedChapter>>;
}

export interface ChapterListContext {
  readonly bookId: string;
  readonly pageSize: number;
  readonly filter: Filter;
  /** The keyword typed but not applied yet. */
  readonly typedKeyword: string;
  readonly pages: Readonly<Record<number, PageEntry>>;
  /** Rows of the current view; null until its first page arrives. */
  readonly total: number | null;
  readonly counts: ChapterCounts | null;
  readonly range: { readonly start: number; readonly end: number };
  /** The page being loaded. */
  readonly loadingPage: number | null;
  readonly loadError: string | null;
  readonly selection: Readonly<Record<string, SelectedChapter>>;
  /** Select-all in progress: the view's rows gathered so far, page by page. */
  readonly gathering: Gathering | null;
  /** Why the last select-all stopped short (a message id). */
  readonly gatherError: string | null;
  readonly running: RunningAction | null;
  readonly notice: ChapterListNotice | null;
  /** A row to bring into view; `seq` changes with every jump. */
  readonly scrollTarget: { readonly index: number; readonly seq: number } | null;
  readonly highlightNo: number | null;
  readonly jumpError: { readonly id: string; readonly max: number } | null;
}

const EMPTY_FILTER: Filter = { status: 'all', keyword: '', volumeId: null };

const pageOf = (index: number, pageSize: number): number => Math.floor(index / pageSize) + 1;

const isFiltered = (filter: Filter): boolean =>
  filter.status !== 'all' || filter.keyword !== '' || filter.volumeId !== null;

/**
 * The page to load next: the first page of the visible window (half a page
 * ahead, so scrolling rarely meets a gap) that is missing or stale.
 */
export function nextPageToLoad(context: ChapterListContext): number | null {
  const { pageSize, total, range } = context;
  const first = pageOf(Math.max(0, range.start), pageSize);
  if (total === null) return first;
  // An empty view loads again only when told its page is stale.
  if (total === 0) return context.pages[1]?.fresh ? null : 1;
  const lastIndex = Math.min(total - 1, Math.max(range.end, range.start) + pageSize / 2);
  const last = pageOf(lastIndex, pageSize);
  for (let page = first; page <= last; page++) {
    if (!context.pages[page]?.fresh) return page;
  }
  return null;
}

function pageQuery(
  context: ChapterListContext,
  page: number,
  pageSize = context.pageSize,
): ChapterPageQuery {
  const { filter } = context;
  return {
    bookId: context.bookId,
    ...(filter.volumeId ? { volumeId: filter.volumeId } : {}),
    ...(filter.status === 'all' ? {} : { status: filter.status }),
    ...(filter.keyword ? { keyword: filter.keyword } : {}),
    page,
    pageSize,
  };
}

const selectedOf = (row: ChapterRow): SelectedChapter => ({
  title: row.title,
  chapter_no: row.chapter_no,
  status: row.status,
});

const gatherPages = (total: number): number => Math.max(1, Math.ceil(total / GATHER_PAGE_SIZE));

/** Selected chapters the action cannot apply to, by what the list knows of them. */
function offenders(
  action: ChapterAction,
  selection: Readonly<Record<string, SelectedChapter>>,
): SelectedChapter[] {
  if (action.kind === 'move') return [];
  // Scheduling is the publish call with a time: the same rule.
  const rule = action.kind === 'schedule' ? 'publish' : action.kind;
  return Object.values(selection).filter((c) => refusesChapterAction(rule, c.status));
}

const titlesOf = (chapters: readonly SelectedChapter[]): string[] =>
  [...chapters]
    .sort((a, b) => a.chapter_no - b.chapter_no)
    .slice(0, MAX_NAMED)
    .map((c) => c.title);

// Ids in reading order, so batches (and moves) keep the book's order.
function batchesOf(selection: Readonly<Record<string, SelectedChapter>>): string[][] {
  const ids = Object.entries(selection)
    .sort(([, a], [, b]) => a.chapter_no - b.chapter_no)
    .map(([id]) => id);
  const batches: string[][] = [];
  for (let i = 0; i < ids.length; i += ACTION_BATCH) batches.push(ids.slice(i, i + ACTION_BATCH));
  return batches;
}

function patchRows(
  pages: Readonly<Record<number, PageEntry>>,
  changed: readonly ChapterRow[],
): Record<number, PageEntry> {
  const byId = new Map(changed.map((row) => [row.id, row]));
  const next: Record<number, PageEntry> = {};
  for (const [page, entry] of Object.entries(pages)) {
    next[Number(page)] = {
      fresh: entry.fresh,
      rows: entry.rows.map((row) => byId.get(row.id) ?? row),
    };
  }
  return next;
}

// After a change every page may be out of date (numbers shift when chapters
// leave or join the view): keep showing them, but load them again.
function staled(pages: Readonly<Record<number, PageEntry>>): Record<number, PageEntry> {
  const next: Record<number, PageEntry> = {};
  for (const [page, entry] of Object.entries(pages)) {
    next[Number(page)] = { rows: entry.rows, fresh: false };
  }
  return next;
}

function withinTotal(
  pages: Readonly<Record<number, PageEntry>>,
  total: number,
  pageSize: number,
): Record<number, PageEntry> {
  const last = Math.max(1, Math.ceil(total / pageSize));
  const next: Record<number, PageEntry> = {};
  for (const [page, entry] of Object.entries(pages)) {
    if (Number(page) <= last) next[Number(page)] = entry;
  }
  return next;
}

const resetView = (filter: Filter) => ({
  filter,
  pages: {},
  total: null,
  loadError: null,
  selection: {},
  gathering: null,
  gatherError: null,
  range: { start: 0, end: 0 },
  highlightNo: null,
  jumpError: null,
});

/** Events that change what the list shows: the loader starts over. */
const VIEW_CHANGES = {
  'chapters.filterStatus': { target: 'checking', actions: 'assignStatusFilter' },
  'chapters.filterVolume': { target: 'checking', actions: 'assignVolumeFilter' },
  'chapters.jump': [
    { guard: 'jumpInRange', target: 'checking', actions: 'assignJump' },
    { actions: 'assignJumpError' },
  ],
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
    runAction: declaredActor<readonly ChapterRow[], ChapterActionInput>('chapterList', 'runAction'),
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
    hasMoreBatches: ({ context }) =>
      context.running !== null && context.running.next + 1 < context.running.batches.length,
    jumpInRange: ({ context, event }) => {
      if (event.type !== 'chapters.jump') return false;
      const n = Math.floor(event.chapterNo);
      if (!Number.isFinite(n) || n < 1) return false;
      // The whole book's rows are numbered 1..N in order, so number n is row n-1.
      const max = context.counts
        ? context.counts.draft + context.counts.scheduled + context.counts.published
        : null;
      return max === null || n <= max;
    },
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
    assignJump: assign(({ context, event }) => {
      if (event.type !== 'chapters.jump') return {};
      const n = Math.floor(event.chapterNo);
      const target = { index: n - 1, seq: (context.scrollTarget?.seq ?? 0) + 1 };
      const reset = isFiltered(context.filter)
        ? { ...resetView(EMPTY_FILTER), typedKeyword: '' }
        : { jumpError: null };
      return {
        ...reset,
        // The window jumps with the scroll: load the target's page first.
        range: { start: target.index, end: target.index },
        scrollTarget: target,
        highlightNo: n,
      };
    }),
    assignJumpError: assign(({ context }) => ({
      jumpError: {
        id: JUMP_OUT_OF_RANGE,
        max: context.counts
          ? context.counts.draft + context.counts.scheduled + context.counts.published
          : 0,
      },
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
    assignRefusal: assign(({ context, event }) => {
      if (event.type !== 'chapters.act') return {};
      const { action } = event;
      return {
        notice: {
          kind: 'refused' as const,
          action: action.kind,
          reasonId: REFUSAL_IDS[action.kind],
          titles: titlesOf(offenders(action, context.selection)),
          done: 0,
        },
      };
    }),
    startAction: assign(({ context, event }) =>
      event.type === 'chapters.act'
        ? {
            running: {
              action: event.action,
              batches: batchesOf(context.selection),
              next: 0,
              changed: 0,
            },
            notice: null,
          }
        : {},
    ),
    assignBatchDone: assign(({ context }, params: { rows: readonly ChapterRow[] }) => {
      const running = context.running;
      if (!running) return {};
      return {
        pages: patchRows(context.pages, params.rows),
        running: {
          ...running,
          next: running.next + 1,
          changed: running.changed + (running.batches[running.next]?.length ?? 0),
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
      };
    }),
    failAction: assign(({ context }, params: { error: unknown }) => {
      const running = context.running;
      if (!running) return {};
      const code = failureCode(params.error);
      const kind = running.action.kind;
      const base = { running: null, pages: staled(context.pages) };
      if (code === ErrorCodes.notAllowed) {
        return {
          ...base,
          notice: {
            kind: 'refused' as const,
            action: kind,
            reasonId: REFUSAL_IDS[kind],
            titles: titlesOf(offenders(running.action, context.selection)),
            done: running.changed,
          },
        };
      }
      return {
        ...base,
        notice: {
          kind: 'failed' as const,
          action: kind,
          reasonId: (code === ErrorCodes.invalid && firstFieldError(params.error)) || ACTION_FAILED,
          done: running.changed,
        },
      };
    }),
    markStale: assign(({ context }) => ({ pages: staled(context.pages) })),
    requestReload: raise({ type: 'chapters.refresh' }),
    requestViewLoad: raise({ type: 'chapters.reload' }),
    dismissNotice: assign({ notice: null, jumpError: null }),
  },
}).createMachine({
  id: 'chapterList',
  context: ({ input }) => ({
    bookId: input.bookId,
    pageSize: input.pageSize ?? DEFAULT_PAGE_SIZE,
    filter: EMPTY_FILTER,
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
                // Not on a selection still being gathered.
                guard: and(['hasSelection', not(stateIn({ gather: 'gathering' }))]),
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
                  params: ({ event }) => ({ rows: event.output }),
                },
              },
              {
                target: 'idle',
                actions: [
                  { type: 'assignBatchDone', params: ({ event }) => ({ rows: event.output }) },
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
  },
  on: {
    'chapters.select': { actions: 'assignSelect' },
    'chapters.selectLoaded': { actions: 'selectLoaded' },
    'chapters.clearSelection': { actions: 'clearSelection' },
    'chapters.dismissNotice': { actions: 'dismissNotice' },
  },
});

type ChapterListSnapshot = SnapshotFrom<typeof chapterListMachine>;

/** Rows in the current view (null until known: the first page is loading). */
export const selectTotal = (s: ChapterListSnapshot): number | null => s.context.total;
/** Counts per state over the whole book (null until the first page). */
export const selectCounts = (s: ChapterListSnapshot): ChapterCounts | null => s.context.counts;
/** The loaded pages; rows of index i are in page floor(i / pageSize) + 1. */
export const selectPages = (s: ChapterListSnapshot): ChapterListContext['pages'] => s.context.pages;
export const selectPageSize = (s: ChapterListSnapshot): number => s.context.pageSize;
/** The row at an index, if its page is loaded. */
export function rowAt(
  pages: ChapterListContext['pages'],
  pageSize: number,
  index: number,
): ChapterRow | undefined {
  return pages[pageOf(index, pageSize)]?.rows[index % pageSize];
}
export const selectFilterStatus = (s: ChapterListSnapshot): ChapterStatusFilter =>
  s.context.filter.status;
export const selectFilterVolume = (s: ChapterListSnapshot): string | null =>
  s.context.filter.volumeId;
export const selectTypedKeyword = (s: ChapterListSnapshot): string => s.context.typedKeyword;
export const selectKeyword = (s: ChapterListSnapshot): string => s.context.filter.keyword;
export const selectLoading = (s: ChapterListSnapshot): boolean => s.matches({ loader: 'fetching' });
export const selectLoadError = (s: ChapterListSnapshot): string | null => s.context.loadError;
/** The selection, id -> what the list knew of the row. */
export const selectSelection = (s: ChapterListSnapshot): ChapterListContext['selection'] =>
  s.context.selection;
export const selectSelectedCount = (s: ChapterListSnapshot): number =>
  Object.keys(s.context.selection).length;
export const selectRunning = (s: ChapterListSnapshot): boolean => s.matches({ action: 'running' });
/** Progress of the running action: batches done of batches. */
export const selectProgress = (s: ChapterListSnapshot): { done: number; of: number } | null =>
  s.context.running ? { done: s.context.running.next, of: s.context.running.batches.length } : null;
export const selectNotice = (s: ChapterListSnapshot): ChapterListNotice | null => s.context.notice;
/** Select-all in progress: rows gathered so far of the view's total. */
export const selectGathering = (s: ChapterListSnapshot): { done: number; of: number } | null =>
  s.context.gathering
    ? { done: Object.keys(s.context.gathering.rows).length, of: s.context.total ?? 0 }
    : null;
export const selectGatherError = (s: ChapterListSnapshot): string | null => s.context.gatherError;
export const selectScrollTarget = (s: ChapterListSnapshot): ChapterListContext['scrollTarget'] =>
  s.context.scrollTarget;
export const selectHighlightNo = (s: ChapterListSnapshot): number | null => s.context.highlightNo;
export const selectJumpError = (s: ChapterListSnapshot): ChapterListContext['jumpError'] =>
  s.context.jumpError;
