import { describe, expect, it } from 'vitest';
import {
  type AttendanceBook,
  BONUS,
  DAILY_WORDS,
  type DayChapter,
  evaluateAttendance,
  LEAVES_PER_MONTH,
} from './attendance';

const serialVip: AttendanceBook = {
  kind: 'long',
  signStatus: 'signed',
  serialStatus: 'serial',
  allowVip: true,
};

let next = 1;
function chapter(day: string, words: number, extra: Partial<DayChapter> = {}): DayChapter {
  const no = next++;
  return {
    chapter_id: `c${no}`,
    chapter_no: no,
    title: `第${no}章`,
    words,
    day,
    at: `${day}T20:00:00+08:00`,
    scheduled: false,
    ...extra,
  };
}

/** Every day of February 2026 from the 1st to `last`, each with enough words. */
function fullDays(last: number, words = DAILY_WORDS): DayChapter[] {
  return Array.from({ length: last }, (_, i) =>
    chapter(`2026-02-${String(i + 1).padStart(2, '0')}`, words),
  );
}

describe('evaluateAttendance', () => {
  it('qualifies a closed month in which every day reached the threshold', () => {
    const result = evaluateAttendance({
      month: '2026-02',
      today: '2026-03-01',
      book: serialVip,
      chapters: fullDays(28),
      leaves: [],
    });
    expect(result).toMatchObject({
      eligible: true,
      verdict: 'qualified',
      reason: 'all_days_met',
      failed_on: null,
      qualifying_days: 28,
      closed_days: 28,
      days_in_month: 28,
      leaves_used: 0,
      leaves_left: LEAVES_PER_MONTH,
      bonus: BONUS,
    });
    expect(result.days.every((d) => d.status === 'met')).toBe(true);
  });

  it('fails the month on the first day under the threshold, naming its chapter and words', () => {
    const chapters = fullDays(14);
    const short = chapter('2026-02-15', DAILY_WORDS - 154);
    chapters.push(short, ...fullDays(20).slice(15));
    const result = evaluateAttendance({
      month: '2026-02',
      today: '2026-02-21',
      book: serialVip,
      chapters,
      leaves: [],
    });
    expect(result).toMatchObject({
      verdict: 'failed',
      reason: 'day_below_threshold',
      failed_on: '2026-02-15',
      qualifying_days: 19,
      closed_days: 20,
      bonus: 0,
    });
    const day = result.days.find((d) => d.date === '2026-02-15')!;
    expect(day).toMatchObject({
      status: 'below_threshold',
      words: DAILY_WORDS - 154,
      shortfall: 154,
    });
    expect(day.chapters).toEqual([
      {
        chapter_id: short.chapter_id,
        chapter_no: short.chapter_no,
        title: short.title,
        words: DAILY_WORDS - 154,
        at: short.at,
        scheduled: false,
      },
    ]);
  });

  it('adds up the words of every chapter published that day', () => {
    const half = Math.ceil(DAILY_WORDS / 2);
    const result = evaluateAttendance({
      month: '2026-02',
      today: '2026-02-02',
      book: serialVip,
      chapters: [chapter('2026-02-01', half), chapter('2026-02-01', half)],
      leaves: [],
    });
    expect(result.days[0]).toMatchObject({ status: 'met', words: half * 2 });
    expect(result.verdict).toBe('on_track');
  });

  it('fails a day without any chapter as day_without_update', () => {
    const chapters = fullDays(3).filter((c) => c.day !== '2026-02-02');
    const result = evaluateAttendance({
      month: '2026-02',
      today: '2026-02-04',
      book: serialVip,
      chapters,
      leaves: [],
    });
    expect(result).toMatchObject({
      verdict: 'failed',
      reason: 'day_without_update',
      failed_on: '2026-02-02',
    });
    expect(result.days[1]?.status).toBe('no_update');
  });

  it('excuses leave days up to the allowance, earliest first', () => {
    const days = fullDays(10).filter(
      (c) => !['2026-02-03', '2026-02-05', '2026-02-07'].includes(c.day),
    );
    const withTwo = evaluateAttendance({
      month: '2026-02',
      today: '2026-02-06',
      book: serialVip,
      chapters: days,
      leaves: ['2026-02-03', '2026-02-05'],
    });
    expect(withTwo).toMatchObject({ verdict: 'on_track', leaves_used: 2, leaves_left: 0 });
    expect(withTwo.days[2]?.status).toBe('leave');

    // A third leave is beyond the allowance: its day is judged like any other.
    const withThree = evaluateAttendance({
      month: '2026-02',
      today: '2026-02-08',
      book: serialVip,
      chapters: days,
      leaves: ['2026-02-07', '2026-02-03', '2026-02-05'],
    });
    expect(withThree).toMatchObject({
      verdict: 'failed',
      reason: 'day_without_update',
      failed_on: '2026-02-07',
      leaves_used: 2,
    });
    // Leaves of other months are not this month's.
    const other = evaluateAttendance({
      month: '2026-02',
      today: '2026-02-02',
      book: serialVip,
      chapters: fullDays(1),
      leaves: ['2026-01-30', '2026-03-01'],
    });
    expect(other.leaves_used).toBe(0);
  });

  it('counts a planned leave as used and shows today in progress with its scheduled chapter', () => {
    const result = evaluateAttendance({
      month: '2026-02',
      today: '2026-02-10',
      book: serialVip,
      chapters: [
        ...fullDays(9),
        chapter('2026-02-10', 3200, { scheduled: true }),
        chapter('2026-02-11', 3100, { scheduled: true }),
      ],
      leaves: ['2026-02-20'],
    });
    expect(result).toMatchObject({ verdict: 'on_track', leaves_used: 1, qualifying_days: 9 });
    expect(result.days[9]).toMatchObject({ status: 'in_progress', words: 0 });
    expect(result.days[9]?.chapters[0]?.scheduled).toBe(true);
    expect(result.days[10]?.status).toBe('upcoming');
    expect(result.days[19]?.status).toBe('leave');
  });

  it('counts today once its words are in', () => {
    const result = evaluateAttendance({
      month: '2026-02',
      today: '2026-02-02',
      book: serialVip,
      chapters: fullDays(2),
      leaves: [],
    });
    expect(result.days[1]?.status).toBe('met');
    expect(result.qualifying_days).toBe(2);
    expect(result.closed_days).toBe(1);
  });

  it('names why a book is not eligible', () => {
    const base = { month: '2026-02', today: '2026-03-01', chapters: fullDays(28), leaves: [] };
    const reason = (book: Partial<AttendanceBook>) =>
      evaluateAttendance({ ...base, book: { ...serialVip, ...book } });
    expect(reason({ serialStatus: 'completed' })).toMatchObject({
      eligible: false,
      verdict: 'not_eligible',
      reason: 'book_completed',
      bonus: 0,
      failed_on: null,
    });
    expect(reason({ serialStatus: 'hiatus' }).reason).toBe('book_on_hiatus');
    expect(reason({ allowVip: false }).reason).toBe('book_not_vip');
    expect(reason({ signStatus: 'applying' }).reason).toBe('book_not_signed');
    expect(reason({ kind: 'short' }).reason).toBe('short_novel');
    expect(reason({ serialStatus: 'completion_pending' }).verdict).toBe('qualified');
  });
});
