import { assign, type SnapshotFrom, setup } from 'xstate';
import {
  codePointLength,
  FIELD_LIMITS,
  isOneOf,
  REVIEW_STATUSES,
  type ReviewStatus,
  SERIAL_STATUSES,
  type SerialStatus,
} from '../../lib/contract';
import type { BookItem, BookKind } from '../common/book';
import { declaredActor } from '../common/declared-actor';

/** Sort orders the list offers (the API's `sort`). */
export type BookSort = 'update_desc' | 'words_desc';

export const BOOK_SORTS: readonly BookSort[] = ['update_desc', 'words_desc'];
/** Page sizes the list offers; the URL may carry any size from 1 to the contract's maximum. */
export const BOOK_PAGE_SIZES: readonly number[] = [10, 20, 50];
const DEFAULT_BOOK_PAGE_SIZE = 10;

/** What the list shows: search, filters, sort and page. Lives in the URL. */
export interface BookListQuery {
  /** Part of the title; '' for none. */
  readonly keyword: string;
  /** '' for every serial state. */
  readonly serialStatus: SerialStatus | '';
  /** '' for every review state. */
  readonly reviewStatus: ReviewStatus | '';
  readonly sort: BookSort;
  /** From 1. */
  readonly page: number;
  readonly pageSize: number;
}

export const DEFAULT_BOOK_LIST_QUERY: BookListQuery = {
  keyword: '',
  serialStatus: '',
  reviewStatus: '',
  sort: 'update_desc',
  page: 1,
  pageSize: DEFAULT_BOOK_PAGE_SIZE,
};

const oneOf = <T extends string>(values: readonly T[], value: string | null): T | '' =>
  isOneOf(values, value) ? value : '';

/** The first `max` code points of `text`. */
const clip = (text: string, max: number): string =>
  codePointLength(text) > max ? [...text].slice(0, max).join('') : text;

const positiveInt = (value: string | null, fallback: number, max: number): number => {
  if (value === null || !/^[0-9]{1,6}$/.test(value)) return fallback;
  const n = Number(value);
  return n >= 1 && n <= max ? n : fallback;
};

/**
 * The list query a URL search string describes. Unknown or bad values fall
 * back to the defaults, so a hand-edited URL still shows a list.
 */
export function parseBookListQuery(search: string): BookListQuery {
  const params = new URLSearchParams(search);
  return {
    keyword: clip((params.get('keyword') ?? '').trim(), FIELD_LIMITS.bookKeyword.max),
    serialStatus: oneOf(SERIAL_STATUSES, params.get('serial_status')),
    reviewStatus: oneOf(REVIEW_STATUSES, params.get('review_status')),
    sort: oneOf(BOOK_SORTS, params.get('sort')) || DEFAULT_BOOK_LIST_QUERY.sort,
    page: positiveInt(params.get('page'), 1, 1_000_000),
    pageSize: positiveInt(
      params.get('page_size'),
      DEFAULT_BOOK_PAGE_SIZE,
      FIELD_LIMITS.pageSize.max,
    ),
  };
}

/** The URL search string (without '?') for a query; defaults are left out. */
export function bookListSearch(query: BookListQuery): string {
  const params = new URLSearchParams();
  if (query.keyword) params.set('keyword', query.keyword);
  if (query.serialStatus) params.set('serial_status', query.serialStatus);
  if (query.reviewStatus) params.set('review_status', query.reviewStatus);
  if (query.sort !== DEFAULT_BOOK_LIST_QUERY.sort) params.set('sort', query.sort);
  if (query.page !== 1) params.set('page', String(query.page));
  if (query.pageSize !== DEFAULT_BOOK_PAGE_SIZE) params.set('page_size', String(query.pageSize));
  return params.toString();
}

/** True when two queries ask for the same page. */
function sameBookListQuery(a: BookListQuery, b: BookListQuery): boolean {
  return (
    a.keyword === b.keyword &&
    a.serialStatus === b.serialStatus &&
    a.reviewStatus === b.reviewStatus &&
    a.sort === b.sort &&
    a.page === b.page &&
    a.pageSize === b.pageSize
  );
}

/** Input of the `fetchBooks` actor (GET /author/book/list). */
export interface FetchBooksInput extends BookListQuery {
  readonly kind: BookKind;
}

/** Output of the `fetchBooks` actor: the body of the list call. */
export interface BookPage {
  readonly list: readonly BookItem[];
  readonly total: number;
}

