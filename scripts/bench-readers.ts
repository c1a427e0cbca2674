/**
 * `npm run bench:readers [-- --comments=100000 --page-size=50 --runs=30]`
 *
 * The readers' inbox on a big book: the reference server in-process on an
 * in-memory PGlite seeded with the demo data (the 3,000-chapter book), its
 * comments topped up to `--comments` in one statement, spoken to over real
 * HTTP on loopback. It pages through every comment with the keyset cursor
 * (p50/p99 per page; goal ≤ 100 ms), pages through filtered views (unread
 * chapter comments, one book's chapter range, a keyword), and times the
 * counts per chapter of the 3,000-chapter book (goal ≤ 200 ms). Prints the
 * figures and never fails on them.
 */
import { mkdtemp } from 'node:fs/promises';
import { cpus, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { buildApp } from '../server/app';
import { openDatabase } from '../server/db/client';
import { migrateDatabase } from '../server/db/migrate';
import { books, readerComments } from '../server/db/schema';
import { DEMO_ACCOUNTS, seedDemoData } from '../server/db/seed';

function option(name: string, fallback: number): number {
  const arg = process.argv.find((a) => a.startsWith(`--${name}=`));
  return arg ? Number(arg.split('=')[1]) : fallback;
}

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
};
const round = (ms: number) => Math.round(ms * 10) / 10;

async function main() {
  const target = option('comments', 100_000);
  const pageSize = option('page-size', 50);
  const runs = option('runs', 30);
  const started = performance.now();
  const database = await openDatabase({ inMemory: true });
  await migrateDatabase(database);
  await seedDemoData(database.db);
  const seedMs = Math.round(performance.now() - started);
  const db = database.db;
  const [big] = await db.select().from(books).where(eq(books.title, '星海长歌'));
  const bookId = big!.id;

  // Copies of the seeded first comments, each an hour older per copy, with new ids.
  const count = async () =>
    (await db.select({ n: sql<number>`count(*)::int` }).from(readerComments))[0]!.n;
  const seeded = await count();
  // Only the big book's first comments are copied: copies enough of them.
  const [sourceRow] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(readerComments)
    .where(sql`parent_id is null and not by_author and book_id = ${bookId}`);
  const copies = Math.ceil(Math.max(0, target - seeded) / Math.max(1, sourceRow?.n ?? 0));
  await db.execute(sql`
    insert into reader_comments (id, author_id, book_id, chapter_id, kind, paragraph_index,
      paragraph_hash, paragraph_excerpt, reader_id, reader_name, content, like_count, is_read, create_time)
    select substr(md5(c.id || ':' || g), 1, 16), c.author_id, c.book_id, c.chapter_id, c.kind,
      c.paragraph_index, c.paragraph_hash, c.paragraph_excerpt, c.reader_id, c.reader_name, c.content,
      c.like_count, c.is_read or g > 1, c.create_time - make_interval(hours => g)
    from reader_comments c, generate_series(1, ${copies}) g
    where c.parent_id is null and not c.by_author and c.book_id = ${bookId}
    limit ${Math.max(0, target - seeded)}`);
  await db.execute(sql`analyze reader_comments`);
  const total = await count();

  const uploadsDir = await mkdtemp(path.join(tmpdir(), 'bench-readers-'));
  const { app } = await buildApp({ db, config: { uploadsDir } });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  try {
    const login = await fetch(`${base}/author/user/login_by_pwd`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ phone: DEMO_ACCOUNTS[0].phone, password: DEMO_ACCOUNTS[0].password }),
    });
    const token = ((await login.json()) as { body: { token: string } }).body.token;
    const get = async <T>(pathAndQuery: string): Promise<{ ms: number; body: T }> => {
      const t0 = performance.now();
      const response = await fetch(`${base}${pathAndQuery}`, { headers: { 'x-token': token } });
      const envelope = (await response.json()) as { code: number; body: T };
      const ms = performance.now() - t0;
      if (envelope.code !== 0) throw new Error(`${pathAndQuery} answered ${envelope.code}`);
      return { ms, body: envelope.body };
    };

    /** Pages through a view with the cursor, at most `maxPages`; times each page. */
    const pageThrough = async (what: string, query: string, maxPages = Infinity) => {
      const times: number[] = [];
      let cursor: string | null = null;
      let rows = 0;
      do {
        const q: string = `${query}&page_size=${pageSize}${cursor ? `&cursor=${cursor}` : ''}`;
        const { ms, body } = await get<{ list: unknown[]; next_cursor: string | null }>(
          `/author/reader/comments?${q}`,
        );
        times.push(ms);
        rows += body.list.length;
        cursor = body.next_cursor;
      } while (cursor && times.length < maxPages);
      return {
        what,
        pages: times.length,
        rows,
        p50_ms: round(percentile(times, 50)),
        p99_ms: round(percentile(times, 99)),
        max_ms: round(Math.max(...times)),
      };
    };

    await get('/author/reader/comments?page_size=5'); // warm-up
    const figures = [
      await pageThrough('every comment, newest first', ''),
      await pageThrough('unread chapter comments', 'kind=chapter&unread=true', 200),
      await pageThrough(
        'chapters 1000-1100 of the big book',
        `book_id=${bookId}&chapter_from=1000&chapter_to=1100`,
        200,
      ),
      await pageThrough('keyword 伏笔', `keyword=${encodeURIComponent('伏笔')}`, 200),
      await pageThrough('not answered', 'answered=false', 200),
    ];
    const countTimes: number[] = [];
    let chapterRows = 0;
    await get(`/author/reader/counts?book_id=${bookId}`);
    for (let i = 0; i < runs; i++) {
      const { ms, body } = await get<{ chapters: unknown[] }>(
        `/author/reader/counts?book_id=${bookId}`,
      );
      countTimes.push(ms);
      chapterRows = body.chapters.length;
    }
    console.log(
      `bench:readers — ${total.toLocaleString('en')} comments (${seeded.toLocaleString('en')} seeded), seed ${seedMs} ms; ${cpus().length} cores, load ${loadavg()[0]!.toFixed(2)}`,
    );
    console.table(figures);
    console.table([
      {
        what: `counts per chapter (${big!.chapterCount} chapters, ${chapterRows} with comments)`,
        runs,
        p50_ms: round(percentile(countTimes, 50)),
        p99_ms: round(percentile(countTimes, 99)),
        max_ms: round(Math.max(...countTimes)),
      },
    ]);
    console.log('goals: a page ≤ 100 ms, counts per chapter ≤ 200 ms');
  } finally {
    await app.close();
    await database.close();
  }
}

await main();
