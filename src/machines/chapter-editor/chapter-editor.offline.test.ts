/**
 * Issue 17: the editor opens with no server at all. A chapter whose latest
 * text is on this device opens from its draft, marked as such, keeps what
 * is typed, and is sent on the draft's base version once the network is
 * back (a conflict goes the usual way); one that is not says so.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { advance, BOOK, chapter, draft, fail, start } from '../testing/chapter-editor';
import {
  EDITOR_ERRORS,
  type LoadResult,
  selectBook,
  selectConflict,
  selectContent,
  selectError,
  selectIsEditing,
  selectOpenedOffline,
  selectServer,
  selectSyncStatus,
} from './chapter-editor.machine';

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

/** A load that finds no server until `reachable()` is true, then answers like the real one. */
function unreachableUntil(reachable: () => boolean, answer: () => Promise<LoadResult>) {
  return () => (reachable() ? answer() : fail({ kind: 'network' }));
}

describe('chapterEditorMachine: opening offline', () => {
  it('opens the device draft when the server cannot be reached, marked as offline', async () => {
    const t = start({
      input: { online: false },
      drafts: [draft({ content: '离线前写的字' })],
      load: () => fail({ kind: 'network' }),
    });
    await advance(0);
    expect(selectIsEditing(t.snap())).toBe(true);
    expect(selectContent(t.snap())).toBe('离线前写的字');
    expect(selectOpenedOffline(t.snap())).toBe(true);
    expect(selectBook(t.snap())).toBeNull();
    expect(selectError(t.snap())).toBeNull();
    expect(t.readDraft).toHaveBeenCalledWith('chapter:c1');
    // Not on the server: the sync says offline and sends nothing.
    await advance(10_000);
    expect(selectSyncStatus(t.snap())).toBe('offline');
    expect(t.save).not.toHaveBeenCalled();
  });

  it('keeps what is typed offline on the device, then saves it on the base version and reads the book', async () => {
    let reachable = false;
    const t = start({
      input: { online: false },
      drafts: [draft({ content: '离线前', baseVersion: 3 })],
      load: unreachableUntil(
        () => reachable,
        async () => ({ book: BOOK, chapter: t.server.stored, draft: null }),
      ),
    });
    await advance(0);
    t.type('离线前，离线后又写');
    await advance(100);
    expect(t.store.records.get('chapter:c1')?.content).toBe('离线前，离线后又写');
    expect(t.store.records.get('chapter:c1')?.baseVersion).toBe(3);

    reachable = true;
    t.actor.send({ type: 'network.online' });
    await advance(2_000);
    expect(t.save).toHaveBeenCalledWith({
      kind: 'update',
      chapterId: 'c1',
      version: 3,
      fields: expect.objectContaining({ content: '离线前，离线后又写' }),
    });
    expect(t.server.stored?.content).toBe('离线前，离线后又写');
    expect(selectSyncStatus(t.snap())).toBe('saved');
    expect(selectBook(t.snap())).toEqual(BOOK);
    expect(selectServer(t.snap())?.version).toBe(4);
    expect(selectOpenedOffline(t.snap())).toBe(false);
    // The server has the text: the device's record is gone (it was taken over).
    expect(t.store.records.has('chapter:c1')).toBe(false);
  });

  it('a server that moved on meanwhile goes through the conflict, the device text kept', async () => {
    let reachable = false;
    const t = start({
      input: { online: false },
      server: chapter({ version: 5, content: '另一台设备写的' }),
      drafts: [draft({ content: '本机离线写的', baseVersion: 3 })],
      load: unreachableUntil(
        () => reachable,
        async () => ({ book: BOOK, chapter: t.server.stored, draft: null }),
      ),
    });
    await advance(0);
    reachable = true;
    t.actor.send({ type: 'network.online' });
    await advance(2_000);
    expect(selectSyncStatus(t.snap())).toBe('conflict');
    expect(selectConflict(t.snap())?.content).toBe('另一台设备写的');
    expect(selectContent(t.snap())).toBe('本机离线写的');
    expect(t.store.records.get('chapter:c1')?.content).toBe('本机离线写的');

    t.actor.send({ type: 'conflict.keepMine' });
    await advance(0);
    expect(t.server.stored?.content).toBe('本机离线写的');
    expect(selectSyncStatus(t.snap())).toBe('saved');
    expect(selectBook(t.snap())).toEqual(BOOK);
  });

  it('a new chapter drafted offline is created once the server is back', async () => {
    let reachable = false;
    const t = start({
      server: null,
      input: { chapterId: null, draftId: 'd1', online: false },
      drafts: [
        draft({
          key: 'new:d1',
          chapterId: null,
          draftId: 'd1',
          volumeId: 'v2',
          baseVersion: null,
          title: '第二章',
          content: '新章的开头',
        }),
      ],
      load: unreachableUntil(
        () => reachable,
        async () => ({ book: BOOK, chapter: null, draft: null }),
      ),
    });
    await advance(0);
    expect(selectContent(t.snap())).toBe('新章的开头');
    reachable = true;
    t.actor.send({ type: 'network.online' });
    await advance(2_000);
    expect(t.save).toHaveBeenCalledWith(
      expect.objectContaining({ kind: 'create', volumeId: 'v2', draftId: 'd1' }),
    );
    expect(t.emitted).toContainEqual({ type: 'editor.created', chapterId: 'c-new' });
    expect(t.store.records.size).toBe(0);
  });

  it('with no draft on the device: says the chapter is not here, and opens it once online', async () => {
    let reachable = false;
    const t = start({
      input: { online: false },
      load: unreachableUntil(
        () => reachable,
        async () => ({ book: BOOK, chapter: t.server.stored, draft: null }),
      ),
    });
    await advance(0);
    expect(selectSyncStatus(t.snap())).toBe('offlineNoDraft');
    expect(selectError(t.snap())).toBe(EDITOR_ERRORS.offlineNoDraft);
    expect(selectIsEditing(t.snap())).toBe(false);

    // Still unreachable: asking again says the same.
    t.actor.send({ type: 'editor.retry' });
    await advance(0);
    expect(selectSyncStatus(t.snap())).toBe('offlineNoDraft');

    reachable = true;
    t.actor.send({ type: 'network.online' });
    await advance(0);
    expect(selectIsEditing(t.snap())).toBe(true);
    expect(selectContent(t.snap())).toBe('林川抬起头。');
    expect(selectError(t.snap())).toBeNull();
    expect(selectOpenedOffline(t.snap())).toBe(false);
  });

  it('a draft store that cannot be read counts as no draft', async () => {
    const t = start({ load: () => fail({ kind: 'network' }) });
    t.readDraft.mockRejectedValueOnce(new Error('IndexedDB blocked'));
    await advance(0);
    expect(selectSyncStatus(t.snap())).toBe('offlineNoDraft');
  });

  it('a load the server refused is no offline spell', async () => {
    const t = start({ load: () => fail({ kind: 'server' }) });
    await advance(0);
    expect(selectSyncStatus(t.snap())).toBe('loadFailed');
    expect(selectError(t.snap())).toBe(EDITOR_ERRORS.load);
    expect(t.readDraft).not.toHaveBeenCalled();
  });
});
