/**
 * Times in the author's own time zone (the browser's), as the publish and
 * schedule forms take them. The zone's name beside a form is
 * src/components/zone-label.ts (it comes from the catalogue).
 */

const pad = (n: number) => String(n).padStart(2, '0');

/** A `datetime-local` value for a moment, in the browser's (the author's) time zone. */
export function toLocalInputValue(date: Date): string {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(
    date.getHours(),
  )}:${pad(date.getMinutes())}`;
}

/** A `YYYY-MM-DD` value for the day a moment falls on, in the author's time zone. */
export function toLocalDayValue(date: Date): string {
  return toLocalInputValue(date).slice(0, 10);
}
