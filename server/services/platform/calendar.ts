/**
 * The platform calendar (Asia/Shanghai). Days travel as 'YYYY-MM-DD' and
 * months as 'YYYY-MM' strings: "this month", "yesterday" and a statement's
 * pay day are the author's, not UTC's, and strings never shift with the
 * reader's time zone. Arithmetic is on plain calendar dates (no zone).
 */

/** China has no daylight saving time, so a fixed offset is exact. */
const SHANGHAI_OFFSET_MS = 8 * 3_600_000;
const DAY_MS = 86_400_000;

/**
 * The first day PostgreSQL's date type accepts ('0000-01-01' is out of
 * range there although the spec's patterns allow it).
 */
export const FIRST_DATE = '0001-01-01';

/** 'YYYY-MM-DD' of the given instant on the Asia/Shanghai calendar. */
export function shanghaiDate(instant: Date): string {
  return new Date(instant.getTime() + SHANGHAI_OFFSET_MS).toISOString().slice(0, 10);
}

/** The instant a Shanghai calendar day starts. */
export function shanghaiMidnight(date: string): Date {
  return new Date(`${date}T00:00:00+08:00`);
}

/** Days since 1970-01-01 of a 'YYYY-MM-DD' date (calendar arithmetic, no zone). */
export function dayNumber(date: string): number {
  return Math.floor(Date.parse(`${date}T00:00:00Z`) / DAY_MS);
}

/** The 'YYYY-MM-DD' date `days` after (or before, when negative) `date`. */
export function addDays(date: string, days: number): string {
  const shifted = new Date((dayNumber(date) + days) * DAY_MS).toISOString().slice(0, 10);
  // Before year 1 toISOString writes '-000001-…' or '0000-…': clamp instead.
  return shifted < FIRST_DATE ? FIRST_DATE : shifted;
}

/** Days from `from` to `to`, both counted ('2026-03-01'..'2026-03-01' is 1). */
export function daySpan(from: string, to: string): number {
  return dayNumber(to) - dayNumber(from) + 1;
}

/** 0 = Monday … 6 = Sunday (1970-01-01 was a Thursday). */
export function weekday(date: string): number {
  return (((dayNumber(date) + 3) % 7) + 7) % 7;
}

/** Months since year 0 of a 'YYYY-MM' month, so ranges are a subtraction. */
function monthNumber(month: string): number {
  return Number(month.slice(0, 4)) * 12 + Number(month.slice(5, 7)) - 1;
}

/** The 'YYYY-MM' month `months` after (or before, when negative) `month`. */
export function addMonths(month: string, months: number): string {
  // Clamped at year 0: a default range reaching before it just means "from the beginning".
  const n = Math.max(0, monthNumber(month) + months);
  const year = Math.floor(n / 12);
  return `${String(year).padStart(4, '0')}-${String((n % 12) + 1).padStart(2, '0')}`;
}

/** Months from `from` to `to`, both counted. */
export function monthSpan(from: string, to: string): number {
  return monthNumber(to) - monthNumber(from) + 1;
}

/** 'YYYY-MM-DD' of day `day` (1-based) of a month. */
export function dayOfMonth(month: string, day: number): string {
  return `${month}-${String(day).padStart(2, '0')}`;
}

/** The last 'YYYY-MM-DD' of a month. */
export function lastDayOfMonth(month: string): string {
  return addDays(`${addMonths(month, 1)}-01`, -1);
}

/** How many days a month has. */
export function daysInMonth(month: string): number {
  return Number(lastDayOfMonth(month).slice(8, 10));
}

/** Every day of a month, oldest first. */
export function daysOfMonth(month: string): string[] {
  return Array.from({ length: daysInMonth(month) }, (_, i) => dayOfMonth(month, i + 1));
}

/** The earlier of two 'YYYY-MM-DD' (or 'YYYY-MM') strings. */
export function earlier(a: string, b: string): string {
  return a < b ? a : b;
}
