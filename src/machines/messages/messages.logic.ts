/**
 * Pure rules of the messages machine: the page query for the tab and
 * filters, the optimistic change a read makes, and the count arithmetic.
 */
import { isOneOf, MESSAGE_TYPES } from '../../lib/contract';
import type { UnreadByType } from '../common/unread';
import type {
  FetchPageInput,
  MarkReadInput,
  MessageItem,
  MessageQuery,
  MessageStatusFilter,
  MessagesContext,
  MessagesEvent,
  PendingRead,
} from './messages.types';

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
    ...(context.bookId ? { bookId: context.bookId } : {}),
    ...(context.from ? { dateFrom: context.from } : {}),
    ...(context.to ? { dateTo: context.to } : {}),
    page: context.page,
    pageSize: context.pageSize,
  };
}

/** The optimistic change a read makes, or null when there is nothing to send. */
export function planRead(context: MessagesContext, event: MessagesEvent): PendingRead | null {
  if (event.type === 'messages.read' || event.type === 'messages.readSelected') {
    const ids = [...new Set(event.type === 'messages.read' ? event.ids : context.selected)];
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
  if (event.type === 'messages.readInView') {
    const request = inViewRequest(context);
    const flippedItems = context.list.filter(
      (item) => item.status === 0 && matchesRead(item, request),
    );
    const narrowed = context.bookId !== null || context.from !== null || context.to !== null;
    let delta: UnreadByType;
    if (!narrowed) {
      delta =
        context.type === 'all'
          ? context.byType
          : { ...ZERO, [context.type]: context.byType[context.type] };
    } else {
      // Only the page is known here; the answer's counts correct the rest.
      const counted = { ...ZERO };
      for (const item of flippedItems) counted[item.type] += 1;
      delta = counted;
    }
    return { request, flipped: flippedItems.map((item) => item.id), delta };
  }
  return null;
}

/** The read call for All Read in the filter in view (the read-state filter plays no part). */
function inViewRequest(context: MessagesContext): MarkReadInput {
  return {
    all: true,
    ...(context.type === 'all' ? {} : { type: context.type }),
    ...(context.bookId ? { bookId: context.bookId } : {}),
    ...(context.from ? { dateFrom: context.from } : {}),
    ...(context.to ? { dateTo: context.to } : {}),
  };
}

/** The Beijing day (YYYY-MM-DD) of an instant, as the server's day filters count. */
export function beijingDay(iso: string): string {
  const t = Date.parse(iso);
  return Number.isNaN(t) ? '' : new Date(t + 8 * 3_600_000).toISOString().slice(0, 10);
}

/** Whether a read (sent or queued) covers the message. */
function matchesRead(item: MessageItem, request: MarkReadInput): boolean {
  if ('ids' in request) return request.ids.includes(item.id);
  if (request.type !== undefined && request.type !== item.type) return false;
  if (request.bookId !== undefined && item.target?.book_id !== request.bookId) return false;
  const day = beijingDay(item.time);
  if (request.dateFrom !== undefined && day < request.dateFrom) return false;
  if (request.dateTo !== undefined && day > request.dateTo) return false;
  return true;
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
    const pending = reads.some(({ request }) => matchesRead(item, request));
    return pending ? { ...item, status: 1 as const } : item;
  });
}

const DAY_PATTERN = /^[0-9]{4}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])$/;
const ID_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;
const STATUS_FILTERS: readonly MessageStatusFilter[] = ['all', 'unread', 'read'];

/** The page's filters when nothing narrows them. */
export const DEFAULT_MESSAGE_QUERY: MessageQuery = {
  type: 'all',
  status: 'all',
  bookId: null,
  from: null,
  to: null,
};

/** The filters a URL search string holds; anything malformed is left out. */
export function parseMessageQuery(search: string): MessageQuery {
  const params = new URLSearchParams(search);
  const type = params.get('type');
  const status = params.get('status');
  const book = params.get('book');
  const day = (name: string) => {
    const value = params.get(name);
    return value && DAY_PATTERN.test(value) ? value : null;
  };
  let from = day('from');
  let to = day('to');
  // A range given backwards is the same range.
  if (from && to && from > to) [from, to] = [to, from];
  return {
    type: isOneOf(MESSAGE_TYPES, type) ? type : 'all',
    status: isOneOf(STATUS_FILTERS, status) ? status : 'all',
    bookId: book && ID_PATTERN.test(book) ? book : null,
    from,
    to,
  };
}

/** The URL search string (without '?') of the filters; defaults are left out. */
export function messageSearch(query: MessageQuery): string {
  const params = new URLSearchParams();
  if (query.type !== 'all') params.set('type', query.type);
  if (query.status !== 'all') params.set('status', query.status);
  if (query.bookId) params.set('book', query.bookId);
  if (query.from) params.set('from', query.from);
  if (query.to) params.set('to', query.to);
  return params.toString();
}

/** The filters the machine has now. */
export const queryOf = (context: MessagesContext): MessageQuery => ({
  type: context.type,
  status: context.status,
  bookId: context.bookId,
  from: context.from,
  to: context.to,
});

const enc = encodeURIComponent;

/**
 * The SPA route a message opens (src/lib/route-table.ts): a chapter in the
 * editor, a book (or its sign application) on its details page, an income
 * month's days, the account, a finished export's dialog; null when it is about nothing in particular.
 */
export function targetHref(item: MessageItem): string | null {
  const target = item.target;
  if (!target) return null;
  switch (target.kind) {
    case 'chapter':
      return target.id && target.book_id
        ? `/chapter-add?book_id=${enc(target.book_id)}&chapter_id=${enc(target.id)}`
        : null;
    case 'book':
    case 'sign_application': {
      const book = target.book_id ?? (target.kind === 'book' ? target.id : null);
      return book ? `/book-manage/book-info?book_id=${enc(book)}` : null;
    }
    case 'income_month':
      return target.id ? `/income?daily=${enc(target.id)}` : '/income';
    case 'account':
      return '/account-info';
    // The page whose export dialog holds the file: the book's, or the account's.
    case 'export':
      return target.book_id
        ? `/book-manage/book-info?book_id=${enc(target.book_id)}&export=1`
        : '/account-info?export=1';
    default:
      return null;
  }
}

/**
 * Where a review rejection is fixed and resubmitted: a returned chapter in
 * its editor (issue 30: the book's page left the author to find it among
 * thousands), a returned book on its page.
 */
export function resubmitHref(item: MessageItem): string | null {
  if (!item.review) return null;
  if (item.target?.kind === 'chapter') return targetHref(item);
  const book = item.target?.book_id;
  return book ? `/book-manage/book-info?book_id=${enc(book)}` : null;
}
