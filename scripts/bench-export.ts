/**
 * Export figures: the demo author's 3,000-chapter book exported in each
 * format (text UTF-8 and GB18030, EPUB, Word) by the real server in this
 * process (in-memory PGlite, the full demo seed), timed from the request to
 * the job's `done`, with the process's peak RSS and heap sampled every 20 ms
 * while it runs, beside the figures before the first export.
 *
 *   node --import tsx scripts/bench-export.ts
 */
import { buildApp } from '../server/app';
import { openDatabase } from '../server/db/client';
import { migrateDatabase } from '../server/db/migrate';
import { seedDemoData } from '../server/db/seed';

const MB = 1024 * 1024;
const mb = (bytes: number) => `${(bytes / MB).toFixed(1)} MB`;

const database = await openDatabase({ inMemory: true });
await migrateDatabase(database);
await seedDemoData(database.db);
const { app } = await buildApp({
  db: database.db,
  config: { uploadsDir: '/tmp/bench-export-uploads' },
});
await app.listen({ port: 0, host: '127.0.0.1' });
const address = app.server.address();
const base = typeof address === 'object' && address ? `http://127.0.0.1:${address.port}` : '';

async function api<T>(method: string, path: string, token?: string, body?: unknown): Promise<T> {
  const response = await fetch(`${base}${path}`, {
    method,
    headers: {
      ...(token ? { 'x-token': token } : {}),
      ...(body ? { 'content-type': 'application/json' } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  const envelope = (await response.json()) as { code: number; msg: string; body: T };
  if (envelope.code !== 0) throw new Error(`${path}: ${envelope.code} ${envelope.msg}`);
  return envelope.body;
}

const { token } = await api<{ token: string }>('POST', '/author/user/login_by_pwd', undefined, {
  phone: '13800000001',
  password: 'Demo#2026',
});
const books = await api<{
  list: { id: string; title: string; chapter_count: number; word_count: number }[];
}>('GET', '/author/book/list?kind=long&page_size=100', token);
const book = books.list.sort((a, b) => b.chapter_count - a.chapter_count)[0]!;

global.gc?.();
const baseline = process.memoryUsage();
console.log(
  `book: ${book.title}, ${book.chapter_count} chapters, ${book.word_count} words; before: RSS ${mb(baseline.rss)}, heap ${mb(baseline.heapUsed)}`,
);

const runs = [
  { format: 'txt', encoding: 'utf-8' },
  { format: 'txt', encoding: 'gb18030' },
  { format: 'epub' },
  { format: 'docx' },
] as const;

for (const run of runs) {
  global.gc?.();
  let peakRss = 0;
  let peakHeap = 0;
  const sample = () => {
    const usage = process.memoryUsage();
    peakRss = Math.max(peakRss, usage.rss);
    peakHeap = Math.max(peakHeap, usage.heapUsed);
  };
  const timer = setInterval(sample, 20);
  const started = performance.now();
  const job = await api<{ job_id: string }>('POST', '/author/export/book', token, {
    book_id: book.id,
    scope: 'whole',
    ...run,
  });
  let state = { state: 'queued', size: 0 as number | null };
  while (state.state !== 'done' && state.state !== 'failed') {
    await new Promise((resolve) => setTimeout(resolve, 100));
    state = await api('GET', `/author/export/info?job_id=${job.job_id}`, token);
  }
  const seconds = (performance.now() - started) / 1000;
  clearInterval(timer);
  sample();
  console.log(
    `${run.format}${'encoding' in run ? ` ${run.encoding}` : ''}: ${state.state} in ${seconds.toFixed(1)} s, ` +
      `${mb(state.size ?? 0)}; peak RSS ${mb(peakRss)} (+${mb(peakRss - baseline.rss)}), peak heap ${mb(peakHeap)} (+${mb(peakHeap - baseline.heapUsed)})`,
  );
}

await app.close();
await database.close();
