/**
 * Before any worker starts: the SPA is built when stale, and one PGlite data
 * folder is migrated and seeded. Each worker starts its own server on a copy
 * of that folder (./fixtures.ts), so two workers never share a mutable
 * database and none pays for seeding 3,000 chapters itself.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ensureSpaBuild } from '../../scripts/lib/spa-build';
import { openDatabase } from '../../server/db/client';
import { migrateDatabase } from '../../server/db/migrate';
import { seedDemoData } from '../../server/db/seed';

/** Where workers find the seeded folder (set here, inherited by the workers). */
export const TEMPLATE_ENV = 'AUTHOR_E2E_DATA_TEMPLATE';

export default async function globalSetup(): Promise<() => Promise<void>> {
  await ensureSpaBuild();
  const template = await mkdtemp(join(tmpdir(), 'author-e2e-data-'));
  const database = await openDatabase({ dataDir: join(template, 'pglite') });
  await migrateDatabase(database);
  await seedDemoData(database.db);
  await database.close();
  process.env[TEMPLATE_ENV] = template;
  return async () => {
    await rm(template, { recursive: true, force: true });
  };
}
