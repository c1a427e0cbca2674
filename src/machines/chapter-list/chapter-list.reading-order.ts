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
} from '../../lib/contract';
import { type OrderChoice, orderRefusalOf, timeAfterEarlier } from '../common/reading-order';
import type {
  ChapterAction,
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
      const intervalMinutes = action.kind === 'schedule' ? action.intervalMinutes : undefined;
      return {
        action: { kind: 'schedule', publishAt, ...(intervalMinutes ? { intervalMinutes } : {}) },
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
  const { publishAt, intervalMinutes } = action;
  return {
    kind: 'schedule',
    publishAt,
    ...(intervalMinutes ? { intervalMinutes } : {}),
    ...chosen,
  };
}

/**
 * The action of the running batch: an interval schedule's later batches
 * start where the chapters before them left off, so the times keep rising
 * across batches.
 */
export function batchActionOf(running: RunningAction): ChapterAction {
  const { action } = running;
  if (action.kind !== 'schedule' || !action.intervalMinutes) return action;
  const before = running.batches.slice(0, running.next).reduce((n, b) => n + b.length, 0);
  const start = Date.parse(action.publishAt) + before * action.intervalMinutes * 60_000;
  return { ...action, publishAt: new Date(start).toISOString() };
}

/**
 * When each selected chapter would go out, in reading order (epoch ms), as
 * the server times them: published chapters stay as they are and take no
 * turn.
 */
export function plannedTimes(
  selection: Readonly<Record<string, SelectedChapter>>,
  start: number,
  intervalMinutes: number,
): { id: string; chapter: SelectedChapter; at: number }[] {
  const ordered = Object.entries(selection)
    .filter(([, c]) => !leavesChapterUnchanged('publish', c.status))
    .sort(([, a], [, b]) => a.chapter_no - b.chapter_no);
  const times = releaseTimes(start, intervalMinutes, ordered.length);
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
  intervalMinutes: number,
): EarlierChapter[] {
  const releases = plannedTimes(selection, start, intervalMinutes).map(({ id, chapter, at }) => ({
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
