/**
 * Writes dist/sw.js after the app's build (src/service-worker/sw.ts):
 * bundled by esbuild, then given the precache manifest by workbox-build's
 * injectManifest, which lists the files as they are on disk with a revision
 * for the one whose name carries no hash (index.html, the retry runtime).
 *
 * Precached: every hashed JS and CSS file (each route's chunk, both
 * locales' catalogues, the charts) and the app shell HTML. Not precached:
 * the .br/.gz copies (the browser gets those through Content-Encoding),
 * licence texts, source maps, the build's JSON for the server, and
 * anything the server answers itself (see src/lib/api-paths.ts).
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { build } from 'esbuild';
import { injectManifest } from 'workbox-build';
import { SERVICE_WORKER_FILE } from '../../server/http/spa-index';

const ROOT = path.resolve(import.meta.dirname, '../..');
const SOURCE = path.join(ROOT, 'src/service-worker/sw.ts');

/** What was precached, for the build log. */
export interface ServiceWorkerSummary {
  count: number;
  size: number;
  warnings: string[];
}

export async function writeServiceWorker(distPath: string): Promise<ServiceWorkerSummary> {
  const scratch = await mkdtemp(path.join(tmpdir(), 'inkwell-sw-'));
  try {
    const bundled = path.join(scratch, SERVICE_WORKER_FILE);
    await build({
      entryPoints: [SOURCE],
      outfile: bundled,
      bundle: true,
      format: 'iife',
      target: 'es2022',
      minify: true,
      // Workbox's development logging is behind this check.
      define: { 'process.env.NODE_ENV': '"production"' },
      logLevel: 'warning',
    });
    return await injectManifest({
      swSrc: bundled,
      swDest: path.join(distPath, SERVICE_WORKER_FILE),
      globDirectory: distPath,
      globPatterns: ['index.html', 'static/**/*.{js,css}'],
      globIgnores: ['**/*.map', '**/*.br', '**/*.gz', '**/*.LICENSE.txt'],
      // Rsbuild names files by content hash (10 hex digits): their URL is
      // their revision, so the precache fetches them as they are.
      dontCacheBustURLsMatching: /\.[0-9a-f]{10}\.(?:js|css)$/,
      modifyURLPrefix: { '': '/' },
      // The largest chunk (the charts) is about 0.3 MB; anything past this is a mistake to look at.
      maximumFileSizeToCacheInBytes: 2 * 1024 * 1024,
    });
  } finally {
    await rm(scratch, { recursive: true, force: true });
  }
}
