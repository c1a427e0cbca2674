// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { IntlProvider } from '../../components/intl';
import type { IncomeSummary } from '../../lib/contract/income-types';
import { StatementTable } from './statement-table';

afterEach(cleanup);
beforeEach(() => localStorage.setItem('arco-locale', 'zh-CN'));

const amounts = {
  subscription: 10_000,
  reward: 0,
  ad_share: 0,
  attendance_bonus: 0,
  guarantee_top_up: 0,
  completion_reward: 0,
  adjustment: 0,
  pre_tax: 10_000,
  tax: 0,
  after_tax: 10_000,
};

const summary = {
  from: '2026-09',
  to: '2026-10',
  list: [
    {
      month: '2026-10',
      ...amounts,
      state: 'on_hold',
      estimated_until: null,
      hold: {
        reason: 'tax_info_missing',
        fix: 'add_tax_info',
        since: '2026-11-03',
        released_on: null,
      },
      carried_to: null,
      expected_pay_date: '2026-11-25',
      paid_on: null,
    },
    {
      month: '2026-09',
      ...amounts,
      state: 'paid',
      estimated_until: null,
      hold: null,
      carried_to: null,
      expected_pay_date: '2026-10-25',
      paid_on: '2026-10-24',
    },
  ],
  totals: amounts,
} as unknown as IncomeSummary;

describe('<StatementTable>', () => {
  it('writes every day of the table in one format', () => {
    render(
      <IntlProvider>
        <StatementTable summary={summary} books={[]} />
      </IntlProvider>,
    );
    const text = screen.getByRole('table').textContent ?? '';
    // The held-since day in the state column and the pay days in their own columns.
    expect(text).toContain('2026/11/03');
    expect(text).toContain('2026/11/25');
    expect(text).toContain('2026/10/24');
    expect(text).not.toMatch(/\d{4}年\d{1,2}月\d{1,2}日/);
  });
});
