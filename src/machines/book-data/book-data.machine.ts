import { assertEvent, assign, setup } from 'xstate';
import { declaredActor } from '../common/declared-actor';
import {
  CHAPTER_EXPORT_PAGE_SIZE,
  CHAPTER_PAGE_SIZE,
  DATA_ERRORS,
  DEFAULT_BOOK_DATA_QUERY,
  dailyInput,
  dataErrorOf,
  moreChapterPagesToGather,
  nextChapterPage,
  pickBook,
  staleChapterPages,
} from './book-data.logic';
import type {
  BookDataContext,
  BookDataEvent,
  BookDataQuery,
  ChapterPage,
  DataBook,
  DataDaily,
  FetchChaptersInput,
  FetchDailyInput,
  FetchReadthroughInput,
  Readthrough,
} from './book-data.types';

export type { BookDataContext, BookDataEvent } from './book-data.types';

const NO_ERRORS: BookDataContext['errors'] = {
  books: null,
  daily: null,
  chapters: null,
  readthrough: null,
  export: null,
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
 * (`daily`), the server-sorted chapter table (`chapters`), loaded a page
 * at a time as its window scrolls (`bookData.chapterRange`), and the
 * read-through curve (`readthrough`); beside them, the whole chapter table
 * gathered in pages of 500 for its CSV file on request (`export`).
 *
 * A new query reloads only the parts it changes: another range the daily
 * rows, another sort or order the chapter table, another book all of them;
 * the trend's metric reloads nothing. Answers still in flight for an older query
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
    // Same book, another sort or order: the chapter table only.
    chapterOrderChanged: ({ context, event }) => {
      const query = queryOf(event);
      if (query === null || resolvedBookId(context, query) !== context.book?.book_id) return false;
      const now = context.query;
      return query.sort !== now.sort || query.order !== now.order;
    },
    hasChapterPageToLoad: ({ context }) =>
      nextChapterPage(context.chapters, context.chapterRange) !== null,
    hasMoreToGather: ({ context }, params: { page: ChapterPage }) =>
      moreChapterPagesToGather(
        params.page.list.length,
        (context.gathering?.rows.length ?? 0) + params.page.list.length,
        params.page.total,
      ),
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
    // The book's own figures go with it: another book's must not show
    // meanwhile. The same book again (a refresh) keeps its chapter rows on
    // show and loads the pages in view again behind them.
    resolveBook: assign(({ context }) => {
      const book = pickBook(context.books, context.query.book);
      const same = book !== null && book.book_id === context.book?.book_id;
      return same
        ? {
            book,
            chapters: context.chapters && {
              ...context.chapters,
              pages: staleChapterPages(context.chapters.pages),
            },
          }
        : {
            book,
            daily: null,
            chapters: null,
            chapterRange: { start: 0, end: 0 },
            readthrough: null,
            gathering: null,
            chapterExport: null,
            errors: NO_ERRORS,
          };
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
    assignChapterRange: assign(({ event }) => {
      assertEvent(event, 'bookData.chapterRange');
      return { chapterRange: { start: Math.max(0, event.start), end: Math.max(0, event.end) } };
    }),
    assignLoadingPage: assign(({ context }) => ({
      loadingPage: nextChapterPage(context.chapters, context.chapterRange) ?? 1,
    })),
    // Another order keeps the count and the VIP figures; its rows load anew from the top.
    resetChapterPages: assign(({ context }) => ({
      chapters: context.chapters && { ...context.chapters, pages: {} },
      chapterRange: { start: 0, end: 0 },
    })),
    assignChapters: assign(({ context }, params: { page: ChapterPage }) => {
      const page = context.loadingPage ?? 1;
      // A total that changed (a chapter published meanwhile) shifts every
      // page: the others load again rather than show rows out of place.
      const kept =
        context.chapters && context.chapters.total === params.page.total
          ? context.chapters.pages
          : staleChapterPages(context.chapters?.pages ?? {});
      return {
        chapters: {
          total: params.page.total,
          vip: params.page.vip,
          pageSize: CHAPTER_PAGE_SIZE,
          pages: { ...kept, [page]: { rows: params.page.list, fresh: true } },
        },
        loadingPage: null,
        errors: { ...context.errors, chapters: null },
      };
    }),
    startGathering: assign(({ context }) => ({
      gathering: { sort: context.query.sort, order: context.query.order, rows: [] },
      errors: { ...context.errors, export: null },
    })),
    gatherPage: assign(({ context }, params: { page: ChapterPage }) => ({
      gathering: context.gathering && {
        ...context.gathering,
        rows: [...context.gathering.rows, ...params.page.list],
      },
    })),
    finishGathering: assign(({ context }) => ({
      gathering: null,
      chapterExport: context.gathering && {
        seq: (context.chapterExport?.seq ?? 0) + 1,
        sort: context.gathering.sort,
        order: context.gathering.order,
        rows: context.gathering.rows,
      },
    })),
    dropGathering: assign({ gathering: null }),
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
    chapterRange: { start: 0, end: 0 },
    loadingPage: null,
    gathering: null,
    chapterExport: null,
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
              initial: 'checking',
              on: {
                'bookData.query': {
                  guard: 'chapterOrderChanged',
                  target: '.checking',
                  actions: ['assignQuery', 'resetChapterPages'],
                },
              },
              states: {
                checking: {
                  always: [
                    { guard: 'hasChapterPageToLoad', target: 'loading' },
                    { target: 'ready' },
                  ],
                },
                loading: {
                  tags: ['loading.chapters'],
                  entry: 'assignLoadingPage',
                  invoke: {
                    src: 'fetchChapters',
                    input: ({ context }) => ({
                      bookId: context.book?.book_id ?? '',
                      sort: context.query.sort,
                      order: context.query.order,
                      page: context.loadingPage ?? 1,
                      pageSize: CHAPTER_PAGE_SIZE,
                    }),
                    onDone: {
                      target: 'checking',
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
                  // The page in flight stays wanted when the window moves on;
                  // the next check picks the window's new gaps.
                  on: { 'bookData.chapterRange': { actions: 'assignChapterRange' } },
                },
                ready: {
                  on: {
                    'bookData.chapterRange': { target: 'checking', actions: 'assignChapterRange' },
                  },
                },
                failed: {
                  on: {
                    'bookData.retry': 'checking',
                    'bookData.chapterRange': { actions: 'assignChapterRange' },
                  },
                },
              },
            },
            export: {
              initial: 'idle',
              states: {
                idle: {
                  on: {
                    'bookData.exportChapters': { target: 'gathering', actions: 'startGathering' },
                  },
                },
                gathering: {
                  tags: ['exporting.chapters'],
                  invoke: {
                    src: 'fetchChapters',
                    input: ({ context }) => ({
                      bookId: context.book?.book_id ?? '',
                      sort: context.gathering?.sort ?? context.query.sort,
                      order: context.gathering?.order ?? context.query.order,
                      page:
                        Math.floor(
                          (context.gathering?.rows.length ?? 0) / CHAPTER_EXPORT_PAGE_SIZE,
                        ) + 1,
                      pageSize: CHAPTER_EXPORT_PAGE_SIZE,
                    }),
                    onDone: [
                      {
                        guard: {
                          type: 'hasMoreToGather',
                          params: ({ event }) => ({ page: event.output }),
                        },
                        target: 'gathering',
                        reenter: true,
                        actions: {
                          type: 'gatherPage',
                          params: ({ event }) => ({ page: event.output }),
                        },
                      },
                      {
                        target: 'idle',
                        actions: [
                          { type: 'gatherPage', params: ({ event }) => ({ page: event.output }) },
                          'finishGathering',
                        ],
                      },
                    ],
                    onError: {
                      target: 'idle',
                      actions: [
                        'dropGathering',
                        {
                          type: 'assignError',
                          params: ({ event }) => ({ part: 'export', reason: event.error }),
                        },
                      ],
                    },
                  },
                },
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
