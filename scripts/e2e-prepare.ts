/**
 * `npm run test:e2e:prepare`: what the end-to-end tests need before the
 * first browser opens: Chromium and the CJK fonts (scripts/ensure-browser.ts),
 * the production SPA (dist/), the compiled server (dist-server/) and the
 * seeded data folder (scripts/lib/e2e-data.ts), each only when missing or
 * stale. The test command runs it beside the static
 * checks, so the build is ready when the e2e step starts; Playwright's global
 * setup checks again and finds nothing to do.
 */
import { ensureBrowser } from './ensure-browser';
import { ensureE2eDataTemplate } from './lib/e2e-data';
import { ensureServerBuild } from './lib/server-build';
import { ensureSpaBuild } from './lib/spa-build';

const browser = ensureBrowser();
try {
  // The builds do not wait for an apt-get install of the browser.
  await Promise.all([ensureSpaBuild(), ensureServerBuild(), ensureE2eDataTemplate()]);
  process.exitCode = await browser;
} catch (error) {
  console.error(`[e2e-prepare] ${(error as Error).message}`);
  process.exitCode = 1;
}
