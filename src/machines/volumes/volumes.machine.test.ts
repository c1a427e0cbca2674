import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { deferred, flush } from '../testing/wait';
import {
  moveVolume,
  selectBookTitle,
  selectVolumeChangeError,
  selectVolumeSaving,
  selectVolumes,
  selectVolumesLoadError,
  selectVolumesLoading,
  VOLUME_NOT_EMPTY,
  VOLUME_SAVE_ERROR,
  VOLUME_TITLE_REQUIRED,
  VOLUME_TITLE_TOO_LONG,
  VOLUMES_LOAD_ERROR,
  type VolumeChange,
  type VolumeItem,
  type VolumesLoad,
  volumesMachine,
} from './volumes.machine';

const vol = (id: string, chapters = 0): VolumeItem => ({
  id,
  title: `卷${id}`,
  chapter_count: chapters,
  word_count: chapters * 2000,
});

function start(
  load: () => Promise<VolumesLoad> = () =>
    Promise.resolve({ bookTitle: '星海长歌', volumes: [vol('a', 3), vol('b'), vol('c', 1)] }),
  save: (change: VolumeChange) => Promise<void> = () => Promise.resolve(),
) {
  const loadVolumes = vi.fn(load);
  const saveVolume = vi.fn(save);
  const actor = createActor(
    volumesMachine.provide({
      actors: {
        loadVolumes: fromPromise(() => loadVolumes()),
        saveVolume: fromPromise(({ input }: { input: VolumeChange }) => saveVolume(input)),
      },
    }),
    { input: { bookId: 'b1' } },
  ).start();
  return { actor, loadVolumes, saveVolume, snap: () => actor.getSnapshot() };
}

describe('moveVolume', () => {
  const list = [vol('a'), vol('b'), vol('c')];
  it('moves after another, first, or leaves an unknown move alone', () => {
    expect(moveVolume(list, 'a', 'c').map((v) => v.id)).toEqual(['b', 'c', 'a']);
    expect(moveVolume(list, 'c', null).map((v) => v.id)).toEqual(['c', 'a', 'b']);
    expect(moveVolume(list, 'x', null)).toBe(list);
    expect(moveVolume(list, 'a', 'x')).toBe(list);
  });
});

