/**
 * Writes dist/sw.js after the app's build (src/service-worker/sw.ts):
 * bundled by esbuild, with the precache manifest written in where the
 * worker reads `self.__WB_MANIFEST` (what workbox-build's injectManifest
 * does; it is done here because that package brings some 300 packages,
 * Babel and Rollup among them, to list a folder).
 *
 * Precached: every hashed JS and CSS file (each route's chunk, both
 * locales' catalogues, the charts) and the app shell HTML. Not precached:
 * the .br/.gz copies (the browser gets those through Content-Encoding),
 * licence texts, source maps, the build's JSON for the server, and
 * anything the server answers itself (see src/lib/api-paths.ts).
 */
import { createHash } from 'node:crypto';
import { mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { build } from 'esbuild';
import { SERVICE_WORKER_FILE } from '../../server/http/spa-index';

const ROOT = path.resolve(import.meta.dirname, '../..');
const SOURCE = path.join(ROOT, 'src/service-worker/sw.ts');

/** What was precached, for the build log. */
export interface ServiceWorkerSummary {
  count: number;
  size: number;
}

/** Where the worker reads its manifest (workbox-precaching's convention). */
const MANIFEST_PLACEHOLDER = 'self.__WB_MANIFEST';

/** The app shell and the build's scripts and styles; nothing else in dist/. */
const PRECACHED = /^(?:index\.html|static\/.+\.(?:js|css))$/;
/**
 * Rsbuild names files by content hash (10 hex digits): their URL is their
 * revision, so the precache fetches them as they are. Others (index.html,
 * the retry runtime) get a revision from their content.
 */
const HASHED = /\.[0-9a-f]{10}\.(?:js|css)$/;

interface PrecacheFile {
  url: string;
  revision: string | null;
  size: number;
}

async function precacheEntries(distPath: string): Promise<PrecacheFile[]> {
  const files = (await readdir(distPath, { recursive: true }))
    .map((file) => file.split(path.sep).join('/'))
    .filter((file) => PRECACHED.test(file))
    .sort();
  return Promise.all(
    files.map(async (file) => {
      const full = path.join(distPath, file);
      const revision = HASHED.test(file)
        ? null
        : createHash('md5')
            .update(await readFile(full))
            .digest('hex');
      return { url: `/${file}`, revision, size: (await stat(full)).size };
    }),
  );
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
    const entries = await precacheEntries(distPath);
    const code = await readFile(bundled, 'utf8');
    if (!code.includes(MANIFEST_PLACEHOLDER)) {
      throw new Error(`service worker: ${MANIFEST_PLACEHOLDER} is missing from the bundle`);
    }
    await writeFile(
      path.join(distPath, SERVICE_WORKER_FILE),
      code.replace(
        MANIFEST_PLACEHOLDER,
        JSON.stringify(entries.map(({ url, revision }) => ({ url, revision }))),
      ),
    );
    return { count: entries.length, size: entries.reduce((sum, e) => sum + e.size, 0) };
  } finally {
    await rm(scratch, { recursive: true, force: true });
  }
}
