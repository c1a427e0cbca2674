import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { LocalDraft } from '../../lib/draft-store';
import { advance, BOOK, chapter, draft, fail, fakeServer, start } from '../testing/chapter-editor';
import {
  EDITOR_ERRORS,
  type ServerChapter,
  selectConflict,
  selectContent,
  selectError,
  selectIsDirty,
  selectIsStuck,
  selectLocalBehind,
  selectLocalFailed,
  selectLocalSaved,
  selectRestoredDraft,
  selectRestoredDraftSaved,
  selectServer,
  selectSyncStatus,
  selectTitle,
  selectWordCount,
} from './chapter-editor.machine';

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('chapterEditorMachine: opening', () => {
  it('loads the chapter and shows it as saved', async () => {
    const t = start();
    expect(selectSyncStatus(t.snap())).toBe('loading');
    await advance(0);
    expect(selectSyncStatus(t.snap())).toBe('saved');
    expect(selectTitle(t.snap())).toBe('第一章 星火');
    expect(selectContent(t.snap())).toBe('林川抬起头。');
    expect(selectWordCount(t.snap())).toBe(5);
    expect(selectIsDirty(t.snap())).toBe(false);
  });

  it('shows a failed load and loads again on retry', async () => {
    let calls = 0;
    const t = start({
      load: async () => {
        calls++;
        if (calls === 1) throw new Error('offline');
        return { book: BOOK, chapter: chapter(), draft: null };
      },
    });
    await advance(0);
    expect(selectSyncStatus(t.snap())).toBe('loadFailed');
    expect(selectError(t.snap())).toBe(EDITOR_ERRORS.load);
    t.actor.send({ type: 'editor.retry' });
    await advance(0);
    expect(selectSyncStatus(t.snap())).toBe('saved');
  });

  it("puts back a draft written on the server's current version and saves it by itself, without asking", async () => {
    const t = start({ drafts: [draft()] });
    await advance(0);
    // No choice to make: the draft is the text, not yet on the server.
    expect(selectSyncStatus(t.snap())).toBe('unsaved');
    expect(selectConflict(t.snap())).toBeNull();
    expect(selectContent(t.snap())).toBe('林川抬起头。夜空里有光。');
    expect(selectIsDirty(t.snap())).toBe(true);
    expect(selectRestoredDraft(t.snap())).toEqual({ savedAt: 1_000, words: 10, rev: 1 });
    expect(selectRestoredDraftSaved(t.snap())).toBe(false);
    await advance(2000);
    expect(t.save).toHaveBeenCalledWith({
      kind: 'update',
      chapterId: 'c1',
      version: 3,
      fields: expect.objectContaining({ content: '林川抬起头。夜空里有光。' }),
    });
    expect(t.server.stored?.content).toBe('林川抬起头。夜空里有光。');
    expect(selectSyncStatus(t.snap())).toBe('saved');
    expect(selectRestoredDraftSaved(t.snap())).toBe(true);
    // Synced: the local copy is no longer needed.
    expect(t.store.records.size).toBe(0);
    // The notice goes once the author writes on.
    t.actor.send({ type: 'editor.change', field: 'content', value: '林川抬起头。夜空里有光。又' });
    expect(selectRestoredDraft(t.snap())).toBeNull();
  });

  it('keeps a put-back draft on this device and says so when its save fails', async () => {
    const t = start({
      drafts: [draft()],
      save: () => fail({ kind: 'notAllowed' }),
    });
    await advance(0);
    await advance(2000);
    expect(selectSyncStatus(t.snap())).toBe('blocked');
    expect(selectIsStuck(t.snap())).toBe(true);
    expect(selectRestoredDraft(t.snap())).not.toBeNull();
    expect(selectRestoredDraftSaved(t.snap())).toBe(false);
    expect(selectContent(t.snap())).toBe('林川抬起头。夜空里有光。');
    const kept = [...t.store.records.values()][0];
    expect(kept?.content).toBe('林川抬起头。夜空里有光。');
    expect(kept?.synced).toBe(false);
  });

  it('opens in conflict when the server moved on since the draft was written', async () => {
    const t = start({ drafts: [draft({ baseVersion: 2 })] });
    await advance(0);
    expect(selectSyncStatus(t.snap())).toBe('conflict');
    expect(selectContent(t.snap())).toBe('林川抬起头。夜空里有光。');
    expect(selectConflict(t.snap())?.content).toBe('林川抬起头。');
    expect(selectRestoredDraft(t.snap())).toBeNull();
    expect(t.save).not.toHaveBeenCalled();
  });

  it('ignores a draft identical to the server copy and a synced one', async () => {
    const same = start({ drafts: [draft({ content: '林川抬起头。', baseVersion: 2 })] });
    await advance(0);
    expect(selectSyncStatus(same.snap())).toBe('saved');
    const synced = start({ drafts: [draft({ synced: true })] });
    await advance(0);
    expect(selectSyncStatus(synced.snap())).toBe('saved');
  });

  it("brings a new chapter's draft back by itself and creates it", async () => {
    const t = start({
      server: null,
      input: { chapterId: null, draftId: 'd1' },
      drafts: [
        draft({
          key: 'new:d1',
          chapterId: null,
          draftId: 'd1',
          baseVersion: null,
          volumeId: 'v2',
          title: '第二章',
          content: '新的一章。',
        }),
      ],
    });
    await advance(0);
    expect(selectContent(t.snap())).toBe('新的一章。');
    await advance(2000);
    expect(t.save).toHaveBeenCalledWith({
      kind: 'create',
      bookId: 'b1',
      volumeId: 'v2',
      // The draft's id goes along, so a create sent again never makes a second chapter.
      draftId: 'd1',
      fields: expect.objectContaining({ title: '第二章' }),
    });
  });
});

