/** The message page's filters, URL, selection, All Read in view and targets. */
import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import type { MessageStatistics } from '../common/unread';
import { deferred, flush } from '../testing/wait';
import {
  DEFAULT_MESSAGE_QUERY,
  type FetchPageInput,
  type MarkReadInput,
  type MarkReadResult,
  type MessageItem,
  type MessagePage,
  type MessageQuery,
  messageSearch,
  messagesMachine,
  parseMessageQuery,
  resubmitHref,
  selectBookId,
  selectBooks,
  selectFrom,
  selectList,
  selectSelected,
  selectTo,
  selectUnread,
  selectUnreadByType,
  targetHref,
} from './messages.machine';

const item = (
  id: string,
  type: MessageItem['type'],
  extra: Partial<MessageItem> = {},
): MessageItem => ({
  id,
  type,
  title: `Title ${id}`,
  subTitle: '',
  avatar: '',
  content: '',
  time: '2026-11-20T10:00:00+08:00',
  messageType: 0,
  status: 0,
  ...extra,
});

const STAR = { kind: 'book' as const, id: 'star', book_id: 'star' };
const LIST = [
  item('a', 'message', { target: STAR }),
  item('b', 'notice', { target: STAR }),
  item('c', 'todo', { target: { kind: 'account', id: null, book_id: null } }),
];
const PAGE: MessagePage = {
  list: LIST,
  total: 3,
  page: 1,
  page_size: 20,
  books: [{ id: 'star', title: '星海长歌' }],
};
const STATS: MessageStatistics = { unread: 9, message: 4, notice: 3, todo: 2 };

function start(read?: (input: MarkReadInput) => Promise<MarkReadResult>) {
  const fetchPage = vi.fn((_: FetchPageInput) => Promise.resolve(PAGE));
  let statsCalls = 0;
  // The counts load once on open; later reloads hang, so what a read answered stays in view.
  const fetchStatistics = () =>
    statsCalls++ === 0 ? Promise.resolve(STATS) : new Promise<MessageStatistics>(() => {});
  const markRead = vi.fn(read ?? (() => Promise.resolve({ updated: 1, unread: 8 })));
  const machine = messagesMachine.provide({
    actors: {
      fetchPage: fromPromise(({ input }: { input: FetchPageInput }) => fetchPage(input)),
      markRead: fromPromise(({ input }: { input: MarkReadInput }) => markRead(input)),
      fetchStatistics: fromPromise(() => fetchStatistics()),
    },
  });
  const actor = createActor(machine, { input: {} }).start();
  return { actor, fetchPage, markRead, snap: () => actor.getSnapshot() };
}

const QUERY: MessageQuery = {
  type: 'notice',
  status: 'unread',
  bookId: 'star',
  from: '2026-11-01',
  to: '2026-11-20',
};

describe('message filters', () => {
  it('opens on every filter of the URL and asks the server for them', async () => {
    const { actor, fetchPage, snap } = start();
    actor.send({ type: 'messages.open', query: QUERY });
    await flush();
    expect(fetchPage).toHaveBeenLastCalledWith({
      type: 'notice',
      status: 0,
      bookId: 'star',
      dateFrom: '2026-11-01',
      dateTo: '2026-11-20',
      page: 1,
      pageSize: 20,
    });
    expect(selectBookId(snap())).toBe('star');
    expect(selectFrom(snap())).toBe('2026-11-01');
    expect(selectTo(snap())).toBe('2026-11-20');
    expect(selectBooks(snap())).toEqual(PAGE.books);
    // Back to no filter.
    actor.send({ type: 'messages.open', query: DEFAULT_MESSAGE_QUERY });
    await flush();
    expect(fetchPage).toHaveBeenLastCalledWith({ page: 1, pageSize: 20 });
  });

  it('reads and writes the filters in the URL, dropping what is malformed', () => {
    expect(parseMessageQuery(`?${messageSearch(QUERY)}`)).toEqual(QUERY);
    expect(messageSearch(DEFAULT_MESSAGE_QUERY)).toBe('');
    expect(parseMessageQuery('type=spam&status=maybe&book=bad%20id&from=2026-13-01&to=x')).toEqual(
      DEFAULT_MESSAGE_QUERY,
    );
    // A range given backwards is the same range.
    expect(parseMessageQuery('from=2026-11-20&to=2026-11-01')).toMatchObject({
      from: '2026-11-01',
      to: '2026-11-20',
    });
  });
});

