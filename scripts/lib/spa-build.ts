/**
 * Decides whether dist/ still matches the sources and rebuilds it when not.
 *
 * `npm start` and the end-to-end tests serve the built SPA, so both need a
 * fresh dist/ without making everyone remember `npm run build`. A full build
 * takes seconds; comparing modification times takes milliseconds.
 *
 * Also runnable on its own: `node --import tsx scripts/lib/spa-build.ts`
 * builds only when stale (Playwright's web server command uses this).
 */
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

/** Repository root (this file lives in scripts/lib/). */
export const repoRoot = path.resolve(import.meta.dirname, '..', '..');

const builtHtml = path.join(repoRoot, 'dist', 'index.html');
// Written last but one by the build (rsbuild.config.ts, pluginServiceWorker).
const builtWorker = path.join(repoRoot, 'dist', 'sw.js');
// Written by the build (rsbuild.config.ts, pluginBuildInfo): the mode it ran in.
const buildInfo = path.join(repoRoot, 'dist', 'build-info.json');

/** The mode dist/ was built in, or null when the build did not say. */
function builtMode(): string | null {
  try {
    return (JSON.parse(readFileSync(buildInfo, 'utf8')) as { mode?: string }).mode ?? null;
  } catch {
    return null;
  }
}

// Everything that can change the bundle. Besides the three named inputs:
// public/ is copied into dist/, and Rsbuild reads PUBLIC_* variables from
// .env files at build time. Variables set in the shell cannot be seen here.
const inputDirs = ['src', 'public'];
const inputFiles = [
  'rsbuild.config.ts',
  'scripts/lib/service-worker.ts',
  'package-lock.json',
  '.env',
  '.env.local',
  '.env.production',
  '.env.production.local',
];

/**
 * Latest modification time under `dir`, including the directories themselves:
 * a directory's mtime changes when an entry is added, renamed or removed, so a
 * deleted source file also marks the build stale.
 */
export function newestMtime(dir: string): number {
  let newest = statSync(dir).mtimeMs;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    const mtime = entry.isDirectory() ? newestMtime(full) : statSync(full).mtimeMs;
    if (mtime > newest) newest = mtime;
  }
  return newest;
}

/** Why dist/ needs a rebuild, or null when it is up to date. */
function spaBuildStaleReason(): string | null {
  if (!existsSync(builtHtml)) return 'dist/index.html is missing';
  if (!existsSync(builtWorker)) return 'dist/sw.js is missing';
  const mode = builtMode();
  if (mode !== 'production')
    return `dist/ is a ${mode ?? 'unlabelled'} build, not a production one`;
  const builtAt = statSync(builtHtml).mtimeMs;
  for (const dir of inputDirs) {
    const full = path.join(repoRoot, dir);
    if (existsSync(full) && newestMtime(full) > builtAt)
      return `${dir}/ changed since the last build`;
  }
  for (const file of inputFiles) {
    const full = path.join(repoRoot, file);
    if (existsSync(full) && statSync(full).mtimeMs > builtAt)
      return `${file} changed since the last build`;
  }
  return null;
}

/**
 * Runs the production build (`rsbuild build`, whatever NODE_ENV the shell
 * has) with the output shown.
 * `stdoutToStderr` is for callers whose stdout nobody reads (Playwright shows
 * only a web server's stderr), so build errors stay visible.
 */
function buildSpa(options: { stdoutToStderr?: boolean } = {}): Promise<void> {
  return new Promise((resolve, reject) => {
    // --no-install: never fetch a different Rsbuild from the registry.
    const child = spawn('npx', ['--no-install', 'rsbuild', 'build'], {
      cwd: repoRoot,
      // Rsbuild follows NODE_ENV; what is served is always a production build.
      env: { ...process.env, NODE_ENV: 'production' },
      stdio: options.stdoutToStderr ? ['ignore', 2, 2] : 'inherit',
    });
    child.on('error', reject);
    child.on('exit', (code, signal) => {
      if (code === 0) resolve();
      else reject(new Error(`rsbuild build failed (${signal ?? `exit code ${code}`})`));
    });
  });
}

/** Builds when stale; logs the reason so a slow start is never a mystery. */
export async function ensureSpaBuild(options: { stdoutToStderr?: boolean } = {}): Promise<void> {
  const reason = spaBuildStaleReason();
  const log = options.stdoutToStderr ? console.error : console.log;
  if (reason === null) {
    log('[spa-build] dist/ is up to date');
    return;
  }
  log(`[spa-build] building the SPA: ${reason}`);
  await buildSpa(options);
}

const runAsScript = process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href;
if (runAsScript) {
  try {
    await ensureSpaBuild({ stdoutToStderr: true });
  } catch (error) {
    console.error(`[spa-build] ${(error as Error).message}`);
    process.exitCode = 1;
  }
}
