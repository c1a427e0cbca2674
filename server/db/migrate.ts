import { fileURLToPath } from 'node:url';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { DatabaseHandle } from './client';
import type * as schema from './schema';

// Resolved from this file, not the working directory, so migrations are found
// whether the server is started from the repo root, a test runner or a script.
const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

/**
 * Applies pending migrations from server/db/migrations (drizzle records the
 * applied ones in drizzle.__drizzle_migrations, so this is safe to run on
 * every start).
 */
export async function migrateDatabase(handle: Pick<DatabaseHandle, 'db' | 'kind'>): Promise<void> {
  // The handle's kind says which driver built `db`; Db is their common base,
  // so narrowing back to the concrete class is what each migrator expects.
  if (handle.kind === 'pglite') {
    await migratePglite(handle.db as PgliteDatabase<typeof schema>, { migrationsFolder });
  } else {
    await migrateNodePg(handle.db as NodePgDatabase<typeof schema>, { migrationsFolder });
  }
}
