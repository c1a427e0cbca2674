import { describe, expect, it } from 'vitest';
import { book, type Fakes, start } from '../testing/chapter-list';
import { deferred, flush } from '../testing/wait';
import {
  type ChapterRow,
  selectCanUndo,
  selectNotice,
  selectUndoing,
  type UndoFailure,
} from './chapter-list.machine';

/** A book of drafts only (drafts may be trashed). */
const drafts = (n: number): ChapterRow[] =>
  book(n).map((r) => ({ ...r, status: 'draft', publish_at: null, published_at: null }));

/** A list whose trash, move and schedule calls answer an undo id per call. */
const undoable = (rows = drafts(1200), undo?: Fakes['undo']) => {
  let call = 0;
  return start(rows, {
    undoId: (input) => (input.action.kind === 'publish' ? null : `u${++call}`),
    ...(undo ? { undo } : {}),
  });
};

const refuse = (failure: UndoFailure) => () => Promise.reject(failure);

describe('chapter list: undo of a bulk action', () => {
  it("offers undo after a trash, and undoes every batch's call", async () => {
    const { actor, snap, undoAction, reportChanged } = undoable();
    await flush();
    actor.send({ type: 'chapters.selectAll' });
    await flush();
    actor.send({ type: 'chapters.act', action: { kind: 'trash' } });
    await flush();
    expect(selectNotice(snap())).toEqual({ kind: 'done', action: 'trash', count: 1200 });
    expect(selectCanUndo(snap())).toBe(true);

    actor.send({ type: 'chapters.undo', skipChanged: false });
    expect(selectUndoing(snap())).toBe(true);
    await flush();
    expect(undoAction).toHaveBeenCalledWith({ undoIds: ['u1', 'u2', 'u3'], skipChanged: false });
    expect(selectNotice(snap())).toEqual({ kind: 'undone', action: 'trash', count: 3, skipped: 0 });
    expect(selectCanUndo(snap())).toBe(false);
    expect(reportChanged).toHaveBeenCalledTimes(2);
  });

  it('offers no undo for publishing now', async () => {
    const { actor, snap } = undoable(drafts(10));
    await flush();
    actor.send({ type: 'chapters.select', ids: ['c1'], selected: true });
    actor.send({ type: 'chapters.act', action: { kind: 'publish' } });
    await flush();
    expect(selectNotice(snap())?.kind).toBe('done');
    expect(selectCanUndo(snap())).toBe(false);
    actor.send({ type: 'chapters.undo', skipChanged: false });
    expect(selectUndoing(snap())).toBe(false);
  });

  it('says why an undo was refused, then puts back the chapters that did not change', async () => {
    let attempt = 0;
    const { actor, snap, undoAction } = undoable(drafts(10), (input) => {
      attempt++;
      if (attempt === 1) {
        return refuse({
          kind: 'conflict',
          conflicts: ['changed', 'publish_time_passed', 'changed'],
          undone: [],
        })();
      }
      return Promise.resolve({ restored: 1, skipped: input.skipChanged ? 3 : 0 });
    });
    await flush();
    actor.send({ type: 'chapters.select', ids: ['c1', 'c2', 'c3', 'c4'], selected: true });
    actor.send({
      type: 'chapters.act',
      action: { kind: 'schedule', publishAt: '2026-12-01T12:00:00+08:00' },
    });
    await flush();
    actor.send({ type: 'chapters.undo', skipChanged: false });
    await flush();
    expect(selectNotice(snap())).toEqual({
      kind: 'undoRefused',
      action: 'schedule',
      reasonId: 'chapters.undo.conflict',
      changed: 3,
      reasons: ['changed', 'publish_time_passed'],
    });
    expect(selectCanUndo(snap())).toBe(true);

    actor.send({ type: 'chapters.undo', skipChanged: true });
    await flush();
    expect(undoAction).toHaveBeenLastCalledWith({ undoIds: ['u1'], skipChanged: true });
    expect(selectNotice(snap())).toEqual({
      kind: 'undone',
      action: 'schedule',
      count: 1,
      skipped: 3,
    });
  });

  it('stops offering an undo the server no longer has, and keeps only the calls left', async () => {
    const expired = undoable(drafts(10), refuse({ kind: 'expired', conflicts: [], undone: [] }));
    await flush();
    expired.actor.send({ type: 'chapters.select', ids: ['c1'], selected: true });
    expired.actor.send({ type: 'chapters.act', action: { kind: 'trash' } });
    await flush();
    expired.actor.send({ type: 'chapters.undo', skipChanged: false });
    await flush();
    expect(selectNotice(expired.snap())).toMatchObject({ reasonId: 'chapters.undo.expired' });
    expect(selectCanUndo(expired.snap())).toBe(false);

    const partly = undoable(
      drafts(1200),
      refuse({ kind: 'failed', conflicts: [], undone: ['u2'] }),
    );
    await flush();
    partly.actor.send({ type: 'chapters.selectAll' });
    await flush();
    partly.actor.send({ type: 'chapters.act', action: { kind: 'move', volumeId: 'v2' } });
    await flush();
    partly.actor.send({ type: 'chapters.undo', skipChanged: false });
    await flush();
    expect(selectNotice(partly.snap())).toMatchObject({ reasonId: 'chapters.undo.failed' });
    partly.actor.send({ type: 'chapters.undo', skipChanged: false });
    await flush();
    expect(partly.undoAction).toHaveBeenLastCalledWith({
      undoIds: ['u1', 'u3'],
      skipChanged: false,
    });
  });

  it('a new action or a dismissed notice drops the undo; no action starts during an undo', async () => {
    const gate = deferred<{ restored: number; skipped: number }>();
    const { actor, snap, runAction } = undoable(drafts(10), () => gate.promise);
    await flush();
    actor.send({ type: 'chapters.select', ids: ['c1'], selected: true });
    actor.send({ type: 'chapters.act', action: { kind: 'trash' } });
    await flush();
    actor.send({ type: 'chapters.undo', skipChanged: false });
    actor.send({ type: 'chapters.select', ids: ['c2'], selected: true });
    actor.send({ type: 'chapters.act', action: { kind: 'trash' } });
    expect(runAction).toHaveBeenCalledTimes(1);
    gate.resolve({ restored: 1, skipped: 0 });
    await flush();

    actor.send({ type: 'chapters.act', action: { kind: 'trash' } });
    await flush();
    expect(selectCanUndo(snap())).toBe(true);
    actor.send({ type: 'chapters.dismissNotice' });
    expect(selectCanUndo(snap())).toBe(false);
  });
});