/** Input of the machine. */
export interface BookListInput {
  readonly kind: BookKind;
}

/** Events the book list accepts. */
export type BookListEvent =
  /** Show the page a query describes (the screen sends the URL's query). */
  | { type: 'bookList.query'; query: BookListQuery }
  /** Load the current query again (after a failure, or to refresh). */
  | { type: 'bookList.retry' };

/** Message id shown when the list could not be loaded. */
const BOOK_LIST_LOAD_ERROR = 'books.list.loadError';

export interface BookListContext {
  readonly kind: BookKind;
  readonly query: BookListQuery;
  readonly list: readonly BookItem[];
  readonly total: number;
  /** The list has been loaded at least once (skeletons only before that). */
  readonly loaded: boolean;
  readonly error: typeof BOOK_LIST_LOAD_ERROR | null;
}

/**
 * One kind's list of books (long or short novels) for the query in the URL.
 * The screen sends `bookList.query` whenever the URL changes; a newer query
 * drops the answer still in flight, so only the latest reaches the rows.
 *
 * The app provides the `fetchBooks` actor.
 */
export const bookListMachine = setup({
  types: {
    context: {} as BookListContext,
    events: {} as BookListEvent,
    input: {} as BookListInput,
  },
  actors: {
    fetchBooks: declaredActor<BookPage, FetchBooksInput>('bookList', 'fetchBooks'),
  },
  guards: {
    isNewQuery: ({ context, event }) =>
      event.type === 'bookList.query' && !sameBookListQuery(context.query, event.query),
  },
  actions: {
    assignQuery: assign(({ event }) =>
      event.type === 'bookList.query' ? { query: event.query } : {},
    ),
    assignPage: assign((_, params: { page: BookPage }) => ({
      list: params.page.list,
      total: Math.max(0, params.page.total),
      loaded: true,
      error: null,
    })),
    assignError: assign({ error: BOOK_LIST_LOAD_ERROR }),
    clearError: assign({ error: null }),
  },
}).createMachine({
  id: 'bookList',
  context: ({ input }) => ({
    kind: input.kind,
    query: DEFAULT_BOOK_LIST_QUERY,
    list: [],
    total: 0,
    loaded: false,
    error: null,
  }),
  initial: 'idle',
  states: {
    idle: {
      on: { 'bookList.query': { target: 'loading', actions: 'assignQuery' } },
    },
    loading: {
      entry: 'clearError',
      invoke: {
        src: 'fetchBooks',
        input: ({ context }) => ({ ...context.query, kind: context.kind }),
        onDone: {
          target: 'ready',
          actions: { type: 'assignPage', params: ({ event }) => ({ page: event.output }) },
        },
        onError: { target: 'failed', actions: 'assignError' },
      },
    },
    ready: {},
    failed: {},
  },
  on: {
    'bookList.query': {
      guard: 'isNewQuery',
      target: '.loading',
      reenter: true,
      actions: 'assignQuery',
    },
    'bookList.retry': { target: '.loading', reenter: true },
  },
});

type BookListSnapshot = SnapshotFrom<typeof bookListMachine>;

/** Books of the current page. */
export const selectBooks = (s: BookListSnapshot): readonly BookItem[] => s.context.list;
/** Books matching the query over all pages. */
export const selectBookTotal = (s: BookListSnapshot): number => s.context.total;
/** The query shown (the same object until it changes). */
export const selectBookQuery = (s: BookListSnapshot): BookListQuery => s.context.query;
/** A page is being loaded. */
export const selectBooksLoading = (s: BookListSnapshot): boolean =>
  s.matches('loading') || s.matches('idle');
/** Nothing has been loaded yet: show skeletons rather than an empty state. */
export const selectBooksFirstLoad = (s: BookListSnapshot): boolean => !s.context.loaded;
/** Message id of the load failure, or null. */
export const selectBookListError = (s: BookListSnapshot): string | null => s.context.error;
/** Number of pages (at least 1). */
export const selectBookPages = (s: BookListSnapshot): number =>
  Math.max(1, Math.ceil(s.context.total / s.context.query.pageSize));
/** True when the query narrows the list (search or a filter). */
export const selectBookListFiltered = (s: BookListSnapshot): boolean =>
  s.context.query.keyword !== '' ||
  s.context.query.serialStatus !== '' ||
  s.context.query.reviewStatus !== '';
