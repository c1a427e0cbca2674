/**
 * Pure rules of the messages machine: the page query for the tab and
 * filters, the optimistic change a read makes, and the count arithmetic.
 */

import type {
  FetchPageInput,
  MessageItem,
  MessagesContext,
  MessagesEvent,
  PendingRead,
} from './messages.types';
import type { UnreadByType } from './shared/unread';

export const ZERO: UnreadByType = { message: 0, notice: 0, todo: 0 };

export const nonNegative = (value: number): number =>
  Number.isFinite(value) && value > 0 ? value : 0;
export const sum = (counts: UnreadByType): number => counts.message + counts.notice + counts.todo;
export const subtract = (a: UnreadByType, b: UnreadByType): UnreadByType => ({
  message: nonNegative(a.message - b.message),
  notice: nonNegative(a.notice - b.notice),
  todo: nonNegative(a.todo - b.todo),
});
export const add = (a: UnreadByType, b: UnreadByType): UnreadByType => ({
  message: a.message + b.message,
  notice: a.notice + b.notice,
  todo: a.todo + b.todo,
});

/** The page call's query for the current tab, filter and page. */
export function pageQuery(context: MessagesContext): FetchPageInput {
  return {
    ...(context.type === 'all' ? {} : { type: context.type }),
    ...(context.status === 'all' ? {} : { status: context.status === 'unread' ? 0 : 1 }),
    page: context.page,
    pageSize: context.pageSize,
  };
}

/** The optimistic change a read makes, or null when there is nothing to send. */
export function planRead(context: MessagesContext, event: MessagesEvent): PendingRead | null {
  if (event.type === 'messages.read') {
    const ids = [...new Set(event.ids)];
    if (ids.length === 0) return null;
    const wanted = new Set(ids);
    const flippedItems = context.list.filter((item) => wanted.has(item.id) && item.status === 0);
    const delta = { ...ZERO };
    for (const item of flippedItems) delta[item.type] += 1;
    return { request: { ids }, flipped: flippedItems.map((item) => item.id), delta };
  }
  if (event.type === 'messages.readAll') {
    const only = event.messageType;
    const flipped = context.list
      .filter((item) => item.status === 0 && (only === undefined || item.type === only))
      .map((item) => item.id);
    const delta: UnreadByType = only ? { ...ZERO, [only]: context.byType[only] } : context.byType;
    return {
      request: only ? { all: true, type: only } : { all: true },
      flipped,
      delta,
    };
  }
  return null;
}

export const setStatus = (
  list: readonly MessageItem[],
  ids: readonly string[],
  status: 0 | 1,
): readonly MessageItem[] => {
  if (ids.length === 0) return list;
  const targets = new Set(ids);
  return list.map((item) => (targets.has(item.id) ? { ...item, status } : item));
};

// A page loaded while reads are still on their way shows them read already,
// as the server will once they land.
export function withPendingReads(
  list: readonly MessageItem[],
  reads: readonly PendingRead[],
): readonly MessageItem[] {
  if (reads.length === 0) return list;
  return list.map((item) => {
    if (item.status === 1) return item;
    const pending = reads.some(({ request }) =>
      'ids' in request
        ? request.ids.includes(item.id)
        : request.type === undefined || request.type === item.type,
    );
    return pending ? { ...item, status: 1 as const } : item;
  });
}
