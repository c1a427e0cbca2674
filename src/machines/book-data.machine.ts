import { assertEvent, assign, setup } from 'xstate';
import {
  CHAPTER_PAGE_SIZE,
  DATA_ERRORS,
  type DataErrorId,
  DEFAULT_BOOK_DATA_QUERY,
  dailyInput,
  dataErrorOf,
  pickBook,
  type RangeProblem,
} from './book-data.logic';
import type {
  BookDataQuery,
  ChapterPage,
  DataBook,
  DataDaily,
  FetchChaptersInput,
  FetchDailyInput,
  FetchReadthroughInput,
  Readthrough,
} from './book-data.types';
import { declaredActor } from './shared/declared-actor';

/** Events the work-data screen sends. */
export type BookDataEvent =
  /** Show what a query describes (the screen sends the URL's query whenever it changes). */
  | { type: 'bookData.query'; query: BookDataQuery }
  /** Try again whatever failed. */
  | { type: 'bookData.retry' }
  /** Load everything again behind what is shown (the screen is shown again). */
  | { type: 'bookData.refresh' };

export interface BookDataContext {
  readonly query: BookDataQuery;
  readonly books: readonly DataBook[];
  /** The book the query means, once the books are in (null: none, or not the author's). */
  readonly book: DataBook | null;
  readonly daily: DataDaily | null;
  readonly chapters: ChapterPage | null;
  readonly readthrough: Readthrough | null;
  /** Why the custom range cannot be asked for. */
  readonly rangeProblem: RangeProblem | null;
  readonly errors: {
    readonly books: DataErrorId | null;
    readonly daily: DataErrorId | null;
    readonly chapters: DataErrorId | null;
    readonly readthrough: DataErrorId | null;
  };
}

const NO_ERRORS: BookDataContext['errors'] = {
  books: null,
  daily: null,
  chapters: null,
  readthrough: null,
};

type Part = keyof BookDataContext['errors'];

const queryOf = (event: BookDataEvent): BookDataQuery | null =>
  event.type === 'bookData.query' ? event.query : null;

/** The id of the book a query resolves to among the loaded books. */
const resolvedBookId = (context: BookDataContext, query: BookDataQuery): string | null =>
  pickBook(context.books, query.book)?.book_id ?? null;

/**
 * The work-data screen of one author (/book-data): the books of the
 * selector first, then, for the book and range in the URL, three parts that
 * load side by side and fail alone: the KPI figures with the daily rows
 * (`daily`), a server-sorted page of the chapter table (`chapters`) and the
 * read-through curve (`readthrough`).
 *
 * A new query reloads only the parts it changes: another range the daily
 * rows, another sort or page the chapter table, another book all three; the
 * trend's metric reloads nothing. Answers still in flight for an older query
 * are dropped (their invoke is stopped, which aborts the request).
 *
 * The screen provides `fetchBooks`, `fetchDaily`, `fetchChapters` and
 * `fetchReadthrough` (src/api/actors/data.ts).
 */
