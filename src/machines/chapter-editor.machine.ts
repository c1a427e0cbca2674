import { assign, emit, or, raise, type SnapshotFrom, setup, stateIn } from 'xstate';
import { type ChapterStatus, codePointLength, FIELD_LIMITS } from '../lib/contract';
import type { DraftFields, LocalDraft } from '../lib/draft-store';
import { countWords } from '../lib/word-count';
import { declaredActor } from './shared/declared-actor';

export type { ChapterStatus };

/** A chapter as the server holds it (the app adapts the API's Chapter to this). */
export interface ServerChapter extends DraftFields {
  readonly id: string;
  readonly bookId: string;
  readonly volumeId: string;
  readonly chapterNo: number;
  readonly version: number;
  readonly status: ChapterStatus;
  readonly publishAt: string | null;
  readonly publishedAt: string | null;
  /** ISO-8601. */
  readonly updateTime: string;
  readonly prevChapterId: string | null;
  readonly nextChapterId: string | null;
}

/** A volume the author may put a new chapter in. */
export interface VolumeOption {
  readonly id: string;
  readonly title: string;
}

/** What the editor needs to know about the book. */
export interface BookFacts {
  readonly id: string;
  readonly title: string;
  /** Signed books may mark chapters VIP. */
  readonly allowVip: boolean;
  /** In reading order; new chapters go to the last one unless chosen. */
  readonly volumes: readonly VolumeOption[];
}

/** Input of the `load` actor. */
export interface LoadInput {
  readonly bookId: string;
  readonly chapterId: string | null;
  /** Key of the local draft to look for (see `draftKey`). */
  readonly draftKey: string;
}

/** Output of the `load` actor. A draft the store could not read is null. */
export interface LoadResult {
  readonly book: BookFacts;
  readonly chapter: ServerChapter | null;
  readonly draft: LocalDraft | null;
}

/** Input of the `writeDraft` actor: the draft, and whether this tab took the record over. */
export interface DraftWrite {
  readonly draft: LocalDraft;
  readonly takeOver: boolean;
}

/** Input of the `save` actor: create a new chapter, or update with the version it was based on. */
export type SaveInput =
  | {
      readonly kind: 'create';
      readonly bookId: string;
      readonly volumeId: string;
      /**
       * The draft the chapter starts as: a create sent again under it (its
       * answer was lost) finds the chapter the first one made on the server.
       */
      readonly draftId: string | null;
      readonly fields: DraftFields;
    }
  | {
      readonly kind: 'update';
      readonly chapterId: string;
      readonly version: number;
      readonly fields: DraftFields;
    };

/**
 * Why a save failed, as the app classifies the client's rejection. The
 * machine only reads `kind` (and `current` / `errors`):
 * - `network`: no answer (offline, refused, timed out);
 * - `server`: HTTP 5xx or an unexpected code; worth retrying;
 * - `session`: 100002 / 109017;
 * - `conflict`: 104001, with the chapter the server holds now;
 * - `invalid`: 101001, with field -> message id;
 * - `notFound` / `notAllowed`: 102001 / 103001, retrying will not help.
 */
export type SaveFailure =
  | { readonly kind: 'network' | 'server' | 'session' | 'notFound' | 'notAllowed' }
  | { readonly kind: 'conflict'; readonly current: ServerChapter }
  | { readonly kind: 'invalid'; readonly errors: Readonly<Record<string, string>> };

/** Input of the `publish` actor: now when `publishAt` is null. */
export interface PublishInput {
  readonly chapterId: string;
  readonly publishAt: string | null;
}

/** What publishing (or unscheduling) changed. */
export interface PublishResult {
  readonly status: ChapterStatus;
  readonly publishAt: string | null;
  readonly publishedAt: string | null;
  readonly version: number;
}

/** Input of the machine. */
export interface ChapterEditorInput {
  readonly bookId: string;
  /** The chapter to edit; null for a new one. */
  readonly chapterId: string | null;
  /** The client id a new chapter's draft is kept under (in the URL). */
  readonly draftId: string | null;
  /** Volume asked for in the URL for a new chapter. */
  readonly volumeId?: string | null;
  readonly online: boolean;
  readonly loggedIn: boolean;
  /** This page's id, stamped on local drafts (see LocalDraft.owner). */
  readonly owner?: string;
  /** Epoch ms; tests pass a fixed clock. */
  readonly now?: () => number;
}

