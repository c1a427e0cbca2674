import { describe, expect, it } from 'vitest';
import type { IncomeDaily, IncomeSummary } from '../../lib/contract/income-types';
import {
  COMPONENT_COLUMNS,
  dailySummary,
  monthlyComponents,
  monthlySummary,
} from './income-charts-data';

// The charts read only the amounts and the month of each statement: the
// test answers carry just those.
const PARTS = {
  subscription: 0,
  reward: 0,
  ad_share: 0,
  attendance_bonus: 0,
  guarantee_top_up: 0,
  completion_reward: 0,
  adjustment: 0,
};
type Parts = Partial<typeof PARTS>;
function statement(month: string, parts: Parts) {
  const all = { ...PARTS, ...parts };
  const preTax = Object.values(all).reduce((sum, value) => sum + value, 0);
  return { month, ...all, pre_tax: preTax, tax: 0, after_tax: preTax };
}
function summaryOf(list: ReturnType<typeof statement>[]): IncomeSummary {
  const totals = { ...PARTS, pre_tax: 0, tax: 0, after_tax: 0 };
  for (const row of list) {
    for (const key of Object.keys(totals) as (keyof typeof totals)[]) totals[key] += row[key];
  }
  const months = list.map((row) => row.month).sort();
  return { from: months[0], to: months.at(-1), list, totals } as unknown as IncomeSummary;
}

// Newest first, as the API answers; a refund makes November's adjustment negative.
const SUMMARY = summaryOf([
  statement('2026-11', { subscription: 120_00, reward: 30_00, adjustment: -15_50 }),
  statement('2026-10', { subscription: 200_00, attendance_bonus: 1_500_00 }),
  statement('2026-09', { subscription: 180_00, ad_share: 12_34 }),
]);

describe('monthlyComponents', () => {
  it('puts the months oldest first and keeps every component, negative ones too', () => {
    const chart = monthlyComponents(SUMMARY);
    expect(chart.months).toEqual(['2026-09', '2026-10', '2026-11']);
    expect(chart.series.map((s) => s.key)).toEqual(COMPONENT_COLUMNS.map((c) => c.key));
    expect(chart.series.map((s) => s.key)).toEqual([
      'subscription',
      'reward',
      'ad_share',
      'attendance_bonus',
      'guarantee_top_up',
      'completion_reward',
      'adjustment',
    ]);
    const byKey = Object.fromEntries(chart.series.map((s) => [s.key, s.values]));
    expect(byKey.subscription).toEqual([180_00, 200_00, 120_00]);
    expect(byKey.adjustment).toEqual([0, 0, -15_50]);
  });

  it('adds up, column by column, to each statement pre-tax amount', () => {
    const chart = monthlyComponents(SUMMARY);
    chart.months.forEach((month, column) => {
      const stacked = chart.series.reduce((sum, s) => sum + (s.values[column] ?? 0), 0);
      expect(stacked).toBe(SUMMARY.list.find((row) => row.month === month)?.pre_tax);
    });
  });
});

describe('monthlySummary', () => {
  it('states the totals row, the best month and the largest component with its share', () => {
    expect(monthlySummary(SUMMARY)).toEqual({
      months: 3,
      from: '2026-09',
      to: '2026-11',
      preTax: SUMMARY.totals.pre_tax,
      best: { month: '2026-10', preTax: 1_700_00 },
      largest: {
        label: 'income.col.attendanceBonus',
        total: 1_500_00,
        share: 1_500_00 / SUMMARY.totals.pre_tax,
      },
    });
  });

  it('says nothing of an empty range, and gives no share of a total that is not positive', () => {
    expect(monthlySummary(summaryOf([]))).toBeNull();
    const refunds = monthlySummary(summaryOf([statement('2026-11', { adjustment: -500 })]));
    expect(refunds?.largest.share).toBeNull();
  });
});

describe('dailySummary', () => {
  const day = (date: string, total: number) => ({ date, total });
  const daily = (list: { date: string; total: number }[]) =>
    ({
      month: '2026-11',
      list,
      totals: { total: list.reduce((sum, d) => sum + d.total, 0) },
    }) as unknown as IncomeDaily;

  it('states the month total of the totals row, the mean, the best and the worst day', () => {
    const summary = dailySummary(
      daily([day('2026-11-01', 1000), day('2026-11-02', 4001), day('2026-11-03', 0)]),
    );
    expect(summary).toEqual({
      days: 3,
      total: 5001,
      average: 1667,
      best: { date: '2026-11-02', total: 4001 },
      worst: { date: '2026-11-03', total: 0 },
    });
  });

  it('says nothing of a month without days', () => {
    expect(dailySummary(daily([]))).toBeNull();
  });
});
