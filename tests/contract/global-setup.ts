/**
 * Builds one migrated and seeded in-memory database for the whole contract
 * run and hands its tarball to every test file, which starts its own fresh
 * copy from it: PGlite's initdb costs seconds per file, a load from the
 * snapshot about one. On PostgreSQL (DATABASE_URL) each file still creates
 * and seeds its own database.
 */
import { writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../../server/db/client';
import { migrateDatabase } from '../../server/db/migrate';
import { seedDemoData } from '../../server/db/seed';
import { CONTRACT_SEED } from './seed-options';

declare module 'vitest' {
  export interface ProvidedContext {
    contractSnapshotPath: string | null;
  }
}

export default async function setup(project: TestProject) {
  if (process.env.DATABASE_URL) {
    project.provide('contractSnapshotPath', null);
    return;
  }
  const database = await openDatabase({ inMemory: true });
  await migrateDatabase(database);
  await seedDemoData(database.db, CONTRACT_SEED);
  const dump = await database.dump!();
  await database.close();
  const path = join(tmpdir(), `author-contract-${process.pid}.tar`);
  await writeFile(path, Buffer.from(await dump.arrayBuffer()));
  project.provide('contractSnapshotPath', path);
}
