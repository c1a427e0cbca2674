/**
 * The writing desk's actors: a book's stockpile (存稿), its schedule plan
 * (preview, apply, undo) and its month calendar against the daily threshold.
 */
import { fromPromise } from 'xstate';
import { ErrorCodes } from '../../lib/contract';
import type {
  CalendarMonth,
  CalendarQuery,
} from '../../machines/desk-calendar/desk-calendar.machine';
import type {
  Plan,
  PlanRequest,
  PlanUndoFailure,
  PlanUndoInput,
  PlanUndoOutcome,
  Stockpile,
} from '../../machines/stockpile-planner/stockpile-planner.machine';
import { isApiError } from '../envelope';
import { type Api, bySignal } from './request';

/** A refused undo in the planner's terms (see PlanUndoFailure). */
export function planUndoFailureOf(error: unknown): PlanUndoFailure {
  if (!isApiError(error)) return { kind: 'failed', changed: 0 };
  if (error.code === ErrorCodes.notAllowed) return { kind: 'expired', changed: 0 };
  const body = error.body;
  if (
    error.code === ErrorCodes.conflict &&
    typeof body === 'object' &&
    body !== null &&
    'conflicts' in body &&
    Array.isArray(body.conflicts)
  ) {
    return { kind: 'conflict', changed: body.conflicts.length };
  }
  return { kind: 'failed', changed: 0 };
}

/** The named actors stockpilePlannerMachine and deskCalendarMachine declare, over the client. */
export function createPlannerActors(api: Api) {
  const { client } = api;
  return {
    // stockpilePlannerMachine
    fetchStockpile: fromPromise<Stockpile, { bookId: string }>(({ input, signal }) =>
      api.unwrap(
        client.GET('/author/chapter/stockpile', {
          params: { query: { book_id: input.bookId } },
          ...bySignal(signal),
        }),
      ),
    ),
    planSchedule: fromPromise<Plan, PlanRequest>(async ({ input, signal }) => {
      const body = {
        book_id: input.bookId,
        mode: input.mode,
        start_date: input.startDate,
        times: [...input.times],
        ...(input.count !== null ? { count: input.count } : {}),
        ...(input.outOfOrder ? { out_of_order: true } : {}),
      };
      const answer = await api.unwrap(
        client.POST('/author/chapter/schedule_plan', { body, ...bySignal(signal) }),
      );
      return {
        mode: answer.mode,
        list: answer.list,
        conflicts: answer.conflicts,
        days: answer.days,
        undoId: answer.undo_id,
      };
    }),
    undoPlan: fromPromise<PlanUndoOutcome, PlanUndoInput>(async ({ input, signal }) => {
      const body = { undo_id: input.undoId, skip_changed: input.skipChanged };
      try {
        // 103001 and 104001 reject without a toast: the planner says why.
        const answer = await api.unwrap(
          client.POST('/author/chapter/undo', { body, ...bySignal(signal) }),
        );
        return { restored: answer.restored.length, skipped: answer.skipped.length };
      } catch (error) {
        throw planUndoFailureOf(error);
      }
    }),

    // deskCalendarMachine
    fetchCalendar: fromPromise<CalendarMonth, CalendarQuery>(({ input, signal }) =>
      api.unwrap(
        client.GET('/author/chapter/calendar', {
          params: { query: { book_id: input.bookId, month: input.month } },
          ...bySignal(signal),
        }),
      ),
    ),
  };
}
