import { assertEvent, assign, enqueueActions, type SnapshotFrom, setup } from 'xstate';
import type {
  IncomeAttendance,
  IncomeDaily,
  IncomeOverview,
  IncomeSummary,
} from '../../lib/contract/income-types';
import { declaredActor } from '../common/declared-actor';
import {
  type IncomeCalendar,
  type IncomeQuery,
  type MonthRange,
  resolveRange,
  sameIncomeQuery,
} from './income.logic';

/** Input of `fetchOverview` (GET /author/income/overview). */
export interface FetchOverviewInput {
  readonly bookId: string | null;
}
/** Input of `fetchSummary` (GET /author/income/summary); no range means the server's last 12 months. */
export interface FetchSummaryInput {
  readonly bookId: string | null;
  readonly range: MonthRange | null;
}
/** Input of `fetchDaily` (GET /author/income/daily). */
export interface FetchDailyInput {
  readonly bookId: string | null;
  readonly month: string;
}
/** Input of `fetchAttendance` (GET /author/income/attendance): this month. */
export interface FetchAttendanceInput {
  readonly bookId: string | null;
}

/** The screen's parts, each loaded and retried on its own. */
export const INCOME_SECTIONS = ['overview', 'statements', 'daily', 'attendance'] as const;
export type IncomeSection = (typeof INCOME_SECTIONS)[number];

/** Events the income screen sends. */
export type IncomeEvent =
  /** Show what a query describes (the screen sends the URL's query). */
  | { type: 'income.query'; query: IncomeQuery }
  /** Load a part again after it failed. */
  | { type: 'income.retry'; section: IncomeSection }
  /** Internal: a part's input changed. */
  | { type: 'income.reload'; section: IncomeSection };

/** Input of the machine: the query the URL had when the screen opened. */
export interface IncomeInput {
  readonly query: IncomeQuery;
}

export interface IncomeContext {
  readonly query: IncomeQuery;
  /** Known once the overview answered: ranges resolve against it. */
  readonly calendar: IncomeCalendar | null;
  readonly overview: IncomeOverview | null;
  readonly summary: IncomeSummary | null;
  readonly daily: IncomeDaily | null;
  readonly attendance: IncomeAttendance | null;
}

/** The statements' input, or null while the range needs the calendar. */
function summaryInput(context: IncomeContext): FetchSummaryInput | null {
  const { query, calendar } = context;
  if (calendar) return { bookId: query.book, range: resolveRange(query, calendar) };
  // The default range is the server's own default: no need to wait for the calendar.
  if (query.range === 'last_12') return { bookId: query.book, range: null };
  return null;
}

/** The daily rows' month: the one asked for, else the range's newest month. */
function dailyMonth(context: IncomeContext): string | null {
  const { query, calendar } = context;
  if (query.daily) return query.daily;
  return calendar ? resolveRange(query, calendar).to : null;
}

/** Which parts a new query changes. */
function changedSections(before: IncomeQuery, after: IncomeQuery): IncomeSection[] {
  if (before.book !== after.book) return [...INCOME_SECTIONS];
  const sections: IncomeSection[] = [];
  const rangeChanged =
    before.range !== after.range || before.from !== after.from || before.to !== after.to;
  if (rangeChanged) sections.push('statements');
  if (before.daily !== after.daily || (rangeChanged && after.daily === null))
    sections.push('daily');
  return sections;
}

/**
 * A part's reload and retry: back to its `waiting` state, which stops the
 * call in flight and starts the next once the part's input is there. Not a
 * re-entry: re-entering a region re-enters the whole parallel machine.
 */
function reloadOn(section: IncomeSection) {
  const transition = {
    guard: { type: 'isSection', params: { section } },
    target: '.waiting',
  } as const;
  return { 'income.reload': transition, 'income.retry': transition };
}

/**
 * A part's states around its call: `waiting` (for its input, when a guard
 * says it may be missing), `ready` and `failed`, tagged by the part's name
 * so views ask `hasTag('loading.daily')` rather than listing states.
 */
function sectionStates(section: IncomeSection, canLoad?: 'canLoadStatements' | 'canLoadDaily') {
  return {
    waiting: {
      tags: [`loading.${section}`],
      always: canLoad ? { guard: canLoad, target: 'loading' } : 'loading',
    },
    ready: {},
    failed: { tags: [`failed.${section}`] },
  } as const;
}

/**
 * The Work income screen: the overview (books, calendar, KPI figures), the
 * monthly statements of the range, the daily rows of one month and this
 * month's attendance, four parts loaded side by side and retried on their
 * own. The screen sends `income.query` whenever the URL changes; only the
 * parts the change touches load again, and a newer query drops the answer
 * still in flight (back in `waiting`, the part's call is stopped).
 *
 * The app provides the four actors.
 */
