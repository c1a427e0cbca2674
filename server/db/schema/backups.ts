/** The server's own daily backups (server/backup/). */

import { sql } from 'drizzle-orm';
import { bigint, check, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * One row per scheduled backup. `slot` is the scheduled instant (ISO-8601,
 * UTC): the replica whose insert of the slot succeeds takes that backup, the
 * others see the row and skip it, so several servers on one PostgreSQL take
 * one backup a day between them. /readyz reads the newest row. Never part of
 * a backup itself (it describes backups, and a restored server starts its own
 * history).
 */
export const backupRuns = pgTable(
  'backup_runs',
  {
    slot: text('slot').primaryKey(),
    status: text('status').notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    /** The file's name in the backup folder of the server that took it. */
    file: text('file'),
    bytes: bigint('bytes', { mode: 'number' }),
    /** Why a failed run failed (for the log and the operator, never for /readyz). */
    error: text('error'),
  },
  (t) => [check('backup_runs_status_ck', sql`${t.status} in ('running', 'ok', 'failed')`)],
);
