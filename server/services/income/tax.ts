/**
 * Individual income tax the platform withholds from an author's income: the
 * one place these rules live (the statement, the 'how is this computed'
 * panel and the tests all read them from here).
 *
 * Each month's income of one class from the platform is one payment ("each
 * time" in the law: continuous income of the same item counts once a month),
 * so tax is computed per author, month and class:
 *
 *   base deduction: 800 yuan when the class's income is at most 4,000 yuan,
 *                   else 20% of the income;
 *   labour remuneration (劳务报酬): taxable base = income - deduction, then
 *       20% up to 20,000, 30% minus a quick deduction of 2,000 up to 50,000,
 *       40% minus 7,000 above;
 *   author's remuneration (稿酬): base as above, then reduced by 30% (taxed
 *       on 70%), at 20%;
 *   royalties (特许权使用费): base as above, at 20%.
 *
 * Worked example: a 1,500 yuan attendance bonus as labour remuneration
 * withholds (1,500 - 800) x 20% = 140 yuan; as author's remuneration
 * 700 x 70% x 20% = 98 yuan.
 *
 * Which component falls in which class is the platform's contract practice
 * (COMPONENT_CLASS below): sales of the work and reader gifts are author's
 * remuneration, licensing it to ad-supported reading is a royalty, and
 * bonuses paid for the service of writing (attendance, guarantee top-up,
 * completion) are labour remuneration. Money is integer fen; each step
 * rounds half up to the fen. Confirm with a tax adviser before real money.
 */
import type { IncomeClass } from '../../../src/lib/contract/income-data';

/** The parts of a statement, each in integer fen. */
export const INCOME_COMPONENTS = [
  'subscription',
  'reward',
  'ad_share',
  'attendance_bonus',
  'guarantee_top_up',
  'completion_reward',
  'adjustment',
] as const;
export type IncomeComponent = (typeof INCOME_COMPONENTS)[number];
export type Components = Record<IncomeComponent, number>;

/** The income class each component is withheld under. */
export const COMPONENT_CLASS: Readonly<Record<IncomeComponent, IncomeClass>> = {
  subscription: 'authors_remuneration',
  reward: 'authors_remuneration',
  ad_share: 'royalties',
  attendance_bonus: 'labour_remuneration',
  guarantee_top_up: 'labour_remuneration',
  completion_reward: 'labour_remuneration',
  // Adjustments correct sales (refunds, late credits), so they follow them.
  adjustment: 'authors_remuneration',
};

/** Income up to this (4,000 yuan) gets the flat deduction; above it, 20%. */
const FLAT_DEDUCTION_LIMIT = 400_000;
/** The flat deduction, 800 yuan. */
const FLAT_DEDUCTION = 80_000;
/** Share of the income deducted above the limit. */
const PERCENT_DEDUCTION = 20;
/** Author's remuneration is taxed on 70% of its base. */
const AUTHORS_REDUCTION_PERCENT = 30;

/** The rates the law has for these classes. */
export type RatePercent = 20 | 30 | 40;

interface Bracket {
  /** Upper bound of the taxable base in fen (inclusive); null for the last. */
  upTo: number | null;
  ratePercent: RatePercent;
  quickDeduction: number;
}

/** Labour remuneration's progressive brackets on the taxable base. */
const LABOUR_BRACKETS: readonly Bracket[] = [
  { upTo: 2_000_000, ratePercent: 20, quickDeduction: 0 },
  { upTo: 5_000_000, ratePercent: 30, quickDeduction: 200_000 },
  { upTo: null, ratePercent: 40, quickDeduction: 700_000 },
];
const FLAT_RATE: readonly Bracket[] = [{ upTo: null, ratePercent: 20, quickDeduction: 0 }];

const BRACKETS: Readonly<Record<IncomeClass, readonly Bracket[]>> = {
  labour_remuneration: LABOUR_BRACKETS,
  authors_remuneration: FLAT_RATE,
  royalties: FLAT_RATE,
};

/** One class's computation for one month, every step in fen. */
export interface TaxComputation {
  income_class: IncomeClass;
  income: number;
  /** 800 yuan, or 20% of the income above 4,000 yuan. */
  deduction: number;
  /** The 30% reduction of author's remuneration; 0 for the other classes. */
  reduction: number;
  /** What the rate applies to: income - deduction - reduction. */
  taxable_base: number;
  rate_percent: RatePercent;
  quick_deduction: number;
  withheld: number;
}

/** Rounds half up to a whole fen (amounts here are never negative). */
const fen = (value: number) => Math.round(value);

/** The tax withheld on one month's income of one class. */
export function withhold(incomeClass: IncomeClass, income: number): TaxComputation {
  const brackets = BRACKETS[incomeClass];
  if (income <= 0) {
    const first = brackets[0]!;
    return {
      income_class: incomeClass,
      income,
      deduction: 0,
      reduction: 0,
      taxable_base: 0,
      rate_percent: first.ratePercent,
      quick_deduction: 0,
      withheld: 0,
    };
  }
  const deduction =
    income <= FLAT_DEDUCTION_LIMIT
      ? Math.min(income, FLAT_DEDUCTION)
      : fen((income * PERCENT_DEDUCTION) / 100);
  const base = income - deduction;
  const reduction =
    incomeClass === 'authors_remuneration' ? fen((base * AUTHORS_REDUCTION_PERCENT) / 100) : 0;
  const taxable = base - reduction;
  const bracket = brackets.find((b) => b.upTo === null || taxable <= b.upTo)!;
  // The quick deduction belongs to the bracket; a base of 0 takes nothing.
  const quickDeduction = taxable > 0 ? bracket.quickDeduction : 0;
  return {
    income_class: incomeClass,
    income,
    deduction,
    reduction,
    taxable_base: taxable,
    rate_percent: bracket.ratePercent,
    quick_deduction: quickDeduction,
    withheld: Math.max(0, fen((taxable * bracket.ratePercent) / 100) - quickDeduction),
  };
}

/** A month's income summed by class (every class present, 0 when none). */
export function incomeByClass(parts: Components): Record<IncomeClass, number> {
  const sums: Record<IncomeClass, number> = {
    labour_remuneration: 0,
    authors_remuneration: 0,
    royalties: 0,
  };
  for (const component of INCOME_COMPONENTS) sums[COMPONENT_CLASS[component]] += parts[component];
  return sums;
}

/**
 * Splits a whole number of fen over shares in proportion to their weights
 * (negative weights count as 0), so the parts add up to the total exactly:
 * largest remainder, ties to the earlier share.
 */
export function allocate(total: number, weights: readonly number[]): number[] {
  const clipped = weights.map((w) => Math.max(0, w));
  const sum = clipped.reduce((a, w) => a + w, 0);
  if (sum === 0 || total === 0) return weights.map(() => 0);
  const exact = clipped.map((w) => (total * w) / sum);
  const parts = exact.map((x) => Math.floor(x));
  let left = total - parts.reduce((a, p) => a + p, 0);
  const order = exact
    .map((x, i) => ({ i, remainder: x - Math.floor(x) }))
    .sort((a, b) => b.remainder - a.remainder || a.i - b.i);
  for (const { i } of order) {
    if (left <= 0) break;
    parts[i]! += 1;
    left -= 1;
  }
  return parts;
}
