/**
 * Types and pure rules of the readers' inbox machine: the filters, a page,
 * and how an answer from the server replaces one comment in the list.
 */
import type { ReaderComment, ReaderCommentKind } from '../../lib/contract/readers';

export type { ReaderComment, ReaderCommentKind };

export type CommentAction = 'pin' | 'unpin' | 'like' | 'unlike' | 'hide' | 'unhide' | 'report';

export interface InboxFilters {
  readonly kind?: ReaderCommentKind;
  readonly bookId?: string;
  readonly chapterFrom?: number;
  readonly chapterTo?: number;
  readonly unread?: boolean;
  readonly answered?: boolean;
  readonly keyword?: string;
}

export interface InboxPage {
  readonly list: readonly ReaderComment[];
  readonly nextCursor: string | null;
  readonly books: readonly { id: string; title: string }[];
}

export interface FetchInboxInput {
  readonly filters: InboxFilters;
  readonly cursor: string | null;
  readonly pageSize: number;
}

export interface ReplyInput {
  readonly commentId: string;
  readonly content: string;
}

export interface ReplyResult {
  readonly reply: ReaderComment;
  readonly comment: ReaderComment;
}

export interface ActInput {
  readonly commentId: string;
  readonly action: CommentAction;
}

export interface MarkReadInput {
  readonly ids: readonly string[];
}

export interface ReaderInboxContext {
  filters: InboxFilters;
  items: readonly ReaderComment[];
  nextCursor: string | null;
  books: readonly { id: string; title: string }[];
  /** Message id of the last failure to show, or null. */
  errorId: string | null;
  /** The comment whose reply was last sent, and whether it went through. */
  replied: { id: string; ok: boolean } | null;
  /** Message id of a refused reply's text (e.g. validation.text), or null. */
  replyErrorId: string | null;
  /** The comment being marked read. */
  markingId: string | null;
}

export type ReaderInboxEvent =
  | { type: 'inbox.filter'; filters: InboxFilters }
  | { type: 'inbox.more' }
  | { type: 'inbox.retry' }
  | { type: 'comment.reply'; commentId: string; content: string }
  | { type: 'comment.act'; commentId: string; action: CommentAction }
  | { type: 'comment.read'; commentId: string };

export const PAGE_SIZE = 20;
export const INBOX_LOAD_ERROR = 'readers.error.load';

/** The list with `comment` in its place (answers carry the comment as it is now). */
export function replaced(
  items: readonly ReaderComment[],
  comment: ReaderComment,
): readonly ReaderComment[] {
  return items.map((item) => (item.id === comment.id ? comment : item));
}

/** Filters with empty values dropped, so an emptied field stops filtering. */
export function cleanFilters(filters: InboxFilters): InboxFilters {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(filters)) {
    if (value === undefined || value === '' || Number.isNaN(value)) continue;
    out[key] = typeof value === 'string' ? value.trim() || undefined : value;
  }
  return Object.fromEntries(Object.entries(out).filter(([, v]) => v !== undefined)) as InboxFilters;
}
