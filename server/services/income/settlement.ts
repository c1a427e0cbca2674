/**
 * Settlement: where each month's money is, computed from stored facts (the
 * month's after-tax income, holds, payments) and the clock, never stored.
 *
 * The policy, per author (one payment covers every book):
 *
 * 1. A month is open until it ends (Beijing time); its statement is issued
 *    on the 10th of the next month (STATEMENT_DAY). Until then every figure
 *    of the month, and of each of its days, is an estimate: state
 *    'estimated', `estimated_until` the statement date.
 * 2. On the statement date the month is 'settled' and is paid on the 25th
 *    of that same month (PAY_DAY), moved to the Monday when the 25th is a
 *    Saturday or Sunday (no holiday calendar).
 * 3. When what would be paid (the month's after-tax income plus anything
 *    carried into it) is below the payout minimum of 100 yuan (including
 *    nothing or less than nothing after a negative adjustment), the month is
 *    'carried_forward': its amount joins the next month's statement, and is
 *    paid (or carried again) with it.
 * 4. A month the platform holds (a review, a returned bank transfer, missing
 *    details) is 'held' with the reason and what fixes it; its money is not
 *    carried. Once released it is 'settled' again and paid on the first pay
 *    day after the next statement date following the release.
 * 5. A month is 'paid' once its payment is recorded; a carried month shows
 *    the payment of the month that took it.
 */
import type { HoldFix, HoldReason, SettlementState } from '../../../src/lib/contract/income-data';
import { addDays, addMonths, dayOfMonth, weekday } from '../platform/calendar';

/** Day of the month after a month's end when its statement is issued. */
export const STATEMENT_DAY = 10;
/** Day of the statement's month when it is paid. */
export const PAY_DAY = 25;
/** Below this (after tax, fen) a statement is carried forward: 100 yuan. */
export const PAYOUT_MINIMUM = 10_000;

/** What fixes each hold. */
export const HOLD_FIX: Readonly<Record<HoldReason, HoldFix>> = {
  subscription_review: 'contact_editor',
  bank_account_rejected: 'update_bank_account',
  bank_account_missing: 'add_bank_account',
  identity_unverified: 'certify_identity',
  tax_info_mismatch: 'update_tax_info',
};

export interface HoldFact {
  reason: HoldReason;
  since: string;
  releasedOn: string | null;
}

/** One month of the author's statements, oldest first. */
export interface MonthFacts {
  month: string;
  /** The author's after-tax income of the month over every book, in fen. */
  afterTax: number;
  hold: HoldFact | null;
  paidOn: string | null;
}

export interface Settlement {
  month: string;
  state: SettlementState;
  statement_date: string;
  /** The statement date while the month is open, else null. */
  estimated_until: string | null;
  /** When the money is due; null while held or unknown. */
  expected_pay_date: string | null;
  paid_on: string | null;
  /** Amounts of earlier months carried into this statement. */
  carried_in: number;
  /** What this statement pays: after-tax income plus what was carried in. */
  payable: number;
  /** The month a carried-forward amount moved to. */
  carried_to: string | null;
  hold: { reason: HoldReason; fix: HoldFix; since: string; released_on: string | null } | null;
}

/** The statement date of a month: the 10th of the next month. */
export function statementDate(month: string): string {
  return dayOfMonth(addMonths(month, 1), STATEMENT_DAY);
}

/** A pay day moved off the weekend. */
function workingDay(date: string): string {
  const day = weekday(date);
  return day === 5 ? addDays(date, 2) : day === 6 ? addDays(date, 1) : date;
}

/** When a month's statement is paid: the 25th of the statement's month. */
export function payDate(month: string): string {
  return workingDay(dayOfMonth(addMonths(month, 1), PAY_DAY));
}

/** The pay day of a released hold: after the next statement date following the release. */
export function payDateAfterRelease(releasedOn: string): string {
  const month = releasedOn.slice(0, 7);
  // The statement run of a month's 10th takes what was released before it.
  const statementMonth =
    releasedOn < dayOfMonth(month, STATEMENT_DAY) ? month : addMonths(month, 1);
  return workingDay(dayOfMonth(statementMonth, PAY_DAY));
}

/** Is the hold still in force on `today`? */
function holding(hold: HoldFact | null, today: string): boolean {
  return hold !== null && (hold.releasedOn === null || hold.releasedOn > today);
}

/**
 * The settlement of every month, given the author's months oldest first
 * (only months with a statement) and today's Beijing date.
 */
export function settle(months: readonly MonthFacts[], today: string): Settlement[] {
  const result: Settlement[] = [];
  let carry = 0;
  for (const facts of months) {
    const issued = statementDate(facts.month);
    const carriedIn = carry;
    const payable = facts.afterTax + carriedIn;
    carry = 0;
    const expected =
      facts.hold?.releasedOn != null
        ? payDateAfterRelease(facts.hold.releasedOn)
        : payDate(facts.month);
    const settlement: Settlement = {
      month: facts.month,
      state: 'settled',
      statement_date: issued,
      estimated_until: null,
      expected_pay_date: expected,
      paid_on: null,
      carried_in: carriedIn,
      payable,
      carried_to: null,
      hold: facts.hold
        ? {
            reason: facts.hold.reason,
            fix: HOLD_FIX[facts.hold.reason],
            since: facts.hold.since,
            released_on: facts.hold.releasedOn,
          }
        : null,
    };
    if (facts.paidOn) {
      settlement.state = 'paid';
      settlement.paid_on = facts.paidOn;
    } else if (today < issued) {
      // Open (or not yet stated): nothing moves on until the statement.
      settlement.state = 'estimated';
      settlement.estimated_until = issued;
    } else if (holding(facts.hold, today)) {
      settlement.state = 'held';
      settlement.expected_pay_date = null;
    } else if (payable < PAYOUT_MINIMUM) {
      settlement.state = 'carried_forward';
      settlement.expected_pay_date = null;
      carry = payable;
    }
    result.push(settlement);
  }
  linkCarriedMonths(result);
  return result;
}

/**
 * A carried month moves to the next statement, and is paid when the first
 * statement down the chain that is not carried again is paid.
 */
function linkCarriedMonths(settlements: Settlement[]): void {
  for (let i = settlements.length - 1; i >= 0; i--) {
    const settlement = settlements[i]!;
    if (settlement.state !== 'carried_forward') continue;
    const next = settlements[i + 1];
    settlement.carried_to = next?.month ?? addMonths(settlement.month, 1);
    if (!next) continue;
    // `next` was linked first (the loop runs newest to oldest).
    settlement.paid_on = next.paid_on;
    settlement.expected_pay_date = next.expected_pay_date;
  }
}
