/**
 * Value lists and limits of the income and work-data contract, written once
 * for the server (storage checks, validation) and the screens (custom range
 * pickers, message ids per code). openapi/author.yaml lists the same values;
 * a server unit test holds the two together.
 */

/** Amounts decided once a month closes, and adjustments (which may be negative). */
export const INCOME_ENTRY_KINDS = [
  'attendance_bonus',
  'guarantee_top_up',
  'completion_reward',
  'adjustment',
] as const;
export type IncomeEntryKind = (typeof INCOME_ENTRY_KINDS)[number];

/** Why an adjustment was made. */
export const ADJUSTMENT_REASONS = [
  'reader_refunds',
  'late_credit',
  'duplicate_reversal',
  'invalid_subscriptions',
  'other',
] as const;
export type AdjustmentReason = (typeof ADJUSTMENT_REASONS)[number];

/** Why a month's payment is held. */
export const HOLD_REASONS = [
  'subscription_review',
  'bank_account_rejected',
  'bank_account_missing',
  'identity_unverified',
  'tax_info_mismatch',
] as const;
export type HoldReason = (typeof HOLD_REASONS)[number];

/** What the author (or the editor) does to release a hold. */
export const HOLD_FIXES = [
  'contact_editor',
  'update_bank_account',
  'add_bank_account',
  'certify_identity',
  'update_tax_info',
] as const;
export type HoldFix = (typeof HOLD_FIXES)[number];

/** Where a month's statement is: estimated -> settled -> paid, or held / carried forward. */
export const SETTLEMENT_STATES = [
  'estimated',
  'settled',
  'paid',
  'held',
  'carried_forward',
] as const;
export type SettlementState = (typeof SETTLEMENT_STATES)[number];

/** Income classes of Chinese individual income tax withholding. */
export const INCOME_CLASSES = ['labour_remuneration', 'authors_remuneration', 'royalties'] as const;
export type IncomeClass = (typeof INCOME_CLASSES)[number];

/** The longest statement range, in months, counting both ends (ten years). */
export const STATEMENT_MAX_MONTHS = 120;
/** The longest daily data range, in days, counting both ends. */
export const DATA_MAX_DAYS = 366;
/** The longest monthly data range ("all time" by month), in months. */
export const DATA_MAX_MONTHS = 120;
/** Chapter-table page size bounds. */
export const DATA_CHAPTERS_MAX_PAGE_SIZE = 500;

/** How a figure moved against the previous equal period. */
export const TRENDS = ['up', 'down', 'flat'] as const;
export type Trend = (typeof TRENDS)[number];

/** One day of the attendance calendar. */
export const ATTENDANCE_DAY_STATUSES = [
  'met',
  'below_threshold',
  'no_update',
  'leave',
  'in_progress',
  'upcoming',
] as const;
export type AttendanceDayStatus = (typeof ATTENDANCE_DAY_STATUSES)[number];

/** The month's attendance verdict for one book. */
export const ATTENDANCE_VERDICTS = ['qualified', 'on_track', 'failed', 'not_eligible'] as const;
export type AttendanceVerdict = (typeof ATTENDANCE_VERDICTS)[number];

/** Why the verdict is what it is. */
export const ATTENDANCE_REASONS = [
  'all_days_met',
  'no_missed_day_yet',
  'day_below_threshold',
  'day_without_update',
  'book_completed',
  'book_on_hiatus',
  'book_not_vip',
  'book_not_signed',
  'short_novel',
] as const;
export type AttendanceReason = (typeof ATTENDANCE_REASONS)[number];

/** Columns the chapter table sorts by on the server. */
export const CHAPTER_SORT_KEYS = [
  'chapter_no',
  'views',
  'unique_readers',
  'completion_rate',
  'next_chapter_rate',
  'subscriptions',
  'first_day_subscriptions',
  'comments',
] as const;
export type ChapterSortKey = (typeof CHAPTER_SORT_KEYS)[number];
