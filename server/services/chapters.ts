/**
 * Chapters of a book: ownership, reading order, sparse positions, display
 * numbers and the aggregates kept on volumes and books. Routes stay thin;
 * every rule about where a chapter sits and what it adds up to lives here.
 *
 * Reading order is (volume.sort, chapter.position), and positions are sparse
 * ranks (gaps of 1024) over the whole BOOK that agree with volume order: every
 * chapter of an earlier volume has a smaller position. So `ORDER BY position`
 * is reading order, served by the (book_id, position) and (book_id, status,
 * position) indexes without a join or a sort. Inserting or moving rewrites
 * only the moved rows (midpoints between neighbours); the book is respaced in
 * one statement when a gap is used up or a volume moves.
 *
 * `chapter_no` is the display number among non-trashed chapters, always 1..n
 * in reading order (trashed chapters keep their last number). A change in the
 * middle rewrites it with one set-based UPDATE; an append at the end needs
 * none. Because it is contiguous, the default list pages by number range.
 *
 * Every write locks the book row first, so two writers of one book are
 * serialised (renumbering and aggregates never interleave) and locks are
 * always taken in the same order: book, then its chapters.
 */
import {
  and,
  asc,
  desc,
  eq,
  gt,
  ilike,
  inArray,
  lt,
  lte,
  max,
  min,
  ne,
  notInArray,
  or,
  type SQL,
  sql,
} from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { components } from '../../src/api/schema';
import {
  type ChapterStatusAction,
  codePointLength,
  FIELD_LIMITS,
  leavesChapterUnchanged,
  refusesChapterAction,
} from '../../src/lib/contract';
import { countWords } from '../../src/lib/word-count';
import type { AppContext } from '../context';
import type { Db } from '../db/client';
import { newId } from '../db/ids';
import {
  type Book,
  books,
  type Chapter,
  type ChapterStatus,
  chapters,
  type NewChapter,
  type Volume,
  volumes,
} from '../db/schema';
import { conflict, invalid, notAllowed, notFound } from '../http/failure';
import type { Query, RequestBody } from '../http/operations';
import { revisionOf } from '../repositories/chapter-revisions';
import { foldRevisions, saveRevision, snapshotOf } from './revisions';
import { bookPositions, placementsOf, recordUndo, type UndoInfo } from './undo';
import { noteSave, recordPublished } from './versions';
import { editsAsRevision, textStateOf, toRevisionView } from './working-text';

export type ChapterSummaryView = components['schemas']['ChapterSummary'];
export type ChapterView = components['schemas']['Chapter'];
export type VolumeView = components['schemas']['Volume'];
type StatusCounts = components['schemas']['ChapterStatusCounts'];

/** Gap between neighbours after an append or a respacing. */
export const POSITION_GAP = 1024;
/** Below this a bisection no longer leaves room worth having: respace the book. */
const MIN_POSITION_STEP = 1e-6;
export const SCHEDULE_MIN_LEAD_MS = 60_000;
export const SCHEDULE_MAX_AHEAD_MS = 365 * 86_400_000;

/** Every column but `content` and `author_note`: what lists carry. */
const summaryColumns = {
  id: chapters.id,
  bookId: chapters.bookId,
  volumeId: chapters.volumeId,
  chapterNo: chapters.chapterNo,
  position: chapters.position,
  title: chapters.title,
  wordCount: chapters.wordCount,
  status: chapters.status,
  publishAt: chapters.publishAt,
  publishedAt: chapters.publishedAt,
  isVip: chapters.isVip,
  version: chapters.version,
  updateTime: chapters.updateTime,
  // One primary-key probe per row: lists can badge chapters with pending edits.
  hasRevision: sql<boolean>`exists (select 1 from chapter_revisions r where r.chapter_id = ${chapters.id})`,
};
export type ChapterSummaryRow = Pick<
  Chapter,
  Exclude<keyof typeof summaryColumns, 'hasRevision'>
> & {
  hasRevision: boolean;
};

/** What `notePublished` reads back from an UPDATE ... RETURNING. */
export const publishedColumns = {
  title: chapters.title,
  publishedAt: chapters.publishedAt,
  volumeId: chapters.volumeId,
  position: chapters.position,
};

const iso = (d: Date | null): string | null => (d ? d.toISOString() : null);

/** `%`, `_` and the escape character itself match literally in ILIKE. */
function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** A title as stored: trimmed; only spaces is no title. */
export function cleanTitle(title: string): string {
  const trimmed = title.trim();
  if (trimmed === '') throw invalid({ title: 'validation.tooShort' });
  return trimmed;
}

/** A chapter as the spec's ChapterSummary (what lists carry). */
export function toSummary(row: ChapterSummaryRow): ChapterSummaryView {
  return {
    id: row.id,
    book_id: row.bookId,
    volume_id: row.volumeId,
    chapter_no: row.chapterNo,
    position: row.position,
    title: row.title,
    word_count: row.wordCount,
    status: row.status,
    publish_at: iso(row.publishAt),
    published_at: iso(row.publishedAt),
    is_vip: row.isVip,
    version: row.version,
    update_time: row.updateTime.toISOString(),
    has_revision: Boolean(row.hasRevision),
  };
}

/** A volume as the spec's Volume. */
export function toVolume(row: Volume): VolumeView {
  return {
    id: row.id,
    book_id: row.bookId,
    title: row.title,
    sort: row.sort,
    chapter_count: row.chapterCount,
    word_count: row.wordCount,
    create_time: row.createTime.toISOString(),
  };
}

// ------------------------------------------------------------------ ownership

