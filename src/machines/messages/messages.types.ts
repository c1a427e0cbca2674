/**
 * Types of the messages machine: the items and pages the API actors answer,
 * the machine's input, context and events, and the error ids it sets.
 */
import type {
  MessageCategory,
  MessageReview,
  MessageTarget,
  MessageTemplate,
  MessageTodo,
  MessageType,
} from '../../lib/contract';
import type { MessageStatistics, UnreadByType } from '../common/unread';

export { MESSAGE_TYPES } from '../../lib/contract';
export type { MessageType };
/** A type tab of the message page: one type, or every type. */
export type MessageTypeFilter = MessageType | 'all';
/** Read-state filter of the message page. */
export type MessageStatusFilter = 'all' | 'unread' | 'read';

/** One message as the page call returns it (docs/behaviour.md, Messages and notifications). */
export interface MessageItem {
  readonly id: string;
  readonly type: MessageType;
  readonly title: string;
  readonly subTitle: string;
  readonly avatar: string;
  readonly content: string;
  /** ISO-8601. */
  readonly time: string;
  /** Presentation hint: 0 plain, 1 success, 2 warning, 3 error. */
  readonly messageType: number;
  /** 0 unread, 1 read. */
  readonly status: 0 | 1;
  /** What it is about; security and money are always delivered. Absent from older servers. */
  readonly category?: MessageCategory;
  readonly always_delivered?: boolean;
  /** What clicking it opens; null for general notices. */
  readonly target?: MessageTarget | null;
  /** The quoted comment, chapter title or reviewer's words. */
  readonly quote?: string | null;
  /** A review rejection's reason code and what to change. */
  readonly review?: MessageReview | null;
  /** A to-do's task, due time and state (worked out by the server from the target). */
  readonly todo?: MessageTodo | null;
  /** A system message's template key and values, shown in the page's language. Absent from older servers. */
  readonly template?: MessageTemplate | null;
}

/** A book the page can be narrowed to. */
export interface MessageBook {
  readonly id: string;
  readonly title: string;
}

/**
 * The filters of the message page, as its URL carries them: type tab, read
 * state, one book, a range of Beijing days (YYYY-MM-DD, both included).
 */
export interface MessageQuery {
  readonly type: MessageTypeFilter;
  readonly status: MessageStatusFilter;
  readonly bookId: string | null;
  readonly from: string | null;
  readonly to: string | null;
}

/** How many messages the navbar's box shows per type. */
export const MESSAGE_BOX_SIZE = 5;

/** Input of the `fetchPage` actor (GET /author/message/page). */
export interface FetchPageInput {
  readonly type?: MessageType;
  /** 0 unread, 1 read; absent for all. */
  readonly status?: 0 | 1;
  readonly bookId?: string;
  readonly dateFrom?: string;
  readonly dateTo?: string;
  readonly page: number;
  readonly pageSize: number;
}

/** Output of the `fetchPage` actor: the body of the page call. */
export interface MessagePage {
  readonly list: readonly MessageItem[];
  readonly total: number;
  readonly page: number;
  readonly page_size: number;
  /** The author's books messages are about (for the book filter). */
  readonly books?: readonly MessageBook[];
}

/** Input of the `markRead` actor (POST /author/message/read). */
export type MarkReadInput =
  | { readonly ids: readonly string[] }
  | {
      readonly all: true;
      readonly type?: MessageType;
      readonly bookId?: string;
      readonly dateFrom?: string;
      readonly dateTo?: string;
    };

/** Output of the `markRead` actor: the body of the read call. */
export interface MarkReadResult {
  readonly updated: number;
  readonly unread: number;
  /** The new counts after the read (servers before targets leave it out). */
  readonly statistics?: MessageStatistics;
}

/** Counts the machine reports after reads (forwarded as `notifications.set`). */
export interface UnreadReport {
  readonly unread: number;
  readonly byType: UnreadByType;
}

/** Input of the machine. */
export interface MessagesInput {
  /** Items per page: 5 for the navbar box, 20 (default) for the page. */
  readonly pageSize?: number;
  /** Type tab to start on; 'all' by default. */
  readonly type?: MessageTypeFilter;
}

/** Events the messages machine accepts. */
export type MessagesEvent =
  /**
   * Load (or reload) the first page, optionally switching to a type tab, or
   * to every filter at once (`query`, from the page's URL).
   */
  | { type: 'messages.open'; messageType?: MessageTypeFilter; query?: MessageQuery }
  /** Switch the type tab; back to page 1. */
  | { type: 'messages.selectType'; messageType: MessageTypeFilter }
  /** Switch the read-state filter; back to page 1. */
  | { type: 'messages.filter'; status: MessageStatusFilter }
  /** Go to a page (from 1). */
  | { type: 'messages.page'; page: number }
  /** Mark messages read; optimistic, rolled back if the call fails. */
  | { type: 'messages.read'; ids: readonly string[] }
  /** Mark every message of a type (all types when absent) read. */
  | { type: 'messages.readAll'; messageType?: MessageType }
  /** All Read for the filter in view (tab, book, days): the server marks them and answers the counts. */
  | { type: 'messages.readInView' }
  /** Select or unselect a message of the page. */
  | { type: 'messages.toggleSelect'; id: string }
  /** Select every message of the page, or none when all are selected. */
  | { type: 'messages.toggleSelectPage' }
  /** Mark the selected messages read and clear the selection. */
  | { type: 'messages.readSelected' }
  /** Reload the current page and the counts. */
  | { type: 'messages.refresh' }
  /** Internal: reload the counts after a read. */
  | { type: 'messages.statistics' };

/** Error message ids the machine sets (both catalogues carry them). */
export const MESSAGES_LOAD_ERROR = 'messageBox.loadError';
export const MESSAGES_READ_ERROR = 'messages.error.read';
export type MessagesErrorId = typeof MESSAGES_LOAD_ERROR | typeof MESSAGES_READ_ERROR;

/** A read sent or waiting to be sent, with what to undo if it fails. */
export interface PendingRead {
  readonly request: MarkReadInput;
  /** Ids this read turned from unread to read in the list. */
  readonly flipped: readonly string[];
  /** What this read took off each count. */
  readonly delta: UnreadByType;
}

export interface MessagesContext {
  readonly type: MessageTypeFilter;
  readonly status: MessageStatusFilter;
  readonly bookId: string | null;
  /** First Beijing day of the range, YYYY-MM-DD. */
  readonly from: string | null;
  /** Last Beijing day of the range, YYYY-MM-DD. */
  readonly to: string | null;
  readonly books: readonly MessageBook[];
  /** Ids of the page's messages the author selected. */
  readonly selected: readonly string[];
  readonly page: number;
  readonly pageSize: number;
  readonly list: readonly MessageItem[];
  readonly total: number;
  readonly unread: number;
  readonly byType: UnreadByType;
  readonly error: MessagesErrorId | null;
  /** Reads in order; the first is in flight while the read region is 'reading'. */
  readonly reads: readonly PendingRead[];
  /** A read changed the counts since the last report. */
  readonly countsDirty: boolean;
}

export const DEFAULT_PAGE_SIZE = 20;
