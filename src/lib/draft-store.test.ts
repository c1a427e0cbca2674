import { describe, expect, it } from 'vitest';
import {
  createMemoryDraftStore,
  draftKey,
  isLocalDraft,
  type LocalDraft,
  newDraftId,
} from './draft-store';

const base: LocalDraft = {
  key: 'new:d1',
  bookId: 'b1',
  chapterId: null,
  draftId: 'd1',
  volumeId: 'v1',
  baseVersion: null,
  synced: false,
  savedAt: 1,
  title: '第一章',
  content: '正文',
  authorNote: '',
  isVip: false,
  owner: 'tab-a',
};

describe('draft store', () => {
  it('keys drafts by chapter, or by draft id before the chapter exists', () => {
    expect(draftKey({ chapterId: 'c1', draftId: 'd1' })).toBe('chapter:c1');
    expect(draftKey({ chapterId: null, draftId: 'd1' })).toBe('new:d1');
    expect(() => draftKey({ chapterId: null, draftId: null })).toThrow();
  });

  it('makes URL-safe draft ids', () => {
    expect(newDraftId()).toMatch(/^[a-z0-9]{12}$/);
    expect(newDraftId()).not.toBe(newDraftId());
  });

  it('moves a new chapter draft to its chapter key once created', async () => {
    const store = createMemoryDraftStore();
    await store.save(base);
    expect(await store.get('new:d1')).toEqual(base);
    await store.save({
      ...base,
      key: 'chapter:c1',
      chapterId: 'c1',
      baseVersion: 1,
      content: '正文续',
    });
    expect(await store.get('new:d1')).toBeNull();
    expect((await store.get('chapter:c1'))?.content).toBe('正文续');
  });

  it('removes a draft once the server has it', async () => {
    const store = createMemoryDraftStore([{ ...base, key: 'chapter:c1', chapterId: 'c1' }]);
    await store.save({ ...base, key: 'chapter:c1', chapterId: 'c1', synced: true });
    expect(store.records.size).toBe(0);
  });

  it("keeps another tab's unsaved draft when this tab's save went through", async () => {
    const theirs = { ...base, key: 'chapter:c1', chapterId: 'c1', owner: 'tab-b', content: '乙' };
    const store = createMemoryDraftStore([theirs]);
    await store.save({ ...theirs, owner: 'tab-a', synced: true, content: '甲' });
    expect(await store.get('chapter:c1')).toEqual(theirs);
    // Unless this tab took that draft over (restored or discarded it).
    await store.save({ ...theirs, owner: 'tab-a', synced: true }, { takeOver: true });
    expect(store.records.size).toBe(0);
  });

  it('lists the unsynced drafts of a book, newest first', async () => {
    const store = createMemoryDraftStore([
      { ...base, key: 'new:a', draftId: 'a', savedAt: 1 },
      { ...base, key: 'new:b', draftId: 'b', savedAt: 3 },
      { ...base, key: 'new:c', draftId: 'c', bookId: 'other', savedAt: 2 },
    ]);
    expect((await store.listByBook('b1')).map((d) => d.key)).toEqual(['new:b', 'new:a']);
  });

  it('lists the unsynced drafts of every book, newest first (for the logout warning)', async () => {
    const store = createMemoryDraftStore([
      { ...base, key: 'new:a', draftId: 'a', savedAt: 1 },
      { ...base, key: 'new:b', draftId: 'b', savedAt: 3, synced: true },
      { ...base, key: 'new:c', draftId: 'c', bookId: 'other', savedAt: 2 },
    ]);
    expect((await store.listUnsynced()).map((d) => d.key)).toEqual(['new:c', 'new:a']);
  });

  it('rejects records of another shape', () => {
    expect(isLocalDraft(base)).toBe(true);
    expect(isLocalDraft({ ...base, content: 3 })).toBe(false);
    expect(isLocalDraft(null)).toBe(false);
  });
});
