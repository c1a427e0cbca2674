/**
 * Types of the messages machine: the items and pages the API actors answer,
 * the machine's input, context and events, and the error ids it sets.
 */
import type { MessageType } from '../lib/contract';
import type { UnreadByType } from './shared/unread';

export { MESSAGE_TYPES } from '../lib/contract';
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
}

/** How many messages the navbar's box shows per type. */
export const MESSAGE_BOX_SIZE = 5;

/** Input of the `fetchPage` actor (GET /author/message/page). */
export interface FetchPageInput {
  readonly type?: MessageType;
  /** 0 unread, 1 read; absent for all. */
  readonly status?: 0 | 1;
  readonly page: number;
  readonly pageSize: number;
}

/** Output of the `fetchPage` actor: the body of the page call. */
export interface MessagePage {
  readonly list: readonly MessageItem[];
  readonly total: number;
  readonly page: number;
  readonly page_size: number;
}

/** Input of the `markRead` actor (POST /author/message/read). */
export type MarkReadInput =
  | { readonly ids: readonly string[] }
  | { readonly all: true; readonly type?: MessageType };

/** Output of the `markRead` actor: the body of the read call. */
export interface MarkReadResult {
  readonly updated: number;
  readonly unread: number;
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
  /** Load (or reload) the first page, optionally switching to a type tab. */
  | { type: 'messages.open'; messageType?: MessageTypeFilter }
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
