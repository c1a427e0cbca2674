/**
 * Changing many chapters at once: publish or schedule, unschedule, trash,
 * restore and move. A batch belongs to one book, is all-or-nothing, and
 * (trash, move, schedule) answers an undo.
 */
import {
  type ChapterStatusAction,
  isKnownTimeZone,
  leavesChapterUnchanged,
  refusesChapterAction,
  releaseTimes,
  type ScheduleCadence,
} from '../../../src/lib/contract';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import type { ChapterStatus } from '../../db/schema';
import { invalid, notAllowed } from '../../http/failure';
import type { RequestBody } from '../../http/operations';
import {
  placeChapters,
  publishChaptersNow,
  restoreRows,
  trashRows,
  unscheduleRows,
} from '../../repositories/chapter-writes';
import { type ChapterSummaryRow, volumeOfChapter } from '../../repositories/chapters';
import { scheduleEach } from '../../repositories/stockpile';
import { volumeSorts } from '../../repositories/volumes';
import { reviewPublished } from '../chapter-review/publish-check';
import { requireCleanChapters } from '../prepublish/gate';
import { Deltas, notePublished, refreshLastPublished } from './aggregates';
import { recordPublished } from './history';
import type { ChapterSummaryView } from './mappers';
import { lockBatch, ownedVolume } from './ownership';
import { anchorIn, readingOrder, renumber, slots } from './positions';
import { type Release, requireReadingOrder } from './reading-order';
import { foldRevisions } from './revisions';
import { idsOf, SCHEDULE_MAX_AHEAD_MS, SCHEDULE_MIN_LEAD_MS } from './rules';
import { bookPositions, placementsOf, recordUndo, type UndoInfo } from './undo';
import { summariesOf } from './views';

type PublishBody = RequestBody<'publishChapters'>;
type MoveBody = RequestBody<'moveChapters'>;
type BatchAnswer = { list: ChapterSummaryView[] } & UndoInfo;

const NO_UNDO: UndoInfo = { undo_id: null, undo_expires_at: null };

/** When each chapter of a batch goes out: the request's times, in reading order. */
function releasesOf(rows: ChapterSummaryRow[], start: Date, cadence: ScheduleCadence): Release[] {
  const ordered = [...rows].sort((a, b) => a.position - b.position);
  const times = releaseTimes(start.getTime(), cadence, ordered.length);
  return ordered.map((r, i) => ({
    id: r.id,
    chapterNo: r.chapterNo,
    title: r.title,
    position: r.position,
    at: new Date(times[i]!),
  }));
}

/** The platform's clock, which daily times are read on when the request names no zone. */
const PLATFORM_TIME_ZONE = 'Asia/Shanghai';

/**
 * When a schedule starts (1 minute to 365 days ahead; null to publish now)
 * and how it spaces its chapters: an interval or times of day, not both.
 */
function scheduleOf(
  body: PublishBody,
  now: Date,
): { start: Date; cadence: ScheduleCadence } | null {
  const { publish_at, interval_minutes, daily_times, time_zone } = body;
  if (publish_at === undefined) {
    if (interval_minutes) throw invalid({ interval_minutes: 'validation.invalid' });
    if (daily_times) throw invalid({ daily_times: 'validation.invalid' });
    return null;
  }
  if (daily_times && interval_minutes !== undefined) {
    throw invalid({ interval_minutes: 'validation.invalid' });
  }
  const timeZone = time_zone ?? PLATFORM_TIME_ZONE;
  if (!isKnownTimeZone(timeZone)) throw invalid({ time_zone: 'validation.invalid' });
  const start = new Date(publish_at);
  const lead = start.getTime() - now.getTime();
  if (lead < SCHEDULE_MIN_LEAD_MS) throw invalid({ publish_at: 'validation.pastTime' });
  if (lead > SCHEDULE_MAX_AHEAD_MS) throw invalid({ publish_at: 'validation.range' });
  const cadence: ScheduleCadence = daily_times
    ? { dailyTimes: daily_times, timeZone }
    : { intervalMinutes: interval_minutes ?? 0 };
  return { start, cadence };
}

