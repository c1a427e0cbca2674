import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import type {
  IncomeAttendance,
  IncomeDaily,
  IncomeOverview,
  IncomeSummary,
} from '../../lib/contract/income-types';
import { deferred, flush, waitFor } from '../testing/wait';
import { DEFAULT_INCOME_QUERY, type IncomeQuery } from './income.logic';
import {
  type FetchDailyInput,
  type FetchSummaryInput,
  incomeMachine,
  selectDailyMonth,
  selectIncomeOverview,
  selectIncomeSummary,
  selectSectionFailed,
  selectSectionLoading,
} from './income.machine';

// The machine only stores and hands on what the server answers: the test
// answers carry just the fields it reads.
const overview = (currentMonth = '2026-11') =>
  ({ current_month: currentMonth, first_month: '2024-12', kpis: {} }) as unknown as IncomeOverview;
const summary = (tag: string) => ({ from: tag, list: [] }) as unknown as IncomeSummary;
const daily = (month: string) => ({ month, list: [] }) as unknown as IncomeDaily;
const attendance = { month: '2026-11', list: [] } as unknown as IncomeAttendance;

interface Calls {
  overview: (string | null)[];
  summary: FetchSummaryInput[];
  daily: FetchDailyInput[];
  attendance: (string | null)[];
}

/** A machine over fake actors; `hold` lets a test decide when the overview answers. */
function start(
  options: {
    query?: IncomeQuery;
    overview?: () => Promise<IncomeOverview>;
    failDaily?: number;
  } = {},
) {
  const calls: Calls = { overview: [], summary: [], daily: [], attendance: [] };
  let dailyFailures = options.failDaily ?? 0;
  const actor = createActor(
    incomeMachine.provide({
      actors: {
        fetchOverview: fromPromise(async ({ input }) => {
          calls.overview.push(input.bookId);
          return options.overview ? options.overview() : overview();
        }),
        fetchSummary: fromPromise(async ({ input }) => {
          calls.summary.push(input);
          return summary(input.range?.from ?? 'default');
        }),
        fetchDaily: fromPromise(async ({ input }) => {
          calls.daily.push(input);
          if (dailyFailures-- > 0) throw new Error('HTTP 500');
          return daily(input.month);
        }),
        fetchAttendance: fromPromise(async ({ input }) => {
          calls.attendance.push(input.bookId);
          return attendance;
        }),
      },
    }),
    { input: { query: options.query ?? DEFAULT_INCOME_QUERY } },
  ).start();
  return { actor, calls };
}

const query = (patch: Partial<IncomeQuery>): IncomeQuery => ({ ...DEFAULT_INCOME_QUERY, ...patch });
const settled = (actor: ReturnType<typeof start>['actor']) =>
  waitFor(
    actor,
    (s) =>
      !s.hasTag('loading.overview') &&
      !s.hasTag('loading.statements') &&
      !s.hasTag('loading.daily') &&
      !s.hasTag('loading.attendance'),
  );

describe('incomeMachine', () => {
  it('loads all works, the last 12 months and this month’s days by default', async () => {
    const { actor, calls } = start();
    const s = await settled(actor);

    expect(calls.overview).toEqual([null]);
    // The default range is the server's own: no waiting for the calendar.
    expect(calls.summary).toEqual([{ bookId: null, range: null }]);
    expect(calls.daily).toEqual([{ bookId: null, month: '2026-11' }]);
    expect(calls.attendance).toEqual([null]);
    expect(selectIncomeOverview(s)).not.toBeNull();
    expect(selectDailyMonth(s)).toBe('2026-11');
  });

  it('waits for the calendar before resolving any other preset', async () => {
    const answer = deferred<IncomeOverview>();
    const { actor, calls } = start({
      query: query({ range: 'this_year' }),
      overview: () => answer.promise,
    });
    await flush();
    expect(calls.summary).toEqual([]);
    expect(selectSectionLoading('statements')(actor.getSnapshot())).toBe(true);

    answer.resolve(overview('2026-03'));
    await settled(actor);
    expect(calls.summary).toEqual([{ bookId: null, range: { from: '2026-01', to: '2026-03' } }]);
    expect(calls.daily).toEqual([{ bookId: null, month: '2026-03' }]);
  });

  it('reloads only what a new query changes', async () => {
    const { actor, calls } = start();
    await settled(actor);

    actor.send({ type: 'income.query', query: query({ daily: '2026-09' }) });
    await settled(actor);
    expect(calls.daily.at(-1)).toEqual({ bookId: null, month: '2026-09' });
    expect(calls.summary).toHaveLength(1);
    expect(calls.overview).toHaveLength(1);

    // A new range keeps the chosen daily month.
    actor.send({ type: 'income.query', query: query({ daily: '2026-09', range: 'last_month' }) });
    const s = await settled(actor);
    expect(calls.summary.at(-1)).toEqual({
      bookId: null,
      range: { from: '2026-10', to: '2026-10' },
    });
    expect(calls.daily).toHaveLength(2);
    expect(selectIncomeSummary(s)).toMatchObject({ from: '2026-10' });

    // The same query again loads nothing.
    actor.send({ type: 'income.query', query: query({ daily: '2026-09', range: 'last_month' }) });
    await flush();
    expect(calls.summary).toHaveLength(2);
  });

  it('reloads every part for another book', async () => {
    const { actor, calls } = start();
    await settled(actor);

    actor.send({ type: 'income.query', query: query({ book: 'b1' }) });
    await settled(actor);

    expect(calls.overview).toEqual([null, 'b1']);
    expect(calls.summary.at(-1)).toEqual({
      bookId: 'b1',
      range: { from: '2025-12', to: '2026-11' },
    });
    expect(calls.daily.at(-1)).toEqual({ bookId: 'b1', month: '2026-11' });
    expect(calls.attendance).toEqual([null, 'b1']);
  });

  it('shows a failed part as failed, and retries that part alone', async () => {
    const { actor, calls } = start({ failDaily: 1 });
    let s = await settled(actor);
    expect(selectSectionFailed('daily')(s)).toBe(true);
    expect(selectSectionFailed('statements')(s)).toBe(false);

    actor.send({ type: 'income.retry', section: 'daily' });
    s = await settled(actor);
    expect(selectSectionFailed('daily')(s)).toBe(false);
    expect(calls.daily).toHaveLength(2);
    expect(calls.summary).toHaveLength(1);
  });

  it('drops an answer still in flight when a newer query comes', async () => {
    const answers = new Map<string, ReturnType<typeof deferred<IncomeSummary>>>();
    const actor = createActor(
      incomeMachine.provide({
        actors: {
          fetchOverview: fromPromise(async () => overview()),
          fetchSummary: fromPromise(({ input }) => {
            const answer = deferred<IncomeSummary>();
            answers.set(input.range?.from ?? 'default', answer);
            return answer.promise;
          }),
          fetchDaily: fromPromise(async ({ input }) => daily(input.month)),
          fetchAttendance: fromPromise(async () => attendance),
        },
      }),
      { input: { query: query({ range: 'this_year' }) } },
    ).start();
    await waitFor(actor, () => answers.has('2026-01'));

    actor.send({ type: 'income.query', query: query({ range: 'last_month' }) });
    await waitFor(actor, () => answers.has('2026-10'));
    answers.get('2026-10')?.resolve(summary('2026-10'));
    answers.get('2026-01')?.resolve(summary('2026-01'));
    await flush();

    expect(selectIncomeSummary(actor.getSnapshot())).toMatchObject({ from: '2026-10' });
  });
});
