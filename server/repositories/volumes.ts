/**
 * Queries of `volumes`: a book has a handful, ordered by a sparse rank
 * (`sort`), with chapter and word counts kept in step by chapter writes.
 */
import { and, asc, count, eq, max, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { books, type NewVolume, type Volume, volumes } from '../db/schema';

/** The book's volumes in order. */
export async function volumesOf(db: Db, bookId: string): Promise<Volume[]> {
  return db
    .select()
    .from(volumes)
    .where(eq(volumes.bookId, bookId))
    .orderBy(asc(volumes.sort), asc(volumes.createTime), asc(volumes.id));
}

/** Volume ranks of a book by volume id. */
export async function volumeSorts(db: Db, bookId: string): Promise<Map<string, number>> {
  const rows = await db
    .select({ id: volumes.id, sort: volumes.sort })
    .from(volumes)
    .where(eq(volumes.bookId, bookId));
  return new Map(rows.map((v) => [v.id, v.sort]));
}

/** The author's volume with its book's VIP flag, or undefined (also for another author's). */
export async function findOwnVolume(
  db: Db,
  authorId: string,
  volumeId: string,
): Promise<(Volume & { allowVip: boolean }) | undefined> {
  const [row] = await db
    .select({ volume: volumes, allowVip: books.allowVip })
    .from(volumes)
    .innerJoin(books, eq(books.id, volumes.bookId))
    .where(and(eq(volumes.id, volumeId), eq(books.authorId, authorId)));
  return row ? { ...row.volume, allowVip: row.allowVip } : undefined;
}

/** The highest rank in the book (0 for none). */
export async function topVolumeSort(db: Db, bookId: string): Promise<number> {
  const [top] = await db
    .select({ sort: max(volumes.sort) })
    .from(volumes)
    .where(eq(volumes.bookId, bookId));
  return top?.sort ?? 0;
}

export async function volumeCount(db: Db, bookId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(volumes).where(eq(volumes.bookId, bookId));
  return row?.n ?? 0;
}

export async function insertVolume(db: Db, values: NewVolume): Promise<Volume> {
  const [row] = await db.insert(volumes).values(values).returning();
  return row!;
}

export async function updateVolume(
  db: Db,
  volumeId: string,
  set: Partial<Pick<NewVolume, 'title' | 'sort'>>,
): Promise<Volume> {
  const [row] = await db.update(volumes).set(set).where(eq(volumes.id, volumeId)).returning();
  return row!;
}

export async function deleteVolume(db: Db, volumeId: string): Promise<void> {
  await db.delete(volumes).where(eq(volumes.id, volumeId));
}

/** Adds to a volume's chapter and word counts. */
export async function addVolumeCounts(
  tx: Db,
  volumeId: string,
  chapters: number,
  words: number,
): Promise<void> {
  await tx
    .update(volumes)
    .set({
      chapterCount: sql`${volumes.chapterCount} + ${chapters}`,
      wordCount: sql`${volumes.wordCount} + ${words}`,
    })
    .where(eq(volumes.id, volumeId));
}
