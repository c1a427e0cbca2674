/**
 * Figures for the writer's desk (issue 14), on the seeded 3,000-chapter book,
 * in-process (the clock is moved for the editing hour) over real HTTP on
 * loopback:
 *
 * - find and replace across the book: matches found per second, chapters and
 *   matches replaced per second in batches of 100, the undo, and memory;
 * - paging through the results: page 1 against later pages (20 a page, as
 *   the desk shows them), the whole gather of chapter ids and versions before
 *   a replace (pages of 500 listing no matches, as `collectTargets` does), and
 *   the read cache's bytes the search adds;
 * - history of a chapter edited for an hour (a save every 5 s): versions kept
 *   and the bytes they take.
 *
 * Numbers only; nothing here is asserted. `npm run bench:desk`.
 */
import { buildApp } from '../server/app';
import { openDatabase } from '../server/db/client';
import { migrateDatabase } from '../server/db/migrate';
import { seedDemoData } from '../server/db/seed';
import { BOOKS } from '../server/db/seed-fixtures';
import { chapterText, createRng } from '../server/db/seed-prose';
import { api, DEMO_PASSWORD, SIGNED_PHONE } from './lib/bench-server';

const SAVE_EVERY_S = 5;
const EDIT_SECONDS = 3600;
const REPLACE_BATCH = 100;
const rng = createRng(14);
const cast = BOOKS.find((b) => b.title === '星海长歌')!.cast;

let offsetMs = 0;
const now = () => new Date(Date.now() + offsetMs);

const database = await openDatabase({ inMemory: true });
await migrateDatabase(database);
const seeded = await seedDemoData(database.db);
const { app, context } = await buildApp({
  db: database.db,
  now,
  // The read cache as `npm start` runs it (READ_CACHE_TTL_MS defaults to 30 s).
  config: { uploadsDir: '/tmp/bench-desk-uploads', readCacheTtlMs: 30_000 },
});
await app.listen({ port: 0, host: '127.0.0.1' });
const address = app.server.address();
const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;

/** An API call that must succeed, as the other benchmarks make them. */
function call<T>(method: 'GET' | 'POST', path: string, body?: unknown, token?: string): Promise<T> {
  return api<T>(base, method, path, token, body);
}

/** Peak heap and RSS while `work` runs, sampled every 10 ms. */
async function withMemory<T>(work: () => Promise<T>) {
  const start = process.memoryUsage();
  let peakHeap = start.heapUsed;
  let peakRss = start.rss;
  const timer = setInterval(() => {
    const m = process.memoryUsage();
    peakHeap = Math.max(peakHeap, m.heapUsed);
    peakRss = Math.max(peakRss, m.rss);
  }, 10);
  const t0 = performance.now();
  const result = await work();
  const ms = performance.now() - t0;
  clearInterval(timer);
  const mb = (n: number) => Math.round((n / 1_048_576) * 10) / 10;
  return {
    result,
    ms,
    heapPeakMb: mb(peakHeap),
    heapGrowthMb: mb(peakHeap - start.heapUsed),
    rssPeakMb: mb(peakRss),
  };
}

const token = (
  await call<{ token: string }>('POST', '/author/user/login_by_pwd', {
    phone: SIGNED_PHONE,
    password: DEMO_PASSWORD,
  })
).token;
const books = await call<{ list: { id: string; title: string; chapter_count: number }[] }>(
  'GET',
  '/author/book/list?kind=long&page_size=100',
  undefined,
  token,
);
const book = books.list.reduce((a, b) => (b.chapter_count > a.chapter_count ? b : a));
console.log(
  `seeded ${seeded.chapters} chapters in ${seeded.ms} ms; book 《${book.title}》 has ${book.chapter_count}`,
);

interface SearchBody {
  total_matches: number;
  total_chapters: number;
  scanned_chapters: number;
  complete: boolean;
  list: { chapter_id: string; version: number; match_count: number }[];
}
const search = (q: Record<string, string>, page = 1, pageSize = 100) =>
  call<SearchBody>(
    'GET',
    `/author/chapter/search?${new URLSearchParams({ book_id: book.id, page: String(page), page_size: String(pageSize), ...q })}`,
    undefined,
    token,
  );

console.log('\n## Find across the book');
for (const q of <Record<string, string>[]>[
  { query: '林远' },
  { query: '林远', whole_word: 'true' },
  { query: '林[远渊]', mode: 'regex' },
  { query: '(\\p{Han}+)+川$', mode: 'regex' },
  { query: '不存在的名字' },
]) {
  const run = await withMemory(() => search(q));
  const s = run.ms / 1000;
  console.log(
    `${JSON.stringify(q)}: ${run.result.total_matches} matches in ${run.result.total_chapters}/${run.result.scanned_chapters} chapters, complete ${run.result.complete}, ${Math.round(run.ms)} ms = ${Math.round(run.result.total_matches / s)} matches/s, ${Math.round(run.result.scanned_chapters / s)} chapters/s; heap peak ${run.heapPeakMb} MB (+${run.heapGrowthMb}), rss peak ${run.rssPeakMb} MB`,
  );
}

