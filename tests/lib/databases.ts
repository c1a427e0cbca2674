/**
 * Throwaway databases for tests: a fresh PostgreSQL database beside the one
 * DATABASE_URL names, or a PGlite data folder, migrated and seeded with the
 * contract seed, for servers started in-process or as processes.
 */
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { openDatabase } from '../../server/db/client';
import { migrateDatabase } from '../../server/db/migrate';
import { seedDemoData } from '../../server/db/seed';
import { CONTRACT_SEED } from '../contract/seed-options';

/** A fresh PostgreSQL database on the server of `adminUrl`; `drop` removes it. */
export async function freshPostgres(
  adminUrl: string,
): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `author_t_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
  };
}

/** A seeded database that server processes can share (PostgreSQL) or reopen (PGlite). */
export interface SeededDatabase {
  engine: 'pglite' | 'postgres';
  /** PostgreSQL: the database's URL. */
  databaseUrl?: string;
  /** PGlite: the DATA_DIR to start servers with (the cluster is in its pglite/). */
  dataDir?: string;
  dispose(): Promise<void>;
}

/**
 * A migrated database with the contract seed: on PostgreSQL when
 * DATABASE_URL is set, else a PGlite data folder (closed again, so a server
 * process can open it).
 */
export async function seededDatabase(): Promise<SeededDatabase> {
  const adminUrl = process.env.DATABASE_URL;
  if (adminUrl) {
    const fresh = await freshPostgres(adminUrl);
    const handle = await openDatabase({ databaseUrl: fresh.url });
    await migrateDatabase(handle);
    await seedDemoData(handle.db, CONTRACT_SEED);
    await handle.close();
    return { engine: 'postgres', databaseUrl: fresh.url, dispose: fresh.drop };
  }
  const dataDir = await mkdtemp(join(tmpdir(), 'author-processes-'));
  const handle = await openDatabase({ dataDir: join(dataDir, 'pglite') });
  await migrateDatabase(handle);
  await seedDemoData(handle.db, CONTRACT_SEED);
  await handle.close();
  return {
    engine: 'pglite',
    dataDir,
    dispose: () => rm(dataDir, { recursive: true, force: true }),
  };
}
