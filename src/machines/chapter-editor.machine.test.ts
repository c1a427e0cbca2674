import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { createMemoryDraftStore, type LocalDraft } from '../lib/draft-store';
import {
  type BookFacts,
  type ChapterEditorEmitted,
  type ChapterEditorInput,
  chapterEditorMachine,
  type DraftWrite,
  EDITOR_ERRORS,
  type LoadResult,
  type PublishInput,
  type PublishResult,
  retryDelay,
  type SaveFailure,
  type SaveInput,
  type ServerChapter,
  selectConflict,
  selectContent,
  selectError,
  selectFieldErrors,
  selectIsDirty,
  selectLocalFailed,
  selectLocalSaved,
  selectPublishError,
  selectPublishFieldErrors,
  selectRestoreOffer,
  selectServer,
  selectSyncStatus,
  selectTitle,
  selectWordCount,
} from './chapter-editor.machine';

const BOOK: BookFacts = {
  id: 'b1',
  title: '星海长歌',
  allowVip: true,
  volumes: [
    { id: 'v1', title: '第一卷' },
    { id: 'v2', title: '第二卷' },
  ],
};

function chapter(overrides: Partial<ServerChapter> = {}): ServerChapter {
  return {
    id: 'c1',
    bookId: 'b1',
    volumeId: 'v1',
    chapterNo: 1,
    version: 3,
    status: 'draft',
    publishAt: null,
    publishedAt: null,
    updateTime: '2026-11-20T10:00:00+08:00',
    prevChapterId: null,
    nextChapterId: 'c2',
    title: '第一章 星火',
    content: '林川抬起头。',
    authorNote: '',
    isVip: false,
    ...overrides,
  };
}

function draft(overrides: Partial<LocalDraft> = {}): LocalDraft {
  return {
    key: 'chapter:c1',
    bookId: 'b1',
    chapterId: 'c1',
    draftId: null,
    volumeId: 'v1',
    baseVersion: 3,
    synced: false,
    savedAt: 1_000,
    title: '第一章 星火',
    content: '林川抬起头。夜空里有光。',
    authorNote: '',
    isVip: false,
    owner: 'earlier-tab',
    ...overrides,
  };
}

/** A failure the way the app's classifier hands it to the machine. */
const fail = (failure: SaveFailure) => Promise.reject(failure);

interface Options {
  input?: Partial<ChapterEditorInput>;
  server?: ServerChapter | null;
  drafts?: LocalDraft[];
  load?: () => Promise<LoadResult>;
  save?: (input: SaveInput) => Promise<ServerChapter>;
  write?: (draft: LocalDraft) => Promise<void>;
  publish?: (input: PublishInput) => Promise<PublishResult>;
}

/** A server that keeps one chapter and answers like the real one (version checks). */
function fakeServer(initial: ServerChapter | null) {
  let stored = initial;
  const save = vi.fn(async (input: SaveInput): Promise<ServerChapter> => {
    if (input.kind === 'create') {
      stored = chapter({
        id: 'c-new',
        volumeId: input.volumeId,
        version: 1,
        ...input.fields,
      });
      return stored;
    }
    if (!stored) throw { kind: 'notFound' } satisfies SaveFailure;
    if (input.version !== stored.version) {
      throw { kind: 'conflict', current: stored } satisfies SaveFailure;
    }
    stored = { ...stored, ...input.fields, version: stored.version + 1 };
    return stored;
  });
  return {
    save,
    get stored() {
      return stored;
    },
    set stored(value) {
      stored = value;
    },
  };
}

