/**
 * What the chapter list's views read, one primitive or stable object each
 * (docs/conventions.md, Views). Re-exported by ./chapter-list.machine.ts.
 */
import type { SnapshotFrom } from 'xstate';
import type { OrderRefusal } from '../common/reading-order';
import { pageOf } from './chapter-list.logic';
import type { chapterListMachine } from './chapter-list.machine';
import type {
  ChapterCounts,
  ChapterListContext,
  ChapterListNotice,
  ChapterOrder,
  ChapterRow,
  ChapterStatusFilter,
} from './chapter-list.types';

export type ChapterListSnapshot = SnapshotFrom<typeof chapterListMachine>;

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
/** Reading order, or the latest chapters first. */
export const selectOrder = (s: ChapterListSnapshot): ChapterOrder => s.context.filter.order;
export const selectTypedKeyword = (s: ChapterListSnapshot): string => s.context.typedKeyword;
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
/** The last trash, move or schedule can be undone from its notice. */
export const selectCanUndo = (s: ChapterListSnapshot): boolean => s.context.undo !== null;
export const selectUndoing = (s: ChapterListSnapshot): boolean => s.matches({ undo: 'undoing' });
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

/**
 * A key that changes whenever the list shows another view (status, keyword,
 * volume or order): the view scrolls back to the top on a change.
 */
export const selectViewKey = (s: ChapterListSnapshot): string => {
  const { status, keyword, volumeId, order } = s.context.filter;
  return `${status}\u0000${keyword}\u0000${volumeId ?? ''}\u0000${order}`;
};

/** The out-of-order refusal the author is asked about; null otherwise. */
export const selectOrderRefusal = (s: ChapterListSnapshot): OrderRefusal | null =>
  s.context.orderRefused?.refusal ?? null;
/** The refused action was to publish now (not a schedule). */
export const selectOrderRefusedNow = (s: ChapterListSnapshot): boolean =>
  s.context.orderRefused?.action.kind === 'publish';
