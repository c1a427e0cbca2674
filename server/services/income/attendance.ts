/**
 * Attendance (全勤): the monthly bonus for a book updated every day. The one
 * place its rules live; the attendance screen and the seed's awarded
 * bonuses both come from `evaluateAttendance`.
 *
 * Rules (a day's kind is the shared rule of src/lib/attendance-day.ts, which
 * the stockpile calendar uses too):
 * - Eligible: a signed VIP long novel still in serial (completed books get
 *   the completion reward instead; a book on hiatus is not updating).
 * - A day (Beijing time) counts when the chapters published that day add up
 *   to at least DAILY_WORDS words, by the platform's word count of each
 *   chapter as it stands now (src/lib/word-count.ts). Chapters only
 *   scheduled do not count until they are out.
 * - Up to LEAVES_PER_MONTH leave days a month, asked for ahead; a leave day
 *   neither counts nor fails. Leaves beyond the allowance are ignored (the
 *   earliest ones are honoured).
 * - The month qualifies when every day of it counts or is a leave day: no
 *   missed day is forgiven (ALLOWED_MISSES). The first day that does
 *   neither fails the month: the verdict names it and why (below the
 *   threshold, with its chapters and their words, or no update at all).
 *   The month verdict is the shared one (attendanceMonthVerdict), which the
 *   stockpile calendar gives too.
 * - The bonus is BONUS (600 yuan), awarded with the month's statement.
 */

import {
  type AttendanceDayKind,
  attendanceMonthVerdict,
  classifyAttendanceDay,
  honouredLeaves,
} from '../../../src/lib/attendance-day';
import type {
  AttendanceDayStatus,
  AttendanceReason,
  AttendanceVerdict,
} from '../../../src/lib/contract/income-data';
import { daysOfMonth, lastDayOfMonth } from '../platform/calendar';

/** Words a day's published chapters must add up to. */
export const DAILY_WORDS = 3_000;
/** Leave days allowed per month. */
export const LEAVES_PER_MONTH = 2;
/**
 * Missed days a month the platform forgives: none. A day without enough
 * words that is not an honoured leave loses the month's bonus; the leaves
 * are the allowance. The stockpile calendar uses this number too.
 */
export const ALLOWED_MISSES = 0;
/** The monthly bonus, in fen (600 yuan). */
export const BONUS = 60_000;

export interface AttendanceBook {
  kind: 'long' | 'short';
  signStatus: 'unsigned' | 'applying' | 'signed' | 'rejected';
  serialStatus: 'serial' | 'completion_pending' | 'completed' | 'hiatus';
  allowVip: boolean;
}

/** A chapter out (or scheduled) on a day of the month. */
export interface DayChapter {
  chapter_id: string;
  chapter_no: number;
  title: string;
  words: number;
  /** The Beijing day it went (or goes) out. */
  day: string;
  /** ISO instant it was published, or is scheduled for. */
  at: string;
  scheduled: boolean;
}

export interface AttendanceDay {
  date: string;
  status: AttendanceDayStatus;
  /** Words published that day. */
  words: number;
  /** Words missing to the threshold on a day below it; 0 otherwise. */
  shortfall: number;
  chapters: Omit<DayChapter, 'day'>[];
}

export interface AttendanceResult {
  eligible: boolean;
  verdict: AttendanceVerdict;
  reason: AttendanceReason;
  /** The first day that failed the month. */
  failed_on: string | null;
  /** Days that counted so far (today too, once its words are in). */
  qualifying_days: number;
  /** Days of the month that are over (before today). */
  closed_days: number;
  days_in_month: number;
  leaves_used: number;
  leaves_left: number;
  /** The bonus this verdict earns or keeps in reach; 0 once failed or not eligible. */
  bonus: number;
  days: AttendanceDay[];
}

/** Why the book earns no attendance bonus; null when it is eligible. */
export function attendanceIneligibility(book: AttendanceBook): AttendanceReason | null {
  if (book.signStatus !== 'signed') return 'book_not_signed';
  if (book.kind === 'short') return 'short_novel';
  if (book.serialStatus === 'completed') return 'book_completed';
  if (book.serialStatus === 'hiatus') return 'book_on_hiatus';
  if (!book.allowVip) return 'book_not_vip';
  return null;
}

