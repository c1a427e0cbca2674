import { describe, expect, it } from 'vitest';
import { compare, ratio } from '../platform/period-change';
import { type ChapterFigures, chapterRow, largestDrops, vipSummary } from './metrics';

const figures = (over: Partial<ChapterFigures>): ChapterFigures => ({
  chapterId: 'c1',
  chapterNo: 1,
  title: '第1章',
  isVip: false,
  publishedAt: '2026-02-01T12:00:00.000Z',
  views: 0,
  uniqueReaders: 0,
  finishedReaders: 0,
  subscriptions: 0,
  firstDaySubscriptions: 0,
  comments: 0,
  nextReaders: null,
  ...over,
});

describe('compare', () => {
  it('gives the change its real sign, trend and percent of the previous figure', () => {
    expect(compare(90, 100)).toEqual({
      previous: 100,
      change: -10,
      change_percent: -10,
      trend: 'down',
    });
    expect(compare(123, 100)).toEqual({
      previous: 100,
      change: 23,
      change_percent: 23,
      trend: 'up',
    });
    expect(compare(5, 5)).toMatchObject({ change: 0, change_percent: 0, trend: 'flat' });
    // A negative previous figure (a month of net adjustments): percent of its size.
    expect(compare(50, -100)).toMatchObject({ change: 150, change_percent: 150, trend: 'up' });
    expect(compare(1, 3).change_percent).toBe(-66.7);
  });

  it('has no percent from zero and nothing at all without a previous period', () => {
    expect(compare(10, 0)).toEqual({ previous: 0, change: 10, change_percent: null, trend: 'up' });
    expect(compare(10, null)).toEqual({
      previous: null,
      change: null,
      change_percent: null,
      trend: null,
    });
  });
});

describe('chapter rows', () => {
  it('computes completion and next-chapter rates to 4 decimals', () => {
    const row = chapterRow(
      figures({ uniqueReaders: 3000, finishedReaders: 2500, nextReaders: 2400, views: 3600 }),
    );
    expect(row).toMatchObject({
      completion_rate: 0.8333,
      next_chapter_rate: 0.96,
      published_at: '2026-02-01T12:00:00.000Z',
    });
  });

  it('has no rate without a denominator or a next chapter', () => {
    expect(chapterRow(figures({ uniqueReaders: 0, nextReaders: 0 }))).toMatchObject({
      completion_rate: null,
      next_chapter_rate: null,
    });
    expect(
      chapterRow(figures({ uniqueReaders: 10, finishedReaders: 8 })).next_chapter_rate,
    ).toBeNull();
    expect(ratio(1, 3)).toBe(0.3333);
  });
});

describe('vipSummary', () => {
  it('takes first-order from the first VIP chapter, the rounded mean and the highest', () => {
    const summary = vipSummary({
      count: 3,
      sum: 9000 + 9500 + 8001,
      first: { chapterId: 'v1', chapterNo: 601, firstDaySubscriptions: 4100 },
      most: { chapterId: 'v2', chapterNo: 602, subscriptions: 9500 },
    });
    expect(summary).toEqual({
      vip_chapters: 3,
      first_order: 4100,
      first_vip_chapter_id: 'v1',
      first_vip_chapter_no: 601,
      average: 8834,
      highest: 9500,
      highest_chapter_id: 'v2',
      highest_chapter_no: 602,
    });
  });

  it('is all zeros before the first VIP chapter', () => {
    expect(vipSummary({ count: 0, sum: 0, first: null, most: null })).toMatchObject({
      vip_chapters: 0,
      first_order: 0,
      average: 0,
      highest: 0,
      highest_chapter_id: null,
    });
  });
});

describe('largestDrops', () => {
  const curve = [1000, 990, 700, 690, 720, 500, 495, 300, 299, 298, 100].map((readers, i) => ({
    chapterId: `c${i + 1}`,
    chapterNo: i + 1,
    readers,
  }));

  it('marks the largest falls from one chapter to the next, largest first', () => {
    const drops = largestDrops(curve, 3);
    expect(drops.map((d) => [d.chapter_no, d.lost])).toEqual([
      [3, 290],
      [6, 220],
      [11, 198],
    ]);
    expect(drops[0]).toEqual({
      chapter_id: 'c3',
      chapter_no: 3,
      readers_before: 990,
      readers: 700,
      lost: 290,
      lost_rate: 0.2929,
    });
  });

  it('never counts a rise, and has nothing to mark for one chapter', () => {
    expect(largestDrops(curve, 20).every((d) => d.lost > 0)).toBe(true);
    expect(largestDrops(curve, 20).some((d) => d.chapter_no === 5)).toBe(false);
    expect(largestDrops(curve.slice(0, 1))).toEqual([]);
  });
});
