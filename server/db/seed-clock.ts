/**
 * Instants for the demo seed, on the platform's calendar (China time, no
 * daylight saving): the seed lays chapters and figures out in milliseconds
 * and hands days to the tables as 'YYYY-MM-DD'.
 */
export const DAY = 86_400_000;
export const HOUR = 3_600_000;
export const MINUTE = 60_000;
const CN_OFFSET = 8 * HOUR;

/** 'YYYY-MM-DD' of an instant in China time. */
export function cnDate(t: number): string {
  return new Date(t + CN_OFFSET).toISOString().slice(0, 10);
}

/** The instant of 00:00 China time on the day containing `t`. */
export function cnMidnight(t: number): number {
  return Math.floor((t + CN_OFFSET) / DAY) * DAY - CN_OFFSET;
}

/** Day of week in China time, 0 = Sunday. */
export function cnWeekday(t: number): number {
  return new Date(t + CN_OFFSET).getUTCDay();
}

/** Midnight China time of the first day of the month `back` months before `t`'s month. */
export function cnMonthStart(t: number, back: number): number {
  const d = new Date(t + CN_OFFSET);
  return Date.UTC(d.getUTCFullYear(), d.getUTCMonth() - back, 1) - CN_OFFSET;
}
