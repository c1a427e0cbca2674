/**
 * The statement's amount columns in the order the table, its totals row and
 * the CSV file show them, each with its header and definition ids: one list,
 * so screen and file cannot disagree.
 */
import type { IncomeTotals } from '../../lib/contract/income-types';

/** An amount column of a statement (all of IncomeTotals). */
export interface AmountColumn {
  readonly key: keyof IncomeTotals;
  readonly label: string;
  readonly definition: string;
}

export const STATEMENT_AMOUNT_COLUMNS: readonly AmountColumn[] = [
  { key: 'subscription', label: 'income.col.subscription', definition: 'income.def.subscription' },
  { key: 'reward', label: 'income.col.reward', definition: 'income.def.reward' },
  { key: 'ad_share', label: 'income.col.adShare', definition: 'income.def.adShare' },
  {
    key: 'attendance_bonus',
    label: 'income.col.attendanceBonus',
    // The rules' figures come with the attendance panel, not the statements.
    definition: 'income.def.attendanceBonusColumn',
  },
  {
    key: 'guarantee_top_up',
    label: 'income.col.guaranteeTopUp',
    definition: 'income.def.guaranteeTopUp',
  },
  {
    key: 'completion_reward',
    label: 'income.col.completionReward',
    definition: 'income.def.completionReward',
  },
  { key: 'adjustment', label: 'income.col.adjustment', definition: 'income.def.adjustment' },
  { key: 'pre_tax', label: 'income.col.preTax', definition: 'income.def.preTax' },
  { key: 'tax', label: 'income.col.tax', definition: 'income.def.tax' },
  { key: 'after_tax', label: 'income.col.afterTax', definition: 'income.def.afterTax' },
];

/** The daily rows' columns after the date, in table and CSV order. */
export const DAILY_COLUMNS = [
  { key: 'subscription', label: 'income.col.subscription', money: true },
  { key: 'purchases', label: 'income.col.purchases', money: false },
  { key: 'paying_readers', label: 'income.col.payingReaders', money: false },
  { key: 'reward', label: 'income.col.reward', money: true },
  { key: 'ad_share', label: 'income.col.adShare', money: true },
  { key: 'total', label: 'income.col.total', money: true },
] as const;
