/**
 * The reading-order guard of publishing and scheduling (the spec's "Reading
 * order", 103002): the rule is the contract's (src/lib/contract), this reads
 * what it needs from the book and refuses.
 */
import {
  type ChapterRelease,
  chaptersOutOfOrder,
  type EarlierChapter,
  OUT_OF_ORDER_LISTED,
} from '../../../src/lib/contract';
import type { Db } from '../../db/client';
import { outOfOrder } from '../../http/failure';
import { unpublishedBefore } from '../../repositories/chapter-order';

/** A chapter a request publishes or schedules, and when it goes out. */
export interface Release {
  id: string;
  chapterNo: number;
  title: string;
  position: number;
  at: Date;
}

/** The chapters of the book that would make `releases` go out of reading order. */
export async function chaptersBefore(
  tx: Db,
  bookId: string,
  releases: readonly Release[],
): Promise<EarlierChapter[]> {
  if (releases.length === 0) return [];
  const lastPosition = Math.max(...releases.map((r) => r.position));
  const firstAt = new Date(Math.min(...releases.map((r) => r.at.getTime())));
  const rows = await unpublishedBefore(tx, bookId, lastPosition, firstAt);
  const asReleases: ChapterRelease[] = releases.map((r) => ({
    chapter_id: r.id,
    chapter_no: r.chapterNo,
    title: r.title,
    at: r.at.getTime(),
  }));
  return chaptersOutOfOrder(
    asReleases,
    rows.map((r) => ({
      chapter_id: r.id,
      chapter_no: r.chapterNo,
      title: r.title,
      status: r.status,
      publish_at: r.publishAt?.toISOString() ?? null,
    })),
  );
}

/**
 * 103002 naming the earlier chapters that would go out after `releases`,
 * unless the author chose that order (`out_of_order`).
 */
export async function requireReadingOrder(
  tx: Db,
  bookId: string,
  releases: readonly Release[],
  authorChoseOrder: boolean | undefined,
): Promise<void> {
  if (authorChoseOrder) return;
  const earlier = await chaptersBefore(tx, bookId, releases);
  if (earlier.length > 0) {
    throw outOfOrder(earlier.slice(0, OUT_OF_ORDER_LISTED), earlier.length);
  }
}
