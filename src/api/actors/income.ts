/** The Work income screen's actors: overview, statements, daily rows and attendance. */
import { fromPromise } from 'xstate';
import type {
  IncomeAttendance,
  IncomeDaily,
  IncomeOverview,
  IncomeSummary,
} from '../../lib/contract/income-types';
import type {
  FetchAttendanceInput,
  FetchDailyInput,
  FetchOverviewInput,
  FetchSummaryInput,
} from '../../machines/income/income.machine';
import { type Api, bySignal } from './request';

/** `book_id` only for one book: its absence means all works. */
const bookQuery = (bookId: string | null) => (bookId ? { book_id: bookId } : {});

/** The named actors incomeMachine declares, over the client. */
export function createIncomeActors(api: Api) {
  const { client } = api;
  return {
    fetchOverview: fromPromise<IncomeOverview, FetchOverviewInput>(({ input, signal }) =>
      api.unwrap(
        client.GET('/author/income/overview', {
          params: { query: bookQuery(input.bookId) },
          ...bySignal(signal),
        }),
      ),
    ),
    fetchSummary: fromPromise<IncomeSummary, FetchSummaryInput>(({ input, signal }) => {
      const range = input.range ? { from: input.range.from, to: input.range.to } : {};
      return api.unwrap(
        client.GET('/author/income/summary', {
          params: { query: { ...bookQuery(input.bookId), ...range } },
          ...bySignal(signal),
        }),
      );
    }),
    fetchDaily: fromPromise<IncomeDaily, FetchDailyInput>(({ input, signal }) =>
      api.unwrap(
        client.GET('/author/income/daily', {
          params: { query: { month: input.month, ...bookQuery(input.bookId) } },
          ...bySignal(signal),
        }),
      ),
    ),
    fetchAttendance: fromPromise<IncomeAttendance, FetchAttendanceInput>(({ input, signal }) =>
      api.unwrap(
        client.GET('/author/income/attendance', {
          params: { query: bookQuery(input.bookId) },
          ...bySignal(signal),
        }),
      ),
    ),
  };
}
