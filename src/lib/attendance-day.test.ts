import { describe, expect, it } from 'vitest';
import { attendanceMonthVerdict, classifyAttendanceDay, honouredLeaves } from './attendance-day';

const TODAY = '2026-11-21';
const day = (
  date: string,
  publishedWords: number,
  scheduledWords = 0,
  onLeave = false,
): Parameters<typeof classifyAttendanceDay>[0] => ({
  date,
  today: TODAY,
  publishedWords,
  scheduledWords,
  onLeave,
  threshold: 3000,
});

describe('classifyAttendanceDay', () => {
  it('calls a leave day a leave, whatever went out, past or ahead', () => {
    expect(classifyAttendanceDay(day('2026-11-20', 0, 0, true))).toBe('leave');
    expect(classifyAttendanceDay(day('2026-11-20', 1200, 0, true))).toBe('leave');
    expect(classifyAttendanceDay(day('2026-11-25', 0, 0, true))).toBe('leave');
  });

  it('calls a past day with nothing out missed, and one with too little under the threshold', () => {
    expect(classifyAttendanceDay(day('2026-11-20', 0))).toBe('missed');
    expect(classifyAttendanceDay(day('2026-11-20', 2999))).toBe('under_threshold');
    expect(classifyAttendanceDay(day('2026-11-20', 3000))).toBe('met');
  });

  it('counts chapters scheduled for a day toward it: covered only thanks to them', () => {
    // 1,000 words out today and 2,000 scheduled for tonight reach 3,000.
    expect(classifyAttendanceDay(day(TODAY, 1000, 2000))).toBe('covered');
    expect(classifyAttendanceDay(day('2026-11-22', 0, 3200))).toBe('covered');
    expect(classifyAttendanceDay(day('2026-11-22', 0, 2999))).toBe('open');
    expect(classifyAttendanceDay(day(TODAY, 3000))).toBe('met');
  });
});

describe('honouredLeaves', () => {
  it("keeps the month's earliest leaves up to the allowance", () => {
    const leaves = ['2026-11-21', '2026-10-30', '2026-11-03', '2026-11-09'];
    expect([...honouredLeaves(leaves, '2026-11', 2)]).toEqual(['2026-11-03', '2026-11-09']);
  });
});

describe('attendanceMonthVerdict', () => {
  type Kind = Parameters<typeof attendanceMonthVerdict>[0][number]['kind'];
  const month = (...kinds: Kind[]) =>
    kinds.map((kind, i) => ({ date: `2026-11-${String(i + 1).padStart(2, '0')}`, kind }));
  const platform = { allowedMisses: 0 };

  it('keeps a month whose every day is met, covered or a leave', () => {
    expect(attendanceMonthVerdict(month('met', 'leave', 'met', 'covered'), platform)).toEqual({
      status: 'kept',
      missed: 0,
      gaps: 0,
      failedOn: null,
      atRisk: new Set(),
    });
  });

  it('loses the month on its one missed day when none is forgiven, naming the day', () => {
    const verdict = attendanceMonthVerdict(month('met', 'missed', 'met', 'covered'), platform);
    expect(verdict).toMatchObject({ status: 'lost', missed: 1, failedOn: '2026-11-02' });
    const under = attendanceMonthVerdict(month('under_threshold', 'met'), platform);
    expect(under).toMatchObject({ status: 'lost', failedOn: '2026-11-01' });
  });

  it('forgives the allowed misses and fails on the first beyond them', () => {
    const rule = { allowedMisses: 1 };
    expect(attendanceMonthVerdict(month('missed', 'met'), rule).status).toBe('kept');
    expect(attendanceMonthVerdict(month('missed', 'met', 'under_threshold'), rule)).toMatchObject({
      status: 'lost',
      missed: 2,
      failedOn: '2026-11-03',
    });
  });

  it('puts the month at risk on a gap ahead that would go beyond the allowance', () => {
    const verdict = attendanceMonthVerdict(month('met', 'open', 'covered', 'open'), platform);
    expect(verdict).toMatchObject({ status: 'at_risk', missed: 0, gaps: 2 });
    expect([...verdict.atRisk]).toEqual(['2026-11-02', '2026-11-04']);
    const forgiving = attendanceMonthVerdict(month('met', 'open', 'open'), { allowedMisses: 1 });
    expect([...forgiving.atRisk]).toEqual(['2026-11-03']);
  });

  it('calls a lost month lost, gaps ahead or not', () => {
    expect(attendanceMonthVerdict(month('missed', 'open'), platform).status).toBe('lost');
  });
});
