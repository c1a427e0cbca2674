import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { failureFieldErrors, failureMessageId } from '../../lib/api-failure';
import type { BookItem } from '../common/book';
import { deferred, flush } from '../testing/wait';
import {
  type BookPage,
  bookListMachine,
  bookListSearch,
  DEFAULT_BOOK_LIST_QUERY,
  type FetchBooksInput,
  parseBookListQuery,
  selectBookListError,
  selectBookListFiltered,
  selectBookPages,
  selectBooks,
  selectBooksFirstLoad,
  selectBookTotal,
} from './book-list.machine';

const book = (id: string): BookItem => ({
  id,
  kind: 'long',
  title: `Book ${id}`,
  audience: 'male',
  category_id: 'leaf',
  category_path: ['男频', '科幻', '星际文明'],
  category_names: [
    { 'zh-CN': '男频', 'en-US': 'Male channel' },
    { 'zh-CN': '科幻', 'en-US': 'Sci-fi' },
    { 'zh-CN': '星际文明', 'en-US': 'Interstellar civilisation' },
  ],
  tags: [],
  protagonists: [],
  synopsis: '',
  cover_url: null,
  serial_status: 'serial',
  review_status: 'approved',
  reject_reason: null,
  reject_fields: [],
  sign_status: 'signed',
  allow_vip: true,
  word_count: 1000,
  chapter_count: 3,
  last_chapter_title: null,
  last_published_at: null,
  create_time: '2026-01-01T00:00:00+08:00',
  update_time: '2026-01-01T00:00:00+08:00',
});

function start(fetch: (input: FetchBooksInput) => Promise<BookPage>) {
  const fetchBooks = vi.fn(fetch);
  const actor = createActor(
    bookListMachine.provide({
      actors: {
        fetchBooks: fromPromise(({ input }: { input: FetchBooksInput }) => fetchBooks(input)),
      },
    }),
    { input: { kind: 'short' } },
  ).start();
  return { actor, fetchBooks, snap: () => actor.getSnapshot() };
}

describe('the list query in the URL', () => {
  it('reads every part and writes back only what differs from the defaults', () => {
    const query = parseBookListQuery(
      'keyword=%E6%98%9F&serial_status=completed&review_status=approved&sort=words_desc&page=3&page_size=2',
    );
    expect(query).toEqual({
      keyword: '星',
      serialStatus: 'completed',
      reviewStatus: 'approved',
      sort: 'words_desc',
      page: 3,
      pageSize: 2,
    });
    expect(parseBookListQuery(bookListSearch(query))).toEqual(query);
    expect(bookListSearch(DEFAULT_BOOK_LIST_QUERY)).toBe('');
  });

  it('falls back to the defaults for values it does not know', () => {
    expect(
      parseBookListQuery('serial_status=gone&sort=random&page=-2&page_size=1000&review_status='),
    ).toEqual(DEFAULT_BOOK_LIST_QUERY);
  });
});

describe('bookListMachine', () => {
  it('loads the page a query asks for, with the kind', async () => {
    const { actor, fetchBooks, snap } = start(() =>
      Promise.resolve({ list: [book('a'), book('b')], total: 23 }),
    );
    expect(selectBooksFirstLoad(snap())).toBe(true);
    actor.send({ type: 'bookList.query', query: { ...DEFAULT_BOOK_LIST_QUERY, keyword: 'x' } });
    await flush();
    expect(fetchBooks).toHaveBeenCalledWith({
      ...DEFAULT_BOOK_LIST_QUERY,
      keyword: 'x',
      kind: 'short',
    });
    expect(selectBooks(snap()).map((b) => b.id)).toEqual(['a', 'b']);
    expect(selectBookTotal(snap())).toBe(23);
    expect(selectBookPages(snap())).toBe(3);
    expect(selectBookListFiltered(snap())).toBe(true);
    expect(selectBooksFirstLoad(snap())).toBe(false);
  });

  it('does not reload for the same query, and shows only the latest answer', async () => {
    const first = deferred<BookPage>();
    const second = deferred<BookPage>();
    const answers = [first.promise, second.promise];
    const { actor, fetchBooks, snap } = start(() => answers.shift() ?? Promise.reject(new Error()));
    actor.send({ type: 'bookList.query', query: DEFAULT_BOOK_LIST_QUERY });
    actor.send({ type: 'bookList.query', query: { ...DEFAULT_BOOK_LIST_QUERY } });
    expect(fetchBooks).toHaveBeenCalledTimes(1);
    actor.send({ type: 'bookList.query', query: { ...DEFAULT_BOOK_LIST_QUERY, page: 2 } });
    second.resolve({ list: [book('page2')], total: 11 });
    first.resolve({ list: [book('page1')], total: 11 });
    await flush();
    expect(selectBooks(snap()).map((b) => b.id)).toEqual(['page2']);
  });

  it('shows an error and loads again on retry', async () => {
    let fail = true;
    const { actor, snap } = start(() =>
      fail ? Promise.reject(new Error('down')) : Promise.resolve({ list: [book('a')], total: 1 }),
    );
    actor.send({ type: 'bookList.query', query: DEFAULT_BOOK_LIST_QUERY });
    await flush();
    expect(selectBookListError(snap())).toBe('books.list.loadError');
    fail = false;
    actor.send({ type: 'bookList.retry' });
    await flush();
    expect(selectBookListError(snap())).toBeNull();
    expect(selectBooks(snap())).toHaveLength(1);
  });
});

describe('failures of book calls', () => {
  it('reads the field errors of a 101001 and the message of known codes', () => {
    const invalid = { code: 101001, body: { errors: { title: 'validation.tooLong', x: 3 } } };
    expect(failureFieldErrors(invalid)).toEqual({ title: 'validation.tooLong' });
    expect(failureFieldErrors({ code: 104001, body: null })).toEqual({});
    expect(failureMessageId({ code: 103001 })).toBe('error.103001');
    expect(failureMessageId({ code: -1 })).toBe('error.unknown');
    expect(failureMessageId(new Error('x'))).toBe('error.unknown');
  });
});
