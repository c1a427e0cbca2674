import { assign, type SnapshotFrom, setup } from 'xstate';
import { declaredActor } from '../common/declared-actor';

/** A day's state against the daily threshold (CalendarDay in the contract). */
export type CalendarDayStatus = 'met' | 'missed' | 'covered' | 'gap' | 'leave' | 'inactive';

/** One Beijing day of the month. */
export interface CalendarDay {
  readonly date: string;
  readonly published_words: number;
  readonly published_chapters: number;
  readonly scheduled_words: number;
  readonly scheduled_chapters: number;
  readonly status: CalendarDayStatus;
  /** A gap whose miss would lose the attendance bonus. */
  readonly at_risk: boolean;
}

/** Body of GET /author/chapter/calendar. */
export interface CalendarMonth {
  readonly month: string;
  readonly today: string;
  readonly daily_threshold: number;
  readonly attendance: {
    /** Signed books: the ones the bonus is for. */
    readonly eligible: boolean;
    readonly allowed_misses: number;
    readonly missed_days: number;
    readonly gap_days: number;
    readonly status: 'kept' | 'at_risk' | 'lost';
  };
  readonly days: readonly CalendarDay[];
}

/** Input of the `fetchCalendar` actor. */
export interface CalendarQuery {
  readonly bookId: string;
  /** YYYY-MM. */
  readonly month: string;
}

/** Input of the machine. */
export interface DeskCalendarInput {
  readonly bookId: string;
  /** The Beijing month to show first, YYYY-MM. */
  readonly month: string;
}

/** Events of the calendar. */
export type DeskCalendarEvent =
  /** Another month: `by` months from the one shown. */
  | { type: 'calendar.shift'; by: number }
  /** Load the month again (after a plan was applied or undone, or a retry). */
  | { type: 'calendar.refresh' };

/** Message id of a failed load. */
export const CALENDAR_LOAD_ERROR = 'desk.calendar.loadError';

/** The month `by` months after `month` (YYYY-MM). */
export function shiftMonth(month: string, by: number): string {
  const [year = 1970, m = 1] = month.split('-').map(Number);
  const index = year * 12 + (m - 1) + by;
  const y = Math.floor(index / 12);
  return `${String(y).padStart(4, '0')}-${String((index % 12) + 1).padStart(2, '0')}`;
}

interface DeskCalendarContext {
  readonly bookId: string;
  readonly month: string;
  readonly calendar: CalendarMonth | null;
  readonly loadError: string | null;
}

/**
 * A month of one book on the Beijing calendar: words published and
 * scheduled per day against the book's daily threshold, gaps before they
 * happen and the days the attendance bonus is at risk (the server judges
 * every day; the view only shows). The month shown stays on screen while
 * another loads. The app provides `fetchCalendar`.
 */
export const deskCalendarMachine = setup({
  types: {
    context: {} as DeskCalendarContext,
    events: {} as DeskCalendarEvent,
    input: {} as DeskCalendarInput,
  },
  actors: {
    fetchCalendar: declaredActor<CalendarMonth, CalendarQuery>('deskCalendar', 'fetchCalendar'),
  },
  actions: {
    assignMonth: assign(({ context, event }) =>
      event.type === 'calendar.shift' ? { month: shiftMonth(context.month, event.by) } : {},
    ),
    assignCalendar: assign((_, params: { calendar: CalendarMonth }) => ({
      calendar: params.calendar,
      loadError: null,
    })),
    assignLoadError: assign({ loadError: CALENDAR_LOAD_ERROR }),
  },
}).createMachine({
  id: 'deskCalendar',
  context: ({ input }) => ({
    bookId: input.bookId,
    month: input.month,
    calendar: null,
    loadError: null,
  }),
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        src: 'fetchCalendar',
        input: ({ context }) => ({ bookId: context.bookId, month: context.month }),
        onDone: {
          target: 'ready',
          actions: {
            type: 'assignCalendar',
            params: ({ event }) => ({ calendar: event.output }),
          },
        },
        onError: { target: 'ready', actions: 'assignLoadError' },
      },
      on: {
        // A newer month wins: the answer in flight is dropped.
        'calendar.shift': { target: 'loading', reenter: true, actions: 'assignMonth' },
        'calendar.refresh': { target: 'loading', reenter: true },
      },
    },
    ready: {
      on: {
        'calendar.shift': { target: 'loading', actions: 'assignMonth' },
        'calendar.refresh': 'loading',
      },
    },
  },
});

type CalendarSnapshot = SnapshotFrom<typeof deskCalendarMachine>;

/** The month asked for (YYYY-MM). */
export const selectMonth = (s: CalendarSnapshot): string => s.context.month;
/** The month last loaded (may be another while a new one loads), or null. */
export const selectCalendar = (s: CalendarSnapshot): CalendarMonth | null => s.context.calendar;
export const selectCalendarLoading = (s: CalendarSnapshot): boolean => s.matches('loading');
export const selectCalendarError = (s: CalendarSnapshot): string | null => s.context.loadError;
