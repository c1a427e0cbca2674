/**
 * Fixed-window request counters (rate_windows). Counting a hit is one
 * atomic upsert that answers the window's count with it, so no number of
 * concurrent requests, in one process or many, is counted twice or missed:
 * a limit read from it holds across server processes, as the login
 * throttles do (./auth-throttles.ts).
 */
import { lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { rateWindows } from '../db/schema';

const at = (time: Date) => sql`${time.toISOString()}::timestamptz`;

/**
 * Counts one hit of `key` in the window of `windowMs` that `now` falls in;
 * answers the hits counted in that window so far (this one included) and
 * when the window ends. A row of an older window starts over at 1; a hit
 * whose clock read lagged behind a newer window counts in the newer one.
 */
export async function countHit(
  db: Db,
  key: string,
  now: Date,
  windowMs: number,
): Promise<{ hits: number; windowEnd: Date }> {
  const windowStart = new Date(Math.floor(now.getTime() / windowMs) * windowMs);
  const [row] = await db
    .insert(rateWindows)
    .values({ key, windowStart, hits: 1 })
    .onConflictDoUpdate({
      target: rateWindows.key,
      set: {
        hits: sql`case when ${rateWindows.windowStart} < ${at(windowStart)} then 1
          else ${rateWindows.hits} + 1 end`,
        windowStart: sql`greatest(${rateWindows.windowStart}, ${at(windowStart)})`,
      },
    })
    .returning({ hits: rateWindows.hits, windowStart: rateWindows.windowStart });
  const start = row?.windowStart ?? windowStart;
  return { hits: row?.hits ?? 1, windowEnd: new Date(start.getTime() + windowMs) };
}

/** Drops the rows of windows that started before `before` (they would start over anyway). */
export async function sweepRateWindows(db: Db, before: Date): Promise<void> {
  await db.delete(rateWindows).where(lt(rateWindows.windowStart, before));
}
