import { describe, expect, it } from 'vitest';
import {
  addDays,
  bookDataSearch,
  DEFAULT_BOOK_DATA_QUERY,
  dailyInput,
  daySpan,
  daysInMonth,
  isDay,
  parseBookDataQuery,
} from './book-data.logic';
import type { DataBook } from './book-data.types';

const book: DataBook = {
  book_id: 'b1',
  title: 'B',
  kind: 'long',
  is_vip: false,
  data_from: '2024-11-22',
  data_until: '2026-03-01',
};

describe('the work-data query in the URL', () => {
  it('reads every part and writes back only what differs from the defaults', () => {
    const search =
      'book_id=b1&range=custom&from=2026-01-01&to=2026-01-31&metric=views&sort=completion_rate&order=desc&page=3';
    const query = parseBookDataQuery(search);
    expect(query).toEqual({
      book: 'b1',
      range: 'custom',
      from: '2026-01-01',
      to: '2026-01-31',
      metric: 'views',
      sort: 'completion_rate',
      order: 'desc',
      page: 3,
    });
    expect(bookDataSearch(query)).toBe(search);
    expect(bookDataSearch(DEFAULT_BOOK_DATA_QUERY)).toBe('');
  });

  it('falls back to the defaults for values it does not know', () => {
    expect(
      parseBookDataQuery('range=2y&metric=money&sort=title&order=up&page=-1&from=2026-01-01'),
    ).toEqual(DEFAULT_BOOK_DATA_QUERY);
  });
});

describe('the calendar of the work-data screen', () => {
  it('counts days across month, year and leap-day ends', () => {
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(addDays('2024-03-01', -1)).toBe('2024-02-29');
    expect(addDays('2025-12-31', 1)).toBe('2026-01-01');
    expect(daySpan('2026-01-01', '2026-12-31')).toBe(365);
    expect(daySpan('2026-01-02', '2026-01-01')).toBe(0);
    expect(daysInMonth('2024-02')).toBe(29);
    expect(isDay('2026-02-30')).toBe(false);
    expect(isDay('2026-2-3')).toBe(false);
  });

  it('ends each preset at the book’s last day of figures', () => {
    expect(dailyInput({ ...DEFAULT_BOOK_DATA_QUERY, range: '7d' }, book)).toEqual({
      input: { bookId: 'b1', from: '2026-02-23', to: '2026-03-01', by: 'day' },
    });
    expect(dailyInput({ ...DEFAULT_BOOK_DATA_QUERY, range: '365d' }, book)).toEqual({
      input: { bookId: 'b1', from: '2025-03-02', to: '2026-03-01', by: 'day' },
    });
    expect(dailyInput({ ...DEFAULT_BOOK_DATA_QUERY, range: 'all' }, book)).toEqual({
      input: { bookId: 'b1', to: '2026-03-01', by: 'month' },
    });
    // A book without figures leaves the range to the server.
    expect(
      dailyInput(DEFAULT_BOOK_DATA_QUERY, { ...book, data_from: null, data_until: null }),
    ).toEqual({ input: { bookId: 'b1', by: 'day' } });
  });

  it('takes a custom range of up to 366 days', () => {
    const custom = { ...DEFAULT_BOOK_DATA_QUERY, range: 'custom' as const };
    expect(dailyInput({ ...custom, from: '2025-01-01', to: '2026-01-01' }, book)).toEqual({
      input: { bookId: 'b1', from: '2025-01-01', to: '2026-01-01', by: 'day' },
    });
    expect(dailyInput({ ...custom, from: '2025-01-01', to: '2026-01-02' }, book)).toEqual({
      problem: 'data.range.tooLong',
    });
    expect(dailyInput({ ...custom, from: '', to: '2026-01-02' }, book)).toEqual({
      problem: 'data.range.invalid',
    });
  });
});