/** A field of the chapter the author edits. */
export type EditableField = keyof DraftFields | 'volumeId';

/** Events the chapter editor accepts. */
export type ChapterEditorEvent =
  /** The author changed a field (every keystroke). */
  | { type: 'editor.change'; field: 'title' | 'content' | 'authorNote'; value: string }
  | { type: 'editor.change'; field: 'isVip'; value: boolean }
  | { type: 'editor.change'; field: 'volumeId'; value: string }
  /** Save to the server now: Ctrl/Cmd+S, blur, tab hidden, before unload, "Save draft". */
  | { type: 'editor.flush' }
  /** Retry now after a failed save, or a failed load. */
  | { type: 'editor.retry' }
  /** Publish now (`publishAt` null) or schedule. */
  | { type: 'editor.publish'; publishAt: string | null }
  /** Turn a scheduled chapter back into a draft. */
  | { type: 'editor.unschedule' }
  /** Answer to the offer of a newer local draft found on opening. */
  | { type: 'draft.restore' }
  | { type: 'draft.discard' }
  /** Answer to a 104001: overwrite the server's copy with mine, or take the server's. */
  | { type: 'conflict.keepMine' }
  | { type: 'conflict.useTheirs' }
  | { type: 'network.online' }
  | { type: 'network.offline' }
  | { type: 'session.expired' }
  | { type: 'session.restored' }
  /** Internal: ask the local region to write the latest state. */
  | { type: 'local.persist' }
  /** Internal: the text changed; the sync region reacts. */
  | { type: 'sync.edited' }
  /** Internal: the server has every change (publish may go on). */
  | { type: 'sync.settled' }
  /** Internal: a save cannot go through for now (publish gives up). */
  | { type: 'sync.stuck' };

/** Events the machine emits; subscribe with `actor.on(type, handler)`. */
export type ChapterEditorEmitted =
  /** The server created the new chapter: the app puts its id in the URL. */
  | { type: 'editor.created'; chapterId: string }
  /** Published or scheduled. */
  | { type: 'editor.published'; status: ChapterStatus; publishAt: string | null };

/** Message ids the machine sets (the editor catalogue carries them). */
export const EDITOR_ERRORS = {
  load: 'editor.error.load',
  notFound: 'editor.error.notFound',
  notAllowed: 'editor.error.notAllowed',
  publishNeedsSave: 'editor.error.publishNeedsSave',
  publish: 'editor.error.publish',
} as const;
export type EditorErrorId = (typeof EDITOR_ERRORS)[keyof typeof EDITOR_ERRORS];

/** The contract's limits of the fields the author edits (ChapterTitle, ChapterContent, AuthorNote). */
export const LIMITS = {
  title: FIELD_LIMITS.chapterTitle.max,
  content: FIELD_LIMITS.chapterContent.max,
  authorNote: FIELD_LIMITS.authorNote.max,
} as const;

/** Longest wait between two retries of a failed save. */
export const MAX_RETRY_MS = 60_000;

/** Backoff of the n-th retry (from 1): 2 s, 4 s, 8 s ... up to a minute. */
export function retryDelay(attempt: number): number {
  return Math.min(MAX_RETRY_MS, 1000 * 2 ** Math.max(1, attempt));
}

const EMPTY: DraftFields = { title: '', content: '', authorNote: '', isVip: false };

/** Field -> message id for what the server would refuse; empty when it would accept. */
export function validateFields(fields: DraftFields): Record<string, string> {
  const errors: Record<string, string> = {};
  if (codePointLength(fields.title) > LIMITS.title) errors.title = 'validation.tooLong';
  if (codePointLength(fields.content) > LIMITS.content) errors.content = 'validation.tooLong';
  if (codePointLength(fields.authorNote) > LIMITS.authorNote)
    errors.author_note = 'validation.tooLong';
  return errors;
}

export function sameFields(a: DraftFields, b: DraftFields): boolean {
  return (
    a.title === b.title &&
    a.content === b.content &&
    a.authorNote === b.authorNote &&
    a.isVip === b.isVip
  );
}

/** The API's name of each field, as `body.errors` keys them. */
const API_FIELD: Record<keyof DraftFields, string> = {
  title: 'title',
  content: 'content',
  authorNote: 'author_note',
  isVip: 'is_vip',
};