describe('selecting several', () => {
  it('marks the selected messages read in one call and clears the selection', async () => {
    const { actor, markRead, snap } = start();
    actor.send({ type: 'messages.open' });
    await flush();
    actor.send({ type: 'messages.toggleSelect', id: 'a' });
    actor.send({ type: 'messages.toggleSelect', id: 'c' });
    actor.send({ type: 'messages.toggleSelect', id: 'nope' });
    expect(selectSelected(snap())).toEqual(['a', 'c']);
    actor.send({ type: 'messages.toggleSelect', id: 'c' });
    actor.send({ type: 'messages.toggleSelect', id: 'b' });
    actor.send({ type: 'messages.readSelected' });
    expect(selectSelected(snap())).toEqual([]);
    expect(selectList(snap()).map((m) => m.status)).toEqual([1, 1, 0]);
    await flush();
    expect(markRead).toHaveBeenCalledWith({ ids: ['a', 'b'] });
  });

  it('selects the whole page, then none', async () => {
    const { actor, snap } = start();
    actor.send({ type: 'messages.open' });
    await flush();
    actor.send({ type: 'messages.toggleSelectPage' });
    expect(selectSelected(snap())).toEqual(['a', 'b', 'c']);
    actor.send({ type: 'messages.toggleSelectPage' });
    expect(selectSelected(snap())).toEqual([]);
  });

  it('sends nothing when nothing is selected', async () => {
    const { actor, markRead } = start();
    actor.send({ type: 'messages.open' });
    await flush();
    actor.send({ type: 'messages.readSelected' });
    await flush();
    expect(markRead).not.toHaveBeenCalled();
  });
});

describe('All Read in the filter in view', () => {
  it('sends the filter in view and takes the counts the server answers', async () => {
    const answer = deferred<MarkReadResult>();
    const { actor, markRead, snap } = start(() => answer.promise);
    actor.send({ type: 'messages.open', query: { ...QUERY, status: 'all' } });
    await flush();
    actor.send({ type: 'messages.readInView' });
    // Optimistic: the notice of the page in view (tab notice) is read at once.
    expect(selectList(snap()).map((m) => m.status)).toEqual([0, 1, 0]);
    await flush();
    expect(markRead).toHaveBeenCalledWith({
      all: true,
      type: 'notice',
      bookId: 'star',
      dateFrom: '2026-11-01',
      dateTo: '2026-11-20',
    });
    answer.resolve({
      updated: 2,
      unread: 7,
      statistics: { unread: 7, message: 4, notice: 1, todo: 2 },
    });
    await flush();
    expect(selectUnread(snap())).toBe(7);
    expect(selectUnreadByType(snap())).toEqual({ message: 4, notice: 1, todo: 2 });
  });

  it('rolls back when the call fails', async () => {
    const { actor, snap } = start(() => Promise.reject(new Error('offline')));
    actor.send({ type: 'messages.open', query: { ...DEFAULT_MESSAGE_QUERY, bookId: 'star' } });
    await flush();
    actor.send({ type: 'messages.readInView' });
    expect(selectList(snap()).map((m) => m.status)).toEqual([1, 1, 0]);
    await flush();
    expect(selectList(snap()).map((m) => m.status)).toEqual([0, 0, 0]);
  });
});

describe('targets', () => {
  it('opens the route of each kind of target', () => {
    const at = (target: MessageItem['target']) => targetHref(item('x', 'notice', { target }));
    expect(at({ kind: 'chapter', id: 'c1', book_id: 'b1' })).toBe(
      '/chapter-add?book_id=b1&chapter_id=c1',
    );
    expect(at({ kind: 'book', id: 'b1', book_id: 'b1' })).toBe('/book-manage/book-info?book_id=b1');
    expect(at({ kind: 'sign_application', id: 's1', book_id: 'b1' })).toBe(
      '/book-manage/book-info?book_id=b1',
    );
    expect(at({ kind: 'income_month', id: '2026-08', book_id: null })).toBe(
      '/income?daily=2026-08',
    );
    expect(at({ kind: 'account', id: null, book_id: null })).toBe('/account-info');
    expect(at({ kind: 'export', id: 'j1', book_id: 'b1' })).toBe(
      '/book-manage/book-info?book_id=b1&export=1',
    );
    expect(at({ kind: 'export', id: 'j2', book_id: null })).toBe('/account-info?export=1');
    expect(at(null)).toBeNull();
    expect(at(undefined)).toBeNull();
  });

  it("resubmits a chapter's rejection from that chapter's editor, a book's from its page", () => {
    const chapterRejected = item('r', 'notice', {
      target: { kind: 'chapter', id: 'c1', book_id: 'b1' },
      review: { reason_code: 'sensitive_content', changes: ['chapters'] },
    });
    expect(resubmitHref(chapterRejected)).toBe('/chapter-add?book_id=b1&chapter_id=c1');
    expect(targetHref(chapterRejected)).toBe('/chapter-add?book_id=b1&chapter_id=c1');
    const bookRejected = item('r2', 'notice', {
      target: STAR,
      review: { reason_code: 'other', changes: ['synopsis'] },
    });
    expect(resubmitHref(bookRejected)).toBe('/book-manage/book-info?book_id=star');
    expect(resubmitHref(item('n', 'notice', { target: STAR }))).toBeNull();
  });
});
