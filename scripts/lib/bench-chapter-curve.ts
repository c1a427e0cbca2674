/**
 * The chapter list's cost curve (issue 17) for bench-api.ts: the data it
 * needs and the plans of the queries one page runs.
 *
 * The data goes straight into the database of a stopped server (PGlite's
 * folder belongs to one process), in batches through the server's own
 * database layer: 1,000 more authors, each with a book of a few published
 * chapters, and three books of the signed demo author with 1,000, 5,000 and
 * 20,000 published chapters. Through the API this would take 1,000 sign-ups
 * by SMS code and over 1,000 imports, and imported chapters are drafts.
 *
 * The plans come from the server's own code: the list's service functions
 * run on a drizzle instance that records every statement it sends, and each
 * statement is then run again under EXPLAIN ANALYZE with its parameters.
 */
import type { PGlite } from '@electric-sql/pglite';
import { and, eq, sql } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import type { PgTable } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite, type PgliteDatabase } from 'drizzle-orm/pglite';
import type { DatabaseHandle, Db } from '../../server/db/client';
import { newId } from '../../server/db/ids';
import * as schema from '../../server/db/schema';
import {
  type Audience,
  authors,
  books,
  chapters,
  type NewChapter,
  volumes,
} from '../../server/db/schema';
import { bookOverview, listChapters } from '../../server/services/chapters/queries';
import { countWords } from '../../src/lib/word-count';
import { LIST_PAGE_SIZE } from './bench-load';
import { SIGNED_PHONE } from './bench-server';

/** Chapters in each of the measured books. */
export const CURVE_BOOK_SIZES = [1_000, 5_000, 20_000] as const;
/** Other authors in the database, each with a small book. */
export const CURVE_OTHER_AUTHORS = 1_000;
const CHAPTERS_PER_OTHER_BOOK = 5;
const VOLUMES_PER_CURVE_BOOK = 10;
// As the seed: sparse positions, and batches of 500 rows, far below the
// 65,535 bind-parameter limit.
const POSITION_GAP = 1024;
const HOUR = 3_600_000;
const BATCH = 500;

// The list never reads content: 1,000 characters a chapter keep the writing
// quick while the rows its scans visit still carry text, as real ones do.
const PROSE = '林远抬头望向星门，银色的光在他眼中缓缓流转，远处传来舰队起航的轰鸣。';
const CONTENT = `\u3000\u3000${PROSE.repeat(30)}`;
const CONTENT_WORDS = countWords(CONTENT);

export interface CurveBook {
  chapters: number;
  bookId: string;
  volumeId: string;
}

export interface CurveData {
  /** The author whose books are measured (the signed demo author). */
  authorId: string;
  books: CurveBook[];
  otherAuthors: number;
  /** Chapters written in all, the other authors' included. */
  chaptersWritten: number;
  seconds: number;
}

async function insertAll<T extends PgTable>(
  db: Db,
  table: T,
  rows: T['$inferInsert'][],
): Promise<void> {
  for (let i = 0; i < rows.length; i += BATCH) {
    await db.insert(table).values(rows.slice(i, i + BATCH));
  }
}

interface BuiltBook {
  book: typeof books.$inferInsert & { id: string };
  volumes: (typeof volumes.$inferInsert & {
    id: string;
    chapterCount: number;
    wordCount: number;
  })[];
  chapters: NewChapter[];
}

/** A leaf category and its channel's audience, which a book must match. */
interface BookCategory {
  categoryId: string;
  audience: Audience;
}

/**
 * A long book of `count` published chapters over `volumeCount` volumes, with
 * its aggregates (counts, words, last chapter) as the server keeps them.
 */
function buildBook(
  authorId: string,
  category: BookCategory,
  title: string,
  count: number,
  volumeCount: number,
): BuiltBook {
  const bookId = newId();
  const now = Date.now();
  const volumeRows = Array.from({ length: volumeCount }, (_, v) => ({
    id: newId(),
    bookId,
    title: `第${v + 1}卷`,
    sort: (v + 1) * POSITION_GAP,
    chapterCount: 0,
    wordCount: 0,
  }));
  const chapterRows: NewChapter[] = [];
  for (let i = 0; i < count; i++) {
    const volume = volumeRows[Math.floor((i * volumeCount) / count)]!;
    // One an hour, the last one an hour ago.
    const publishedAt = new Date(now - (count - i) * HOUR);
    chapterRows.push({
      id: newId(),
      bookId,
      volumeId: volume.id,
      chapterNo: i + 1,
      position: (i + 1) * POSITION_GAP,
      title: `第${i + 1}章 星海`,
      content: CONTENT,
      wordCount: CONTENT_WORDS,
      status: 'published',
      publishedAt,
      createTime: publishedAt,
      updateTime: publishedAt,
    });
    volume.chapterCount += 1;
    volume.wordCount += CONTENT_WORDS;
  }
  const last = chapterRows.at(-1);
  return {
    book: {
      id: bookId,
      authorId,
      kind: 'long',
      title,
      ...category,
      reviewStatus: 'approved',
      wordCount: count * CONTENT_WORDS,
      chapterCount: count,
      lastChapterTitle: last?.title ?? null,
      lastPublishedAt: last?.publishedAt ?? null,
    },
    volumes: volumeRows,
    chapters: chapterRows,
  };
}

