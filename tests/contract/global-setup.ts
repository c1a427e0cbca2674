/**
 * Builds one migrated and seeded database for the whole contract run, which
 * every test file starts its own fresh copy from: on PGlite a tarball of an
 * in-memory database (initdb costs seconds per file, a load from the
 * snapshot about one), on PostgreSQL a template database (CREATE DATABASE
 * ... TEMPLATE copies it in a fraction of a second). The project's engine
 * is its CONTRACT_ENGINE (vitest.config.ts). Also makes the folder the files
 * record their code-0 operations in (./coverage.test.ts). All of it is
 * removed after the run. The compiled server (dist-server/) is built here
 * when stale, for the files that start server processes.
 */
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { ensureServerBuild } from '../../scripts/lib/server-build';
import { openDatabase } from '../../server/db/client';
import { migrateDatabase } from '../../server/db/migrate';
import { seedDemoData } from '../../server/db/seed';
import { freshPostgres } from '../lib/databases';
import { CONTRACT_SEED } from './seed-options';

declare module 'vitest' {
  export interface ProvidedContext {
    contractSnapshotPath: string | null;
    contractPostgresTemplate: string | null;
    contractCoverageDir: string;
  }
}

/** A seeded in-memory PGlite database, saved as a tarball. */
async function pgliteSnapshot(): Promise<{ path: string; remove(): Promise<void> }> {
  const database = await openDatabase({ inMemory: true });
  await migrateDatabase(database);
  await seedDemoData(database.db, CONTRACT_SEED);
  const dump = await database.dump!();
  await database.close();
  const path = join(tmpdir(), `author-contract-${process.pid}.tar`);
  await writeFile(path, Buffer.from(await dump.arrayBuffer()));
  return { path, remove: () => rm(path, { force: true }) };
}

/** A seeded PostgreSQL database that is only ever copied, never connected to by tests. */
async function postgresTemplate(
  adminUrl: string,
): Promise<{ name: string; remove(): Promise<void> }> {
  const template = await freshPostgres(adminUrl);
  const handle = await openDatabase({ databaseUrl: template.url });
  await migrateDatabase(handle);
  await seedDemoData(handle.db, CONTRACT_SEED);
  await handle.close();
  const name = new URL(template.url).pathname.slice(1);
  // Marked as a template so no one connects to it by accident, which would
  // make every copy of it fail.
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`ALTER DATABASE ${name} WITH ALLOW_CONNECTIONS false IS_TEMPLATE true`);
  await admin.end();
  return {
    name,
    async remove() {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      await client.query(`ALTER DATABASE ${name} WITH IS_TEMPLATE false`);
      await client.end();
      await template.drop();
    },
  };
}

export default async function setup(project: TestProject) {
  const coverageDir = project.config.provide.contractCoverageDir;
  if (!coverageDir) throw new Error('vitest.config.ts provides no contractCoverageDir');
  // The first contract project to start clears the records of an earlier run.
  await mkdir(coverageDir, { recursive: true });
  // The coverage project removes the records once it has read them; a run
  // without it (one file, say) removes them here.
  const coverageRuns = project.vitest.projects.some((p) => p.name === 'contract-coverage');

  const onPostgres = project.config.env?.CONTRACT_ENGINE === 'postgres';
  const adminUrl = process.env.DATABASE_URL;
  if (onPostgres && !adminUrl) {
    throw new Error(
      'the contract-pg project needs DATABASE_URL: run it as npm run test:contract:pg (scripts/with-postgres.ts)',
    );
  }
  // Server processes (crash, replicas) run the compiled server: built here,
  // once, rather than by two workers at the same moment.
  await ensureServerBuild(() => {});
  const snapshot = onPostgres ? null : await pgliteSnapshot();
  const template = onPostgres && adminUrl ? await postgresTemplate(adminUrl) : null;
  project.provide('contractSnapshotPath', snapshot?.path ?? null);
  project.provide('contractPostgresTemplate', template?.name ?? null);

  return async () => {
    await snapshot?.remove();
    await template?.remove();
    if (!coverageRuns) await rm(coverageDir, { recursive: true, force: true });
  };
}