/** The author's book (its id: all callers need), or 102001 (also for another author's book). */
export async function ownedBook(
  db: Db,
  authorId: string,
  bookId: string,
): Promise<Pick<Book, 'id'>> {
  const [book] = await db
    .select({ id: books.id })
    .from(books)
    .where(and(eq(books.id, bookId), eq(books.authorId, authorId)));
  if (!book) throw notFound();
  return book;
}

/** The author's volume with its book's VIP flag, or 102001. */
export async function ownedVolume(
  db: Db,
  authorId: string,
  volumeId: string,
): Promise<Volume & { allowVip: boolean }> {
  const [row] = await db
    .select({ volume: volumes, allowVip: books.allowVip })
    .from(volumes)
    .innerJoin(books, eq(books.id, volumes.bookId))
    .where(and(eq(volumes.id, volumeId), eq(books.authorId, authorId)));
  if (!row) throw notFound();
  return { ...row.volume, allowVip: row.allowVip };
}

/**
 * The author's chapters by id (summary columns); 102001 when any id is
 * unknown or another author's, so a batch is all-or-nothing and leaks nothing.
 */
async function ownedChapters(
  db: Db,
  authorId: string,
  ids: string[],
): Promise<ChapterSummaryRow[]> {
  const unique = [...new Set(ids)];
  const rows = await db
    .select(summaryColumns)
    .from(chapters)
    .innerJoin(books, eq(books.id, chapters.bookId))
    .where(and(inArray(chapters.id, unique), eq(books.authorId, authorId)));
  if (rows.length !== unique.length) throw notFound();
  return rows;
}

/** The one book a batch of chapters belongs to (a batch never spans books). */
function singleBook(rows: ChapterSummaryRow[]): string {
  const bookIds = new Set(rows.map((r) => r.bookId));
  if (bookIds.size !== 1) throw invalid({ chapter_ids: 'validation.invalid' });
  return rows[0]!.bookId;
}

/** What chapter writes need of their book (read under its row lock). */
export type LockedBook = Pick<Book, 'id' | 'allowVip' | 'chapterCount' | 'lastPublishedAt'>;

/**
 * Serialises the writers of one book; see the module comment. With
 * `authorId`, also the ownership check (102001 for another author's book).
 */
export async function lockBook(tx: Db, bookId: string, authorId?: string): Promise<LockedBook> {
  const [book] = await tx
    .select({
      id: books.id,
      allowVip: books.allowVip,
      chapterCount: books.chapterCount,
      lastPublishedAt: books.lastPublishedAt,
    })
    .from(books)
    .where(and(eq(books.id, bookId), authorId ? eq(books.authorId, authorId) : undefined))
    .for('update');
  if (!book) throw notFound();
  return book;
}

/**
 * Locks the batch's book and reads the chapters again under the lock: what
 * was read before may have changed while waiting for it.
 */
export async function lockBatch(
  tx: Db,
  authorId: string,
  ids: string[],
): Promise<{ book: LockedBook; rows: ChapterSummaryRow[] }> {
  const bookId = singleBook(await ownedChapters(tx, authorId, ids));
  const book = await lockBook(tx, bookId);
  const rows = await ownedChapters(tx, authorId, ids);
  singleBook(rows);
  return { book, rows };
}

// ------------------------------------------------------------------ order and numbers

/**
 * Rewrites `chapter_no` of the book's non-trashed chapters to 1..n in reading
 * order, in one statement touching only the rows whose number changes.
 */
export async function renumber(tx: Db, bookId: string): Promise<void> {
  await tx.execute(sql`
    UPDATE chapters SET chapter_no = r.n
    FROM (
      SELECT c.id, row_number() OVER (ORDER BY v.sort, c.position, c.id) AS n
      FROM chapters c JOIN volumes v ON v.id = c.volume_id
      WHERE c.book_id = ${bookId} AND c.status <> 'trashed'
    ) r
    WHERE chapters.id = r.id AND chapters.chapter_no <> r.n`);
}

/**
 * Respaces the whole book: positions 1024, 2048, ... in reading order
 * (trashed chapters included, so they keep their places) and numbers 1..n
 * among the non-trashed, in one statement touching only rows that change.
 * Used when a gap is used up and when a volume moves.
 */
export async function resequence(tx: Db, bookId: string): Promise<void> {
  await tx.execute(sql`
    UPDATE chapters SET position = r.position, chapter_no = r.chapter_no
    FROM (
      SELECT c.id,
        (row_number() OVER w) * ${POSITION_GAP} AS position,
        CASE WHEN c.status = 'trashed' THEN c.chapter_no
          ELSE count(*) FILTER (WHERE c.status <> 'trashed') OVER w END AS chapter_no
      FROM chapters c JOIN volumes v ON v.id = c.volume_id
      WHERE c.book_id = ${bookId}
      WINDOW w AS (ORDER BY v.sort, c.position, c.id ROWS UNBOUNDED PRECEDING)
    ) r
    WHERE chapters.id = r.id
      AND (chapters.position <> r.position OR chapters.chapter_no <> r.chapter_no)`);
}

/** Where inserted chapters go in a volume: after a chapter, first, or last. */
export type Anchor = { after: string } | 'first' | 'last';

/**
 * `count` free positions for chapters placed in `volumeId` at `anchor`,
 * ascending. Chapters in `exclude` (the ones being moved) are not neighbours;
 * trashed chapters are, since they keep their place for a restore.
 */
