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
import { zonedDayOf, zonedMoment } from './zoned-time';

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
 * How a schedule spaces its chapters in reading order: `intervalMinutes`
 * apart from the start (0: all at once), or one at each of `dailyTimes`
 * (`HH:MM`, on the clocks of `timeZone`) day after day, from the first of
 * those times at or after the start.
 */
export type ScheduleCadence =
  | { readonly intervalMinutes: number }
  | { readonly dailyTimes: readonly string[]; readonly timeZone: string };

/** When each of `count` chapters goes out when scheduled from `start` (epoch ms): what publishChapters does. */
export function releaseTimes(start: number, cadence: ScheduleCadence, count: number): number[] {
  if ('intervalMinutes' in cadence) {
    return Array.from({ length: count }, (_, i) => start + i * cadence.intervalMinutes * 60_000);
  }
  const minutes = [...new Set(cadence.dailyTimes.map(minuteOfDay))]
    .filter((m) => m >= 0 && m < 24 * 60)
    .sort((a, b) => a - b);
  const times: number[] = [];
  if (minutes.length === 0) return times;
  // Each day after the first holds a slot, so count + 1 days always do.
  const first = zonedDayOf(start, cadence.timeZone);
  for (let d = 0; d <= count && times.length < count; d += 1) {
    const day = first + d * 86_400_000;
    for (const minute of minutes) {
      const at = zonedMoment(day, minute, cadence.timeZone);
      if (at >= start && times.length < count) times.push(at);
    }
  }
  return times;
}

/** `HH:MM` as minutes after midnight; NaN for anything else. */
function minuteOfDay(time: string): number {
  const match = /^(\d{2}):(\d{2})$/.exec(time);
  return match ? Number(match[1]) * 60 + Number(match[2]) : Number.NaN;
}
