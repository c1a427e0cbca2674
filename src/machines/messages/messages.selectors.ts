/** Selectors of the messages machine: views read its state only through these. */
import type { SnapshotFrom } from 'xstate';
import type { UnreadByType } from '../common/unread';
import type { messagesMachine } from './messages.machine';
import type {
  MessageBook,
  MessageItem,
  MessageStatusFilter,
  MessagesErrorId,
  MessageTypeFilter,
} from './messages.types';

type MessagesSnapshot = SnapshotFrom<typeof messagesMachine>;

/** The messages of the current page. */
export const selectList = (s: MessagesSnapshot): readonly MessageItem[] => s.context.list;
/** Messages matching the tab and filter, over all pages. */
export const selectTotal = (s: MessagesSnapshot): number => s.context.total;
/** Current page, from 1. */
export const selectPage = (s: MessagesSnapshot): number => s.context.page;
export const selectPageSize = (s: MessagesSnapshot): number => s.context.pageSize;
/** A page is being loaded. */
export const selectLoading = (s: MessagesSnapshot): boolean => s.matches({ page: 'loading' });
/** A read is being sent. */
export const selectReading = (s: MessagesSnapshot): boolean => s.matches({ read: 'sending' });
/** Message id of the last failure (load or read), or null. */
export const selectError = (s: MessagesSnapshot): MessagesErrorId | null => s.context.error;
/** Unread count over all types, as the machine last knew it. */
export const selectUnread = (s: MessagesSnapshot): number => s.context.unread;
/** Unread counts per type; the same object until a count changes. */
export const selectUnreadByType = (s: MessagesSnapshot): UnreadByType => s.context.byType;
/** Current type tab. */
export const selectType = (s: MessagesSnapshot): MessageTypeFilter => s.context.type;
/** Current read-state filter. */
export const selectStatus = (s: MessagesSnapshot): MessageStatusFilter => s.context.status;
/** The book filter (an id), or null for every book. */
export const selectBookId = (s: MessagesSnapshot): string | null => s.context.bookId;
/** First Beijing day of the date filter, or null. */
export const selectFrom = (s: MessagesSnapshot): string | null => s.context.from;
/** Last Beijing day of the date filter, or null. */
export const selectTo = (s: MessagesSnapshot): string | null => s.context.to;
/** The books the page can be narrowed to; the same array until a page brings new ones. */
export const selectBooks = (s: MessagesSnapshot): readonly MessageBook[] => s.context.books;
/** Ids of the selected messages; the same array until the selection changes. */
export const selectSelected = (s: MessagesSnapshot): readonly string[] => s.context.selected;