async function slots(
  tx: Db,
  bookId: string,
  volumeId: string,
  anchor: Anchor,
  count: number,
  exclude: string[] = [],
  respaced = false,
): Promise<number[]> {
  const notMoved = exclude.length ? notInArray(chapters.id, exclude) : undefined;
  let lower: number | null = null;
  let upper: number | null = null;

  if (typeof anchor === 'object') {
    const [row] = await tx
      .select({ position: chapters.position })
      .from(chapters)
      .where(eq(chapters.id, anchor.after));
    if (!row) throw invalid({ after_chapter_id: 'validation.invalid' });
    lower = row.position;
    // The successor in the book, which may sit in the next volume.
    const [next] = await tx
      .select({ position: min(chapters.position) })
      .from(chapters)
      .where(and(eq(chapters.bookId, bookId), gt(chapters.position, lower), notMoved));
    upper = next?.position ?? null;
  } else {
    // Bounds come from the nearest non-empty volumes around the slot: one
    // index probe per volume walked (usually one), never a scan.
    const order = await tx
      .select({ id: volumes.id })
      .from(volumes)
      .where(eq(volumes.bookId, bookId))
      .orderBy(asc(volumes.sort), asc(volumes.createTime), asc(volumes.id));
    const at = order.findIndex((v) => v.id === volumeId);
    const edge = async (id: string, fn: typeof min) => {
      const [row] = await tx
        .select({ position: fn(chapters.position) })
        .from(chapters)
        .where(and(eq(chapters.volumeId, id), notMoved));
      return row?.position ?? null;
    };
    const lastUpTo = async (to: number) => {
      for (let j = to; j >= 0; j--) {
        const p = await edge(order[j]!.id, max);
        if (p !== null) return p;
      }
      return null;
    };
    const firstFrom = async (from: number) => {
      for (let j = from; j < order.length; j++) {
        const p = await edge(order[j]!.id, min);
        if (p !== null) return p;
      }
      return null;
    };
    if (anchor === 'last') {
      lower = await lastUpTo(at);
      upper = await firstFrom(at + 1);
    } else {
      upper = await firstFrom(at);
      lower = await lastUpTo(at - 1);
    }
  }

  const step = (i: number) => POSITION_GAP * (i + 1);
  if (upper === null) {
    const base = lower ?? 0;
    return Array.from({ length: count }, (_, i) => base + step(i));
  }
  if (lower === null) {
    // Before the first chapter of the book: count down (negative ranks are fine).
    return Array.from({ length: count }, (_, i) => upper - POSITION_GAP * (count - i));
  }
  const gap = (upper - lower) / (count + 1);
  const positions = Array.from({ length: count }, (_, i) => lower + gap * (i + 1));
  const room = positions.every((p, i) => p > (i ? positions[i - 1]! : lower) && p < upper);
  if (gap >= MIN_POSITION_STEP && room) return positions;
  if (respaced) throw new Error(`no room for ${count} chapter(s) in book ${bookId}`);
  await resequence(tx, bookId);
  return slots(tx, bookId, volumeId, anchor, count, exclude, true);
}

/** True when no non-trashed chapter follows `position` in the book. */
async function isBookEnd(tx: Db, bookId: string, position: number): Promise<boolean> {
  const [row] = await tx
    .select({ id: chapters.id })
    .from(chapters)
    .where(
      and(
        eq(chapters.bookId, bookId),
        gt(chapters.position, position),
        ne(chapters.status, 'trashed'),
      ),
    )
    .limit(1);
  return !row;
}

// ------------------------------------------------------------------ aggregates

interface Delta {
  chapters: number;
  words: number;
}

/** Per-volume changes of non-trashed chapters and words, summed into the book too. */
export class Deltas {
  private readonly byVolume = new Map<string, Delta>();

  add(volumeId: string, chapterCount: number, words: number): void {
    const d = this.byVolume.get(volumeId) ?? { chapters: 0, words: 0 };
    d.chapters += chapterCount;
    d.words += words;
    this.byVolume.set(volumeId, d);
  }

  /** Applies the changes as increments, and marks the book updated. */
  async apply(tx: Db, bookId: string, now: Date): Promise<void> {
    let bookChapters = 0;
    let bookWords = 0;
    for (const [volumeId, d] of this.byVolume) {
      if (d.chapters === 0 && d.words === 0) continue;
      bookChapters += d.chapters;
      bookWords += d.words;
      await tx
        .update(volumes)
        .set({
          chapterCount: sql`${volumes.chapterCount} + ${d.chapters}`,
          wordCount: sql`${volumes.wordCount} + ${d.words}`,
        })
        .where(eq(volumes.id, volumeId));
    }
    await tx
      .update(books)
      .set({
        chapterCount: sql`${books.chapterCount} + ${bookChapters}`,
        wordCount: sql`${books.wordCount} + ${bookWords}`,
        updateTime: now,
      })
      .where(eq(books.id, bookId));
  }
}

/**
 * Recomputes the book's last published chapter: the latest `published_at`,
 * ties going to the later chapter in reading order. Only needed when the
 * incremental rule in `notePublished` cannot decide.
 */
export async function refreshLastPublished(tx: Db, bookId: string): Promise<void> {
  const [last] = await tx
    .select({ title: chapters.title, publishedAt: chapters.publishedAt })
    .from(chapters)
    .innerJoin(volumes, eq(volumes.id, chapters.volumeId))
    .where(and(eq(chapters.bookId, bookId), eq(chapters.status, 'published')))
    .orderBy(desc(chapters.publishedAt), desc(volumes.sort), desc(chapters.position))
    .limit(1);
  await tx
    .update(books)
    .set({ lastChapterTitle: last?.title ?? null, lastPublishedAt: last?.publishedAt ?? null })
    .where(eq(books.id, bookId));
}

/** A chapter that just went out, as `notePublished` needs it. */
export interface PublishedRow {
  title: string;
  publishedAt: Date | null;
  volumeId: string;
  position: number;
}

/** Volume ranks of a book by volume id (a book has a handful of volumes). */
async function volumeSorts(tx: Db, bookId: string): Promise<Map<string, number>> {
  const rows = await tx
    .select({ id: volumes.id, sort: volumes.sort })
    .from(volumes)
    .where(eq(volumes.bookId, bookId));
  return new Map(rows.map((v) => [v.id, v.sort]));
}