describe('chapterEditorMachine: word count', () => {
  it('recounts at most wordCountDelay after a change, and during a long burst too', async () => {
    const t = start();
    await advance(0);
    expect(selectWordCount(t.snap())).toBe(5);
    t.type('林川抬起头。风');
    // Not on the keystroke itself: 30,000 characters would be counted per key.
    expect(selectWordCount(t.snap())).toBe(5);
    await advance(200);
    expect(selectWordCount(t.snap())).toBe(6);
    // Typing every 100 ms never waits for a pause: the count keeps moving.
    t.type('林川抬起头。风起');
    await advance(100);
    t.type('林川抬起头。风起了');
    await advance(100);
    expect(selectWordCount(t.snap())).toBe(8);
    t.type('林川抬起头。风起了云');
    await advance(100);
    t.type('林川抬起头。风起了云涌');
    await advance(100);
    expect(selectWordCount(t.snap())).toBe(10);
  });
});

describe('chapterEditorMachine: local drafts', () => {
  it('writes every change to the local store as soon as the page is idle, before any server save', async () => {
    const t = start();
    await advance(0);
    t.type('林川抬起头。风');
    await advance(0);
    expect(t.store.records.get('chapter:c1')).toMatchObject({
      content: '林川抬起头。风',
      baseVersion: 3,
      synced: false,
    });
    expect(selectLocalSaved(t.snap())).toBe(true);
    expect(t.save).not.toHaveBeenCalled();
  });

  it('keeps one write in flight and writes the latest text after it', async () => {
    const writes: { draft: LocalDraft; resolve: () => void }[] = [];
    const t = start({
      write: (d) => new Promise<void>((resolve) => writes.push({ draft: d, resolve })),
    });
    await advance(0);
    t.type('一');
    // The first write starts once the page is idle (at once here)...
    await advance(0);
    t.type('一二');
    t.type('一二三');
    await advance(0);
    // ...and the changes made while it is in flight wait for it.
    expect(writes).toHaveLength(1);
    expect(writes[0]?.draft.content).toBe('一');
    expect(selectLocalSaved(t.snap())).toBe(false);
    writes[0]?.resolve();
    await advance(0);
    expect(writes).toHaveLength(2);
    expect(writes[1]?.draft.content).toBe('一二三');
    writes[1]?.resolve();
    await advance(0);
    expect(selectLocalSaved(t.snap())).toBe(true);
  });

  it('writes once the page is idle, no later than localWriteIdleLimit, and at once on a flush', async () => {
    const writes: string[] = [];
    let idle = () => {};
    const t = start({
      write: async (d) => {
        writes.push(d.content);
      },
      idle: () =>
        new Promise<void>((resolve) => {
          idle = resolve;
        }),
    });
    await advance(0);
    t.type('一');
    t.type('一二');
    await advance(0);
    // Queued until the frame showing the keys is drawn and the page is idle.
    expect(writes).toEqual([]);
    expect(selectLocalSaved(t.snap())).toBe(false);
    idle();
    await advance(0);
    expect(writes).toEqual(['一二']);
    // A page that never idles still writes within localWriteIdleLimit.
    t.type('一二三');
    await advance(49);
    expect(writes).toEqual(['一二']);
    await advance(1);
    expect(writes).toEqual(['一二', '一二三']);
    // Tab hidden, page hide, Ctrl+S, blur, leaving: no wait at all.
    t.type('一二三四');
    t.actor.send({ type: 'editor.flush' });
    await advance(0);
    expect(writes).toEqual(['一二', '一二三', '一二三四']);
    // The flush also saved to the server, whose answer is written in turn.
    await advance(50);
    expect(selectLocalSaved(t.snap())).toBe(true);
  });

  it('says the device is behind only when a write takes longer than localWriteSlow', async () => {
    const writes: (() => void)[] = [];
    const t = start({ write: () => new Promise<void>((resolve) => writes.push(resolve)) });
    await advance(0);
    t.type('一');
    await advance(0);
    // A write in flight is not yet "behind": typing would flicker the status line.
    expect(selectLocalSaved(t.snap())).toBe(false);
    expect(selectLocalBehind(t.snap())).toBe(false);
    await advance(999);
    expect(selectLocalBehind(t.snap())).toBe(false);
    await advance(1);
    expect(selectLocalBehind(t.snap())).toBe(true);
    writes[0]?.();
    await advance(0);
    expect(selectLocalSaved(t.snap())).toBe(true);
    expect(selectLocalBehind(t.snap())).toBe(false);
  });

  it('says so when the local store refuses a write, and recovers on the next one', async () => {
    let refuse = true;
    const t = start({
      write: async () => {
        if (refuse) throw new Error('QuotaExceededError');
      },
    });
    await advance(0);
    t.type('一');
    await advance(0);
    expect(selectLocalFailed(t.snap())).toBe(true);
    refuse = false;
    t.type('一二');
    await advance(0);
    expect(selectLocalFailed(t.snap())).toBe(false);
  });
});

