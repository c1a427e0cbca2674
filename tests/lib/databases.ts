/**
 * Throwaway databases for tests: a fresh PostgreSQL database beside the one
 * DATABASE_URL names, or a PGlite data folder, migrated and seeded with the
 * contract seed, for servers started in-process or as processes.
 *
 * Which engine a contract test runs on is the vitest project's choice
 * (vitest.config.ts sets CONTRACT_ENGINE): `contract` runs on PGlite,
 * `contract-pg` on the PostgreSQL server of DATABASE_URL, which
 * scripts/with-postgres.ts starts. DATABASE_URL alone does not switch a
 * file to PostgreSQL: a run of both projects has it set for both.
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

/**
 * The PostgreSQL server this contract test makes its databases on, or null
 * when the test runs on PGlite.
 */
export function contractPostgresUrl(): string | null {
  if (process.env.CONTRACT_ENGINE !== 'postgres') return null;
  const url = process.env.DATABASE_URL;
  if (!url) {
    throw new Error(
      'the contract-pg project needs DATABASE_URL: run it as npm run test:contract:pg (scripts/with-postgres.ts)',
    );
  }
  return url;
}

/**
 * A fresh PostgreSQL database on the server of `adminUrl`; `drop` removes
 * it. With `template`, a copy of that database (already migrated and
 * seeded): PostgreSQL copies its files in a fraction of a second, where
 * migrating and seeding takes seconds.
 */
export async function freshPostgres(
  adminUrl: string,
  template?: string,
): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `author_t_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ''}`);
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
 * A migrated database with the contract seed: on PostgreSQL when the test
 * runs there (a copy of `postgresTemplate` when given), else a PGlite data
 * folder (closed again, so a server process can open it).
 */
export async function seededDatabase(postgresTemplate?: string | null): Promise<SeededDatabase> {
  const adminUrl = contractPostgresUrl();
  if (adminUrl) {
    const fresh = await freshPostgres(adminUrl, postgresTemplate ?? undefined);
    if (!postgresTemplate) {
      const handle = await openDatabase({ databaseUrl: fresh.url });
      await migrateDatabase(handle);
      await seedDemoData(handle.db, CONTRACT_SEED);
      await handle.close();
    }
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
