/**
 * The income screen's object types, by the spec's names (generated from
 * openapi/author.yaml). Answers whose body is declared inline in the spec
 * are named here from their envelope, so the machine and the views follow
 * the contract through the compiler instead of a hand-kept copy.
 */
import type {
  AttendanceBook,
  AttendanceChapter,
  AttendanceDay,
  IncomeAdjustment,
  IncomeAttendanceEnvelope,
  IncomeBook,
  IncomeDailyEnvelope,
  IncomeDay,
  IncomeHold,
  IncomeKpi,
  IncomeOverviewEnvelope,
  IncomeStatement,
  IncomeSummaryEnvelope,
  IncomeTaxLine,
  IncomeTotals,
} from '../../api/schema';

export type {
  AttendanceBook,
  AttendanceChapter,
  AttendanceDay,
  IncomeAdjustment,
  IncomeBook,
  IncomeDay,
  IncomeHold,
  IncomeKpi,
  IncomeStatement,
  IncomeTaxLine,
  IncomeTotals,
};

/** The body of a successful envelope. */
type BodyOf<TEnvelope> = Extract<TEnvelope, { code: 0 }> extends { body: infer B } ? B : never;

/** getIncomeOverview: books, calendar, KPI figures and the settlement policy. */
export type IncomeOverview = BodyOf<IncomeOverviewEnvelope>;
/** getIncomeSummary: monthly statements, newest first, and their totals. */
export type IncomeSummary = BodyOf<IncomeSummaryEnvelope>;
/** getIncomeDaily: one month's days, oldest first, and their totals. */
export type IncomeDaily = BodyOf<IncomeDailyEnvelope>;
/** getIncomeAttendance: the month's attendance (全勤) per book. */
export type IncomeAttendance = BodyOf<IncomeAttendanceEnvelope>;
/** The four KPI figures of the overview, by name. */
export type IncomeKpiName = keyof IncomeOverview['kpis'];
