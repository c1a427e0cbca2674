/**
 * The chapter list's vocabulary: rows, pages, actions and their notices, the
 * events it takes, its context and the message ids it sets. The machine is
 * in ./chapter-list.machine.ts, its pure rules in ./chapter-list.logic.ts.
 */
import { type ChapterStatus, FIELD_LIMITS } from '../../lib/contract';
import type { ChapterReviewState } from '../../lib/contract/chapter-review';
import type { OrderChoice, OrderRefusal } from '../common/reading-order';

export type { ChapterStatus };

/**
 * The list's status filter: every chapter but the trashed ones, one state,
 * the published and scheduled chapters with a pending revision, or published
 * chapters by the platform's review (in review, with appeals; blocked).
 */
export type ChapterStatusFilter = 'all' | ChapterStatus | 'revision' | ReviewFilter;

/** The review states the list filters on (src/lib/contract/chapter-review.ts). */
export type ReviewFilter = Extract<ChapterReviewState, 'in_review' | 'blocked'>;
export const REVIEW_FILTERS: readonly ReviewFilter[] = ['in_review', 'blocked'];

/** The list's order: reading order, or its reverse (the latest chapters first). */
export type ChapterOrder = 'reading' | 'newest';

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
  /** Behind the paywall (signed books). */
  readonly is_vip: boolean;
  readonly update_time: string;
  /** Edits readers do not have yet wait in a pending revision. */
  readonly has_revision: boolean;
  /** The platform's review of a published chapter (null before publishing). */
  readonly review_state?: ChapterReviewState | null;
}

/** Chapters per state over the whole book. */
export interface ChapterCounts {
  readonly draft: number;
  readonly scheduled: number;
  readonly published: number;
  readonly trashed: number;
  /** Published or scheduled chapters with a pending revision. */
  readonly revision: number;
  /** The words applying every pending revision would add (negative: remove). */
  readonly revisionWords: number;
}