/**
 * Publishes now, or schedules from `publish_at` (1 minute to 365 days ahead),
 * `interval_minutes` apart or at `daily_times`, in reading order. Published chapters stay as they
 * are; a trashed one refuses the whole batch, and so does an earlier chapter
 * that would go out after these (103002) unless the author chose that order.
 */
export async function publishChapters(
  app: AppContext,
  authorId: string,
  body: PublishBody,
): Promise<BatchAnswer> {
  const ids = idsOf(body);
  const now = app.now();
  const schedule = scheduleOf(body, now);
  return app.db.transaction(async (tx) => {
    const { book, rows } = await lockBatch(tx, authorId, ids);
    if (rows.some((r) => refusesChapterAction('publish', r.status))) {
      throw notAllowed('Restore trashed chapters before publishing them');
    }
    const releases = releasesOf(
      rows.filter((r) => !leavesChapterUnchanged('publish', r.status)),
      schedule?.start ?? now,
      schedule?.cadence ?? { intervalMinutes: 0 },
    );
    const last = releases.at(-1);
    if (schedule && last && last.at.getTime() - now.getTime() > SCHEDULE_MAX_AHEAD_MS) {
      throw invalid({
        [body.daily_times ? 'daily_times' : 'interval_minutes']: 'validation.range',
      });
    }
    await requireReadingOrder(tx, book.id, releases, body.out_of_order);
    await requireCleanChapters(app, tx, releases, body.warnings_acknowledged === true);
    const pending = releases.map((r) => r.id);
    let undo = NO_UNDO;
    if (pending.length > 0) {
      if (schedule) {
        const before = await placementsOf(tx, pending);
        await scheduleEach(
          tx,
          releases.map((r) => ({ id: r.id, publishAt: r.at })),
          now,
        );
        undo = await recordUndo(tx, { authorId, bookId: book.id, kind: 'schedule', before, now });
      } else {
        const published = await publishChaptersNow(tx, pending, now);
        await notePublished(tx, book, published);
        await recordPublished(tx, pending, now);
        await reviewPublished(tx, app.db, pending, now);
      }
    }
    return { list: await summariesOf(tx, ids), ...undo };
  });
}

/** A status change of a batch, as `changeStatus` applies it. */
interface StatusChange {
  /** Which statuses change, which are left as they are (src/lib/contract). */
  rule: ChapterStatusAction;
  to: ChapterStatus;
  refusal: string;
  apply: (tx: Db, rows: ChapterSummaryRow[], now: Date) => Promise<void>;
  affectsNumbering: boolean;
  /** Undoable changes answer an undo id. */
  undoable: boolean;
}

/**
 * Applies a status change to a batch none of whose chapters the rule refuses
 * (else 103001 `refusal`, nothing changed); those it leaves unchanged are
 * left alone.
 */
async function changeStatus(
  app: AppContext,
  authorId: string,
  ids: string[],
  change: StatusChange,
): Promise<BatchAnswer> {
  return app.db.transaction(async (tx) => {
    const { book, rows } = await lockBatch(tx, authorId, ids);
    if (rows.some((r) => refusesChapterAction(change.rule, r.status))) {
      throw notAllowed(change.refusal);
    }
    const todo = rows.filter((r) => !leavesChapterUnchanged(change.rule, r.status));
    let undo = NO_UNDO;
    if (todo.length > 0) {
      const now = app.now();
      const todoIds = todo.map((r) => r.id);
      const before = change.undoable ? await placementsOf(tx, todoIds) : [];
      await change.apply(tx, todo, now);
      if (change.affectsNumbering) {
        // Trash removes chapters from the counts, restore adds them back.
        const sign = change.to === 'trashed' ? -1 : 1;
        const deltas = new Deltas();
        for (const r of todo) deltas.add(r.volumeId, sign, sign * r.wordCount);
        await deltas.apply(tx, book.id, now);
        await renumber(tx, book.id);
      }
      if (change.undoable) {
        undo = await recordUndo(tx, { authorId, bookId: book.id, kind: 'trash', before, now });
      }
    }
    return { list: await summariesOf(tx, ids), ...undo };
  });
}

const idsOfRows = (rows: ChapterSummaryRow[]) => rows.map((r) => r.id);

