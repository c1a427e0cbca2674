/**
 * Work-data metrics, one definition each (the spec's descriptions and the
 * `data.def.*` messages say the same in words):
 *
 * - views: chapter opens by anyone but the author's team, at most one per
 *   reader, chapter and day; comment-only visits are not views;
 * - readers (a day): distinct readers that day; over a period, the average
 *   of the days (distinct readers of different days do not add up);
 * - unique readers (a chapter): distinct readers who ever opened it;
 * - completion rate: readers who reached the chapter's end / its unique readers;
 * - next-chapter rate: unique readers of the next chapter / readers who
 *   finished this one (none for the latest chapter);
 * - favourites: added, removed, net = added - removed, total at the day's end;
 * - first-order (首订): first-day subscriptions of the first VIP chapter;
 *   average (均订): mean subscriptions over VIP chapters, rounded;
 *   highest (高订): the most subscriptions of any VIP chapter;
 * - read-through drop at chapter n: unique readers of chapter n-1 minus
 *   those of chapter n; the five largest are marked.
 */
import { ratio } from '../platform/period-change';

/** How many drops the read-through curve marks. */
const DROPS_MARKED = 5;

export interface ChapterFigures {
  chapterId: string;
  chapterNo: number;
  title: string;
  isVip: boolean;
  /** ISO instant, UTC. */
  publishedAt: string | null;
  views: number;
  uniqueReaders: number;
  finishedReaders: number;
  subscriptions: number;
  firstDaySubscriptions: number;
  comments: number;
  nextReaders: number | null;
}

/** A row of the chapter table. */
export function chapterRow(row: ChapterFigures) {
  return {
    chapter_id: row.chapterId,
    chapter_no: row.chapterNo,
    title: row.title,
    is_vip: row.isVip,
    published_at: row.publishedAt,
    views: row.views,
    unique_readers: row.uniqueReaders,
    finished_readers: row.finishedReaders,
    completion_rate: ratio(row.finishedReaders, row.uniqueReaders),
    next_chapter_rate:
      row.nextReaders === null ? null : ratio(row.nextReaders, row.finishedReaders),
    subscriptions: row.subscriptions,
    first_day_subscriptions: row.firstDaySubscriptions,
    comments: row.comments,
  };
}

/** What vipSummary is computed from (aggregated by the repository). */
export interface VipAggregates {
  /** Published VIP chapters. */
  count: number;
  /** Their subscriptions summed. */
  sum: number;
  /** The first VIP chapter in reading order. */
  first: { chapterId: string; chapterNo: number; firstDaySubscriptions: number } | null;
  /** The VIP chapter with the most subscriptions (the earlier one on a tie). */
  most: { chapterId: string; chapterNo: number; subscriptions: number } | null;
}

/** First-order, average and highest subscriptions of a VIP book's chapters. */
export function vipSummary(vip: VipAggregates) {
  return {
    vip_chapters: vip.count,
    first_order: vip.first?.firstDaySubscriptions ?? 0,
    first_vip_chapter_id: vip.first?.chapterId ?? null,
    first_vip_chapter_no: vip.first?.chapterNo ?? null,
    average: vip.count > 0 ? Math.round(vip.sum / vip.count) : 0,
    highest: vip.most?.subscriptions ?? 0,
    highest_chapter_id: vip.most?.chapterId ?? null,
    highest_chapter_no: vip.most?.chapterNo ?? null,
  };
}

export interface CurvePoint {
  chapterId: string;
  chapterNo: number;
  readers: number;
}

/** The largest falls in unique readers from one chapter to the next, largest first. */
export function largestDrops(points: readonly CurvePoint[], count = DROPS_MARKED) {
  const drops = [];
  for (let i = 1; i < points.length; i++) {
    const before = points[i - 1]!;
    const point = points[i]!;
    const lost = before.readers - point.readers;
    if (lost <= 0) continue;
    drops.push({
      chapter_id: point.chapterId,
      chapter_no: point.chapterNo,
      readers_before: before.readers,
      readers: point.readers,
      lost,
      lost_rate: ratio(lost, before.readers)!,
    });
  }
  return drops.sort((a, b) => b.lost - a.lost || a.chapter_no - b.chapter_no).slice(0, count);
}
