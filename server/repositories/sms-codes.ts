/**
 * Storage of SMS codes and of their send limits. Every limit is one atomic
 * statement, so it holds under any number of concurrent requests, in one
 * process (PGlite, where async handlers interleave between queries) or in
 * many (PostgreSQL): a try is counted by the same UPDATE that checks the
 * limit, before the code is compared, and a send is allowed by the same
 * upsert that records it.
 */
import { and, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { type SmsScene, smsCodes, smsSendLimits } from '../db/schema';

/** A timestamp parameter both drivers read the same way. */
const at = (time: Date) => sql`${time.toISOString()}::timestamptz`;

export async function insertCode(
  db: Db,
  code: { phone: string; scene: SmsScene; codeHash: string; createdAt: Date; expiresAt: Date },
): Promise<void> {
  await db.insert(smsCodes).values(code);
}

/** The newest code of a phone and scene after a try was counted on it. */
export interface CountedTry {
  id: string;
  codeHash: string;
  /** Tries counted so far, this one included. */
  attempts: number;
}

/**
 * Counts one try on the newest code of the phone and scene, if it is still
 * open (not consumed, not expired, fewer than `maxAttempts` tries), and
 * returns it for comparing; null when there is none to try. Only the newest
 * code counts: sending another one retires the earlier ones.
 */
export async function countTry(
  db: Db,
  phone: string,
  scene: SmsScene,
  now: Date,
  maxAttempts: number,
): Promise<CountedTry | null> {
  const newest = db
    .select({ id: smsCodes.id })
    .from(smsCodes)
    .where(and(eq(smsCodes.phone, phone), eq(smsCodes.scene, scene)))
    .orderBy(desc(smsCodes.createdAt))
    .limit(1);
  const [row] = await db
    .update(smsCodes)
    .set({ attempts: sql`${smsCodes.attempts} + 1` })
    .where(
      and(
        eq(smsCodes.id, sql`(${newest})`),
        isNull(smsCodes.consumedAt),
        gt(smsCodes.expiresAt, now),
        lt(smsCodes.attempts, maxAttempts),
      ),
    )
    .returning({ id: smsCodes.id, codeHash: smsCodes.codeHash, attempts: smsCodes.attempts });
  return row ?? null;
}

/** Marks a code used; false when a concurrent request used it first. */
export async function consumeCode(db: Db, id: string, now: Date): Promise<boolean> {
  const rows = await db
    .update(smsCodes)
    .set({ consumedAt: now })
    .where(and(eq(smsCodes.id, id), isNull(smsCodes.consumedAt)))
    .returning({ id: smsCodes.id });
  return rows.length === 1;
}

export interface SendLimits {
  /** Least time between two codes to one phone. */
  spacingMs: number;
  /** The window of `maxPerWindow`. */
  windowMs: number;
  maxPerWindow: number;
}

/**
 * Records a send to `phone` at `now` when its limits allow one, in one
 * upsert: the row keeps the phone's send times within the window, and the
 * update happens only while the newest is older than the spacing and fewer
 * than the maximum are in the window. Answers whether the send was taken,
 * and otherwise how long until one would be.
 */
export async function takeSendSlot(
  db: Db,
  phone: string,
  now: Date,
  limits: SendLimits,
): Promise<{ taken: true } | { taken: false; retryAfterMs: number }> {
  const windowStart = new Date(now.getTime() - limits.windowMs);
  const spacingStart = new Date(now.getTime() - limits.spacingMs);
  const times = smsSendLimits.sentAt;
  const taken = await db
    .insert(smsSendLimits)
    .values({ phone, sentAt: [now] })
    .onConflictDoUpdate({
      target: smsSendLimits.phone,
      set: {
        sentAt: sql`array(select t from unnest(${times}) as t where t > ${at(windowStart)} order by t) || ${at(now)}`,
      },
      setWhere: sql`coalesce((select max(t) from unnest(${times}) as t), '-infinity') <= ${at(spacingStart)}
        and (select count(*) from unnest(${times}) as t where t > ${at(windowStart)}) < ${limits.maxPerWindow}`,
    })
    .returning({ phone: smsSendLimits.phone });
  if (taken.length === 1) return { taken: true };

  // Refused: the row says until when (a read that only informs the answer).
  const [row] = await db
    .select({ sentAt: smsSendLimits.sentAt })
    .from(smsSendLimits)
    .where(eq(smsSendLimits.phone, phone));
  const recent = (row?.sentAt ?? [])
    .map((time) => new Date(time).getTime())
    .filter((time) => time > windowStart.getTime())
    .sort((a, b) => a - b);
  const nowMs = now.getTime();
  const afterSpacing = (recent.at(-1) ?? 0) + limits.spacingMs - nowMs;
  const afterWindow =
    recent.length >= limits.maxPerWindow
      ? recent[recent.length - limits.maxPerWindow]! + limits.windowMs - nowMs
      : 0;
  return { taken: false, retryAfterMs: Math.max(afterSpacing, afterWindow, 1000) };
}

/** Drops send limits nobody can hit any more and codes long past their expiry. */
export async function sweepSmsRows(db: Db, now: Date, limits: SendLimits): Promise<void> {
  const windowStart = new Date(now.getTime() - limits.windowMs);
  await db
    .delete(smsSendLimits)
    .where(sql`(select max(t) from unnest(${smsSendLimits.sentAt}) as t) <= ${at(windowStart)}`);
  await db.delete(smsCodes).where(lt(smsCodes.expiresAt, windowStart));
}