console.log('\n## Paging through results (the author writes nothing meanwhile)');
{
  const timed = async <T>(work: () => Promise<T>) => {
    const t0 = performance.now();
    const result = await work();
    return { result, ms: performance.now() - t0 };
  };
  const ms = (n: number) => Math.round(n);
  const median = (list: number[]) => [...list].sort((a, b) => a - b)[Math.floor(list.length / 2)]!;
  // A query no earlier search used, so page 1 finds nothing cached.
  // (Defaults are filled in before the key is made: spelled as a pattern.)
  const q = { query: '林远', mode: 'regex' };
  const bytesBefore = context.readCache.bytes;
  const first = await timed(() => search(q, 1, 20));
  const indexBytes = context.readCache.bytes - bytesBefore;
  const later: number[] = [];
  for (let page = 2; page <= 11; page++) later.push((await timed(() => search(q, page, 20))).ms);
  console.log(
    `pages of 20 of ${first.result.total_chapters} chapters with matches: page 1 ${ms(first.ms)} ms, pages 2..11 median ${ms(median(later))} ms (min ${ms(Math.min(...later))}, max ${ms(Math.max(...later))}); read cache +${indexBytes} bytes after page 1`,
  );
  // What the desk's collectTargets does before a replace.
  // The replace's query with a key no search above used, so page 1 scans.
  const gatherQ = { query: '林远', case_sensitive: 'true', max_matches: '0' };
  const pages: number[] = [];
  let gathered = 0;
  const gather = await timed(async () => {
    for (let page = 1; ; page++) {
      const run = await timed(() => search(gatherQ, page, 500));
      pages.push(run.ms);
      gathered += run.result.list.length;
      if (run.result.list.length < 500 || gathered >= run.result.total_chapters) break;
    }
  });
  console.log(
    `gather of ${gathered} chapters in ${pages.length} pages of 500 (max_matches 0): ${ms(gather.ms)} ms; page 1 ${ms(pages[0]!)} ms, pages 2..${pages.length} ${pages
      .slice(1)
      .map(ms)
      .join(', ')} ms`,
  );
}

console.log('\n## Replace across the book (batches of 100, one undo)');
const targets: { chapter_id: string; version: number; match_count: number }[] = [];
const listing = await withMemory(async () => {
  for (let page = 1; ; page++) {
    const result = await search({ query: '林远', max_matches: '0' }, page, 500);
    targets.push(...result.list);
    if (result.list.length < 500) break;
  }
});
const totalMatches = targets.reduce((n, t) => n + t.match_count, 0);
console.log(`listing ${targets.length} chapters page by page: ${Math.round(listing.ms)} ms`);
let undoId: string | undefined;
let replaced = 0;
const applying = await withMemory(async () => {
  for (let i = 0; i < targets.length; i += REPLACE_BATCH) {
    const batch = targets.slice(i, i + REPLACE_BATCH);
    const result = await call<{ undo_id: string; changed: { replaced: number }[] }>(
      'POST',
      '/author/chapter/replace',
      {
        book_id: book.id,
        query: '林远',
        replacement: '林渊',
        chapters: batch.map((t) => ({ chapter_id: t.chapter_id, version: t.version })),
        ...(undoId ? { undo_id: undoId } : {}),
      },
      token,
    );
    undoId = result.undo_id;
    replaced += result.changed.reduce((n, c) => n + c.replaced, 0);
  }
});
const applySeconds = applying.ms / 1000;
console.log(
  `applied ${replaced}/${totalMatches} matches in ${targets.length} chapters: ${Math.round(applying.ms)} ms = ${Math.round(replaced / applySeconds)} matches/s, ${Math.round(targets.length / applySeconds)} chapters/s; heap peak ${applying.heapPeakMb} MB, rss peak ${applying.rssPeakMb} MB`,
);
const undoing = await withMemory(() =>
  call<{ restored: string[] }>('POST', '/author/chapter/undo', { undo_id: undoId }, token),
);
console.log(`undo of ${undoing.result.restored.length} chapters: ${Math.round(undoing.ms)} ms`);
const after = await search({ query: '林远' });
console.log(`after undo: ${after.total_matches} matches (before: ${totalMatches})`);

console.log(`\n## History of a chapter edited for an hour (a save every ${SAVE_EVERY_S} s)`);
const volumes = await call<{ list: { id: string }[] }>(
  'GET',
  `/author/volume/list?book_id=${book.id}`,
  undefined,
  token,
);
// A new chapter, so history holds this hour only (the replace above touched the drafts).
let chapter = await call<{ id: string; version: number; content: string }>(
  'POST',
  '/author/chapter/create',
  {
    book_id: book.id,
    volume_id: volumes.list.at(-1)!.id,
    title: '一小时的草稿',
    content: chapterText(rng, cast, 2400, 2600),
  },
  token,
);
const startLength = chapter.content.length;
let saves = 0;
for (let s = 0; s <= EDIT_SECONDS; s += SAVE_EVERY_S) {
  // Seed-style prose typed in: a sentence or so every 15 s, a comma between.
  const content =
    s % 15 === 0 ? `${chapter.content}${chapterText(rng, cast, 40, 40)}` : `${chapter.content}，`;
  chapter = await call(
    'POST',
    '/author/chapter/update',
    { chapter_id: chapter.id, version: chapter.version, content },
    token,
  );
  saves++;
  offsetMs += SAVE_EVERY_S * 1000;
}
const sizes = await database.db.execute<{ versions: number; stored: number; text: number }>(
  `select count(*)::int as versions, coalesce(sum(pg_column_size(v.*)), 0)::int as stored,
     coalesce(sum(octet_length(v.content)), 0)::int as text
   from chapter_versions v where chapter_id = '${chapter.id}'` as never,
);
const row = (sizes as unknown as { rows: { versions: number; stored: number; text: number }[] })
  .rows[0]!;
console.log(
  `${saves} saves, text ${startLength} -> ${chapter.content.length} characters: ${row.versions} versions kept, ${row.stored} bytes stored (rows, TOAST-compressed) for ${row.text} bytes of UTF-8 text`,
);

await app.close();
await database.close();
