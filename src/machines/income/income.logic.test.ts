import { describe, expect, it } from 'vitest';
import {
  addMonths,
  CUSTOM_RANGE_ERRORS,
  customRangeError,
  DEFAULT_INCOME_QUERY,
  incomeSearch,
  monthSpan,
  monthsNewestFirst,
  parseIncomeQuery,
  resolveRange,
} from './income.logic';

const calendar = { currentMonth: '2026-11', firstMonth: '2024-12' };

describe('the income query in the URL', () => {
  it('is empty for the defaults: all works, last 12 months', () => {
    expect(parseIncomeQuery('')).toEqual(DEFAULT_INCOME_QUERY);
    expect(incomeSearch(DEFAULT_INCOME_QUERY)).toBe('');
  });

  it('round-trips a book, a custom range and a daily month', () => {
    const search = 'book=b1&range=custom&from=2026-01&to=2026-06&daily=2026-03';
    expect(incomeSearch(parseIncomeQuery(search))).toBe(search);
  });

  it('falls back to the defaults for values it cannot read', () => {
    expect(parseIncomeQuery('range=week&daily=2026-13&book=%3Cx%3E')).toEqual(DEFAULT_INCOME_QUERY);
    // A custom range needs both months.
    expect(parseIncomeQuery('range=custom&from=2026-01').range).toBe('last_12');
    // Months are kept only for a custom range.
    expect(parseIncomeQuery('range=this_year&from=2026-01&to=2026-02')).toMatchObject({
      range: 'this_year',
      from: null,
      to: null,
    });
  });
});

describe('month ranges on the platform calendar', () => {
  it('resolve every preset against the current month', () => {
    const of = (range: (typeof DEFAULT_INCOME_QUERY)['range']) =>
      resolveRange({ ...DEFAULT_INCOME_QUERY, range }, calendar);
    expect(of('last_12')).toEqual({ from: '2025-12', to: '2026-11' });
    expect(of('this_month')).toEqual({ from: '2026-11', to: '2026-11' });
    expect(of('last_month')).toEqual({ from: '2026-10', to: '2026-10' });
    expect(of('this_year')).toEqual({ from: '2026-01', to: '2026-11' });
    expect(of('all')).toEqual({ from: '2024-12', to: '2026-11' });
  });

  it('cross year ends and cap "all" at what the server answers at once', () => {
    expect(
      resolveRange(
        { ...DEFAULT_INCOME_QUERY, range: 'last_month' },
        { currentMonth: '2026-01', firstMonth: null },
      ),
    ).toEqual({ from: '2025-12', to: '2025-12' });
    expect(
      resolveRange(
        { ...DEFAULT_INCOME_QUERY, range: 'all' },
        { currentMonth: '2026-11', firstMonth: '2010-01' },
      ),
    ).toEqual({ from: '2016-12', to: '2026-11' });
    expect(addMonths('2026-01', -1)).toBe('2025-12');
    expect(monthSpan('2016-12', '2026-11')).toBe(120);
    expect(monthsNewestFirst('2025-11', '2026-01')).toEqual(['2026-01', '2025-12', '2025-11']);
  });

  it('say why a custom range would be refused', () => {
    expect(customRangeError('2026-01', '2026-06', '2026-11')).toBeNull();
    expect(customRangeError('', '2026-06', '2026-11')).toBe(CUSTOM_RANGE_ERRORS.missing);
    expect(customRangeError('2026-07', '2026-06', '2026-11')).toBe(CUSTOM_RANGE_ERRORS.order);
    expect(customRangeError('2026-01', '2026-12', '2026-11')).toBe(CUSTOM_RANGE_ERRORS.future);
    expect(customRangeError('2016-11', '2026-11', '2026-11')).toBe(CUSTOM_RANGE_ERRORS.tooLong);
  });
});