/** Reading order of two chapters of one book. */
function readingOrder(
  sorts: Map<string, number>,
  a: { volumeId: string; position: number; id?: string },
  b: { volumeId: string; position: number; id?: string },
): number {
  return (
    (sorts.get(a.volumeId) ?? 0) - (sorts.get(b.volumeId) ?? 0) ||
    a.position - b.position ||
    ((a.id ?? '') < (b.id ?? '') ? -1 : (a.id ?? '') > (b.id ?? '') ? 1 : 0)
  );
}

/**
 * Keeps `last_chapter_title` / `last_published_at` after chapters went out,
 * incrementally: published chapters never leave that state, so a newer
 * `published_at` simply wins (ties inside the batch go to the later chapter
 * in reading order). Only a tie with the book's current instant needs the
 * book-wide recomputation.
 */
export async function notePublished(
  tx: Db,
  book: Pick<Book, 'id' | 'lastPublishedAt'>,
  published: PublishedRow[],
): Promise<void> {
  const at = (row: PublishedRow) => row.publishedAt?.getTime() ?? Number.NEGATIVE_INFINITY;
  if (published.length === 0) return;
  const latest = Math.max(...published.map(at));
  const current = book.lastPublishedAt?.getTime() ?? Number.NEGATIVE_INFINITY;
  if (latest < current) return;
  if (latest === current) {
    await refreshLastPublished(tx, book.id);
    return;
  }
  const top = published.filter((row) => at(row) === latest);
  let winner = top[0]!;
  if (top.length > 1) {
    const sorts = await volumeSorts(tx, book.id);
    for (const row of top) if (readingOrder(sorts, row, winner) > 0) winner = row;
  }
  await tx
    .update(books)
    .set({ lastChapterTitle: winner.title, lastPublishedAt: winner.publishedAt })
    .where(eq(books.id, book.id));
}

// ------------------------------------------------------------------ reads

/**
 * The non-trashed neighbours in reading order: two probes of the (book_id,
 * position) index in one statement, stopping at the first non-trashed row
 * each way. A trashed chapter is out of the reading order: no neighbours.
 */
async function neighbours(
  db: Db,
  row: Pick<Chapter, 'bookId' | 'position' | 'status'>,
): Promise<{ prev: string | null; next: string | null }> {
  if (row.status === 'trashed') return { prev: null, next: null };
  const side = (direction: 'prev' | 'next') =>
    db
      .select({ id: chapters.id, direction: sql<string>`${direction}::text` })
      .from(chapters)
      .where(
        and(
          eq(chapters.bookId, row.bookId),
          direction === 'prev'
            ? lt(chapters.position, row.position)
            : gt(chapters.position, row.position),
          ne(chapters.status, 'trashed'),
        ),
      )
      .orderBy(direction === 'prev' ? desc(chapters.position) : asc(chapters.position))
      .limit(1);
  const found = await side('prev').unionAll(side('next'));
  return {
    prev: found.find((r) => r.direction === 'prev')?.id ?? null,
    next: found.find((r) => r.direction === 'next')?.id ?? null,
  };
}

/** A full chapter as the spec's Chapter, with its neighbours and pending revision. */
export async function toChapter(db: Db, row: Chapter): Promise<ChapterView> {
  const [{ prev, next }, revision] = await Promise.all([
    neighbours(db, row),
    revisionOf(db, row.id),
  ]);
  return {
    ...toSummary({ ...row, hasRevision: revision !== null }),
    text_state: textStateOf(row.status, revision !== null),
    revision: revision ? toRevisionView(revision, row) : null,
    content: row.content,
    author_note: row.authorNote,
    create_time: row.createTime.toISOString(),
    prev_chapter_id: prev,
    next_chapter_id: next,
  };
}

/** The author's chapter with content, or 102001. */
export async function ownedChapter(db: Db, authorId: string, chapterId: string): Promise<Chapter> {
  return (await ownedChapterAndDue(db, authorId, chapterId, null)).chapter;
}

/**
 * The author's chapter, and whether its book has scheduled chapters whose
 * time has come (`now`; not checked when null), in one statement.
 */
export async function ownedChapterAndDue(
  db: Db,
  authorId: string,
  chapterId: string,
  now: Date | null,
): Promise<{ chapter: Chapter; due: boolean }> {
  const due = alias(chapters, 'due');
  const [row] = await db
    .select({
      chapter: chapters,
      due: now
        ? sql<boolean>`exists (${db
            .select({ one: sql`1` })
            .from(due)
            .where(
              and(
                eq(due.bookId, chapters.bookId),
                eq(due.status, 'scheduled'),
                lte(due.publishAt, now),
              ),
            )})`
        : sql<boolean>`false`,
    })
    .from(chapters)
    .innerJoin(books, eq(books.id, chapters.bookId))
    .where(and(eq(chapters.id, chapterId), eq(books.authorId, authorId)));
  if (!row) throw notFound();
  return { chapter: row.chapter, due: Boolean(row.due) };
}

export async function readChapter(db: Db, chapterId: string): Promise<ChapterView> {
  const [row] = await db.select().from(chapters).where(eq(chapters.id, chapterId));
  if (!row) throw notFound();
  return toChapter(db, row);
}

/** Summaries of the given chapters as they are now, in reading order. */
export async function summariesOf(db: Db, ids: string[]): Promise<ChapterSummaryView[]> {
  const rows = await db
    .select(summaryColumns)
    .from(chapters)
    .innerJoin(volumes, eq(volumes.id, chapters.volumeId))
    .where(inArray(chapters.id, ids))
    .orderBy(asc(volumes.sort), asc(chapters.position), asc(chapters.id));
  return rows.map(toSummary);
}