const pickFields = (f: DraftFields): DraftFields => ({
  title: f.title,
  content: f.content,
  authorNote: f.authorNote,
  isVip: f.isVip,
});

export interface ChapterEditorContext {
  readonly bookId: string;
  readonly chapterId: string | null;
  readonly draftId: string | null;
  /** Volume of a new chapter (chosen), or the chapter's volume. */
  readonly volumeId: string | null;
  readonly book: BookFacts | null;
  /** The server's copy as last seen (null for a chapter not created yet). */
  readonly server: ServerChapter | null;
  readonly fields: DraftFields;
  /** countWords(fields.content), kept in step with every change. */
  readonly wordCount: number;
  /** Server version the text is based on; sent with every update. */
  readonly baseVersion: number | null;
  /** Bumped on every change of the text. */
  readonly rev: number;
  /** The rev whose text the server holds. */
  readonly syncedRev: number;
  /** The rev of the save in flight. */
  readonly sendingRev: number;
  /** Bumped whenever what the local store should hold changes. */
  readonly persistRev: number;
  /** The persistRev of the write in flight. */
  readonly writingRev: number;
  /** The persistRev last written to the local store. */
  readonly writtenRev: number;
  /** Epoch ms of the last change. */
  readonly editedAt: number;
  /** Epoch ms of the last successful save to the server. */
  readonly syncedAt: number | null;
  /** Failed attempts since the last successful save. */
  readonly retries: number;
  readonly online: boolean;
  readonly loggedIn: boolean;
  /** The newer chapter the server answered 104001 with, while the author chooses. */
  readonly conflict: ServerChapter | null;
  /** A newer local draft found on opening, while the author chooses. */
  readonly restoreOffer: LocalDraft | null;
  /** Field -> message id (`validation.*`), from the server or the limits. */
  readonly fieldErrors: Readonly<Record<string, string>>;
  readonly error: EditorErrorId | null;
  /** The local store refused the last write: the text is only in this tab. */
  readonly localFailed: boolean;
  /** The publish intent being carried out (null = now). */
  readonly publishAt: string | null;
  readonly publishError: EditorErrorId | null;
  /** Field errors of the last publish (`publish_at`). */
  readonly publishFieldErrors: Readonly<Record<string, string>>;
  readonly owner: string;
  /** The stored record was another session's (restored, discarded or in conflict): it is ours now. */
  readonly takeOver: boolean;
  readonly now: () => number;
}

function localDraftOf(context: ChapterEditorContext): LocalDraft {
  const { chapterId, draftId } = context;
  return {
    key: chapterId ? `chapter:${chapterId}` : `new:${draftId ?? ''}`,
    bookId: context.bookId,
    chapterId,
    draftId,
    volumeId: context.volumeId,
    baseVersion: context.baseVersion,
    synced: context.rev === context.syncedRev,
    savedAt: context.editedAt,
    owner: context.owner,
    ...context.fields,
  };
}

function isFailure(error: unknown): error is SaveFailure {
  return (
    typeof error === 'object' && error !== null && typeof (error as SaveFailure).kind === 'string'
  );
}
const failureKind = (error: unknown): SaveFailure['kind'] | null =>
  isFailure(error) ? error.kind : null;

/**
 * Owns the safety of one chapter's text while an author writes it.
 *
 * - `loading` reads the book, the chapter (none for a new one) and the local
 *   draft; a local draft newer than the server's copy is offered back
 *   (`restoreOffer`), or shown against the server's when the server moved on
 *   meanwhile (`conflict`). A new chapter's draft is simply restored.
 * - `editing` has three regions. `local` writes every change to the local
 *   store at once (one write in flight, the latest state next). `sync` saves
 *   to the server after `autosaveDebounce` of quiet or on `editor.flush`,
 *   sending `version`; it waits out offline spells (`offline`) and logged-out
 *   spells (`paused`), retries server faults with backoff (`retrying`), and on
 *   104001 holds both texts until the author chooses (`conflict`). `publish`
 *   saves first, then publishes or schedules.
 *
 * The app provides `load`, `save`, `writeDraft`, `publish` and `unschedule`,
 * and forwards network and session changes as events.
 */
