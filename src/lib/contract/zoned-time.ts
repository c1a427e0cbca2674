/**
 * Wall-clock times in a named time zone (IANA, e.g. Asia/Shanghai), as a
 * schedule's "times of day" are read, on the server and in the browser
 * alike. Intl knows every zone's offsets, summer time included, so no zone
 * table ships with the app.
 */

const formatters = new Map<string, Intl.DateTimeFormat>();

/** Whether `zone` names a time zone this runtime knows. */
export function isKnownTimeZone(zone: string): boolean {
  try {
    formatterOf(zone);
    return true;
  } catch {
    return false;
  }
}

function formatterOf(zone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(zone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
    });
    formatters.set(zone, formatter);
  }
  return formatter;
}

/** The wall clock in `zone` at `at` (epoch ms), read as if it were UTC. */
function wallClockAt(at: number, zone: string): number {
  const parts: Record<string, number> = {};
  for (const part of formatterOf(zone).formatToParts(at)) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  return Date.UTC(parts.year!, parts.month! - 1, parts.day!, parts.hour!, parts.minute!);
}

/** The calendar day `at` falls on in `zone`, as a UTC midnight (epoch ms). */
export function zonedDayOf(at: number, zone: string): number {
  const wall = wallClockAt(at, zone);
  return wall - (wall % 86_400_000);
}

/**
 * The moment (epoch ms) the clocks in `zone` show `minuteOfDay` on `day`
 * (a UTC midnight from {@link zonedDayOf}). A time the clocks skip when summer
 * time starts comes out an hour later, as a phone's alarm would ring.
 */
export function zonedMoment(day: number, minuteOfDay: number, zone: string): number {
  const wall = day + minuteOfDay * 60_000;
  // The offset at a first guess, then again at the moment it gives: the two
  // differ only across a change of offset.
  const guess = wall - (wallClockAt(wall, zone) - wall);
  const offset = wallClockAt(guess, zone) - guess;
  return wall - offset;
}
