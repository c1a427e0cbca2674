/**
 * Builds the bare Fluent page when it is missing and serves it the way the
 * reference server serves the app: precompressed files from @fastify/static,
 * hashed assets immutable, the HTML revalidated.
 */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import Fastify from 'fastify';

const repoRoot = path.resolve(import.meta.dirname, '..', '..', '..');
const distDir = path.join(repoRoot, 'bench-results', 'bare-page');
const configFile = path.join(import.meta.dirname, 'rsbuild.config.ts');

function build(): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn('npx', ['--no-install', 'rsbuild', 'build', '--config', configFile], {
      cwd: repoRoot,
      stdio: ['ignore', 'ignore', 'inherit'],
      // Always a production bundle, whatever the shell's NODE_ENV says.
      env: { ...process.env, NODE_ENV: 'production' },
    });
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`bare page build failed (${code})`)),
    );
  });
}

export interface BarePage {
  url: string;
  stop: () => Promise<void>;
}

/** The bare page on a loopback port; `rebuild` forces a fresh build. */
export async function serveBarePage(rebuild = true): Promise<BarePage> {
  if (rebuild || !existsSync(path.join(distDir, 'index.html'))) await build();
  const app = Fastify();
  await app.register(fastifyStatic, {
    root: distDir,
    preCompressed: true,
    setHeaders: (res, file) => {
      res.header(
        'Cache-Control',
        file.endsWith('.html') ? 'no-cache' : 'public, max-age=31536000, immutable',
      );
    },
  });
  const address = await app.listen({ host: '127.0.0.1', port: 0 });
  return { url: `${address}/index.html`, stop: () => app.close() };
}
