/**
 * Throttle rows of password logins (one per phone, one per client address).
 * Taking a try is one atomic upsert that both checks and records it, so no
 * number of concurrent requests, in one process or many, gets more tries
 * than the policy gives.
 */
import { and, eq, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { authThrottles } from '../db/schema';

export interface ThrottlePolicy {
  /** Tries that follow each other without a wait. */
  freeTries: number;
  /** The wait after the last free try; each later try doubles it. */
  baseDelayMs: number;
  /** The longest wait. */
  maxDelayMs: number;
  /** A key quiet this long after its wait ended starts over. */
  forgetAfterMs: number;
}

/** The wait that the `n`th try (1-based) imposes before the next. */
export function delayAfterTry(n: number, policy: ThrottlePolicy): number {
  if (n < policy.freeTries) return 0;
  return Math.min(policy.maxDelayMs, policy.baseDelayMs * 2 ** (n - policy.freeTries));
}

/** The same wait in SQL, for the try count `n` computed in the statement. */
function delaySql(n: ReturnType<typeof sql>, policy: ThrottlePolicy) {
  return sql`(case when ${n} < ${policy.freeTries} then 0
    else least(${policy.maxDelayMs}::float8, ${policy.baseDelayMs}::float8 * power(2, ${n} - ${policy.freeTries})) end)
    * interval '1 millisecond'`;
}

const at = (time: Date) => sql`${time.toISOString()}::timestamptz`;

/**
 * Records a try of `key` at `now` if its wait is over. Answers the try's
 * number, or how long until the next is allowed.
 */
export async function takeTry(
  db: Db,
  key: string,
  now: Date,
  policy: ThrottlePolicy,
): Promise<{ taken: true; attempts: number } | { taken: false; retryAfterMs: number }> {
  const forgetBefore = new Date(now.getTime() - policy.forgetAfterMs);
  const tries = sql`(case when ${authThrottles.nextAllowedAt} < ${at(forgetBefore)} then 1
    else ${authThrottles.attempts} + 1 end)`;
  const [row] = await db
    .insert(authThrottles)
    .values({
      key,
      attempts: 1,
      nextAllowedAt: new Date(now.getTime() + delayAfterTry(1, policy)),
    })
    .onConflictDoUpdate({
      target: authThrottles.key,
      set: { attempts: tries, nextAllowedAt: sql`${at(now)} + ${delaySql(tries, policy)}` },
      // A free try never waits, even when a request whose clock read came
      // earlier reaches the row after one whose read came later (requests
      // in flight at once, in one process or across replicas).
      setWhere: sql`${authThrottles.nextAllowedAt} <= ${at(now)}
        or ${authThrottles.attempts} < ${policy.freeTries}`,
    })
    .returning({ attempts: authThrottles.attempts });
  if (row) return { taken: true, attempts: row.attempts };
  const [current] = await db
    .select({ nextAllowedAt: authThrottles.nextAllowedAt })
    .from(authThrottles)
    .where(eq(authThrottles.key, key));
  const waitMs = (current?.nextAllowedAt.getTime() ?? now.getTime()) - now.getTime();
  return { taken: false, retryAfterMs: Math.max(waitMs, 1000) };
}

/** Forgets a key's tries (its owner proved the password). */
export async function forgetTries(db: Db, key: string): Promise<void> {
  await db.delete(authThrottles).where(eq(authThrottles.key, key));
}

/**
 * Gives back one try of a key shared by many (a client address) after it
 * succeeded, so only failures add up; a wait it started ends now.
 */
export async function giveBackTry(
  db: Db,
  key: string,
  now: Date,
  policy: ThrottlePolicy,
): Promise<void> {
  await db
    .update(authThrottles)
    .set({
      attempts: sql`greatest(${authThrottles.attempts} - 1, 0)`,
      nextAllowedAt: sql`case when ${authThrottles.attempts} - 1 < ${policy.freeTries}
        then least(${authThrottles.nextAllowedAt}, ${at(now)}) else ${authThrottles.nextAllowedAt} end`,
    })
    .where(eq(authThrottles.key, key));
}

/** Drops rows whose wait ended long ago (they would start over anyway). */
export async function sweepThrottles(db: Db, now: Date, policy: ThrottlePolicy): Promise<void> {
  const forgetBefore = new Date(now.getTime() - policy.forgetAfterMs);
  await db.delete(authThrottles).where(and(lt(authThrottles.nextAllowedAt, forgetBefore)));
}
