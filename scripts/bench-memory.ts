/**
 * `npm run bench:memory [-- --requests=10000 --root=<checkout>]`
 *
 * The server's memory under a flood of distinct reads: the reference server
 * (PGlite, production mode, the demo seed with its 3,000-chapter book, the
 * read cache on with a 10 s TTL) gets `--requests` chapter-list requests,
 * each with parameters no other request had (page x page size, up to 500
 * rows a page), then as many with an unknown query parameter each, and is
 * left idle past the cache's TTL. Prints the server process's RSS (from
 * /proc) at each step; never fails on the figures. `--root` runs the
 * server of another checkout (an older commit) for comparison.
 */
import { readFile } from 'node:fs/promises';
import { api, logIn, sleep, startServer } from './lib/bench-server';

const CACHE_TTL_MS = 10_000;
const CONCURRENCY = 20;

function option(name: string, fallback: string): string {
  const prefix = `--${name}=`;
  return process.argv.find((arg) => arg.startsWith(prefix))?.slice(prefix.length) ?? fallback;
}

async function rssMiB(pid: number): Promise<number> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  const kib = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return Math.round(kib / 1024);
}

/** Sends `count` GETs, CONCURRENCY at a time; counts the answers' envelope codes. */
async function flood(count: number, url: (i: number) => string, token: string) {
  const codes = new Map<number, number>();
  let next = 0;
  const worker = async () => {
    while (next < count) {
      const i = next++;
      const response = await fetch(url(i), { headers: { 'x-token': token } });
      const { code } = (await response.json()) as { code: number };
      codes.set(code, (codes.get(code) ?? 0) + 1);
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  return Object.fromEntries(codes);
}

const requests = Number(option('requests', '10000'));
const root = option('root', '');
const server = await startServer({
  env: { READ_CACHE_TTL_MS: String(CACHE_TTL_MS) },
  ...(root ? { root } : {}),
});
try {
  const token = await logIn(server.baseUrl);
  const books = await api<{ list: { id: string; chapter_count: number }[] }>(
    server.baseUrl,
    'GET',
    '/author/book/list?kind=long&page_size=100',
    token,
  );
  const book = books.list.reduce((a, b) => (b.chapter_count > a.chapter_count ? b : a));
  const list = `${server.baseUrl}/author/chapter/list?book_id=${book.id}`;
  const figures: [string, number, unknown][] = [['started, seeded', await rssMiB(server.pid), '']];

  const distinct = await flood(
    requests,
    (i) => `${list}&page=${Math.floor(i / 500) + 1}&page_size=${(i % 500) + 1}`,
    token,
  );
  figures.push([`${requests} distinct list requests`, await rssMiB(server.pid), distinct]);

  const unknown = await flood(requests, (i) => `${list}&page_size=500&nocache=${i}`, token);
  figures.push([`${requests} with an unknown parameter each`, await rssMiB(server.pid), unknown]);

  // Idle past the TTL; light traffic afterwards gives the collector its turns.
  await sleep(CACHE_TTL_MS + 3_000);
  await flood(500, () => `${server.baseUrl}/healthz`, token);
  await sleep(2_000);
  figures.push(['after expiry', await rssMiB(server.pid), '']);

  console.log(`\nbook of ${book.chapter_count} chapters, server ${root || 'this checkout'}`);
  for (const [step, rss, codes] of figures) {
    console.log(`${step.padEnd(42)} RSS ${String(rss).padStart(5)} MiB  ${JSON.stringify(codes)}`);
  }
} finally {
  await server.stop();
}
