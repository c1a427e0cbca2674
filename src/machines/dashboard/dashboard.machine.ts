import { assign, type SnapshotFrom, setup } from 'xstate';
import { declaredActor } from '../common/declared-actor';

/** A book as the dashboard lists it (the fields the home page shows). */
export interface DashboardBook {
  readonly id: string;
  readonly kind: 'long' | 'short';
  readonly title: string;
  readonly cover_url: string | null;
  readonly word_count: number;
  readonly chapter_count: number;
  readonly last_chapter_title: string | null;
  readonly last_published_at: string | null;
  readonly review_status: string;
  /** A completed book gets no new chapters: its main action is not 'Write'. */
  readonly serial_status: string;
  readonly update_time: string;
}

/** One serialising long novel's stockpile, as the home page lists it. */
export interface DeskStockpile {
  readonly book_id: string;
  readonly title: string;
  /** Days the finished drafts and scheduled chapters cover at the author's pace. */
  readonly days_covered: number;
  readonly draft_count: number;
  readonly draft_words: number;
  readonly scheduled_count: number;
  readonly scheduled_words: number;
}

/** The writing desk's figures (Beijing days). */
export interface DeskFigures {
  readonly today: string;
  /** Net words written today in the editor. */
  readonly today_words: number;
  /** Consecutive days with words written, ending today (or yesterday). */
  readonly streak_days: number;
  readonly stockpile: readonly DeskStockpile[];
}

/** Figures only signed authors have. */
export interface SignedFigures {
  readonly month: string;
  /** Cents. */
  readonly income_this_month: number;
  readonly readers_yesterday: number;
  readonly readers_daily: readonly { readonly date: string; readonly readers: number }[];
}

/** Body of GET /author/dashboard. */
export interface Dashboard {
  readonly book_count: number;
  readonly total_words: number;
  readonly words_this_month: number;
  readonly chapters_this_week: number;
  readonly recent_books: readonly DashboardBook[];
  readonly desk: DeskFigures;
  readonly signed: SignedFigures | null;
}

interface DashboardContext {
  dashboard: Dashboard | null;
  /** The last load failed (the figures on screen, if any, are older). */
  failed: boolean;
}

/** Events the home page sends. */
export type DashboardEvent = { type: 'dashboard.refresh' };

/**
 * The home page's figures: loads once on start, again on `dashboard.refresh`
 * (a retry after a failure, or coming back to the page). A failed refresh
 * keeps the figures already shown and only flags the failure.
 */
export const dashboardMachine = setup({
  types: {
    context: {} as DashboardContext,
    events: {} as DashboardEvent,
  },
  actors: {
    fetchDashboard: declaredActor<Dashboard>('dashboard', 'fetchDashboard'),
  },
  actions: {
    assignDashboard: assign((_, params: { dashboard: Dashboard }) => ({
      dashboard: params.dashboard,
      failed: false,
    })),
    assignFailed: assign({ failed: true }),
  },
}).createMachine({
  id: 'dashboard',
  context: { dashboard: null, failed: false },
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        src: 'fetchDashboard',
        onDone: {
          target: 'idle',
          actions: {
            type: 'assignDashboard',
            params: ({ event }) => ({ dashboard: event.output }),
          },
        },
        onError: { target: 'idle', actions: 'assignFailed' },
      },
    },
    idle: {
      on: { 'dashboard.refresh': 'loading' },
    },
  },
});

type DashboardSnapshot = SnapshotFrom<typeof dashboardMachine>;

/** The figures, or null before the first successful load. */
export const selectDashboard = (s: DashboardSnapshot): Dashboard | null => s.context.dashboard;
/** A load is under way. */
export const selectIsLoading = (s: DashboardSnapshot): boolean => s.matches('loading');
/** The last load failed. */
export const selectFailed = (s: DashboardSnapshot): boolean => s.context.failed;
