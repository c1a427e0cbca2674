import { describe, expect, it } from 'vitest';
import { type ChapterRelease, chaptersOutOfOrder, type OrderedChapter, releaseTimes } from '.';

const T = Date.parse('2026-11-27T12:00:00Z');
const HOUR = 3_600_000;

function chapter(no: number, status: OrderedChapter['status'], at?: number): OrderedChapter {
  return {
    chapter_id: `c${no}`,
    chapter_no: no,
    title: `第${no}章`,
    status,
    publish_at: at === undefined ? null : new Date(at).toISOString(),
  };
}
const release = (no: number, at: number): ChapterRelease => ({
  chapter_id: `c${no}`,
  chapter_no: no,
  title: `第${no}章`,
  at,
});
const numbers = (list: { chapter_no: number }[]) => list.map((c) => c.chapter_no);

describe('chaptersOutOfOrder', () => {
  // The book: 2993-2995 scheduled, 2996-2998 drafts, 2999 asked for.
  const book = [
    chapter(2992, 'published'),
    chapter(2993, 'scheduled', T + HOUR),
    chapter(2994, 'scheduled', T + 2 * HOUR),
    chapter(2995, 'scheduled', T + 3 * HOUR),
    chapter(2996, 'draft'),
    chapter(2997, 'draft'),
    chapter(2998, 'draft'),
    chapter(2999, 'draft'),
    chapter(3000, 'draft'),
  ];

  it('names every earlier draft and every earlier chapter scheduled later, in reading order', () => {
    const earlier = chaptersOutOfOrder([release(2999, T)], book);
    expect(numbers(earlier)).toEqual([2993, 2994, 2995, 2996, 2997, 2998]);
    expect(earlier[0]).toEqual({
      chapter_id: 'c2993',
      chapter_no: 2993,
      title: '第2993章',
      status: 'scheduled',
      publish_at: new Date(T + HOUR).toISOString(),
    });
    expect(earlier[3]).toMatchObject({ status: 'draft', publish_at: null });
  });

  it('lets earlier chapters that go out at the same time or sooner be', () => {
    expect(numbers(chaptersOutOfOrder([release(2996, T + 2 * HOUR)], book))).toEqual([2995]);
    expect(chaptersOutOfOrder([release(2996, T + 3 * HOUR)], book)).toEqual([]);
  });

  it('ignores later chapters, published and trashed ones', () => {
    const trashedBefore = [chapter(1, 'trashed'), chapter(2, 'published'), chapter(3, 'draft')];
    expect(chaptersOutOfOrder([release(2, T)], trashedBefore)).toEqual([]);
  });

  it('counts a request as in order among itself when its times follow reading order', () => {
    const together = [2993, 2994, 2995, 2996, 2997, 2998, 2999].map((no) => release(no, T));
    expect(chaptersOutOfOrder(together, book)).toEqual([]);
    const rising = [release(2996, T + 3 * HOUR), release(2997, T + 4 * HOUR)];
    expect(chaptersOutOfOrder(rising, book)).toEqual([]);
  });

  it('names a chapter of the request that goes out after a later one of it', () => {
    const crossed = [release(2996, T + 5 * HOUR), release(2997, T + 4 * HOUR)];
    expect(numbers(chaptersOutOfOrder(crossed, book))).toEqual([2996]);
  });

  it('has nothing to say about an empty request', () => {
    expect(chaptersOutOfOrder([], book)).toEqual([]);
  });
});

describe('releaseTimes', () => {
  it('spaces chapters by the interval from the start', () => {
    expect(releaseTimes(T, { intervalMinutes: 30 }, 3)).toEqual([T, T + HOUR / 2, T + HOUR]);
    expect(releaseTimes(T, { intervalMinutes: 0 }, 2)).toEqual([T, T]);
  });

  const iso = (times: number[]) => times.map((t) => new Date(t).toISOString());

  it('takes each time of day in turn, from the first one at or after the start', () => {
    const daily = { dailyTimes: ['20:00', '12:00'], timeZone: 'Asia/Shanghai' };
    // 13:00 in Beijing: the day's 12:00 has gone, its 20:00 is the first.
    const start = Date.parse('2026-12-01T13:00:00+08:00');
    expect(iso(releaseTimes(start, daily, 4))).toEqual([
      '2026-12-01T12:00:00.000Z',
      '2026-12-02T04:00:00.000Z',
      '2026-12-02T12:00:00.000Z',
      '2026-12-03T04:00:00.000Z',
    ]);
    // Exactly on a time: that time is the first.
    expect(releaseTimes(Date.parse('2026-12-01T20:00:00+08:00'), daily, 1)).toEqual([
      Date.parse('2026-12-01T20:00:00+08:00'),
    ]);
  });

  it('keeps the clock time across a change to summer time', () => {
    const daily = { dailyTimes: ['20:00'], timeZone: 'Europe/Berlin' };
    // Berlin moves its clocks forward on 28 March 2027: 20:00 is 19:00 UTC
    // the day before and 18:00 UTC from that day on.
    const start = Date.parse('2027-03-27T12:00:00Z');
    expect(iso(releaseTimes(start, daily, 2))).toEqual([
      '2027-03-27T19:00:00.000Z',
      '2027-03-28T18:00:00.000Z',
    ]);
    // A time the clocks skip (02:30 that night) comes an hour later.
    const skipped = releaseTimes(
      Date.parse('2027-03-28T00:00:00Z'),
      {
        dailyTimes: ['02:30'],
        timeZone: 'Europe/Berlin',
      },
      1,
    );
    expect(iso(skipped)).toEqual(['2027-03-28T01:30:00.000Z']);
  });

  it('gives no time for times that are not HH:MM', () => {
    expect(releaseTimes(T, { dailyTimes: ['25:00', 'noon'], timeZone: 'UTC' }, 3)).toEqual([]);
  });
});
