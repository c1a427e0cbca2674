import { assertEvent, assign, emit, raise, setup } from 'xstate';
import {
  draftKeyOf,
  EMPTY_FIELDS,
  editedChanges,
  errorOf,
  type FailureParams,
  failedAs,
  failureKind,
  isFailure,
  loadedChanges,
  localDraftOf,
  mineChanges,
  publishedChanges,
  restoredChanges,
  retryDelay,
  savedChanges,
  saveInputOf,
  theirsChanges,
  validateFields,
} from './chapter-editor.logic';
import {
  type ChapterEditorContext,
  type ChapterEditorEmitted,
  type ChapterEditorEvent,
  type ChapterEditorInput,
  type DraftWrite,
  EDITOR_ERRORS,
  type LoadInput,
  type LoadResult,
  type PublishInput,
  type PublishResult,
  type SaveFailure,
  type SaveInput,
  type ServerChapter,
} from './chapter-editor.types';
import { declaredActor } from './shared/declared-actor';

// The machine module is the editor's one entry point: its vocabulary and
// pure rules are re-exported here.
export * from './chapter-editor.logic';
export * from './chapter-editor.selectors';
export * from './chapter-editor.types';

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
    /** A chapter the server does not have yet: its first save creates it. */
    isNewChapter: ({ context }) => context.chapterId === null,
    isScheduled: ({ context }) => context.server?.status === 'scheduled',
    /** The save or publish failed in one of these ways (see SaveFailure). */
    failedAs: (_, params: { error: unknown; kinds: readonly SaveFailure['kind'][] }) => {
      const kind = failureKind(params.error);
      return kind !== null && params.kinds.includes(kind);
    },
  },
  actions: {
    assignLoaded: assign(({ context }, params: { result: LoadResult }) =>
      loadedChanges(context, params.result),
    ),
    assignLoadError: assign({ error: EDITOR_ERRORS.load }),
    assignRestore: assign(({ context }) => restoredChanges(context)),
    // The discarded draft is removed by the next local write (synced = true).
    assignDiscard: assign({ restoreOffer: null, takeOver: true }),
    assignChange: assign(({ context, event }) => {
      assertEvent(event, 'editor.change');
      return editedChanges(context, event);
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
    assignSaved: assign(({ context }, params: { chapter: ServerChapter }) =>
      savedChanges(context, params.chapter),
    ),
    emitCreated: emit(({ context }) => ({
      type: 'editor.created' as const,
      chapterId: context.chapterId ?? '',
    })),
    countRetry: assign(({ context }) => ({ retries: context.retries + 1 })),
    assignConflict: assign((_, { error }: FailureParams) =>
      isFailure(error) && error.kind === 'conflict' ? { conflict: error.current } : {},
    ),
    assignServerErrors: assign((_, { error }: FailureParams) =>
      isFailure(error) && error.kind === 'invalid' ? { fieldErrors: error.errors } : {},
    ),
    assignLocalErrors: assign(({ context }) => ({ fieldErrors: validateFields(context.fields) })),
    assignBlocked: assign((_, { error }: FailureParams) => ({
      error: failureKind(error) === 'notFound' ? EDITOR_ERRORS.notFound : EDITOR_ERRORS.notAllowed,
    })),
    keepMine: assign(({ context }) => mineChanges(context)),
    useTheirs: assign(({ context }) => theirsChanges(context)),
    setOnline: assign({ online: true }),
    setOffline: assign({ online: false }),
    setLoggedIn: assign({ loggedIn: true }),
    setLoggedOut: assign({ loggedIn: false }),
    assignPublishIntent: assign(({ event }) => {
      assertEvent(event, 'editor.publish');
      return { publishAt: event.publishAt, publishError: null, publishFieldErrors: {} };
    }),
    assignPublishNeedsSave: assign({ publishError: EDITOR_ERRORS.publishNeedsSave }),
    assignPublished: assign(({ context }, params: { result: PublishResult }) =>
      publishedChanges(context, params.result),
    ),
    emitPublished: emit(({ context }) => ({
      type: 'editor.published' as const,
      status: context.server?.status ?? 'draft',
      publishAt: context.server?.publishAt ?? null,
    })),
    assignPublishFailed: assign((_, { error }: FailureParams) => {
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
      fields: EMPTY_FIELDS,
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
          draftKey: draftKeyOf(context),
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
        // States where the server cannot get the text by itself carry the tag
        // `stuck`; they say so (`sync.stuck`) on entry and whenever a flush
        // asks, so a publish waiting for its save gives up at once.
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
                input: ({ context }) => saveInputOf(context),
                onDone: [
                  {
                    guard: 'isNewChapter',
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
                  {
                    guard: failedAs('conflict'),
                    target: 'conflict',
                    actions: { type: 'assignConflict', params: errorOf },
                  },
                  { guard: failedAs('session'), target: 'paused', actions: 'setLoggedOut' },
                  {
                    guard: failedAs('invalid'),
                    target: 'invalid',
                    actions: { type: 'assignServerErrors', params: errorOf },
                  },
                  {
                    guard: failedAs('notFound', 'notAllowed'),
                    target: 'blocked',
                    actions: { type: 'assignBlocked', params: errorOf },
                  },
                  { guard: 'isOffline', target: 'offline' },
                  { target: 'retrying', actions: 'countRetry' },
                ],
              },
            },
            retrying: {
              tags: ['stuck'],
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
              tags: ['stuck'],
              entry: 'raiseStuck',
              on: {
                'editor.flush': { actions: 'raiseStuck' },
                'network.online': { target: 'send', actions: 'setOnline' },
                'editor.retry': { target: 'send' },
              },
            },
            paused: {
              tags: ['stuck'],
              entry: 'raiseStuck',
              on: {
                'editor.flush': { actions: 'raiseStuck' },
                'session.restored': { target: 'send', actions: 'setLoggedIn' },
              },
            },
            incomplete: {
              tags: ['stuck'],
              entry: 'raiseStuck',
              on: {
                'editor.flush': { actions: 'raiseStuck' },
                'sync.edited': { target: 'waiting' },
              },
            },
            invalid: {
              tags: ['stuck'],
              entry: 'raiseStuck',
              on: {
                'editor.flush': { actions: 'raiseStuck' },
                'sync.edited': { target: 'waiting' },
              },
            },
            conflict: {
              tags: ['stuck'],
              entry: 'raiseStuck',
              on: {
                'editor.flush': { actions: 'raiseStuck' },
                'conflict.keepMine': { target: 'send', actions: 'keepMine' },
                'conflict.useTheirs': {
                  target: 'check',
                  actions: ['useTheirs', 'requestPersist', 'raisePersist'],
                },
              },
            },
            blocked: {
              tags: ['stuck'],
              entry: 'raiseStuck',
              on: {
                'editor.flush': { actions: 'raiseStuck' },
                'editor.retry': { target: 'send' },
              },
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
                  guard: 'isScheduled',
                  target: 'unscheduling',
                },
              },
            },
            waitingForSave: {
              tags: ['publishing'],
              always: [{ guard: 'canPublishNow', target: 'publishing' }],
              entry: 'raiseFlush',
              on: {
                'sync.settled': { target: 'publishing' },
                'sync.stuck': { target: 'idle', actions: 'assignPublishNeedsSave' },
              },
            },
            publishing: {
              tags: ['publishing'],
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
                onError: {
                  target: 'idle',
                  actions: { type: 'assignPublishFailed', params: errorOf },
                },
              },
            },
            unscheduling: {
              tags: ['publishing'],
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
                onError: {
                  target: 'idle',
                  actions: { type: 'assignPublishFailed', params: errorOf },
                },
              },
            },
          },
        },
      },
    },
  },
});
