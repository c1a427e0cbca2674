/**
 * What chapters add up to, kept in step on every write: chapter and word
 * counts of non-trashed chapters per volume and book, and the book's latest
 * published chapter. Lists and the home page read these instead of
 * counting thousands of rows.
 */
import type { Db } from '../../db/client';
import type { Book } from '../../db/schema';
import { addBookCounts, setLastPublished } from '../../repositories/books';
import { lastPublishedChapter } from '../../repositories/chapter-order';
import type { PublishedRow } from '../../repositories/chapter-writes';
import { addVolumeCounts, volumeSorts } from '../../repositories/volumes';
import { readingOrder } from './positions';

export type { PublishedRow } from '../../repositories/chapter-writes';

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
      await addVolumeCounts(tx, volumeId, d.chapters, d.words);
    }
    await addBookCounts(tx, bookId, bookChapters, bookWords, now);
  }
}

/**
 * Recomputes the book's last published chapter: the latest `published_at`,
 * ties going to the later chapter in reading order. Only needed when the
 * incremental rule in `notePublished` cannot decide.
 */
export async function refreshLastPublished(tx: Db, bookId: string): Promise<void> {
  await setLastPublished(tx, bookId, await lastPublishedChapter(tx, bookId));
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
  await setLastPublished(tx, book.id, winner);
}