/** Input of the `fetchPage` actor (GET /author/chapter/list). */
export interface ChapterPageQuery {
  readonly bookId: string;
  readonly volumeId?: string;
  readonly status?: ChapterStatus;
  /** Only chapters with a pending revision. */
  readonly revision?: true;
  /** Only published chapters in this review state. */
  readonly reviewState?: ReviewFilter;
  readonly keyword?: string;
  /** Absent: reading order. */
  readonly sort?: 'newest';
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

/** Clock times of day (`HH:MM`) in a time zone (IANA), a schedule's chapters go out at. */
export interface DailyTimes {
  readonly times: readonly string[];
  readonly timeZone: string;
}

/** What can be done to selected chapters. */
export type ChapterAction =
  /** `outOfOrder`: the author chose to publish before earlier unpublished chapters. */
  | { readonly kind: 'publish'; readonly outOfOrder?: boolean }
  /**
   * ISO-8601 time at least a minute ahead; with `intervalMinutes` the
   * chapters go out that far apart in reading order, from `publishAt`; with
   * `daily` one at each of its clock times (`HH:MM` in `timeZone`) day after
   * day, from the first at or after `publishAt`.
   */
  | {
      readonly kind: 'schedule';
      readonly publishAt: string;
      readonly intervalMinutes?: number;
      readonly daily?: DailyTimes;
      readonly outOfOrder?: boolean;
    }
  | { readonly kind: 'unschedule' }
  | { readonly kind: 'trash' }
  | { readonly kind: 'restore' }
  /** Pending revisions become what readers get, or are dropped (kept in history). */
  | { readonly kind: 'applyRevisions' }
  | { readonly kind: 'discardRevisions' }
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

/** Output of the `runAction` actor: the changed rows, and the id that undoes the call. */
export interface ChapterActionResult {
  readonly rows: readonly ChapterRow[];
  /** Null when the call cannot be undone (publishing now, unscheduling, restoring). */
  readonly undoId: string | null;
}

/** Why the server would not put a chapter back (UndoConflicts in the contract). */
export type UndoConflictReason = 'changed' | 'publish_time_passed' | 'position_taken';

/** Input of the `undoAction` actor: the undo ids of an action's calls. */
export interface UndoInput {
  readonly undoIds: readonly string[];
  /** Put back the chapters that did not change since, and leave the others. */
  readonly skipChanged: boolean;
}

/** Output of the `undoAction` actor. */
export interface UndoOutcome {
  /** Chapters put back. */
  readonly restored: number;
  /** Chapters left as they are (changed since), with `skipChanged`. */
  readonly skipped: number;
}

/**
 * How the `undoAction` actor fails: `conflict` (some chapters changed since;
 * nothing of that call was undone), `expired` (undone already, or past 24
 * hours) or `failed`; `undone` lists the ids whose calls were undone before.
 */
export interface UndoFailure {
  readonly kind: 'conflict' | 'expired' | 'failed';
  readonly conflicts: readonly UndoConflictReason[];
  readonly undone: readonly string[];
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
    }
  /** An action undone: `count` chapters back as they were, `skipped` left (changed since). */
  | {
      readonly kind: 'undone';
      readonly action: ChapterActionKind;
      readonly count: number;
      readonly skipped: number;
    }
  /**
   * An undo refused: `reasonId` says why; for a conflict, `changed` chapters
   * changed since, for `reasons`; the others can still be put back.
   */
  | {
      readonly kind: 'undoRefused';
      readonly action: ChapterActionKind;
      readonly reasonId: string;
      readonly changed: number;
      readonly reasons: readonly UndoConflictReason[];
    };

/** Input of the machine. */
export interface ChapterListInput {
  readonly bookId: string;
  /** Rows per page call (the API allows up to 500). */
  readonly pageSize?: number;
  /** The order the list opens in (the one last chosen for the book); newest first by default. */
  readonly order?: ChapterOrder;
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
  /** Reading order, or the latest chapters first. */
  | { type: 'chapters.order'; order: ChapterOrder }
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
  /** Undo the last trash, move or schedule (from its notice). */
  | { type: 'chapters.undo'; skipChanged: boolean }
  /** After an out-of-order refusal: how to publish after all. */
  | { type: 'chapters.chooseOrder'; choice: OrderChoice }
  /** After an out-of-order refusal: leave the chapters as they are. */
  | { type: 'chapters.cancelOrder' }
  /** Internal: the view changed outside the loader (a keyword was applied). */
  | { type: 'chapters.reload' };

/** Message ids the machine sets (chapters.json carries them). */
export const LIST_LOAD_ERROR = 'chapters.list.loadError';
export const JUMP_OUT_OF_RANGE = 'chapters.jump.outOfRange';
export const ACTION_FAILED = 'chapters.action.failed';
export const SELECT_ALL_FAILED = 'chapters.selectAll.failed';
export const UNDO_REFUSAL_IDS: Readonly<Record<UndoFailure['kind'], string>> = {
  conflict: 'chapters.undo.conflict',
  expired: 'chapters.undo.expired',
  failed: 'chapters.undo.failed',
};
export const REFUSAL_IDS: Readonly<Record<ChapterActionKind, string>> = {
  publish: 'chapters.refused.publishTrashed',
  schedule: 'chapters.refused.publishTrashed',
  unschedule: 'chapters.refused.unscheduleNotScheduled',
  trash: 'chapters.refused.trashPublished',
  restore: 'chapters.refused.restoreNotTrashed',
  move: 'chapters.refused.move',
  applyRevisions: 'chapters.refused.noRevision',
  discardRevisions: 'chapters.refused.noRevision',
};

/** Ids per bulk call: the contract's limit. */
export const ACTION_BATCH = FIELD_LIMITS.chapterIds.maxItems;
export const DEFAULT_PAGE_SIZE = 100;
/** Rows per call when selecting a whole view: the API's largest page. */
export const GATHER_PAGE_SIZE = FIELD_LIMITS.chapterPageSize.max;
/** Chapters a refusal names at most. */
export const MAX_NAMED = 5;

export interface PageEntry {
  readonly rows: readonly ChapterRow[];
  /** False once an action may have changed it: shown, but loaded again. */
  readonly fresh: boolean;
}

export interface Filter {
  readonly status: ChapterStatusFilter;
  readonly keyword: string;
  readonly volumeId: string | null;
  /** Not a filter: every view has one (isFiltered ignores it). */
  readonly order: ChapterOrder;
}

export interface RunningAction {
  readonly action: ChapterAction;
  readonly batches: readonly (readonly string[])[];
  /** Batches done. */
  readonly next: number;
  /** Chapters changed so far. */
  readonly changed: number;
  /** The undo ids of the calls done so far. */
  readonly undoIds: readonly string[];
}

/** An action refused out of reading order (103002), and what of it is left to do. */
export interface OrderRefusedAction {
  readonly action: ChapterAction;
  readonly refusal: OrderRefusal;
  /** The chapters of the action not changed yet. */
  readonly remaining: Readonly<Record<string, SelectedChapter>>;
  /** Chapters changed by earlier batches before the refusal. */
  readonly done: number;
}

/** The last action's calls, while they can be undone. */
export interface UndoableAction {
  readonly action: ChapterActionKind;
  readonly undoIds: readonly string[];
  /** The undo asked for leaves the chapters changed since. */
  readonly skipChanged: boolean;
}

export interface Gathering {
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
  /** An action the server refused out of reading order, while the author picks a way out. */
  readonly orderRefused: OrderRefusedAction | null;
  readonly notice: ChapterListNotice | null;
  /** What the notice's Undo puts back; null when nothing can be undone. */
  readonly undo: UndoableAction | null;
  /** A row to bring into view; `seq` changes with every jump. */
  readonly scrollTarget: { readonly index: number; readonly seq: number } | null;
  readonly highlightNo: number | null;
  readonly jumpError: { readonly id: string; readonly max: number } | null;
}