export const incomeMachine = setup({
  types: {
    context: {} as IncomeContext,
    events: {} as IncomeEvent,
    input: {} as IncomeInput,
  },
  actors: {
    fetchOverview: declaredActor<IncomeOverview, FetchOverviewInput>('income', 'fetchOverview'),
    fetchSummary: declaredActor<IncomeSummary, FetchSummaryInput>('income', 'fetchSummary'),
    fetchDaily: declaredActor<IncomeDaily, FetchDailyInput>('income', 'fetchDaily'),
    fetchAttendance: declaredActor<IncomeAttendance, FetchAttendanceInput>(
      'income',
      'fetchAttendance',
    ),
  },
  guards: {
    isSection: ({ event }, params: { section: IncomeSection }) =>
      'section' in event && event.section === params.section,
    canLoadStatements: ({ context }) => summaryInput(context) !== null,
    canLoadDaily: ({ context }) => dailyMonth(context) !== null,
  },
  actions: {
    applyQuery: enqueueActions(({ context, event, enqueue }) => {
      assertEvent(event, 'income.query');
      if (sameIncomeQuery(context.query, event.query)) return;
      const sections = changedSections(context.query, event.query);
      enqueue.assign({ query: event.query });
      for (const section of sections) enqueue.raise({ type: 'income.reload', section });
    }),
    assignOverview: assign((_, params: { overview: IncomeOverview }) => ({
      overview: params.overview,
      calendar: {
        currentMonth: params.overview.current_month,
        firstMonth: params.overview.first_month,
      },
    })),
    assignSummary: assign((_, params: { summary: IncomeSummary }) => ({
      summary: params.summary,
    })),
    assignDaily: assign((_, params: { daily: IncomeDaily }) => ({ daily: params.daily })),
    assignAttendance: assign((_, params: { attendance: IncomeAttendance }) => ({
      attendance: params.attendance,
    })),
  },
}).createMachine({
  id: 'income',
  context: ({ input }) => ({
    query: input.query,
    calendar: null,
    overview: null,
    summary: null,
    daily: null,
    attendance: null,
  }),
  type: 'parallel',
  on: { 'income.query': { actions: 'applyQuery' } },
  states: {
    overview: {
      initial: 'waiting',
      states: {
        ...sectionStates('overview'),
        loading: {
          tags: ['loading.overview'],
          invoke: {
            src: 'fetchOverview',
            input: ({ context }) => ({ bookId: context.query.book }),
            onDone: {
              target: 'ready',
              actions: {
                type: 'assignOverview',
                params: ({ event }) => ({ overview: event.output }),
              },
            },
            onError: 'failed',
          },
        },
      },
      on: reloadOn('overview'),
    },
    statements: {
      initial: 'waiting',
      states: {
        ...sectionStates('statements', 'canLoadStatements'),
        loading: {
          tags: ['loading.statements'],
          invoke: {
            src: 'fetchSummary',
            // canLoadStatements let us in, so the input is there.
            input: ({ context }) => summaryInput(context) ?? { bookId: null, range: null },
            onDone: {
              target: 'ready',
              actions: {
                type: 'assignSummary',
                params: ({ event }) => ({ summary: event.output }),
              },
            },
            onError: 'failed',
          },
        },
      },
      on: reloadOn('statements'),
    },
    daily: {
      initial: 'waiting',
      states: {
        ...sectionStates('daily', 'canLoadDaily'),
        loading: {
          tags: ['loading.daily'],
          invoke: {
            src: 'fetchDaily',
            input: ({ context }) => ({
              bookId: context.query.book,
              month: dailyMonth(context) ?? '',
            }),
            onDone: {
              target: 'ready',
              actions: { type: 'assignDaily', params: ({ event }) => ({ daily: event.output }) },
            },
            onError: 'failed',
          },
        },
      },
      on: reloadOn('daily'),
    },
    attendance: {
      initial: 'waiting',
      states: {
        ...sectionStates('attendance'),
        loading: {
          tags: ['loading.attendance'],
          invoke: {
            src: 'fetchAttendance',
            input: ({ context }) => ({ bookId: context.query.book }),
            onDone: {
              target: 'ready',
              actions: {
                type: 'assignAttendance',
                params: ({ event }) => ({ attendance: event.output }),
              },
            },
            onError: 'failed',
          },
        },
      },
      on: reloadOn('attendance'),
    },
  },
});

type IncomeSnapshot = SnapshotFrom<typeof incomeMachine>;

/** The query shown (the same object until it changes). */
export const selectIncomeQuery = (s: IncomeSnapshot): IncomeQuery => s.context.query;
/** The platform's calendar, once the overview answered. */
export const selectIncomeCalendar = (s: IncomeSnapshot): IncomeCalendar | null =>
  s.context.calendar;
/** Books, KPI figures and policy; null before the first answer. */
export const selectIncomeOverview = (s: IncomeSnapshot): IncomeOverview | null =>
  s.context.overview;
/** The statements of the range and their totals; null before the first answer. */
export const selectIncomeSummary = (s: IncomeSnapshot): IncomeSummary | null => s.context.summary;
/** The daily rows on show; null before the first answer. */
export const selectIncomeDaily = (s: IncomeSnapshot): IncomeDaily | null => s.context.daily;
/** The month the daily rows are for (asked or shown); null until known. */
export const selectDailyMonth = (s: IncomeSnapshot): string | null => dailyMonth(s.context);
/** This month's attendance per book; null before the first answer. */
export const selectIncomeAttendance = (s: IncomeSnapshot): IncomeAttendance | null =>
  s.context.attendance;
/** A part is loading (or waiting for what it needs). */
export const selectSectionLoading =
  (section: IncomeSection) =>
  (s: IncomeSnapshot): boolean =>
    s.hasTag(`loading.${section}`);
/** A part's last load failed. */
export const selectSectionFailed =
  (section: IncomeSection) =>
  (s: IncomeSnapshot): boolean =>
    s.hasTag(`failed.${section}`);
