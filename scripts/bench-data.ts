/**
 * `npm run bench:data [-- --chapters=5000 --runs=15]`
 *
 * Sizes and times of the work-data and income answers on a book of 5,000
 * chapters: the reference server in-process on an in-memory PGlite seeded
 * with the demo data (its big book at `--chapters`), spoken to over real
 * HTTP on loopback. For the chapter table it compares a page of 100 sorted by
 * each column with the whole table in one piece (fetched as 10 pages of 500,
 * as one answer would carry the same rows), which is what decides between
 * server-side paging and a whole-table answer. Prints a table and writes
 * bench-results/data.json; reports figures, never fails on them.
 */
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { cpus, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import { buildApp } from '../server/app';
import { openDatabase } from '../server/db/client';
import { migrateDatabase } from '../server/db/migrate';
import { books } from '../server/db/schema';
import { DEMO_ACCOUNTS, seedDemoData } from '../server/db/seed';
import { CHAPTER_SORT_KEYS } from '../src/lib/contract/income-data';

const repoRoot = path.resolve(import.meta.dirname, '..');

function option(name: string, fallback: number): number {
  const arg = process.argv.find((a) => a.startsWith(`--${name}=`));
  return arg ? Number(arg.split('=')[1]) : fallback;
}

interface Figure {
  what: string;
  /** Median and worst of the runs, in ms. */
  p50_ms: number;
  max_ms: number;
  bytes: number;
  gzip_bytes: number;
  rows?: number;
}

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

async function main() {
  const chapterCount = option('chapters', 5000);
  const runs = option('runs', 15);
  const seedStarted = performance.now();
  const database = await openDatabase({ inMemory: true });
  await migrateDatabase(database);
  await seedDemoData(database.db, { chaptersInBigBook: chapterCount });
  const seedMs = Math.round(performance.now() - seedStarted);
  const uploadsDir = await mkdtemp(path.join(tmpdir(), 'bench-data-'));
  const { app } = await buildApp({ db: database.db, config: { uploadsDir } });
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
    const [big] = await database.db.select().from(books).where(eq(books.title, '星海长歌'));
    const bookId = big!.id;

    const get = async (pathAndQuery: string) => {
      const started = performance.now();
      const response = await fetch(`${base}${pathAndQuery}`, { headers: { 'x-token': token } });
      const text = await response.text();
      const ms = performance.now() - started;
      const envelope = JSON.parse(text) as { code: number; body: { list?: unknown[] } };
      if (envelope.code !== 0) throw new Error(`${pathAndQuery} answered ${envelope.code}`);
      return { ms, text, rows: envelope.body.list?.length };
    };
    const measure = async (what: string, pathAndQuery: string): Promise<Figure> => {
      await get(pathAndQuery); // warm-up: plans and caches as a returning author has them
      const times: number[] = [];
      let last = { ms: 0, text: '', rows: undefined as number | undefined };
      for (let i = 0; i < runs; i++) {
        last = await get(pathAndQuery);
        times.push(last.ms);
      }
      return {
        what,
        p50_ms: Math.round(median(times) * 10) / 10,
        max_ms: Math.round(Math.max(...times) * 10) / 10,
        bytes: Buffer.byteLength(last.text),
        gzip_bytes: gzipSync(last.text).length,
        rows: last.rows,
      };
    };

    const figures: Figure[] = [];
    const chapters = `/author/data/chapters?book_id=${bookId}`;
    for (const sort of CHAPTER_SORT_KEYS) {
      for (const order of ['asc', 'desc']) {
        figures.push(
          await measure(
            `chapters page of 100, ${sort} ${order}`,
            `${chapters}&sort=${sort}&order=${order}&page_size=100`,
          ),
        );
      }
    }
    figures.push(
      await measure(
        'chapters page 40 of 100, completion_rate desc',
        `${chapters}&sort=completion_rate&order=desc&page=40&page_size=100`,
      ),
    );
    figures.push(
      await measure(
        'chapters page of 500, views desc',
        `${chapters}&sort=views&order=desc&page_size=500`,
      ),
    );

    // The whole table in one piece: every row, as one answer would carry them.
    const wholeTimes: number[] = [];
    let wholeText = '';
    let wholeRows = 0;
    for (let i = 0; i < Math.min(runs, 5); i++) {
      const started = performance.now();
      const pages: unknown[] = [];
      for (let page = 1; ; page++) {
        const { text, rows } = await get(
          `${chapters}&sort=next_chapter_rate&order=asc&page=${page}&page_size=500`,
        );
        const body = (JSON.parse(text) as { body: { list: unknown[] } }).body;
        pages.push(...body.list);
        if (!rows || rows < 500) break;
      }
      wholeTimes.push(performance.now() - started);
      wholeText = JSON.stringify(pages);
      wholeRows = pages.length;
    }
    figures.push({
      what: `whole chapter table (${wholeRows} rows, as 500-row pages)`,
      p50_ms: Math.round(median(wholeTimes) * 10) / 10,
      max_ms: Math.round(Math.max(...wholeTimes) * 10) / 10,
      bytes: Buffer.byteLength(wholeText),
      gzip_bytes: gzipSync(wholeText).length,
      rows: wholeRows,
    });

    figures.push(await measure('read-through curve', `/author/data/readthrough?book_id=${bookId}`));
    figures.push(
      await measure(
        'daily data, 365 days',
        `/author/data/daily?book_id=${bookId}&from=${dayBefore(365)}`,
      ),
    );
    figures.push(
      await measure(
        'daily data, all time by month',
        `/author/data/daily?book_id=${bookId}&by=month`,
      ),
    );
    figures.push(await measure('income overview', '/author/income/overview'));
    figures.push(
      await measure(
        'income statements, 24 months',
        `/author/income/summary?from=${monthBefore(23)}`,
      ),
    );
    figures.push(
      await measure(
        'income daily rows, last month',
        `/author/income/daily?month=${monthBefore(1)}`,
      ),
    );
    figures.push(await measure('attendance, this month', '/author/income/attendance'));

    const results = {
      machine: { cores: cpus().length, loadavg1: loadavg()[0] },
      chapters: chapterCount,
      seed_ms: seedMs,
      runs,
      figures,
    };
    console.table(
      figures.map(({ what, p50_ms, max_ms, bytes, gzip_bytes }) => ({
        what,
        p50_ms,
        max_ms,
        bytes,
        gzip_bytes,
      })),
    );
    await mkdir(path.join(repoRoot, 'bench-results'), { recursive: true });
    await writeFile(
      path.join(repoRoot, 'bench-results', 'data.json'),
      `${JSON.stringify(results, null, 2)}\n`,
    );
  } finally {
    await app.close();
    await database.close();
    await rm(uploadsDir, { recursive: true, force: true });
  }
}

/** 'YYYY-MM-DD' `days` before today, Beijing time. */
function dayBefore(days: number): string {
  return new Date(Date.now() + 8 * 3_600_000 - days * 86_400_000).toISOString().slice(0, 10);
}

/** 'YYYY-MM' `months` before this month, Beijing time. */
function monthBefore(months: number): string {
  const now = new Date(Date.now() + 8 * 3_600_000);
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - months, 1))
    .toISOString()
    .slice(0, 7);
}

await main();
