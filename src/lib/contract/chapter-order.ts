/**
 * Reading order (the spec's "Reading order", code 103002): readers get a
 * book's chapters in order. A chapter may go out at a time only when every
 * earlier chapter of the book (lower `chapter_no`, not trashed) is published
 * or goes out no later. The server refuses by this rule; the client reads it
 * to explain a refusal and to check a bulk schedule before sending it.
 *
 * Chapter numbers stand for reading order: among chapters that are not
 * trashed they are 1..n in reading order on both sides.
 */
import type { ChapterStatus } from './enums';

/** A chapter as the rule sees it. */
export interface OrderedChapter {
  readonly chapter_id: string;
  readonly chapter_no: number;
  readonly title: string;
  readonly status: ChapterStatus;
  /** When a scheduled chapter goes out (ISO-8601); null otherwise. */
  readonly publish_at: string | null;
}

/** A chapter a request publishes or schedules, and when it goes out (epoch ms). */
export interface ChapterRelease {
  readonly chapter_id: string;
  readonly chapter_no: number;
  readonly title: string;
  readonly at: number;
}

/** An earlier chapter that would go out after a later one (the spec's EarlierChapter). */
export interface EarlierChapter {
  readonly chapter_id: string;
  readonly chapter_no: number;
  readonly title: string;
  readonly status: 'draft' | 'scheduled';
  readonly publish_at: string | null;
}

/** How many earlier chapters a 103002 answer names (it counts them all). */
export const OUT_OF_ORDER_LISTED = 100;

/**
 * The chapters that make `releases` go out of reading order, in reading
 * order: of `book` (any chapters of the book; the released ones among them
 * are ignored), each draft or chapter scheduled later than a later release;
 * of `releases` themselves, each that goes out after a later one (a request
 * whose times follow reading order is in order among itself).
 */
export function chaptersOutOfOrder(
  releases: readonly ChapterRelease[],
  book: readonly OrderedChapter[],
): EarlierChapter[] {
  if (releases.length === 0) return [];
  // The earliest time any release numbered above n goes out, by walking the
  // releases from the last chapter back.
  const byNumber = [...releases].sort((a, b) => b.chapter_no - a.chapter_no);
  const earliestAfter = (chapterNo: number): number => {
    let earliest = Number.POSITIVE_INFINITY;
    for (const release of byNumber) {
      if (release.chapter_no <= chapterNo) break;
      earliest = Math.min(earliest, release.at);
    }
    return earliest;
  };
  const released = new Set(releases.map((r) => r.chapter_id));
  const candidates: EarlierChapter[] = [];
  for (const chapter of book) {
    if (released.has(chapter.chapter_id)) continue;
    if (chapter.status === 'draft' || chapter.status === 'scheduled') {
      candidates.push({ ...pick(chapter), status: chapter.status });
    }
  }
  for (const release of releases) {
    candidates.push({
      chapter_id: release.chapter_id,
      chapter_no: release.chapter_no,
      title: release.title,
      status: 'scheduled',
      publish_at: new Date(release.at).toISOString(),
    });
  }
  return candidates
    .filter((c) => {
      const next = earliestAfter(c.chapter_no);
      if (next === Number.POSITIVE_INFINITY) return false;
      // A draft has no time: it goes out after anything that has one.
      return c.publish_at === null || Date.parse(c.publish_at) > next;
    })
    .sort((a, b) => a.chapter_no - b.chapter_no);
}

const pick = (c: OrderedChapter) => ({
  chapter_id: c.chapter_id,
  chapter_no: c.chapter_no,
  title: c.title,
  publish_at: c.status === 'scheduled' ? c.publish_at : null,
});

/**
 * When each of `count` chapters goes out when scheduled from `start` (epoch
 * ms) `intervalMinutes` apart, in reading order: what publishChapters does
 * with `interval_minutes`.
 */
export function releaseTimes(start: number, intervalMinutes: number, count: number): number[] {
  return Array.from({ length: count }, (_, i) => start + i * intervalMinutes * 60_000);
}
