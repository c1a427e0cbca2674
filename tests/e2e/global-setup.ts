/**
 * Before any worker starts: the SPA and the server are built when stale, and
 * the seeded data folder is made when the server's code changed (`npm test`
 * has done all three beside the static checks: scripts/e2e-prepare.ts).
 * Each worker starts its own server on a copy of that folder
 * (./fixtures.ts), so two workers never share a mutable database and none
 * pays for seeding 3,000 chapters itself.
 */
import { ensureE2eDataTemplate } from '../../scripts/lib/e2e-data';
import { ensureServerBuild } from '../../scripts/lib/server-build';
import { ensureSpaBuild } from '../../scripts/lib/spa-build';

/** Where workers find the seeded folder (set here, inherited by the workers). */
export const TEMPLATE_ENV = 'AUTHOR_E2E_DATA_TEMPLATE';

export default async function globalSetup(): Promise<void> {
  const [template] = await Promise.all([
    ensureE2eDataTemplate(),
    ensureSpaBuild(),
    ensureServerBuild(),
  ]);
  process.env[TEMPLATE_ENV] = template;
}