export const bookDataMachine = setup({
  types: {
    context: {} as BookDataContext,
    events: {} as BookDataEvent,
  },
  actors: {
    fetchBooks: declaredActor<readonly DataBook[]>('bookData', 'fetchBooks'),
    fetchDaily: declaredActor<DataDaily, FetchDailyInput>('bookData', 'fetchDaily'),
    fetchChapters: declaredActor<ChapterPage, FetchChaptersInput>('bookData', 'fetchChapters'),
    fetchReadthrough: declaredActor<Readthrough, FetchReadthroughInput>(
      'bookData',
      'fetchReadthrough',
    ),
  },
  guards: {
    hasNoBooks: ({ context }) => context.books.length === 0,
    isUnknownBook: ({ context }) => context.book === null,
    bookChanged: ({ context, event }) => {
      const query = queryOf(event);
      return query !== null && resolvedBookId(context, query) !== context.book?.book_id;
    },
    // Same book, another range: the daily rows and KPI figures only.
    rangeChanged: ({ context, event }) => {
      const query = queryOf(event);
      if (query === null || resolvedBookId(context, query) !== context.book?.book_id) return false;
      const now = context.query;
      return query.range !== now.range || query.from !== now.from || query.to !== now.to;
    },
    // Same book, another sort, order or page: the chapter table only.
    chapterPageChanged: ({ context, event }) => {
      const query = queryOf(event);
      if (query === null || resolvedBookId(context, query) !== context.book?.book_id) return false;
      const now = context.query;
      return query.sort !== now.sort || query.order !== now.order || query.page !== now.page;
    },
    hasRangeProblem: ({ context }) =>
      context.book !== null && 'problem' in dailyInput(context.query, context.book),
  },
  actions: {
    assignQuery: assign(({ event }) => {
      assertEvent(event, 'bookData.query');
      return { query: event.query };
    }),
    assignBooks: assign(({ context }, params: { books: readonly DataBook[] }) => ({
      books: params.books,
      errors: { ...context.errors, books: null },
    })),
    // The book's own figures go with it: another book's must not show meanwhile.
    resolveBook: assign(({ context }) => {
      const book = pickBook(context.books, context.query.book);
      const same = book !== null && book.book_id === context.book?.book_id;
      return same
        ? { book }
        : { book, daily: null, chapters: null, readthrough: null, errors: NO_ERRORS };
    }),
    assignRangeProblem: assign(({ context }) => {
      const wanted = context.book ? dailyInput(context.query, context.book) : null;
      return {
        rangeProblem: wanted && 'problem' in wanted ? wanted.problem : null,
        daily: null,
      };
    }),
    assignDaily: assign(({ context }, params: { daily: DataDaily }) => ({
      daily: params.daily,
      rangeProblem: null,
      errors: { ...context.errors, daily: null },
    })),
    assignChapters: assign(({ context }, params: { page: ChapterPage }) => ({
      chapters: params.page,
      errors: { ...context.errors, chapters: null },
    })),
    assignReadthrough: assign(({ context }, params: { readthrough: Readthrough }) => ({
      readthrough: params.readthrough,
      errors: { ...context.errors, readthrough: null },
    })),
    assignError: assign(({ context }, params: { part: Part; reason: unknown }) => ({
      errors: { ...context.errors, [params.part]: dataErrorOf(params.reason) },
    })),
  },
}).createMachine({
  id: 'bookData',
  context: {
    query: DEFAULT_BOOK_DATA_QUERY,
    books: [],
    book: null,
    daily: null,
    chapters: null,
    readthrough: null,
    rangeProblem: null,
    errors: NO_ERRORS,
  },
  initial: 'loadingBooks',
  // A query none of the parts below reloads for (the trend's metric, or
  // any query while the books are on their way) is only noted.
  on: {
    'bookData.query': { actions: 'assignQuery' },
    'bookData.refresh': { target: '.loadingBooks' },
  },
  states: {
    loadingBooks: {
      tags: ['loading.books'],
      invoke: {
        src: 'fetchBooks',
        onDone: {
          target: 'shown',
          actions: { type: 'assignBooks', params: ({ event }) => ({ books: event.output }) },
        },
        onError: {
          target: 'booksFailed',
          actions: {
            type: 'assignError',
            params: ({ event }) => ({ part: 'books', reason: event.error }),
          },
        },
      },
    },
    booksFailed: {
      on: { 'bookData.retry': 'loadingBooks' },
    },
    shown: {
      initial: 'resolving',
      on: {
        'bookData.query': { guard: 'bookChanged', target: '.resolving', actions: 'assignQuery' },
      },
      states: {
        resolving: {
          entry: 'resolveBook',
          always: [
            { guard: 'hasNoBooks', target: 'noBooks' },
            { guard: 'isUnknownBook', target: 'unknownBook' },
            { target: 'book' },
          ],
        },
        noBooks: {},
        unknownBook: {},
        book: {
          type: 'parallel',
          states: {
            daily: {
              initial: 'choosing',
              on: {
                'bookData.query': {
                  guard: 'rangeChanged',
                  target: '.choosing',
                  actions: 'assignQuery',
                },
              },
              states: {
                choosing: {
                  always: [
                    {
                      guard: 'hasRangeProblem',
                      target: 'invalidRange',
                      actions: 'assignRangeProblem',
                    },
                    { target: 'loading' },
                  ],
                },
                loading: {
                  tags: ['loading.daily'],
                  invoke: {
                    src: 'fetchDaily',
                    input: ({ context }) => {
                      const wanted = context.book ? dailyInput(context.query, context.book) : null;
                      // 'choosing' let only a good range through.
                      return wanted && 'input' in wanted
                        ? wanted.input
                        : { bookId: context.book?.book_id ?? '', by: 'day' };
                    },
                    onDone: {
                      target: 'ready',
                      actions: {
                        type: 'assignDaily',
                        params: ({ event }) => ({ daily: event.output }),
                      },
                    },
                    onError: {
                      target: 'failed',
                      actions: {
                        type: 'assignError',
                        params: ({ event }) => ({ part: 'daily', reason: event.error }),
                      },
                    },
                  },
                },
                ready: {},
                failed: { on: { 'bookData.retry': 'loading' } },
                invalidRange: {},
              },
            },
            chapters: {
              initial: 'loading',
              on: {
                'bookData.query': {
                  guard: 'chapterPageChanged',
                  target: '.loading',
                  actions: 'assignQuery',
                },
              },
              states: {
                loading: {
                  tags: ['loading.chapters'],
                  invoke: {
                    src: 'fetchChapters',
                    input: ({ context }) => ({
                      bookId: context.book?.book_id ?? '',
                      sort: context.query.sort,
                      order: context.query.order,
                      page: context.query.page,
                      pageSize: CHAPTER_PAGE_SIZE,
                    }),
                    onDone: {
                      target: 'ready',
                      actions: {
                        type: 'assignChapters',
                        params: ({ event }) => ({ page: event.output }),
                      },
                    },
                    onError: {
                      target: 'failed',
                      actions: {
                        type: 'assignError',
                        params: ({ event }) => ({ part: 'chapters', reason: event.error }),
                      },
                    },
                  },
                },
                ready: {},
                failed: { on: { 'bookData.retry': 'loading' } },
              },
            },
            readthrough: {
              initial: 'loading',
              states: {
                loading: {
                  tags: ['loading.readthrough'],
                  invoke: {
                    src: 'fetchReadthrough',
                    input: ({ context }) => ({ bookId: context.book?.book_id ?? '' }),
                    onDone: {
                      target: 'ready',
                      actions: {
                        type: 'assignReadthrough',
                        params: ({ event }) => ({ readthrough: event.output }),
                      },
                    },
                    onError: {
                      target: 'failed',
                      actions: {
                        type: 'assignError',
                        params: ({ event }) => ({ part: 'readthrough', reason: event.error }),
                      },
                    },
                  },
                },
                ready: {},
                failed: { on: { 'bookData.retry': 'loading' } },
              },
            },
          },
        },
      },
    },
  },
});

export { DATA_ERRORS };
