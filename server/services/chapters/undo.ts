/**
 * Undo of bulk chapter changes: a trash, move or schedule (and a schedule
 * plan) records where each chapter was; a replace across the book records
 * which version held each chapter's text and whether a revision was pending.
 * Both record each chapter's stamp (update time, position, version) right
 * after, so an undo can tell a chapter that changed since and refuse it
 * rather than overwrite the author's later work. Good once, for 24 hours.
 */
import type { components } from '../../../src/api/schema';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import type { UndoKind } from '../../db/schema';
import { conflict, notAllowed, notFound } from '../../http/failure';
import type { RequestBody } from '../../http/operations';
import {
  type ChapterStamp,
  chapterStates,
  chaptersAtPositions,
  insertOperation,
  lockOwnedOperation,
  type OperationEntry,
  type Placement,
  positionsOf,
  placementsOf as readPlacements,
  updateOperation,
} from '../../repositories/chapter-operations';
import { deleteRevisions, revisionsOf } from '../../repositories/chapter-revisions';
import { versionsById } from '../../repositories/chapter-versions';
import { updateChapterRow } from '../../repositories/chapter-writes';
import { chapterRows } from '../../repositories/chapters';
import { indexChapters } from '../bible/mention-index';
import { Deltas, refreshLastPublished } from './aggregates';
import { pruneHistory, recordVersion } from './history';
import { lockBook } from './ownership';
import { renumber } from './positions';
import { snapshotOf, writeWorkingText } from './revisions';
import { SCHEDULE_MIN_LEAD_MS } from './rules';
import { summariesOf } from './views';
import { workingTextOf } from './working-text';

const UNDO_TTL_MS = 24 * 3_600_000;

export type UndoInfo = components['schemas']['UndoInfo'];
type UndoConflict = components['schemas']['UndoConflicts']['conflicts'][number];
type PlacementEntry = Extract<OperationEntry, { placement: Placement }>;
type TextEntry = Extract<OperationEntry, { text: unknown }>;

/** Where the chapters are before a bulk change (read under the book's lock). */
export const placementsOf = readPlacements;
/** Every chapter's position in a book, before a move. */
export const bookPositions = positionsOf;

async function stampsOf(tx: Db, ids: string[]): Promise<Map<string, ChapterStamp>> {
  return chapterStates(tx, ids);
}

function undoInfo(id: string, expiresAt: Date): UndoInfo {
  return { undo_id: id, undo_expires_at: expiresAt.toISOString() };
}

/**
 * A move that ran out of room respaces the whole book, so the old positions
 * of the moved chapters are in the old spacing. Each is carried into the new
 * one between the same neighbours (linear between them, so moved chapters
 * keep their order); without a respace they are returned as they are.
 */
export function carryPositions(
  moved: readonly { id: string; position: number }[],
  before: ReadonlyMap<string, number>,
  after: ReadonlyMap<string, number>,
): Map<string, number> {
  const movedIds = new Set(moved.map((m) => m.id));
  const anchors = [...before.entries()]
    .filter(([id]) => !movedIds.has(id) && after.has(id))
    .map(([id, old]) => ({ old, now: after.get(id)! }))
    .sort((a, b) => a.old - b.old);
  const respaced = anchors.some((a) => a.old !== a.now);
  const carried = new Map<string, number>();
  for (const { id, position } of moved) {
    if (!respaced) {
      carried.set(id, position);
      continue;
    }
    const below = anchors.filter((a) => a.old < position).at(-1);
    const above = anchors.find((a) => a.old > position);
    let next: number;
    if (below && above) {
      const share = (position - below.old) / (above.old - below.old);
      next = below.now + share * (above.now - below.now);
    } else if (below) next = below.now + (position - below.old);
    else if (above) next = above.now - (above.old - position);
    else next = position;
    carried.set(id, next);
  }
  return carried;
}

/**
 * Records a trash, move or schedule whose chapters were at `before`; a move
 * also passes the book's positions before it (see carryPositions).
 */