export async function unscheduleChapters(app: AppContext, authorId: string, ids: string[]) {
  const { list } = await changeStatus(app, authorId, ids, {
    rule: 'unschedule',
    to: 'draft',
    refusal: 'Only scheduled chapters can be unscheduled',
    affectsNumbering: false,
    undoable: false,
    apply: async (tx, rows, now) => {
      // A draft's saves are its text: pending edits become it.
      await foldRevisions(tx, rows, now);
      await unscheduleRows(tx, idsOfRows(rows), now);
    },
  });
  return { list };
}

export function trashChapters(app: AppContext, authorId: string, ids: string[]) {
  return changeStatus(app, authorId, ids, {
    rule: 'trash',
    to: 'trashed',
    refusal: 'Published chapters cannot be trashed',
    affectsNumbering: true,
    undoable: true,
    // A trashed chapter must never go out; restore makes it a draft.
    apply: (tx, rows, now) => trashRows(tx, idsOfRows(rows), now),
  });
}

export async function restoreChapters(app: AppContext, authorId: string, ids: string[]) {
  const { list } = await changeStatus(app, authorId, ids, {
    rule: 'restore',
    to: 'draft',
    refusal: 'Only trashed chapters can be restored',
    affectsNumbering: true,
    undoable: false,
    apply: async (tx, rows, now) => {
      // Restored as drafts, whose saves are their text.
      await foldRevisions(tx, rows, now);
      await restoreRows(tx, idsOfRows(rows), now);
    },
  });
  return { list };
}

/** The volume a move goes to: the named one, the batch's own, or the anchor's. */
async function targetVolumeOf(
  tx: Db,
  bookId: string,
  rows: ChapterSummaryRow[],
  body: MoveBody,
): Promise<string> {
  if (body.volume_id !== undefined) return body.volume_id;
  const current = new Set(rows.map((r) => r.volumeId));
  if (current.size === 1) return rows[0]!.volumeId;
  if (typeof body.after_chapter_id === 'string') {
    const volumeId = await volumeOfChapter(tx, body.after_chapter_id, bookId);
    if (!volumeId) throw invalid({ after_chapter_id: 'validation.invalid' });
    return volumeId;
  }
  throw invalid({ volume_id: 'validation.required' });
}

/**
 * Moves chapters, in their current reading order, to a volume after a given
 * chapter (null: first; absent: last). Only the moved rows get new positions;
 * numbers are rewritten once.
 */
export async function moveChapters(
  app: AppContext,
  authorId: string,
  body: MoveBody,
): Promise<BatchAnswer> {
  const ids = [...new Set(body.chapter_ids)];
  return app.db.transaction(async (tx) => {
    const { book, rows } = await lockBatch(tx, authorId, ids);
    const before = await placementsOf(tx, ids);
    const positionsBefore = await bookPositions(tx, book.id);

    const target = await ownedVolume(tx, authorId, await targetVolumeOf(tx, book.id, rows, body));
    if (target.bookId !== book.id) throw invalid({ volume_id: 'validation.invalid' });
    const anchor = await anchorIn(tx, target.id, body.after_chapter_id, ids);

    // Keep the moved chapters' relative reading order.
    const sorts = await volumeSorts(tx, book.id);
    const ordered = [...rows].sort((a, b) => readingOrder(sorts, a, b));
    const positions = await slots(tx, book.id, target.id, anchor, ordered.length, ids);
    const now = app.now();
    await placeChapters(
      tx,
      target.id,
      ordered.map((r, i) => ({ id: r.id, position: positions[i]! })),
      now,
    );

    const deltas = new Deltas();
    for (const r of ordered) {
      if (r.status === 'trashed' || r.volumeId === target.id) continue;
      deltas.add(r.volumeId, -1, -r.wordCount);
      deltas.add(target.id, 1, r.wordCount);
    }
    await deltas.apply(tx, book.id, now);
    await renumber(tx, book.id);
    // Reading order breaks ties between chapters published at the same instant.
    const latest = book.lastPublishedAt?.getTime();
    if (rows.some((r) => r.status === 'published' && r.publishedAt?.getTime() === latest)) {
      await refreshLastPublished(tx, book.id);
    }
    const undo = await recordUndo(tx, {
      authorId,
      bookId: book.id,
      kind: 'move',
      before,
      bookPositionsBefore: positionsBefore,
      now,
    });
    return { list: await summariesOf(tx, ids), ...undo };
  });
}
