/**
 * Builds the bare Fluent page (./main.tsx) with the app's own toolchain and
 * the same production defaults, into bench-results/bare-page/, precompressed
 * like the app, so the two differ only in what the app itself adds.
 */
import path from 'node:path';
import { defineConfig } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';

const repoRoot = path.resolve(import.meta.dirname, '..', '..', '..');

export default defineConfig({
  root: repoRoot,
  plugins: [
    pluginReact(),
    {
      name: 'bare-page:precompress',
      setup(api) {
        api.onAfterBuild(async () => {
          const { precompress } = await import('../../lib/precompress');
          await precompress(api.context.distPath);
        });
      },
    },
  ],
  source: { entry: { index: path.join(import.meta.dirname, 'main.tsx') } },
  output: { distPath: { root: path.join(repoRoot, 'bench-results', 'bare-page') } },
  html: { title: 'bare page' },
});
