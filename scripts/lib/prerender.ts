/**
 * Writes the prerendered login page beside a build (src/app/prerender.tsx):
 * its stylesheet as a hashed file under static/css/, and dist/prerender.json
 * naming the markup and that stylesheet, which the reference server puts
 * into /login's HTML (server/http/spa-index.ts).
 *
 * Run by the build (rsbuild.config.ts, pluginPrerender) in a process of its
 * own with NODE_ENV=production, so React and Fluent render as in the bundle:
 * `node --import tsx scripts/lib/prerender.ts <dist>`.
 */
import { createHash } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { prerenderLogin } from '../../src/app/prerender';
import core from '../../src/i18n/messages/zh-CN/core';
import { LOGIN_ROUTE_NAME } from '../../src/lib/route-table';

/** The file the server reads. */
export const PRERENDER_FILE = 'prerender.json';

/** What the server needs to answer a prerendered route. */
export interface PrerenderedRoute {
  /** Markup for inside #root. */
  html: string;
  /** URL of its stylesheet. */
  stylesheet: string;
}

async function writePrerender(distPath: string): Promise<void> {
  const { html, css } = prerenderLogin(core);
  const hash = createHash('sha256').update(css).digest('hex').slice(0, 10);
  const cssName = `static/css/prerender-login.${hash}.css`;
  await mkdir(path.join(distPath, 'static', 'css'), { recursive: true });
  await writeFile(path.join(distPath, cssName), css);
  const routes: Record<string, PrerenderedRoute> = {
    [LOGIN_ROUTE_NAME]: { html, stylesheet: `/${cssName}` },
  };
  await writeFile(path.join(distPath, PRERENDER_FILE), `${JSON.stringify(routes)}\n`);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const distPath = process.argv[2];
  if (!distPath) throw new Error('usage: prerender.ts <dist directory>');
  await writePrerender(distPath);
}
