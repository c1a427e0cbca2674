/**
 * Builds one migrated and seeded in-memory database for the whole contract
 * run and hands its tarball to every test file, which starts its own fresh
 * copy from it: PGlite's initdb costs seconds per file, a load from the
 * snapshot about one. On PostgreSQL (DATABASE_URL) each file still creates
 * and seeds its own database. Also makes the folder the files record their
 * code-0 operations in (./coverage.test.ts). Both are removed after the run.
 */
import { mkdir, rm, writeFile } from 'node:fs/promises';
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
    contractCoverageDir: string;
  }
}

export default async function setup(project: TestProject) {
  const coverageDir = project.config.provide.contractCoverageDir;
  if (!coverageDir) throw new Error('vitest.config.ts provides no contractCoverageDir');
  await rm(coverageDir, { recursive: true, force: true });
  await mkdir(coverageDir, { recursive: true });
  // The coverage project removes the records once it has read them; a run
  // without it (one file, say) removes them here.
  const coverageRuns = project.vitest.projects.some((p) => p.name === 'contract-coverage');

  let snapshotPath: string | null = null;
  if (!process.env.DATABASE_URL) {
    const database = await openDatabase({ inMemory: true });
    await migrateDatabase(database);
    await seedDemoData(database.db, CONTRACT_SEED);
    const dump = await database.dump!();
    await database.close();
    snapshotPath = join(tmpdir(), `author-contract-${process.pid}.tar`);
    await writeFile(snapshotPath, Buffer.from(await dump.arrayBuffer()));
  }
  project.provide('contractSnapshotPath', snapshotPath);

  return async () => {
    if (snapshotPath) await rm(snapshotPath, { force: true });
    if (!coverageRuns) await rm(coverageDir, { recursive: true, force: true });
  };
}
