/**
 * Where chapters sit in a book: reading order, sparse positions and display
 * numbers.
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
 */
import type { Db } from '../../db/client';
import { invalid } from '../../http/failure';
import {
  hasLiveChapterAfter,
  nextPositionAfter,
  positionOf,
  resequence,
  volumeEdge,
} from '../../repositories/chapter-order';
import { isChapterOfVolume } from '../../repositories/chapters';
import { volumesOf } from '../../repositories/volumes';

export { renumber } from '../../repositories/chapter-order';

/** Gap between neighbours after an append or a respacing. */
export const POSITION_GAP = 1024;
/** Below this a bisection no longer leaves room worth having: respace the book. */
const MIN_POSITION_STEP = 1e-6;

/**
 * Respaces the whole book: positions 1024, 2048, ... in reading order and
 * numbers 1..n among the non-trashed. Used when a gap is used up and when a
 * volume moves.
 */
export function respaceBook(tx: Db, bookId: string): Promise<void> {
  return resequence(tx, bookId, POSITION_GAP);
}

/** Where inserted chapters go in a volume: after a chapter, first, or last. */
export type Anchor = { after: string } | 'first' | 'last';

/**
 * The positions around the slot: the anchor's and its successor in the book
 * (which may sit in the next volume), or the edges of the nearest non-empty
 * volumes around the slot (one index probe per volume walked, usually one,
 * never a scan).
 */
async function boundsOf(
  tx: Db,
  bookId: string,
  volumeId: string,
  anchor: Anchor,
  exclude: string[],
): Promise<{ lower: number | null; upper: number | null }> {
  if (typeof anchor === 'object') {
    const lower = await positionOf(tx, anchor.after);
    if (lower === undefined) throw invalid({ after_chapter_id: 'validation.invalid' });
    return { lower, upper: await nextPositionAfter(tx, bookId, lower, exclude) };
  }
  const order = await volumesOf(tx, bookId);
  const at = order.findIndex((v) => v.id === volumeId);
  const lastUpTo = async (to: number) => {
    for (let j = to; j >= 0; j--) {
      const p = await volumeEdge(tx, order[j]!.id, 'last', exclude);
      if (p !== null) return p;
    }
    return null;
  };
  const firstFrom = async (from: number) => {
    for (let j = from; j < order.length; j++) {
      const p = await volumeEdge(tx, order[j]!.id, 'first', exclude);
      if (p !== null) return p;
    }
    return null;
  };
  if (anchor === 'last') return { lower: await lastUpTo(at), upper: await firstFrom(at + 1) };
  const upper = await firstFrom(at);
  return { lower: await lastUpTo(at - 1), upper };
}

/**
 * `count` free positions for chapters placed in `volumeId` at `anchor`,
 * ascending. Chapters in `exclude` (the ones being moved) are not neighbours;
 * trashed chapters are, since they keep their place for a restore.
 */
export async function slots(
  tx: Db,
  bookId: string,
  volumeId: string,
  anchor: Anchor,
  count: number,
  exclude: string[] = [],
  respaced = false,
): Promise<number[]> {
  const { lower, upper } = await boundsOf(tx, bookId, volumeId, anchor, exclude);
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
  await respaceBook(tx, bookId);
  return slots(tx, bookId, volumeId, anchor, count, exclude, true);
}

/** True when no non-trashed chapter follows `position` in the book. */
export async function isBookEnd(tx: Db, bookId: string, position: number): Promise<boolean> {
  return !(await hasLiveChapterAfter(tx, bookId, position));
}

/** The anchor named by `after_chapter_id`, which must be a chapter of `volumeId`. */
export async function anchorIn(
  db: Db,
  volumeId: string,
  after: string | null | undefined,
  moving: string[] = [],
): Promise<Anchor> {
  if (after === undefined) return 'last';
  if (after === null) return 'first';
  // One answer whether the id is unknown, another volume's or another
  // author's: nothing leaks, and the client learns what to fix.
  if (!(await isChapterOfVolume(db, after, volumeId)) || moving.includes(after)) {
    throw invalid({ after_chapter_id: 'validation.invalid' });
  }
  return { after };
}

/** Reading order of two chapters of one book, given the volumes' ranks. */
export function readingOrder(
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