type ListQuery = Query<'listChapters'>;

/** What a chapter list needs to know about its book before reading a page. */
export interface BookOverview {
  id: string;
  counts: StatusCounts;
  /** Scheduled chapters whose time has come (the scheduler has not run yet). */
  due: number;
  /** When the next scheduled chapter goes out (epoch ms), if any: a cached page expires then. */
  nextDueAt: number | null;
}

/**
 * Ownership, counts per status and due chapters of a book in ONE narrow
 * query (PGlite pays about a millisecond per statement, so lists keep to
 * two). The GROUP BY reads only the few draft, scheduled and trashed rows
 * (index on book_id, status); `published` is the book's non-trashed count, an
 * aggregate kept in step, minus drafts and scheduled: a 3,000-chapter book
 * never has its published rows counted per request. 102001 when the book is
 * unknown or another author's.
 */
export async function bookOverview(
  db: Db,
  authorId: string,
  bookId: string,
  now: Date,
): Promise<BookOverview> {
  const countOf = (condition: SQL) =>
    sql<number>`count(${chapters.id}) filter (where ${condition})`.mapWith(Number);
  const [row] = await db
    .select({
      live: books.chapterCount,
      draft: countOf(eq(chapters.status, 'draft')),
      scheduled: countOf(eq(chapters.status, 'scheduled')),
      trashed: countOf(eq(chapters.status, 'trashed')),
      due: countOf(and(eq(chapters.status, 'scheduled'), lte(chapters.publishAt, now)) as SQL),
      nextDueAt: sql<
        string | null
      >`min(${chapters.publishAt}) filter (where ${chapters.status} = 'scheduled')`,
    })
    .from(books)
    .leftJoin(
      chapters,
      and(
        eq(chapters.bookId, books.id),
        inArray(chapters.status, ['draft', 'scheduled', 'trashed']),
      ),
    )
    .where(and(eq(books.id, bookId), eq(books.authorId, authorId)))
    .groupBy(books.id);
  if (!row) throw notFound();
  return {
    id: bookId,
    counts: {
      draft: row.draft,
      scheduled: row.scheduled,
      published: row.live - row.draft - row.scheduled,
      trashed: row.trashed,
    },
    due: row.due,
    nextDueAt: row.nextDueAt === null ? null : Date.parse(String(row.nextDueAt)),
  };
}

/**
 * A page of the book's chapters in reading order, without content. Reading
 * order is position order (see the module comment), so every variant is an
 * ordered index scan; the default view (no filter) pages by number range,
 * which costs the same on page 60 as on page 1.
 */
export async function listChapters(db: Db, book: BookOverview, query: ListQuery) {
  const page = query.page ?? 1;
  const pageSize = query.page_size ?? 50;
  const offset = (page - 1) * pageSize;
  const newest = query.sort === 'newest';
  const { counts } = book;
  const keyword = query.keyword?.trim() ?? '';
  const respond = (rows: ChapterSummaryRow[], total: number) => ({
    list: rows.map(toSummary),
    total,
    page,
    page_size: pageSize,
    counts,
  });

  if (!query.volume_id && !query.status && !keyword) {
    const total = counts.draft + counts.scheduled + counts.published;
    if (offset >= total) return respond([], total);
    // Newest first counts the same number range down from the last chapter.
    const low = newest ? Math.max(0, total - offset - pageSize) : offset;
    const high = newest ? total - offset : offset + pageSize;
    const rows = await db
      .select(summaryColumns)
      .from(chapters)
      .where(
        and(
          eq(chapters.bookId, book.id),
          gt(chapters.chapterNo, low),
          lte(chapters.chapterNo, high),
          ne(chapters.status, 'trashed'),
        ),
      )
      .orderBy(newest ? desc(chapters.chapterNo) : asc(chapters.chapterNo));
    return respond(rows, total);
  }

  const where: SQL[] = [eq(chapters.bookId, book.id)];
  if (query.volume_id) where.push(eq(chapters.volumeId, query.volume_id));
  where.push(query.status ? eq(chapters.status, query.status) : ne(chapters.status, 'trashed'));
  if (keyword) {
    const byTitle = ilike(chapters.title, `%${escapeLike(keyword)}%`);
    // A whole number also finds the chapter of that number ("12" -> 第12章).
    const byNumber = /^[0-9]{1,9}$/.test(keyword)
      ? eq(chapters.chapterNo, Number(keyword))
      : undefined;
    where.push(byNumber ? (or(byTitle, byNumber) as SQL) : byTitle);
  }
  const filter = and(...where);
  let total: number;
  if (query.status && !query.volume_id && !keyword) {
    total = counts[query.status];
  } else {
    const [row] = await db
      .select({ n: sql<number>`count(*)`.mapWith(Number) })
      .from(chapters)
      .where(filter);
    total = row?.n ?? 0;
  }
  if (offset >= total) return respond([], total);
  // Positions are distinct within a book, so position alone orders the page
  // and the (book_id, status, position) / (volume_id, position) indexes
  // deliver it already sorted.
  const rows = await db
    .select(summaryColumns)
    .from(chapters)
    .where(filter)
    .orderBy(newest ? desc(chapters.position) : asc(chapters.position))
    .limit(pageSize)
    .offset(offset);
  return respond(rows, total);
}

// ------------------------------------------------------------------ writes

type CreateBody = RequestBody<'createChapter'>;
type UpdateBody = RequestBody<'updateChapter'>;
type PublishBody = RequestBody<'publishChapters'>;
type MoveBody = RequestBody<'moveChapters'>;
type ImportBody = RequestBody<'importChapters'>;

export function requireVipAllowed(isVip: boolean | undefined, allowVip: boolean): void {
  if (isVip && !allowVip) throw notAllowed('VIP needs a signed book');
}

