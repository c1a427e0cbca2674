/** One point of a series: a calendar day ('YYYY-MM-DD') and its value. */
export interface TrendPoint {
  date: string;
  value: number;
}

/** A day at noon UTC, so no time zone moves it to the day before. */
export const dayToDate = (date: string): Date => new Date(`${date}T12:00:00Z`);
