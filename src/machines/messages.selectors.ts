/** Selectors of the messages machine: views read its state only through these. */
import type { SnapshotFrom } from 'xstate';
import type { messagesMachine } from './messages.machine';
import type {
  MessageItem,
  MessageStatusFilter,
  MessagesErrorId,
  MessageTypeFilter,
} from './messages.types';
import type { UnreadByType } from './shared/unread';

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
