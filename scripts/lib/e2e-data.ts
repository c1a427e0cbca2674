/**
 * The seeded PGlite data folder the end-to-end servers start from: migrated
 * and seeded with the demo data (the 3,000-chapter book included), which
 * takes some 11 s, most of it PGlite's initdb. Made once for each version of
 * the server's code and kept in the system's temporary folder, so
 * `npm test` makes it beside the static checks (scripts/e2e-prepare.ts) and
 * Playwright's global setup finds it ready; every worker copies it.
 */
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { mkdtemp, rename, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { openDatabase } from '../../server/db/client';
import { migrateDatabase } from '../../server/db/migrate';
import { seedDemoData } from '../../server/db/seed';
import { repoRoot } from './spa-build';

const PREFIX = 'author-e2e-data-';
const READY = 'ready';

/** Every file under `dir`, sorted, tests left out. */
function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && !/\.test\.ts$/.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name))
    .sort();
}

/** A digest of what the seeded data depends on: the server's code and the installed packages. */
function dataVersion(): string {
  const hash = createHash('sha256');
  for (const file of [...sourceFiles(path.join(repoRoot, 'server')), 'package-lock.json']) {
    hash.update(path.relative(repoRoot, path.resolve(repoRoot, file)));
    hash.update(readFileSync(path.resolve(repoRoot, file)));
  }
  return hash.digest('hex').slice(0, 16);
}

/** The template folder for the current code, made when missing; its path. */
export async function ensureE2eDataTemplate(log: (line: string) => void = console.log) {
  const folder = path.join(tmpdir(), `${PREFIX}${dataVersion()}`);
  if (existsSync(path.join(folder, READY))) return folder;
  log('[e2e-data] seeding the demo data for the end-to-end servers');
  // Made aside and renamed into place, so a reader never sees half of it.
  const building = await mkdtemp(path.join(tmpdir(), 'author-e2e-seeding-'));
  const database = await openDatabase({ dataDir: path.join(building, 'pglite') });
  await migrateDatabase(database);
  await seedDemoData(database.db);
  await database.close();
  await writeFile(path.join(building, READY), new Date().toISOString());
  try {
    await rename(building, folder);
  } catch {
    // Another run made it meanwhile: theirs serves.
    await rm(building, { recursive: true, force: true });
  }
  // Templates of earlier code are of no more use.
  for (const name of readdirSync(tmpdir())) {
    const other = path.join(tmpdir(), name);
    if (name.startsWith(PREFIX) && other !== folder) {
      await rm(other, { recursive: true, force: true });
    }
  }
  return folder;
}
