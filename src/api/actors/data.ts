/**
 * The work-data screen's actors (GET /author/data/*): the books of the
 * selector, the KPI figures with the daily rows, a server-sorted page of the
 * chapter table and the read-through curve.
 */
import { fromPromise } from 'xstate';
import type {
  ChapterPage,
  DataBook,
  DataDaily,
  FetchChaptersInput,
  FetchDailyInput,
  FetchReadthroughInput,
  Readthrough,
} from '../../machines/book-data/book-data.types';
import { type Api, bySignal } from './request';

/** The named actors bookDataMachine declares, over the client. */
export function createDataActors(api: Api) {
  const { client } = api;
  return {
    fetchBooks: fromPromise<readonly DataBook[]>(async ({ signal }) => {
      const { list } = await api.unwrap(client.GET('/author/data/books', bySignal(signal)));
      return list;
    }),
    fetchDaily: fromPromise<DataDaily, FetchDailyInput>(({ input, signal }) => {
      const query = {
        book_id: input.bookId,
        by: input.by,
        ...(input.from ? { from: input.from } : {}),
        ...(input.to ? { to: input.to } : {}),
      };
      return api.unwrap(
        client.GET('/author/data/daily', { params: { query }, ...bySignal(signal) }),
      );
    }),
    fetchChapters: fromPromise<ChapterPage, FetchChaptersInput>(({ input, signal }) => {
      const query = {
        book_id: input.bookId,
        sort: input.sort,
        order: input.order,
        page: input.page,
        page_size: input.pageSize,
      };
      return api.unwrap(
        client.GET('/author/data/chapters', { params: { query }, ...bySignal(signal) }),
      );
    }),
    fetchReadthrough: fromPromise<Readthrough, FetchReadthroughInput>(({ input, signal }) =>
      api.unwrap(
        client.GET('/author/data/readthrough', {
          params: { query: { book_id: input.bookId } },
          ...bySignal(signal),
        }),
      ),
    ),
  };
}