export async function recordUndo(
  tx: Db,
  input: {
    authorId: string;
    bookId: string;
    kind: Exclude<UndoKind, 'replace'>;
    before: (Placement & { id: string })[];
    bookPositionsBefore?: ReadonlyMap<string, number>;
    now: Date;
  },
): Promise<UndoInfo> {
  const after = await stampsOf(
    tx,
    input.before.map((p) => p.id),
  );
  if (input.bookPositionsBefore) {
    const carried = carryPositions(
      input.before,
      input.bookPositionsBefore,
      await positionsOf(tx, input.bookId),
    );
    for (const placement of input.before) placement.position = carried.get(placement.id)!;
  }
  const entries: OperationEntry[] = input.before.map(({ id, ...placement }) => ({
    id,
    placement,
    after: pick(after.get(id)!),
  }));
  const expiresAt = new Date(input.now.getTime() + UNDO_TTL_MS);
  const id = await insertOperation(tx, { ...input, entries }, input.now, expiresAt);
  return undoInfo(id, expiresAt);
}

function pick(s: ChapterStamp): ChapterStamp {
  return { updateTime: s.updateTime, position: s.position, version: s.version };
}

/**
 * Records (or, with `joinId`, extends) a replace: each changed chapter's
 * text before it (a version id) and whether a revision was pending then. A
 * chapter already in the operation keeps its first "before".
 */
export async function recordReplace(
  tx: Db,
  input: {
    authorId: string;
    bookId: string;
    joinId: string | undefined;
    changed: { id: string; versionId: string; hadRevision: boolean }[];
    now: Date;
  },
): Promise<UndoInfo> {
  const after = await stampsOf(
    tx,
    input.changed.map((c) => c.id),
  );
  const fresh: OperationEntry[] = input.changed.map((c) => ({
    id: c.id,
    text: { versionId: c.versionId, hadRevision: c.hadRevision },
    after: pick(after.get(c.id)!),
  }));
  if (input.joinId) {
    const op = await usableOperation(tx, input.authorId, input.joinId, input.now);
    if (op.kind !== 'replace' || op.bookId !== input.bookId) {
      throw notAllowed('That undo belongs to another operation');
    }
    const byId = new Map(op.entries.map((e) => [e.id, e]));
    for (const entry of fresh) {
      const first = byId.get(entry.id);
      byId.set(entry.id, first ? { ...first, after: entry.after } : entry);
    }
    await updateOperation(tx, op.id, { entries: [...byId.values()] });
    return undoInfo(op.id, op.expiresAt);
  }
  const expiresAt = new Date(input.now.getTime() + UNDO_TTL_MS);
  const id = await insertOperation(
    tx,
    { authorId: input.authorId, bookId: input.bookId, kind: 'replace', entries: fresh },
    input.now,
    expiresAt,
  );
  return undoInfo(id, expiresAt);
}

async function usableOperation(tx: Db, authorId: string, id: string, now: Date) {
  const op = await lockOwnedOperation(tx, authorId, id);
  if (!op) throw notFound();
  if (op.undoneAt) throw notAllowed('Already undone');
  if (op.expiresAt.getTime() <= now.getTime()) throw notAllowed('Too late to undo');
  return op;
}

/** Why an entry cannot be undone now, or null. */
function conflictOf(
  entry: OperationEntry,
  current: ChapterStamp | undefined,
  taken: Set<number>,
  now: Date,
): UndoConflict['reason'] | null {
  if (
    !current ||
    current.updateTime !== entry.after.updateTime ||
    current.position !== entry.after.position ||
    current.version !== entry.after.version
  ) {
    return 'changed';
  }
  if (!('placement' in entry)) return null;
  const { placement } = entry;
  if (
    placement.status === 'scheduled' &&
    placement.publishAt &&
    Date.parse(placement.publishAt) < now.getTime() + SCHEDULE_MIN_LEAD_MS
  ) {
    return 'publish_time_passed';
  }
  if (placement.position !== entry.after.position && taken.has(placement.position)) {
    return 'position_taken';
  }
  return null;
}

