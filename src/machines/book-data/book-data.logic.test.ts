import { describe, expect, it } from 'vitest';
import {
  addDays,
  bookDataSearch,
  CHAPTER_PAGE_SIZE,
  chapterRowAt,
  DEFAULT_BOOK_DATA_QUERY,
  dailyInput,
  daySpan,
  daysInMonth,
  isDay,
  moreChapterPagesToGather,
  nextChapterPage,
  parseBookDataQuery,
} from './book-data.logic';
import type { ChapterFigures, ChapterRows, DataBook } from './book-data.types';

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
      'book_id=b1&range=custom&from=2026-01-01&to=2026-01-31&metric=views&sort=completion_rate&order=desc';
    // A link from before the table scrolled through every chapter may still carry a page.
    const query = parseBookDataQuery(`${search}&page=3`);
    expect(query).toEqual({
      book: 'b1',
      range: 'custom',
      from: '2026-01-01',
      to: '2026-01-31',
      metric: 'views',
      sort: 'completion_rate',
      order: 'desc',
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

describe('the chapter table loaded a page at a time', () => {
  const rows = (pages: number[], total = 3000, fresh = true): ChapterRows => ({
    total,
    vip: null,
    pageSize: CHAPTER_PAGE_SIZE,
    pages: Object.fromEntries(pages.map((page) => [page, { rows: [], fresh }])),
  });

  it('asks for the first page before anything is known', () => {
    expect(nextChapterPage(null, { start: 0, end: 0 })).toBe(1);
  });

  it('asks for the window’s first missing page, half a page ahead included', () => {
    expect(nextChapterPage(rows([1]), { start: 0, end: 20 })).toBeNull();
    // Row 150 is on page 1, but half a page past it (row 250) is on page 2.
    expect(nextChapterPage(rows([1]), { start: 130, end: 150 })).toBe(2);
    expect(nextChapterPage(rows([1]), { start: 2950, end: 2980 })).toBe(15);
    expect(nextChapterPage(rows([1, 15]), { start: 2950, end: 2980 })).toBeNull();
  });

  it('loads stale pages again, and an empty table once', () => {
    expect(nextChapterPage(rows([1], 3000, false), { start: 0, end: 20 })).toBe(1);
    expect(nextChapterPage(rows([], 0), { start: 0, end: 0 })).toBe(1);
    expect(nextChapterPage(rows([1], 0), { start: 0, end: 0 })).toBeNull();
  });

  it('finds a row in its page', () => {
    const row = { chapter_no: 401 } as ChapterFigures;
    const table: ChapterRows = { ...rows([]), pages: { 3: { rows: [row], fresh: true } } };
    expect(chapterRowAt(table, 400)).toBe(row);
    expect(chapterRowAt(table, 401)).toBeUndefined();
    expect(chapterRowAt(null, 0)).toBeUndefined();
  });

  it('stops gathering for the CSV at a short page or at the total', () => {
    expect(moreChapterPagesToGather(500, 500, 3000)).toBe(true);
    expect(moreChapterPagesToGather(500, 3000, 3000)).toBe(false);
    expect(moreChapterPagesToGather(120, 620, 3000)).toBe(false);
  });
});
