import { describe, expect, it } from 'vitest';
import { DAILY_WORDS, evaluateAttendance } from '../income/attendance';
import {
  ALLOWED_MISSES,
  datesOfMonth,
  daysCovered,
  judgeDays,
  planSlots,
  writingStreak,
} from './desk-rules';

const iso = (slots: { publishAt: Date }[]) => slots.map((s) => s.publishAt.toISOString());

describe('planSlots', () => {
  it('gives N a day at Beijing times, ascending, from the start date', () => {
    const slots = planSlots({
      startDate: '2026-12-31',
      times: ['18:00', '12:00'],
      count: 5,
      earliest: new Date('2026-12-01T00:00:00Z'),
      taken: new Set(),
    });
    expect(slots.map((s) => s.date)).toEqual([
      '2026-12-31',
      '2026-12-31',
      '2027-01-01',
      '2027-01-01',
      '2027-01-02',
    ]);
    expect(iso(slots)).toEqual([
      '2026-12-31T04:00:00.000Z',
      '2026-12-31T10:00:00.000Z',
      '2027-01-01T04:00:00.000Z',
      '2027-01-01T10:00:00.000Z',
      '2027-01-02T04:00:00.000Z',
    ]);
  });

  it('keeps +08:00 through the dates other zones change their clocks', () => {
    // US (Mar 8, Nov 1 2026) and EU (Mar 29, Oct 25 2026) switch; Beijing never does.
    for (const date of ['2026-03-08', '2026-03-29', '2026-10-25', '2026-11-01']) {
      const [slot] = planSlots({
        startDate: date,
        times: ['00:30'],
        count: 1,
        earliest: new Date(0),
        taken: new Set(),
      });
      const dayBefore = new Date(Date.parse(`${date}T00:00:00Z`) - 86_400_000)
        .toISOString()
        .slice(0, 10);
      expect(slot!.publishAt.toISOString()).toBe(`${dayBefore}T16:30:00.000Z`);
      expect(slot!.date).toBe(date);
    }
  });

  it('passes over slots that are too soon or taken', () => {
    const taken = new Set([Date.parse('2026-11-23T10:00:00Z')]); // 18:00 Beijing on the 23rd
    const slots = planSlots({
      startDate: '2026-11-22',
      times: ['12:00', '18:00'],
      count: 3,
      earliest: new Date('2026-11-22T05:00:00Z'), // 13:00 Beijing on the 22nd
      taken,
    });
    expect(iso(slots)).toEqual([
      '2026-11-22T10:00:00.000Z',
      '2026-11-23T04:00:00.000Z',
      '2026-11-24T04:00:00.000Z',
    ]);
  });

  it('never gives a chapter a slot before its earlier chapters go out', () => {
    const slots = planSlots({
      startDate: '2026-11-22',
      times: ['12:00'],
      count: 3,
      earliest: new Date(0),
      taken: new Set(),
      // The second chapter follows one scheduled at 20:00 Beijing on the 23rd.
      notBefore: [0, Date.parse('2026-11-23T12:00:00Z'), Date.parse('2026-11-23T12:00:00Z')],
    });
    expect(iso(slots)).toEqual([
      '2026-11-22T04:00:00.000Z',
      '2026-11-24T04:00:00.000Z',
      '2026-11-25T04:00:00.000Z',
    ]);
  });

  it('handles the 29th of February', () => {
    const slots = planSlots({
      startDate: '2028-02-28',
      times: ['20:00'],
      count: 3,
      earliest: new Date(0),
      taken: new Set(),
    });
    expect(slots.map((s) => s.date)).toEqual(['2028-02-28', '2028-02-29', '2028-03-01']);
  });
});

