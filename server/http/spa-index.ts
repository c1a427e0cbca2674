/**
 * The SPA's index.html as the server answers a client-side route: the
 * build's HTML plus preload hints for the chunks that route's first paint
 * needs (src/lib/route-chunks.ts, files from the build's
 * dist/route-chunks.json). The browser then fetches the screen, the shell and
 * the message catalogue beside the entry scripts, instead of discovering
 * them one import() after another once the entry has run.
 *
 * Read again only when the build changes index.html; rendered once per route.
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { DEFAULT_LOCALE } from '../../src/i18n/locales';
import { matchRoute } from '../../src/lib/permission';
import { chunksForRoute } from '../../src/lib/route-chunks';

/** Written by the build (scripts/lib/route-chunks-manifest.ts). */
const ROUTE_CHUNKS_FILE = 'route-chunks.json';

interface Build {
  mtimeMs: number;
  html: string;
  groups: Record<string, string[]>;
  byRoute: Map<string, string>;
}

/** A preload hint for one built file. */
function hint(url: string): string {
  const as = url.endsWith('.css') ? 'style' : 'script';
  return `<link rel="preload" href="${url}" as="${as}">`;
}

/** The HTML with `urls` hinted just before </head>, after the entry's own tags. */
export function withPreloadHints(html: string, urls: readonly string[]): string {
  if (urls.length === 0) return html;
  const tags = [...new Set(urls)].map(hint).join('');
  return html.replace('</head>', `${tags}</head>`);
}

export interface SpaIndex {
  /** The HTML for a path, or null when there is no build. */
  render(pathname: string): string | null;
}

export function createSpaIndex(staticDir: string): SpaIndex {
  const indexFile = join(staticDir, 'index.html');
  const chunksFile = join(staticDir, ROUTE_CHUNKS_FILE);
  let build: Build | null = null;

  function current(): Build | null {
    if (!existsSync(indexFile)) return null;
    const { mtimeMs } = statSync(indexFile);
    if (build?.mtimeMs === mtimeMs) return build;
    // A build from before the manifest existed still works, without hints.
    const groups = existsSync(chunksFile)
      ? (JSON.parse(readFileSync(chunksFile, 'utf8')) as Record<string, string[]>)
      : {};
    build = { mtimeMs, html: readFileSync(indexFile, 'utf8'), groups, byRoute: new Map() };
    return build;
  }

  return {
    render(pathname) {
      const built = current();
      if (!built) return null;
      const name = matchRoute(pathname)?.route.name ?? '';
      let html = built.byRoute.get(name);
      if (html === undefined) {
        const urls = chunksForRoute(name, DEFAULT_LOCALE).flatMap(
          (chunk) => built.groups[chunk] ?? [],
        );
        html = withPreloadHints(built.html, urls);
        built.byRoute.set(name, html);
      }
      return html;
    },
  };
}
