import { assign, raise, type SnapshotFrom, setup } from 'xstate';
import { declaredActor } from '../common/declared-actor';
import {
  appliedNotice,
  defaultSettings,
  hasProblems,
  leavesEarlierDrafts,
  PLANNER_IDS,
  type Plan,
  type PlannerNotice,
  type PlanProblems,
  type PlanRequest,
  type PlanSettings,
  type PlanUndoInput,
  type PlanUndoOutcome,
  planFailureId,
  planProblems,
  planRequest,
  type Stockpile,
  undoLeft,
  undoRefusedNotice,
} from './stockpile-planner.logic';

export * from './stockpile-planner.logic';

/** Input of the machine. */
export interface StockpilePlannerInput {
  readonly bookId: string;
}

/** Events the planner screen sends. */
export type StockpilePlannerEvent =
  /** Load the stockpile again (a retry, or chapters changed elsewhere). */
  | { type: 'planner.refresh' }
  | { type: 'planner.setStart'; date: string }
  /** Beijing times a day, as typed ('HH:MM'); N times mean N chapters a day. */
  | { type: 'planner.setTimes'; times: readonly string[] }
  /** How many finished drafts; null for all. */
  | { type: 'planner.setCount'; count: number | null }
  /** Ask for a preview of the plan. */
  | { type: 'planner.preview' }
  /** Schedule exactly what the preview shows. */
  | { type: 'planner.apply' }
  /** Put the chapters of the applied plan back as drafts. */
  | { type: 'planner.undo'; skipChanged: boolean }
  | { type: 'planner.dismissNotice' };

export interface StockpilePlannerContext {
  readonly bookId: string;
  readonly stockpile: Stockpile | null;
  readonly loadError: string | null;
  /** Null until the stockpile says what today is. */
  readonly settings: PlanSettings | null;
  /** Shown once the author asked for a preview. */
  readonly problems: PlanProblems;
  /** The preview of the current settings; cleared when they change. */
  readonly preview: Plan | null;
  readonly notice: PlannerNotice | null;
  /** The applied plan's undo id while it can be undone. */
  readonly undoId: string | null;
}

/**
 * The stockpile planner (存稿) of one book: the finished drafts, their words
 * and the days they cover at the author's cadence, and a plan that schedules
 * them N a day at Beijing times from a date, in reading order. The author
 * previews the plan (with the chapters already scheduled that it meets),
 * then applies exactly that; an applied plan can be undone from its notice,
 * as the chapter list's bulk actions are.
 *
 * Regions: `summary` loads the stockpile (again after an apply or an undo);
 * `plan` runs preview, apply and undo. The app provides `fetchStockpile`,
 * `planSchedule` and `undoPlan`, and may replace `reportChanged` (the
 * calendar and lists reload).
 */