/** Undoes an operation; see the spec's undoChapterOperation. */
export function undoOperation(
  app: AppContext,
  authorId: string,
  body: RequestBody<'undoChapterOperation'>,
) {
  return app.db.transaction(async (tx) => {
    const now = app.now();
    const op = await usableOperation(tx, authorId, body.undo_id, now);
    await lockBook(tx, op.bookId);
    const ids = op.entries.map((e) => e.id);
    const states = await chapterStates(tx, ids);
    const taken = await chaptersAtPositions(
      tx,
      op.bookId,
      op.entries.flatMap((e) => ('placement' in e ? [e.placement.position] : [])),
      ids,
    );
    const conflicts: UndoConflict[] = [];
    const todo: OperationEntry[] = [];
    for (const entry of op.entries) {
      const reason = conflictOf(entry, states.get(entry.id), taken, now);
      if (reason) conflicts.push({ chapter_id: entry.id, reason });
      else todo.push(entry);
    }
    if (conflicts.length > 0 && !body.skip_changed) {
      throw conflict('Chapters changed after the operation', { conflicts });
    }
    if (op.kind === 'replace') await undoTexts(tx, op.bookId, todo as TextEntry[], now);
    else await undoPlacements(tx, op.bookId, todo as PlacementEntry[], states, now);
    await updateOperation(tx, op.id, { undoneAt: now });
    const restored = todo.map((e) => e.id);
    return {
      undo_id: op.id,
      kind: op.kind,
      restored,
      skipped: conflicts,
      list: restored.length > 0 ? await summariesOf(tx, restored) : [],
    };
  });
}

async function undoPlacements(
  tx: Db,
  bookId: string,
  entries: PlacementEntry[],
  states: Awaited<ReturnType<typeof chapterStates>>,
  now: Date,
): Promise<void> {
  if (entries.length === 0) return;
  const deltas = new Deltas();
  for (const { id, placement } of entries) {
    const current = states.get(id)!;
    // Trashed chapters are outside the counts; a move carries its words along.
    if (current.status !== 'trashed') deltas.add(current.volumeId, -1, -current.wordCount);
    if (placement.status !== 'trashed') deltas.add(placement.volumeId, 1, current.wordCount);
    await updateChapterRow(tx, id, {
      status: placement.status,
      statusBeforeTrash: placement.statusBeforeTrash,
      volumeId: placement.volumeId,
      position: placement.position,
      publishAt: placement.publishAt ? new Date(placement.publishAt) : null,
      trashedAt: placement.trashedAt ? new Date(placement.trashedAt) : null,
      updateTime: now,
    });
  }
  await deltas.apply(tx, bookId, now);
  await renumber(tx, bookId);
  await refreshLastPublished(tx, bookId);
}

async function undoTexts(tx: Db, bookId: string, entries: TextEntry[], now: Date): Promise<void> {
  if (entries.length === 0) return;
  // Counts and retention are settled once for the whole undo.
  const deltas = new Deltas();
  const rows = await chapterRows(
    tx,
    entries.map((e) => e.id),
  );
  const versions = await versionsById(
    tx,
    entries.map((e) => e.text.versionId),
  );
  const chapterById = new Map(rows.map((r) => [r.id, r]));
  const versionById = new Map(versions.map((v) => [v.id, v]));
  const revisionById = new Map(
    (
      await revisionsOf(
        tx,
        entries.map((e) => e.id),
      )
    ).map((r) => [r.chapterId, r]),
  );
  for (const { id, text } of entries) {
    const chapter = chapterById.get(id)!;
    const before = versionById.get(text.versionId);
    const revision = revisionById.get(id) ?? null;
    const current = workingTextOf(chapter, revision);
    let saved = chapter;
    if (!before) throw new Error(`undo: version ${text.versionId} of chapter ${id} is gone`);
    if (chapter.status === 'draft' || text.hadRevision) {
      saved = await writeWorkingText(
        tx,
        chapter,
        {
          title: before.title,
          content: before.content,
          authorNote: before.authorNote,
          isVip: current.isVip,
        },
        now,
        deltas,
      );
    } else {
      // The replace started the revision: dropping it puts the chapter back.
      await deleteRevisions(tx, [id]);
      saved = await updateChapterRow(tx, id, { version: chapter.version + 1, updateTime: now });
    }
    await recordVersion(tx, { ...snapshotOf(saved), ...before, chapterId: id }, 'undo', now, {
      prune: false,
    });
  }
  await deltas.apply(tx, bookId, now);
  await indexChapters(
    tx,
    bookId,
    entries.map((e) => e.id),
  );
  await pruneHistory(
    tx,
    entries.map((e) => e.id),
    now,
  );
}
