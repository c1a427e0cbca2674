/** What the chapter-editor machine's tests share: fakes, fixtures and a started actor. */
import { vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { createMemoryDraftStore, type DraftFields, type LocalDraft } from '../../lib/draft-store';
import { countWords } from '../../lib/word-count';
import {
  type BookFacts,
  type ChapterEditorEmitted,
  type ChapterEditorInput,
  chapterEditorMachine,
  type DraftWrite,
  type LoadResult,
  type PublishInput,
  type PublishResult,
  pickFields,
  type ReadDraftInput,
  type ReplaceTextInput,
  type SaveFailure,
  type SaveInput,
  type ServerChapter,
} from '../chapter-editor/chapter-editor.machine';
export const BOOK: BookFacts = {
  id: 'b1',
  title: '星海长歌',
  allowVip: true,
  volumes: [
    { id: 'v1', title: '第一卷' },
    { id: 'v2', title: '第二卷' },
  ],
};

export function chapter(overrides: Partial<ServerChapter> = {}): ServerChapter {
  return {
    id: 'c1',
    bookId: 'b1',
    volumeId: 'v1',
    chapterNo: 1,
    version: 3,
    status: 'draft',
    textState: 'draft',
    ownWordCount: 5,
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

export function draft(overrides: Partial<LocalDraft> = {}): LocalDraft {
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
export const fail = (failure: SaveFailure) => Promise.reject(failure);

export interface Options {
  input?: Partial<ChapterEditorInput>;
  server?: ServerChapter | null;
  drafts?: LocalDraft[];
  load?: () => Promise<LoadResult>;
  save?: (input: SaveInput) => Promise<ServerChapter>;
  write?: (draft: LocalDraft) => Promise<void>;
  /** When the page is next idle (default: at once). */
  idle?: () => Promise<void>;
  publish?: (input: PublishInput) => Promise<PublishResult>;
}

/**
 * A server that keeps one chapter and answers like the real one (version
 * checks; a published or scheduled chapter's saves are its pending revision,
 * which apply gives readers and discard drops).
 */
export function fakeServer(initial: ServerChapter | null) {
  let stored = initial;
  // The text readers have (or get at publishAt) while a revision is pending.
  let own: DraftFields | null = initial ? pickFields(initial) : null;
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
    const revises = stored.status === 'published' || stored.status === 'scheduled';
    if (!revises) own = pickFields(input.fields);
    stored = {
      ...stored,
      ...input.fields,
      textState: revises ? 'revision' : stored.textState,
      version: stored.version + 1,
    };
    return stored;
  });
  const replaceText = vi.fn(async (input: ReplaceTextInput): Promise<ServerChapter> => {
    if (!stored || !own) throw { kind: 'notFound' } satisfies SaveFailure;
    if (input.version !== stored.version) {
      throw { kind: 'conflict', current: stored } satisfies SaveFailure;
    }
    if (input.kind !== 'restore' && stored.textState !== 'revision') {
      throw { kind: 'notAllowed' } satisfies SaveFailure;
    }
    const ownState =
      stored.status === 'published' || stored.status === 'scheduled' ? stored.status : 'draft';
    if (input.kind === 'apply') own = pickFields(stored);
    const text =
      input.kind === 'restore' ? { ...own, content: `restored ${input.versionId}` } : own;
    const next: ServerChapter = {
      ...stored,
      ...text,
      textState: input.kind === 'restore' && ownState !== 'draft' ? 'revision' : ownState,
      ownWordCount: countWords(own.content),
      version: stored.version + 1,
    };
    stored = next;
    return next;
  });
  return {
    save,
    replaceText,
    get stored() {
      return stored;
    },
    set stored(value) {
      stored = value;
    },
  };
}

export function start(options: Options = {}) {
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
  const readDraft = vi.fn((key: string) => store.get(key));
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
      readDraft: fromPromise(({ input }: { input: ReadDraftInput }) => readDraft(input.draftKey)),
      save: fromPromise(({ input }: { input: SaveInput }) => save(input)),
      writeDraft: fromPromise(
        ({ input }: { input: DraftWrite }) => writeDraft(input) ?? Promise.resolve(),
      ),
      // The page is idle at once, unless a test says when.
      whenIdle: fromPromise(() => options.idle?.() ?? Promise.resolve()),
      publish: fromPromise(({ input }: { input: PublishInput }) => publish(input)),
      replaceText: fromPromise(({ input }: { input: ReplaceTextInput }) =>
        server.replaceText(input),
      ),
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
    readDraft,
    save,
    writeDraft,
    publish,
    emitted,
    type,
    snap: () => actor.getSnapshot(),
  };
}

/** Moves fake time forward and lets settled fake calls reach the machine. */
export const advance = (ms: number) => vi.advanceTimersByTimeAsync(ms);