export const stockpilePlannerMachine = setup({
  types: {
    context: {} as StockpilePlannerContext,
    events: {} as StockpilePlannerEvent,
    input: {} as StockpilePlannerInput,
  },
  actors: {
    fetchStockpile: declaredActor<Stockpile, { bookId: string }>(
      'stockpilePlanner',
      'fetchStockpile',
    ),
    planSchedule: declaredActor<Plan, PlanRequest>('stockpilePlanner', 'planSchedule'),
    undoPlan: declaredActor<PlanUndoOutcome, PlanUndoInput>('stockpilePlanner', 'undoPlan'),
  },
  guards: {
    planValid: ({ context }) =>
      context.settings !== null &&
      !hasProblems(planProblems(context.settings, context.stockpile?.today ?? null)),
    canUndo: ({ context }) => context.undoId !== null,
    previewHasChapters: ({ context }) => (context.preview?.list.length ?? 0) > 0,
  },
  actions: {
    // The app replaces this to reload what shows chapters (the calendar).
    reportChanged: () => {},
    assignStockpile: assign(({ context }, params: { stockpile: Stockpile }) => ({
      stockpile: params.stockpile,
      loadError: null,
      settings: context.settings ?? defaultSettings(params.stockpile.today),
    })),
    assignLoadError: assign({ loadError: PLANNER_IDS.loadError }),
    assignSettings: assign(({ context, event }) => {
      if (!context.settings) return {};
      let settings = context.settings;
      if (event.type === 'planner.setStart') settings = { ...settings, startDate: event.date };
      else if (event.type === 'planner.setTimes') settings = { ...settings, times: event.times };
      else if (event.type === 'planner.setCount') settings = { ...settings, count: event.count };
      else return {};
      // Problems already shown are checked again as the author fixes them.
      const problems = hasProblems(context.problems)
        ? planProblems(settings, context.stockpile?.today ?? null)
        : {};
      return { settings, problems, preview: null };
    }),
    assignProblems: assign(({ context }) => ({
      problems: context.settings
        ? planProblems(context.settings, context.stockpile?.today ?? null)
        : {},
    })),
    clearForPreview: assign({ problems: {}, notice: null }),
    assignPreview: assign((_, params: { plan: Plan }) => ({
      preview: params.plan,
      notice:
        params.plan.list.length === 0
          ? { kind: 'failed' as const, reasonId: PLANNER_IDS.nothingToPlan }
          : null,
    })),
    assignPlanFailure: assign((_, params: { error: unknown }) => ({
      notice: { kind: 'failed' as const, reasonId: planFailureId(params.error) },
    })),
    // A plan that failed to apply may be out of date: ask for a new preview.
    dropPreview: assign({ preview: null }),
    assignApplied: assign((_, params: { plan: Plan }) => ({
      preview: null,
      notice: appliedNotice(params.plan),
      undoId: params.plan.undoId,
    })),
    assignUndone: assign((_, params: { outcome: PlanUndoOutcome }) => ({
      notice: {
        kind: 'undone' as const,
        count: params.outcome.restored,
        skipped: params.outcome.skipped,
      },
      undoId: null,
    })),
    assignUndoFailed: assign(({ context }, params: { error: unknown }) => ({
      notice: undoRefusedNotice(params.error),
      undoId: undoLeft(params.error) ? context.undoId : null,
    })),
    dismissNotice: assign({ notice: null }),
    requestSummary: raise({ type: 'planner.refresh' }),
  },
}).createMachine({
  id: 'stockpilePlanner',
  context: ({ input }) => ({
    bookId: input.bookId,
    stockpile: null,
    loadError: null,
    settings: null,
    problems: {},
    preview: null,
    notice: null,
    undoId: null,
  }),
  type: 'parallel',
  states: {
    summary: {
      initial: 'loading',
      states: {
        loading: {
          invoke: {
            src: 'fetchStockpile',
            input: ({ context }) => ({ bookId: context.bookId }),
            onDone: {
              target: 'ready',
              actions: {
                type: 'assignStockpile',
                params: ({ event }) => ({ stockpile: event.output }),
              },
            },
            onError: { target: 'ready', actions: 'assignLoadError' },
          },
        },
        ready: {
          on: { 'planner.refresh': 'loading' },
        },
      },
    },
    plan: {
      initial: 'editing',
      states: {
        editing: {
          on: {
            'planner.setStart': { actions: 'assignSettings' },
            'planner.setTimes': { actions: 'assignSettings' },
            'planner.setCount': { actions: 'assignSettings' },
            'planner.preview': [
              { guard: 'planValid', target: 'previewing', actions: 'clearForPreview' },
              { actions: 'assignProblems' },
            ],
            'planner.apply': { guard: 'previewHasChapters', target: 'applying' },
            'planner.undo': { guard: 'canUndo', target: 'undoing' },
            'planner.dismissNotice': { actions: 'dismissNotice' },
          },
        },
        previewing: {
          invoke: {
            src: 'planSchedule',
            input: ({ context }) =>
              planRequest(context.bookId, context.settings ?? defaultSettings(''), 'preview'),
            onDone: {
              target: 'editing',
              actions: { type: 'assignPreview', params: ({ event }) => ({ plan: event.output }) },
            },
            onError: {
              target: 'editing',
              actions: {
                type: 'assignPlanFailure',
                params: ({ event }) => ({ error: event.error }),
              },
            },
          },
          on: {
            // The settings changed under the preview: ask again with the new ones.
            'planner.setStart': { target: 'editing', actions: 'assignSettings' },
            'planner.setTimes': { target: 'editing', actions: 'assignSettings' },
            'planner.setCount': { target: 'editing', actions: 'assignSettings' },
          },
        },
        applying: {
          invoke: {
            src: 'planSchedule',
            // The author applies what the preview showed, earlier drafts left out included.
            input: ({ context }) => ({
              ...planRequest(context.bookId, context.settings ?? defaultSettings(''), 'apply'),
              ...(leavesEarlierDrafts(context.preview) ? { outOfOrder: true } : {}),
            }),
            onDone: {
              target: 'editing',
              actions: [
                { type: 'assignApplied', params: ({ event }) => ({ plan: event.output }) },
                'reportChanged',
                'requestSummary',
              ],
            },
            onError: {
              target: 'editing',
              actions: [
                { type: 'assignPlanFailure', params: ({ event }) => ({ error: event.error }) },
                'dropPreview',
                'requestSummary',
              ],
            },
          },
        },
        undoing: {
          invoke: {
            src: 'undoPlan',
            input: ({ context, event }) => ({
              undoId: context.undoId ?? '',
              skipChanged: event.type === 'planner.undo' && event.skipChanged,
            }),
            onDone: {
              target: 'editing',
              actions: [
                { type: 'assignUndone', params: ({ event }) => ({ outcome: event.output }) },
                'reportChanged',
                'requestSummary',
              ],
            },
            onError: {
              target: 'editing',
              actions: [
                { type: 'assignUndoFailed', params: ({ event }) => ({ error: event.error }) },
                'reportChanged',
                'requestSummary',
              ],
            },
          },
        },
      },
    },
  },
});

type PlannerSnapshot = SnapshotFrom<typeof stockpilePlannerMachine>;

/** The stockpile, or null until loaded. */
export const selectStockpile = (s: PlannerSnapshot): Stockpile | null => s.context.stockpile;
/** Message id of the stockpile's load failure, or null. */
export const selectStockpileError = (s: PlannerSnapshot): string | null => s.context.loadError;
/** The plan as set up, or null until the stockpile loaded. */
export const selectSettings = (s: PlannerSnapshot): PlanSettings | null => s.context.settings;
export const selectProblems = (s: PlannerSnapshot): PlanProblems => s.context.problems;
/** The preview of the current settings, or null. */
export const selectPreview = (s: PlannerSnapshot): Plan | null => s.context.preview;
export const selectPlannerNotice = (s: PlannerSnapshot): PlannerNotice | null => s.context.notice;
export const selectCanUndoPlan = (s: PlannerSnapshot): boolean => s.context.undoId !== null;
export const selectPreviewing = (s: PlannerSnapshot): boolean => s.matches({ plan: 'previewing' });
export const selectApplying = (s: PlannerSnapshot): boolean => s.matches({ plan: 'applying' });
export const selectUndoingPlan = (s: PlannerSnapshot): boolean => s.matches({ plan: 'undoing' });
