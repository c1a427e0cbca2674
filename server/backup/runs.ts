/**
 * The run log of scheduled backups (backup_runs): claiming a day's slot, so
 * one server of several on a PostgreSQL database takes it, and what /readyz
 * says about the last one.
 */
import { desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { backupRuns } from '../db/schema';

/**
 * Claims `slot` for this process: true when it is ours to take, false when
 * another process claimed it first. The insert of the slot's key is atomic,
 * and the advisory lock (as the migrations take) keeps two processes from
 * even racing on it.
 */
export async function claimSlot(db: Db, slot: Date, now: Date): Promise<boolean> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${BACKUP_LOCK_KEY})`);
    const claimed = await tx
      .insert(backupRuns)
      .values({ slot: slot.toISOString(), status: 'running', startedAt: now })
      .onConflictDoNothing()
      .returning({ slot: backupRuns.slot });
    return claimed.length === 1;
  });
}

/** Any constant, the same in every process (the migrations use another). */
const BACKUP_LOCK_KEY = 7_242_019;

export async function finishRun(
  db: Db,
  slot: Date,
  outcome: { ok: true; file: string; bytes: number } | { ok: false; error: string },
  now: Date,
): Promise<void> {
  await db
    .update(backupRuns)
    .set(
      outcome.ok
        ? { status: 'ok', finishedAt: now, file: outcome.file, bytes: outcome.bytes }
        : { status: 'failed', finishedAt: now, error: outcome.error.slice(0, 2000) },
    )
    .where(eq(backupRuns.slot, slot.toISOString()));
}

export interface LastBackups {
  /** The newest scheduled run, whatever became of it. */
  last: { slot: string; status: string; startedAt: Date; finishedAt: Date | null } | null;
  /** When the newest successful one finished. */
  lastOkAt: Date | null;
}

export async function lastBackups(db: Db): Promise<LastBackups> {
  const [last] = await db
    .select({
      slot: backupRuns.slot,
      status: backupRuns.status,
      startedAt: backupRuns.startedAt,
      finishedAt: backupRuns.finishedAt,
    })
    .from(backupRuns)
    .orderBy(desc(backupRuns.slot))
    .limit(1);
  const [ok] = await db
    .select({ finishedAt: backupRuns.finishedAt })
    .from(backupRuns)
    .where(eq(backupRuns.status, 'ok'))
    .orderBy(desc(backupRuns.slot))
    .limit(1);
  return { last: last ?? null, lastOkAt: ok?.finishedAt ?? null };
}
