/**
 * Writes a Brotli (.br) and a gzip (.gz) copy beside every text asset of a
 * build, once, at build time: the reference server then hands browsers the
 * compressed file (@fastify/static `preCompressed`) without compressing per
 * request. On a phone network this is the difference between ~1.3 MB and
 * ~0.35 MB of JavaScript and CSS.
 */
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

/** Text assets worth compressing; images and fonts are compressed already. */
const COMPRESSIBLE = /\.(?:js|css|html|svg|json|txt|map)$/;
/** Below this size the headers cost more than compression saves. */
const MIN_BYTES = 1024;

async function* files(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* files(full);
    else yield full;
  }
}

/** Compresses every text asset under `dir`; returns raw and Brotli byte totals. */
export async function precompress(dir: string): Promise<{ raw: number; brotli: number }> {
  const totals = { raw: 0, brotli: 0 };
  const jobs: Promise<void>[] = [];
  for await (const file of files(dir)) {
    if (!COMPRESSIBLE.test(file)) continue;
    jobs.push(
      (async () => {
        const content = await readFile(file);
        if (content.length < MIN_BYTES) return;
        const [br, gzipped] = await Promise.all([
          brotli(content, {
            params: {
              [constants.BROTLI_PARAM_QUALITY]: 11,
              [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
            },
          }),
          gz(content, { level: 9 }),
        ]);
        await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gzipped)]);
        totals.raw += content.length;
        totals.brotli += br.length;
      })(),
    );
  }
  await Promise.all(jobs);
  return totals;
}
