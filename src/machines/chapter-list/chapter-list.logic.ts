/**
 * The chapter list's pure rules: which page to load next, the query of a
 * page, which selected chapters an action would refuse, the batches of an
 * action, and how pages change after one. The machine
 * (./chapter-list.machine.ts) calls these from its actions and guards.
 */
import { failureCode, firstFieldError } from '../../lib/api-failure';
import { ErrorCodes, refusesChapterAction } from '../../lib/contract';
import { EMPTY_FILTER } from './chapter-list.query';
import {
  ACTION_BATCH,
  ACTION_FAILED,
  type ChapterAction,
  type ChapterListContext,
  type ChapterListNotice,
  type ChapterRow,
  type Filter,
  GATHER_PAGE_SIZE,
  MAX_NAMED,
  type PageEntry,
  REFUSAL_IDS,
  type RunningAction,
  type SelectedChapter,
  UNDO_REFUSAL_IDS,
  type UndoableAction,
  type UndoFailure,
  type UndoOutcome,
} from './chapter-list.types';

export const pageOf = (index: number, pageSize: number): number => Math.floor(index / pageSize) + 1;

export const isFiltered = (filter: Filter): boolean =>
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

export const selectedOf = (row: ChapterRow): SelectedChapter => ({
  title: row.title,
  chapter_no: row.chapter_no,
  status: row.status,
});

export const gatherPages = (total: number): number =>
  Math.max(1, Math.ceil(total / GATHER_PAGE_SIZE));

/** Selected chapters the action cannot apply to, by what the list knows of them. */
export function offenders(
  action: ChapterAction,
  selection: Readonly<Record<string, SelectedChapter>>,
): SelectedChapter[] {
  // A move takes any chapter; a chapter without a revision is simply not one to apply or drop.
  if (
    action.kind === 'move' ||
    action.kind === 'applyRevisions' ||
    action.kind === 'discardRevisions'
  ) {
    return [];
  }
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
export function batchesOf(selection: Readonly<Record<string, SelectedChapter>>): string[][] {
  const ids = Object.entries(selection)
    .sort(([, a], [, b]) => a.chapter_no - b.chapter_no)
    .map(([id]) => id);
  const batches: string[][] = [];
  for (let i = 0; i < ids.length; i += ACTION_BATCH) batches.push(ids.slice(i, i + ACTION_BATCH));
  return batches;
}

export function patchRows(
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
export function staled(pages: Readonly<Record<number, PageEntry>>): Record<number, PageEntry> {
  const next: Record<number, PageEntry> = {};
  for (const [page, entry] of Object.entries(pages)) {
    next[Number(page)] = { rows: entry.rows, fresh: false };
  }
  return next;
}

export function withinTotal(
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

/** Chapters of the whole book (not trashed), or null before the first page. */
export const bookTotal = (context: ChapterListContext): number | null =>
  context.counts
    ? context.counts.draft + context.counts.scheduled + context.counts.published
    : null;

/** A jump to chapter `chapterNo` can be made: a whole number within the book. */
export function jumpInRange(context: ChapterListContext, chapterNo: number): boolean {
  const n = Math.floor(chapterNo);
  if (!Number.isFinite(n) || n < 1) return false;
  const max = bookTotal(context);
  return max === null || n <= max;
}

/**
 * The changes of a jump to chapter `chapterNo`: back to the whole book (in
 * the same order), the window at its row. The whole book's rows are numbered
 * 1..N in reading order, so number n is row n-1, or row N-n newest first.
 */
export function jumpChanges(context: ChapterListContext, chapterNo: number) {
  const n = Math.floor(chapterNo);
  const order = context.filter.order;
  const index = order === 'newest' ? Math.max(0, (bookTotal(context) ?? n) - n) : n - 1;
  const target = { index, seq: (context.scrollTarget?.seq ?? 0) + 1 };
  const reset = isFiltered(context.filter)
    ? { ...resetView({ ...EMPTY_FILTER, order }), typedKeyword: '' }
    : { jumpError: null };
  return {
    ...reset,
    // The window jumps with the scroll: load the target's page first.
    range: { start: target.index, end: target.index },
    scrollTarget: target,
    highlightNo: n,
  };
}

export const resetView = (filter: Filter) => ({
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

/** What the notice's Undo puts back after `running`: its calls that answered an undo id. */
export function undoableOf(running: RunningAction): UndoableAction | null {
  return running.undoIds.length > 0
    ? { action: running.action.kind, undoIds: running.undoIds, skipChanged: false }
    : null;
}

/** The notice of an action undone. */
export function undoneNotice(context: ChapterListContext, outcome: UndoOutcome): ChapterListNotice {
  return {
    kind: 'undone',
    action: context.undo?.action ?? 'trash',
    count: outcome.restored,
    skipped: outcome.skipped,
  };
}

const isUndoFailure = (error: unknown): error is UndoFailure =>
  typeof error === 'object' &&
  error !== null &&
  'kind' in error &&
  'undone' in error &&
  Array.isArray((error as UndoFailure).undone);

/**
 * A refused undo: the notice says why, and the calls still to undo stay
 * (after a conflict the author may put back the unchanged chapters).
 */
export function undoFailedChanges(
  context: ChapterListContext,
  error: unknown,
): Pick<ChapterListContext, 'notice' | 'undo'> {
  const failure: UndoFailure = isUndoFailure(error)
    ? error
    : { kind: 'failed', conflicts: [], undone: [] };
  const undo = context.undo;
  const left = undo ? undo.undoIds.filter((id) => !failure.undone.includes(id)) : [];
  return {
    notice: {
      kind: 'undoRefused',
      action: undo?.action ?? 'trash',
      reasonId: UNDO_REFUSAL_IDS[failure.kind],
      changed: failure.conflicts.length,
      reasons: [...new Set(failure.conflicts)],
    },
    // Past 24 hours or undone already: nothing is left to offer.
    undo:
      undo && left.length > 0 && failure.kind !== 'expired'
        ? { ...undo, undoIds: left, skipChanged: false }
        : null,
  };
}

/** The notice of an action refused (foreseen, or answered 103001) after `done` chapters. */
export function refusalNotice(
  action: ChapterAction,
  selection: ChapterListContext['selection'],
  done: number,
): ChapterListNotice {
  return {
    kind: 'refused',
    action: action.kind,
    reasonId: REFUSAL_IDS[action.kind],
    titles: titlesOf(offenders(action, selection)),
    done,
  };
}

/** The notice of an action stopped by a failed batch. */
export function actionFailedNotice(
  running: RunningAction,
  selection: ChapterListContext['selection'],
  error: unknown,
): ChapterListNotice {
  const code = failureCode(error);
  if (code === ErrorCodes.notAllowed)
    return refusalNotice(running.action, selection, running.changed);
  // A text the pre-publish check blocks (publishing or applying revisions): publishing's own words.
  if (code === ErrorCodes.prepublishBlocked) {
    return {
      kind: 'failed',
      action: running.action.kind,
      reasonId: 'error.103003',
      done: running.changed,
    };
  }
  return {
    kind: 'failed',
    action: running.action.kind,
    reasonId: (code === ErrorCodes.invalid && firstFieldError(error)) || ACTION_FAILED,
    done: running.changed,
  };
}
