import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { DatabaseHandle, Db } from './client';
import * as schema from './schema';

// Resolved from this file, not the working directory, so migrations are found
// whether the server is started from the repo root, a test runner or a script.
// The compiled server (dist-server/main.js) carries a copy beside itself.
const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

/**
 * Any constant works; every process migrating one database must use the
 * same. (The seed has its own, so a seeding process never waits on this.)
 */
const MIGRATION_LOCK_KEY = 7_242_016;

/**
 * Applies pending migrations from server/db/migrations (drizzle records the
 * applied ones in drizzle.__drizzle_migrations, so this is safe to run on
 * every start).
 *
 * On PostgreSQL several server processes may start at once on one database.
 * drizzle's migrator is not safe for that: its `CREATE SCHEMA / TABLE IF NOT
 * EXISTS` race in the catalogue (a duplicate-key error), and two processes
 * could both see a migration as pending. So the whole migration runs on one
 * connection holding a session-level advisory lock: the others wait, then
 * find nothing left to do. PGlite's folder belongs to one process (locked
 * in client.ts), so it needs no lock.
 */
export async function migrateDatabase(
  handle: Pick<DatabaseHandle, 'db' | 'kind' | 'pool'>,
): Promise<void> {
  // The handle's kind says which driver built `db`; Db is their common base,
  // so narrowing back to the concrete class is what each migrator expects.
  if (handle.kind === 'pglite') {
    await migratePglite(handle.db as PgliteDatabase<typeof schema>, { migrationsFolder });
    return;
  }
  if (!handle.pool) throw new Error('migrateDatabase: a PostgreSQL handle comes with its pool');
  const connection = await handle.pool.connect();
  let broken: Error | undefined;
  try {
    await connection.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    try {
      // The migrator on the locked connection itself, so every statement it
      // sends runs while the lock is held.
      await migrateNodePg(drizzleNodePg({ client: connection, schema }), { migrationsFolder });
    } finally {
      await connection.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]);
    }
  } catch (error) {
    // A connection whose unlock may not have run must not go back to the
    // pool still holding the lock: releasing it with an error closes it.
    broken = error as Error;
    throw error;
  } finally {
    connection.release(broken);
  }
}

/** The newest migration this build knows, by its journal time. */
const latestKnownMigration = Math.max(
  0,
  ...readMigrationFiles({ migrationsFolder }).map((migration) => migration.folderMillis),
);

/**
 * True when the database has every migration this build knows (a newer
 * replica may have applied more, which this one does not mind). For the
 * readiness probe: a replica whose schema is behind must not take traffic.
 */
export async function migrationsApplied(db: Db): Promise<boolean> {
  const result = await db.execute(
    sql`select max(created_at) as latest from drizzle.__drizzle_migrations`,
  );
  const { rows } = result as unknown as { rows: { latest: unknown }[] };
  return Number(rows[0]?.latest ?? 0) >= latestKnownMigration;
}
