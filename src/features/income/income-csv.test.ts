import { describe, expect, it } from 'vitest';
import type { IncomeDaily, IncomeSummary } from '../../lib/contract/income-types';
import { dailyCsv, statementsCsv } from './income-csv';

// Message ids stand in for the translations: the test reads the structure.
const t = (id: string) => id;

const amounts = (afterTax: number) => ({
  subscription: 10_000,
  reward: 2_050,
  ad_share: 0,
  attendance_bonus: 30_000,
  guarantee_top_up: 0,
  completion_reward: 0,
  adjustment: -5,
  pre_tax: 42_045,
  tax: 42_045 - afterTax,
  after_tax: afterTax,
});

const summary = {
  from: '2026-09',
  to: '2026-10',
  list: [
    {
      month: '2026-10',
      ...amounts(40_000),
      state: 'on_hold',
      estimated_until: null,
      hold: { reason: 'tax_info_missing', fix: 'add_tax_info', released_on: null },
      carried_to: null,
      expected_pay_date: '2026-11-25',
      paid_on: null,
    },
    {
      month: '2026-09',
      ...amounts(39_999),
      state: 'paid',
      estimated_until: null,
      hold: null,
      carried_to: null,
      expected_pay_date: '2026-10-25',
      paid_on: '2026-10-24',
    },
  ],
  totals: amounts(79_999),
} as unknown as IncomeSummary;

/** The file's lines without the byte-order mark that tells Excel it is UTF-8. */
const linesOf = (text: string) => text.replace('\uFEFF', '').trim().split('\r\n');

describe('statementsCsv', () => {
  it('writes one line per month of the screen and a totals line, amounts in yuan', () => {
    const file = statementsCsv(summary, '星海长歌', t);
    expect(file.name).toBe('income.csv.statementsName_星海长歌_2026-09_2026-10.csv');
    expect(file.text.startsWith('\uFEFFincome.col.month,income.col.subscription,')).toBe(true);
    const lines = linesOf(file.text);
    expect(lines).toHaveLength(1 + summary.list.length + 1);
    const header = lines[0]!.split(',');
    const afterTax = header.indexOf('income.col.afterTax');
    expect(lines[1]!.split(',')[0]).toBe('2026-10');
    expect(lines[1]!.split(',')[afterTax]).toBe('400.00');
    // A held month says why and what releases it; a paid one when it was paid.
    expect(lines[1]).toContain('income.hold.reason.');
    expect(lines[1]).toContain('income.hold.fix.');
    expect(lines[2]!.split(',').at(-1)).toBe('2026-10-24');
    const totals = lines.at(-1)!.split(',');
    expect(totals[0]).toBe('income.totals');
    expect(totals[afterTax]).toBe('799.99');
    // The totals are the server's, not summed here.
    expect(totals[header.indexOf('income.col.adjustment')]).toBe('-0.05');
  });
});

describe('dailyCsv', () => {
  it('writes the month’s days and a totals line without a sum of distinct readers', () => {
    const day = (date: string, subscription: number) => ({
      date,
      subscription,
      purchases: 3,
      paying_readers: 2,
      reward: 100,
      ad_share: 0,
      total: subscription + 100,
    });
    const daily = {
      month: '2026-10',
      list: [day('2026-10-01', 1_000), day('2026-10-02', 500)],
      totals: {
        subscription: 1_500,
        purchases: 6,
        paying_readers: 3,
        reward: 200,
        ad_share: 0,
        total: 1_700,
      },
    } as unknown as IncomeDaily;
    const lines = linesOf(dailyCsv(daily, '星海长歌', t).text);
    expect(lines).toHaveLength(4);
    expect(lines[0]).toBe(
      'income.col.date,income.col.subscription,income.col.purchases,income.col.payingReaders,income.col.reward,income.col.adShare,income.col.total',
    );
    expect(lines[1]).toBe('2026-10-01,10.00,3,2,1.00,0.00,11.00');
    expect(lines[3]).toBe('income.totals,15.00,6,,2.00,0.00,17.00');
  });
});