describe('chapterEditorMachine: saving to the server', () => {
  it('saves after the debounce of quiet typing, sending the version', async () => {
    const t = start();
    await advance(0);
    t.type('林川抬起头。风');
    expect(selectSyncStatus(t.snap())).toBe('unsaved');
    await advance(1500);
    t.type('林川抬起头。风起');
    await advance(1500);
    expect(t.save).not.toHaveBeenCalled();
    await advance(500);
    expect(t.save).toHaveBeenCalledTimes(1);
    expect(t.save).toHaveBeenLastCalledWith({
      kind: 'update',
      chapterId: 'c1',
      version: 3,
      fields: { title: '第一章 星火', content: '林川抬起头。风起', authorNote: '', isVip: false },
    });
    await advance(0);
    expect(selectSyncStatus(t.snap())).toBe('saved');
    expect(selectServer(t.snap())?.version).toBe(4);
    expect(t.store.records.size).toBe(0);
  });

  it('tells the server which save carries a replace all, until one of them is saved', async () => {
    const t = start();
    await advance(0);
    t.actor.send({ type: 'editor.change', field: 'content', value: '林舟。', replaceAll: true });
    t.type('林舟。又');
    t.actor.send({ type: 'editor.flush' });
    await advance(0);
    expect(t.save).toHaveBeenLastCalledWith(
      expect.objectContaining({
        replaceAll: true,
        fields: expect.objectContaining({ content: '林舟。又' }),
      }),
    );
    t.type('林舟。又一');
    t.actor.send({ type: 'editor.flush' });
    await advance(0);
    expect(t.save).toHaveBeenCalledTimes(2);
    expect(t.save.mock.lastCall?.[0]).not.toHaveProperty('replaceAll');
  });

  it('saves at once on flush (blur, hide, Ctrl+S)', async () => {
    const t = start();
    await advance(0);
    t.type('改');
    t.actor.send({ type: 'editor.flush' });
    await advance(0);
    expect(t.save).toHaveBeenCalledTimes(1);
    expect(selectSyncStatus(t.snap())).toBe('saved');
  });

  it('keeps typing during a save and sends the rest with the new version', async () => {
    let release: (() => void) | undefined;
    const server = fakeServer(chapter());
    const t = start({
      save: (input) =>
        new Promise<ServerChapter>((resolve, reject) => {
          release = () => server.save(input).then(resolve, reject);
        }),
    });
    await advance(0);
    t.type('一');
    t.actor.send({ type: 'editor.flush' });
    await advance(0);
    expect(selectSyncStatus(t.snap())).toBe('saving');
    t.type('一二');
    release?.();
    await advance(0);
    expect(selectIsDirty(t.snap())).toBe(true);
    expect(selectSyncStatus(t.snap())).toBe('unsaved');
    await advance(2000);
    release?.();
    await advance(0);
    expect(t.save).toHaveBeenLastCalledWith(
      expect.objectContaining({ version: 4, fields: expect.objectContaining({ content: '一二' }) }),
    );
    expect(selectSyncStatus(t.snap())).toBe('saved');
  });

  it('creates a new chapter once it has a title, then updates it by id', async () => {
    const t = start({ server: null, input: { chapterId: null, draftId: 'd9' } });
    await advance(0);
    t.type('没有标题的正文。');
    await advance(2000);
    expect(selectSyncStatus(t.snap())).toBe('incomplete');
    expect(t.save).not.toHaveBeenCalled();
    expect(t.store.records.get('new:d9')?.content).toBe('没有标题的正文。');

    t.actor.send({ type: 'editor.change', field: 'title', value: '第三章 归来' });
    await advance(2000);
    expect(t.save).toHaveBeenCalledWith({
      kind: 'create',
      bookId: 'b1',
      volumeId: 'v2',
      draftId: 'd9',
      fields: expect.objectContaining({ title: '第三章 归来', content: '没有标题的正文。' }),
    });
    expect(t.emitted).toContainEqual({ type: 'editor.created', chapterId: 'c-new' });
    expect(t.store.records.size).toBe(0);

    t.type('没有标题的正文。续');
    await advance(2000);
    expect(t.save).toHaveBeenLastCalledWith(
      expect.objectContaining({ kind: 'update', chapterId: 'c-new', version: 1 }),
    );
  });

  it('puts a new chapter in the chosen volume', async () => {
    const t = start({ server: null, input: { chapterId: null, draftId: 'd2' } });
    await advance(0);
    t.actor.send({ type: 'editor.change', field: 'volumeId', value: 'v1' });
    t.actor.send({ type: 'editor.change', field: 'title', value: '楔子' });
    t.actor.send({ type: 'editor.flush' });
    await advance(0);
    expect(t.save).toHaveBeenCalledWith(expect.objectContaining({ volumeId: 'v1' }));
  });
});