export const chapterEditorMachine = setup({
  types: {
    context: {} as ChapterEditorContext,
    events: {} as ChapterEditorEvent,
    input: {} as ChapterEditorInput,
    emitted: {} as ChapterEditorEmitted,
  },
  actors: {
    load: declaredActor<LoadResult, LoadInput>('chapterEditor', 'load'),
    save: declaredActor<ServerChapter, SaveInput>('chapterEditor', 'save'),
    writeDraft: declaredActor<void, DraftWrite>('chapterEditor', 'writeDraft'),
    publish: declaredActor<PublishResult, PublishInput>('chapterEditor', 'publish'),
    unschedule: declaredActor<PublishResult, { chapterId: string }>('chapterEditor', 'unschedule'),
  },
  delays: {
    /** Quiet time after the last keystroke before the server copy is saved. */
    autosaveDebounce: 2000,
    /** Wait before retrying a failed save; grows with each failure. */
    retryBackoff: ({ context }) => retryDelay(context.retries),
  },
  guards: {
    isDirty: ({ context }) => context.rev !== context.syncedRev,
    isOffline: ({ context }) => !context.online,
    isLoggedOut: ({ context }) => !context.loggedIn,
    /** A chapter the server does not have yet needs a title and a volume first. */
    cannotCreateYet: ({ context }) =>
      context.chapterId === null &&
      (context.fields.title.trim() === '' || context.volumeId === null),
    hasInvalidFields: ({ context }) => Object.keys(validateFields(context.fields)).length > 0,
    needsWrite: ({ context }) => context.persistRev !== context.writtenRev,
    offersRestore: ({ context }) => context.restoreOffer !== null,
    opensInConflict: ({ context }) => context.conflict !== null,
    canPublishNow: ({ context }) => context.chapterId !== null && context.rev === context.syncedRev,
    failedWithConflict: ({ event }) =>
      failureKind((event as { error?: unknown }).error) === 'conflict',
    failedWithSession: ({ event }) =>
      failureKind((event as { error?: unknown }).error) === 'session',
    failedInvalid: ({ event }) => failureKind((event as { error?: unknown }).error) === 'invalid',
    failedForGood: ({ event }) => {
      const kind = failureKind((event as { error?: unknown }).error);
      return kind === 'notFound' || kind === 'notAllowed';
    },
    /** The sync region waits on something only the author or the world can change. */
    syncIsStuck: or(
      (['offline', 'paused', 'incomplete', 'invalid', 'conflict', 'blocked'] as const).map(
        (state) => stateIn({ editing: { sync: state } }),
      ),
    ),
  },
  actions: {
    assignLoaded: assign(({ context }, params: { result: LoadResult }) => {
      const { book, chapter } = params.result;
      const draft = params.result.draft && !params.result.draft.synced ? params.result.draft : null;
      const lastVolume = book.volumes[book.volumes.length - 1]?.id ?? null;
      const base = {
        book,
        server: chapter,
        volumeId: chapter?.volumeId ?? draft?.volumeId ?? context.volumeId ?? lastVolume,
        error: null,
      };
      if (chapter) {
        const serverFields = pickFields(chapter);
        const clean = {
          ...base,
          fields: serverFields,
          wordCount: countWords(chapter.content),
          baseVersion: chapter.version,
        };
        if (!draft || sameFields(draft, serverFields)) return clean;
        // The server moved on since this draft was written (another tab or
        // device saved): show both rather than pick one.
        if (draft.baseVersion === null || draft.baseVersion < chapter.version) {
          return {
            ...clean,
            fields: pickFields(draft),
            wordCount: countWords(draft.content),
            baseVersion: draft.baseVersion,
            rev: 1,
            syncedRev: 0,
            editedAt: draft.savedAt,
            conflict: chapter,
            takeOver: true,
          };
        }
        return { ...clean, restoreOffer: draft };
      }
      // A new chapter's draft has nothing to compete with: it is simply back.
      if (draft) {
        return {
          ...base,
          fields: pickFields(draft),
          wordCount: countWords(draft.content),
          rev: 1,
          syncedRev: 0,
          editedAt: draft.savedAt,
        };
      }
      return base;
    }),
    assignLoadError: assign({ error: EDITOR_ERRORS.load }),
    assignRestore: assign(({ context }) => {
      const draft = context.restoreOffer;
      if (!draft) return {};
      return {
        fields: pickFields(draft),
        wordCount: countWords(draft.content),
        rev: context.rev + 1,
        editedAt: draft.savedAt,
        restoreOffer: null,
        takeOver: true,
      };
    }),
    // The discarded draft is removed by the next local write (synced = true).
    assignDiscard: assign({ restoreOffer: null, takeOver: true }),
    assignChange: assign(({ context, event }) => {
      if (event.type !== 'editor.change') return {};
      const editedAt = context.now();
      if (event.field === 'volumeId') {
        // Only a chapter not created yet can choose; moving is /chapter-manage's job.
        return context.chapterId === null ? { volumeId: event.value, editedAt } : {};
      }
      const fields = { ...context.fields, [event.field]: event.value };
      // An edited field's error goes; the others stay until the next save says.
      const errorKey = API_FIELD[event.field];
      const fieldErrors =
        errorKey in context.fieldErrors
          ? Object.fromEntries(Object.entries(context.fieldErrors).filter(([k]) => k !== errorKey))
          : context.fieldErrors;
      return {
        fields,
        wordCount:
          event.field === 'content' ? countWords(event.value as string) : context.wordCount,
        rev: context.rev + 1,
        editedAt,
        fieldErrors,
      };
    }),
    requestPersist: assign(({ context }) => ({ persistRev: context.persistRev + 1 })),
    raisePersist: raise({ type: 'local.persist' }),
    raiseEdited: raise({ type: 'sync.edited' }),
    raiseSettled: raise({ type: 'sync.settled' }),
    raiseStuck: raise({ type: 'sync.stuck' }),
    raiseFlush: raise({ type: 'editor.flush' }),
    startWrite: assign(({ context }) => ({ writingRev: context.persistRev })),
    assignWritten: assign(({ context }) => ({
      writtenRev: context.writingRev,
      localFailed: false,
      takeOver: false,
    })),
    assignWriteFailed: assign(({ context }) => ({
      writtenRev: context.writingRev,
      localFailed: true,
    })),
    startSave: assign(({ context }) => ({ sendingRev: context.rev })),
    assignSaved: assign(({ context }, params: { chapter: ServerChapter }) => {
      const { chapter } = params;
      return {
        server: chapter,
        chapterId: chapter.id,
        volumeId: chapter.volumeId,
        baseVersion: chapter.version,
        syncedRev: context.sendingRev,
        syncedAt: context.now(),
        retries: 0,
        fieldErrors: {},
        error: null,
      };
    }),
    emitCreated: emit(({ context }) => ({
      type: 'editor.created' as const,
      chapterId: context.chapterId ?? '',
    })),
    countRetry: assign(({ context }) => ({ retries: context.retries + 1 })),
    assignConflict: assign(({ event }) => {
      const error = (event as { error?: unknown }).error;
      return isFailure(error) && error.kind === 'conflict' ? { conflict: error.current } : {};
    }),
    assignServerErrors: assign(({ event }) => {
      const error = (event as { error?: unknown }).error;
      return isFailure(error) && error.kind === 'invalid' ? { fieldErrors: error.errors } : {};
    }),
    assignLocalErrors: assign(({ context }) => ({ fieldErrors: validateFields(context.fields) })),
    assignBlocked: assign(({ event }) => ({
      error:
        failureKind((event as { error?: unknown }).error) === 'notFound'
          ? EDITOR_ERRORS.notFound
          : EDITOR_ERRORS.notAllowed,
    })),
    keepMine: assign(({ context }) => {
      const theirs = context.conflict;
      if (!theirs) return {};
      return { baseVersion: theirs.version, server: theirs, conflict: null, retries: 0 };
    }),
    useTheirs: assign(({ context }) => {
      const theirs = context.conflict;
      if (!theirs) return {};
      const rev = context.rev + 1;
      return {
        server: theirs,
        fields: pickFields(theirs),
        wordCount: countWords(theirs.content),
        baseVersion: theirs.version,
        rev,
        syncedRev: rev,
        syncedAt: context.now(),
        conflict: null,
        retries: 0,
      };
    }),
    setOnline: assign({ online: true }),
    setOffline: assign({ online: false }),
    setLoggedIn: assign({ loggedIn: true }),
    setLoggedOut: assign({ loggedIn: false }),
    assignPublishIntent: assign(({ event }) =>
      event.type === 'editor.publish'
        ? { publishAt: event.publishAt, publishError: null, publishFieldErrors: {} }
        : {},
    ),
    assignPublishNeedsSave: assign({ publishError: EDITOR_ERRORS.publishNeedsSave }),
    assignPublished: assign(({ context }, params: { result: PublishResult }) => {
      if (!context.server) return {};
      const { result } = params;
      return {
        server: {
          ...context.server,
          status: result.status,
          publishAt: result.publishAt,
          publishedAt: result.publishedAt,
          version: result.version,
        },
        // Publishing does not change the text; a version bump (if any) is the new base.
        baseVersion:
          context.baseVersion === context.server.version ? result.version : context.baseVersion,
      };
    }),
    emitPublished: emit(({ context }) => ({
      type: 'editor.published' as const,
      status: context.server?.status ?? 'draft',
      publishAt: context.server?.publishAt ?? null,
    })),
    assignPublishFailed: assign(({ event }) => {
      const error = (event as { error?: unknown }).error;
      if (isFailure(error) && error.kind === 'invalid') {
        return { publishFieldErrors: error.errors, publishError: null };
      }
      return { publishError: EDITOR_ERRORS.publish };
    }),
  },
}).createMachine({
  id: 'chapterEditor',
  context: ({ input }) => {
    const now = input.now ?? Date.now;
    return {
      bookId: input.bookId,
      chapterId: input.chapterId,
      draftId: input.draftId,
      volumeId: input.volumeId ?? null,
      book: null,
      server: null,
      fields: EMPTY,
      wordCount: 0,
      baseVersion: null,
      rev: 0,
      syncedRev: 0,
      sendingRev: 0,
      persistRev: 0,
      writingRev: 0,
      writtenRev: 0,
      editedAt: now(),
      syncedAt: null,
      retries: 0,
      online: input.online,
      loggedIn: input.loggedIn,
      conflict: null,
      restoreOffer: null,
      fieldErrors: {},
      error: null,
      localFailed: false,
      publishAt: null,
      publishError: null,
      publishFieldErrors: {},
      owner: input.owner ?? '',
      takeOver: false,
      now,
    };
  },
  initial: 'loading',
  on: {
    'network.online': { actions: 'setOnline' },
    'network.offline': { actions: 'setOffline' },
    'session.expired': { actions: 'setLoggedOut' },
    'session.restored': { actions: 'setLoggedIn' },
  },
  states: {
    loading: {
      invoke: {
        src: 'load',
        input: ({ context }) => ({
          bookId: context.bookId,
          chapterId: context.chapterId,
          draftKey: context.chapterId
            ? `chapter:${context.chapterId}`
            : `new:${context.draftId ?? ''}`,
        }),
        onDone: [
          {
            actions: { type: 'assignLoaded', params: ({ event }) => ({ result: event.output }) },
            target: 'opening',
          },
        ],
        onError: { target: 'loadFailed', actions: 'assignLoadError' },
      },
    },
    opening: {
      always: [
        { guard: 'offersRestore', target: 'restoreOffer' },
        { guard: 'opensInConflict', target: '#chapterEditor.editing.sync.conflict' },
        { target: 'editing' },
      ],
    },
    loadFailed: {
      on: { 'editor.retry': { target: 'loading' } },
    },
    restoreOffer: {
      on: {
        'draft.restore': { target: 'editing', actions: ['assignRestore', 'requestPersist'] },
        'draft.discard': {
          target: 'editing',
          actions: ['assignDiscard', 'requestPersist'],
        },
      },
    },
    editing: {
      type: 'parallel',
      on: {
        'editor.change': {
          actions: ['assignChange', 'requestPersist', 'raisePersist', 'raiseEdited'],
        },
      },
      states: {
        local: {
          initial: 'check',
          states: {
            check: {
              always: [{ guard: 'needsWrite', target: 'writing' }, { target: 'idle' }],
            },
            idle: {
              on: { 'local.persist': { target: 'check' } },
            },
            writing: {
              entry: 'startWrite',
              invoke: {
                src: 'writeDraft',
                input: ({ context }) => ({
                  draft: localDraftOf(context),
                  takeOver: context.takeOver,
                }),
                onDone: { target: 'check', actions: 'assignWritten' },
                // Storage full or blocked: say so, and try again with the next change.
                onError: { target: 'idle', actions: 'assignWriteFailed' },
              },
            },
          },
        },
        sync: {
          initial: 'check',
          states: {
            check: {
              always: [{ guard: 'isDirty', target: 'waiting' }, { target: 'saved' }],
            },
            saved: {
              entry: 'raiseSettled',
              on: { 'sync.edited': { target: 'waiting' } },
            },
            waiting: {
              after: { autosaveDebounce: { target: 'send' } },
              on: {
                'sync.edited': { target: 'waiting', reenter: true },
                'editor.flush': { target: 'send' },
              },
            },
            send: {
              always: [
                { guard: 'isOffline', target: 'offline' },
                { guard: 'isLoggedOut', target: 'paused' },
                { guard: 'cannotCreateYet', target: 'incomplete' },
                { guard: 'hasInvalidFields', target: 'invalid', actions: 'assignLocalErrors' },
                { target: 'saving' },
              ],
            },
            saving: {
              entry: 'startSave',
              invoke: {
                src: 'save',
                input: ({ context }): SaveInput =>
                  context.chapterId === null || context.baseVersion === null
                    ? {
                        kind: 'create',
                        bookId: context.bookId,
                        volumeId: context.volumeId ?? '',
                        draftId: context.draftId,
                        fields: context.fields,
                      }
                    : {
                        kind: 'update',
                        chapterId: context.chapterId,
                        version: context.baseVersion,
                        fields: context.fields,
                      },
                onDone: [
                  {
                    guard: ({ context }) => context.chapterId === null,
                    target: 'check',
                    actions: [
                      { type: 'assignSaved', params: ({ event }) => ({ chapter: event.output }) },
                      'requestPersist',
                      'raisePersist',
                      'emitCreated',
                    ],
                  },
                  {
                    target: 'check',
                    actions: [
                      { type: 'assignSaved', params: ({ event }) => ({ chapter: event.output }) },
                      'requestPersist',
                      'raisePersist',
                    ],
                  },
                ],
                onError: [
                  { guard: 'failedWithConflict', target: 'conflict', actions: 'assignConflict' },
                  { guard: 'failedWithSession', target: 'paused', actions: 'setLoggedOut' },
                  { guard: 'failedInvalid', target: 'invalid', actions: 'assignServerErrors' },
                  { guard: 'failedForGood', target: 'blocked', actions: 'assignBlocked' },
                  { guard: 'isOffline', target: 'offline' },
                  { target: 'retrying', actions: 'countRetry' },
                ],
              },
            },
            retrying: {
              entry: 'raiseStuck',
              after: { retryBackoff: { target: 'send' } },
              on: {
                'editor.flush': { target: 'send' },
                'editor.retry': { target: 'send' },
                'network.online': { target: 'send', actions: 'setOnline' },
                'network.offline': { target: 'offline', actions: 'setOffline' },
              },
            },
            offline: {
              entry: 'raiseStuck',
              on: {
                'network.online': { target: 'send', actions: 'setOnline' },
                'editor.retry': { target: 'send' },
              },
            },
            paused: {
              entry: 'raiseStuck',
              on: { 'session.restored': { target: 'send', actions: 'setLoggedIn' } },
            },
            incomplete: {
              entry: 'raiseStuck',
              on: { 'sync.edited': { target: 'waiting' } },
            },
            invalid: {
              entry: 'raiseStuck',
              on: { 'sync.edited': { target: 'waiting' } },
            },
            conflict: {
              entry: 'raiseStuck',
              on: {
                'conflict.keepMine': { target: 'send', actions: 'keepMine' },
                'conflict.useTheirs': {
                  target: 'check',
                  actions: ['useTheirs', 'requestPersist', 'raisePersist'],
                },
              },
            },
            blocked: {
              entry: 'raiseStuck',
              on: { 'editor.retry': { target: 'send' } },
            },
          },
        },
        publish: {
          initial: 'idle',
          states: {
            idle: {
              on: {
                'editor.publish': { target: 'waitingForSave', actions: 'assignPublishIntent' },
                'editor.unschedule': {
                  guard: ({ context }) => context.server?.status === 'scheduled',
                  target: 'unscheduling',
                },
              },
            },
            waitingForSave: {
              always: [
                { guard: 'canPublishNow', target: 'publishing' },
                { guard: 'syncIsStuck', target: 'idle', actions: 'assignPublishNeedsSave' },
              ],
              entry: 'raiseFlush',
              on: {
                'sync.settled': { target: 'publishing' },
                'sync.stuck': { target: 'idle', actions: 'assignPublishNeedsSave' },
              },
            },
            publishing: {
              invoke: {
                src: 'publish',
                input: ({ context }) => ({
                  chapterId: context.chapterId ?? '',
                  publishAt: context.publishAt,
                }),
                onDone: {
                  target: 'idle',
                  actions: [
                    { type: 'assignPublished', params: ({ event }) => ({ result: event.output }) },
                    'emitPublished',
                  ],
                },
                onError: { target: 'idle', actions: 'assignPublishFailed' },
              },
            },
            unscheduling: {
              invoke: {
                src: 'unschedule',
                input: ({ context }) => ({ chapterId: context.chapterId ?? '' }),
                onDone: {
                  target: 'idle',
                  actions: {
                    type: 'assignPublished',
                    params: ({ event }) => ({ result: event.output }),
                  },
                },
                onError: { target: 'idle', actions: 'assignPublishFailed' },
              },
            },
          },
        },
      },
    },
  },
});

