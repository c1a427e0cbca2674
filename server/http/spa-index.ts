/**
 * The SPA's index.html as the server answers a client-side route: the
 * build's HTML plus preload hints for the chunks that route's first paint
 * needs (src/lib/route-chunks.ts, files from the build's
 * dist/route-chunks.json). The browser then fetches the screen, the shell and
 * the message catalogue beside the entry scripts, instead of discovering
 * them one import() after another once the entry has run. The login page
 * also comes drawn (dist/prerender.json, scripts/lib/prerender.ts).
 *
 * Read again only when the build changes index.html; rendered once per route.
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { DEFAULT_LOCALE } from '../../src/i18n/locale-names';
import { matchRoute } from '../../src/lib/permission';
import { chunksForRoute } from '../../src/lib/route-chunks';

/** Written by the build (scripts/lib/route-chunks-manifest.ts). */
const ROUTE_CHUNKS_FILE = 'route-chunks.json';
/** Written by the build (scripts/lib/prerender.ts): route name -> its page drawn in advance. */
const PRERENDER_FILE = 'prerender.json';

/**
 * The service worker's file in the build (scripts/lib/service-worker.ts
 * writes it): served from the root so its scope is every route, and
 * revalidated on every check, never kept as an immutable asset.
 */
export const SERVICE_WORKER_FILE = 'sw.js';

/** A route's page drawn at build time: markup for inside #root, and its stylesheet. */
export interface PrerenderedPage {
  html: string;
  stylesheet: string;
}

interface Build {
  mtimeMs: number;
  html: string;
  groups: Record<string, string[]>;
  prerendered: Record<string, PrerenderedPage>;
  byRoute: Map<string, string>;
}

const ROOT_ELEMENT = '<div id="root"></div>';

/**
 * The HTML with the page drawn inside #root and its stylesheet linked: the
 * browser paints it before any script runs, and the app replaces it when it
 * boots. Inert meanwhile, so nothing typed into it can be lost in the swap.
 *
 * Only the page's own stylesheet stays in the head; the build's stylesheets
 * (in a production build, every rule Griffel extracted for every screen,
 * rsbuild.config.ts) move to the end of the body. There they hold back the
 * scripts, which wait for them, so the app's first render still has all its
 * rules, but not the paint of the page drawn above them: under a 1.6 Mbps
 * link, the extracted stylesheet in the head put /login's first paint 136 ms
 * later.
 */
export function withPrerenderedPage(html: string, page: PrerenderedPage | undefined): string {
  if (!page || !html.includes(ROOT_ELEMENT)) return html;
  const buildStyles = [...html.matchAll(/<link [^>]*rel="stylesheet"[^>]*>/g)].map((m) => m[0]);
  // Where the build's stylesheets were, ahead of the scripts: the page paints
  // once it is here, and behind them it would wait for one of HTTP/1.1's six
  // connections.
  const link = `<link rel="stylesheet" href="${page.stylesheet}">`;
  const [firstStyle, ...otherStyles] = buildStyles;
  const head = firstStyle
    ? otherStyles.reduce((markup, tag) => markup.replace(tag, ''), html.replace(firstStyle, link))
    : html.replace('</head>', `${link}</head>`);
  return head.replace(
    ROOT_ELEMENT,
    `<div id="root"><div inert>${page.html}</div></div>${buildStyles.join('')}`,
  );
}

function readJson<T>(file: string, absent: T): T {
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as T) : absent;
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
  const prerenderFile = join(staticDir, PRERENDER_FILE);
  let build: Build | null = null;

  function current(): Build | null {
    if (!existsSync(indexFile)) return null;
    const { mtimeMs } = statSync(indexFile);
    if (build?.mtimeMs === mtimeMs) return build;
    // A build from before these files existed still works, without hints or prerendering.
    build = {
      mtimeMs,
      html: readFileSync(indexFile, 'utf8'),
      groups: readJson(chunksFile, {}),
      prerendered: readJson(prerenderFile, {}),
      byRoute: new Map(),
    };
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
        html = withPrerenderedPage(withPreloadHints(built.html, urls), built.prerendered[name]);
        built.byRoute.set(name, html);
      }
      return html;
    },
  };
}
