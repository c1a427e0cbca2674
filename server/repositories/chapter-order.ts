/**
 * The queries behind reading order: chapter numbers, sparse positions and
 * the probes that find room between neighbours (the rules are in
 * server/services/chapters/positions.ts).
 */
import { and, asc, desc, eq, gt, lt, max, min, ne, notInArray, or, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { chapters, volumes } from '../db/schema';

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
 * Respaces the whole book: positions gap, 2 x gap, ... in reading order
 * (trashed chapters included, so they keep their places) and numbers 1..n
 * among the non-trashed, in one statement touching only rows that change.
 */
export async function resequence(tx: Db, bookId: string, gap: number): Promise<void> {
  await tx.execute(sql`
    UPDATE chapters SET position = r.position, chapter_no = r.chapter_no
    FROM (
      SELECT c.id,
        (row_number() OVER w) * ${gap} AS position,
        CASE WHEN c.status = 'trashed' THEN c.chapter_no
          ELSE count(*) FILTER (WHERE c.status <> 'trashed') OVER w END AS chapter_no
      FROM chapters c JOIN volumes v ON v.id = c.volume_id
      WHERE c.book_id = ${bookId}
      WINDOW w AS (ORDER BY v.sort, c.position, c.id ROWS UNBOUNDED PRECEDING)
    ) r
    WHERE chapters.id = r.id
      AND (chapters.position <> r.position OR chapters.chapter_no <> r.chapter_no)`);
}

export async function positionOf(tx: Db, chapterId: string): Promise<number | undefined> {
  const [row] = await tx
    .select({ position: chapters.position })
    .from(chapters)
    .where(eq(chapters.id, chapterId));
  return row?.position;
}

/** The first position in the book after `position`, chapters in `exclude` aside. */
export async function nextPositionAfter(
  tx: Db,
  bookId: string,
  position: number,
  exclude: string[],
): Promise<number | null> {
  const [next] = await tx
    .select({ position: min(chapters.position) })
    .from(chapters)
    .where(
      and(
        eq(chapters.bookId, bookId),
        gt(chapters.position, position),
        exclude.length ? notInArray(chapters.id, exclude) : undefined,
      ),
    );
  return next?.position ?? null;
}

/** The first or last position in a volume (one index probe), chapters in `exclude` aside. */
export async function volumeEdge(
  tx: Db,
  volumeId: string,
  edge: 'first' | 'last',
  exclude: string[],
): Promise<number | null> {
  const [row] = await tx
    .select({ position: (edge === 'first' ? min : max)(chapters.position) })
    .from(chapters)
    .where(
      and(
        eq(chapters.volumeId, volumeId),
        exclude.length ? notInArray(chapters.id, exclude) : undefined,
      ),
    );
  return row?.position ?? null;
}

/** True when a non-trashed chapter follows `position` in the book. */
export async function hasLiveChapterAfter(
  tx: Db,
  bookId: string,
  position: number,
): Promise<boolean> {
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
  return row !== undefined;
}

/**
 * The book's last published chapter: the latest `published_at`, ties going
 * to the later chapter in reading order.
 */
export async function lastPublishedChapter(
  tx: Db,
  bookId: string,
): Promise<{ title: string; publishedAt: Date | null } | undefined> {
  const [last] = await tx
    .select({ title: chapters.title, publishedAt: chapters.publishedAt })
    .from(chapters)
    .innerJoin(volumes, eq(volumes.id, chapters.volumeId))
    .where(and(eq(chapters.bookId, bookId), eq(chapters.status, 'published')))
    .orderBy(desc(chapters.publishedAt), desc(volumes.sort), desc(chapters.position))
    .limit(1);
  return last;
}

/**
 * The book's drafts and scheduled chapters before `position` that could go
 * out after `notBefore` (every draft; scheduled ones later than it), in
 * reading order: the candidates of the reading-order rule
 * (src/lib/contract/chapter-order.ts), from the (book_id, status, position)
 * index.
 */
export async function unpublishedBefore(tx: Db, bookId: string, position: number, notBefore: Date) {
  return tx
    .select({
      id: chapters.id,
      chapterNo: chapters.chapterNo,
      title: chapters.title,
      status: chapters.status,
      publishAt: chapters.publishAt,
    })
    .from(chapters)
    .where(
      and(
        eq(chapters.bookId, bookId),
        lt(chapters.position, position),
        or(
          eq(chapters.status, 'draft'),
          and(eq(chapters.status, 'scheduled'), gt(chapters.publishAt, notBefore)),
        ),
      ),
    )
    .orderBy(asc(chapters.position));
}
