/**
 * The server compiled for production: server/main.ts and everything it
 * imports bundled by esbuild into dist-server/main.js (ESM for Node 20,
 * packages left to node_modules), run with plain `node` and no TypeScript
 * loader. Beside it: migrations/ (server/db/migrate.ts finds them next to
 * the code) and the source map. The spec is read at run time from
 * ../openapi/author.yaml, which dist-server/ shares with server/.
 *
 * `npm start` and `npm run replicas` build when stale, judged by esbuild's
 * own list of inputs (dist-server/meta.json); `npm run build:server` always
 * builds.
 */
import { cpSync, existsSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'esbuild';
import { newestMtime, repoRoot } from './spa-build';

export const serverBuildDir = path.join(repoRoot, 'dist-server');
/** The compiled entry point: `node dist-server/main.js`. */
export const serverEntry = path.join(serverBuildDir, 'main.js');
const metaFile = path.join(serverBuildDir, 'meta.json');
const migrationsDir = path.join(repoRoot, 'server', 'db', 'migrations');

/** Why dist-server/ needs a rebuild, or null when it is up to date. */
export function serverBuildStaleReason(): string | null {
  if (!existsSync(serverEntry) || !existsSync(metaFile)) return 'dist-server/main.js is missing';
  const builtAt = statSync(serverEntry).mtimeMs;
  const meta = JSON.parse(readFileSync(metaFile, 'utf8')) as { inputs: Record<string, unknown> };
  for (const input of Object.keys(meta.inputs)) {
    const full = path.join(repoRoot, input);
    if (!existsSync(full)) return `${input} was removed`;
    if (statSync(full).mtimeMs > builtAt) return `${input} changed since the last build`;
  }
  if (newestMtime(migrationsDir) > builtAt) return 'a migration changed since the last build';
  const lock = path.join(repoRoot, 'package-lock.json');
  if (statSync(lock).mtimeMs > builtAt) return 'package-lock.json changed since the last build';
  return null;
}

/** Compiles the server into dist-server/ (about a second). */
export async function buildServer(): Promise<void> {
  rmSync(serverBuildDir, { recursive: true, force: true });
  const result = await build({
    absWorkingDir: repoRoot,
    entryPoints: ['server/main.ts'],
    outfile: serverEntry,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    // node_modules are loaded as installed (PGlite finds its WebAssembly
    // beside its own files, pg its native-free driver, and so on).
    packages: 'external',
    sourcemap: true,
    metafile: true,
    logLevel: 'warning',
  });
  cpSync(migrationsDir, path.join(serverBuildDir, 'migrations'), { recursive: true });
  writeFileSync(metaFile, JSON.stringify({ inputs: result.metafile.inputs }));
}

/** Builds when stale; says why, so a slower start is never a mystery. */
export async function ensureServerBuild(log: (line: string) => void = console.log): Promise<void> {
  const reason = serverBuildStaleReason();
  if (reason === null) return;
  log(`[server-build] compiling the server: ${reason}`);
  await buildServer();
}

const runAsScript = process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href;
if (runAsScript) {
  try {
    await buildServer();
    console.log(`[server-build] wrote ${path.relative(repoRoot, serverEntry)}`);
  } catch (error) {
    console.error(`[server-build] ${(error as Error).message}`);
    process.exitCode = 1;
  }
}