/**
 * Writes the curve's authors, books and chapters into a seeded database (the
 * demo seed must be there: the measured books are the signed demo author's)
 * and refreshes the planner's statistics, as the seed does after its own
 * inserts (PGlite has no autovacuum).
 */
export async function seedCurveData(db: Db): Promise<CurveData> {
  const started = performance.now();
  const [owner] = await db
    .select({ id: authors.id, categoryId: books.categoryId, audience: books.audience })
    .from(authors)
    .innerJoin(books, eq(books.authorId, authors.id))
    .where(and(eq(authors.phone, SIGNED_PHONE), eq(books.kind, 'long')))
    .limit(1);
  if (!owner) throw new Error('the demo seed is missing: no long book of the signed author');
  // Every book in the category of one of the demo author's books.
  const category = { categoryId: owner.categoryId, audience: owner.audience };

  const built: BuiltBook[] = [];
  const otherAuthors: (typeof authors.$inferInsert)[] = [];
  for (let a = 0; a < CURVE_OTHER_AUTHORS; a++) {
    const label = String(a + 1).padStart(4, '0');
    const author = { id: newId(), phone: `1390000${label}`, penName: `曲线作者${label}` };
    otherAuthors.push(author);
    built.push(buildBook(author.id, category, `曲线小书${label}`, CHAPTERS_PER_OTHER_BOOK, 1));
  }
  const measured = CURVE_BOOK_SIZES.map((size) =>
    buildBook(owner.id, category, `成本曲线${size}章`, size, VOLUMES_PER_CURVE_BOOK),
  );
  built.push(...measured);

  await db.transaction(async (tx) => {
    await insertAll(tx, authors, otherAuthors);
    await insertAll(
      tx,
      books,
      built.map((b) => b.book),
    );
    await insertAll(
      tx,
      volumes,
      built.flatMap((b) => b.volumes),
    );
    await insertAll(
      tx,
      chapters,
      built.flatMap((b) => b.chapters),
    );
  });
  await db.execute(sql`analyze`);
  return {
    authorId: owner.id,
    books: measured.map((b) => ({
      chapters: b.chapters.length,
      bookId: b.book.id,
      volumeId: b.volumes.at(-1)!.id,
    })),
    otherAuthors: otherAuthors.length,
    chaptersWritten: built.reduce((n, b) => n + b.chapters.length, 0),
    seconds: Number(((performance.now() - started) / 1000).toFixed(1)),
  };
}

// ------------------------------------------------------------------ plans

interface Statement {
  sql: string;
  params: unknown[];
}

/** What both drivers' clients answer to a query with parameters. */
interface RawClient {
  query(text: string, params: unknown[]): Promise<{ rows: Record<string, unknown>[] }>;
}

/** The PGlite instance under a PGlite handle's drizzle (drizzle() adds `$client`). */
const pgliteOf = (handle: DatabaseHandle) =>
  (handle.db as unknown as PgliteDatabase<typeof schema> & { $client: PGlite }).$client;

function rawClient(handle: DatabaseHandle): RawClient {
  return (handle.kind === 'postgres' ? handle.pool : pgliteOf(handle)) as unknown as RawClient;
}

/** Runs `work` on a second drizzle over the same connection, recording what it sends. */
async function recordStatements(
  handle: DatabaseHandle,
  work: (db: Db) => Promise<unknown>,
): Promise<Statement[]> {
  const statements: Statement[] = [];
  const logger = {
    logQuery: (query: string, params: unknown[]) => void statements.push({ sql: query, params }),
  };
  const recording =
    handle.kind === 'postgres'
      ? drizzleNodePg({ client: handle.pool!, schema, logger })
      : drizzlePglite({ client: pgliteOf(handle), schema, logger });
  await work(recording as unknown as Db);
  return statements;
}