function start(options: Options = {}) {
  const initial = options.server === undefined ? chapter() : options.server;
  const server = fakeServer(initial);
  const store = createMemoryDraftStore(options.drafts ?? []);
  const load = vi.fn(
    options.load ??
      (async (): Promise<LoadResult> => ({
        book: BOOK,
        chapter: server.stored && (options.input?.chapterId ?? 'c1') ? server.stored : null,
        draft: await store.get(
          options.input?.chapterId === null
            ? `new:${options.input?.draftId ?? ''}`
            : `chapter:${options.input?.chapterId ?? 'c1'}`,
        ),
      })),
  );
  const save = options.save ? vi.fn(options.save) : server.save;
  const writeDraft = vi.fn(
    options.write
      ? (w: DraftWrite) => options.write?.(w.draft)
      : (w: DraftWrite) => store.save(w.draft, { takeOver: w.takeOver }),
  );
  const publish = vi.fn(
    options.publish ??
      (async (input: PublishInput): Promise<PublishResult> => ({
        status: input.publishAt ? 'scheduled' : 'published',
        publishAt: input.publishAt,
        publishedAt: input.publishAt ? null : '2026-11-20T12:00:00+08:00',
        version: server.stored?.version ?? 1,
      })),
  );
  const machine = chapterEditorMachine.provide({
    actors: {
      load: fromPromise(() => load()),
      save: fromPromise(({ input }: { input: SaveInput }) => save(input)),
      writeDraft: fromPromise(
        ({ input }: { input: DraftWrite }) => writeDraft(input) ?? Promise.resolve(),
      ),
      publish: fromPromise(({ input }: { input: PublishInput }) => publish(input)),
      unschedule: fromPromise(
        async (): Promise<PublishResult> => ({
          status: 'draft',
          publishAt: null,
          publishedAt: null,
          version: server.stored?.version ?? 1,
        }),
      ),
    },
  });
  let clock = 10_000;
  const actor = createActor(machine, {
    input: {
      bookId: 'b1',
      chapterId: 'c1',
      draftId: null,
      online: true,
      loggedIn: true,
      now: () => clock,
      ...options.input,
    },
  });
  const emitted: ChapterEditorEmitted[] = [];
  actor.on('*', (event) => emitted.push(event));
  actor.start();
  const type = (text: string) => {
    clock += 100;
    actor.send({ type: 'editor.change', field: 'content', value: text });
  };
  return {
    actor,
    server,
    store,
    load,
    save,
    writeDraft,
    publish,
    emitted,
    type,
    snap: () => actor.getSnapshot(),
  };
}

