/**
 * `npm run bench [-- --duration=10 --connections=50 --only=pglite|postgres
 *                  --curve=on|off --curve-duration=5]`
 *
 * Measures the reference server as a user would run it, on PGlite and on
 * PostgreSQL: the cold start of `server/main.ts` on an empty database
 * (migrations plus the full demo seed with its 3,000-chapter book), then
 * loopback load with autocannon on
 *   - `GET /author/chapter/list` of the 3,000-chapter book, random pages of 50;
 *   - `POST /author/chapter/update` of a 20,000-character draft, one draft per
 *     connection, each save sending the version the previous one answered.
 * Then, unless `--curve=off`, the chapter list's cost curve (issue 17): with
 * the server stopped, 1,000 more authors (a small book each) and three books
 * of 1,000, 5,000 and 20,000 published chapters go straight into the same
 * database (scripts/lib/bench-chapter-curve.ts), EXPLAIN ANALYZE shows the
 * plans of what the list runs for each book's last page, and the server,
 * restarted with its read cache off (READ_CACHE_TTL_MS=0, so every page is
 * read from the database rather than from memory), takes the same list load
 * on each book for `--curve-duration` seconds. A page should cost the same in
 * every book: its queries are index range scans.
 *
 * Prints tables and writes bench-results/api.json (the curve under each
 * engine's `chapter_list_curve`). It reports figures and
 * never fails on them: targets are judged by people, not by this script.
 *
 * PostgreSQL comes from scripts/with-postgres.ts (a throwaway cluster from the
 * machine's binaries): this script re-runs itself under it with
 * `--only=postgres --result-file=…` and reads the figures back.
 */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { cpus, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { openDatabase } from '../server/db/client';
import {
  CURVE_BOOK_SIZES,
  CURVE_OTHER_AUTHORS,
  explainListPage,
  type StatementPlan,
  seedCurveData,
} from './lib/bench-chapter-curve';
import {
  autocannon,
  figures,
  LIST_PAGE_SIZE,
  type LoadFigures,
  loadList,
  prepareListTarget,
  round,
  Tally,
  type ListTarget as Target,
} from './lib/bench-load';
import { api, type Envelope, logIn, sleep, startServer } from './lib/bench-server';

const repoRoot = path.resolve(import.meta.dirname, '..');
const UPDATE_CONTENT_CHARS = 20_000;

type Engine = 'pglite' | 'postgres';

interface Options {
  duration: number;
  connections: number;
  engines: Engine[];
  /** Whether to measure the chapter list's cost curve after the main loads. */
  curve: boolean;
  /** Seconds of list load on each book of the curve. */
  curveDuration: number;
  /** Set when re-run under with-postgres: where to write this engine's figures. */
  resultFile?: string;
}

interface EngineFigures {
  engine: Engine;
  /** 1-minute load average when this engine's run began: other work skews every figure. */
  load_average_1m: number;
  cold_start_s: number;
  /** What the server itself logged as its start-up time (after Node and tsx loaded). */
  server_ready_ms: number | null;
  list: LoadFigures;
  update: LoadFigures;
  /** Null with --curve=off. */
  chapter_list_curve: CurveFigures | null;
}

/** One book of the cost curve. */
interface CurvePoint {
  chapters: number;
  load_average_1m: number;
  list: LoadFigures;
  /** EXPLAIN ANALYZE of each statement behind the book's last page. */
  last_page_plans: StatementPlan[];
}

interface CurveFigures {
  duration_s: number;
  connections: number;
  /** The server's read cache: off, so the figures are the database's. */
  read_cache: 'off';
  other_authors: number;
  chapters_written: number;
  /** Writing the curve's rows and ANALYZE. */
  seed_s: number;
  books: CurvePoint[];
}

// ------------------------------------------------------------------ helpers

function parseOptions(argv: string[]): Options {
  const flags = new Map<string, string>();
  for (const arg of argv) {
    const match = /^--([a-z-]+)=(.*)$/.exec(arg);
    if (!match) throw new Error(`unknown argument ${arg} (flags look like --duration=10)`);
    flags.set(match[1]!, match[2]!);
  }
  const number = (name: string, fallback: number) => {
    const value = Number(flags.get(name) ?? fallback);
    if (!Number.isInteger(value) || value < 1)
      throw new Error(`--${name} must be a positive integer`);
    return value;
  };
  const only = flags.get('only');
  const curve = flags.get('curve') ?? 'on';
  if (curve !== 'on' && curve !== 'off') throw new Error('--curve must be on or off');
  if (only !== undefined && only !== 'pglite' && only !== 'postgres') {
    throw new Error('--only must be pglite or postgres');
  }
  return {
    duration: number('duration', 10),
    connections: number('connections', 50),
    engines: only ? [only] : ['pglite', 'postgres'],
    curve: curve === 'on',
    curveDuration: number('curve-duration', 5),
    resultFile: flags.get('result-file'),
  };
}

const PARAGRAPH = `${'夜色如墨，山风穿过竹林，少年握紧手中的长剑，望向远处灯火。'.repeat(6)}\n`;
const CONTENT_BASE = PARAGRAPH.repeat(Math.ceil(UPDATE_CONTENT_CHARS / PARAGRAPH.length));

/**
 * 20,000 characters of plain Chinese text in paragraphs. The stamp makes
 * every save differ from the previous one, so no layer can skip the write.
 */
function chapterContent(stamp: number): string {
  const tail = `第${String(stamp).padStart(9, '0')}次保存。`;
  return CONTENT_BASE.slice(0, UPDATE_CONTENT_CHARS - tail.length) + tail;
}

// ------------------------------------------------------------------ the loads

async function loadUpdate(
  target: Target,
  drafts: { id: string; version: number }[],
  options: Options,
  duration: number,
): Promise<LoadFigures> {
  const tally = new Tally();
  let nextDraft = 0;
  let stamp = 0;
  const result = await autocannon({
    url: target.baseUrl,
    connections: options.connections,
    duration,
    // Each connection edits its own draft, as one author in one editor tab
    // would: the version it sends is the one its previous save answered.
    setupClient: (client) => {
      const draft = drafts[nextDraft++ % drafts.length]!;
      client.setRequests([
        {
          method: 'POST',
          path: '/author/chapter/update',
          headers: { 'x-token': target.token, 'content-type': 'application/json' },
          setupRequest: (request) => ({
            ...request,
            body: JSON.stringify({
              chapter_id: draft.id,
              version: draft.version,
              content: chapterContent(++stamp),
            }),
          }),
          onResponse: (status, body) => {
            const code = tally.record(status, body);
            if (code !== 0 && code !== 104001) return;
            // Saved: the new version. Conflict: the server's current one.
            const parsed = JSON.parse(body) as Envelope<{
              version?: number;
              current?: { version: number };
            }>;
            const version = parsed.body.version ?? parsed.body.current?.version;
            if (version) draft.version = version;
          },
        },
      ]);
    },
  });
  return figures(result, tally);
}

async function createDrafts(target: Target, count: number) {
  const drafts: { id: string; version: number }[] = [];
  for (let i = 0; i < count; i++) {
    const chapter = await api<{ id: string; version: number }>(
      target.baseUrl,
      'POST',
      '/author/chapter/create',
      target.token,
      {
        book_id: target.bookId,
        volume_id: target.volumeId,
        title: `压测草稿 ${i + 1}`,
        content: chapterContent(0),
      },
    );
    drafts.push({ id: chapter.id, version: chapter.version });
  }
  return drafts;
}

/**
 * Reads each draft's current version. Sequential reads queue behind any save
 * still in flight, so after them the versions are the server's.
 */
async function refreshVersions(target: Target, drafts: { id: string; version: number }[]) {
  await sleep(500);
  for (const draft of drafts) {
    const chapter = await api<{ version: number }>(
      target.baseUrl,
      'GET',
      `/author/chapter/info?chapter_id=${draft.id}`,
      target.token,
    );
    draft.version = chapter.version;
  }
}

/** Cold start, then the list and update loads, on a fresh database in `dataDir`. */
async function benchServer(
  engine: Engine,
  dataDir: string,
  options: Options,
): Promise<Omit<EngineFigures, 'chapter_list_curve'>> {
  console.log(`[${engine}] cold start: spawning server/main.ts on an empty database…`);
  const load = round(loadavg()[0] ?? 0);
  const server = await startServer({ engine, dataDir });
  console.log(`[${engine}] answered /healthz after ${server.coldStartS.toFixed(2)} s`);
  try {
    const target = await prepareListTarget(server.baseUrl);
    // A short unmeasured run lets V8 optimise the hot paths first.
    const warmUp = Math.min(2, options.duration);
    await loadList(target, options.connections, warmUp);
    console.log(`[${engine}] list: ${options.duration} s at ${options.connections} connections…`);
    const list = await loadList(target, options.connections, options.duration);

    const drafts = await createDrafts(target, options.connections);
    await loadUpdate(target, drafts, options, warmUp);
    // Saves still in flight when the warm-up stopped have moved versions on.
    await refreshVersions(target, drafts);
    console.log(`[${engine}] update: ${options.duration} s at ${options.connections} connections…`);
    const update = await loadUpdate(target, drafts, options, options.duration);
    return {
      engine,
      load_average_1m: load,
      cold_start_s: round(server.coldStartS),
      server_ready_ms: server.readyMs,
      list,
      update,
    };
  } finally {
    await server.stop();
  }
}

/**
 * The cost curve on the database benchServer left (its server stopped:
 * PGlite's folder belongs to one process): the curve's rows and the plans
 * written and read here, then the list load through a server whose read
 * cache is off.
 */
async function benchCurve(
  engine: Engine,
  dataDir: string,
  options: Options,
): Promise<CurveFigures> {
  console.log(
    `[${engine}] curve: writing ${CURVE_OTHER_AUTHORS} authors and books of ${CURVE_BOOK_SIZES.join(', ')} chapters…`,
  );
  const database = await openDatabase(
    // The same places server/main.ts opens.
    engine === 'postgres'
      ? { databaseUrl: process.env.DATABASE_URL }
      : { dataDir: path.join(dataDir, 'pglite') },
  );
  let data: Awaited<ReturnType<typeof seedCurveData>>;
  const plans: StatementPlan[][] = [];
  try {
    data = await seedCurveData(database.db);
    for (const book of data.books) {
      const lastPage = Math.ceil(book.chapters / LIST_PAGE_SIZE);
      plans.push(await explainListPage(database, data.authorId, book.bookId, lastPage));
    }
  } finally {
    await database.close();
  }
  console.log(`[${engine}] curve: ${data.chaptersWritten} chapters written in ${data.seconds} s`);

  const server = await startServer({ engine, dataDir, env: { READ_CACHE_TTL_MS: '0' } });
  try {
    const token = await logIn(server.baseUrl);
    const targets = data.books.map(
      (book): Target => ({
        baseUrl: server.baseUrl,
        token,
        bookId: book.bookId,
        volumeId: book.volumeId,
        pages: Math.ceil(book.chapters / LIST_PAGE_SIZE),
      }),
    );
    // Every book is loaded unmeasured before any is measured: V8 optimises
    // the fresh server and each book's rows reach the caches, so the first
    // book measured is not the one that pays for the start.
    const warmUp = Math.min(2, options.curveDuration);
    for (const target of targets) await loadList(target, options.connections, warmUp);
    const points: CurvePoint[] = [];
    for (const [i, book] of data.books.entries()) {
      const load = round(loadavg()[0] ?? 0);
      console.log(
        `[${engine}] curve: ${book.chapters} chapters, ${options.curveDuration} s at ${options.connections} connections…`,
      );
      const list = await loadList(targets[i]!, options.connections, options.curveDuration);
      points.push({
        chapters: book.chapters,
        load_average_1m: load,
        list,
        last_page_plans: plans[i]!,
      });
    }
    return {
      duration_s: options.curveDuration,
      connections: options.connections,
      read_cache: 'off',
      other_authors: data.otherAuthors,
      chapters_written: data.chaptersWritten,
      seed_s: data.seconds,
      books: points,
    };
  } finally {
    await server.stop();
  }
}

async function benchEngine(engine: Engine, options: Options): Promise<EngineFigures> {
  // Kept between the two servers of the run (the curve adds to this
  // database), so the folder is made and removed here.
  const dataDir = await mkdtemp(path.join(tmpdir(), `author-bench-${engine}-`));
  try {
    const figures = await benchServer(engine, dataDir, options);
    const curve = options.curve ? await benchCurve(engine, dataDir, options) : null;
    return { ...figures, chapter_list_curve: curve };
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
}

/** Runs the PostgreSQL part in a child under scripts/with-postgres.ts. */
async function benchOnPostgres(options: Options): Promise<EngineFigures | null> {
  const dir = await mkdtemp(path.join(tmpdir(), 'author-bench-result-'));
  const resultFile = path.join(dir, 'postgres.json');
  try {
    const code = await new Promise<number>((resolve) => {
      const child = spawn(
        process.execPath,
        [
          '--import',
          'tsx',
          'scripts/with-postgres.ts',
          process.execPath,
          '--import',
          'tsx',
          'scripts/bench-api.ts',
          '--only=postgres',
          `--duration=${options.duration}`,
          `--connections=${options.connections}`,
          `--curve=${options.curve ? 'on' : 'off'}`,
          `--curve-duration=${options.curveDuration}`,
          `--result-file=${resultFile}`,
        ],
        { cwd: repoRoot, stdio: 'inherit', env: { ...process.env, DATABASE_URL: '' } },
      );
      child.once('exit', (exitCode) => resolve(exitCode ?? 1));
    });
    if (!existsSync(resultFile)) {
      console.log(`[postgres] no figures (with-postgres exited with ${code}): skipped`);
      return null;
    }
    return JSON.parse(await readFile(resultFile, 'utf8')) as EngineFigures;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

// ------------------------------------------------------------------ report

/** Rows under a header row, in columns as wide as their widest cell. */
function printRows(rows: string[][]): void {
  const widths = rows[0]!.map((_, i) => Math.max(...rows.map((row) => row[i]!.length)));
  const line = (row: string[]) => row.map((cell, i) => cell.padEnd(widths[i]!)).join('  ');
  console.log('');
  console.log(line(rows[0]!));
  console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  for (const row of rows.slice(1)) console.log(line(row));
  console.log('');
}

const failedCell = (load: LoadFigures) =>
  load.failed === 0 ? '0' : `${load.failed} ${JSON.stringify(load.codes)}`;

function printTable(results: EngineFigures[]): void {
  const rows: string[][] = [
    [
      'engine',
      'load avg',
      'cold start',
      'scenario',
      'req/s',
      'p50 ms',
      'p99 ms',
      'max ms',
      'ok',
      'failed',
    ],
  ];
  for (const r of results) {
    for (const [name, load] of [
      ['chapter list', r.list],
      ['chapter update', r.update],
    ] as const) {
      rows.push([
        r.engine,
        name === 'chapter list' ? r.load_average_1m.toFixed(2) : '',
        name === 'chapter list' ? `${r.cold_start_s.toFixed(2)} s` : '',
        name,
        String(load.rps),
        load.p50_ms.toFixed(1),
        load.p99_ms.toFixed(1),
        load.max_ms.toFixed(1),
        String(load.ok),
        failedCell(load),
      ]);
    }
  }
  printRows(rows);
}

/** The curve, one row per book, and how each book's last page is read. */
function printCurve(results: EngineFigures[]): void {
  const rows: string[][] = [
    [
      'engine',
      'chapters',
      'load avg',
      'req/s',
      'p50 ms',
      'p99 ms',
      'max ms',
      'failed',
      'last page: chapter rows read',
      'index-backed',
    ],
  ];
  const plans: string[] = [];
  for (const r of results) {
    for (const point of r.chapter_list_curve?.books ?? []) {
      const pagePlans = point.last_page_plans;
      rows.push([
        r.engine,
        point.chapters.toLocaleString('en-US'),
        point.load_average_1m.toFixed(2),
        String(point.list.rps),
        point.list.p50_ms.toFixed(1),
        point.list.p99_ms.toFixed(1),
        point.list.max_ms.toFixed(1),
        failedCell(point.list),
        pagePlans.map((plan) => plan.chapter_rows_read).join(' + '),
        pagePlans.every((plan) => plan.index_backed) ? 'yes' : 'NO',
      ]);
      plans.push(`[${r.engine}] ${point.chapters} chapters, last page:`);
      for (const plan of pagePlans) {
        plans.push(`  ${plan.statement}… (${plan.execution_ms} ms, ${plan.buffers} buffers)`);
        for (const node of plan.plan) plans.push(`    ${node}`);
      }
    }
  }
  if (rows.length === 1) return;
  console.log('chapter list cost curve (read cache off):');
  printRows(rows);
  for (const line of plans) console.log(line);
  console.log('');
}

async function main(): Promise<void> {
  const options = parseOptions(process.argv.slice(2));

  // Child mode: one engine, figures to a file for the parent.
  if (options.resultFile) {
    const engine = options.engines[0]!;
    const result = await benchEngine(engine, options);
    await writeFile(options.resultFile, JSON.stringify(result));
    return;
  }

  const startedAt = new Date();
  const results: EngineFigures[] = [];
  for (const engine of options.engines) {
    const result =
      engine === 'pglite' ? await benchEngine('pglite', options) : await benchOnPostgres(options);
    if (result) results.push(result);
  }
  printTable(results);
  printCurve(results);

  const report = {
    started_at: startedAt.toISOString(),
    machine: {
      cpus: cpus().length,
      cpu_model: cpus()[0]?.model ?? 'unknown',
      node: process.version,
    },
    options: {
      duration_s: options.duration,
      connections: options.connections,
      curve: options.curve,
      curve_duration_s: options.curveDuration,
    },
    loads: {
      list: `GET /author/chapter/list, random page of ${LIST_PAGE_SIZE} in the largest long book`,
      update: `POST /author/chapter/update, ${UPDATE_CONTENT_CHARS}-character content, one draft per connection`,
      chapter_list_curve: `GET /author/chapter/list, random page of ${LIST_PAGE_SIZE} in books of ${CURVE_BOOK_SIZES.join(', ')} published chapters among ${CURVE_OTHER_AUTHORS} more authors' books, read cache off, ${options.curveDuration} s each`,
    },
    results,
  };
  const outDir = path.join(repoRoot, 'bench-results');
  await mkdir(outDir, { recursive: true });
  await writeFile(path.join(outDir, 'api.json'), `${JSON.stringify(report, null, 2)}\n`);
  console.log(`written to ${path.relative(process.cwd(), path.join(outDir, 'api.json'))}`);
}

await main();