/** One node of EXPLAIN (FORMAT JSON), the fields read here. */
interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  'Actual Rows': number;
  'Actual Loops': number;
  'Rows Removed by Filter'?: number;
  'Rows Removed by Index Recheck'?: number;
  'Shared Hit Blocks'?: number;
  'Shared Read Blocks'?: number;
  Plans?: PlanNode[];
}

export interface StatementPlan {
  /** The statement's first words, to tell them apart. */
  statement: string;
  /** The plan's nodes, one a line, indented by depth, with their actual rows. */
  plan: string[];
  /** A node reading every row of `chapters` in the table's order. */
  seq_scan_on_chapters: boolean;
  /** Rows the scans of `chapters` produced or filtered away: the work done. */
  chapter_rows_read: number;
  /** Rows the largest Sort node sorted (0 without one). */
  rows_sorted: number;
  /** No Seq Scan on chapters, and no more than two pages of rows read or sorted. */
  index_backed: boolean;
  execution_ms: number;
  /** Shared buffers the statement touched (hit + read). */
  buffers: number;
}

function* walk(node: PlanNode, depth = 0): Generator<[PlanNode, number]> {
  yield [node, depth];
  for (const child of node.Plans ?? []) yield* walk(child, depth + 1);
}

function describe(node: PlanNode): string {
  const index = node['Index Name'] ? ` using ${node['Index Name']}` : '';
  const relation = node['Relation Name'] ? ` on ${node['Relation Name']}` : '';
  const rows = node['Actual Rows'] * node['Actual Loops'];
  const removed = node['Rows Removed by Filter'] ?? 0;
  return `${node['Node Type']}${index}${relation}: ${rows} rows${removed ? `, ${removed} filtered out` : ''}`;
}

/** What a plan says about whether a page's cost depends on the book's size. */
function summarise(
  statement: Statement,
  explained: { Plan: PlanNode; 'Execution Time': number },
): StatementPlan {
  const nodes = [...walk(explained.Plan)];
  const chapterScans = nodes.map(([node]) => node).filter((n) => n['Relation Name'] === 'chapters');
  const seqScan = chapterScans.some((n) => n['Node Type'] === 'Seq Scan');
  const rowsRead = chapterScans.reduce(
    (sum, n) =>
      sum +
      n['Actual Rows'] * n['Actual Loops'] +
      (n['Rows Removed by Filter'] ?? 0) +
      (n['Rows Removed by Index Recheck'] ?? 0),
    0,
  );
  const rowsSorted = Math.max(
    0,
    ...nodes.map(([n]) => (n['Node Type'].endsWith('Sort') ? n['Actual Rows'] : 0)),
  );
  const top = explained.Plan;
  return {
    statement: statement.sql.replace(/\s+/g, ' ').slice(0, 60),
    plan: nodes.map(([node, depth]) => `${'  '.repeat(depth)}${describe(node)}`),
    seq_scan_on_chapters: seqScan,
    chapter_rows_read: rowsRead,
    rows_sorted: rowsSorted,
    index_backed: !seqScan && Math.max(rowsRead, rowsSorted) <= 2 * LIST_PAGE_SIZE,
    execution_ms: explained['Execution Time'],
    buffers: (top['Shared Hit Blocks'] ?? 0) + (top['Shared Read Blocks'] ?? 0),
  };
}

/**
 * EXPLAIN ANALYZE of every statement the chapter list runs for `page` of
 * `bookId` (page size as the bench's load), as the server runs them: the
 * book's overview (ownership and counts), then the page itself.
 */
export async function explainListPage(
  handle: DatabaseHandle,
  authorId: string,
  bookId: string,
  page: number,
): Promise<StatementPlan[]> {
  const statements = await recordStatements(handle, async (db) => {
    const book = await bookOverview(db, authorId, bookId, new Date());
    await listChapters(db, book, { book_id: bookId, page, page_size: LIST_PAGE_SIZE });
  });
  const client = rawClient(handle);
  const plans: StatementPlan[] = [];
  for (const statement of statements) {
    const { rows } = await client.query(
      `explain (analyze, buffers, format json) ${statement.sql}`,
      statement.params,
    );
    // Both drivers parse the json column; be safe if one hands over text.
    const value = rows[0]?.['QUERY PLAN'];
    const [explained] = (typeof value === 'string' ? JSON.parse(value) : value) as [
      { Plan: PlanNode; 'Execution Time': number },
    ];
    plans.push(summarise(statement, explained));
  }
  return plans;
}