/** Moves fake time forward and lets settled fake calls reach the machine. */
const advance = (ms: number) => vi.advanceTimersByTimeAsync(ms);

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

  it('offers a newer local draft of the same version, and restores it on request', async () => {
    const t = start({ drafts: [draft()] });
    await advance(0);
    expect(selectSyncStatus(t.snap())).toBe('restoreOffer');
    expect(selectRestoreOffer(t.snap())?.content).toBe('林川抬起头。夜空里有光。');
    // The server's text shows until the author answers.
    expect(selectContent(t.snap())).toBe('林川抬起头。');

    t.actor.send({ type: 'draft.restore' });
    expect(selectContent(t.snap())).toBe('林川抬起头。夜空里有光。');
    expect(selectIsDirty(t.snap())).toBe(true);
    await advance(2000);
    expect(t.save).toHaveBeenCalledWith({
      kind: 'update',
      chapterId: 'c1',
      version: 3,
      fields: expect.objectContaining({ content: '林川抬起头。夜空里有光。' }),
    });
    expect(selectSyncStatus(t.snap())).toBe('saved');
    // Synced: the local copy is no longer needed.
    expect(t.store.records.size).toBe(0);
  });

  it('discards the offered draft on request, keeping the server text', async () => {
    const t = start({ drafts: [draft()] });
    await advance(0);
    t.actor.send({ type: 'draft.discard' });
    await advance(0);
    expect(selectContent(t.snap())).toBe('林川抬起头。');
    expect(selectSyncStatus(t.snap())).toBe('saved');
    expect(t.store.records.size).toBe(0);
    expect(t.save).not.toHaveBeenCalled();
  });

  it('opens in conflict when the server moved on since the draft was written', async () => {
    const t = start({ drafts: [draft({ baseVersion: 2 })] });
    await advance(0);
    expect(selectSyncStatus(t.snap())).toBe('conflict');
    expect(selectContent(t.snap())).toBe('林川抬起头。夜空里有光。');
    expect(selectConflict(t.snap())?.content).toBe('林川抬起头。');
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

describe('chapterEditorMachine: local drafts', () => {
  it('writes every change to the local store at once, before any server save', async () => {
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
    t.type('一二');
    t.type('一二三');
    await advance(0);
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

describe('chapterEditorMachine: faults', () => {
  it('offline: keeps the text, sends nothing, and syncs when the network returns', async () => {
    const t = start();
    await advance(0);
    t.actor.send({ type: 'network.offline' });
    t.type('离线写的字');
    await advance(60_000);
    expect(t.save).not.toHaveBeenCalled();
    expect(selectSyncStatus(t.snap())).toBe('offline');
    expect(t.store.records.get('chapter:c1')?.content).toBe('离线写的字');
    t.actor.send({ type: 'network.online' });
    await advance(0);
    expect(t.save).toHaveBeenCalledTimes(1);
    expect(selectSyncStatus(t.snap())).toBe('saved');
  });

  it('5xx: retries with growing backoff, keeping the text, until a save goes through', async () => {
    let failures = 3;
    const server = fakeServer(chapter());
    const t = start({
      save: (input) => (failures-- > 0 ? fail({ kind: 'server' }) : server.save(input)),
    });
    await advance(0);
    t.type('服务器出错时写的字');
    t.actor.send({ type: 'editor.flush' });
    await advance(0);
    expect(selectSyncStatus(t.snap())).toBe('retrying');
    expect(t.save).toHaveBeenCalledTimes(1);
    await advance(retryDelay(1) - 1);
    expect(t.save).toHaveBeenCalledTimes(1);
    await advance(1);
    expect(t.save).toHaveBeenCalledTimes(2);
    await advance(retryDelay(2));
    expect(t.save).toHaveBeenCalledTimes(3);
    expect(selectContent(t.snap())).toBe('服务器出错时写的字');
    await advance(retryDelay(3));
    expect(t.save).toHaveBeenCalledTimes(4);
    expect(selectSyncStatus(t.snap())).toBe('saved');
    expect(server.stored?.content).toBe('服务器出错时写的字');
  });

  it('a network failure while online is retried; going offline waits for the network instead', async () => {
    let online = false;
    const server = fakeServer(chapter());
    const t = start({ save: (input) => (online ? server.save(input) : fail({ kind: 'network' })) });
    await advance(0);
    t.type('字');
    t.actor.send({ type: 'editor.flush' });
    await advance(0);
    expect(selectSyncStatus(t.snap())).toBe('retrying');
    t.actor.send({ type: 'network.offline' });
    expect(selectSyncStatus(t.snap())).toBe('offline');
    await advance(120_000);
    expect(t.save).toHaveBeenCalledTimes(1);
    online = true;
    t.actor.send({ type: 'network.online' });
    await advance(0);
    expect(selectSyncStatus(t.snap())).toBe('saved');
  });

  it('retry now sends at once instead of waiting out the backoff', async () => {
    let failures = 1;
    const server = fakeServer(chapter());
    const t = start({
      save: (input) => (failures-- > 0 ? fail({ kind: 'server' }) : server.save(input)),
    });
    await advance(0);
    t.type('字');
    t.actor.send({ type: 'editor.flush' });
    await advance(0);
    t.actor.send({ type: 'editor.retry' });
    await advance(0);
    expect(selectSyncStatus(t.snap())).toBe('saved');
  });

  it('session expired (100002/109017): keeps the draft and stops calling until logged in again', async () => {
    let loggedIn = false;
    const server = fakeServer(chapter());
    const t = start({
      save: (input) => (loggedIn ? server.save(input) : fail({ kind: 'session' })),
    });
    await advance(0);
    t.type('会话过期前写的字');
    t.actor.send({ type: 'editor.flush' });
    await advance(0);
    expect(selectSyncStatus(t.snap())).toBe('paused');
    t.type('会话过期后继续写');
    await advance(120_000);
    expect(t.save).toHaveBeenCalledTimes(1);
    expect(t.store.records.get('chapter:c1')?.content).toBe('会话过期后继续写');
    loggedIn = true;
    t.actor.send({ type: 'session.restored' });
    await advance(0);
    expect(t.save).toHaveBeenCalledTimes(2);
    expect(server.stored?.content).toBe('会话过期后继续写');
    expect(selectSyncStatus(t.snap())).toBe('saved');
  });

  it('a session already ended pauses saving without a call', async () => {
    const t = start();
    await advance(0);
    t.actor.send({ type: 'session.expired' });
    t.type('字');
    await advance(2000);
    expect(selectSyncStatus(t.snap())).toBe('paused');
    expect(t.save).not.toHaveBeenCalled();
  });

  it('104001: shows both versions, overwrites nothing, and keeps mine on request', async () => {
    const t = start();
    await advance(0);
    // Another tab saved version 4 meanwhile.
    t.server.stored = chapter({ version: 4, content: '另一个标签页写的。' });
    t.type('这个标签页写的。');
    t.actor.send({ type: 'editor.flush' });
    await advance(0);
    expect(selectSyncStatus(t.snap())).toBe('conflict');
    expect(selectConflict(t.snap())?.content).toBe('另一个标签页写的。');
    expect(selectContent(t.snap())).toBe('这个标签页写的。');
    // Typing and time do not save over the other version.
    t.type('这个标签页写的。还在写');
    await advance(60_000);
    expect(t.save).toHaveBeenCalledTimes(1);
    expect(t.server.stored?.content).toBe('另一个标签页写的。');

    t.actor.send({ type: 'conflict.keepMine' });
    await advance(0);
    expect(t.save).toHaveBeenLastCalledWith(
      expect.objectContaining({
        version: 4,
        fields: expect.objectContaining({ content: '这个标签页写的。还在写' }),
      }),
    );
    expect(selectSyncStatus(t.snap())).toBe('saved');
    expect(selectConflict(t.snap())).toBeNull();
  });

  it('104001: takes the other version on request without a save', async () => {
    const t = start();
    await advance(0);
    t.server.stored = chapter({ version: 4, content: '另一个标签页写的。' });
    t.type('这个标签页写的。');
    t.actor.send({ type: 'editor.flush' });
    await advance(0);
    t.actor.send({ type: 'conflict.useTheirs' });
    await advance(0);
    expect(selectContent(t.snap())).toBe('另一个标签页写的。');
    expect(selectSyncStatus(t.snap())).toBe('saved');
    expect(t.save).toHaveBeenCalledTimes(1);
    expect(t.store.records.size).toBe(0);
    t.type('另一个标签页写的。接着写');
    await advance(2000);
    expect(t.save).toHaveBeenLastCalledWith(expect.objectContaining({ version: 4 }));
  });

  it('101001: shows the field errors and waits for an edit', async () => {
    const t = start({
      save: () => fail({ kind: 'invalid', errors: { title: 'validation.tooShort' } }),
    });
    await advance(0);
    t.actor.send({ type: 'editor.change', field: 'title', value: ' ' });
    t.actor.send({ type: 'editor.flush' });
    await advance(0);
    expect(selectSyncStatus(t.snap())).toBe('invalid');
    expect(selectFieldErrors(t.snap())).toEqual({ title: 'validation.tooShort' });
    await advance(60_000);
    expect(t.save).toHaveBeenCalledTimes(1);
    t.actor.send({ type: 'editor.change', field: 'title', value: '第一章' });
    expect(selectFieldErrors(t.snap())).toEqual({});
    expect(selectSyncStatus(t.snap())).toBe('unsaved');
  });

  it('checks the length limits before sending', async () => {
    const t = start();
    await advance(0);
    t.type('字'.repeat(60_001));
    t.actor.send({ type: 'editor.flush' });
    await advance(0);
    expect(selectSyncStatus(t.snap())).toBe('invalid');
    expect(selectFieldErrors(t.snap())).toEqual({ content: 'validation.tooLong' });
    expect(t.save).not.toHaveBeenCalled();
    // Still on this device.
    expect(t.store.records.get('chapter:c1')?.content).toHaveLength(60_001);
  });

  it('102001/103001: stops retrying and says why, keeping the text locally', async () => {
    const t = start({ save: () => fail({ kind: 'notFound' }) });
    await advance(0);
    t.type('字');
    t.actor.send({ type: 'editor.flush' });
    await advance(0);
    expect(selectSyncStatus(t.snap())).toBe('blocked');
    expect(selectError(t.snap())).toBe(EDITOR_ERRORS.notFound);
    await advance(120_000);
    expect(t.save).toHaveBeenCalledTimes(1);
    expect(t.store.records.get('chapter:c1')?.content).toBe('字');
  });
});

describe('chapterEditorMachine: publishing', () => {
  it('saves unsaved text first, then publishes', async () => {
    const t = start();
    await advance(0);
    t.type('发布前的最后一句');
    t.actor.send({ type: 'editor.publish', publishAt: null });
    await advance(0);
    expect(t.save).toHaveBeenCalledTimes(1);
    expect(t.publish).toHaveBeenCalledWith({ chapterId: 'c1', publishAt: null });
    expect(t.save.mock.invocationCallOrder[0]).toBeLessThan(
      t.publish.mock.invocationCallOrder[0] ?? 0,
    );
    expect(selectServer(t.snap())?.status).toBe('published');
    expect(t.emitted).toContainEqual({
      type: 'editor.published',
      status: 'published',
      publishAt: null,
    });
  });

  it('schedules at the chosen time', async () => {
    const t = start();
    await advance(0);
    t.actor.send({ type: 'editor.publish', publishAt: '2026-11-21T20:00:00+08:00' });
    await advance(0);
    expect(t.publish).toHaveBeenCalledWith({
      chapterId: 'c1',
      publishAt: '2026-11-21T20:00:00+08:00',
    });
    expect(selectServer(t.snap())?.status).toBe('scheduled');
    t.actor.send({ type: 'editor.unschedule' });
    await advance(0);
    expect(selectServer(t.snap())?.status).toBe('draft');
  });

  it('shows a refused time (101001 pastTime) at the time field', async () => {
    const t = start({
      publish: () => fail({ kind: 'invalid', errors: { publish_at: 'validation.pastTime' } }),
    });
    await advance(0);
    t.actor.send({ type: 'editor.publish', publishAt: '2020-01-01T00:00:00+08:00' });
    await advance(0);
    expect(selectPublishFieldErrors(t.snap())).toEqual({ publish_at: 'validation.pastTime' });
    expect(selectServer(t.snap())?.status).toBe('draft');
  });

  it('does not publish while the text cannot be saved', async () => {
    const t = start();
    await advance(0);
    t.actor.send({ type: 'network.offline' });
    t.type('离线');
    t.actor.send({ type: 'editor.publish', publishAt: null });
    await advance(0);
    expect(t.publish).not.toHaveBeenCalled();
    expect(selectPublishError(t.snap())).toBe(EDITOR_ERRORS.publishNeedsSave);
  });
});