/** The anchor named by `after_chapter_id`, which must be a chapter of `volumeId`. */
async function anchorIn(
  db: Db,
  volumeId: string,
  after: string | null | undefined,
  moving: string[] = [],
): Promise<Anchor> {
  if (after === undefined) return 'last';
  if (after === null) return 'first';
  // One answer whether the id is unknown, another volume's or another
  // author's: nothing leaks, and the client learns what to fix.
  const [row] = await db
    .select({ id: chapters.id })
    .from(chapters)
    .where(and(eq(chapters.id, after), eq(chapters.volumeId, volumeId)));
  if (!row || moving.includes(after)) throw invalid({ after_chapter_id: 'validation.invalid' });
  return { after };
}

/**
 * Inserts new drafts at `anchor` of the volume, numbering them without a
 * renumber when they land at the very end of the book.
 */
async function insertDrafts(
  tx: Db,
  app: AppContext,
  book: LockedBook,
  volume: Volume,
  anchor: Anchor,
  drafts: Pick<NewChapter, 'title' | 'content' | 'authorNote' | 'isVip' | 'draftId'>[],
): Promise<string[]> {
  const now = app.now();
  const positions = await slots(tx, book.id, volume.id, anchor, drafts.length);
  const atEnd = await isBookEnd(tx, book.id, positions[0]!);
  const deltas = new Deltas();
  const rows: NewChapter[] = drafts.map((draft, i) => {
    const wordCount = countWords(draft.content ?? '');
    deltas.add(volume.id, 1, wordCount);
    return {
      ...draft,
      id: newId(),
      bookId: book.id,
      volumeId: volume.id,
      // Right when appended at the end of the book; else renumbered below.
      chapterNo: book.chapterCount + i + 1,
      position: positions[i]!,
      wordCount,
      status: 'draft',
      version: 1,
      createTime: now,
      updateTime: now,
    };
  });
  await tx.insert(chapters).values(rows);
  await deltas.apply(tx, book.id, now);
  if (!atEnd) await renumber(tx, book.id);
  return rows.map((r) => r.id!);
}

export async function createChapter(
  app: AppContext,
  authorId: string,
  body: CreateBody,
): Promise<ChapterView> {
  const title = cleanTitle(body.title);
  return app.db.transaction(async (tx) => {
    const book = await lockBook(tx, body.book_id, authorId);
    // A create sent again under the same draft id answers the chapter the
    // first one made (read under the book's lock, so two racing sends make one).
    if (body.draft_id) {
      const [made] = await tx
        .select({ id: chapters.id })
        .from(chapters)
        .where(and(eq(chapters.bookId, book.id), eq(chapters.draftId, body.draft_id)));
      if (made) return readChapter(tx, made.id);
    }
    const volume = await ownedVolume(tx, authorId, body.volume_id);
    if (volume.bookId !== book.id) throw invalid({ volume_id: 'validation.invalid' });
    requireVipAllowed(body.is_vip, book.allowVip);
    const anchor = await anchorIn(tx, volume.id, body.after_chapter_id);
    const [id] = await insertDrafts(tx, app, book, volume, anchor, [
      {
        title,
        content: body.content,
        authorNote: body.author_note ?? '',
        isVip: body.is_vip ?? false,
        draftId: body.draft_id ?? null,
      },
    ]);
    const made = await readChapter(tx, id!);
    const text = {
      chapterId: made.id,
      bookId: made.book_id,
      title: made.title,
      content: made.content,
      authorNote: made.author_note,
      wordCount: made.word_count,
    };
    await noteSave(tx, authorId, text, 0, app.now());
    return made;
  });
}

/**
 * Saves a chapter when `version` is the stored one; otherwise 104001 carries
 * the stored chapter so the editor can show both texts (nothing is lost).
 */
export async function updateChapter(
  app: AppContext,
  authorId: string,
  body: UpdateBody,
): Promise<ChapterView> {
  const title = body.title === undefined ? undefined : cleanTitle(body.title);
  return app.db.transaction(async (tx) => {
    // Saves are the most frequent write (autosave of ~20,000 characters), so
    // the stored text is read only when a conflict has to show it.
    const [owned] = await tx
      .select({ bookId: chapters.bookId })
      .from(chapters)
      .innerJoin(books, eq(books.id, chapters.bookId))
      .where(and(eq(chapters.id, body.chapter_id), eq(books.authorId, authorId)));
    if (!owned) throw notFound();
    const book = await lockBook(tx, owned.bookId);
    // Read under the lock: another save may have landed meanwhile.
    const [current] = await tx
      .select(summaryColumns)
      .from(chapters)
      .where(eq(chapters.id, body.chapter_id));
    if (!current) throw notFound();
    if (current.status === 'trashed') throw notAllowed('Restore the chapter first');
    if (current.version !== body.version) {
      const stored = await ownedChapter(tx, authorId, current.id);
      throw conflict('The chapter was saved elsewhere', { current: await toChapter(tx, stored) });
    }
    requireVipAllowed(body.is_vip, book.allowVip);
    const now = app.now();
    // Readers keep the published (or scheduled) text until the author applies the edits.
    if (editsAsRevision(current.status)) {
      return saveRevision(tx, authorId, current.id, { ...body, title }, now);
    }
    const wordCount = body.content === undefined ? current.wordCount : countWords(body.content);
    const [saved] = await tx
      .update(chapters)
      .set({
        title,
        content: body.content,
        authorNote: body.author_note,
        isVip: body.is_vip,
        wordCount,
        version: current.version + 1,
        updateTime: now,
      })
      .where(eq(chapters.id, current.id))
      .returning();
    const deltas = new Deltas();
    deltas.add(current.volumeId, 0, wordCount - current.wordCount);
    await deltas.apply(tx, book.id, now);
    await noteSave(tx, authorId, snapshotOf(saved!), current.wordCount, now);
    return toChapter(tx, saved!);
  });
}

