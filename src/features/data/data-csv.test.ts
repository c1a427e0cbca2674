import { describe, expect, it } from 'vitest';
import type {
  ChapterExport,
  DataBook,
  DataDaily,
  DataRow,
} from '../../machines/book-data/book-data.types';
import { chaptersCsv, dailyDataCsv, sharePercent } from './data-csv';

// Message ids stand in for the translations: the test reads the structure.
const t = (id: string, values?: Record<string, string | number>) =>
  values ? `${id}(${Object.values(values).join(',')})` : id;

const row = (period: string, views: number, added: number, removed: number): DataRow => ({
  period,
  days: 1,
  readers: 10,
  views,
  favorites_added: added,
  favorites_removed: removed,
  favorites_net: added - removed,
  favorites_total: 100,
  subscriptions: 2,
  comments: 1,
  chapters_published: 0,
  words_added: 0,
});

const daily = {
  book_id: 'b',
  by: 'day',
  from: '2026-11-01',
  to: '2026-11-02',
  list: [row('2026-11-01', 40, 3, 1), row('2026-11-02', 60, 1, 4)],
} as unknown as DataDaily;

describe('dailyDataCsv', () => {
  it('writes the rows of the screen table and a totals row of what adds up', () => {
    const file = dailyDataCsv(daily, '=星海长歌', t);
    expect(file.name).toBe('data.csv.dailyName_=星海长歌_2026-11-01_2026-11-02.csv');
    const lines = file.text.replace('\uFEFF', '').trim().split('\r\n');
    expect(lines[0]).toBe(
      'data.col.day,data.col.readers,data.col.views,data.col.favoritesAdded,data.col.favoritesRemoved,data.col.favoritesNet,data.col.favoritesTotal,data.col.subscriptions,data.col.comments',
    );
    expect(lines[1]).toBe('2026-11-01,10,40,3,1,2,100,2,1');
    // Readers of different days and a level (total favourites) do not add up.
    expect(lines[3]).toBe('data.csv.totals,,100,4,5,-1,,4,2');
    expect(file.text.startsWith('\uFEFF')).toBe(true);
  });
});

describe('chaptersCsv', () => {
  const book: DataBook = {
    book_id: 'b',
    title: '星海长歌',
    kind: 'long',
    is_vip: true,
    data_from: '2024-11-22',
    data_until: '2026-11-23',
  };
  const figures = {
    chapter_id: 'c1',
    chapter_no: 1,
    title: '-1 第一章 "星门"',
    is_vip: true,
    published_at: null,
    views: 900,
    unique_readers: 800,
    finished_readers: 650,
    completion_rate: 0.8125,
    next_chapter_rate: null,
    subscriptions: 30,
    first_day_subscriptions: 12,
    comments: 5,
  };
  const gathered: ChapterExport = { seq: 1, sort: 'views', order: 'desc', rows: [figures] };

  it('escapes a title that would be a formula and writes shares as percentages', () => {
    const file = chaptersCsv(gathered, book, t);
    expect(file.name).toBe('data.csv.chaptersName_星海长歌_2024-11-22_2026-11-23.csv');
    const lines = file.text.replace('\uFEFF', '').trim().split('\r\n');
    expect(lines[0]).toBe(
      'data.csv.chapterNo,data.csv.chapterTitle,data.csv.vip,data.col.views,data.col.uniqueReaders,data.csv.percent(data.col.completionRate),data.csv.percent(data.col.nextChapterRate),data.col.subscriptions,data.col.firstDaySubscriptions,data.col.comments',
    );
    expect(lines[1]).toBe(`1,"'-1 第一章 ""星门""",data.chapters.vip,900,800,81.25,,30,12,5`);
  });

  it('leaves the subscription columns out for a book that is not VIP', () => {
    const file = chaptersCsv(gathered, { ...book, is_vip: false }, t);
    expect(file.text).not.toContain('data.col.subscriptions');
  });

  it('rounds a share to two decimals of a percent', () => {
    expect(sharePercent(0.1234)).toBe(12.34);
    expect(sharePercent(null)).toBeNull();
  });
});