/** The day's kind under the shared rule (src/lib/attendance-day.ts). */
function dayKind(
  date: string,
  today: string,
  chapters: readonly DayChapter[],
  onLeave: boolean,
): AttendanceDayKind {
  return classifyAttendanceDay({
    date,
    today,
    publishedWords: wordsOf(chapters, false),
    scheduledWords: wordsOf(chapters, true),
    onLeave,
    threshold: DAILY_WORDS,
  });
}

/**
 * The income screen's word for a kind of day: a day still ahead, or today
 * before its words are out, is upcoming or in progress, however well
 * scheduled.
 */
function dayStatus(kind: AttendanceDayKind, date: string, today: string): AttendanceDayStatus {
  switch (kind) {
    case 'leave':
    case 'met':
      return kind;
    case 'under_threshold':
      return 'below_threshold';
    case 'missed':
      return 'no_update';
    default:
      return date === today ? 'in_progress' : 'upcoming';
  }
}

/** Words of the day's chapters already out (or only scheduled). */
function wordsOf(chapters: readonly DayChapter[], scheduled: boolean): number {
  return chapters.filter((c) => c.scheduled === scheduled).reduce((sum, c) => sum + c.words, 0);
}

/**
 * The month's attendance of one book. `chapters` are the book's published
 * and scheduled chapters of the month, `leaves` its leave days.
 */
export function evaluateAttendance(input: {
  month: string;
  today: string;
  book: AttendanceBook;
  chapters: readonly DayChapter[];
  leaves: readonly string[];
}): AttendanceResult {
  const { month, today } = input;
  const honoured = honouredLeaves(input.leaves, month, LEAVES_PER_MONTH);
  const byDay = new Map<string, DayChapter[]>();
  for (const chapter of input.chapters) {
    const list = byDay.get(chapter.day) ?? [];
    list.push(chapter);
    byDay.set(chapter.day, list);
  }

  const kinds = daysOfMonth(month).map((date) => {
    const chapters = (byDay.get(date) ?? []).sort((a, b) => a.at.localeCompare(b.at));
    return { date, chapters, kind: dayKind(date, today, chapters, honoured.has(date)) };
  });
  const days: AttendanceDay[] = kinds.map(({ date, chapters, kind }) => {
    const words = wordsOf(chapters, false);
    const status = dayStatus(kind, date, today);
    const shortfall = status === 'below_threshold' ? DAILY_WORDS - words : 0;
    return { date, status, words, shortfall, chapters: chapters.map(({ day: _day, ...c }) => c) };
  });

  const closed = days.filter((d) => d.date < today);
  const verdictOfMonth = attendanceMonthVerdict(kinds, { allowedMisses: ALLOWED_MISSES });
  const failed = days.find((d) => d.date === verdictOfMonth.failedOn);
  const notEligible = attendanceIneligibility(input.book);
  let verdict: AttendanceVerdict;
  let reason: AttendanceReason;
  if (notEligible) {
    verdict = 'not_eligible';
    reason = notEligible;
  } else if (failed) {
    verdict = 'failed';
    reason = failed.status === 'below_threshold' ? 'day_below_threshold' : 'day_without_update';
  } else if (today > lastDayOfMonth(month)) {
    verdict = 'qualified';
    reason = 'all_days_met';
  } else {
    verdict = 'on_track';
    reason = 'no_missed_day_yet';
  }
  return {
    eligible: notEligible === null,
    verdict,
    reason,
    failed_on: notEligible ? null : (failed?.date ?? null),
    qualifying_days: days.filter((d) => d.date <= today && d.status === 'met').length,
    closed_days: closed.length,
    days_in_month: days.length,
    leaves_used: honoured.size,
    leaves_left: LEAVES_PER_MONTH - honoured.size,
    bonus: verdict === 'qualified' || verdict === 'on_track' ? BONUS : 0,
    days,
  };
}
