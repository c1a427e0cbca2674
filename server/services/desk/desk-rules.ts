/**
 * The writing desk's rules as pure functions, on the Beijing calendar
 * (Asia/Shanghai has no daylight saving time, so +08:00 is exact every day):
 * schedule slots, the stockpile's days, the month calendar's day states and
 * the writing streak.
 */

import {
  type AttendanceDayKind,
  type AttendanceMonthStatus,
  attendanceMonthVerdict,
  classifyAttendanceDay,
} from '../../../src/lib/attendance-day';
import {
  DAILY_WORDS,
  ALLOWED_MISSES as INCOME_ALLOWED_MISSES,
  LEAVES_PER_MONTH,
} from '../income/attendance';
import { addDays } from '../platform/calendar';

/** Words a day the attendance rule (全勤) asks of a serialising book: the income rule's. */
export const DAILY_THRESHOLD_WORDS = DAILY_WORDS;
/** A draft counts as a finished chapter of the stockpile from this many words. */
export const MIN_CHAPTER_WORDS = 1_000;
/** The cadence is measured over this many days, ending yesterday. */
export const CADENCE_DAYS = 14;
/** Leave days a month the attendance rule honours: income's. */
export const LEAVES_ALLOWED = LEAVES_PER_MONTH;
/**
 * Missed days a month the attendance rule forgives: income's, which is what
 * pays (none; issue 31: the calendar forgave one and called a month kept
 * that income had lost).
 */
export const ALLOWED_MISSES = INCOME_ALLOWED_MISSES;

/** The instant of a Beijing date and 'HH:MM' time. */
export function beijingInstant(date: string, time: string): Date {
  return new Date(`${date}T${time}:00+08:00`);
}

export interface Slot {
  date: string;
  publishAt: Date;
}

/**
 * `count` slots from `startDate`, at each of `times` a day (ascending), in
 * time order, passing over slots before `earliest` and those in `taken`
 * (epoch ms). The i-th slot is also no earlier than `notBefore[i]` (epoch
 * ms, rising): when the chapter's earlier chapters go out, so readers get
 * them in order.
 */
export function planSlots(input: {
  startDate: string;
  times: readonly string[];
  count: number;
  earliest: Date;
  taken: ReadonlySet<number>;
  notBefore?: readonly number[];
}): Slot[] {
  const times = [...input.times].sort();
  const slots: Slot[] = [];
  for (let day = 0; slots.length < input.count; day++) {
    const date = addDays(input.startDate, day);
    for (const time of times) {
      const publishAt = beijingInstant(date, time);
      if (publishAt < input.earliest || input.taken.has(publishAt.getTime())) continue;
      if (publishAt.getTime() < (input.notBefore?.[slots.length] ?? 0)) continue;
      slots.push({ date, publishAt });
      if (slots.length === input.count) break;
    }
  }
  return slots;
}

/** Whole days the stockpile lasts at `wordsPerDay`. */
export function daysCovered(words: number, wordsPerDay: number): number {
  return wordsPerDay > 0 ? Math.floor(words / wordsPerDay) : 0;
}

export type DayStatus = 'met' | 'missed' | 'covered' | 'gap' | 'leave' | 'inactive';

export interface DayFigures {
  date: string;
  publishedWords: number;
  scheduledWords: number;
}

export interface DayVerdict {
  date: string;
  status: DayStatus;
  atRisk: boolean;
}

/**
 * Each day's state against the threshold, by the attendance rule income
 * uses too (src/lib/attendance-day.ts): a leave day is a leave, a past day
 * below the threshold is missed, and chapters scheduled for a day count
 * toward it. The month's verdict is the shared one (attendanceMonthVerdict):
 * a gap is at risk once the month's misses plus the gaps up to it go beyond
 * the misses the rule forgives. Days before the book existed show as
 * inactive, but the month verdict counts them as income does, as days
 * without an update: the bonus is for a whole month of updates.
 */
export function judgeDays(input: {
  days: readonly DayFigures[];
  today: string;
  threshold: number;
  firstActiveDate: string;
  allowedMisses: number;
  /** The month's honoured leave days. */
  leaves: ReadonlySet<string>;
}): { days: DayVerdict[]; missed: number; gaps: number; status: AttendanceMonthStatus } {
  const kinds = input.days.map((day) => ({
    date: day.date,
    kind: classifyAttendanceDay({
      date: day.date,
      today: input.today,
      publishedWords: day.publishedWords,
      scheduledWords: day.scheduledWords,
      onLeave: input.leaves.has(day.date),
      threshold: input.threshold,
    }),
  }));
  const month = attendanceMonthVerdict(kinds, { allowedMisses: input.allowedMisses });
  const days = kinds.map(
    ({ date, kind }): DayVerdict => ({
      date,
      status: date < input.firstActiveDate ? 'inactive' : CALENDAR_STATUS[kind],
      atRisk: month.atRisk.has(date),
    }),
  );
  return { days, missed: month.missed, gaps: month.gaps, status: month.status };
}

/** The calendar's word for each kind of day (under the threshold is missed too). */
const CALENDAR_STATUS: Record<AttendanceDayKind, DayStatus> = {
  leave: 'leave',
  met: 'met',
  under_threshold: 'missed',
  missed: 'missed',
  covered: 'covered',
  open: 'gap',
};

/** Every date of a 'YYYY-MM' month. */
export function datesOfMonth(month: string): string[] {
  const first = `${month}-01`;
  const dates: string[] = [];
  for (let d = first; d.slice(0, 7) === month; d = addDays(d, 1)) dates.push(d);
  return dates;
}

/**
 * Consecutive days with words written, ending today, or yesterday when
 * nothing is written yet today. `days` are the days with a positive count.
 */
export function writingStreak(writtenDates: ReadonlySet<string>, today: string): number {
  let day = writtenDates.has(today) ? today : addDays(today, -1);
  let streak = 0;
  while (writtenDates.has(day)) {
    streak += 1;
    day = addDays(day, -1);
  }
  return streak;
}
