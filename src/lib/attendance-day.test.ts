import { describe, expect, it } from 'vitest';
import { classifyAttendanceDay, honouredLeaves } from './attendance-day';

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
