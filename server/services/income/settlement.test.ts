import { describe, expect, it } from 'vitest';
import {
  type MonthFacts,
  PAYOUT_MINIMUM,
  payDate,
  payDateAfterRelease,
  settle,
  statementDate,
} from './settlement';

const month = (m: string, afterTax: number, extra: Partial<MonthFacts> = {}): MonthFacts => ({
  month: m,
  afterTax,
  hold: null,
  paidOn: null,
  ...extra,
});

describe('statement and pay dates', () => {
  it('states a month on the 10th of the next month and pays on the 25th', () => {
    expect(statementDate('2026-02')).toBe('2026-03-10');
    expect(statementDate('2026-12')).toBe('2027-01-10');
    // 2026-03-25 is a Wednesday.
    expect(payDate('2026-02')).toBe('2026-03-25');
  });

  it('moves a pay day off the weekend to the Monday', () => {
    // 2026-04-25 is a Saturday, 2026-10-25 a Sunday.
    expect(payDate('2026-03')).toBe('2026-04-27');
    expect(payDate('2026-09')).toBe('2026-10-26');
  });

  it('pays a released hold after the next statement date', () => {
    expect(payDateAfterRelease('2026-03-09')).toBe('2026-03-25');
    expect(payDateAfterRelease('2026-03-10')).toBe('2026-04-27');
    expect(payDateAfterRelease('2026-12-20')).toBe('2027-01-25');
  });
});

describe('settle', () => {
  it('walks a month from estimated to settled to paid', () => {
    const facts = [month('2026-02', 500_000)];
    expect(settle(facts, '2026-03-09')[0]).toMatchObject({
      state: 'estimated',
      estimated_until: '2026-03-10',
      expected_pay_date: '2026-03-25',
      paid_on: null,
    });
    expect(settle(facts, '2026-03-10')[0]).toMatchObject({
      state: 'settled',
      estimated_until: null,
      expected_pay_date: '2026-03-25',
      payable: 500_000,
    });
    const paid = settle([month('2026-02', 500_000, { paidOn: '2026-03-25' })], '2026-03-26');
    expect(paid[0]).toMatchObject({ state: 'paid', paid_on: '2026-03-25' });
  });

  it('carries a month below the payout minimum into the next statement', () => {
    const [small, next] = settle(
      [month('2026-01', PAYOUT_MINIMUM - 1), month('2026-02', 5_000)],
      '2026-04-01',
    );
    expect(small).toMatchObject({
      state: 'carried_forward',
      carried_to: '2026-02',
      payable: PAYOUT_MINIMUM - 1,
    });
    expect(next).toMatchObject({
      state: 'settled',
      carried_in: PAYOUT_MINIMUM - 1,
      payable: PAYOUT_MINIMUM + 4_999,
    });
    // The carried month is paid when the statement that took it is.
    expect(small?.expected_pay_date).toBe(next?.expected_pay_date);
  });

  it('carries again while the sum stays below the minimum, and shows the final payment', () => {
    const result = settle(
      [
        month('2026-01', 3_000),
        month('2026-02', 3_000),
        month('2026-03', 300_000, { paidOn: '2026-04-27' }),
      ],
      '2026-05-01',
    );
    expect(result.map((s) => s.state)).toEqual(['carried_forward', 'carried_forward', 'paid']);
    expect(result.map((s) => s.carried_to)).toEqual(['2026-02', '2026-03', null]);
    expect(result.map((s) => s.carried_in)).toEqual([0, 3_000, 6_000]);
    expect(result.map((s) => s.paid_on)).toEqual(['2026-04-27', '2026-04-27', '2026-04-27']);
  });

  it('carries a negative month (an adjustment larger than the income) as a debt', () => {
    const [debt, next] = settle([month('2026-01', -2_000), month('2026-02', 50_000)], '2026-03-12');
    expect(debt).toMatchObject({ state: 'carried_forward', payable: -2_000 });
    expect(next).toMatchObject({ state: 'settled', payable: 48_000 });
  });

  it('points a carried last month at the month after it, to be paid with it', () => {
    const [only] = settle([month('2026-01', 100)], '2026-02-15');
    expect(only).toMatchObject({
      state: 'carried_forward',
      carried_to: '2026-02',
      expected_pay_date: null,
      paid_on: null,
    });
  });

  it('holds a month with the reason and what fixes it, and does not carry its money', () => {
    const hold = { reason: 'subscription_review' as const, since: '2026-03-10', releasedOn: null };
    const [held, next] = settle(
      [month('2026-02', 5_000, { hold }), month('2026-03', 50_000)],
      '2026-04-20',
    );
    expect(held).toMatchObject({
      state: 'held',
      expected_pay_date: null,
      hold: {
        reason: 'subscription_review',
        fix: 'contact_editor',
        since: '2026-03-10',
        released_on: null,
      },
    });
    expect(next?.carried_in).toBe(0);
  });

  it('settles a released hold with the pay day after the next statement date', () => {
    const hold = {
      reason: 'bank_account_rejected' as const,
      since: '2026-03-25',
      releasedOn: '2026-05-02',
    };
    const facts = [month('2026-02', 500_000, { hold })];
    expect(settle(facts, '2026-05-01')[0]?.state).toBe('held');
    expect(settle(facts, '2026-05-02')[0]).toMatchObject({
      state: 'settled',
      expected_pay_date: '2026-05-25',
      hold: { fix: 'update_bank_account', released_on: '2026-05-02' },
    });
  });

  it('leaves an open month estimated whatever its size, and carries nothing out of it', () => {
    const result = settle([month('2026-03', 10), month('2026-04', 10)], '2026-04-05');
    expect(result.map((s) => s.state)).toEqual(['estimated', 'estimated']);
    expect(result[1]?.carried_in).toBe(0);
  });
});