describe('judgeDays', () => {
  const day = (date: string, publishedWords: number, scheduledWords = 0) => ({
    date,
    publishedWords,
    scheduledWords,
  });
  const judge = (
    days: ReturnType<typeof day>[],
    allowedMisses = 1,
    leaves: ReadonlySet<string> = new Set(),
  ) =>
    judgeDays({
      days,
      today: '2026-11-03',
      threshold: 4000,
      firstActiveDate: '2026-11-01',
      allowedMisses,
      leaves,
    });

  it('says met, missed, covered and gap against the threshold', () => {
    const result = judge([
      day('2026-11-01', 4000),
      day('2026-11-02', 3999),
      day('2026-11-03', 1000, 3000),
      day('2026-11-04', 0, 4200),
      day('2026-11-05', 0, 100),
    ]);
    expect(result.days.map((d) => d.status)).toEqual([
      'met',
      'missed',
      'covered',
      'covered',
      'gap',
    ]);
    expect(result).toMatchObject({ missed: 1, gaps: 1, status: 'at_risk' });
    expect(result.days[4]!.atRisk).toBe(true);
  });

  it('forgives the allowed misses before marking gaps at risk', () => {
    const result = judge([day('2026-11-01', 5000), day('2026-11-04', 0), day('2026-11-05', 0)]);
    expect(result.days.map((d) => d.atRisk)).toEqual([false, false, true]);
    expect(judge([day('2026-11-04', 0)]).status).toBe('kept');
    expect(judge([day('2026-11-01', 0), day('2026-11-02', 0)]).status).toBe('lost');
  });

  it('calls a leave day a leave, not missed, and does not count it against the month', () => {
    const result = judge([day('2026-11-01', 0), day('2026-11-02', 0)], 1, new Set(['2026-11-01']));
    expect(result.days.map((d) => d.status)).toEqual(['leave', 'missed']);
    expect(result).toMatchObject({ missed: 1, status: 'kept' });
  });

  it('shows days before the book as inactive, yet counts them as income does: no update', () => {
    const result = judge([day('2026-10-31', 0), day('2026-11-01', 4100)], ALLOWED_MISSES);
    expect(result.days.map((d) => d.status)).toEqual(['inactive', 'met']);
    expect(result).toMatchObject({ missed: 1, status: 'lost' });
  });

  it('forgives no missed day under the platform rule: one miss loses the month', () => {
    expect(ALLOWED_MISSES).toBe(0);
    const result = judge([day('2026-11-01', 4000), day('2026-11-02', 0)], ALLOWED_MISSES);
    expect(result).toMatchObject({ missed: 1, status: 'lost' });
    const ahead = judge([day('2026-11-02', 4000), day('2026-11-04', 0)], ALLOWED_MISSES);
    expect(ahead).toMatchObject({ missed: 0, gaps: 1, status: 'at_risk' });
    expect(ahead.days[1]!.atRisk).toBe(true);
  });
});

describe('the calendar and income attendance agree', () => {
  it('on a leave day, a missed day and a day met only thanks to its scheduled chapters', () => {
    const today = '2026-11-21';
    const leaves = new Set(['2026-11-19']);
    const calendar = judgeDays({
      days: [
        { date: '2026-11-19', publishedWords: 0, scheduledWords: 0 },
        { date: '2026-11-20', publishedWords: 0, scheduledWords: 0 },
        { date: '2026-11-21', publishedWords: 1000, scheduledWords: DAILY_WORDS },
      ],
      today,
      threshold: DAILY_WORDS,
      firstActiveDate: '2026-11-01',
      allowedMisses: ALLOWED_MISSES,
      leaves,
    });
    const income = evaluateAttendance({
      month: '2026-11',
      today,
      book: { kind: 'long', signStatus: 'signed', serialStatus: 'serial', allowVip: true },
      chapters: [
        {
          chapter_id: 'a',
          chapter_no: 1,
          title: '一',
          words: 1000,
          day: today,
          at: `${today}T08:00:00+08:00`,
          scheduled: false,
        },
        {
          chapter_id: 'b',
          chapter_no: 2,
          title: '二',
          words: DAILY_WORDS,
          day: today,
          at: `${today}T20:00:00+08:00`,
          scheduled: true,
        },
      ],
      leaves: [...leaves],
    });
    const incomeOf = (date: string) => income.days.find((d) => d.date === date)?.status;
    expect(calendar.days.map((d) => d.status)).toEqual(['leave', 'missed', 'covered']);
    expect(['2026-11-19', '2026-11-20', today].map(incomeOf)).toEqual([
      'leave',
      'no_update',
      'in_progress',
    ]);
    // The leave is no miss on either side.
    expect(calendar.missed).toBe(1);
    expect(income.leaves_used).toBe(1);
    // And the one missed day loses the month on both (issue 31).
    expect(calendar.status).toBe('lost');
    expect(income.verdict).toBe('failed');
  });
});

describe('calendar helpers', () => {
  it('lists a month’s dates, leap years included', () => {
    expect(datesOfMonth('2028-02')).toHaveLength(29);
    expect(datesOfMonth('2026-02').at(-1)).toBe('2026-02-28');
    expect(datesOfMonth('2026-12')[30]).toBe('2026-12-31');
  });

  it('counts whole days of stockpile', () => {
    expect(daysCovered(12_000, 4_000)).toBe(3);
    expect(daysCovered(11_999, 4_000)).toBe(2);
    expect(daysCovered(5_000, 0)).toBe(0);
  });

  it('counts the writing streak to today, or to yesterday before today’s first words', () => {
    const dates = new Set(['2026-11-20', '2026-11-21', '2026-11-22']);
    expect(writingStreak(dates, '2026-11-22')).toBe(3);
    expect(writingStreak(dates, '2026-11-23')).toBe(3);
    expect(writingStreak(dates, '2026-11-24')).toBe(0);
    expect(writingStreak(new Set(['2026-12-31', '2027-01-01']), '2027-01-01')).toBe(2);
  });
});
