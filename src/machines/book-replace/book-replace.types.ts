/**
 * The vocabulary of find and replace across a book (bookReplaceMachine):
 * what its actors take and give, in the machine's terms. Re-exported by
 * ./book-replace.machine.ts.
 */
import type { ChapterStatus, ChapterTextState } from '../../lib/contract';

/** A search as the API takes it (searchChapters, replaceInChapters). */
export interface ReplaceSpec {
  readonly query: string;
  readonly regex: boolean;
  readonly caseSensitive: boolean;
  readonly wholeWord: boolean;
}

/** One match with its context. */
export interface BookMatch {
  /** Its number in the chapter (title matches first): what a replace leaves alone by. */
  readonly index: number;
  readonly field: 'title' | 'content';
  readonly before: string;
  readonly match: string;
  readonly after: string;
}

/** A chapter with matches. */
export interface BookMatchChapter {
  readonly chapterId: string;
  readonly chapterNo: number;
  readonly title: string;
  readonly status: ChapterStatus;
  readonly textState: ChapterTextState;
  /** The version searched: a replace sends it back (a chapter saved since is skipped). */
  readonly version: number;
  readonly matchCount: number;
  /** The first matches (all of them are counted in matchCount). */
  readonly matches: readonly BookMatch[];
}

/** Output of `search`: one page of chapters with matches, and the totals. */
export interface BookSearchPage {
  readonly totalMatches: number;
  readonly totalChapters: number;
  readonly scannedChapters: number;
  /** False when the server stopped at its time or match limit. */
  readonly complete: boolean;
  readonly page: number;
  readonly list: readonly BookMatchChapter[];
}

/** Input of `search`. */
export interface BookSearchInput {
  readonly bookId: string;
  readonly spec: ReplaceSpec;
  readonly page: number;
  readonly pageSize: number;
}

/** A chapter to change and the version it was searched at. */
export interface ReplaceTarget {
  readonly chapterId: string;
  readonly version: number;
  /** Match indexes to leave as they are. */
  readonly exclude?: readonly number[];
}

/** Input of `collectTargets`: every chapter with matches, with its version. */
export interface CollectInput {
  readonly bookId: string;
  readonly spec: ReplaceSpec;
}

/** Input of `replaceBatch` (one call, up to REPLACE_BATCH chapters). */
export interface ReplaceBatchInput {
  readonly bookId: string;
  readonly spec: ReplaceSpec;
  readonly replacement: string;
  readonly chapters: readonly ReplaceTarget[];
  /** The undo of the earlier batches: this one joins it. */
  readonly undoId: string | null;
}

/** Output of `replaceBatch`. */
export interface ReplaceBatchResult {
  readonly undoId: string | null;
  /** Chapters changed and matches replaced in them. */
  readonly changed: number;
  readonly replaced: number;
  /** Chapters left as they were (saved since the search, or no match any more). */
  readonly skipped: number;
}

/** Input of `undo`. */
export interface UndoReplaceInput {
  readonly undoId: string;
  readonly skipChanged: boolean;
}

/** Output of `undo`. */
export interface UndoReplaceResult {
  readonly restored: number;
  readonly skipped: number;
}

/**
 * A refusal, as the actors reject: the search is not valid (field -> message
 * id), chapters changed since the replace (undo: `conflicts` of them), the
 * undo is spent or too old, or anything else.
 */
export type BookReplaceFailure =
  | { readonly kind: 'invalid'; readonly errors: Readonly<Record<string, string>> }
  | { readonly kind: 'conflict'; readonly conflicts: number }
  | { readonly kind: 'expired' }
  | { readonly kind: 'failed' };

/** How far the replace has gone. */
export interface ReplaceProgress {
  /** Chapters sent so far, of `total`. */
  readonly done: number;
  readonly total: number;
  readonly changed: number;
  readonly replaced: number;
  readonly skipped: number;
}

/** Message ids the machine sets (the desk catalogue carries them). */
export const REPLACE_ERRORS = {
  search: 'desk.replace.error.search',
  apply: 'desk.replace.error.apply',
  undo: 'desk.replace.error.undo',
  undoExpired: 'desk.replace.error.undoExpired',
} as const;
