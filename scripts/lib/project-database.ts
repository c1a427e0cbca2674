/**
 * Opens the database the server uses, for the command-line tools (editor,
 * sso-ticket): DATABASE_URL when set, else PGlite in <DATA_DIR>/pglite. The
 * PGlite folder is locked by whichever process has it open, so a tool run
 * beside a running server stops with a clear message instead of corrupting
 * it. On PostgreSQL, `notifyServers` tells running servers to drop what they
 * cached about the changed data.
 */
import { join, resolve } from 'node:path';
import { sql } from 'drizzle-orm';
import { type DatabaseHandle, DataDirLockedError, openDatabase } from '../../server/db/client';
import { INVALIDATION_CHANNEL } from '../../server/db/invalidations';
import { migrateDatabase } from '../../server/db/migrate';
import { ALL } from '../../server/services/platform/read-cache';

class DatabaseUnavailable extends Error {}

export interface ProjectDatabase extends DatabaseHandle {
  /** After a change: running servers re-read instead of serving cached data. */
  notifyServers(): Promise<void>;
}

export async function openProjectDatabase(): Promise<ProjectDatabase> {
  const databaseUrl = process.env.DATABASE_URL || undefined;
  const dataDirSetting = process.env.DATA_DIR ?? './.data';
  if (!databaseUrl && dataDirSetting === 'memory://') {
    throw new DatabaseUnavailable(
      'DATA_DIR=memory:// is private to the server process; use a data directory or DATABASE_URL.',
    );
  }
  const pgliteDir = join(resolve(dataDirSetting), 'pglite');
  let handle: DatabaseHandle;
  try {
    handle = await openDatabase({ databaseUrl, dataDir: pgliteDir });
    await migrateDatabase(handle);
  } catch (error) {
    if (error instanceof DataDirLockedError) throw new DatabaseUnavailable(error.message);
    const where = databaseUrl ? 'DATABASE_URL' : pgliteDir;
    throw new DatabaseUnavailable(
      `cannot open the database at ${where}: ${(error as Error).message}`,
    );
  }
  return {
    ...handle,
    async notifyServers() {
      if (handle.kind !== 'postgres') return;
      await handle.db.execute(sql`select pg_notify(${INVALIDATION_CHANNEL}, ${ALL})`);
    },
  };
}
