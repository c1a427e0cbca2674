/**
 * The chapter list's part of reading order (src/machines/common/reading-order.ts):
 * what is left of an action the server refused out of order, the action
 * each way out sends, the time each batch of an interval schedule starts
 * at, and the clashes a schedule would have, foreseen before it is sent.
 */
import {
  chaptersOutOfOrder,
  type EarlierChapter,
  leavesChapterUnchanged,
  releaseTimes,
  type ScheduleCadence,
  zonedMoment,
} from '../../lib/contract';
import { type OrderChoice, orderRefusalOf, timeAfterEarlier } from '../common/reading-order';
import type {
  ChapterAction,
  DailyTimes,
  OrderRefusedAction,
  PageEntry,
  RunningAction,
  SelectedChapter,
} from './chapter-list.types';

/** The refused action and its chapters not changed yet; null for any other failure. */
export function orderRefusedOf(
  running: RunningAction,
  selection: Readonly<Record<string, SelectedChapter>>,
  error: unknown,
): OrderRefusedAction | null {
  const refusal = orderRefusalOf(error);
  if (!refusal) return null;
  const remaining: Record<string, SelectedChapter> = {};
  for (const id of running.batches.slice(running.next).flat()) {
    const chapter = selection[id];
    if (chapter) remaining[id] = chapter;
  }
  return { action: running.action, refusal, remaining, done: running.changed };
}

/**
 * What a way out sends: the earlier chapters with the refused ones (one
 * action in reading order, at the time asked), the refused ones a minute
 * after the last earlier chapter, or the same action marked as chosen.
 */
export function resolvedAction(
  refused: OrderRefusedAction,
  choice: OrderChoice,
): { action: ChapterAction; selection: Record<string, SelectedChapter> } {
  const { action, refusal, remaining } = refused;
  switch (choice) {
    case 'earlierFirst': {
      const selection: Record<string, SelectedChapter> = { ...remaining };
      for (const c of refusal.earlier) {
        selection[c.chapter_id] = { title: c.title, chapter_no: c.chapter_no, status: c.status };
      }
      return { action: markedOutOfOrder(action, false), selection };
    }
    case 'scheduleAfter': {
      const publishAt = timeAfterEarlier(refusal) ?? '';
      const spacing = action.kind === 'schedule' ? spacingOf(action) : {};
      return {
        action: { kind: 'schedule', publishAt, ...spacing },
        selection: { ...remaining },
      };
    }
    case 'anyway':
      return { action: markedOutOfOrder(action, true), selection: { ...remaining } };
  }
}

/** A publish or schedule with or without the author's choice of order; other actions as they are. */
function markedOutOfOrder(action: ChapterAction, outOfOrder: boolean): ChapterAction {
  const chosen = outOfOrder ? { outOfOrder } : {};
  if (action.kind === 'publish') return { kind: 'publish', ...chosen };
  if (action.kind !== 'schedule') return action;
  return { kind: 'schedule', publishAt: action.publishAt, ...spacingOf(action), ...chosen };
}

type ScheduleAction = Extract<ChapterAction, { kind: 'schedule' }>;

/** How a schedule spaces its chapters, as the action carries it. */
function spacingOf(action: ScheduleAction): { intervalMinutes?: number; daily?: DailyTimes } {
  if (action.daily) return { daily: action.daily };
  return action.intervalMinutes ? { intervalMinutes: action.intervalMinutes } : {};
}

/** A schedule's spacing as the reading-order rule computes times from it. */
export function cadenceOf(action: ScheduleAction): ScheduleCadence {
  return action.daily
    ? { dailyTimes: action.daily.times, timeZone: action.daily.timeZone }
    : { intervalMinutes: action.intervalMinutes ?? 0 };
}

/**
 * The action of the running batch: a spaced schedule's later batches start
 * where the chapters before them left off, so the times keep rising across
 * batches.
 */
export function batchActionOf(running: RunningAction): ChapterAction {
  const { action } = running;
  if (action.kind !== 'schedule' || (!action.intervalMinutes && !action.daily)) return action;
  const before = running.batches.slice(0, running.next).reduce((n, b) => n + b.length, 0);
  if (before === 0) return action;
  const slots = releaseTimes(Date.parse(action.publishAt), cadenceOf(action), before + 1);
  return { ...action, publishAt: new Date(slots.at(-1)!).toISOString() };
}

/**
 * When each selected chapter would go out, in reading order (epoch ms), as
 * the server times them: published chapters stay as they are and take no
 * turn.
 */
export function plannedTimes(
  selection: Readonly<Record<string, SelectedChapter>>,
  start: number,
  cadence: ScheduleCadence,
): { id: string; chapter: SelectedChapter; at: number }[] {
  const ordered = Object.entries(selection)
    .filter(([, c]) => !leavesChapterUnchanged('publish', c.status))
    .sort(([, a], [, b]) => a.chapter_no - b.chapter_no);
  const times = releaseTimes(start, cadence, ordered.length);
  return ordered.map(([id, chapter], i) => ({ id, chapter, at: times[i]! }));
}

/**
 * The earlier chapters a schedule of the selection would go out before, by
 * what the list has loaded (the server checks the whole book when it is sent).
 */
export function foreseenClashes(
  pages: Readonly<Record<number, PageEntry>>,
  selection: Readonly<Record<string, SelectedChapter>>,
  start: number,
  cadence: ScheduleCadence,
): EarlierChapter[] {
  const releases = plannedTimes(selection, start, cadence).map(({ id, chapter, at }) => ({
    chapter_id: id,
    chapter_no: chapter.chapter_no,
    title: chapter.title,
    at,
  }));
  const loaded = Object.values(pages).flatMap((page) =>
    page.rows.map((row) => ({
      chapter_id: row.id,
      chapter_no: row.chapter_no,
      title: row.title,
      status: row.status,
      publish_at: row.publish_at,
    })),
  );
  return chaptersOutOfOrder(releases, loaded);
}

/** How far ahead a schedule's first time is at least: the server asks for a minute. */
const FIRST_SLOT_LEAD_MS = 2 * 60_000;

/**
 * A times-of-day schedule from `day` (`YYYY-MM-DD` in `timeZone`) on, its
 * start the first of `times` on that day or later that is still ahead; null
 * while the day or a time is not complete.
 */
export function dailySchedule(
  day: string,
  times: readonly string[],
  timeZone: string,
  now: number,
): ScheduleAction | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!match || times.length === 0 || times.some((time) => time === '')) return null;
  const midnight = zonedMoment(
    Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])),
    0,
    timeZone,
  );
  const daily = { times: [...new Set(times)].sort(), timeZone };
  const start = Math.max(midnight, now + FIRST_SLOT_LEAD_MS);
  const [first] = releaseTimes(start, { dailyTimes: daily.times, timeZone }, 1);
  if (first === undefined) return null;
  return { kind: 'schedule', publishAt: new Date(first).toISOString(), daily };
}
