/**
 * How many web-vitals beacons /rum takes: RUM_PER_MINUTE from one client
 * address, and RUM_GLOBAL_PER_MINUTE from everyone together, so many
 * addresses cannot flood it either. Counted in the database
 * (rate_windows), so the limits hold across server processes; an
 * in-memory counter per process let N processes take N times the limit.
 */
import type { AppContext } from '../../context';
import { RequestCeilingReached } from '../../http/security';
import { countHit, sweepRateWindows } from '../../repositories/rate-windows';

/** Beacons one client address may send a minute (a session sends one per hidden page). */
export const RUM_PER_MINUTE = 30;
/** Beacons all clients together may send a minute: many sessions' worth, far below a flood. */
export const RUM_GLOBAL_PER_MINUTE = 600;
const WINDOW_MS = 60_000;
/** The key of the whole endpoint's counter (addresses never look like it). */
const GLOBAL_KEY = 'rum:*';

/**
 * Counts a beacon from `address`, or throws RequestCeilingReached (HTTP 429,
 * 105001 with `retry_after_s`, the Retry-After header) when its address or
 * everyone together reached the limit this minute. The address is counted
 * first, and only a beacon it allows counts toward the global ceiling, so
 * one address flooding cannot use the others' share up.
 */
export async function takeRumBeacon(
  app: AppContext,
  address: string,
  globalPerMinute = RUM_GLOBAL_PER_MINUTE,
): Promise<void> {
  const now = app.now();
  const own = await countHit(app.db, `rum:${address}`, now, WINDOW_MS);
  if (own.hits > RUM_PER_MINUTE) throw ceiling(own.windowEnd, now);
  const all = await countHit(app.db, GLOBAL_KEY, now, WINDOW_MS);
  if (all.hits > globalPerMinute) throw ceiling(all.windowEnd, now);
}

function ceiling(windowEnd: Date, now: Date): RequestCeilingReached {
  return new RequestCeilingReached(
    Math.max(1, Math.ceil((windowEnd.getTime() - now.getTime()) / 1000)),
  );
}

/** Drops counters of windows long over. */
export function sweepRumLimits(app: AppContext): Promise<void> {
  return sweepRateWindows(app.db, new Date(app.now().getTime() - 2 * WINDOW_MS));
}