type EditorSnapshot = SnapshotFrom<typeof chapterEditorMachine>;

/** Where the author is with the server copy, for the status line. */
export type SyncStatus =
  | 'loading'
  | 'loadFailed'
  | 'restoreOffer'
  | 'saved'
  | 'unsaved'
  | 'saving'
  | 'retrying'
  | 'offline'
  | 'paused'
  | 'incomplete'
  | 'invalid'
  | 'conflict'
  | 'blocked';

const SYNC_STATES = [
  'saved',
  'saving',
  'retrying',
  'offline',
  'paused',
  'incomplete',
  'invalid',
  'conflict',
  'blocked',
] as const;

export const selectSyncStatus = (s: EditorSnapshot): SyncStatus => {
  if (s.matches('loading') || s.matches('opening')) return 'loading';
  if (s.matches('loadFailed')) return 'loadFailed';
  if (s.matches('restoreOffer')) return 'restoreOffer';
  for (const state of SYNC_STATES) {
    if (s.matches({ editing: { sync: state } })) return state;
  }
  return 'unsaved';
};
/** True once the chapter is open for editing. */
export const selectIsEditing = (s: EditorSnapshot): boolean => s.matches('editing');
/** Text the server does not have yet (warn before leaving). */
export const selectIsDirty = (s: EditorSnapshot): boolean => s.context.rev !== s.context.syncedRev;
export const selectTitle = (s: EditorSnapshot): string => s.context.fields.title;
export const selectContent = (s: EditorSnapshot): string => s.context.fields.content;
export const selectAuthorNote = (s: EditorSnapshot): string => s.context.fields.authorNote;
export const selectIsVip = (s: EditorSnapshot): boolean => s.context.fields.isVip;
export const selectWordCount = (s: EditorSnapshot): number => s.context.wordCount;
export const selectVolumeId = (s: EditorSnapshot): string | null => s.context.volumeId;
export const selectBook = (s: EditorSnapshot): BookFacts | null => s.context.book;
export const selectChapterId = (s: EditorSnapshot): string | null => s.context.chapterId;
/** The server's copy as last seen; the same object until it changes. */
export const selectServer = (s: EditorSnapshot): ServerChapter | null => s.context.server;
export const selectConflict = (s: EditorSnapshot): ServerChapter | null => s.context.conflict;
export const selectRestoreOffer = (s: EditorSnapshot): LocalDraft | null => s.context.restoreOffer;
export const selectFieldErrors = (s: EditorSnapshot): Readonly<Record<string, string>> =>
  s.context.fieldErrors;
export const selectError = (s: EditorSnapshot): EditorErrorId | null => s.context.error;
export const selectLocalFailed = (s: EditorSnapshot): boolean => s.context.localFailed;
/** Epoch ms of the last successful server save, or null. */
export const selectSyncedAt = (s: EditorSnapshot): number | null => s.context.syncedAt;
/** True once every change is in the local store. */
export const selectLocalSaved = (s: EditorSnapshot): boolean =>
  s.context.writtenRev === s.context.persistRev && !s.context.localFailed;
export const selectIsPublishing = (s: EditorSnapshot): boolean =>
  s.matches({ editing: { publish: 'publishing' } }) ||
  s.matches({ editing: { publish: 'waitingForSave' } }) ||
  s.matches({ editing: { publish: 'unscheduling' } });
export const selectPublishError = (s: EditorSnapshot): EditorErrorId | null =>
  s.context.publishError;
export const selectPublishFieldErrors = (s: EditorSnapshot): Readonly<Record<string, string>> =>
  s.context.publishFieldErrors;
export const selectRetries = (s: EditorSnapshot): number => s.context.retries;