/** `chapter_id` and/or `chapter_ids` as one list. */
function idsOf(body: { chapter_id?: string; chapter_ids?: string[] }): string[] {
  const ids = [...(body.chapter_ids ?? []), ...(body.chapter_id ? [body.chapter_id] : [])];
  if (ids.length === 0) throw invalid({ chapter_ids: 'validation.required' });
  return [...new Set(ids)];
}

/**
 * Publishes now, or schedules at `publish_at` (1 minute to 365 days ahead).
 * Published chapters stay as they are; a trashed one refuses the whole batch.
 */
export async function publishChapters(
  app: AppContext,
  authorId: string,
  body: PublishBody,
): Promise<{ list: ChapterSummaryView[] } & UndoInfo> {
  const ids = idsOf(body);
  const now = app.now();
  let publishAt: Date | null = null;
  if (body.publish_at !== undefined) {
    publishAt = new Date(body.publish_at);
    const lead = publishAt.getTime() - now.getTime();
    if (lead < SCHEDULE_MIN_LEAD_MS) throw invalid({ publish_at: 'validation.pastTime' });
    if (lead > SCHEDULE_MAX_AHEAD_MS) throw invalid({ publish_at: 'validation.range' });
  }
  return app.db.transaction(async (tx) => {
    const { book, rows } = await lockBatch(tx, authorId, ids);
    if (rows.some((r) => refusesChapterAction('publish', r.status))) {
      throw notAllowed('Restore trashed chapters before publishing them');
    }
    const pending = rows
      .filter((r) => !leavesChapterUnchanged('publish', r.status))
      .map((r) => r.id);
    let undo: UndoInfo = { undo_id: null, undo_expires_at: null };
    if (pending.length > 0) {
      if (publishAt) {
        const before = await placementsOf(tx, pending);
        await tx
          .update(chapters)
          .set({ status: 'scheduled', publishAt, updateTime: now })
          .where(inArray(chapters.id, pending));
        undo = await recordUndo(tx, { authorId, bookId: book.id, kind: 'schedule', before, now });
      } else {
        const published = await tx
          .update(chapters)
          .set({ status: 'published', publishAt: null, publishedAt: now, updateTime: now })
          .where(inArray(chapters.id, pending))
          .returning(publishedColumns);
        await notePublished(tx, book, published);
        await recordPublished(tx, pending, now);
      }
    }
    return { list: await summariesOf(tx, ids), ...undo };
  });
}

/**
 * Applies a status change to a batch whose chapters must all be in one of
 * `from` or `skip` (else 103001 `refusal`, nothing changed); those in `skip`
 * are left alone.
 */
async function changeStatus(
  app: AppContext,
  authorId: string,
  ids: string[],
  change: {
    /** Which statuses change, which are left as they are (src/lib/contract). */
    rule: ChapterStatusAction;
    to: ChapterStatus;
    refusal: string;
    apply: (tx: Db, rows: ChapterSummaryRow[], now: Date) => Promise<void>;
    affectsNumbering: boolean;
    /** Undoable changes answer an undo id. */
    undoable: boolean;
  },
): Promise<{ list: ChapterSummaryView[] } & UndoInfo> {
  return app.db.transaction(async (tx) => {
    const { book, rows } = await lockBatch(tx, authorId, ids);
    if (rows.some((r) => refusesChapterAction(change.rule, r.status))) {
      throw notAllowed(change.refusal);
    }
    const todo = rows.filter((r) => !leavesChapterUnchanged(change.rule, r.status));
    let undo: UndoInfo = { undo_id: null, undo_expires_at: null };
    if (todo.length > 0) {
      const now = app.now();
      const before = change.undoable
        ? await placementsOf(
            tx,
            todo.map((r) => r.id),
          )
        : [];
      await change.apply(tx, todo, now);
      if (change.affectsNumbering) {
        // Trash removes chapters from the counts, restore adds them back.
        const sign = change.to === 'trashed' ? -1 : 1;
        const deltas = new Deltas();
        for (const r of todo) deltas.add(r.volumeId, sign, sign * r.wordCount);
        await deltas.apply(tx, book.id, now);
        await renumber(tx, book.id);
      }
      if (change.undoable) {
        undo = await recordUndo(tx, { authorId, bookId: book.id, kind: 'trash', before, now });
      }
    }
    return { list: await summariesOf(tx, ids), ...undo };
  });
}

export async function unscheduleChapters(app: AppContext, authorId: string, ids: string[]) {
  const { list } = await changeStatus(app, authorId, ids, {
    rule: 'unschedule',
    to: 'draft',
    refusal: 'Only scheduled chapters can be unscheduled',
    affectsNumbering: false,
    undoable: false,
    apply: async (tx, rows, now) => {
      // A draft's saves are its text: pending edits become it.
      await foldRevisions(tx, rows, now);
      await tx
        .update(chapters)
        .set({ status: 'draft', publishAt: null, updateTime: now })
        .where(
          inArray(
            chapters.id,
            rows.map((r) => r.id),
          ),
        );
    },
  });
  return { list };
}

export function trashChapters(app: AppContext, authorId: string, ids: string[]) {
  return changeStatus(app, authorId, ids, {
    rule: 'trash',
    to: 'trashed',
    refusal: 'Published chapters cannot be trashed',
    affectsNumbering: true,
    undoable: true,
    apply: async (tx, rows, now) => {
      await tx
        .update(chapters)
        .set({
          statusBeforeTrash: sql`${chapters.status}`,
          status: 'trashed',
          // A trashed chapter must never go out; restore makes it a draft.
          publishAt: null,
          trashedAt: now,
          updateTime: now,
        })
        .where(
          inArray(
            chapters.id,
            rows.map((r) => r.id),
          ),
        );
    },
  });
}

