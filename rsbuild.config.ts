import path from 'node:path';
import { defineConfig, type RsbuildPlugin } from '@rsbuild/core';
import { pluginAssetsRetry } from '@rsbuild/plugin-assets-retry';
import { pluginReact } from '@rsbuild/plugin-react';

// `npm run dev` starts the API on API_PORT and this dev server on 3000; the
// browser talks only to 3000 so cookies, XSRF and relative URLs behave as in
// production, where one origin serves both.
const apiTarget = `http://127.0.0.1:${process.env.API_PORT ?? 8080}`;

// Everything the server answers. /healthz is not in the brief's list but the
// shell's status line calls it, so it must reach the server in dev too.
const apiPrefixes = ['/author', '/api', '/backend', '/dev', '/uploads', '/rum', '/healthz'];

// Match whole path segments: a plain '/dev' prefix would also swallow an SPA
// route such as '/devices' and answer it from the API.
const isApiPath = (pathname: string): boolean =>
  apiPrefixes.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`));

// The authors read Chinese first; the lang attribute picks CJK fonts and line
// breaking before any script runs. Rsbuild's default template has no lang.
const pluginHtmlLang = (lang: string): RsbuildPlugin => ({
  name: 'inkwell:html-lang',
  setup(api) {
    api.modifyHTML((html) => html.replace(/<html(?![^>]*\blang=)/, `<html lang="${lang}"`));
  },
});

// Stylesheets block the first paint, scripts here do not (defer): asked for
// first, they are not queued behind the scripts and preload hints for one of
// HTTP/1.1's six connections. The assets-retry runtime stays ahead of them,
// since it retries a stylesheet that fails.
const pluginStylesFirst = (): RsbuildPlugin => ({
  name: 'inkwell:styles-first',
  setup(api) {
    api.modifyHTMLTags(({ headTags, bodyTags }) => {
      const isRetry = (tag: (typeof headTags)[number]) => tag.attrs?.['data-rsbuild-assets-retry'];
      const isStyle = (tag: (typeof headTags)[number]) =>
        tag.tag === 'link' && tag.attrs?.rel === 'stylesheet';
      return {
        headTags: [
          ...headTags.filter(isRetry),
          ...headTags.filter((tag) => isStyle(tag) && !isRetry(tag)),
          ...headTags.filter((tag) => !isStyle(tag) && !isRetry(tag)),
        ],
        bodyTags,
      };
    });
  },
});

// Compressed copies of every text asset, for the reference server to serve as they are.
const pluginPrecompress = (): RsbuildPlugin => ({
  name: 'inkwell:precompress',
  setup(api) {
    api.onAfterBuild(async () => {
      const { precompress } = await import('./scripts/lib/precompress');
      const { raw, brotli } = await precompress(api.context.distPath);
      const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;
      api.logger.info(`precompressed ${kb(raw)} of text assets to ${kb(brotli)} (Brotli)`);
    });
  },
});

// The files of each named lazy chunk (src/lib/route-chunks.ts), for the
// server's preload hints: a cold load fetches a route's chunks beside the
// entry instead of after it has run. Written before precompression.
const pluginRouteChunks = (): RsbuildPlugin => ({
  name: 'inkwell:route-chunks',
  setup(api) {
    api.onAfterBuild(async ({ stats }) => {
      if (!stats) return;
      const { writeRouteChunks } = await import('./scripts/lib/route-chunks-manifest');
      const compiled = 'stats' in stats ? stats.stats[0] : stats;
      if (compiled) await writeRouteChunks(compiled, api.context.distPath);
    });
  },
});

// What the build was made as, for the staleness check (scripts/lib/spa-build.ts):
// `npm start` and the tests must never serve a development bundle that a
// shell's NODE_ENV=development once produced.
const pluginBuildInfo = (): RsbuildPlugin => ({
  name: 'inkwell:build-info',
  setup(api) {
    api.onAfterBuild(async () => {
      const { writeFile } = await import('node:fs/promises');
      const info = { mode: api.getNormalizedConfig().mode };
      await writeFile(
        path.join(api.context.distPath, 'build-info.json'),
        `${JSON.stringify(info)}\n`,
      );
    });
  },
});

// The login page drawn into static HTML and CSS (scripts/lib/prerender.ts),
// for the server to answer /login with: the browser paints the form from
// the HTML before any script runs. A process of its own, with
// NODE_ENV=production, so React and Fluent render as they do in the bundle.
// Written before precompression, which then compresses its stylesheet.
const pluginPrerender = (): RsbuildPlugin => ({
  name: 'inkwell:prerender',
  setup(api) {
    api.onAfterBuild(async () => {
      const { execFile } = await import('node:child_process');
      const { promisify } = await import('node:util');
      await promisify(execFile)(
        process.execPath,
        ['--import', 'tsx', 'scripts/lib/prerender.ts', api.context.distPath],
        { cwd: import.meta.dirname, env: { ...process.env, NODE_ENV: 'production' } },
      );
    });
  },
});

// Build-time styles (issue 17), production builds only. Fluent's packages
// ship their makeStyles pre-compiled as __styles() calls, whose rules Griffel
// still inserts one by one at run time; @griffel/webpack-loader compiles the
// app's own makeStyles the same way, and the extraction plugin then turns
// every __styles() into __css() (class names only) with the rules moved into
// one stylesheet, sorted by Griffel's buckets and media queries. Less JS and
// no rule insertion at boot. Both are dev dependencies pinned to the
// @griffel/core the app ships (1.21.x). The dev server keeps the runtime.
// Measured (docs/architecture.md, Design notes, Small and fast to load):
// 15-35 kB gzip less JS per route, 3 rules inserted on a cold load instead
// of 600-1,100, for one 29.9 kB gzip stylesheet; the build takes about 20 s
// instead of 2-5 s.
//
// Rsbuild's lightningcss loader strips the comments Griffel sorts the
// extracted rules by, so it is off for production builds (the CSS minifier
// still runs). Both loaders run after Rsbuild's SWC (enforce: 'post'):
// Babel parses their input, and it would not parse TypeScript.
const pluginGriffelExtraction = (): RsbuildPlugin => ({
  name: 'inkwell:griffel-extraction',
  setup(api) {
    api.modifyEnvironmentConfig((config, { mergeEnvironmentConfig }) =>
      config.mode === 'production'
        ? mergeEnvironmentConfig(config, { tools: { lightningcssLoader: false } })
        : config,
    );
    api.modifyRspackConfig(async (_config, { isProd, appendRules, appendPlugins }) => {
      if (!isProd) return;
      const { GriffelCSSExtractionPlugin } = await import('@griffel/webpack-extraction-plugin');
      appendRules([
        // Listed first, runs last: turns __styles() into __css() plus a CSS import.
        {
          test: /\.(?:[cm]?js|tsx?)$/,
          enforce: 'post',
          use: [{ loader: GriffelCSSExtractionPlugin.loader }],
        },
        // The app's makeStyles() into __styles(), as Fluent's packages ship them.
        {
          test: /\.tsx?$/,
          exclude: /node_modules/,
          enforce: 'post',
          use: [{ loader: '@griffel/webpack-loader' }],
        },
      ]);
      appendPlugins(new GriffelCSSExtractionPlugin());
    });
  },
});

// The service worker (src/service-worker/sw.ts, scripts/lib/service-worker.ts):
// precaches the files just built, so a known author's editor opens with no
// network. After the prerender (its stylesheet is one of the files) and
// before precompression (which then compresses sw.js as well).
const pluginServiceWorker = (): RsbuildPlugin => ({
  name: 'inkwell:service-worker',
  setup(api) {
    api.onAfterBuild(async () => {
      const { writeServiceWorker } = await import('./scripts/lib/service-worker');
      const { count, size } = await writeServiceWorker(api.context.distPath);
      api.logger.info(`service worker precaches ${count} files, ${(size / 1024).toFixed(1)} kB`);
    });
  },
});

// A script or style chunk that fails to download is asked for twice more
// (a dropped connection, a busy proxy) before the screen's error boundary
// takes over (src/components/ScreenErrorBoundary.tsx reloads once for a
// chunk a deploy removed). Its runtime is a file of its own, not an inline
// script, so the Content-Security-Policy needs no 'unsafe-inline'.
const assetsRetry = pluginAssetsRetry({
  inlineScript: false,
  max: 2,
  type: ['script', 'link'],
  addQuery: true,
});

export default defineConfig({
  plugins: [
    pluginReact(),
    pluginHtmlLang('zh-CN'),
    pluginStylesFirst(),
    pluginGriffelExtraction(),
    pluginRouteChunks(),
    pluginBuildInfo(),
    pluginPrerender(),
    pluginServiceWorker(),
    pluginPrecompress(),
    assetsRetry,
  ],
  source: {
    entry: { index: './src/main.tsx' },
  },
  resolve: {
    // Messages arrive parsed (scripts/lib/messages-loader.mjs), so the
    // browser gets formatjs without its ICU parser. Tests keep the parser.
    alias: {
      '@formatjs/icu-messageformat-parser$': '@formatjs/icu-messageformat-parser/no-parser.js',
    },
  },
  tools: {
    rspack: {
      module: {
        rules: [
          {
            test: /[\\/]src[\\/]i18n[\\/]messages[\\/].+\.json$/,
            loader: path.resolve(import.meta.dirname, 'scripts/lib/messages-loader.mjs'),
            type: 'json',
          },
        ],
      },
    },
  },
  html: {
    // Product name: 墨笔作家后台 (Inkwell Author in English).
    title: '墨笔作家后台',
  },
  server: {
    port: 3000,
    proxy: [{ pathFilter: isApiPath, target: apiTarget }],
  },
  // The default preset keeps Rsbuild's rules (plugin-react adds lib-react).
  // Fluent and its styling runtime change only when the lockfile does, so
  // they get their own long-cached chunk. `chunks: 'initial'` keeps modules
  // that only lazy screens use (charts and their d3 dependencies) out of it,
  // so @fluentui/react-charts stays a lazy chunk. Icons are left out because
  // every new icon a screen imports would otherwise bust this chunk's hash.
  //
  // Fewer, larger chunks: Rspack's defaults (split at 20 kB of source, up to
  // 30 requests per import, any split past 50 kB enforced) made a cold
  // chapter list 54 files, and HTTP/1.1 fetches six at a time. Split at
  // 100 kB of source (comments and types included, about 10-15 kB gzip), at
  // most 8 files per import: 39 files, 6 kB gzip less JS (less chunk
  // boilerplate), first rows 6-8% sooner in an interleaved A/B
  // (docs/architecture.md, Design notes, Small and fast to load).
  splitChunks: {
    preset: 'default',
    minSize: 100_000,
    maxAsyncRequests: 8,
    enforceSizeThreshold: 500_000,
    cacheGroups: {
      'lib-fluent': {
        name: 'lib-fluent',
        test: /node_modules[\\/](?:@fluentui[\\/](?!react-charts|react-icons)|@griffel[\\/]|tabster[\\/]|keyborg[\\/]|@floating-ui[\\/]|stylis[\\/]|rtl-css-js[\\/]|use-sync-external-store[\\/])/,
        chunks: 'initial',
        priority: 0,
      },
    },
  },
});