describe('volumes machine', () => {
  it('loads the book title and its volumes', async () => {
    const { snap } = start();
    expect(selectVolumesLoading(snap())).toBe(true);
    await flush();
    expect(selectVolumesLoading(snap())).toBe(false);
    expect(selectBookTitle(snap())).toBe('星海长歌');
    expect(selectVolumes(snap()).map((v) => v.id)).toEqual(['a', 'b', 'c']);
  });

  it('reports a failed load and loads again on refresh', async () => {
    let fail = true;
    const { actor, snap } = start(() =>
      fail
        ? Promise.reject(new Error('offline'))
        : Promise.resolve({ bookTitle: 't', volumes: [] }),
    );
    await flush();
    expect(selectVolumesLoadError(snap())).toBe(VOLUMES_LOAD_ERROR);
    fail = false;
    actor.send({ type: 'volumes.refresh' });
    await flush();
    expect(selectVolumesLoadError(snap())).toBeNull();
    expect(snap().matches('ready')).toBe(true);
  });

  it('creates a volume with a trimmed title, then reloads', async () => {
    const { actor, saveVolume, loadVolumes, snap } = start();
    await flush();
    actor.send({ type: 'volumes.create', title: '  第十一卷 星海归途 ' });
    expect(selectVolumeSaving(snap())).toBe(true);
    expect(saveVolume).toHaveBeenCalledWith({
      kind: 'create',
      bookId: 'b1',
      title: '第十一卷 星海归途',
    });
    await flush();
    expect(loadVolumes).toHaveBeenCalledTimes(2);
    expect(snap().matches('ready')).toBe(true);
  });

  it('checks titles before sending: empty, or over 20 characters', async () => {
    const { actor, saveVolume, snap } = start();
    await flush();
    actor.send({ type: 'volumes.create', title: '   ' });
    expect(selectVolumeChangeError(snap())).toEqual({
      kind: 'create',
      volumeId: null,
      reasonId: VOLUME_TITLE_REQUIRED,
    });
    actor.send({ type: 'volumes.rename', volumeId: 'a', title: '卷'.repeat(21) });
    expect(selectVolumeChangeError(snap())).toEqual({
      kind: 'rename',
      volumeId: 'a',
      reasonId: VOLUME_TITLE_TOO_LONG,
    });
    // Twenty ideographs are fine (counted as characters, not UTF-16 units).
    actor.send({ type: 'volumes.rename', volumeId: 'a', title: '𠀀'.repeat(20) });
    expect(saveVolume).toHaveBeenCalledTimes(1);
    expect(selectVolumeChangeError(snap())).toBeNull();
  });

  it('shows a move at once and keeps the server order after the reload', async () => {
    const gate = deferred<void>();
    let order = [vol('a', 3), vol('b'), vol('c', 1)];
    const { actor, saveVolume, snap } = start(
      () => Promise.resolve({ bookTitle: 't', volumes: order }),
      () => gate.promise,
    );
    await flush();
    actor.send({ type: 'volumes.move', volumeId: 'c', afterVolumeId: null });
    expect(selectVolumes(snap()).map((v) => v.id)).toEqual(['c', 'a', 'b']);
    expect(saveVolume).toHaveBeenCalledWith({ kind: 'move', volumeId: 'c', afterVolumeId: null });
    order = [vol('c', 1), vol('a', 3), vol('b')];
    gate.resolve();
    await flush();
    expect(selectVolumes(snap()).map((v) => v.id)).toEqual(['c', 'a', 'b']);
  });

  it('undoes a failed move by reloading, and says why', async () => {
    const { actor, snap } = start(undefined, () => Promise.reject(new Error('offline')));
    await flush();
    actor.send({ type: 'volumes.move', volumeId: 'a', afterVolumeId: 'c' });
    expect(selectVolumes(snap()).map((v) => v.id)).toEqual(['b', 'c', 'a']);
    await flush();
    expect(selectVolumes(snap()).map((v) => v.id)).toEqual(['a', 'b', 'c']);
    expect(selectVolumeChangeError(snap())).toEqual({
      kind: 'move',
      volumeId: 'a',
      reasonId: VOLUME_SAVE_ERROR,
    });
  });

  it('ignores moving a volume after itself', async () => {
    const { actor, saveVolume } = start();
    await flush();
    actor.send({ type: 'volumes.move', volumeId: 'a', afterVolumeId: 'a' });
    expect(saveVolume).not.toHaveBeenCalled();
  });

  it('refuses to delete a volume holding chapters, with the reason', async () => {
    const { actor, snap } = start(undefined, () =>
      Promise.reject({ code: 103001, body: null, message: 'not empty' }),
    );
    await flush();
    actor.send({ type: 'volumes.delete', volumeId: 'a' });
    await flush();
    expect(selectVolumeChangeError(snap())).toEqual({
      kind: 'delete',
      volumeId: 'a',
      reasonId: VOLUME_NOT_EMPTY,
    });
    actor.send({ type: 'volumes.dismissError' });
    expect(selectVolumeChangeError(snap())).toBeNull();
  });

  it('gives a server validation failure its message id', async () => {
    const { actor, snap } = start(undefined, () =>
      Promise.reject({ code: 101001, body: { errors: { title: 'validation.duplicate' } } }),
    );
    await flush();
    actor.send({ type: 'volumes.rename', volumeId: 'b', title: '卷a' });
    await flush();
    expect(selectVolumeChangeError(snap())?.reasonId).toBe('validation.duplicate');
  });

  it('takes one change at a time and a refresh replaces a load in flight', async () => {
    const gate = deferred<void>();
    const { actor, saveVolume, loadVolumes } = start(undefined, () => gate.promise);
    await flush();
    actor.send({ type: 'volumes.delete', volumeId: 'b' });
    actor.send({ type: 'volumes.delete', volumeId: 'c' });
    actor.send({ type: 'volumes.refresh' });
    expect(saveVolume).toHaveBeenCalledTimes(1);
    expect(loadVolumes).toHaveBeenCalledTimes(1);
    gate.resolve();
    await flush();
    expect(loadVolumes).toHaveBeenCalledTimes(2);
    actor.send({ type: 'volumes.refresh' });
    actor.send({ type: 'volumes.refresh' });
    expect(loadVolumes).toHaveBeenCalledTimes(4);
  });
});