export async function restoreChapters(app: AppContext, authorId: string, ids: string[]) {
  const { list } = await changeStatus(app, authorId, ids, {
    rule: 'restore',
    to: 'draft',
    refusal: 'Only trashed chapters can be restored',
    affectsNumbering: true,
    undoable: false,
    apply: async (tx, rows, now) => {
      // Restored as drafts, whose saves are their text.
      await foldRevisions(tx, rows, now);
      await tx
        .update(chapters)
        .set({ status: 'draft', statusBeforeTrash: null, trashedAt: null, updateTime: now })
        .where(
          inArray(
            chapters.id,
            rows.map((r) => r.id),
          ),
        );
    },
  });
  return { list };
}

/**
 * Moves chapters, in their current reading order, to a volume after a given
 * chapter (null: first; absent: last). Only the moved rows get new positions;
 * numbers are rewritten once.
 */
export async function moveChapters(
  app: AppContext,
  authorId: string,
  body: MoveBody,
): Promise<{ list: ChapterSummaryView[] } & UndoInfo> {
  const ids = [...new Set(body.chapter_ids)];
  return app.db.transaction(async (tx) => {
    const { book, rows } = await lockBatch(tx, authorId, ids);
    const before = await placementsOf(tx, ids);
    const positionsBefore = await bookPositions(tx, book.id);

    let targetId = body.volume_id;
    if (targetId === undefined) {
      const current = new Set(rows.map((r) => r.volumeId));
      if (current.size === 1) targetId = rows[0]!.volumeId;
      else if (typeof body.after_chapter_id === 'string') {
        const [after] = await tx
          .select({ volumeId: chapters.volumeId })
          .from(chapters)
          .where(and(eq(chapters.id, body.after_chapter_id), eq(chapters.bookId, book.id)));
        if (!after) throw invalid({ after_chapter_id: 'validation.invalid' });
        targetId = after.volumeId;
      } else throw invalid({ volume_id: 'validation.required' });
    }
    const target = await ownedVolume(tx, authorId, targetId);
    if (target.bookId !== book.id) throw invalid({ volume_id: 'validation.invalid' });
    const anchor = await anchorIn(tx, target.id, body.after_chapter_id, ids);

    // Keep the moved chapters' relative reading order.
    const sorts = await volumeSorts(tx, book.id);
    const ordered = [...rows].sort((a, b) => readingOrder(sorts, a, b));
    const positions = await slots(tx, book.id, target.id, anchor, ordered.length, ids);
    const now = app.now();
    const values = ordered.map((r, i) => sql`(${r.id}::text, ${positions[i]!}::double precision)`);
    await tx.execute(sql`
      UPDATE chapters SET volume_id = ${target.id}, position = m.position, update_time = ${now.toISOString()}::timestamptz
      FROM (VALUES ${sql.join(values, sql`, `)}) AS m(id, position)
      WHERE chapters.id = m.id`);

    const deltas = new Deltas();
    for (const r of ordered) {
      if (r.status === 'trashed' || r.volumeId === target.id) continue;
      deltas.add(r.volumeId, -1, -r.wordCount);
      deltas.add(target.id, 1, r.wordCount);
    }
    await deltas.apply(tx, book.id, now);
    await renumber(tx, book.id);
    // Reading order breaks ties between chapters published at the same instant.
    const latest = book.lastPublishedAt?.getTime();
    if (rows.some((r) => r.status === 'published' && r.publishedAt?.getTime() === latest)) {
      await refreshLastPublished(tx, book.id);
    }
    const undo = await recordUndo(tx, {
      authorId,
      bookId: book.id,
      kind: 'move',
      before,
      bookPositionsBefore: positionsBefore,
      now,
    });
    return { list: await summariesOf(tx, ids), ...undo };
  });
}

export interface ImportFailure {
  index: number;
  title: string;
  field: string;
  reason: string;
}

/**
 * Imports split chapters as drafts at the end of a volume. Each invalid one is
 * reported by index and title; the valid ones are created together or not at
 * all.
 */
export async function importChapters(
  app: AppContext,
  authorId: string,
  body: ImportBody,
): Promise<{ created: ChapterSummaryView[]; failed: ImportFailure[] }> {
  const failed: ImportFailure[] = [];
  const valid: Pick<NewChapter, 'title' | 'content' | 'authorNote' | 'isVip'>[] = [];
  body.chapters.forEach((item, index) => {
    const title = item.title.trim();
    const fail = (field: string, reason: string) =>
      failed.push({ index, title: item.title, field, reason });
    if (title === '') fail('title', 'validation.tooShort');
    else if (codePointLength(title) > FIELD_LIMITS.chapterTitle.max) {
      fail('title', 'validation.tooLong');
    } else if (codePointLength(item.content) > FIELD_LIMITS.chapterContent.max) {
      fail('content', 'validation.tooLong');
    } else if (codePointLength(item.author_note ?? '') > FIELD_LIMITS.authorNote.max) {
      fail('author_note', 'validation.tooLong');
    } else {
      valid.push({
        title,
        content: item.content,
        authorNote: item.author_note ?? '',
        isVip: false,
      });
    }
  });
  return app.db.transaction(async (tx) => {
    const book = await lockBook(tx, body.book_id, authorId);
    const volume = await ownedVolume(tx, authorId, body.volume_id);
    if (volume.bookId !== book.id) throw invalid({ volume_id: 'validation.invalid' });
    if (valid.length === 0) return { created: [], failed };
    const ids = await insertDrafts(tx, app, book, volume, 'last', valid);
    return { created: await summariesOf(tx, ids), failed };
  });
}
