/**
 * The one rule for an attendance (全勤) day, shared by the income screen's
 * attendance (server/services/income/attendance.ts) and the stockpile
 * calendar (server/services/desk/desk-rules.ts), so the two never call the
 * same day by different names (issue 30: the calendar said "missed" where
 * income said "leave").
 *
 * - A leave day (one of the month's honoured leaves) is a leave, whatever
 *   went out that day: it neither counts nor fails.
 * - A day whose published chapters reach the threshold is met.
 * - A past day below it is under the threshold when something went out,
 *   missed when nothing did.
 * - Today and later, chapters already scheduled count toward the day they
 *   will publish: the day is covered when published plus scheduled reach
 *   the threshold, open otherwise (still to be filled).
 */

export type AttendanceDayKind = 'leave' | 'met' | 'under_threshold' | 'missed' | 'covered' | 'open';

export interface AttendanceDayFacts {
  /** The Beijing day, YYYY-MM-DD. */
  readonly date: string;
  /** Today's Beijing day. */
  readonly today: string;
  /** Words of the chapters out that day. */
  readonly publishedWords: number;
  /** Words of the chapters scheduled to go out that day, not out yet. */
  readonly scheduledWords: number;
  readonly onLeave: boolean;
  /** Words a day the rule asks. */
  readonly threshold: number;
}

/** What the day is under the attendance rule. */
export function classifyAttendanceDay(day: AttendanceDayFacts): AttendanceDayKind {
  if (day.onLeave) return 'leave';
  if (day.publishedWords >= day.threshold) return 'met';
  if (day.date < day.today) return day.publishedWords > 0 ? 'under_threshold' : 'missed';
  return day.publishedWords + day.scheduledWords >= day.threshold ? 'covered' : 'open';
}

/**
 * The leave days the rule honours in `month` ('YYYY-MM'): at most `perMonth`,
 * the earliest ones (leaves beyond the allowance are ignored).
 */
export function honouredLeaves(
  leaves: readonly string[],
  month: string,
  perMonth: number,
): ReadonlySet<string> {
  return new Set(
    leaves
      .filter((date) => date.startsWith(`${month}-`))
      .sort()
      .slice(0, perMonth),
  );
}

/** The month's attendance: kept, at risk (a gap ahead would lose it), or lost. */
export type AttendanceMonthStatus = 'kept' | 'at_risk' | 'lost';

export interface AttendanceMonthRule {
  /**
   * Missed days (nothing out, or under the threshold) the month forgives.
   * The platform's is 0 (server/services/income/attendance.ts, ALLOWED_MISSES):
   * every day counts or is a leave.
   */
  readonly allowedMisses: number;
}

export interface AttendanceMonthVerdict {
  readonly status: AttendanceMonthStatus;
  /** Past days missed or under the threshold. */
  readonly missed: number;
  /** Days ahead (today included) not covered yet. */
  readonly gaps: number;
  /** The missed day that lost the month (the first beyond the allowance); null while not lost. */
  readonly failedOn: string | null;
  /** The gaps a miss on which would lose the month (counting the misses and the gaps before). */
  readonly atRisk: ReadonlySet<string>;
}

/**
 * The one month verdict of the attendance rule, shared by income's
 * attendance (what pays) and the stockpile calendar, so the two screens
 * never call the same month kept and lost (issue 31). `days` are the
 * month's days in date order with their kind under `classifyAttendanceDay`.
 * The month is lost once its misses go beyond the allowance, at risk while
 * its misses and the gaps ahead would, kept otherwise.
 */
export function attendanceMonthVerdict(
  days: readonly { readonly date: string; readonly kind: AttendanceDayKind }[],
  rule: AttendanceMonthRule,
): AttendanceMonthVerdict {
  const misses = days.filter((d) => d.kind === 'missed' || d.kind === 'under_threshold');
  const open = days.filter((d) => d.kind === 'open');
  const atRisk = new Set(
    open.filter((_, i) => misses.length + i + 1 > rule.allowedMisses).map((d) => d.date),
  );
  const lost = misses.length > rule.allowedMisses;
  return {
    status: lost ? 'lost' : atRisk.size > 0 ? 'at_risk' : 'kept',
    missed: misses.length,
    gaps: open.length,
    failedOn: lost ? (misses[rule.allowedMisses]?.date ?? null) : null,
    atRisk,
  };
}
