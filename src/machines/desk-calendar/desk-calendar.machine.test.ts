import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { waitFor } from '../testing/wait';
import {
  CALENDAR_LOAD_ERROR,
  type CalendarMonth,
  type CalendarQuery,
  deskCalendarMachine,
  selectCalendar,
  selectCalendarError,
  selectCalendarLoading,
  selectMonth,
  shiftMonth,
} from './desk-calendar.machine';

const monthOf = (month: string): CalendarMonth => ({
  month,
  today: '2026-11-24',
  daily_threshold: 4000,
  attendance: { eligible: true, allowed_misses: 0, missed_days: 0, gap_days: 0, status: 'kept' },
  days: [],
});

describe('deskCalendarMachine', () => {
  it('counts months across years', () => {
    expect(shiftMonth('2026-12', 1)).toBe('2027-01');
    expect(shiftMonth('2026-01', -1)).toBe('2025-12');
    expect(shiftMonth('2026-11', 0)).toBe('2026-11');
  });

  it('loads its month, another on shift, and the newest month wins', async () => {
    const asked: CalendarQuery[] = [];
    const pending: ((value: CalendarMonth) => void)[] = [];
    const actor = createActor(
      deskCalendarMachine.provide({
        actors: {
          fetchCalendar: fromPromise<CalendarMonth, CalendarQuery>(({ input }) => {
            asked.push(input);
            return new Promise((resolve) => pending.push(resolve));
          }),
        },
      }),
      { input: { bookId: 'b1', month: '2026-11' } },
    ).start();
    expect(asked[0]).toEqual({ bookId: 'b1', month: '2026-11' });
    actor.send({ type: 'calendar.shift', by: 1 });
    expect(selectMonth(actor.getSnapshot())).toBe('2026-12');
    // The November answer arrives late: dropped.
    pending[0]?.(monthOf('2026-11'));
    pending[1]?.(monthOf('2026-12'));
    await waitFor(actor, (s) => !selectCalendarLoading(s));
    expect(selectCalendar(actor.getSnapshot())?.month).toBe('2026-12');
  });

  it('keeps the month shown when a reload fails, and says so', async () => {
    let call = 0;
    const actor = createActor(
      deskCalendarMachine.provide({
        actors: {
          fetchCalendar: fromPromise<CalendarMonth, CalendarQuery>(async ({ input }) => {
            call++;
            if (call === 2) throw new Error('HTTP 500');
            return monthOf(input.month);
          }),
        },
      }),
      { input: { bookId: 'b1', month: '2026-11' } },
    ).start();
    await waitFor(actor, (s) => !selectCalendarLoading(s));
    actor.send({ type: 'calendar.refresh' });
    await waitFor(actor, (s) => !selectCalendarLoading(s));
    expect(selectCalendarError(actor.getSnapshot())).toBe(CALENDAR_LOAD_ERROR);
    expect(selectCalendar(actor.getSnapshot())?.month).toBe('2026-11');
    actor.send({ type: 'calendar.refresh' });
    await waitFor(actor, (s) => !selectCalendarLoading(s));
    expect(selectCalendarError(actor.getSnapshot())).toBeNull();
  });
});
